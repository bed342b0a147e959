"""What native logic proves before the SAT solver starts: each cell's remaining colours.

Propagation (single-line logic to a fixpoint) and then contradiction probing at the root, the
same stages the native search starts with.  The cells they settle become constants in the
formula, and a line's encoding only spans what its known cells still allow; on TAAI-like puzzles
that is most of the work the SAT solver would otherwise redo.
"""

from __future__ import annotations

from ..limits import Deadline
from ..model import Grid, Puzzle
from ..propagate import Board, Propagator
from ..result import Stats


def seed(
    puzzle: Puzzle, stats: Stats, deadline: Deadline, start: Grid | None = None, probing: bool = True
) -> tuple[Grid | None, Grid | None]:
    """``(domains, line_grid)``: per cell its allowed colours (a bitset, ``Cell`` values in
    black-and-white) after propagation and (``probing``) root probing, and the grid after
    propagation alone.  ``domains`` is ``None`` when logic proves the clues contradictory (and
    ``line_grid`` too when propagation alone does).  Raises ``Interrupted`` past ``deadline``."""
    if not puzzle.is_black_and_white:
        return _seed_colour(puzzle, stats, deadline, start, probing)
    from ..probe import probe

    prop = Propagator(puzzle, stats, deadline)
    width, height = puzzle.width, puzzle.height
    board = Board.blank(width, height) if start is None else Board.from_grid(start, width, height)
    if not prop.run(board, range(height), range(width)):
        return None, None
    line_grid = board.to_grid(width)
    if probing and not probe(prop, board, memo={}, far_last=True)[0]:
        return None, line_grid
    return board.to_grid(width), line_grid


def _seed_colour(
    puzzle: Puzzle, stats: Stats, deadline: Deadline, start: Grid | None, probing: bool
) -> tuple[Grid | None, Grid | None]:
    from ..colour.pipeline import start_board
    from ..colour.probe import probe
    from ..colour.propagate import ColourPropagator

    prop = ColourPropagator.for_puzzle(puzzle, stats, deadline)
    board = start_board(puzzle, start)
    if not prop.run(board, range(puzzle.height), range(puzzle.width)):
        return None, None
    line_grid = board.to_grid()
    if probing and not probe(prop, board, {})[0]:
        return None, line_grid
    return board.to_grid(), line_grid
