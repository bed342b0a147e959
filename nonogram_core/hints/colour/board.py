"""A colour or blotted puzzle's grid being worked on: cells as bit sets over colours.

``ColourBoard`` is the black-and-white ``Board`` with cells that are any non-empty subset of the
puzzle's colours (bit ``k``: the cell may still be colour ``k``; bit 0 is the background).  A cell
is *settled* when one bit is left.  Lines convert to and from the colour line solver's form, one
bitmask per colour (``masks``), and to words for mistakes (``clue_words``, ``cell_words``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...lines.colour import solve_colour_line
from ...model import Puzzle, block_colours, colour_chars, colour_grid_to_text, unknown_cell
from ..board import Board, LineRef
from .words import ColourWords


def is_settled(cell: int) -> bool:
    """True when exactly one colour is left (``cell`` is never 0 on a board)."""
    return not cell & (cell - 1)


def masks_of(line: Sequence[int], colours: int) -> list[int]:
    """A line of cell sets as one bitmask per colour: bit ``p`` of ``masks[k]`` = cell ``p`` may be ``k``.

    >>> masks_of([1, 6, 2], 3)
    [1, 6, 2]
    """
    where: dict[int, int] = {}  # each distinct cell value -> the positions holding it (few per line)
    for position, cell in enumerate(line):
        where[cell] = where.get(cell, 0) | 1 << position
    masks = [0] * colours
    for cell, positions in where.items():
        k = 0
        while cell:
            if cell & 1:
                masks[k] |= positions
            cell >>= 1
            k += 1
    return masks


def cells_of(masks: Sequence[int], size: int) -> list[int]:
    """Inverse of ``masks_of``.

    >>> cells_of([1, 6, 2], 3)
    [1, 6, 2]
    """
    cells = [0] * size
    for k, mask in enumerate(masks):
        bit = 1 << k
        while mask:
            low = mask & -mask
            cells[low.bit_length() - 1] |= bit
            mask ^= low
    return cells


class ColourBoard(Board):
    """A colour puzzle's cells as colour bit sets, addressable by row, column or line."""

    def __init__(self, puzzle: Puzzle, grid: Sequence[Sequence[int]] | None = None) -> None:
        self.full = unknown_cell(puzzle)
        super().__init__(puzzle, grid)
        if grid is None:
            self.cells = [[self.full] * self.width for _ in range(self.height)]
        self.unknown = sum(not is_settled(cell) for row in self.cells for cell in row)
        self.words = ColourWords(puzzle)
        self.colour_count = len(colour_chars(puzzle))
        self.row_colours, self.col_colours = block_colours(puzzle)
        self._masks = {ref: masks_of(self.line(ref), self.colour_count) for ref in self.refs}
        """Every line's cells as one bitmask per colour, kept up to date by ``set`` (the line
        techniques and suppositions read lines this way, many times per cell change)."""

    def block_colours(self, ref: LineRef) -> tuple[int, ...]:
        axis, index = ref
        return self.row_colours[index] if axis == "row" else self.col_colours[index]

    def masks(self, ref: LineRef) -> list[int]:
        """The line as one bitmask per colour (a copy: callers may change it)."""
        return self._masks[ref][:]

    def solved_masks(self, ref: LineRef) -> list[int] | None:
        """Complete single-line logic on ``ref``: the narrowed masks, ``None`` for an impossible line."""
        size = self.width if ref[0] == "row" else self.height
        return solve_colour_line(self.clue(ref), self.block_colours(ref), size, self.masks(ref))

    def unknown_cells(self) -> list[tuple[int, int]]:
        return [(r, c) for r, row in enumerate(self.cells) for c, cell in enumerate(row) if not is_settled(cell)]

    def set(self, row: int, col: int, value: int) -> None:
        old = self.cells[row][col]
        self.unknown += (not is_settled(value)) - (not is_settled(old))
        self.cells[row][col] = value
        row_masks, col_masks = self._masks[("row", row)], self._masks[("col", col)]
        changed, k = old ^ value, 0
        while changed:
            if changed & 1:
                row_masks[k] ^= 1 << col
                col_masks[k] ^= 1 << row
            changed >>= 1
            k += 1

    def broken_line(self) -> LineRef | None:
        return next((ref for ref in self.refs if self.solved_masks(ref) is None), None)

    def as_text(self) -> list[str]:
        """Rows of colour characters, ``x`` (background) and ``?`` (two or more colours left)."""
        return colour_grid_to_text(self.cells, self.puzzle)

    def copy(self) -> ColourBoard:
        return ColourBoard(self.puzzle, self.cells)

    def clue_words(self, ref: LineRef) -> str:
        return self.words.clue_text(self.clue(ref), self.block_colours(ref))

    def value_name(self, value: int) -> str | None:  # type: ignore[override]  # the base needs no palette: static
        """A proved value as ``Hint.proves`` names it (the file's colour name, which identifies it)."""
        return self.words.key_name(value)

    def cell_words(self, row: int, col: int) -> str:
        """What a set cell shows, for a mistake: ``"red"``, ``"crossed out"``, ``"marked red or blue"``."""
        cell = self.cells[row][col]
        if cell == 1:
            return "crossed out"
        if is_settled(cell):
            return str(self.words.value_name(cell))
        return f"marked {self.words.set_words(cell)}"

    def wrong_cells(self, solution: Sequence[str]) -> list[tuple[int, int]]:
        """Cells set (or narrowed) so that they exclude the colour ``solution`` gives them, row by row."""
        index = {ch: k for k, ch in enumerate(colour_chars(self.puzzle))}
        return [
            (r, c)
            for r, row in enumerate(self.cells)
            for c, cell in enumerate(row)
            if cell != self.full and not cell >> index[solution[r][c]] & 1
        ]
