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

from .propagate import Board, Propagator


@dataclass
class Branches:
    """Both propagated branches of one probed cell, with how many cells each settles."""

    row: int
    col: int
    filled: Board
    empty: Board
    score: int


def _unknown_cells(board: Board, width: int) -> list[tuple[int, int]]:
    """Unknown cells, those touching a known cell or the border first (they fail fastest)."""
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
    return near + far


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


def _merge_agreement(board: Board, a: Board, b: Board, prop: Propagator) -> bool:
    """Set on ``board`` the cells ``a`` and ``b`` agree on; True if that taught anything."""
    rows = []
    for r in range(len(board.rows_filled)):
        filled = a.rows_filled[r] & b.rows_filled[r] & ~board.rows_filled[r]
        empty = a.rows_empty[r] & b.rows_empty[r] & ~board.rows_empty[r]
        if filled | empty:
            rows.append(r)
            for mask, is_filled in ((filled, True), (empty, False)):
                while mask:
                    low = mask & -mask
                    board.set_cell(r, low.bit_length() - 1, is_filled)
                    mask ^= low
    if rows:
        prop.run(board, rows, range(prop.width))
    return bool(rows)


def probe(prop: Propagator, board: Board) -> tuple[bool, Branches | None]:
    """Probe ``board`` (already propagated) to a fixpoint, changing it in place.

    Returns ``(consistent, best)``: ``consistent`` is False when the board has no solution;
    ``best`` is the probed cell whose two branches settle the most cells (``None`` when the board
    is complete), with both branches ready for the search to push.
    """
    width = prop.width
    stats = prop.stats
    queue = deque(_unknown_cells(board, width))
    queued = set(queue)
    best: Branches | None = None
    progress_this_sweep = False
    base_known = board.known()
    while True:
        if not queue:
            if not progress_this_sweep:
                return True, best
            progress_this_sweep = False
            queue.extend(_unknown_cells(board, width))
            queued = set(queue)
            best = None
            continue
        r, c = queue.popleft()
        queued.discard((r, c))
        if ((board.rows_filled[r] | board.rows_empty[r]) >> c) & 1:
            continue
        prop.deadline.check()
        stats.probes += 1
        on = board.copy()
        on.set_cell(r, c, True)
        on_ok = prop.run(on, (r,), (c,))
        off = board.copy()
        off.set_cell(r, c, False)
        off_ok = prop.run(off, (r,), (c,))
        if not on_ok and not off_ok:
            return False, None
        before = board.copy()
        if not on_ok or not off_ok:
            _adopt(board, off if on_ok is False else on)
        elif not _merge_agreement(board, on, off, prop):
            on_gain = on.known() - base_known
            off_gain = off.known() - base_known
            score = (on_gain + 1) * (off_gain + 1)
            if best is None or score > best.score:
                best = Branches(r, c, on, off, score)
            continue
        progress_this_sweep = True
        best = None
        base_known = board.known()
        for cr, cc in _changed_cells(before, board, width):
            for nr, nc in ((cr - 1, cc), (cr + 1, cc), (cr, cc - 1), (cr, cc + 1)):
                if (nr, nc) not in queued and 0 <= nr < prop.height and 0 <= nc < width:
                    queue.appendleft((nr, nc))
                    queued.add((nr, nc))
