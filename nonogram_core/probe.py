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
    filled_gain: int = 0
    empty_gain: int = 0


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


def _agreement(board: Board, a: Board, b: Board) -> list[tuple[int, int, int]]:
    """Per row, the cells unknown on ``board`` that ``a`` and ``b`` agree are filled / empty."""
    agreed = []
    views = (a.rows_filled, b.rows_filled, a.rows_empty, b.rows_empty, board.rows_filled, board.rows_empty)
    for r, (af, bf, ae, be, f, e) in enumerate(zip(*views, strict=True)):
        filled = af & bf & ~f
        empty = ae & be & ~e
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


def probe(
    prop: Propagator,
    board: Board,
    seeds: list[tuple[int, int]] | None = None,
) -> tuple[bool, Branches | None]:
    """Probe ``board`` (already propagated), changing it in place.

    Without ``seeds`` it sweeps every unknown cell until a whole sweep teaches nothing (the
    fixpoint).  With ``seeds`` (the cells a guess just changed) it probes around them and around
    whatever that teaches; only if that taught something (or measured no cell to guess on) does it
    go on to full sweeps.  A guess whose neighbourhood yields nothing is cheap to take, and the
    next guess stays near it, which keeps a search on one region of the picture at a time; a
    guess that does yield is followed through to the fixpoint, where contradictions surface.

    Returns ``(consistent, best)``: ``consistent`` is False when the board has no solution;
    ``best`` is a probed cell whose two branches settle the most cells (``None`` when the board
    is complete), with both branches ready for the search to push.
    """
    width = prop.width
    height = prop.height
    stats = prop.stats
    local = seeds is not None
    queue: deque[tuple[int, int]] = deque()
    queued: set[tuple[int, int]] = set()
    if seeds is not None:
        _enqueue_neighbours(seeds, queue, queued, width, height)
    else:
        queue.extend(_unknown_cells(board, width))
        queued.update(queue)
    best: Branches | None = None
    progress_this_sweep = False
    version = 0  # bumped whenever the board learns something
    fruitless: dict[tuple[int, int], int] = {}  # cell -> version at which probing it taught nothing
    while True:
        if not queue:
            if local:
                local = False
                if best is None:
                    progress_this_sweep = True  # measured nothing yet: sweep everything
            if not progress_this_sweep:
                return True, best
            progress_this_sweep = False
            # a cell probed fruitlessly since the last change would teach nothing again
            queue.extend(cell for cell in _unknown_cells(board, width) if fruitless.get(cell) != version)
            queued = set(queue)
            continue
        r, c = queue.popleft()
        queued.discard((r, c))
        if ((board.rows_filled[r] | board.rows_empty[r]) >> c) & 1 or fruitless.get((r, c)) == version:
            continue
        prop.deadline.check()
        stats.probes += 1
        start = prop.settled
        on = board.copy()
        on.set_cell(r, c, True)
        on_ok = prop.run(on, (r,), (c,))
        middle = prop.settled
        off = board.copy()
        off.set_cell(r, c, False)
        off_ok = prop.run(off, (r,), (c,))
        if not on_ok and not off_ok:
            return False, None
        if not on_ok or not off_ok:
            survivor = on if on_ok else off
            changed = _changed_cells(board, survivor, width)
            _adopt(board, survivor)
        else:
            agreed = _agreement(board, on, off)
            if not agreed:
                score = (middle - start + 1) * (prop.settled - middle + 1)  # favours guesses good both ways
                if best is None or score > best.score:
                    best = Branches(r, c, on, off, score, middle - start, prop.settled - middle)
                fruitless[(r, c)] = version
                continue
            before = board.copy()  # only a probe that teaches something pays for this copy
            _apply_agreement(board, agreed, prop)
            changed = _changed_cells(before, board, width)
        progress_this_sweep = True
        version += 1
        best = None
        _enqueue_neighbours(changed, queue, queued, width, height)


def _enqueue_neighbours(
    cells: list[tuple[int, int]],
    queue: deque[tuple[int, int]],
    queued: set[tuple[int, int]],
    width: int,
    height: int,
) -> None:
    """Put the 4-neighbours of ``cells`` at the front of the probe queue."""
    for cr, cc in cells:
        for nr, nc in ((cr - 1, cc), (cr + 1, cc), (cr, cc - 1), (cr, cc + 1)):
            if (nr, nc) not in queued and 0 <= nr < height and 0 <= nc < width:
                queue.appendleft((nr, nc))
                queued.add((nr, nc))

