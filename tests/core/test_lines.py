"""The complete line solver against hand-made tables and against enumeration of every arrangement."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nonogram_core.lines import complete
from nonogram_core.lines.complete import _solve_line_packed, cover, reverse_bits, runs_of, solve_line
from nonogram_core.model import clue_of


def masks(line: str) -> tuple[int, int]:
    """``#`` filled, ``x`` empty, ``-`` unknown → (filled, empty) bitmasks (bit i = character i)."""
    filled = sum(1 << i for i, ch in enumerate(line) if ch == "#")
    empty = sum(1 << i for i, ch in enumerate(line) if ch == "x")
    return filled, empty


def text(size: int, filled: int, empty: int) -> str:
    return "".join("#" if (filled >> i) & 1 else "x" if (empty >> i) & 1 else "-" for i in range(size))


SOLVERS = pytest.mark.parametrize("solver", [solve_line, _solve_line_packed], ids=["words", "packed"])
"""Both line solvers: ``solve_line`` keeps each set in a machine word (lines of up to 62 cells),
``_solve_line_packed`` packs a pass's sets into one int (any line, longer ones on every platform)."""


def solved(clue: tuple[int, ...], line: str, solver=solve_line) -> str | None:
    result = solver(clue, len(line), *masks(line))
    return None if result is None else text(len(line), *result)


TABLE = [
    # simple boxes: the overlap of the leftmost and rightmost placements
    ((3,), "-----", "--#--"),
    ((4,), "-----", "-###-"),
    ((5,), "-----", "#####"),
    ((), "-----", "xxxxx"),
    ((1, 1), "---", "#x#"),
    ((2, 2), "-----", "##x##"),
    # a known cell anchors a block: cells too far from it are empty
    ((2,), "--#--", "x-#-x"),
    ((1,), "-#---", "x#xxx"),
    # an empty cell splits the line; a block too long for the left part goes right
    ((3,), "--x---", "xxx###"),
    ((2, 1), "-x----", "xx##x#"),
    # glue from an edge
    ((3, 1), "#-----", "###x--"),
    # complete-but-not-simple: only full line logic sees these
    ((1, 1), "-#-#-", "x#x#x"),
    ((2, 1), "---#-#", "xx##x#"),
    ((1, 2), "#-----", "#x----"),
    # the whole line filled in by known cells
    ((2,), "x##x", "x##x"),
]


@SOLVERS
@pytest.mark.parametrize(("clue", "line", "expected"), TABLE)
def test_table(clue: tuple[int, ...], line: str, expected: str, solver) -> None:
    assert solved(clue, line, solver) == expected


@pytest.mark.parametrize(
    ("clue", "line"),
    [((3,), "-x-x-"), ((1,), "#-#"), ((), "-#-"), ((2, 2), "----"), ((1,), "xxx"), ((2,), "x#x#")],
)
@SOLVERS
def test_contradictions(clue: tuple[int, ...], line: str, solver) -> None:
    assert solved(clue, line, solver) is None


def enumerate_line(clue: tuple[int, ...], size: int, filled: int, empty: int) -> tuple[int, int] | None:
    """Ground truth: intersect every line of the right clue that agrees with the known cells."""
    full = (1 << size) - 1
    always_filled, always_empty, any_fit = full, full, False
    for bits in itertools.product((0, 1), repeat=size):
        value = sum(b << i for i, b in enumerate(bits))
        if value & empty or filled & ~value or clue_of(bits) != clue:
            continue
        any_fit = True
        always_filled &= value
        always_empty &= ~value & full
    return (always_filled, always_empty) if any_fit else None


@st.composite
def line_cases(draw: st.DrawFn) -> tuple[tuple[int, ...], int, int, int]:
    size = draw(st.integers(1, 10))
    if draw(st.booleans()):
        picture = draw(st.lists(st.booleans(), min_size=size, max_size=size))
        clue = clue_of(picture)
    else:
        clue = tuple(draw(st.lists(st.integers(1, 4), max_size=4)))
    known = draw(st.integers(0, (1 << size) - 1))
    values = draw(st.integers(0, (1 << size) - 1))
    return clue, size, known & values, known & ~values


@SOLVERS
@settings(max_examples=800, deadline=None)
@given(line_cases())
def test_matches_enumeration(solver, case: tuple[tuple[int, ...], int, int, int]) -> None:
    clue, size, filled, empty = case
    assert solver(clue, size, filled, empty) == enumerate_line(clue, size, filled, empty)


@st.composite
def long_line_cases(draw: st.DrawFn) -> tuple[tuple[int, ...], int, int, int]:
    """Lines of every word size (8, 16, 32, 64 bits) and their edges, known cells taken from a
    picture so that most cases have arrangements, and some cells flipped so that some do not."""
    size = draw(st.sampled_from([1, 5, 6, 7, 8, 13, 14, 15, 16, 29, 30, 31, 32, 40, 59, 60, 61, 62, 63, 64, 90]))
    picture = draw(st.lists(st.booleans(), min_size=size, max_size=size))
    clue = clue_of(picture)
    known = draw(st.integers(0, (1 << size) - 1))
    flips = draw(st.sampled_from([0, 0, 0, draw(st.integers(0, (1 << size) - 1))]))
    values = sum(1 << i for i, cell in enumerate(picture) if cell) ^ flips
    return clue, size, known & values, known & ~values


@settings(max_examples=1500, deadline=None)
@given(long_line_cases())
def test_words_match_packed_on_long_lines(case: tuple[tuple[int, ...], int, int, int]) -> None:
    """Too long to enumerate: the packed solver (exact by the test above) is the reference."""
    clue, size, filled, empty = case
    assert solve_line(clue, size, filled, empty) == _solve_line_packed(clue, size, filled, empty)


def test_word_sizes() -> None:
    """The word chosen per line size is the narrowest with room for two more bits, up to 62 cells."""
    assert complete._WORD_OF_SIZE[6] == (complete._WORD_CODES[8], 2)
    assert complete._WORD_OF_SIZE[7] == (complete._WORD_CODES[16], 9)
    assert complete._WORD_OF_SIZE[30] == (complete._WORD_CODES[32], 2)
    assert complete._WORD_OF_SIZE[62] == (complete._WORD_CODES[64], 2)
    assert sorted(complete._WORD_CODES) == [8, 16, 32, 64]
    assert complete._MAX_WORD_BITS == len(complete._WORD_OF_SIZE) - 1 == 62


def test_lines_over_62_cells_take_the_packed_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    taken = []

    def spy(*args):
        taken.append(args[1])
        return _solve_line_packed(*args)

    monkeypatch.setattr(complete, "_solve_line_packed", spy)
    for size in (62, 63):
        solve_line((3,), size, 1 << (size - 1), 0)
    assert taken == [63]


@SOLVERS
def test_long_lines_exceed_one_machine_word(solver) -> None:
    size = 130
    clue = (60, 1, 60)
    filled, empty = solver(clue, size, 0, 0)
    # 60+1+1+1+60 = 123 cells needed: 7 of slack, so the middle of each long block is forced
    assert filled >> 7 & ((1 << 53) - 1) == (1 << 53) - 1
    assert empty == 0


def test_helpers() -> None:
    assert reverse_bits(0b1, 5) == 0b10000
    assert runs_of(0b11101111, 3) == 0b00100011
    assert cover(0b1, 4) == 0b1111


def test_cache_is_emptied_when_it_grows_too_big(monkeypatch: pytest.MonkeyPatch) -> None:
    from nonogram_core.lines import cache as cache_module

    monkeypatch.setattr(cache_module, "MAX_ENTRIES", 10)
    line_cache = cache_module.LineCache()
    table = line_cache.table((1,), 5)
    table.update({key: None for key in range(11)})
    for _ in range(1023):
        line_cache.trim()
    assert len(table) == 11  # counted only every 1024th call
    line_cache.trim()
    assert table == {}
    assert line_cache.table((1,), 5) is table  # tables are kept, only emptied
