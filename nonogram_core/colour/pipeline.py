"""The colour and blotted puzzle's stages for the one solve driver (``native.solve_native``).

The driver, the verdict and the ``Result`` are black-and-white's; what is colour's own is the board
(a bit set of possible colours per cell, ``ColourBoard``), its propagator and its search, and how a
solution becomes a grid.  Cells of the result's grids are int bitsets over colour indices (bit 0
the background; ``Cell`` values for a two-colour puzzle); solutions are rows of
``model.colour_chars`` characters.
"""

from __future__ import annotations

from collections.abc import Callable

from ..limits import NO_LIMITS, Deadline, Limits
from ..lines.cache import LineCache
from ..model import Cell, Grid, Puzzle, block_colours, colour_chars, colour_count
from ..result import Result, Solution, Stats
from .board import ColourBoard
from .propagate import ColourPropagator
from .search import search


def start_board(puzzle: Puzzle, start: Grid | None) -> ColourBoard:
    """The board before any logic: each cell may take the background and the colours that both
    its row and its column use (and, with ``start``, only those its cell there allows)."""
    row_colours, col_colours = block_colours(puzzle)
    in_rows = [1 | sum(1 << k for k in set(shades)) for shades in row_colours]
    in_cols = [1 | sum(1 << k for k in set(shades)) for shades in col_colours]
    if start is None:
        return ColourBoard.from_line_colours(in_rows, in_cols, colour_count(puzzle))
    allowed = []
    for r, in_row in enumerate(in_rows):
        line = [in_row & in_col for in_col in in_cols]
        if r < len(start):
            given = [*start[r], *[-1] * (len(line) - len(start[r]))]  # -1: a cell the grid leaves out is open
            line = [cell & int(limit) for cell, limit in zip(line, given, strict=False)]
        allowed.append(line)
    return ColourBoard.from_allowed(allowed, colour_count(puzzle))


class ColourEngine:
    """The colour stages: ``ColourBoard``, ``ColourPropagator`` and the colour ``search``."""

    def __init__(self, puzzle: Puzzle, stats: Stats, deadline: Deadline, start: Grid | None,
                 lines: LineCache | None) -> None:
        self.width, self.height = puzzle.width, puzzle.height
        self.chars = colour_chars(puzzle)
        self.prop = ColourPropagator.for_puzzle(puzzle, stats, deadline, lines)
        self.board = start_board(puzzle, start)

    def propagate(self) -> bool:
        return self.prop.run(self.board, range(self.height), range(self.width))

    def grid(self) -> Grid:
        return self.board.to_grid()

    def search(self, wanted: int, found: list[Solution], trace: Callable[[str], None] | None) -> None:
        search(self.prop, self.board, self.chars, wanted, found, trace)

    def solution_grid(self, solution: Solution) -> Grid:
        chars = self.chars
        bit_of = {ch: Cell(1 << k) if len(chars) == 2 else 1 << k for k, ch in enumerate(chars)}
        return [list(map(bit_of.__getitem__, row)) for row in solution]


def solve_colour(puzzle: Puzzle, limits: Limits = NO_LIMITS, start: Grid | None = None, *,
                 stats: Stats | None = None) -> Result:
    """``native.solve_native`` with the colour stages whatever the puzzle (a black-and-white one too:
    the tests check both kinds of stages agree on it)."""
    from ..native import solve_native

    return solve_native(puzzle, limits, start, stats=stats, engine=ColourEngine)
