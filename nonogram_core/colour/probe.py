"""Colour contradiction probing: try every colour a cell can still take, keep what all survivors agree on.

For an unknown cell, propagate one copy of the board per colour the cell may take:

* every branch contradicts -> the board is contradictory;
* one branch survives -> the cell has that colour and the branch, already propagated, becomes the board;
* several survive -> the board narrows to the union of the survivors (colours whose branch
  contradicted leave the cell, and any cell colour no surviving branch allows leaves its cell).

Like black-and-white probing this finds what "two-level" reasoning can, not everything; when it
stalls, the search guesses where a probe's branches settled the most.  Probes that taught nothing
are remembered (``Memo``) with the lines they read, and not repeated until one of those changes.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from ..probe_queue import enqueue_neighbours
from .board import ColourBoard
from .propagate import ColourPropagator

Memo = dict[tuple[int, int], tuple[set[int], set[int], float]]
"""Fruitless probes: cell -> (rows read, columns read, guess score)."""


@dataclass
class Guess:
    """The propagated branches of one probed cell (one per colour it may take), all consistent."""

    row: int
    col: int
    branches: list[tuple[int, ColourBoard, int]]
    """``(colour, board, cells settled)`` per surviving colour."""
    score: float


def _score(gains: list[int]) -> float:
    """How good a guess is: the geometric mean of ``gain + 1`` over its branches, over their number.

    Few branches that each settle much make the smallest search trees.
    """
    product = 1.0
    for gain in gains:
        product *= gain + 1
    mean: float = product ** (1 / len(gains))  # float ** float is typed Any (it may be complex): not here
    return mean / len(gains)


def changed_cells(before: ColourBoard, after: ColourBoard) -> list[tuple[int, int]]:
    """The cells whose colour sets differ between two boards of one puzzle."""
    width, full = before.width, (1 << before.width) - 1
    cells = []
    for r, (a, b) in enumerate(zip(before.rows, after.rows, strict=True)):
        diff = a ^ b
        if not diff:
            continue
        mask = 0
        while diff:
            mask |= diff & full
            diff >>= width
        while mask:
            low = mask & -mask
            cells.append((r, low.bit_length() - 1))
            mask ^= low
    return cells


def forget(memo: Memo, rows: set[int], cols: set[int]) -> Memo:
    """A copy of ``memo`` without the probes that read any of ``rows`` or ``cols``."""
    return {cell: entry for cell, entry in memo.items() if rows.isdisjoint(entry[0]) and cols.isdisjoint(entry[1])}


def _forget_in_place(memo: Memo, rows: set[int], cols: set[int]) -> None:
    """``forget`` on ``memo`` itself: most probes survive a change, so only the stale ones are touched."""
    stale = [cell for cell, (read_rows, read_cols, _) in memo.items()
             if not (rows.isdisjoint(read_rows) and cols.isdisjoint(read_cols))]
    for cell in stale:
        del memo[cell]


def probe(
    prop: ColourPropagator,
    board: ColourBoard,
    memo: Memo,
    seeds: list[tuple[int, int]] | None = None,
    weighted: bool = False,
) -> tuple[bool, Guess | None]:
    """Probe ``board`` (already propagated), changing it and ``memo`` in place.

    Without ``seeds`` it probes every unknown cell until none teaches anything (the fixpoint).
    With ``seeds`` (the cells a guess just changed) it probes around them, and around whatever
    that settles, and returns the best guess met there (a cheap node, and the next guess stays
    near the last: a search finishes one region of a picture before the next); only when it met
    no cell to guess on does it go on to the fixpoint.  (Black-and-white probing goes on whenever
    the neighbourhood taught something; here that made random three-colour puzzles slower:
    docs/solver-experiments.md, "Search strategies".)
    Cells beside settled cells or the border are probed before the others, and the neighbours of
    whatever a probe settles go to the front of the queue: that is where the next contradictions
    are (as in black-and-white probing).

    ``weighted`` scores guesses also by the contradictions their lines have met (see ``search``).

    Returns ``(consistent, guess)``: ``guess`` is the probed cell whose branches settle the most
    (``None`` when the board is complete).
    """
    queue: deque[tuple[int, int]] = deque()
    queued: set[tuple[int, int]] = set()
    local = seeds is not None
    if seeds is not None:
        enqueue_neighbours(seeds, queue, queued, board.width, board.height)
    considered: list[tuple[int, int]] = []  # fruitless probes met since the board last changed
    best: Guess | None = None  # the best of them probed in this call, boards and all
    while True:
        if not queue:
            if local:
                local = False
                if considered:
                    return True, _best(prop, board, memo, considered, best, weighted)
            cells = _unknown_cells(board)
            if not cells:
                return True, None
            queue.extend(cell for cell in cells if cell not in memo)
            if not queue:  # every unknown cell is a fruitless probe on the current board
                return True, _best(prop, board, memo, cells, best, weighted)
            queued = set(queue)
        r, c = cell = queue.popleft()
        queued.discard(cell)
        if not (board.unknown_mask(r) >> c) & 1:
            continue
        if cell in memo:
            considered.append(cell)
            continue
        outcome = _probe_cell(prop, board, r, c, memo)
        if outcome is None:
            return False, None
        if isinstance(outcome, Guess):
            considered.append(cell)
            if best is None or outcome.score > best.score:
                best = outcome
            if seeds is not None and len(considered) >= PATIENCE:
                return True, _best(prop, board, memo, considered, best, weighted)
            continue
        considered = []
        best = None
        _forget_in_place(memo, {r for r, _ in outcome}, {c for _, c in outcome})
        enqueue_neighbours(outcome, queue, queued, board.width, board.height)


PATIENCE = 50
"""Fruitless probes in a row after which a search node stops probing and guesses."""


def _unknown_cells(board: ColourBoard) -> list[tuple[int, int]]:
    """Unknown cells, those beside a settled cell or the border first (they fail fastest), each
    group in reading order."""
    width, height = board.width, board.height
    full = (1 << width) - 1
    unknown = [board.unknown_mask(r) for r in range(height)]
    near: list[tuple[int, int]] = []
    far: list[tuple[int, int]] = []
    for r, mask in enumerate(unknown):
        if not mask:
            continue
        settled = full & ~mask
        above = full & ~unknown[r - 1] if r else full
        below = full & ~unknown[r + 1] if r + 1 < height else full
        beside = ((settled << 1) | (settled >> 1) | 1 | (1 << (width - 1))) & full
        touching = mask & (above | below | beside)
        while mask:
            low = mask & -mask
            (near if touching & low else far).append((r, low.bit_length() - 1))
            mask ^= low
    return near + far


def _branches(
    prop: ColourPropagator, board: ColourBoard, r: int, c: int, rows: set[int] | None, cols: set[int] | None
) -> list[tuple[int, ColourBoard, int]]:
    """One propagated copy of ``board`` per colour cell ``(r, c)`` may take: those that stay consistent."""
    survivors = []
    cell = board.cell(r, c)
    for colour in range(board.colours):
        if not (cell >> colour) & 1:
            continue
        branch = board.copy()
        branch.fix(r, c, colour)
        before = prop.settled
        if prop.run(branch, (r,), (c,), rows, cols):
            survivors.append((colour, branch, prop.settled - before))
    return survivors


def _probe_cell(
    prop: ColourPropagator, board: ColourBoard, r: int, c: int, memo: Memo
) -> Guess | list[tuple[int, int]] | None:
    """Probe one cell: ``None`` if the board is contradictory; the cells that changed
    (board updated); or, when the survivors teach nothing, the ``Guess`` (also put in ``memo``)."""
    prop.deadline.check()
    prop.stats.probes += 1
    rows: set[int] = set()
    cols: set[int] = set()
    survivors = _branches(prop, board, r, c, rows, cols)
    if not survivors:
        return None
    if len(survivors) == 1:
        branch = survivors[0][1]
        changed = changed_cells(board, branch)
        board.adopt(branch)
        return changed
    before = None  # only a probe that teaches something pays for a copy of the board
    for row in rows:
        union = 0
        for _, branch, _ in survivors:
            union |= branch.rows[row]
        new = board.rows[row] & union
        if new != board.rows[row]:
            if before is None:
                before = board.copy()
            touched = board.restrict_row(row, new)
            cols |= {k for k in range(board.width) if (touched >> k) & 1}
    if before is not None:
        if not prop.run(board, rows, cols):  # pragma: no cover - each survivor is a fixpoint inside the union
            return None
        return changed_cells(before, board)
    score = _score([gain for _, _, gain in survivors])
    memo[(r, c)] = (rows, cols, score)
    return Guess(r, c, survivors, score)


def _best(
    prop: ColourPropagator,
    board: ColourBoard,
    memo: Memo,
    cells: list[tuple[int, int]],
    fresh: Guess | None,
    weighted: bool,
) -> Guess:
    """The best guess among the remembered probes of ``cells``, re-propagated unless ``fresh`` is it.

    ``weighted`` multiplies a cell's score by ``1 +`` the contradictions its row and column have
    met (``ColourPropagator.row_conflicts``): guesses go where the puzzle is hard ("dom/wdeg").
    Ties go to the first cell in ``cells``.
    """
    rows, cols = prop.row_conflicts, prop.col_conflicts
    best_cell, best_score = cells[0], -1.0
    for cell in cells:
        score = memo[cell][2]
        if weighted:
            score *= 1 + rows[cell[0]] + cols[cell[1]]
        if score > best_score:
            best_cell, best_score = cell, score
    if fresh is not None and (fresh.row, fresh.col) == best_cell:
        return fresh
    r, c = best_cell
    return Guess(r, c, _branches(prop, board, r, c, None, None), memo[best_cell][2])
