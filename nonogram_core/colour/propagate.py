"""Colour line logic to a fixpoint: re-solve only the lines whose cells changed.

The colour twin of ``nonogram_core.propagate``: sweeps alternate between dirty rows and dirty
columns until nothing changes (True) or a line has no arrangement left (False).  A line's state
is one packed int (see ``board``), which is also its key in the line cache, so revisited
partial lines cost a dictionary lookup.  It deduces exactly what single-line logic can.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..lines.cache import AT_FIXPOINT, LineCache
from ..model import Clue
from ..propagate import Deadline
from ..result import Stats
from .board import ColourBoard
from .line import solve_packed

_MISSING = object()


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
    ) -> None:
        self.width = len(cols)
        self.height = len(rows)
        self.colours = colours
        self.cache = LineCache()
        self.row_specs = list(rows)
        self.col_specs = list(cols)
        self.row_tables = [self.cache.table((clue, shades), self.width) for clue, shades in rows]  # type: ignore[arg-type]
        self.col_tables = [self.cache.table((clue, shades), self.height) for clue, shades in cols]  # type: ignore[arg-type]
        self.stats = stats
        self.deadline = deadline
        self.settled = 0
        """(cell, colour) pairs propagation has ruled out, ever (a cheap progress meter)."""
        self._steps = 0

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
            (self.row_tables, self.row_specs, self.width, board.rows, board.cols, self.height, read_rows),
            (self.col_tables, self.col_specs, self.height, board.cols, board.rows, self.width, read_cols),
        )
        colours = self.colours
        axis = 0 if pending[0] else 1
        hits = solves = settled = 0
        try:
            while pending[axis]:
                todo = pending[axis]
                pending[axis] = set()
                cross_dirty = pending[axis ^ 1]
                tables, specs, size, own, cross, cross_size, read = axes[axis]
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
                        return False
                    own[index] = result
                    diff = state ^ result
                    settled += diff.bit_count()
                    bit = 1 << index
                    while diff:
                        low = diff & -diff
                        k, other = divmod(low.bit_length() - 1, size)
                        cross[other] &= ~(bit << (k * cross_size))
                        cross_dirty.add(other)
                        diff ^= low
                axis ^= 1
        finally:
            self.stats.cache_hits += hits
            self.stats.line_solves += solves
            self.settled += settled
            self._steps += solves
            if self._steps >= 1024:
                self._steps = 0
                self.cache.trim()
        return True
