"""Solve a colour or blotted puzzle: the same stages and ``Result`` as black-and-white.

Cells of the result's grids are int bitsets over colour indices (bit 0 the background; ``Cell``
values for a two-colour puzzle); solutions are rows of ``model.colour_chars`` characters.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..model import Cell, Grid, Puzzle, block_colours, colour_chars, colour_count
from ..propagate import Deadline, Interrupted
from ..result import Result, Solution, Stats, Status
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


def solve_colour(
    puzzle: Puzzle,
    max_solutions: int = 2,
    timeout: float | None = None,
    cancel: Callable[[], bool] | None = None,
    trace: Callable[[str], None] | None = None,
    start: Grid | None = None,
    *,
    stats: Stats | None = None,
) -> Result:
    """``solver.solve`` for a puzzle that is not black-and-white (same arguments, same contract;
    ``stats`` as in ``native.solve_native``)."""
    began = time.perf_counter()
    stats = stats if stats is not None else Stats()
    limit = max(2, max_solutions)
    chars = colour_chars(puzzle)

    def finish(status: Status, found: list[Solution], board: ColourBoard | None, line_grid: Grid | None) -> Result:
        if status is Status.UNIQUE:
            bit_of = {ch: Cell(1 << k) if len(chars) == 2 else 1 << k for k, ch in enumerate(chars)}
            grid: Grid = [list(map(bit_of.__getitem__, row)) for row in found[0]]
        else:
            grid = board.to_grid() if board is not None else []
        return Result(status, list(found), grid, line_grid, stats, (time.perf_counter() - began) * 1000)

    if puzzle.problems():
        return finish(Status.NONE, [], None, None)
    prop = ColourPropagator.for_puzzle(puzzle, stats, Deadline(timeout, cancel))
    board = start_board(puzzle, start)
    found: list[Solution] = []
    line_grid: Grid | None = None
    try:
        if not prop.run(board, range(puzzle.height), range(puzzle.width)):
            return finish(Status.NONE, [], None, None)
        line_grid = board.to_grid()
        if trace:
            trace(f"line logic: {board.known()} of {puzzle.width * puzzle.height} cells known")
        search(prop, board, chars, limit, found, trace)
    except Interrupted:
        return finish(Status.TIMEOUT, found, board, line_grid)
    if not found:
        return finish(Status.NONE, [], None, line_grid)
    return finish(Status.UNIQUE if len(found) == 1 else Status.MULTIPLE, found, board, line_grid)
