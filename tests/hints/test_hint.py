"""``next_hint``: soundness against every solution, mistakes first, the ladder's order, the JSON shape."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nonogram_core import (
    Cell,
    Colour,
    Puzzle,
    PuzzleError,
    grid_from_text,
    next_hint,
    puzzle_from_picture,
)
from nonogram_core.hints.board import Board, line_finding
from nonogram_core.hints.overlap import simple_boxes
from nonogram_core.hints.techniques import LINE_METHODS
from nonogram_core.hints.words import unit_along
from tests.oracles.line_truth import solutions

DEDUCTIONS = {m.name for m in LINE_METHODS} | {"two_line", "probing"}
F, E, U = int(Cell.FILLED), int(Cell.EMPTY), int(Cell.UNKNOWN)


@st.composite
def pictures(draw, max_side=6):
    height = draw(st.integers(1, max_side))
    width = draw(st.integers(1, max_side))
    density = draw(st.sampled_from([0.3, 0.5, 0.7]))
    cells = draw(st.lists(st.floats(0, 1), min_size=height * width, max_size=height * width))
    return ["".join("#" if cells[r * width + c] < density else "." for c in range(width)) for r in range(height)]


@st.composite
def partial_grids(draw, max_side=6):
    """A puzzle, all its solutions, and a grid showing some cells of one solution."""
    picture = draw(pictures(max_side))
    puzzle = puzzle_from_picture(picture)
    found = solutions(puzzle.rows, puzzle.cols, limit=200)
    shown_solution = found[draw(st.integers(0, len(found) - 1))]
    shown = draw(st.lists(st.booleans(), min_size=puzzle.height * puzzle.width,
                          max_size=puzzle.height * puzzle.width))
    grid = [
        [(F if shown_solution[r][c] == "#" else E) if shown[r * puzzle.width + c] else U
         for c in range(puzzle.width)]
        for r in range(puzzle.height)
    ]
    return puzzle, found, grid


def _consistent(solution, grid):
    return all(
        cell == U or (cell == F) == (solution[r][c] == "#")
        for r, row in enumerate(grid) for c, cell in enumerate(row)
    )


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(partial_grids())
def test_hints_are_sound(case):
    check_sound(*case)


@pytest.mark.slow
@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(partial_grids(max_side=9))
def test_hints_are_sound_on_bigger_grids(case):
    check_sound(*case)


def check_sound(puzzle, found, grid):
    hint = next_hint(puzzle, grid)
    assert hint.technique != "mistake", hint.sentence
    agreeing = [s for s in found if _consistent(s, grid)]
    assert agreeing
    for r, c, value in hint.proves:
        assert grid[r][c] == U
        for solution in agreeing:
            assert (solution[r][c] == "#") == (value == "filled"), (puzzle, grid, hint)
    if hint.technique in DEDUCTIONS:
        assert hint.proves and hint.lines and hint.sentence
    if hint.technique == "solved":
        assert all(cell != U for row in grid for cell in row)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(partial_grids())
def test_line_hints_use_the_easiest_technique_available(case):
    puzzle, _, grid = case
    hint = next_hint(puzzle, grid)
    board = Board(puzzle, grid)
    levels = []
    for ref in board.refs:
        for level, method in enumerate(LINE_METHODS):
            if method.run(board.clue(ref), board.line(ref), unit_along(ref[0])) is not None:
                levels.append(level)
                break
    names = [m.name for m in LINE_METHODS]
    if levels:
        assert hint.technique == names[min(levels)]
    else:
        assert hint.technique in {"two_line", "probing", "guess", "solved"}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pictures(), st.data())
def test_wrong_cells_are_pointed_out_first(picture, data):
    puzzle = puzzle_from_picture(picture)
    found = solutions(puzzle.rows, puzzle.cols, limit=2)
    if len(found) != 1:
        return
    size = puzzle.height * puzzle.width
    marks = data.draw(st.lists(st.sampled_from("?ok"), min_size=size, max_size=size))  # o: right, k: wrong
    grid, wrong = [], set()
    for r in range(puzzle.height):
        row = []
        for c in range(puzzle.width):
            mark, truth = marks[r * puzzle.width + c], found[0][r][c] == "#"
            if mark == "?":
                row.append(U)
                continue
            value = truth if mark == "o" else not truth
            row.append(F if value else E)
            if mark == "k":
                wrong.add((r, c))
        grid.append(row)
    hint = next_hint(puzzle, grid)
    if wrong:
        assert hint.technique == "mistake"
        assert {tuple(m) for m in hint.mistakes} == wrong
        assert hint.proves == ()
    else:
        assert hint.technique != "mistake"


def test_a_line_that_cannot_be_completed_is_named_when_there_is_no_unique_solution():
    puzzle = Puzzle(rows=((1,), (1,)), cols=((1,), (1,)))  # two solutions
    hint = next_hint(puzzle, grid_from_text(["##", "??"]))
    assert hint.technique == "mistake"
    assert hint.as_dict()["lines"] == [["row", 0]]
    assert hint.sentence == (
        "Row 1 cannot be completed: no way to place 1 agrees with the cells set in it, so one of them is wrong."
    )


def test_mistake_sentence_lists_the_cells():
    puzzle = puzzle_from_picture(["#.", "##"])
    hint = next_hint(puzzle, grid_from_text(["x#", "??"]))
    assert hint.as_dict() == {
        "technique": "mistake",
        "sentence": "These 2 cells are wrong: row 1, column 1 is crossed out and row 1, column 2 is filled. "
                    "Clear them first.",
        "proves": [],
        "lines": [],
        "mistakes": [[0, 0], [0, 1]],
    }


def test_solved_and_guess():
    puzzle = puzzle_from_picture(["#.", "##"])
    assert next_hint(puzzle, grid_from_text(["#x", "##"])).technique == "solved"
    ambiguous = Puzzle(rows=((1,), (1,)), cols=((1,), (1,)))
    hint = next_hint(ambiguous, grid_from_text(["??", "??"]))
    assert hint.technique == "guess" and hint.proves == ()
    assert "more than one solution" in hint.sentence


def test_two_line_hint_reads_well():
    puzzle = puzzle_from_picture(["##..", "...#", ".##.", "#..#", "...."])
    grid = grid_from_text(["????", "????", "????", "????", "xxxx"])
    hint = next_hint(puzzle, grid)
    assert hint.as_dict() == {
        "technique": "two_line",
        "sentence": "Suppose row 1, column 1 were empty: row 1 would then need row 1, column 3 filled; "
                    "column 1 would then need row 3, column 1 empty; column 3 would then need row 3, column 3 "
                    "empty; and then row 3 could no longer fit its clue 2. So row 1, column 1 is filled.",
        "proves": [[0, 0, "filled"]],
        "lines": [["row", 0], ["col", 0], ["col", 2], ["row", 2]],
        "mistakes": [],
    }


def test_the_issue_example_sentence():
    puzzle = puzzle_from_picture([".......", ".......", ".......", ".......", ".......", ".......", "..#####"])
    board = Board(puzzle)
    step = simple_boxes(board.clue(("row", 6)), board.line(("row", 6)), unit_along("row"))
    finding = line_finding(LINE_METHODS[1].name, ("row", 6), step)
    assert finding.sentence == "Row 7: the 5 must cover columns 3–5 wherever it lies, so those cells are filled."
    assert sorted(finding.proves) == [(6, 2), (6, 3), (6, 4)]


def test_json_shape_is_the_contract():
    puzzle = puzzle_from_picture([".#.", "###", ".#."])
    data = json.loads(json.dumps(next_hint(puzzle, [[U] * 3 for _ in range(3)]).as_dict()))
    assert list(data) == ["technique", "sentence", "proves", "lines", "mistakes"]
    assert data["proves"] == [[1, 0, "filled"], [1, 1, "filled"], [1, 2, "filled"]]
    assert data["lines"] == [["row", 1]]


def test_bad_input_is_refused_clearly():
    puzzle = puzzle_from_picture(["#.", "##"])
    with pytest.raises(PuzzleError, match="2 rows of 2 cells"):
        next_hint(puzzle, grid_from_text(["#x"]))
    with pytest.raises(PuzzleError):
        next_hint(Puzzle(rows=((1,),), cols=((1,), (1,))), [[U, U]])  # contradictory totals
    colour = Puzzle(rows=((1,),), cols=((1,),), colours=(Colour("w"), Colour("r"), Colour("g")),
                    row_colours=((1,),), col_colours=((1,),))
    with pytest.raises(PuzzleError, match="from 1 to 7"):  # colour cells are sets of 3 colours
        next_hint(colour, [[8]])


def test_clues_without_a_solution_get_no_hint():
    puzzle = Puzzle(rows=((1, 1), (), (1, 1)), cols=((1,), (1, 1), (1,)))  # totals agree, no grid fits
    hint = next_hint(puzzle, [[U] * 3 for _ in range(3)])
    assert hint.technique == "no_solution" and hint.proves == () and "no solution" in hint.sentence


def test_guess_on_a_unique_puzzle_does_not_claim_several_solutions():
    # 5-Dom (../shared/puzzles/dom): unique, yet no single supposition leads to a contradiction
    rows = ((3,), (1,), (3, 1), (1,), (3, 1), (1,), (3, 1), (1,), (3, 1), (1,), (1,))
    cols = ((1,), (1,), (1, 3), (1,), (1, 3), (1,), (1, 3), (1,), (1, 3), (1,), (3,))
    puzzle = Puzzle(rows=rows, cols=cols)
    hint = next_hint(puzzle, [[U] * 11 for _ in range(11)])
    assert hint.as_dict() == {
        "technique": "guess",
        "sentence": "No line or short chain of reasoning proves anything more here: a guess is needed.",
        "proves": [], "lines": [], "mistakes": [],
    }
    several = next_hint(Puzzle(rows=((1,), (1,)), cols=((1,), (1,))), [[U] * 2, [U] * 2])
    assert several.sentence.endswith("a guess is needed (this puzzle has more than one solution).")


def test_a_hint_gives_up_probing_after_its_time_budget(monkeypatch):
    from nonogram_core.hints import hint as hint_module

    monkeypatch.setattr(hint_module, "PROBE_SECONDS", 0.0)
    puzzle = puzzle_from_picture(["##..", "...#", ".##.", "#..#", "...."])
    hint = next_hint(puzzle, grid_from_text(["????", "????", "????", "????", "xxxx"]))
    assert hint.technique == "guess" and hint.proves == () and "0 seconds" in hint.sentence
