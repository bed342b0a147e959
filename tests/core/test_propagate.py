"""Propagation to the line-logic fixpoint: what it deduces, and that a long run can be stopped."""

from __future__ import annotations

import random

import pytest

from nonogram_core import puzzle_from_picture
from nonogram_core.model import Cell
from nonogram_core.propagate import Board, Deadline, Interrupted, Propagator
from nonogram_core.result import Stats
from tests.oracles.random_pictures import random_picture


def test_a_run_reaches_the_same_fixpoint_from_rows_or_columns_first() -> None:
    puzzle = puzzle_from_picture(random_picture(30, 30, 1, 0.6))
    boards = []
    for rows, cols in ((range(30), ()), ((), range(30)), (range(30), range(30))):
        prop = Propagator(puzzle, Stats(), Deadline(None))
        board = Board.blank(30, 30)
        assert prop.run(board, rows, cols)
        boards.append((board.rows_filled, board.rows_empty, board.cols_filled, board.cols_empty))
    assert boards[0] == boards[1] == boards[2]
    assert any(boards[0][0]) and any(boards[0][1])  # dense pictures leave line logic something to do


def test_a_long_run_checks_the_deadline_between_sweeps() -> None:
    """One run can sweep a big board many times: it must not wait for its end to notice a cancel."""
    puzzle = puzzle_from_picture(random_picture(40, 40, 2, 0.6))
    whole = Propagator(puzzle, Stats(), Deadline(None))
    assert whole.run(Board.blank(40, 40), range(40), range(40))
    assert whole.stats.line_solves > 2 * 40  # more than one sweep each way

    asked: list[int] = []
    stopped = Propagator(puzzle, Stats(), Deadline(None, cancel=lambda: asked.append(1) is None))
    stopped.CHECK_EVERY = 1
    with pytest.raises(Interrupted):
        stopped.run(Board.blank(40, 40), range(40), range(40))
    assert asked == [1]
    assert stopped.stats.line_solves == 40  # the first sweep (every row), counted, and no further


@pytest.mark.parametrize("width", [1, 4, 8, 9, 25, 33, 64, 65])
def test_board_to_grid_and_to_solution_read_every_cell(width: int) -> None:
    """``to_grid``/``to_solution`` read the masks through strings; compared with a cell-by-cell reading."""
    rng = random.Random(width)
    height = 5
    board = Board.blank(width, height)
    for row in range(height):
        for col in range(width):
            state = rng.randrange(3)  # unknown, filled, empty
            if state:
                board.set_cell(row, col, state == 1)
    assert board.to_grid(width) == [[board.cell(row, col) for col in range(width)] for row in range(height)]
    assert board.to_solution(width) == tuple(
        "".join("#" if board.cell(row, col) is Cell.FILLED else "." for col in range(width)) for row in range(height)
    )
    if width >= 9:  # wide enough that the random board holds all three states
        assert {cell for row in board.to_grid(width) for cell in row} == set(Cell)
