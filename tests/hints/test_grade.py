"""``grade``: the replay agrees with enumeration on small puzzles and the line-solvable flag is exact.

Ground truth comes from ``ground_truth``: all solutions by enumeration for small pictures, and
single-line logic to its fixpoint by an independent dynamic programme for corpus puzzles.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nonogram_core import Puzzle, grade, puzzle_from_picture, read_file, satisfies
from nonogram_core.hints.techniques import TECHNIQUES
from tests.corpora import CORPORA, REASON
from tests.oracles.line_truth import line_fixpoint, line_fixpoint_dp, solutions

PUZZLES = CORPORA
CORPUS = sorted(
    path for folder in ("survey", "dom", "misc") for path in (PUZZLES / folder).glob("*.non")
)
GRADES = {"trivial", "easy", "medium", "hard", "needs-guessing", "contradictory", "timeout"}


@st.composite
def pictures(draw, max_side=7):
    height = draw(st.integers(1, max_side))
    width = draw(st.integers(1, max_side))
    rows = draw(st.lists(st.text("#.", min_size=width, max_size=width), min_size=height, max_size=height))
    return rows


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pictures())
def test_grade_agrees_with_enumeration(picture):
    puzzle = puzzle_from_picture(picture)
    found = solutions(puzzle.rows, puzzle.cols, limit=2)
    fixpoint = line_fixpoint(puzzle.rows, puzzle.cols)
    result = grade(puzzle)
    assert result.grade in GRADES and list(result.steps) == list(TECHNIQUES)
    assert result.line_solvable == all(v is not None for row in fixpoint for v in row)
    if result.stall_grid is None:
        assert len(found) == 1, "a completed replay means a unique solution"
        assert result.grade in {"trivial", "easy", "medium", "hard"}
        assert (result.grade == "hard") == (result.steps["two_line"] + result.steps["probing"] > 0)
        assert (result.max_depth > 0) == (result.grade == "hard")
    else:
        assert result.grade == "needs-guessing"
        for solution in found:
            for r, row in enumerate(result.stall_grid):
                for c, ch in enumerate(row):
                    assert ch == "?" or (ch == "#") == (solution[r][c] == "#")
    if len(found) > 1:
        assert result.grade == "needs-guessing"


def test_grade_json_shape_and_examples():
    data = json.loads(json.dumps(grade(puzzle_from_picture(["#.", ".#"])).as_dict()))
    assert data == {
        "grade": "needs-guessing",
        "line_solvable": False,
        "max_depth": 0,
        "steps": dict.fromkeys(TECHNIQUES, 0),
        "stall_grid": ["??", "??"],
    }
    hard = grade(puzzle_from_picture(["##..", "...#", ".##.", "#..#", "...."]))
    assert (hard.grade, hard.line_solvable, hard.max_depth, hard.steps["two_line"]) == ("hard", False, 2, 1)
    assert hard.stall_grid is None


def test_contradictory_clues():
    assert grade(Puzzle(rows=((1,), (1,)), cols=((2,), (1,)))).grade == "contradictory"
    # totals agree but no grid fits: found by the replay, not by Puzzle.problems()
    assert grade(Puzzle(rows=((1, 1), (), (1, 1)), cols=((1,), (1, 1), (1,)))).grade == "contradictory"


def test_timeout_is_reported():
    path = PUZZLES / "dom" / "9-dom.non"
    if not path.exists():
        pytest.skip(REASON)
    result = grade(read_file(path)[0], timeout=0.0)
    assert result.grade == "timeout" and result.stall_grid is not None and not result.line_solvable


def _corpus_params():
    for path in CORPUS:
        puzzle = read_file(path)[0]
        marks = [pytest.mark.slow] if puzzle.width * puzzle.height > 900 else []
        yield pytest.param(path, id=f"{path.parent.name}/{path.stem}", marks=marks)


@pytest.mark.parametrize("path", list(_corpus_params()))
def test_line_solvable_flag_is_exact_on_the_corpora(path):
    puzzle = read_file(path)[0]
    fixpoint = line_fixpoint_dp(puzzle.rows, puzzle.cols)
    expected = fixpoint is not None and all(v is not None for row in fixpoint for v in row)
    # a line-solvable replay is line techniques only and ends by itself; the others are cut short
    # (probing may take long), which says not line-solvable as well.  The deadline holds in every
    # stage, so a line-solvable puzzle given one could time out on a loaded machine.
    result = grade(puzzle, timeout=None if expected else 0.5)
    assert result.line_solvable == expected
    if expected:
        assert result.grade in {"trivial", "easy", "medium"}
        solved = ["".join("#" if v else "." for v in row) for row in fixpoint]
        assert satisfies(puzzle, solved)


def test_known_line_solvable_survey_puzzles():
    """Jan Wolter's survey: Dancer, Cat, Skid need line logic only; Edge and Smoke need more."""
    names = {"webpbn-00001-dancer": True, "webpbn-00006-cat": True, "webpbn-00021-skid": True,
             "webpbn-00023-edge": False, "webpbn-02413-smoke": False}
    for stem, solvable in names.items():
        path = PUZZLES / "survey" / f"{stem}.non"
        if path.exists():
            assert grade(read_file(path)[0], timeout=None if solvable else 0.2).line_solvable is solvable, stem


def test_cancel_stops_the_replay():
    puzzle = puzzle_from_picture(["##..", "...#", ".##.", "#..#", "...."])
    assert grade(puzzle, cancel=lambda: False).grade == "hard"
    stopped = grade(puzzle, cancel=lambda: True)
    assert stopped.grade == "timeout" and stopped.stall_grid == ("????",) * 5
