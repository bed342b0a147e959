"""Complete backtracking search: guess where probing says a guess settles the most.

Every node is propagated and probed first, so the tree stays small; the guess is the probed cell
whose two branches together settle the most cells, and both branches come ready-propagated from
probing.  The search is depth-first with an explicit stack (no Python recursion, which would
overflow WebAssembly's stack on deep trees) and stops as soon as it holds ``limit`` distinct
solutions — two are enough to prove a puzzle is not unique.  Exhausting the tree proves the
solutions found are all there are.  Several such searches, each with its ``Strategy``, share the
work (``STRATEGIES``); a board that one of them has exhausted is skipped by the others.
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Callable, Iterator
from dataclasses import replace

from .probe import Branches, Memo, _changed_cells, forget, probe
from .propagate import Board, Propagator
from .result import Solution

Trace = Callable[[str], None] | None
Conflicts = tuple[list[int], list[int]]
"""Contradictions met per row and per column (``Propagator.row_conflicts``, ``col_conflicts``)."""


class Strategy(namedtuple("Strategy", "thorough fewer_first weighted")):
    """How one of the sharing searches explores (a ``collections.namedtuple``: ``typing`` costs start-up).

    * ``thorough``: probe the whole board at every node and guess wherever that settles most
      (costly nodes, small trees: random-looking puzzles such as the TAAI set); else *local*: probe
      around each guess, go on to the whole board only when that teaches something, and guess
      nearby (cheap nodes, one region of a drawn picture at a time).
    * ``fewer_first``: try first the branch that settles fewer cells (it constrains less, so it
      more often holds a solution); else the *filled* branch first.
    * ``weighted``: multiply a guess's score by ``1 +`` the contradictions its row and column have
      met ("dom/wdeg" in constraint solvers), which steers the search to where the puzzle is hard.
    """

    __slots__ = ()


LOCAL = Strategy(thorough=False, fewer_first=False, weighted=False)
LOCAL_FEWER_FIRST = Strategy(thorough=False, fewer_first=True, weighted=False)
THOROUGH = Strategy(thorough=True, fewer_first=True, weighted=True)

STRATEGIES = (LOCAL, LOCAL_FEWER_FIRST, THOROUGH)
"""The searches that share the work.  Neither kind wins everywhere and their run times differ by
10x either way (which branch first is luck on puzzles with many solutions, so the local search runs
both ways; its two copies meet the same boards and split one tree between them on a unique puzzle;
weighting helps random-looking puzzles and hurts some pictures, so only the thorough one weighs).
Sharing costs at most about three times the best one alone.  The measurements behind each choice:
docs/solver-experiments.md, "Search strategies"."""

PICTURE_CELLS = 900
"""Boards with more cells than this (30x30) share the work unequally (``PICTURE_SHARES``), and their
weighted search keeps its own contradiction counts."""

PICTURE_SHARES = {LOCAL: 4, THOROUGH: 2}
"""On such a board (mostly drawn pictures, which the local search solves a region at a time), each
search's share of the work; a search not named here has 1.  Smaller boards share equally."""


def search(prop: Propagator, root: Board, limit: int, found: list[Solution], trace: Trace = None) -> None:
    """Append the solutions below ``root`` (already propagated) to ``found``, up to ``limit``.

    Solutions go straight into the caller's list so that they survive an ``Interrupted``.

    The ``STRATEGIES`` take turns: the one that has done the least work for its share goes next,
    for one node.  Work is counted (``Stats.work``), not timed, so a run takes the same path on any
    machine.  Solutions from all count, and the first to exhaust its tree proves the verdict.
    """
    memo: Memo = {}
    consistent, branches = probe(prop, root, memo=memo, far_last=True)
    if not consistent:
        return
    if branches is None:
        _record(root, prop.width, found, 0, trace)
        return
    shared = _Shared(limit, found, trace)
    picture = prop.width * prop.height > PICTURE_CELLS
    own_counts: Conflicts = (prop.row_conflicts, prop.col_conflicts)
    searches = [
        _Search(prop, root, _copy(branches), memo, strategy, shared,
                _counts_for(strategy, own_counts, picture), PICTURE_SHARES.get(strategy, 1) if picture else 1)
        for strategy in map(Strategy._make, STRATEGIES)  # _make: bench/worker.py sets plain tuples of flags
    ]
    try:
        while True:
            turn = min(searches, key=_spent)
            if not turn.step():  # that search covered its tree or found ``limit`` solutions: either ends it all
                return
    finally:
        prop.row_conflicts, prop.col_conflicts = own_counts


def _spent(search: _Search) -> float:
    return search.spent


def _counts_for(strategy: Strategy, own: Conflicts, picture: bool) -> Conflicts:
    """The contradiction counts a search adds to and its guesses read.

    On small boards all share the propagator's own: what the local searches run into helps the
    weighted one (faster on TAAI).  On a board over ``PICTURE_CELLS`` a weighted search keeps its
    own, a copy of what root probing counted, so its guesses no longer depend on the others'
    contradictions and it gets about its share of the work.
    """
    return (list(own[0]), list(own[1])) if picture and strategy.weighted else own


class _Shared:
    """What the sharing searches hold in common: the solutions wanted and found, the trace, and the
    boards (as ``_key`` digests) whose every solution is already in ``found``."""

    __slots__ = ("limit", "found", "trace", "exhausted")

    def __init__(self, limit: int, found: list[Solution], trace: Trace) -> None:
        self.limit, self.found, self.trace = limit, found, trace
        self.exhausted: set[BoardKey] = set()


class _Search:
    """One depth-first search below the probed root, one node per ``step``.

    Its state: the stack of boards to visit, the contradiction counts its turns count in (put on
    the propagator for its turn: passing them through probing to every line solve would lengthen
    the solver's innermost call), and the work it has done over its share (``spent``).
    """

    def __init__(self, prop: Propagator, root: Board, branches: Branches, memo: Memo, strategy: Strategy,
                 shared: _Shared, counts: Conflicts, share: int) -> None:
        self.prop, self.strategy, self.shared, self.counts, self.share = prop, strategy, shared, counts, share
        self.spent = 0.0
        """Work done divided by the share: the same sums every run, so runs repeat."""
        self.stack: list[_Node] = []
        _push(self.stack, root, branches, memo, 0, strategy.fewer_first, None)
        self._nodes = self._walk()

    def step(self) -> bool:
        """Visit one node (its turn: its counts on the propagator, its work added to ``spent``);
        False once the search has ended (its tree covered, or ``limit`` solutions found)."""
        prop = self.prop
        prop.row_conflicts, prop.col_conflicts = self.counts
        began = prop.stats.work()
        try:
            next(self._nodes)
        except StopIteration:
            return False
        self.spent += (prop.stats.work() - began) / self.share
        return True

    def _walk(self) -> Iterator[None]:
        """The search itself, pausing before each node.

        ``shared.exhausted`` holds the boards (as pushed, before probing) whose every solution is
        already in ``found``; a board met there is skipped, and boards this search exhausts are
        added, so searches that meet the same boards split the work instead of doing it twice.
        The root is only read.
        """
        prop, stack, shared = self.prop, self.stack, self.shared
        stats, width, found, exhausted, trace = prop.stats, prop.width, shared.found, shared.exhausted, shared.trace
        thorough, fewer_first, weighted = self.strategy
        while stack:
            yield
            board, depth, changed, memo, parent = stack.pop()
            key = _key(board)
            if key in exhausted:
                _close(parent, exhausted)
                continue
            memo = forget(memo, changed)
            consistent, guess = probe(prop, board, None if thorough else changed, memo, weighted)
            if not consistent:
                _remember(exhausted, key)
                _close(parent, exhausted)
                continue
            if guess is None:
                if _record(board, width, found, depth, trace) and len(found) >= shared.limit:
                    return
                _remember(exhausted, key)
                _close(parent, exhausted)
                continue
            stats.search_nodes += 1
            stats.max_depth = max(stats.max_depth, depth + 1)
            if trace and stats.search_nodes % 100 == 1:
                trace(f"guess #{stats.search_nodes}: row {guess.row + 1} col {guess.col + 1} depth {depth + 1}")
            _push(stack, board, guess, memo, depth, fewer_first, _Frame(key, parent))


BoardKey = bytes

_Node = tuple[Board, int, list[tuple[int, int]], Memo, "_Frame | None"]
"""A board on the search's stack: its depth, the cells its guess changed, the parent's memo and frame."""

MAX_EXHAUSTED = 250_000
"""Exhausted boards remembered before the set is emptied (about 25 MB; forgetting is always safe)."""


def _key(board: Board) -> BoardKey:
    """A 128-bit digest of the board's known cells.

    The board itself would keep kilobytes alive per node on a large puzzle (the browser has
    little memory to spare); a collision, which would wrongly skip a subtree, has a chance near
    2**-128.  ``hashlib`` is imported here, not with the package: only searches need it.
    """
    import hashlib

    state = repr((board.rows_filled, board.rows_empty)).encode()
    return hashlib.blake2b(state, digest_size=16).digest()


class _Frame:
    """A search node whose children are on the stack: how many are left, and its own parent."""

    __slots__ = ("key", "pending", "parent")

    def __init__(self, key: BoardKey, parent: _Frame | None) -> None:
        self.key = key
        self.pending = 2
        self.parent = parent


def _close(frame: _Frame | None, exhausted: set[BoardKey]) -> None:
    """One child of ``frame`` is done: a node whose children are all done is exhausted too."""
    while frame is not None:
        frame.pending -= 1
        if frame.pending:
            return
        _remember(exhausted, frame.key)
        frame = frame.parent


def _remember(exhausted: set[BoardKey], key: BoardKey) -> None:
    if len(exhausted) >= MAX_EXHAUSTED:
        exhausted.clear()
    exhausted.add(key)


def _copy(branches: Branches) -> Branches:
    """``branches`` with boards of its own: a search probes the boards it pops in place."""
    return replace(branches, filled=branches.filled.copy(), empty=branches.empty.copy())


def _push(
    stack: list[_Node], board: Board, branches: Branches, memo: Memo, depth: int, fewer_first: bool,
    frame: _Frame | None,
) -> None:
    """Push both branches of a guess; the one on top is explored first.

    Filled first, or (``fewer_first``) the branch that settles fewer cells first.  Each child
    carries the cells its guess changed, the parent's probe memo (to keep what those cells leave
    valid) and the parent's frame (to report when it is exhausted).
    """
    first, second = branches.filled, branches.empty
    if fewer_first and branches.filled_gain > branches.empty_gain:
        first, second = second, first
    width = len(board.cols_filled)
    for child in (second, first):
        stack.append((child, depth + 1, _changed_cells(board, child, width), memo, frame))


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
