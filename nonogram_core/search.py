"""Complete backtracking search: guess where probing says a guess settles the most.

Every node is propagated and probed first, so the tree stays small; the guess is the probed cell
whose two branches together settle the most cells, and both branches come ready-propagated from
probing.  The search is depth-first with an explicit stack (no Python recursion, which would
overflow WebAssembly's stack on deep trees) and stops as soon as it holds ``limit`` distinct
solutions — two are enough to prove a puzzle is not unique.  Exhausting the tree proves the
solutions found are all there are.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

from .probe import Branches, Memo, _changed_cells, forget, probe
from .propagate import Board, Propagator
from .result import Solution

Trace = Callable[[str], None] | None


def search(prop: Propagator, root: Board, limit: int, found: list[Solution], trace: Trace = None) -> None:
    """Append the solutions below ``root`` (already propagated) to ``found``, up to ``limit``.

    Solutions go straight into the caller's list so that they survive an ``Interrupted``.

    Two depth-first searches share the work, each given equal time in turn: one probes around
    each guess, sweeping the whole board only when that teaches something, and guesses nearby
    (cheap nodes, and a search that finishes one region of the picture before the next — best on
    drawn pictures such as Forever or 9-Dom), the other probes the whole board at
    every node and guesses wherever that settles most (costly nodes, small trees — best on
    random-looking puzzles).  Neither wins everywhere and their run times differ by 10x either
    way, so running both costs at most twice the better one.  Solutions from both count, and
    the first to exhaust its tree proves the verdict.
    """
    memo: Memo = {}
    consistent, branches = probe(prop, root, memo=memo)
    if not consistent:
        return
    if branches is None:
        _record(root, prop.width, found, 0, trace)
        return
    searches = [_depth_first(prop, root.copy(), _copy(branches), memo, limit, found, trace, thorough)
                for thorough in (False, True)]
    spent = [0.0] * len(searches)
    while True:
        turn = spent.index(min(spent))
        began = time.perf_counter()
        try:
            next(searches[turn])
        except StopIteration as done:
            if done.value:
                return
            spent[turn] = float("inf")
            if all(s == float("inf") for s in spent):
                return
        else:
            spent[turn] += time.perf_counter() - began


def _depth_first(
    prop: Propagator,
    root: Board,
    branches: Branches,
    memo: Memo,
    limit: int,
    found: list[Solution],
    trace: Trace,
    thorough: bool,
) -> Iterator[None]:
    """One depth-first search below the probed ``root``, pausing after each node.

    Returns True when it has covered the whole tree or found ``limit`` solutions.
    """
    stats = prop.stats
    width = prop.width
    stack: list[tuple[Board, int, list[tuple[int, int]], Memo]] = []
    _push(stack, root, branches, memo, 0, thorough)
    while stack:
        yield
        board, depth, changed, memo = stack.pop()
        memo = forget(memo, changed)
        consistent, branches = probe(prop, board, None if thorough else changed, memo)
        if not consistent:
            continue
        if branches is None:
            if _record(board, width, found, depth, trace) and len(found) >= limit:
                return True
            continue
        if len(found) >= limit:
            return True
        stats.search_nodes += 1
        stats.max_depth = max(stats.max_depth, depth + 1)
        if trace and stats.search_nodes % 100 == 1:
            trace(f"guess #{stats.search_nodes}: row {branches.row + 1} col {branches.col + 1} depth {depth + 1}")
        _push(stack, board, branches, memo, depth, thorough)
    return True


def _copy(branches: Branches) -> Branches:
    return Branches(branches.row, branches.col, branches.filled.copy(), branches.empty.copy(), branches.score,
                    branches.filled_gain, branches.empty_gain)


def _push(stack: list, board: Board, branches: Branches, memo: Memo, depth: int, thorough: bool) -> None:
    """Push both branches of a guess; the one on top is explored first.

    The local search tries *filled* first; the thorough one tries the branch that settles fewer
    cells first (it constrains less, so it more often holds a solution).  Each child carries the
    cells its guess changed and the parent's probe memo, to keep what those cells leave valid.
    Different orders also
    make the two searches tend to reach different first solutions, which proves *multiple* early.
    """
    first, second = branches.filled, branches.empty
    if thorough and branches.filled_gain > branches.empty_gain:
        first, second = second, first
    width = len(board.cols_filled)
    for child in (second, first):
        stack.append((child, depth + 1, _changed_cells(board, child, width), memo))


def _record(board: Board, width: int, found: list[Solution], depth: int, trace: Trace) -> bool:
    """Add a complete board to ``found`` if it is new; True when it was."""
    if not board.is_complete(width):  # pragma: no cover - probing only stops early on a complete board
        return False
    solution = board.to_solution(width)
    if solution in found:
        return False
    found.append(solution)
    if trace:
        trace(f"solution {len(found)} at depth {depth}")
    return True
