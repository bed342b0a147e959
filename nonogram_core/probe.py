"""Contradiction probing: try both values of a cell, keep what every surviving branch agrees on.

For an unknown cell, propagate once with it filled and once with it empty (on copies):

* both branches contradict → the board itself is contradictory;
* one branch contradicts → the cell has the other value, and the surviving branch, already
  propagated, *becomes* the board;
* both survive → cells that came out the same in both are proved anyway (the "tautology" case).

Probing finds everything "two-level" reasoning can, but it is not complete: when it stalls the
search must guess.  It also measures how much each guess would settle, which is how the search
chooses where to guess.  Cells next to recent changes are probed first, because that is where new
contradictions appear.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from .probe_queue import enqueue_neighbours
from .propagate import Board, Propagator


@dataclass
class Branches:
    """Both propagated branches of one probed cell, with how many cells each settles."""

    row: int
    col: int
    filled: Board
    empty: Board
    filled_gain: int
    empty_gain: int

    @property
    def score(self) -> int:
        """The plain score of this guess (``_score``); derived, so the weighted one is never stored here."""
        return _score(self.filled_gain, self.empty_gain)


def _unknown_cells(board: Board, width: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Unknown cells as ``(near, far)``, each in row-major order: ``near`` touch a known cell or
    the border (they fail fastest), ``far`` touch neither."""
    full = (1 << width) - 1
    height = len(board.rows_filled)
    known = [f | e for f, e in zip(board.rows_filled, board.rows_empty, strict=True)]
    near: list[tuple[int, int]] = []
    far: list[tuple[int, int]] = []
    for r in range(height):
        unknown = full & ~known[r]
        if not unknown:
            continue
        above = known[r - 1] if r else full
        below = known[r + 1] if r + 1 < height else full
        beside = ((known[r] << 1) | (known[r] >> 1) | 1 | (1 << (width - 1))) & full
        touching = unknown & (above | below | beside)
        while unknown:
            low = unknown & -unknown
            c = low.bit_length() - 1
            (near if touching & low else far).append((r, c))
            unknown ^= low
    return near, far


def _changed_cells(before: Board, after: Board, width: int) -> list[tuple[int, int]]:
    cells = []
    for r, (f0, e0, f1, e1) in enumerate(
        zip(before.rows_filled, before.rows_empty, after.rows_filled, after.rows_empty, strict=True)
    ):
        diff = (f0 | e0) ^ (f1 | e1)
        while diff:
            low = diff & -diff
            cells.append((r, low.bit_length() - 1))
            diff ^= low
    return cells


def _adopt(board: Board, other: Board) -> None:
    board.rows_filled[:] = other.rows_filled
    board.rows_empty[:] = other.rows_empty
    board.cols_filled[:] = other.cols_filled
    board.cols_empty[:] = other.cols_empty


def _agreement(board: Board, a: Board, b: Board, rows: set[int]) -> list[tuple[int, int, int]]:
    """Per row, the cells unknown on ``board`` that ``a`` and ``b`` agree are filled / empty.

    Only ``rows`` are compared: the rows both propagations read, which hold every cell they
    changed (a changed cell's row is always re-solved), a few of a big board's rows.
    """
    agreed = []
    af, bf, ae, be = a.rows_filled, b.rows_filled, a.rows_empty, b.rows_empty
    known_filled, known_empty = board.rows_filled, board.rows_empty
    for r in sorted(rows):
        filled = af[r] & bf[r] & ~known_filled[r]
        empty = ae[r] & be[r] & ~known_empty[r]
        if filled | empty:
            agreed.append((r, filled, empty))
    return agreed


def _apply_agreement(board: Board, agreed: list[tuple[int, int, int]], prop: Propagator) -> None:
    """Set the agreed cells on ``board`` and propagate from the lines they lie on."""
    cols = 0
    for r, filled, empty in agreed:
        cols |= filled | empty
        for mask, is_filled in ((filled, True), (empty, False)):
            while mask:
                low = mask & -mask
                board.set_cell(r, low.bit_length() - 1, is_filled)
                mask ^= low
    prop.run(board, [r for r, _, _ in agreed], [c for c in range(prop.width) if (cols >> c) & 1])


Memo = dict[tuple[int, int], tuple[set[int], set[int], int, int]]
"""Fruitless probes still valid: cell -> (rows read, columns read, cells settled filled, ... empty).

A probe's outcome depends only on the lines its two propagations read, so it is kept until a
cell on one of those lines changes (``forget``).  A search node inherits its parent's memo minus
what its guess touched, so deep in a search only the probes near the guess are redone.
"""


def forget(memo: Memo, changed: list[tuple[int, int]]) -> Memo:
    """The entries of ``memo`` that read none of the lines through ``changed`` cells (a new dict)."""
    kept = dict(memo)
    _forget_in_place(kept, changed)
    return kept


def _forget_in_place(memo: Memo, changed: list[tuple[int, int]]) -> None:
    rows = {r for r, _ in changed}
    cols = {c for _, c in changed}
    stale = [cell for cell, (read_rows, read_cols, _, _) in memo.items()
             if not rows.isdisjoint(read_rows) or not cols.isdisjoint(read_cols)]
    for cell in stale:
        del memo[cell]


def probe(
    prop: Propagator,
    board: Board,
    seeds: list[tuple[int, int]] | None = None,
    memo: Memo | None = None,
    weighted: bool = False,
    far_last: bool = False,
) -> tuple[bool, Branches | None]:
    """Probe ``board`` (already propagated), changing it (and ``memo``) in place.

    Without ``seeds`` it probes every unknown cell until none teaches anything (the fixpoint).
    With ``seeds`` (the cells a guess just changed) it probes around them and around whatever
    that teaches; only if that taught something (or measured no cell to guess on) does it go on
    to the fixpoint.  A guess whose neighbourhood yields nothing is cheap to take, and the
    next guess stays near it, which keeps a search on one region of the picture at a time; a
    guess that does yield is followed through to the fixpoint, where contradictions surface.
    Cells in ``memo`` (fruitless probes whose lines have not changed since) are not probed again.
    ``weighted`` scores guesses also by the contradictions their lines have met (see ``search``).
    ``far_last`` leaves far cells (touching nothing known) until no nearer cell is left to probe:
    few of their probes teach anything.  The root of a search uses it: its fixpoint (and the first
    guess) are the same in any order and cost less this way.  Search nodes do not: there the order
    changes the contradictions counted on the way, which steer the weighted search, and far-last
    nodes measured slower (docs/solver-experiments.md, "Probing and propagation").

    Returns ``(consistent, best)``: ``consistent`` is False when the board has no solution;
    ``best`` is a probed cell whose two branches settle the most cells (``None`` when the board
    is complete), with both branches ready for the search to push.
    """
    width = prop.width
    height = prop.height
    if memo is None:
        memo = {}
    local = seeds is not None
    queue: deque[tuple[int, int]] = deque()
    queued: set[tuple[int, int]] = set()
    if seeds is not None:
        enqueue_neighbours(seeds, queue, queued, width, height)
    considered: list[tuple[int, int]] = []  # fruitless cells met since the board last changed
    fresh: Branches | None = None  # the best of them probed in this call, boards and all
    learned = False
    while True:
        if not queue:
            if local:
                local = False
                if considered and not learned:  # nothing learned near the guess: guess near it again
                    return True, _best(prop, board, memo, considered, fresh, weighted)
            near, far = _unknown_cells(board, width)
            if not near and not far:
                return True, None
            queue.extend(cell for cell in near if cell not in memo)
            if not queue or not far_last:
                queue.extend(cell for cell in far if cell not in memo)
            if not queue:  # every unknown cell is a fruitless probe on the current board
                return True, _best(prop, board, memo, near + far, fresh, weighted)
            queued = set(queue)
            continue
        r, c = cell = queue.popleft()
        queued.discard(cell)
        if ((board.rows_filled[r] | board.rows_empty[r]) >> c) & 1:
            continue
        if cell in memo:
            considered.append(cell)
            continue
        outcome = _probe_cell(prop, board, r, c, memo)
        if outcome is None:
            return False, None
        if isinstance(outcome, Branches):
            considered.append(cell)
            if fresh is None or outcome.score > fresh.score:
                fresh = outcome
            continue
        _forget_in_place(memo, outcome)
        learned = True
        considered = []
        fresh = None
        enqueue_neighbours(outcome, queue, queued, width, height)


def _probe_cell(
    prop: Propagator, board: Board, r: int, c: int, memo: Memo
) -> Branches | list[tuple[int, int]] | None:
    """Probe one cell: ``None`` if the board is contradictory, the cells learned (board updated),
    or, when both branches survive and agree on nothing, the ``Branches`` (also put in ``memo``)."""
    prop.deadline.check()
    prop.stats.probes += 1
    start = prop.settled
    rows: set[int] = set()
    cols: set[int] = set()
    on, on_ok = _branch(prop, board, r, c, True, rows, cols)
    middle = prop.settled
    off, off_ok = _branch(prop, board, r, c, False, rows, cols)
    if not on_ok and not off_ok:
        return None
    width = prop.width
    if not on_ok or not off_ok:
        survivor = on if on_ok else off
        changed = _changed_cells(board, survivor, width)
        _adopt(board, survivor)
        return changed
    agreed = _agreement(board, on, off, rows)
    if agreed:
        before = board.copy()  # only a probe that teaches something pays for this copy
        _apply_agreement(board, agreed, prop)
        return _changed_cells(before, board, width)
    on_gain = middle - start
    off_gain = prop.settled - middle
    memo[(r, c)] = (rows, cols, on_gain, off_gain)
    return Branches(r, c, on, off, on_gain, off_gain)


def _score(on_gain: int, off_gain: int) -> int:
    """How good a guess is: the product favours cells that settle much both ways."""
    return (on_gain + 1) * (off_gain + 1)


def _best(
    prop: Propagator, board: Board, memo: Memo, cells: list[tuple[int, int]], fresh: Branches | None, weighted: bool
) -> Branches:
    """The best guess among ``cells`` (not empty, all in ``memo``), re-propagated unless ``fresh`` is it.

    Ties go to the first in ``cells``, whose order depends on the board alone, never on what the
    memo happened to hold: two searches that reach the same board guess alike, so a subtree one
    of them has exhausted is the very subtree the other would meet (see ``search``).
    """
    best_score = -1
    best_cell = cells[0]
    rows = prop.row_conflicts
    cols = prop.col_conflicts
    for cell in cells:
        _, _, on_gain, off_gain = memo[cell]
        score = _score(on_gain, off_gain)
        if weighted:
            score *= 1 + rows[cell[0]] + cols[cell[1]]
        if score > best_score:
            best_score, best_cell = score, cell
    if fresh is not None and (fresh.row, fresh.col) == best_cell:
        return fresh
    r, c = best_cell
    _, _, on_gain, off_gain = memo[best_cell]
    on, on_ok = _branch(prop, board, r, c, True)
    off, off_ok = _branch(prop, board, r, c, False)
    if not (on_ok and off_ok):  # pragma: no cover - memo is exact
        raise AssertionError("a remembered probe changed its outcome")
    return Branches(r, c, on, off, on_gain, off_gain)


def _branch(
    prop: Propagator, board: Board, r: int, c: int, filled: bool,
    read_rows: set[int] | None = None, read_cols: set[int] | None = None,
) -> tuple[Board, bool]:
    """A copy of ``board`` with cell ``(r, c)`` set and propagated, and whether it stayed consistent."""
    branch = board.copy()
    branch.set_cell(r, c, filled)
    return branch, prop.run(branch, (r,), (c,), read_rows, read_cols)
