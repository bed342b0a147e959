"""The solver's contract beyond verdicts: stopping on time, cancelling, fixed cells, reports."""

from __future__ import annotations

import time

import pytest

from nonogram_core import Cell, Colour, Puzzle, PuzzleError, Status, puzzle_from_picture, satisfies, solve
from nonogram_core.model import BLOTTED
from tests.corpora import CORPORA
from tests.oracles.random_pictures import random_picture

SURVEY = CORPORA / "survey"


def hard_puzzle() -> Puzzle:
    """A 40×40 random picture that needs deep search: over 3 s to solve (seed 7's took 0.15 s, so
    a machine a third faster would have solved it before the cancel test's 100 ms and skipped it)."""
    return puzzle_from_picture(random_picture(40, 40, 2))


def test_two_by_two_diagonal_is_multiple_with_both_solutions() -> None:
    result = solve(Puzzle(rows=((1,), (1,)), cols=((1,), (1,))))
    assert result.status is Status.MULTIPLE
    assert sorted(result.solutions) == [("#.", ".#"), (".#", "#.")]
    assert sorted(result.differing_cells()) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert len(result.line_unknown_cells()) == 4


def test_unique_result_carries_the_solution_grid() -> None:
    picture = ["##.", "#..", "###"]
    result = solve(puzzle_from_picture(picture))
    assert result.status is Status.UNIQUE
    assert result.solutions == [tuple(picture)]
    assert [[c == Cell.FILLED for c in row] for row in result.grid] == [[ch == "#" for ch in r] for r in picture]


def test_contradictory_totals_are_none_before_solving() -> None:
    result = solve(Puzzle(rows=((1,), ()), cols=((1,), (1,))))
    assert result.status is Status.NONE
    assert result.solutions == []
    assert result.stats.line_solves == 0


@pytest.mark.parametrize(
    ("clue", "message"),
    [((2, 0), "a block of 0 cells is only written alone, for an empty line (clue 2 0)"),
     ((-2,), "block lengths are 1 or more (or -1, BLOTTED, for an unknown one), got -2"),
     ((BLOTTED, 0), "a block of 0 cells is only written alone, for an empty line (clue ? 0)"),
     ((1.5,), "a block length is a whole number, not 1.5"),
     ((True,), "a block length is a whole number, not True"),
     ("1", "a clue is a sequence of block lengths, not '1'"),
     ((4,), "clue 4 needs 4 cells, the row has 3"),
     ((2, BLOTTED), "clue 2 ? needs 4 cells, the row has 3")],
)
def test_a_clue_that_cannot_be_its_lines_is_refused_naming_the_line(clue: object, message: str) -> None:
    """Zero inside a clue, a negative (but not a blotted ``?``) block, a number that is not an int, or
    blocks too long for the line: ``PuzzleError`` naming the line, when the puzzle is built."""
    with pytest.raises(PuzzleError) as refused:
        Puzzle(rows=((1,), clue, (1,)), cols=((1,), (1,), (1,)))  # type: ignore[arg-type]
    assert str(refused.value) == f"row 2: {message}"


@pytest.mark.parametrize("empty", [(), (0,), [], [0]])
def test_every_way_of_writing_an_empty_line_is_one_clue(empty: object) -> None:
    """``(0,)``, the files' way, ``()`` and lists: one stored form, so equal puzzles hash alike and solve alike."""
    puzzle = Puzzle(rows=[[1], empty, [1, 1]], cols=[(1, 1), [0], (1,)])  # type: ignore[list-item]
    canonical = Puzzle(rows=((1,), (), (1, 1)), cols=((1, 1), (), (1,)))
    assert (puzzle.rows, puzzle.cols) == (canonical.rows, canonical.cols)
    assert puzzle == canonical and hash(puzzle) == hash(canonical)
    result = solve(puzzle)
    assert result.status is Status.UNIQUE and result.solutions == [("#..", "...", "#.#")]
    assert satisfies(puzzle, ["#..", "...", "#.#"])


def test_max_solutions_collects_more() -> None:
    empty_ring = Puzzle(rows=((1,),) * 4, cols=((1,),) * 4)  # every 4×4 permutation matrix
    result = solve(empty_ring, max_solutions=30)
    assert result.status is Status.MULTIPLE
    assert len(result.solutions) == 24 == len(set(result.solutions))
    assert all(satisfies(empty_ring, s) for s in result.solutions)


def test_timeout_stops_quickly_with_partial_grid() -> None:
    puzzle = hard_puzzle()
    began = time.perf_counter()
    result = solve(puzzle, timeout=0.05)
    elapsed = time.perf_counter() - began
    if result.status is not Status.TIMEOUT:
        pytest.skip("this machine solved the puzzle within 50 ms")
    assert elapsed < 0.5
    assert len(result.grid) == puzzle.height
    assert all(satisfies(puzzle, s) for s in result.solutions)


def test_cancel_flag_stops_within_50ms() -> None:
    puzzle = hard_puzzle()
    began = time.perf_counter()
    stop_at = began + 0.1
    result = solve(puzzle, cancel=lambda: time.perf_counter() > stop_at)
    if result.status is not Status.TIMEOUT:
        pytest.skip("this machine solved the puzzle within 100 ms")
    assert time.perf_counter() - stop_at < 0.15  # 50 ms goal, with slack for a loaded CI machine


def test_start_grid_fixes_cells() -> None:
    diagonal = Puzzle(rows=((1,), (1,)), cols=((1,), (1,)))
    start = [[Cell.FILLED, Cell.UNKNOWN], [Cell.UNKNOWN, Cell.UNKNOWN]]
    result = solve(diagonal, start=start)
    assert result.status is Status.UNIQUE
    assert result.solutions == [("#.", ".#")]


def test_trace_reports_progress() -> None:
    lines: list[str] = []
    solve(Puzzle(rows=((1,), (1,)), cols=((1,), (1,))), trace=lines.append)
    assert any("line logic" in line for line in lines)
    assert any("solution 2" in line for line in lines)


def test_colour_puzzles_are_solved_not_refused() -> None:
    colour = Puzzle(
        rows=((1,),), cols=((1,),), colours=(Colour("white"), Colour("red", char="r"), Colour("blue", char="b")),
        row_colours=((2,),), col_colours=((2,),),
    )
    result = solve(colour)
    assert result.status is Status.UNIQUE and result.solutions == [("b",)]


def test_stats_count_work() -> None:
    puzzle = puzzle_from_picture(random_picture(15, 15, 3))
    result = solve(puzzle)
    stats = result.stats.as_dict()
    assert set(stats) == {"line_solves", "cache_hits", "probes", "search_nodes", "max_depth"}
    assert stats["line_solves"] > 0
    assert all(satisfies(puzzle, s) for s in result.solutions)
