"""The state of a colour grid: for every line, which colours each of its cells may still take.

Each line is one int holding ``K`` fields of ``size`` bits (``K`` colours including the background
at index 0): bit ``k * size + i`` is set while cell ``i`` of the line may still be colour ``k``.
That packed int is at once the line solver's input (split into per-colour masks), the line
cache's key and cheap to copy.  The board keeps every line twice, by rows and by columns, so a
line is ready for the line solver without gathering cells; removing colour ``k`` from a cell
clears one bit in its row and one in its column.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Cell, Grid


class ColourBoard:
    """Per-colour cell masks of a grid, by rows (``rows[r]``) and by columns (``cols[c]``)."""

    __slots__ = ("rows", "cols", "width", "height", "colours")

    def __init__(self, rows: list[int], cols: list[int], width: int, height: int, colours: int) -> None:
        self.rows = rows
        self.cols = cols
        self.width = width
        self.height = height
        self.colours = colours

    @classmethod
    def from_allowed(cls, allowed: Sequence[Sequence[int]], colours: int) -> ColourBoard:
        """A board from each cell's set of colours (``allowed[r][c]``, bit k = colour k)."""
        height = len(allowed)
        width = len(allowed[0]) if height else 0
        rows = [0] * height
        cols = [0] * width
        for r, line in enumerate(allowed):
            for c, cell in enumerate(line):
                for k in range(colours):
                    if (cell >> k) & 1:
                        rows[r] |= 1 << (k * width + c)
                        cols[c] |= 1 << (k * height + r)
        return cls(rows, cols, width, height, colours)

    def copy(self) -> ColourBoard:
        return ColourBoard(self.rows[:], self.cols[:], self.width, self.height, self.colours)

    def adopt(self, other: ColourBoard) -> None:
        """Take ``other``'s cells (the same puzzle's board), keeping this object."""
        self.rows[:] = other.rows
        self.cols[:] = other.cols

    def cell(self, r: int, c: int) -> int:
        """The colours cell ``(r, c)`` may still take, as a bitset."""
        row, width = self.rows[r], self.width
        return sum(1 << k for k in range(self.colours) if (row >> (k * width + c)) & 1)

    def fix(self, r: int, c: int, colour: int) -> None:
        """Make cell ``(r, c)`` colour ``colour`` (clearing every other colour it had)."""
        width, height = self.width, self.height
        row, col = self.rows[r], self.cols[c]
        for k in range(self.colours):
            if k != colour:
                row &= ~(1 << (k * width + c))
                col &= ~(1 << (k * height + r))
        self.rows[r], self.cols[c] = row, col

    def restrict_row(self, r: int, new: int) -> int:
        """Narrow row ``r`` to ``new`` (a subset of it), clearing the same bits in the columns.

        Returns the mask of columns whose cells changed.
        """
        diff = self.rows[r] ^ new
        self.rows[r] = new
        width, height, cols = self.width, self.height, self.cols
        touched = 0
        bit = 1 << r
        while diff:
            low = diff & -diff
            k, c = divmod(low.bit_length() - 1, width)
            cols[c] &= ~(bit << (k * height))
            touched |= 1 << c
            diff ^= low
        return touched

    def unknown_mask(self, r: int) -> int:
        """The cells of row ``r`` that may still take two colours or more."""
        row, width = self.rows[r], self.width
        full = (1 << width) - 1
        seen = multi = 0
        for k in range(self.colours):
            field = (row >> (k * width)) & full
            multi |= seen & field
            seen |= field
        return multi

    def unknown_count(self) -> int:
        return sum(self.unknown_mask(r).bit_count() for r in range(self.height))

    def known(self) -> int:
        """Number of cells down to one colour."""
        return self.width * self.height - self.unknown_count()

    def is_complete(self) -> bool:
        return all(not self.unknown_mask(r) for r in range(self.height))

    def to_grid(self) -> Grid:
        """Each cell's colour set as an int bitset (``Cell`` values when there are two colours)."""
        width, full = self.width, (1 << self.width) - 1
        grid = []
        for row in self.rows:
            cells = [0] * width
            for k in range(self.colours):
                field = (row >> (k * width)) & full
                while field:
                    low = field & -field
                    cells[low.bit_length() - 1] |= 1 << k
                    field ^= low
            grid.append(list(map(Cell, cells)) if self.colours == 2 else cells)
        return grid  # type: ignore[return-value]

    def to_solution(self, chars: Sequence[str]) -> tuple[str, ...]:
        """A complete board as rows of ``chars[k]`` for colour ``k``."""
        width, full = self.width, (1 << self.width) - 1
        solution = []
        for row in self.rows:
            cells = ["?"] * width
            for k in range(self.colours):
                field = (row >> (k * width)) & full
                while field:
                    low = field & -field
                    cells[low.bit_length() - 1] = chars[k]
                    field ^= low
            solution.append("".join(cells))
        return tuple(solution)
