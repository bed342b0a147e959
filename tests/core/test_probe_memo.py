"""Probing remembers fruitless probes until a line they read changes: that memo must be exact.

The search trusts a remembered probe instead of redoing it, so a stale entry would silently
change which cell it guesses (or, worse, hide a contradiction).  These tests redo every
remembered probe on the board it is trusted on and compare.
"""

from __future__ import annotations

import pytest

from nonogram_core import puzzle_from_picture
from nonogram_core.probe import Branches, _changed_cells, _probe_cell, forget, probe
from nonogram_core.propagate import Board, Deadline, Propagator
from nonogram_core.result import Stats
from tests.oracles.random_pictures import random_picture


def propagated(picture: list[str]) -> tuple[Propagator, Board]:
    puzzle = puzzle_from_picture(picture)
    prop = Propagator(puzzle, Stats(), Deadline(None))
    board = Board.blank(puzzle.width, puzzle.height)
    assert prop.run(board, range(puzzle.height), range(puzzle.width))
    return prop, board


def assert_memo_exact(prop: Propagator, board: Board, memo: dict) -> None:
    """Every remembered probe, redone on ``board``, is still fruitless with the same gains."""
    for (r, c), (_, _, on_gain, off_gain) in memo.items():
        assert board.cell(r, c).name == "UNKNOWN"
        outcome = _probe_cell(prop, board.copy(), r, c, {})
        assert isinstance(outcome, Branches), f"remembered probe at {(r, c)} now teaches something"
        assert (outcome.filled_gain, outcome.empty_gain) == (on_gain, off_gain), (r, c)


@pytest.mark.parametrize("seed", range(1, 13))  # seed 0's board is solved by probing alone: no guess
def test_remembered_probes_hold_on_the_board_and_below_a_guess(seed: int) -> None:
    prop, board = propagated(random_picture(18, 18, seed, 0.5))
    memo: dict = {}
    consistent, best = probe(prop, board, memo=memo)
    assert consistent
    assert best is not None, "the picture was chosen to need a guess after probing"
    assert memo, "a board left for guessing has fruitless probes"
    assert_memo_exact(prop, board, memo)
    for child in (best.filled, best.empty):
        inherited = forget(memo, _changed_cells(board, child, prop.width))
        assert_memo_exact(prop, child, inherited)


def test_forget_drops_exactly_the_entries_that_read_a_changed_line() -> None:
    memo = {(0, 0): ({0, 1}, {0}, 1, 1), (2, 2): ({2}, {2, 3}, 1, 1), (4, 4): ({4}, {4}, 1, 1)}
    assert set(forget(memo, [(1, 9)])) == {(2, 2), (4, 4)}  # row 1 was read by (0, 0)
    assert set(forget(memo, [(9, 3)])) == {(0, 0), (4, 4)}  # column 3 was read by (2, 2)
    assert set(forget(memo, [(9, 9)])) == set(memo)
    assert len(memo) == 3  # the parent's memo is left as it was
