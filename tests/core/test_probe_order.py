"""Far-last probing (the root of a search) must reach the very fixpoint the plain order reaches.

Probing's fixpoint does not depend on the order cells are probed in (every deduction stays valid
as the board grows), so at the root the order changes what the fixpoint costs, not what it is.
These tests hold the far-last order to that: same board, same verdict, and every cell it leaves
unknown really is a fruitless probe, so an order that skipped cells (say, never came back to the
far ones) fails here.
"""

from __future__ import annotations

import random

import pytest

from nonogram_core import puzzle_from_picture
from nonogram_core.model import Puzzle
from nonogram_core.probe import Branches, _probe_cell, probe
from nonogram_core.propagate import Board, Deadline, Propagator
from nonogram_core.result import Stats
from tests.oracles.random_pictures import random_picture


def probed(puzzle: Puzzle, far_last: bool) -> tuple[bool, Board, Propagator]:
    prop = Propagator(puzzle, Stats(), Deadline(None))
    board = Board.blank(puzzle.width, puzzle.height)
    if not prop.run(board, range(puzzle.height), range(puzzle.width)):
        return False, board, prop
    consistent, _ = probe(prop, board, memo={}, far_last=far_last)
    return consistent, board, prop


def state(board: Board) -> tuple[list[int], list[int]]:
    return board.rows_filled, board.rows_empty


CASES = [(w, h, seed, density) for seed in range(10) for (w, h) in ((12, 9), (15, 15), (20, 14))
         for density in (0.35, 0.55, 0.7)]


@pytest.mark.parametrize(("width", "height", "seed", "density"), CASES)
def test_far_last_reaches_the_plain_fixpoint_and_stops_only_there(
    width: int, height: int, seed: int, density: float
) -> None:
    puzzle = puzzle_from_picture(random_picture(width, height, seed, density))
    plain_ok, plain, _ = probed(puzzle, far_last=False)
    far_last_ok, board, prop = probed(puzzle, far_last=True)
    assert plain_ok and far_last_ok  # a picture's own clues always have a solution
    assert state(board) == state(plain)
    for row in range(height):
        for col in range(width):
            if board.cell(row, col).name == "UNKNOWN":
                outcome = _probe_cell(prop, board.copy(), row, col, {})
                assert isinstance(outcome, Branches), f"{(row, col)} still teaches something"


CONTRADICTORY_BY_PROBING = [133, 287, 295, 768, 823, 1323, 1730, 1928, 1933, 2145, 2517, 2683, 2721, 2722,
                            2762, 2895, 3055, 3348, 3453, 3754, 3830, 3964, 4080, 4366]
"""Seeds whose mixed clues (``mixed``) pass line logic and fail only under probing (found by search)."""


def mixed(seed: int) -> Puzzle:
    """The clues of one random 10x10 picture with one row's clue taken from another picture."""
    base = puzzle_from_picture(random_picture(10, 10, seed))
    row = random.Random(seed).randrange(10)
    rows = list(base.rows)
    rows[row] = puzzle_from_picture(random_picture(10, 10, seed + 10_000)).rows[row]
    return Puzzle(rows=tuple(rows), cols=base.cols)


@pytest.mark.parametrize("seed", CONTRADICTORY_BY_PROBING)
def test_far_last_finds_the_contradictions_only_probing_finds(seed: int) -> None:
    puzzle = mixed(seed)
    prop = Propagator(puzzle, Stats(), Deadline(None))
    assert not puzzle.problems() and prop.run(Board.blank(10, 10), range(10), range(10)), "line logic passes"
    assert not probed(puzzle, far_last=False)[0], "plain probing finds the contradiction"
    assert not probed(puzzle, far_last=True)[0]
