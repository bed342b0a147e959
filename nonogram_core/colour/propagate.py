"""Colour line logic to a fixpoint: re-solve only the lines whose cells changed.

The colour twin of ``nonogram_core.propagate``: sweeps alternate between dirty rows and dirty
columns until nothing changes (True) or a line has no arrangement left (False).  A line's state
is one packed int (see ``board``), which is also its key in the line cache, so revisited
partial lines cost a dictionary lookup.  It deduces exactly what single-line logic can.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..limits import Deadline
from ..lines.cache import AT_FIXPOINT, LineCache
from ..model import Clue, Puzzle, block_colours, colour_count
from ..result import Stats
from .board import ColourBoard, transpose
from .line import solve_packed

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any

_MISSING: Any = object()  # Any: a sentinel the line tables never hold


class ColourPropagator:
    """Runs the colour line solver over dirty lines of a ``ColourBoard`` until a fixpoint."""

    CHECK_EVERY = 32
    """Line solves between deadline checks (a colour line solve takes tens of microseconds)."""

    def __init__(
        self,
        rows: Sequence[tuple[Clue, tuple[int, ...]]],
        cols: Sequence[tuple[Clue, tuple[int, ...]]],
        colours: int,
        stats: Stats,
        deadline: Deadline,
        cache: LineCache | None = None,
    ) -> None:
        self.width = len(cols)
        self.height = len(rows)
        self.colours = colours
        self.cache = LineCache() if cache is None else cache
        """Line results by (clue, colours) and state; ``cache`` shares them between the propagators of
        puzzles with the same number of colours (a generator's candidates share nearly every line)."""
        self.row_specs = list(rows)
        self.col_specs = list(cols)
        self.row_tables = [self.cache.table((clue, shades), self.width) for clue, shades in rows]
        self.col_tables = [self.cache.table((clue, shades), self.height) for clue, shades in cols]
        self.stats = stats
        self.deadline = deadline
        self.row_conflicts = [0] * self.height
        self.col_conflicts = [0] * self.width
        """How often each line has had no arrangement left: where the puzzle is hard (guides guesses)."""
        self.settled = 0
        """(cell, colour) pairs propagation has ruled out, ever (a cheap progress meter)."""
        self._steps = 0

    @classmethod
    def for_puzzle(
        cls, puzzle: Puzzle, stats: Stats, deadline: Deadline, cache: LineCache | None = None
    ) -> ColourPropagator:
        """The propagator of ``puzzle``'s lines, with their block colours (all 1 in a blotted
        black-and-white puzzle, see ``model.block_colours``)."""
        row_colours, col_colours = block_colours(puzzle)
        return cls(
            list(zip(puzzle.rows, row_colours, strict=True)),
            list(zip(puzzle.cols, col_colours, strict=True)),
            colour_count(puzzle),
            stats,
            deadline,
            cache,
        )

    def run(
        self,
        board: ColourBoard,
        rows: Iterable[int],
        cols: Iterable[int],
        read_rows: set[int] | None = None,
        read_cols: set[int] | None = None,
    ) -> bool:
        """Propagate from the given dirty lines; False when the board is contradictory.

        Changes ``board`` in place (also on a contradiction: probes work on copies).
        ``read_rows``/``read_cols`` collect the lines solved on the way (what the outcome read).
        """
        pending = [set(rows), set(cols)]
        axes = (
            (self.row_tables, self.row_specs, self.width, board.rows, board.cols, self.height, read_rows,
             self.row_conflicts),
            (self.col_tables, self.col_specs, self.height, board.cols, board.rows, self.width, read_cols,
             self.col_conflicts),
        )
        colours = self.colours
        axis = 0 if pending[0] else 1
        hits = solves = settled = 0
        changes: list[tuple[int, int]] = []  # (line, bits it lost) in this sweep: the cross lines learn them after it
        try:
            while pending[axis]:
                todo = pending[axis]
                pending[axis] = set()
                cross_dirty = pending[axis ^ 1]
                tables, specs, size, own, cross, cross_size, read, conflicts = axes[axis]
                if read is not None:
                    read |= todo
                for index in todo:
                    state = own[index]
                    table = tables[index]
                    result = table.get(state, _MISSING)
                    if result is _MISSING:
                        clue, shades = specs[index]
                        result = solve_packed(clue, shades, size, colours, state)
                        if result == state:
                            result = AT_FIXPOINT
                        table[state] = result
                        solves += 1
                        if solves % self.CHECK_EVERY == 0:
                            self.deadline.check()
                    else:
                        hits += 1
                    if result is AT_FIXPOINT:
                        continue
                    if result is None:
                        conflicts[index] += 1
                        return False
                    own[index] = result
                    changes.append((index, state ^ result))
                if changes:
                    settled += self._cross_update(changes, own, cross, size, cross_size, cross_dirty)
                    changes = []
                axis ^= 1
        finally:
            if changes:  # a contradiction or the deadline ended the sweep: keep rows and columns in step
                settled += self._cross_update(changes, own, cross, size, cross_size, cross_dirty)
            self.stats.cache_hits += hits
            self.stats.line_solves += solves
            self.settled += settled
            self._steps += solves
            if self._steps >= 1024:
                self._steps = 0
                self.cache.trim()
        return True

    def _cross_update(
        self,
        changes: list[tuple[int, int]],
        own: list[int],
        cross: list[int],
        size: int,
        cross_size: int,
        dirty: set[int],
    ) -> int:
        """Clear in the cross lines the bits ``changes`` removed from ``own`` and mark those lines dirty.

        Bit by bit when few changed (probing), by rebuilding every cross line (``transpose``) when
        many did.  Returns the number of bits removed.
        """
        colours = self.colours
        full = (1 << size) - 1
        removed = sum(diff.bit_count() for _, diff in changes)
        if removed > BULK_BITS * colours:
            cross[:] = transpose(own, size, colours)
            touched = 0
            for _, diff in changes:
                for k in range(colours):
                    touched |= diff >> (k * size)
            touched &= full
            while touched:
                low = touched & -touched
                dirty.add(low.bit_length() - 1)
                touched ^= low
            return removed
        for index, diff in changes:
            bit = 1 << index
            while diff:
                low = diff & -diff
                k, other = divmod(low.bit_length() - 1, size)
                cross[other] &= ~(bit << (k * cross_size))
                dirty.add(other)
                diff ^= low
        return removed


BULK_BITS = 2000
"""Bits removed in one sweep, per colour, above which the cross lines are rebuilt whole (``transpose``)."""
