"""Walled-first probing (the root of a search) must reach the very fixpoint the plain order reaches.

Probing's fixpoint does not depend on the order cells are probed in (every deduction stays valid
as the board grows), so ordering is only about cost.  These tests hold the walled-first order to
that: same board, same verdict, and every cell it leaves unknown really is a fruitless probe, so
an order that skipped cells (say, never came back to the far ones) fails here.
"""

from __future__ import annotations

import random

import pytest

from nonogram_core import puzzle_from_picture
from nonogram_core.model import Puzzle
from nonogram_core.probe import Branches, _probe_cell, _unknown_cells, probe
from nonogram_core.propagate import Board, Deadline, Propagator
from nonogram_core.result import Stats


def picture(width: int, height: int, seed: int, density: float) -> list[str]:
    rng = random.Random(seed)
    return ["".join("#" if rng.random() < density else "." for _ in range(width)) for _ in range(height)]


def probed(puzzle: Puzzle, walled_first: bool) -> tuple[bool, Board, Propagator]:
    prop = Propagator(puzzle, Stats(), Deadline(None))
    board = Board.blank(puzzle.width, puzzle.height)
    if not prop.run(board, range(puzzle.height), range(puzzle.width)):
        return False, board, prop
    consistent, _ = probe(prop, board, memo={}, walled_first=walled_first)
    return consistent, board, prop


def state(board: Board) -> tuple[list[int], list[int]]:
    return board.rows_filled, board.rows_empty


CASES = [(w, h, seed, density) for seed in range(10) for (w, h) in ((12, 9), (15, 15), (20, 14))
         for density in (0.35, 0.55, 0.7)]


@pytest.mark.parametrize(("width", "height", "seed", "density"), CASES)
def test_walled_first_reaches_the_plain_fixpoint_and_stops_only_there(
    width: int, height: int, seed: int, density: float
) -> None:
    puzzle = puzzle_from_picture(picture(width, height, seed, density))
    plain_ok, plain, _ = probed(puzzle, walled_first=False)
    walled_ok, walled, prop = probed(puzzle, walled_first=True)
    assert plain_ok and walled_ok  # a picture's own clues always have a solution
    assert state(walled) == state(plain)
    for row in range(height):
        for col in range(width):
            if walled.cell(row, col).name == "UNKNOWN":
                outcome = _probe_cell(prop, walled.copy(), row, col, {})
                assert isinstance(outcome, Branches), f"{(row, col)} still teaches something"


@pytest.mark.parametrize("seed", range(40))
def test_walled_first_finds_the_contradictions_the_plain_order_finds(seed: int) -> None:
    rng = random.Random(seed)
    puzzle = puzzle_from_picture(picture(10, 10, seed, 0.5))
    rows = [list(clue) for clue in puzzle.rows]
    row = rng.randrange(10)  # move one block of one row: the clues usually contradict now
    rows[row] = rows[row][::-1] if len(rows[row]) > 1 else [max(1, (rows[row] or [1])[0] - 1)]
    broken = Puzzle(rows=tuple(tuple(clue) for clue in rows), cols=puzzle.cols)
    plain_ok, plain, _ = probed(broken, walled_first=False)
    walled_ok, walled, _ = probed(broken, walled_first=True)
    assert walled_ok == plain_ok
    if plain_ok:
        assert state(walled) == state(plain)


def test_walled_cells_are_those_with_two_sides_against_empty_cells_or_the_border() -> None:
    rng = random.Random(7)
    width, height = 9, 7
    board = Board.blank(width, height)
    for row in range(height):
        for col in range(width):
            roll = rng.random()
            if roll < 0.25:
                board.set_cell(row, col, False)
            elif roll < 0.4:
                board.set_cell(row, col, True)
    near, far, walled = _unknown_cells(board, width)

    def side(row: int, col: int) -> str:
        if not (0 <= row < height and 0 <= col < width):
            return "border"
        return board.cell(row, col).name

    expected_walled = set()
    for row in range(height):
        for col in range(width):
            if board.cell(row, col).name != "UNKNOWN":
                continue
            sides = [side(row + dr, col + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))]
            is_near = any(s != "UNKNOWN" for s in sides)
            assert ((row, col) in near) == is_near and ((row, col) in far) == (not is_near)
            if sum(s in ("border", "EMPTY") for s in sides) >= 2:
                expected_walled.add((row, col))
    assert walled == expected_walled
    assert near == sorted(near) and far == sorted(far)
