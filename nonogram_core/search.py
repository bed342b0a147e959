"""Complete backtracking search: guess where probing says a guess settles the most.

Every node is propagated and probed first, so the tree stays small; the guess is the probed cell
whose two branches together settle the most cells, and both branches come ready-propagated from
probing.  The search is depth-first with an explicit stack (no Python recursion, which would
overflow WebAssembly's stack on deep trees) and stops as soon as it holds ``limit`` distinct
solutions — two are enough to prove a puzzle is not unique.  Exhausting the tree proves the
solutions found are all there are.
"""

from __future__ import annotations

from collections.abc import Callable

from .probe import _changed_cells, probe
from .propagate import Board, Propagator
from .result import Solution


def search(
    prop: Propagator,
    root: Board,
    limit: int,
    found: list[Solution],
    trace: Callable[[str], None] | None = None,
) -> None:
    """Append the solutions below ``root`` (already propagated) to ``found``, up to ``limit``.

    Solutions go straight into the caller's list so that they survive an ``Interrupted``.
    """
    stats = prop.stats
    width = prop.width
    stack: list[tuple[Board, int, list[tuple[int, int]] | None]] = [(root, 0, None)]
    while stack:
        board, depth, seeds = stack.pop()
        consistent, branches = probe(prop, board, seeds)
        if not consistent:
            continue
        if branches is None:
            if board.is_complete(width):
                solution = board.to_solution(width)
                if solution not in found:
                    found.append(solution)
                    if trace:
                        trace(f"solution {len(found)} at depth {depth}")
                if len(found) >= limit:
                    return
            continue
        stats.search_nodes += 1
        stats.max_depth = max(stats.max_depth, depth + 1)
        if trace and stats.search_nodes % 100 == 1:
            trace(f"guess #{stats.search_nodes}: row {branches.row + 1} col {branches.col + 1} depth {depth + 1}")
        stack.append((branches.empty, depth + 1, _changed_cells(board, branches.empty, width)))
        stack.append((branches.filled, depth + 1, _changed_cells(board, branches.filled, width)))
