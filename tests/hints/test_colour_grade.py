"""``grade`` and mistakes on colour and blotted puzzles, against enumeration and the shared corpus.

Small random puzzles (also random clue sets, often contradictory) are checked against
``colour_truth``: the line-solvable flag equals single-line logic to its fixpoint by enumeration,
a completed replay means one solution, a stalled grid agrees with every solution, and no solution
means "contradictory".  The corpus puzzles must grade quickly and agree with ``verdicts.json``.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nonogram_core import Puzzle, grade, next_hint, read_file
from nonogram_core.hints.techniques import TECHNIQUES
from nonogram_core.model import BLOTTED, colour_chars, colour_grid_from_text
from tests.corpora import CORPORA, REASON
from tests.oracles.colour_line_truth import line_fixpoint, solutions

from .test_colour_hints import PALETTE, colour_cases, colour_puzzle

PUZZLES = CORPORA
VERDICTS = json.loads((PUZZLES / "verdicts.json").read_text()) if (PUZZLES / "verdicts.json").exists() else {}
CORPUS = sorted(PUZZLES.glob("colour/*.xml")) + sorted(PUZZLES.glob("blotted/*.xml"))
BIG = {"izaron-rosenrot.xml", "izaron-taiga.xml", "izaron-sparkle.xml", "izaron-wikipe-tan.xml"}
"""Graded in the slow run only (seconds each); the rest must take well under a second."""


@st.composite
def clue_sets(draw):
    """Random colour clues (often contradictory), built from two unrelated pictures' rows and columns."""
    puzzle, _ = draw(colour_cases(max_side=3))
    other, _ = draw(colour_cases(max_side=3))
    if (other.height, other.width) != (puzzle.height, puzzle.width) or len(other.colours) != len(puzzle.colours):
        return puzzle
    return Puzzle(rows=puzzle.rows, cols=other.cols, colours=puzzle.colours, row_colours=puzzle.row_colours,
                  col_colours=other.col_colours)


def truth(puzzle: Puzzle):
    count = len(puzzle.colours)
    args = (puzzle.rows, puzzle.cols, puzzle.row_colours, puzzle.col_colours, count)
    return solutions(*args, limit=2), line_fixpoint(*args)


def check_grade(puzzle: Puzzle) -> None:
    found, fixpoint = truth(puzzle)
    result = grade(puzzle)
    assert list(result.steps) == list(TECHNIQUES)
    assert result.steps["glue"] == result.steps["joining_splitting"] == 0 or puzzle.is_black_and_white
    if not found:
        assert result.grade == "contradictory"
        return
    solvable = fixpoint is not None and all(cell & (cell - 1) == 0 for row in fixpoint for cell in row)
    assert result.line_solvable == solvable
    if result.stall_grid is None:
        assert len(found) == 1 and result.grade in {"trivial", "easy", "medium", "hard"}
        deep = result.steps["two_line"] + result.steps["probing"] > 0
        logic = result.steps["line_logic"]
        heavy = logic >= 80 or (logic >= 20 and logic * 25 >= puzzle.width * puzzle.height)
        assert (result.grade == "hard") == (deep or heavy)
        assert (result.grade == "trivial") == (result.steps["line_logic"] == 0 and not deep)
        light = result.steps["line_logic"] * 30 < puzzle.width * puzzle.height  # easy: few line-logic steps
        light = light and result.steps["line_logic"] < 40
        assert (result.grade == "easy") == (result.steps["line_logic"] > 0 and light and not deep)
    else:
        assert result.grade == "needs-guessing"
        stalled = colour_grid_from_text(list(result.stall_grid), puzzle)
        for solution in found:
            assert all(stalled[r][c] >> v & 1 for r, row in enumerate(solution) for c, v in enumerate(row))
    if len(found) > 1:
        assert result.grade == "needs-guessing"


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(colour_cases())
def test_grade_agrees_with_enumeration(case):
    check_grade(case[0])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(clue_sets())
def test_grade_on_random_clue_sets(puzzle):
    check_grade(puzzle)


def test_a_puzzle_that_needs_a_supposition_is_hard():
    puzzle = colour_puzzle([(1, 0, 0, 2), (0, 1, 2, 1), (1, 2, 0, 0), (0, 0, 1, 0)], inks=2)
    assert len(truth(puzzle)[0]) == 1
    result = grade(puzzle)
    assert (result.grade, result.line_solvable, result.steps["two_line"]) == ("hard", False, 2)
    assert result.max_depth == 2


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(colour_cases(), st.data())
def test_wrong_colours_are_pointed_out_first(case, data):
    puzzle, found = case
    if len(found) != 1:
        return
    count = len(colour_chars(puzzle))
    grid, wrong = [], set()
    for r, row in enumerate(found[0]):
        cells = []
        for c, value in enumerate(row):
            mark = data.draw(st.sampled_from("??ok"))  # o: right, k: some other colour
            if mark == "k":
                value = (value + data.draw(st.integers(1, count - 1))) % count
                wrong.add((r, c))
            cells.append((1 << count) - 1 if mark == "?" else 1 << value)
        grid.append(cells)
    hint = next_hint(puzzle, grid)
    if wrong:
        assert hint.technique == "mistake" and {tuple(m) for m in hint.mistakes} == wrong and hint.proves == ()
    else:
        assert hint.technique != "mistake"


def test_mistake_sentence_names_colours():
    puzzle = colour_puzzle([(1, 2), (2, 0)], inks=2)
    hint = next_hint(puzzle, colour_grid_from_text(["gr", "??"], puzzle))
    assert hint.sentence == ("These 2 cells are wrong: row 1, column 1 is green and row 1, column 2 is red. "
                             "Clear them first.")
    unsolvable_line = Puzzle(rows=((BLOTTED,), (BLOTTED,)), cols=((BLOTTED,), (BLOTTED,)))  # several solutions
    hint = next_hint(unsolvable_line, [[1, 1], [3, 3]])
    assert hint.technique == "mistake" and hint.sentence.startswith("Row 1 cannot be completed: no way to place ?")


def test_a_colour_puzzle_without_solution_gets_no_hint():
    # the colours add up (one red, one green) but row 1 needs red left of green, the columns the opposite
    puzzle = Puzzle(rows=((1, 1), ()), cols=((1,), (1,)), colours=PALETTE[:3], row_colours=((1, 2), ()),
                    col_colours=((2,), (1,)))
    assert grade(puzzle).grade == "contradictory"
    assert next_hint(puzzle, [[7, 7], [7, 7]]).technique == "no_solution"


def check_corpus(path: Path) -> None:
    puzzle = read_file(str(path))[0]
    began = time.process_time()
    result = grade(puzzle, timeout=60)
    took = time.process_time() - began
    verdict = VERDICTS.get(f"{path.parent.name}/{path.name}")
    assert result.grade != "timeout"
    if verdict == "multiple":
        assert result.grade == "needs-guessing" and result.stall_grid is not None
    elif verdict == "unique":
        assert result.grade in {"trivial", "easy", "medium", "hard", "needs-guessing"}
        assert (result.stall_grid is None) == (result.grade != "needs-guessing")
    if path.name not in BIG:
        assert took < 3.0, f"{path.name} graded in {took:.2f} s"


@pytest.mark.skipif(not CORPUS, reason=REASON)
@pytest.mark.parametrize("path", [p for p in CORPUS if p.name not in BIG], ids=lambda p: p.name)
def test_corpus_grades(path):
    check_corpus(path)


@pytest.mark.slow
@pytest.mark.parametrize("path", [p for p in CORPUS if p.name in BIG], ids=lambda p: p.name)
def test_big_corpus_grades(path):
    check_corpus(path)
