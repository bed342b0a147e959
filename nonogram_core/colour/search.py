"""Colour backtracking search: guess a colour where probing says a guess settles the most.

Every node is propagated and probed first; a guess branches on each colour its cell may still
take, and the branches come ready-propagated from probing.  Depth-first with an explicit stack
(no Python recursion: WebAssembly's stack is small), stopping at ``limit`` distinct solutions;
an exhausted tree proves the solutions found are all there are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..result import Solution
from .board import ColourBoard
from .probe import Memo, changed_cells, forget, probe
from .propagate import ColourPropagator

Trace = Callable[[str], None] | None


def search(
    prop: ColourPropagator,
    root: ColourBoard,
    chars: Sequence[str],
    limit: int,
    found: list[Solution],
    trace: Trace = None,
) -> None:
    """Append the solutions below ``root`` (already propagated) to ``found``, up to ``limit``.

    Solutions go straight into the caller's list so that they survive an ``Interrupted``.
    Children are tried ink before background, the ink colours in index order (a guess that a
    cell belongs to a block settles more of a picture than one that it is background).
    """
    stats = prop.stats
    stack: list[tuple[ColourBoard, int, Memo, list[tuple[int, int]] | None]] = [(root, 0, {}, None)]
    while stack:
        board, depth, memo, changed = stack.pop()
        consistent, guess = probe(prop, board, memo, changed)
        if not consistent:
            continue
        if guess is None:
            solution = board.to_solution(chars)
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
            trace(f"guess #{stats.search_nodes}: row {guess.row + 1} col {guess.col + 1} depth {depth + 1}")
        children = sorted(guess.branches, key=lambda branch: (branch[0] == 0, branch[0]))
        for _, child, _ in reversed(children):
            changed = changed_cells(board, child)
            stack.append((child, depth + 1, forget(memo, {r for r, _ in changed}, {c for _, c in changed}), changed))
