"""Colour backtracking search: guess a colour where probing says a guess settles the most.

Every node is propagated and probed first; a guess branches on each colour its cell may still
take, and the branches come ready-propagated from probing.  Depth-first with an explicit stack
(no Python recursion: WebAssembly's stack is small), stopping at ``limit`` distinct solutions;
an exhausted tree proves the solutions found are all there are.  Two such searches share the
work (``STRATEGIES``), as in black-and-white search, because neither wins everywhere.
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace

from ..result import Solution
from .board import ColourBoard
from .probe import Guess, Memo, changed_cells, forget, probe
from .propagate import ColourPropagator

Trace = Callable[[str], None] | None


class Strategy(namedtuple("Strategy", "thorough weighted")):
    """How one of the sharing colour searches explores (``search.Strategy`` without ``fewer_first``).

    * ``thorough``: probe the whole board at every node (costly nodes, small trees, for
      random-looking puzzles); else *local*: probe around each guess and guess nearby when that
      teaches nothing (cheap nodes, one region of a picture at a time).
    * ``weighted``: weight guesses by the contradictions their lines have met ("dom/wdeg").
    """

    __slots__ = ()


LOCAL = Strategy(thorough=False, weighted=False)
THOROUGH = Strategy(thorough=True, weighted=True)

STRATEGIES = (LOCAL, THOROUGH)
"""The searches that share the work: each runs in turn while its share of the work (``Stats.work``)
is the smaller; the first to finish (its tree exhausted, or ``limit`` solutions found between them)
ends the search."""

PICTURE_CELLS = 900
"""Boards with more cells than this are mostly drawn pictures: the local search gets more work."""

PICTURE_SHARES = {LOCAL: 3, THOROUGH: 1}
"""Each search's share of the work on a board over ``PICTURE_CELLS`` (equal shares below)."""


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
    picture = prop.width * prop.height > PICTURE_CELLS
    wanted = _Wanted(chars, limit, found, trace)
    searches = [_Search(prop, root, _copy(guess), memo, strategy, wanted, PICTURE_SHARES[strategy] if picture else 1)
                for strategy in STRATEGIES]
    while True:
        turn = min(searches, key=_spent)
        if not turn.step():
            return


def _spent(search: _Search) -> float:
    return search.spent


class _Wanted:
    """What the sharing searches hold in common: the solutions wanted and found, and how they are told."""

    __slots__ = ("chars", "limit", "found", "trace")

    def __init__(self, chars: Sequence[str], limit: int, found: list[Solution], trace: Trace) -> None:
        self.chars, self.limit, self.found, self.trace = chars, limit, found, trace


_Node = tuple[ColourBoard, int, Memo, list[tuple[int, int]]]
"""A board on a search's stack: its depth, the parent's memo (less what the guess touched), and the
cells the guess changed."""


class _Search:
    """One depth-first search below the probed root (only read), one node per ``step``; ``spent``
    is the work it has done over its share."""

    def __init__(self, prop: ColourPropagator, root: ColourBoard, guess: Guess, memo: Memo, strategy: Strategy,
                 wanted: _Wanted, share: int) -> None:
        self.prop, self.strategy, self.wanted, self.share = prop, strategy, wanted, share
        self.spent = 0.0
        self.stack: list[_Node] = []
        _push(self.stack, root, guess, memo, 0)
        self._nodes = self._walk()

    def step(self) -> bool:
        """Visit one node, adding its work to ``spent``; False once the search has ended."""
        stats = self.prop.stats
        began = stats.work()
        try:
            next(self._nodes)
        except StopIteration:
            return False
        self.spent += (stats.work() - began) / self.share
        return True

    def _walk(self) -> Iterator[None]:
        """The search itself, pausing before each node.

        Children are tried ink before background, the ink colours in index order (a guess that a cell
        belongs to a block settles more of a picture than one that it is background).
        """
        prop, stack, wanted = self.prop, self.stack, self.wanted
        stats, chars, found, trace = prop.stats, wanted.chars, wanted.found, wanted.trace
        thorough, weighted = self.strategy
        while stack:
            yield
            board, depth, memo, changed = stack.pop()
            consistent, guess_here = probe(prop, board, memo, None if thorough else changed, weighted)
            if not consistent:
                continue
            if guess_here is None:
                if _record(board, chars, found, depth, trace) and len(found) >= wanted.limit:
                    return
                continue
            stats.search_nodes += 1
            stats.max_depth = max(stats.max_depth, depth + 1)
            if trace and stats.search_nodes % 100 == 1:
                trace(f"guess #{stats.search_nodes}: row {guess_here.row + 1} col {guess_here.col + 1} "
                      f"depth {depth + 1}")
            _push(stack, board, guess_here, memo, depth)


def _copy(guess: Guess) -> Guess:
    """``guess`` with boards of its own: the searches share the root's guess, and each probes the
    boards it pops in place (a guess made below the root belongs to one search: no copy)."""
    return replace(guess, branches=[(colour, board.copy(), gain) for colour, board, gain in guess.branches])


def _push(stack: list[_Node], board: ColourBoard, guess: Guess, memo: Memo, depth: int) -> None:
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
