"""Complete backtracking search: guess where probing says a guess settles the most.

Every node is propagated and probed first, so the tree stays small; the guess is the probed cell
whose two branches together settle the most cells, and both branches come ready-propagated from
probing.  The search is depth-first with an explicit stack (no Python recursion, which would
overflow WebAssembly's stack on deep trees) and stops as soon as it holds ``limit`` distinct
solutions — two are enough to prove a puzzle is not unique.  Exhausting the tree proves the
solutions found are all there are.  Several such searches share the work (``STRATEGIES``); a
board that one of them has exhausted is skipped by the others.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

from .probe import Branches, Memo, _changed_cells, forget, probe
from .propagate import Board, Propagator
from .result import Solution

Trace = Callable[[str], None] | None


def search(prop: Propagator, root: Board, limit: int, found: list[Solution], trace: Trace = None) -> None:
    """Append the solutions below ``root`` (already propagated) to ``found``, up to ``limit``.

    Solutions go straight into the caller's list so that they survive an ``Interrupted``.

    Three depth-first searches (``STRATEGIES``) share the work in turn, in the proportions
    ``_work_shares`` gives.  Solutions from all count, and the first to exhaust its tree proves
    the verdict.
    """
    memo: Memo = {}
    consistent, branches = probe(prop, root, memo=memo, far_last=True)
    if not consistent:
        return
    if branches is None:
        _record(root, prop.width, found, 0, trace)
        return
    exhausted: set[BoardKey] = set()
    searches = [
        _depth_first(prop, root, _copy(branches), memo, limit, found, exhausted, trace, *strategy)
        for strategy in STRATEGIES
    ]
    spent = [0.0] * len(searches)  # work done divided by the share: the same sums every run, so runs repeat
    picture = prop.width * prop.height > PICTURE_CELLS
    shares = _work_shares(picture)
    shared = prop.row_conflicts, prop.col_conflicts
    conflicts = _conflict_counts(shared, picture)
    try:
        while True:
            turn = spent.index(min(spent))
            prop.row_conflicts, prop.col_conflicts = conflicts[turn]
            began = _work(prop)
            try:
                next(searches[turn])
            except StopIteration:  # that search covered its tree or found ``limit`` solutions: either ends it all
                return
            spent[turn] += (_work(prop) - began) / shares[turn]
    finally:
        prop.row_conflicts, prop.col_conflicts = shared


STRATEGIES = ((False, False, False), (False, True, False), (True, True, True))
"""The searches that share the work, as ``(thorough, fewer_first, weighted)``.

* *Local* (``thorough`` False) probes around each guess, goes on to the whole board only when that
  teaches something, and guesses nearby: cheap nodes, and a search that finishes one region of
  a picture before the next — best on drawn pictures (9-Dom, Marley, Sierp).
* *Thorough* probes the whole board at every node and guesses wherever that settles most:
  costly nodes, small trees — best on random-looking puzzles (the TAAI set).
* The branch tried first: the *filled* one, or the one that settles fewer cells (it constrains
  less, so it more often holds a solution).  Which is better is luck on puzzles with many
  solutions, and each wins by 10-25x somewhere (Marley and Sierp want filled first, Lion and
  TAAI 641/681 want fewer first), so the local search runs both ways.  Its two copies meet
  the same boards (the guess depends on the board alone), and a subtree one has exhausted is
  skipped by the other, so on a unique puzzle they split one tree between them.
* *Weighted* multiplies a guess's score by ``1 +`` the contradictions its row and column have
  met so far (``Propagator.row_conflicts``), which steers the search to where the puzzle is
  hard, the way "dom/wdeg" does in constraint solvers: Forever 28 s -> 1.2 s, and most TAAI
  puzzles that thrashed for 10-20 s now take 1-2 s.  It hurts Sierp (over 60 s), so only the
  thorough search is weighted and the local ones keep the plain score (and their shared tree).

Neither kind wins everywhere and their run times differ by 10x either way; sharing costs at
most about three times the best one (seven times for the search with a single share on a
board over ``PICTURE_CELLS``, see ``_work_shares``), and usually less.
"""


PICTURE_CELLS = 900
"""Boards with more cells than this (30x30) share the work unequally (``_work_shares``), and their
weighted search keeps its own contradiction counts (``_conflict_counts``)."""

PICTURE_SHARES = {(False, False, False): 4, (True, True, True): 2}
"""On such a board, each search's share of the work; a search not named here has 1."""


def _work_shares(picture: bool) -> list[int]:
    """Per search in ``STRATEGIES``, its share of the work: ``PICTURE_SHARES`` on a board over
    ``PICTURE_CELLS`` (local filled-first 4, thorough 2, local fewer-first 1), else 1 each.

    Large puzzles are mostly drawn pictures, which local filled-first solves one region at a
    time (CPU, equal shares -> 4:1:2: Lion 1.72 -> 1.09 s, Marley 1.84 -> 1.18 s, Sierp 27.9 ->
    14.7 s, Center 0.54 -> 0.36 s; 48 random grids of 30x30 to 50x50 took 35.9 s against 40.1 s),
    but some (Nature, Gettys) only the thorough search solves (alone: 10.6 and 52 s), hence its
    share of 2 with its own counts: Nature, never solved before, takes 39-45 s.  At 4:1:1 the
    pictures were no faster and Nature timed out; larger favours gain less and less (6:1:1:
    Marley 1.16 s, Sierp 13.0 s) while any search left a small share gets slower.  The 25x25
    TAAI puzzles, random and small, were 8-10% slower even at 2:1:1 (two samples of 50: 50.5 ->
    54.5 s, 91.4 -> 100.1 s), as was Forever (25x25), so small boards keep equal shares (9-Dom,
    19x19, would have gained 8%: size is a rough guide to "drawn picture").
    """
    return [PICTURE_SHARES.get(strategy, 1) if picture else 1 for strategy in STRATEGIES]


def _conflict_counts(shared: tuple[list[int], list[int]], picture: bool) -> list[tuple[list[int], list[int]]]:
    """Per search, the contradiction counts (per row, per column) it adds to and its guesses read.

    On small boards all use ``shared``, the propagator's own: on the TAAI every-20th sample that was faster
    than separate counts (52.2 against 60.0 s): what the local searches run into helps the
    weighted one.  On a board over ``PICTURE_CELLS`` a weighted search keeps its own, a copy of
    what root probing counted (what it would start from alone), so its guesses no longer depend on
    the others' contradictions and it gets about its share of the work, in work units (Nature:
    thorough alone 10.6 s; at 4:1:4 with shared counts it timed out at 60 s, with its own it
    took 24.5 s).  The local searches read no counts; they keep sharing the propagator's, which
    ``search`` puts back when it returns.
    """
    return [
        (list(shared[0]), list(shared[1])) if picture and strategy[2] else shared
        for strategy in STRATEGIES
    ]


def _work(prop: Propagator) -> int:
    """Work done so far, in roughly microseconds of this machine: a deterministic clock.

    Sharing by work rather than by wall-clock time makes every run take the same path, so a
    puzzle's answer (which of several solutions comes first) and its node count repeat.
    """
    return prop.stats.work()


def _depth_first(
    prop: Propagator,
    root: Board,
    branches: Branches,
    memo: Memo,
    limit: int,
    found: list[Solution],
    exhausted: set[BoardKey],
    trace: Trace,
    thorough: bool,
    fewer_first: bool,
    weighted: bool,
) -> Iterator[None]:
    """One depth-first search below the probed ``root``, pausing after each node.

    ``exhausted`` holds the boards (as pushed, before probing) whose every solution is already
    in ``found``; a board met there is skipped, and boards this search exhausts are added, so
    searches that meet the same boards split the work instead of doing it twice.  It ends
    when it has covered the whole tree or found ``limit`` solutions.  ``root`` is only read.
    """
    stats = prop.stats
    width = prop.width
    stack: list[_Node] = []
    _push(stack, root, branches, memo, 0, fewer_first, None)
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
            if _record(board, width, found, depth, trace) and len(found) >= limit:
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
