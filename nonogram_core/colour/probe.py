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

from dataclasses import dataclass

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
    return product ** (1 / len(gains)) / len(gains)


def changed_lines(before: ColourBoard, after: ColourBoard) -> tuple[set[int], set[int]]:
    """The rows and columns whose cells differ between two boards of one puzzle."""
    rows = {r for r, (a, b) in enumerate(zip(before.rows, after.rows, strict=True)) if a != b}
    cols = {c for c, (a, b) in enumerate(zip(before.cols, after.cols, strict=True)) if a != b}
    return rows, cols


def forget(memo: Memo, rows: set[int], cols: set[int]) -> Memo:
    """A copy of ``memo`` without the probes that read any of ``rows`` or ``cols``."""
    return {cell: entry for cell, entry in memo.items() if rows.isdisjoint(entry[0]) and cols.isdisjoint(entry[1])}


def probe(prop: ColourPropagator, board: ColourBoard, memo: Memo) -> tuple[bool, Guess | None]:
    """Probe ``board`` (already propagated) to a fixpoint, changing it and ``memo`` in place.

    Returns ``(consistent, guess)``: ``guess`` is the probed cell whose branches settle the most
    (``None`` when the board is complete).
    """
    while True:
        cells = _unknown_cells(board)
        if not cells:
            return True, None
        learned = False
        best: Guess | None = None
        for r, c in cells:
            if not (board.unknown_mask(r) >> c) & 1:
                continue
            if (r, c) in memo:
                continue
            outcome = _probe_cell(prop, board, r, c, memo)
            if outcome is None:
                return False, None
            if isinstance(outcome, Guess):
                if best is None or outcome.score > best.score:
                    best = outcome
                continue
            learned = True
            kept = forget(memo, *outcome)
            memo.clear()
            memo.update(kept)
            best = None
        if not learned:
            return True, _best(prop, board, memo, cells, best)


def _unknown_cells(board: ColourBoard) -> list[tuple[int, int]]:
    cells = []
    for r in range(board.height):
        mask = board.unknown_mask(r)
        while mask:
            low = mask & -mask
            cells.append((r, low.bit_length() - 1))
            mask ^= low
    return cells


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
) -> Guess | tuple[set[int], set[int]] | None:
    """Probe one cell: ``None`` if the board is contradictory; the rows and columns that changed
    (board updated); or, when the survivors teach nothing, the ``Guess`` (also put in ``memo``)."""
    prop.deadline.check()
    prop.stats.probes += 1
    rows: set[int] = set()
    cols: set[int] = set()
    survivors = _branches(prop, board, r, c, rows, cols)
    if not survivors:
        return None
    before = board.copy()
    if len(survivors) == 1:
        board.adopt(survivors[0][1])
        return changed_lines(before, board)
    narrowed = False
    for row in rows:
        union = 0
        for _, branch, _ in survivors:
            union |= branch.rows[row]
        new = board.rows[row] & union
        if new != board.rows[row]:
            narrowed = True
            touched = board.restrict_row(row, new)
            cols |= {k for k in range(board.width) if (touched >> k) & 1}
    if narrowed:
        if not prop.run(board, rows, cols):  # pragma: no cover - each survivor is a fixpoint inside the union
            return None
        return changed_lines(before, board)
    score = _score([gain for _, _, gain in survivors])
    memo[(r, c)] = (rows, cols, score)
    return Guess(r, c, survivors, score)


def _best(
    prop: ColourPropagator, board: ColourBoard, memo: Memo, cells: list[tuple[int, int]], fresh: Guess | None
) -> Guess:
    """The best guess among the remembered probes of ``cells``, re-propagated unless ``fresh`` is it."""
    best_cell = max((cell for cell in cells if cell in memo), key=lambda cell: memo[cell][2])
    if fresh is not None and (fresh.row, fresh.col) == best_cell and fresh.score >= memo[best_cell][2]:
        return fresh
    r, c = best_cell
    survivors = _branches(prop, board, r, c, None, None)
    return Guess(r, c, survivors, memo[best_cell][2])
