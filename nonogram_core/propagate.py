"""Line logic to a fixpoint: re-solve only the lines whose cells changed.

The board keeps every line twice, as rows and as columns, each as two bitmasks (cells known
filled, cells known empty), so a line is ready for the line solver without gathering cells, and a
changed cell costs two bit-ors.  ``Propagator.run`` alternates sweeps over the dirty rows and the
dirty columns until nothing changes (success) or a line has no arrangement left (contradiction).
It deduces exactly what single-line logic can; anything needing two lines at once is left to
probing and search.
"""

from __future__ import annotations

from collections.abc import Iterable

from .limits import Deadline as Deadline  # importable from here as before
from .limits import Interrupted as Interrupted
from .lines.cache import AT_FIXPOINT, LineCache
from .lines.complete import solve_line
from .model import Cell, Grid, Puzzle
from .result import Stats

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any


_CELL_OF_DIGIT = {"0": Cell.UNKNOWN, "1": Cell.EMPTY, "2": Cell.FILLED}
"""A cell by its hex digit in ``Board.to_grid``: twice its filled bit plus its empty bit."""

_SOLUTION_CHARS = str.maketrans("01", ".#")


class Board:
    """Known cells of a grid, by rows and by columns, as bitmasks (bit i = column/row i)."""

    __slots__ = ("rows_filled", "rows_empty", "cols_filled", "cols_empty")

    def __init__(self, rows_filled: list[int], rows_empty: list[int], cols_filled: list[int], cols_empty: list[int]):
        self.rows_filled = rows_filled
        self.rows_empty = rows_empty
        self.cols_filled = cols_filled
        self.cols_empty = cols_empty

    @classmethod
    def blank(cls, width: int, height: int) -> Board:
        return cls([0] * height, [0] * height, [0] * width, [0] * width)

    def copy(self) -> Board:
        return Board(self.rows_filled[:], self.rows_empty[:], self.cols_filled[:], self.cols_empty[:])

    def known(self) -> int:
        """Number of known cells."""
        return sum((f | e).bit_count() for f, e in zip(self.rows_filled, self.rows_empty, strict=True))

    def is_complete(self, width: int) -> bool:
        full = (1 << width) - 1
        return all(f | e == full for f, e in zip(self.rows_filled, self.rows_empty, strict=True))

    def set_cell(self, row: int, col: int, filled: bool) -> None:
        if filled:
            self.rows_filled[row] |= 1 << col
            self.cols_filled[col] |= 1 << row
        else:
            self.rows_empty[row] |= 1 << col
            self.cols_empty[col] |= 1 << row

    def cell(self, row: int, col: int) -> Cell:
        if (self.rows_filled[row] >> col) & 1:
            return Cell.FILLED
        if (self.rows_empty[row] >> col) & 1:
            return Cell.EMPTY
        return Cell.UNKNOWN

    def to_grid(self, width: int) -> Grid:
        """The cells as a ``Grid``; each row in a few C-level steps, since every solve builds one.

        A row's masks become one hex digit per cell, ``2 * filled + empty`` (reading a mask's
        binary digits as hex puts each bit in its own digit), and a lookup per digit gives the cell:
        faster than testing bits cell by cell (docs/solver-experiments.md, "Probing and propagation").
        """
        cell_of = _CELL_OF_DIGIT.__getitem__
        return [
            list(map(cell_of, reversed(f"{2 * int(f'{f:b}', 16) + int(f'{e:b}', 16):0{width}x}")))
            for f, e in zip(self.rows_filled, self.rows_empty, strict=True)
        ]

    def to_solution(self, width: int) -> tuple[str, ...]:
        """The filled cells as rows of ``#`` and ``.`` (the empty ones need not be known)."""
        return tuple(f"{f:0{width}b}"[::-1].translate(_SOLUTION_CHARS) for f in self.rows_filled)

    @classmethod
    def from_grid(cls, grid: Grid, width: int, height: int) -> Board:
        board = cls.blank(width, height)
        for r, row in enumerate(grid):
            for c, cell in enumerate(row):
                if cell == Cell.FILLED:
                    board.set_cell(r, c, True)
                elif cell == Cell.EMPTY:
                    board.set_cell(r, c, False)
        return board


class Propagator:
    """Runs single-line logic over dirty lines of a ``Board`` until a fixpoint."""

    CHECK_EVERY = 64
    """Line steps between deadline checks (a step is a few microseconds)."""

    def __init__(self, puzzle: Puzzle, stats: Stats, deadline: Deadline, cache: LineCache | None = None):
        self.width = puzzle.width
        self.height = puzzle.height
        self.cache = cache if cache is not None else LineCache()
        self.row_clues = list(puzzle.rows)
        self.col_clues = list(puzzle.cols)
        self.row_tables = [self.cache.table(clue, self.width) for clue in puzzle.rows]
        self.col_tables = [self.cache.table(clue, self.height) for clue in puzzle.cols]
        self.stats = stats
        self.deadline = deadline
        self._steps = 0
        self.row_conflicts = [0] * self.height
        self.col_conflicts = [0] * self.width
        """How often each line has had no arrangement left: where the puzzle is hard (guides guesses)."""
        self.settled = 0
        """Cells that propagation has turned from unknown to known, ever (a cheap progress meter)."""

    def run(
        self,
        board: Board,
        rows: Iterable[int],
        cols: Iterable[int],
        read_rows: set[int] | None = None,
        read_cols: set[int] | None = None,
    ) -> bool:
        """Propagate from the given dirty lines; False when the board is contradictory.

        The board is changed in place (also when a contradiction is found, so callers probe on
        copies).  ``read_rows``/``read_cols``, when given, collect every line solved on the way:
        the outcome depends on those lines' cells alone, so it stays valid until one of them
        changes (probing keeps its results that long).

        Sweeps alternate between the dirty rows and the dirty columns; a sweep over one axis only
        dirties lines of the other, so the run ends when the axis due next has nothing dirty.
        The whole run is one loop in one call (no helper per sweep): it is the innermost loop of
        probing, where a call per sweep with its bookkeeping cost a good part of a probe
        (docs/solver-experiments.md, "Probing and propagation").
        """
        pending = [set(rows), set(cols)]
        axes = (
            (self.row_tables, self.row_clues, self.width, board.rows_filled, board.rows_empty,
             board.cols_filled, board.cols_empty, read_rows, self.row_conflicts),
            (self.col_tables, self.col_clues, self.height, board.cols_filled, board.cols_empty,
             board.rows_filled, board.rows_empty, read_cols, self.col_conflicts),
        )
        axis = 0 if pending[0] else 1
        hits = solves = settled = ticked = 0
        try:
            while pending[axis]:
                todo = pending[axis]
                pending[axis] = set()
                cross_dirty = pending[axis ^ 1]
                tables, clues, size, own_filled, own_empty, cross_filled, cross_empty, read, conflicts = axes[axis]
                if read is not None:
                    read |= todo
                for index in todo:
                    filled = own_filled[index]
                    empty = own_empty[index]
                    table = tables[index]
                    key = (empty << size) | filled
                    result = table.get(key, _MISSING)
                    if result is _MISSING:
                        result = solve_line(clues[index], size, filled, empty)
                        if result is not None and result[0] == filled and result[1] == empty:
                            result = AT_FIXPOINT
                        table[key] = result
                        solves += 1
                    else:
                        hits += 1
                    if result is AT_FIXPOINT:
                        continue
                    if result is None:
                        conflicts[index] += 1
                        return False
                    new_filled, new_empty = result
                    bit = 1 << index
                    # the two loops below are twins on purpose: a helper function is slower, and this is
                    # the innermost loop of the solver (docs/solver-experiments.md, "Probing and propagation")
                    changed = new_filled ^ filled
                    if changed:
                        own_filled[index] = new_filled
                        settled += changed.bit_count()
                        while changed:
                            low = changed & -changed
                            other = low.bit_length() - 1
                            cross_filled[other] |= bit
                            cross_dirty.add(other)
                            changed ^= low
                    changed = new_empty ^ empty
                    if changed:
                        own_empty[index] = new_empty
                        settled += changed.bit_count()
                        while changed:
                            low = changed & -changed
                            other = low.bit_length() - 1
                            cross_empty[other] |= bit
                            cross_dirty.add(other)
                            changed ^= low
                axis ^= 1
                if solves > ticked:  # a check per sweep, not per run: one run can be long
                    ticked, new = solves, solves - ticked
                    self._tick(new)
        finally:
            stats = self.stats
            stats.cache_hits += hits
            stats.line_solves += solves
            self.settled += settled
            if solves > ticked:
                self._tick(solves - ticked)
        return True

    def _tick(self, solves: int) -> None:
        """Count line solves; every ``CHECK_EVERY`` of them check the deadline and trim the cache."""
        self._steps += solves
        if self._steps >= self.CHECK_EVERY:
            self._steps = 0
            self.deadline.check()
            self.cache.trim()


_MISSING: Any = object()  # Any: a sentinel the line tables never hold
