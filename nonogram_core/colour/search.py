"""Colour backtracking search: guess a colour where probing says a guess settles the most.

Every node is propagated and probed first; a guess branches on each colour its cell may still
take, and the branches come ready-propagated from probing.  Depth-first with an explicit stack
(no Python recursion: WebAssembly's stack is small), stopping at ``limit`` distinct solutions;
an exhausted tree proves the solutions found are all there are.  Two such searches share the
work (``STRATEGIES``), as in black-and-white search, because neither wins everywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace

from ..result import Solution
from .board import ColourBoard
from .probe import Guess, Memo, changed_cells, forget, probe
from .propagate import ColourPropagator

Trace = Callable[[str], None] | None

STRATEGIES = ((False, False), (True, True))
"""The searches that share the work, as ``(thorough, weighted)``.

* *Local* probes around each guess and guesses nearby when that teaches nothing: cheap nodes,
  one region of a picture at a time (the corpus pictures that need a search at all).
* *Thorough* probes the whole board at every node and weights guesses by the contradictions
  their lines have met ("dom/wdeg"): costly nodes, small trees, for random-looking puzzles.

Each runs in turn while its share of the work (``_work``) is the smaller; the first to finish
(its tree exhausted, or ``limit`` solutions found between them) ends the search.
"""


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
    ``root`` ends probed (what logic settles before any guess).
    """
    memo: Memo = {}
    consistent, guess = probe(prop, root, memo)
    if not consistent:
        return
    if guess is None:
        _record(root, chars, found, 0, trace)
        return
    searches = [
        _depth_first(prop, root, _copy(guess), memo, chars, limit, found, trace, thorough, weighted)
        for thorough, weighted in STRATEGIES
    ]
    picture = prop.width * prop.height > PICTURE_CELLS
    shares = [PICTURE_SHARES[strategy] if picture else 1 for strategy in STRATEGIES]
    spent = [0.0] * len(searches)  # work done divided by the share
    while True:
        turn = spent.index(min(spent))
        began = _work(prop)
        try:
            next(searches[turn])
        except StopIteration:
            return
        spent[turn] += (_work(prop) - began) / shares[turn]


PICTURE_CELLS = 900
"""Boards with more cells than this are mostly drawn pictures: the local search gets more work."""

PICTURE_SHARES = {(False, False): 3, (True, True): 1}
"""Each search's share of the work on a board over ``PICTURE_CELLS`` (equal shares below)."""


def _work(prop: ColourPropagator) -> int:
    """Work done so far in rough units (a deterministic clock, so runs repeat)."""
    return prop.stats.work()


def _depth_first(
    prop: ColourPropagator,
    root: ColourBoard,
    guess: Guess,
    memo: Memo,
    chars: Sequence[str],
    limit: int,
    found: list[Solution],
    trace: Trace,
    thorough: bool,
    weighted: bool,
) -> Iterator[None]:
    """One depth-first search below the probed ``root`` (only read), pausing after each node.

    Children are tried ink before background, the ink colours in index order (a guess that a cell
    belongs to a block settles more of a picture than one that it is background).
    """
    stats = prop.stats
    stack: list[tuple[ColourBoard, int, Memo, list[tuple[int, int]]]] = []
    _push(stack, root, guess, memo, 0)
    while stack:
        yield
        board, depth, memo, changed = stack.pop()
        consistent, guess_here = probe(prop, board, memo, None if thorough else changed, weighted)
        if not consistent:
            continue
        if guess_here is None:
            if _record(board, chars, found, depth, trace) and len(found) >= limit:
                return
            continue
        stats.search_nodes += 1
        stats.max_depth = max(stats.max_depth, depth + 1)
        if trace and stats.search_nodes % 100 == 1:
            trace(f"guess #{stats.search_nodes}: row {guess_here.row + 1} col {guess_here.col + 1} depth {depth + 1}")
        _push(stack, board, guess_here, memo, depth)


def _copy(guess: Guess) -> Guess:
    """``guess`` with boards of its own: the searches share the root's guess, and each probes the
    boards it pops in place (a guess made below the root belongs to one search: no copy)."""
    return replace(guess, branches=[(colour, board.copy(), gain) for colour, board, gain in guess.branches])


def _push(
    stack: list[tuple[ColourBoard, int, Memo, list[tuple[int, int]]]],
    board: ColourBoard,
    guess: Guess,
    memo: Memo,
    depth: int,
) -> None:
    """Push a guess's branches (boards nothing else holds), the first to try on top."""
    children = sorted(guess.branches, key=lambda branch: (branch[0] == 0, branch[0]))
    for _, child, _ in reversed(children):
        changed = changed_cells(board, child)
        kept = forget(memo, {r for r, _ in changed}, {c for _, c in changed})
        stack.append((child, depth + 1, kept, changed))


def _record(board: ColourBoard, chars: Sequence[str], found: list[Solution], depth: int, trace: Trace) -> bool:
    """Add a complete board to ``found`` if it is new; True when it was."""
    solution = board.to_solution(chars)
    if solution in found:
        return False
    found.append(solution)
    if trace:
        trace(f"solution {len(found)} at depth {depth}")
    return True
