"""The search's bookkeeping: shared exhausted subtrees, conflict counts, and runs that repeat exactly."""

from __future__ import annotations

from pathlib import Path

import pytest

from nonogram_core import Puzzle, read_file, solve
from nonogram_core import search as search_module
from nonogram_core.propagate import Board, Deadline, Propagator
from nonogram_core.result import Stats
from nonogram_core.search import _close, _Frame, _key

PUZZLES = Path(__file__).resolve().parents[2].parent / "shared" / "puzzles"


def test_a_node_is_exhausted_once_both_children_are() -> None:
    exhausted: set[bytes] = set()
    root = _Frame(b"root", None)
    child = _Frame(b"child", root)
    _close(child, exhausted)
    assert exhausted == set()  # one grandchild done, one to go
    _close(child, exhausted)
    assert exhausted == {b"child"}  # the child is done; the root still waits for its other child
    _close(root, exhausted)
    assert exhausted == {b"child", b"root"}


def test_the_exhausted_set_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search_module, "MAX_EXHAUSTED", 3)
    exhausted: set[bytes] = set()
    for key in (b"a", b"b", b"c", b"d"):
        search_module._remember(exhausted, key)
    assert exhausted == {b"d"}  # emptied at the cap: forgetting only costs repeated work


def test_board_keys_tell_boards_apart() -> None:
    one, other = Board.blank(3, 2), Board.blank(3, 2)
    assert _key(one) == _key(other)
    other.set_cell(1, 2, False)
    assert _key(one) != _key(other)
    one.set_cell(1, 2, True)
    assert _key(one) != _key(other)


@pytest.mark.parametrize("name", ["dom/6-dom.non", "survey/webpbn-10810-center.non"])
def test_a_solve_repeats_exactly(name: str) -> None:
    """The searches share work by a work count, not the clock: same puzzle, same path, same answer."""
    puzzle = read_file(PUZZLES / name)[0]
    first, second = solve(puzzle), solve(puzzle)
    assert first.stats.search_nodes > 0, "the puzzle must need search for this to mean anything"
    assert first.status is second.status
    assert first.solutions == second.solutions
    assert first.stats == second.stats


def test_contradictions_are_counted_on_the_line_that_had_no_arrangement() -> None:
    """The weighted search's guide: each line's count of dead ends."""
    puzzle = Puzzle(rows=((2,), ()), cols=((1,), (1,)))  # row 1 wants both cells, row 2 none
    prop = Propagator(puzzle, Stats(), Deadline(None))
    board = Board.blank(2, 2)
    board.set_cell(0, 0, False)  # now row 1 cannot hold its block
    assert not prop.run(board, [0], [])
    assert prop.row_conflicts == [1, 0] and prop.col_conflicts == [0, 0]


@pytest.mark.parametrize(("width", "height", "favoured_share"),
                         [(30, 30, 1), (31, 31, 4), (46, 19, 1), (20, 46, 4), (46, 20, 4)])
def test_boards_over_30x30_give_local_filled_first_four_times_the_share(
    monkeypatch: pytest.MonkeyPatch, width: int, height: int, favoured_share: int
) -> None:
    """Each search is replaced by one that does 10 units of work per step; count the steps each got.

    The first search to finish its 300 steps ends the solve, so with four times the share the
    favoured one has done 300 steps when each other has done about 75; with equal shares all 300.
    """
    work = [0]
    steps: dict[tuple[bool, bool, bool], int] = {}

    def fake_depth_first(*args: object) -> object:
        strategy = args[-3:]
        steps[strategy] = 0
        for _ in range(300):
            work[0] += 10
            steps[strategy] += 1
            yield

    monkeypatch.setattr(search_module, "_depth_first", fake_depth_first)
    monkeypatch.setattr(search_module, "_work", lambda prop: work[0])
    # an n x n permutation matrix, which probing cannot settle, padded with empty lines
    n = min(width, height)
    rows = ((1,),) * n + ((),) * (height - n)
    cols = ((1,),) * n + ((),) * (width - n)
    prop = Propagator(Puzzle(rows=rows, cols=cols), Stats(), Deadline(None))
    board = Board.blank(width, height)
    assert prop.run(board, range(height), range(width))
    search_module.search(prop, board, 2, [])
    favoured = steps.pop((False, False, False))
    assert favoured == 300
    for others in steps.values():
        assert abs(others * favoured_share - favoured) <= favoured_share, steps
