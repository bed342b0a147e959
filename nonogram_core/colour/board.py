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

    @classmethod
    def from_line_colours(cls, row_sets: Sequence[int], col_sets: Sequence[int], colours: int) -> ColourBoard:
        """The open board where cell ``(r, c)`` may take the colours of ``row_sets[r] & col_sets[c]``
        (bitsets), built a colour at a time: per colour, the mask of lines that use it."""
        height, width = len(row_sets), len(col_sets)
        col_mask = [sum(1 << c for c, shades in enumerate(col_sets) if shades >> k & 1) for k in range(colours)]
        row_mask = [sum(1 << r for r, shades in enumerate(row_sets) if shades >> k & 1) for k in range(colours)]
        rows = [sum(col_mask[k] << (k * width) for k in range(colours) if shades >> k & 1) for shades in row_sets]
        cols = [sum(row_mask[k] << (k * height) for k in range(colours) if shades >> k & 1) for shades in col_sets]
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
        width, full, colours = self.width, (1 << self.width) - 1, self.colours
        bit_of = [Cell(1 << k) if colours == 2 else 1 << k for k in range(colours)]
        grid = []
        for r, row in enumerate(self.rows):
            if not self.unknown_mask(r):  # every cell settled: read the row at C speed
                grid.append(list(map(bit_of.__getitem__, _indices(row, width, colours))))
                continue
            cells = [0] * width
            for k in range(colours):
                field = (row >> (k * width)) & full
                while field:
                    low = field & -field
                    cells[low.bit_length() - 1] |= 1 << k
                    field ^= low
            grid.append(list(map(Cell, cells)) if colours == 2 else cells)
        return grid

    def to_solution(self, chars: Sequence[str]) -> tuple[str, ...]:
        """A complete board as rows of ``chars[k]`` for colour ``k``."""
        pick = chars.__getitem__
        return tuple("".join(map(pick, _indices(row, self.width, self.colours))) for row in self.rows)


_TRANSLATIONS: dict[int, bytes] = {}


def _indices(row: int, width: int, colours: int) -> bytes:
    """The colour index of every cell of a settled row (one colour per cell), cell 0 first.

    Each colour's field is written in binary, its digits translated to that colour's index, and
    the fields (disjoint) added as big integers: a row in a few C-level steps (a 384-cell row of
    9 colours bit by bit took 0.2 ms).  Colour indices fit a byte: a palette has at most 256.
    """
    full = (1 << width) - 1
    total = 0
    for k in range(1, colours):
        field = (row >> (k * width)) & full
        if field:
            table = _TRANSLATIONS.get(k)
            if table is None:
                table = _TRANSLATIONS[k] = bytes.maketrans(b"01", bytes((0, k)))
            total += int.from_bytes(f"{field:0{width}b}".encode().translate(table), "big")
    return total.to_bytes(width, "little")


def transpose(lines: Sequence[int], size: int, colours: int) -> list[int]:
    """The cross lines of ``lines`` (each ``colours`` fields of ``size`` bits): ``size`` lines of
    ``colours`` fields of ``len(lines)`` bits, with bit ``i`` of field ``k`` of cross line ``c`` equal
    to bit ``c`` of field ``k`` of line ``i``.

    Works on binary strings, a colour at a time, so the bits move in C (``zip`` and ``int``):
    when a sweep of the propagator changes most of the board (the first sweep of a big picture),
    rebuilding the cross lines this way beats clearing their bits one by one (izaron-rosenrot,
    384x216 with 9 colours, clears 550 000 bits: 0.7 s one by one).
    """
    count = len(lines)
    full = (1 << size) - 1
    out = [0] * size
    for k in range(colours):
        shift = k * size
        digits = [f"{(line >> shift) & full:0{size}b}" for line in reversed(lines)]
        place = k * count
        for position, column in enumerate(zip(*digits, strict=True)):
            value = int("".join(column), 2)
            if value:
                out[size - 1 - position] |= value << place
    return out
