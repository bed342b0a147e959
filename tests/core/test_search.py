"""The search's bookkeeping: shared exhausted subtrees, conflict counts, and runs that repeat exactly."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from nonogram_core import Puzzle, read_file, solve
from nonogram_core import search as search_module
from nonogram_core.propagate import Board, Deadline, Interrupted, Propagator
from nonogram_core.result import Stats
from nonogram_core.search import _close, _Frame, _key
from tests.corpora import corpus_file


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
    puzzle = read_file(corpus_file(*name.split("/")))[0]
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


LOCAL_FILLED, LOCAL_FEWER, THOROUGH = search_module.STRATEGIES
Strategy = tuple[bool, bool, bool]


def run_fake_searches(
    monkeypatch: pytest.MonkeyPatch, width: int, height: int, step: Callable[[Propagator, Strategy], None]
) -> Propagator:
    """``search`` with each search replaced by one that calls ``step(prop, strategy)`` and does 10
    units of work per node, 300 nodes each; the first to finish ends the solve.  Before the split,
    row 1 has 7 contradictions counted (as if root probing had met them)."""
    work = [0]

    def fake_walk(self: search_module._Search) -> Iterator[None]:
        for _ in range(300):
            work[0] += 10
            step(self.prop, self.strategy)
            yield

    monkeypatch.setattr(search_module._Search, "_walk", fake_walk)
    # an n x n permutation matrix, which probing cannot settle, padded with empty lines
    n = min(width, height)
    rows = ((1,),) * n + ((),) * (height - n)
    cols = ((1,),) * n + ((),) * (width - n)
    prop = Propagator(Puzzle(rows=rows, cols=cols), Stats(), Deadline(None))
    board = Board.blank(width, height)
    assert prop.run(board, range(height), range(width))
    monkeypatch.setattr(prop.stats, "work", lambda: work[0])
    prop.row_conflicts[1] += 7
    search_module.search(prop, board, 2, [])
    return prop


@pytest.mark.parametrize(("width", "height", "picture"),
                         [(30, 30, False), (31, 31, True), (46, 19, False), (20, 46, True), (46, 20, True)])
def test_boards_over_30x30_share_the_work_4_1_2(monkeypatch: pytest.MonkeyPatch, width: int, height: int,
                                                picture: bool) -> None:
    """Count each search's nodes: the favoured one ends the solve at 300, the others have done their share of that."""
    steps = dict.fromkeys(search_module.STRATEGIES, 0)

    def count(prop: Propagator, strategy: Strategy) -> None:
        steps[strategy] += 1

    run_fake_searches(monkeypatch, width, height, count)
    shares = {LOCAL_FILLED: 4, LOCAL_FEWER: 1, THOROUGH: 2} if picture else dict.fromkeys(steps, 1)
    most = max(shares.values())
    assert max(steps.values()) == 300
    for strategy, share in shares.items():
        assert abs(steps[strategy] - 300 * share / most) <= 1, steps


@pytest.mark.parametrize(("side", "picture"), [(30, False), (31, True)])
def test_on_big_boards_the_weighted_search_keeps_its_own_contradiction_counts(
    monkeypatch: pytest.MonkeyPatch, side: int, picture: bool
) -> None:
    """Each fake search counts one contradiction on row 0 and column 0 per node in whatever counts it is given."""
    seen: dict[Strategy, set[tuple[int, int]]] = {strategy: set() for strategy in search_module.STRATEGIES}
    first_row_1: dict[Strategy, int] = {}
    nodes = dict.fromkeys(search_module.STRATEGIES, 0)

    def bump(prop: Propagator, strategy: Strategy) -> None:
        first_row_1.setdefault(strategy, prop.row_conflicts[1])
        nodes[strategy] += 1
        prop.row_conflicts[0] += 1
        prop.col_conflicts[0] += 1
        seen[strategy].add((id(prop.row_conflicts), id(prop.col_conflicts)))

    shared = run_fake_searches(monkeypatch, side, side, bump)
    assert seen[LOCAL_FILLED] == seen[LOCAL_FEWER] and len(seen[LOCAL_FILLED]) == 1  # the local ones share
    (rows, cols), = seen[THOROUGH]
    (shared_rows, shared_cols), = seen[LOCAL_FILLED]
    assert (rows != shared_rows, cols != shared_cols) == (picture, picture)
    assert first_row_1[THOROUGH] == 7, "the thorough search starts from what root probing counted"
    assert (id(shared.row_conflicts), id(shared.col_conflicts)) == (shared_rows, shared_cols), "put back"
    in_shared = nodes[LOCAL_FILLED] + nodes[LOCAL_FEWER] + (0 if picture else nodes[THOROUGH])
    assert shared.row_conflicts[0] == shared.col_conflicts[0] == in_shared


def test_search_puts_the_shared_counts_back_even_when_interrupted(monkeypatch: pytest.MonkeyPatch) -> None:
    """On a big board the thorough search's own counts are in place during its turns; a deadline met
    in one of them must not leave them on the propagator."""
    seen: list[tuple[Propagator, tuple[int, int], Strategy]] = []

    def stop_in_thorough(prop: Propagator, strategy: Strategy) -> None:
        seen.append((prop, (id(prop.row_conflicts), id(prop.col_conflicts)), strategy))
        if strategy == THOROUGH:
            raise Interrupted("timeout")

    with pytest.raises(Interrupted):
        run_fake_searches(monkeypatch, 31, 31, stop_in_thorough)
    prop, shared, first = seen[0]
    _, own, last = seen[-1]
    assert first != THOROUGH and last == THOROUGH and own != shared, "the thorough search ran on its own counts"
    assert (id(prop.row_conflicts), id(prop.col_conflicts)) == shared
