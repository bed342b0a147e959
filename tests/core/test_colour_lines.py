"""The colour line solver (``nonogram_core.lines.colour``) against enumeration of every colouring.

Ground truth comes from ``colour_enum``: ``enumerate_colour_line`` tries every colouring a line
allows (short lines), ``dp_colour_line`` walks an automaton cell by cell (long lines); the two are
also checked against each other.  Tables are written as strings: a clue ``"2a 1b ?a"`` is a red 2,
a green 1 and a red blotted block (``a`` = colour 1, ``b`` = 2, ``c`` = 3); a line cell is ``.``
(background), a letter (that colour), ``-`` (any colour of the table) or ``[.ab]`` (a set).
"""

from __future__ import annotations

import itertools
import random
import re

import pytest

from nonogram_core.lines.colour import _solve, colour_block_starts, solve_colour_line
from nonogram_core.model import BLOTTED, colour_blocks_of
from tests.oracles.colour_bruteforce import blocks as line_blocks
from tests.oracles.colour_line_enum import (
    cell_choices,
    count_colourings,
    dp_colour_line,
    enumerate_colour_line,
    matches,
)

CHARS = ".abc"


def parse_clue(text: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """``"2a ?b"`` → ((2, BLOTTED), (1, 2))."""
    blocks = [(BLOTTED if word[:-1] == "?" else int(word[:-1]), CHARS.index(word[-1])) for word in text.split()]
    return tuple(b for b, _ in blocks), tuple(c for _, c in blocks)


def parse_line(text: str, colours: int) -> tuple[int, list[int]]:
    """A line string → (size, allowed masks)."""
    cells = re.findall(r"\[[^\]]*\]|.", text)
    allowed = [0] * colours
    for i, cell in enumerate(cells):
        options = range(colours) if cell == "-" else [CHARS.index(ch) for ch in cell.strip("[]")]
        for k in options:
            allowed[k] |= 1 << i
    return len(cells), allowed


def show(size: int, masks: list[int] | None) -> str | None:
    """Masks → a line string (``-`` where every colour remains)."""
    if masks is None:
        return None
    out = []
    for i in range(size):
        options = "".join(CHARS[k] for k in range(len(masks)) if (masks[k] >> i) & 1)
        out.append("-" if len(options) == len(masks) else options if len(options) == 1 else f"[{options}]")
    return "".join(out)


def solved(clue: str, line: str, colours: int = 3) -> str | None:
    lengths, block_colours = parse_clue(clue)
    size, allowed = parse_line(line, colours)
    return show(size, solve_colour_line(lengths, block_colours, size, allowed))


TABLE = [
    # (clue, colours K including the background, line, expected)
    # different colours may touch: a red 2 and a green 2 fill four cells exactly
    ("2a 2b", 3, "----", "aabb"),
    # the same colour may not: a red 2 and a red 1 need four cells
    ("2a 1a", 3, "----", "aa.a"),
    ("2a 1a", 3, "-----", "[.a]a[.a][.a][.a]"),
    # overlap of a single block, and a green 1 that may sit right after it
    ("3a", 3, "-----", "[.a][.a]a[.a][.a]"),
    ("3a 1b", 3, "-----", "[.a]aa-[.b]"),
    # a known cell of one colour anchors its block
    ("1a 1b", 3, "--b--", "[.a][.a]b.."),
    ("", 3, "---", "..."),
    # blotted: some red block of length >= 1 over a known red cell, then a green 1
    ("?a 1b", 3, "-a---", "[.a]a--[.b]"),
    # two blotted blocks of the same colour need a gap; of different colours they need not
    ("?a ?a", 3, "---", "a.a"),
    ("?a ?b", 3, "--", "ab"),
    # black-and-white blotted (K = 2): the 2 covers cell 3 whatever the blotted block's length
    ("?a 2a", 2, "----", "a.aa"),
    ("?a 2a", 2, "-----", "---a-"),
    # contradictions
    ("2a 1a", 3, "---", None),
    ("1a", 3, "-b-", None),
    ("?a", 2, "...", None),
    ("1a 1b", 3, "[.a][.b]", "ab"),
    ("1b 1a", 3, "[.a][.b]", None),
    # a line of no cells holds only the empty clue
    ("", 2, "", ""),
    ("?a", 2, "", None),
]


@pytest.mark.parametrize(("clue", "colours", "line", "expected"), TABLE)
def test_table(clue: str, colours: int, line: str, expected: str | None) -> None:
    assert solved(clue, line, colours) == expected
    lengths, block_colours = parse_clue(clue)
    size, allowed = parse_line(line, colours)
    assert show(size, colour_passes(lengths, block_colours, size, allowed)) == expected


def random_allowed(rng: random.Random, size: int, colours: int, line: list[int] | None = None) -> list[int]:
    """Per colour, the cells allowing it: each cell a random non-empty set of colours (often all of
    them), always holding its colour in ``line`` when one is given."""
    allowed = [0] * colours
    for i in range(size):
        subset = rng.randint(1, 2**colours - 1) if rng.random() < 0.6 else 2**colours - 1
        if line is not None:
            subset |= 1 << line[i]
        for k in range(colours):
            if (subset >> k) & 1:
                allowed[k] |= 1 << i
    return allowed


def random_case(rng: random.Random, max_size: int = 9) -> tuple[tuple[int, ...], tuple[int, ...], int, list[int]]:
    """A random short line with K in 2..4.  Half the clues are random (up to 4 blocks, some
    blotted, many that cannot fit); half come from a random colouring (some numbers blotted) that
    ``allowed`` keeps possible, so both verdicts are common."""
    colours = rng.randint(2, 4)
    size = rng.randint(1, max_size)
    if rng.random() < 0.5:
        count = rng.randint(0, 4)
        clue = tuple(BLOTTED if rng.random() < 0.25 else rng.randint(1, 4) for _ in range(count))
        block_colours = tuple(rng.randint(1, colours - 1) for _ in range(count))
        return clue, block_colours, size, random_allowed(rng, size, colours)
    line = [rng.randrange(colours) for _ in range(size)]
    blocks = colour_blocks_of(line)
    clue = tuple(BLOTTED if rng.random() < 0.25 else length for length, _ in blocks)
    return clue, tuple(colour for _, colour in blocks), size, random_allowed(rng, size, colours, line)


def colour_passes(
    clue: tuple[int, ...], block_colours: tuple[int, ...], size: int, allowed: list[int]
) -> list[int] | None:
    """The colour passes alone, without the black-and-white shortcut for one-colour lines."""
    return _solve(clue, block_colours, size, allowed, None)


SOLVERS = pytest.mark.parametrize("solver", [solve_colour_line, colour_passes], ids=["public", "passes"])


@SOLVERS
@pytest.mark.parametrize("seed", range(8))
def test_random_short_lines_match_enumeration(seed: int, solver) -> None:
    rng = random.Random(seed)
    checked = feasible = 0
    while checked < 400:
        clue, block_colours, size, allowed = random_case(rng)
        if count_colourings(size, allowed) > 3000:
            continue
        expected = enumerate_colour_line(clue, block_colours, size, allowed)
        before = list(allowed)
        got = solver(clue, block_colours, size, allowed)
        assert allowed == before and got is not allowed  # a new list; the input is not changed
        assert got == expected, (clue, block_colours, size, allowed)
        assert dp_colour_line(clue, block_colours, size, allowed) == expected
        checked += 1
        feasible += expected is not None
    assert 120 < feasible < 320  # both verdicts well represented


def test_all_lines_of_three_cells_and_three_colours() -> None:
    """Every clue of up to 3 blocks on 3 cells against every state where each cell has one or all colours."""
    for count in range(4):
        for lengths in itertools.product([1, 2, 3, BLOTTED], repeat=count):
            for block_colours in itertools.product([1, 2], repeat=count):
                for states in itertools.product(range(4), repeat=3):  # 3 = unknown
                    allowed = [sum(1 << i for i, s in enumerate(states) if s in (k, 3)) for k in range(3)]
                    expected = enumerate_colour_line(lengths, block_colours, 3, allowed)
                    assert solve_colour_line(lengths, block_colours, 3, allowed) == expected


def solution_line(rng: random.Random, size: int, colours: int) -> list[int]:
    """A random colouring in runs of 1..6 cells."""
    line: list[int] = []
    while len(line) < size:
        line += [rng.randrange(colours)] * rng.randint(1, 6)
    return line[:size]


@SOLVERS
@pytest.mark.parametrize("size", [60, 63, 64, 65, 120, 300])
def test_long_lines_match_the_automaton(size: int, solver) -> None:
    """Lines on both sides of the machine-word limit (64 cells) against ``dp_colour_line``.

    Clues come from a random colouring (some numbers blotted, some made one too long), and each
    cell allows its true colour plus random others, so most lines are feasible but not trivial."""
    rng = random.Random(size)
    narrowed = 0
    for _ in range(12):
        colours = rng.randint(2, 5)
        line = solution_line(rng, size, colours)
        blocks = colour_blocks_of(line)
        clue = tuple(BLOTTED if rng.random() < 0.1 else length for length, _ in blocks)
        block_colours = tuple(colour for _, colour in blocks)
        if clue and rng.random() < 0.2:
            clue = (*clue[:-1], 2 if clue[-1] == BLOTTED else clue[-1] + 1)
        allowed = [0] * colours
        for i, colour in enumerate(line):
            subset = (1 << colour) | (rng.randrange(2**colours) if rng.random() < 0.8 else 0)
            for k in range(colours):
                if (subset >> k) & 1:
                    allowed[k] |= 1 << i
        expected = dp_colour_line(clue, block_colours, size, allowed)
        assert solver(clue, block_colours, size, allowed) == expected
        narrowed += expected is not None and expected != allowed
    assert narrowed >= 8  # most lines are feasible and teach something: the comparison is not None == None


def enumerate_block_starts(
    clue: tuple[int, ...], block_colours: tuple[int, ...], size: int, allowed: list[int]
) -> list[int] | None:
    """Per block, the union over matching colourings of its start (fixed length) or its cells (blotted)."""
    union = [0] * len(clue)
    found = False
    for line in itertools.product(*cell_choices(size, allowed)):
        if not matches(line, clue, block_colours):
            continue
        found = True
        starts = [i for i in range(size) if line[i] and (i == 0 or line[i - 1] != line[i])]
        for index, (start, (length, _)) in enumerate(zip(starts, line_blocks(line), strict=True)):
            union[index] |= ((1 << length) - 1) << start if clue[index] == BLOTTED else 1 << start
    return union if found else None


@pytest.mark.parametrize("seed", range(3))
def test_block_starts_match_enumeration(seed: int) -> None:
    rng = random.Random(100 + seed)
    checked = 0
    while checked < 300:
        clue, block_colours, size, allowed = random_case(rng, max_size=8)
        if count_colourings(size, allowed) > 2000:
            continue
        assert colour_block_starts(clue, block_colours, size, allowed) == enumerate_block_starts(
            clue, block_colours, size, allowed
        )
        checked += 1


@SOLVERS
def test_blank_lines_match_the_automaton(solver) -> None:
    """Lines where every cell may take every colour (how every line starts), 1 to 14 cells."""
    rng = random.Random(7)
    for _ in range(300):
        colours, size = rng.randint(2, 5), rng.randint(1, 14)
        count = rng.randint(1, 5)
        clue = tuple(BLOTTED if rng.random() < 0.15 else rng.randint(1, 5) for _ in range(count))
        block_colours = tuple(rng.randint(1, colours - 1) for _ in range(count))
        allowed = [(1 << size) - 1] * colours
        expected = dp_colour_line(clue, block_colours, size, allowed)
        assert solver(clue, block_colours, size, allowed) == expected, (clue, block_colours, size)
