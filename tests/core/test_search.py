"""The search's bookkeeping: shared exhausted subtrees, and runs that repeat exactly."""

from __future__ import annotations

from pathlib import Path

import pytest

from nonogram_core import read_file, solve
from nonogram_core.search import _close, _Frame

PUZZLES = Path(__file__).resolve().parents[2].parent / "shared" / "puzzles"


def test_a_node_is_exhausted_once_both_children_are() -> None:
    exhausted: set = set()
    root = _Frame((0,), None)
    child = _Frame((1,), root)
    _close(child, exhausted)
    assert exhausted == set()  # one grandchild done, one to go
    _close(child, exhausted)
    assert exhausted == {(1,)}  # the child is done; the root still waits for its other child
    _close(root, exhausted)
    assert exhausted == {(1,), (0,)}


@pytest.mark.parametrize("name", ["dom/6-dom.non", "survey/webpbn-10810-center.non"])
def test_a_solve_repeats_exactly(name: str) -> None:
    """The searches share work by a work count, not the clock: same puzzle, same path, same answer."""
    puzzle = read_file(PUZZLES / name)[0]
    first, second = solve(puzzle), solve(puzzle)
    assert first.stats.search_nodes > 0, "the puzzle must need search for this to mean anything"
    assert first.status is second.status
    assert first.solutions == second.solutions
    assert first.stats == second.stats
