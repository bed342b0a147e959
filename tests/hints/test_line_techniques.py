"""Each line technique, table-tested on ASCII lines and checked for soundness against enumeration.

Rows of the tables read ``(clue, line before, line after)``: ``-`` unknown, ``#`` filled, ``x``
empty.  The property tests draw a random line from a random arrangement, hide some cells, and
check that every technique proves only cells that hold in *every* arrangement agreeing with the
known cells, and that the full line logic proves exactly those.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nonogram_core.hints.complete_lines import complete_line
from nonogram_core.hints.glue import glue
from nonogram_core.hints.joining import joining_splitting
from nonogram_core.hints.line_logic import line_is_possible, line_logic
from nonogram_core.hints.lines import EMPTY, FILLED, UNKNOWN, apply_text, line_from_text
from nonogram_core.hints.overlap import simple_boxes
from nonogram_core.hints.reach import leftmost, rightmost
from nonogram_core.hints.spaces import simple_spaces
from nonogram_core.hints.techniques import LINE_METHODS
from tests.oracles.line_truth import arrangements, forced, runs

TABLES = {
    complete_line: [
        ((), "-----", "xxxxx"),
        ((2, 2), "-----", "##x##"),
        ((5,), "-----", "#####"),
        ((2,), "##x---", "##xxxx"),
        ((1, 2), "x-x--x", "x#x##x"),
        ((2,), "-#-", "-#-"),
        ((1,), "#", "#"),
    ],
    simple_boxes: [
        ((5,), "-------", "--###--"),
        ((3, 1), "------", "-##---"),
        ((2,), "-----", "-----"),
        ((4,), "-##----", "-###---"),
        ((2, 3), "-------", "-#--##-"),
        ((), "---", "---"),
    ],
    simple_spaces: [
        ((2,), "---#-----", "xx-#-xxxx"),
        ((1, 1), "x#------", "x#x-----"),
        ((3,), "--x-----", "xxx-----"),
        ((1,), "-----", "-----"),
        ((2,), "-#-#-", "-#-#-"),
    ],
    glue: [
        ((4,), "-#------", "-###----"),
        ((3,), "x-#----", "x-##---"),
        ((2, 2), "#-------", "##------"),
        ((1,), "--#--", "--#--"),
        ((3,), "--#-#--", "--###--"),
    ],
    joining_splitting: [
        ((1, 1), "---#---", "--x#x--"),
        ((2, 2), "--#-#---", "--#x#---"),
        ((3,), "-###--", "x###x-"),
        ((3, 1), "-#-----", "-#-----"),
        ((2,), "-#-#-", "-#-#-"),
    ],
    line_logic: [
        ((3, 1), "-#--#---", "###x#xxx"),
        ((1, 1, 1), "-----", "#x#x#"),
        ((2,), "x--x", "x##x"),
        ((1,), "-----", "-----"),
        ((2,), "-x-", "-x-"),  # contradictory: proves nothing
    ],
}


@pytest.mark.parametrize(
    ("technique", "clue", "before", "after"),
    [(tech, clue, before, after) for tech, rows in TABLES.items() for clue, before, after in rows],
    ids=lambda value: getattr(value, "__name__", str(value)),
)
def test_table(technique, clue, before, after):
    step = technique(clue, line_from_text(before), "cell")
    assert apply_text(before, step) == after
    if step is not None:
        assert step.proves, "a step proves at least one cell"
        assert all(before[p] == "-" for p in step.proves), "only unknown cells are proved"
        assert step.sentence.endswith(".") and "{" not in step.sentence


def test_sentences_read_well():
    assert simple_boxes((5,), line_from_text("-------"), "column").sentence == (
        "the 5 must cover columns 3–5 wherever it lies, so those cells are filled."
    )
    assert simple_boxes((4, 4), line_from_text("----------"), "row").sentence == (
        "the first 4 must cover rows 2–4 and the second 4 must cover rows 7–9 wherever they lie, "
        "so those cells are filled."
    )
    assert glue((4,), line_from_text("-#------"), "column").sentence == (
        "given the cells already known, the 4 starts between columns 1 and 2, so it always covers "
        "columns 2–4: those cells are filled."
    )
    assert simple_spaces((2,), line_from_text("---#-----"), "column").sentence == (
        "with the blocks pushed as far as the known cells allow, no block can reach columns 1–2 "
        "and 6–9, so they are empty."
    )
    assert line_logic((3, 1), line_from_text("-#--#---"), "column").sentence == (
        "of all the ways to place 3 1 that agree with the cells already known, every one fills "
        "columns 1 and 3, and leaves columns 4 and 6–8 empty."
    )
    assert joining_splitting((1, 1), line_from_text("---#---"), "row").sentence == (
        "the filled run at row 4 is already as long as the longest block that can reach it (1), "
        "so it is complete and rows 3 and 5 are empty."
    )


@st.composite
def partial_lines(draw):
    """A clue, and a partial line whose known cells agree with at least one arrangement."""
    size = draw(st.integers(1, 12))
    cells = draw(st.lists(st.booleans(), min_size=size, max_size=size))
    clue = runs(cells)
    shown = draw(st.lists(st.booleans(), min_size=size, max_size=size))
    line = [(FILLED if v else EMPTY) if s else UNKNOWN for v, s in zip(cells, shown, strict=True)]
    return clue, line


def _as_partial(line):
    return [None if v == UNKNOWN else v == FILLED for v in line]


@settings(max_examples=400, deadline=None)
@given(partial_lines())
def test_every_technique_is_sound(case):
    clue, line = case
    truth = forced(clue, _as_partial(line))
    assert truth is not None
    for method in LINE_METHODS:
        step = method.run(clue, line, "cell")
        if step is None:
            continue
        for position, value in step.proves.items():
            assert line[position] == UNKNOWN
            assert truth[position] == (value == FILLED), (method.name, clue, line, position)


@settings(max_examples=400, deadline=None)
@given(partial_lines())
def test_line_logic_finds_exactly_the_forced_cells(case):
    clue, line = case
    truth = forced(clue, _as_partial(line))
    step = line_logic(clue, line, "cell")
    found = {} if step is None else step.proves
    expected = {p: (FILLED if v else EMPTY) for p, v in enumerate(truth) if v is not None and line[p] == UNKNOWN}
    assert found == expected


@settings(max_examples=300, deadline=None)
@given(partial_lines())
def test_extreme_arrangements_match_enumeration(case):
    clue, line = case
    partial = _as_partial(line)
    agreeing = [
        a for a in arrangements(clue, len(line))
        if all(p is None or p == v for v, p in zip(a, partial, strict=True))
    ]
    starts = [[i for i in range(len(a)) if a[i] and (i == 0 or not a[i - 1])] for a in agreeing]
    assert leftmost(clue, line) == [min(s[b] for s in starts) for b in range(len(clue))]
    assert rightmost(clue, line) == [max(s[b] for s in starts) for b in range(len(clue))]


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 9).flatmap(lambda n: st.tuples(
    st.lists(st.integers(1, 3), max_size=3).map(tuple),
    st.lists(st.sampled_from([EMPTY, FILLED, UNKNOWN]), min_size=n, max_size=n),
)))
def test_contradictions_agree_with_enumeration(case):
    clue, line = case
    if sum(clue) + len(clue) - 1 > len(line):
        return
    possible = forced(clue, _as_partial(line)) is not None
    assert line_is_possible(clue, line) == possible
    assert (leftmost(clue, line) is not None) == possible
