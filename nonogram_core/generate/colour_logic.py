"""Fast checks of what logic reaches on a colour picture's puzzle, for the colour search's inner loop.

The colour twins of ``logic``; ``grade()`` stays the judge of a finished puzzle.  The colour grade
ladder (``hints/colour``) has no glue or joining rung, so the logic classes are ``trivial``
(complete lines, simple boxes, simple spaces and absent colours suffice), line-solvable (also full
single-line logic: ``easy`` or ``medium`` by how many steps of it, which ``grade()`` counts) and
``hard`` (also suppositions) or worse.

* ``line_stalled`` — cells colour line logic leaves with two colours or more (none: line-solvable);
* ``probe_stalled`` — also after single-colour contradictions to the fixpoint (suppose the cell is
  colour k, propagate line logic, a line with no arrangement left rules k out).  That is exactly
  the colour grader's ``two_line``/``probing`` power: it rules a colour out when its supposition
  breaks a line, and nothing else (the solver's probing also narrows to what all surviving
  branches agree on, which is stronger, so it is not used here);
* ``trivial_stalled`` — cells the grader's own trivial colour techniques leave unknown, replayed
  with the hint ladder (line logic excluded).

Line logic and contradictions are fixpoints of sound, monotone deductions: the order of work
changes nothing, so the answers are the same on every platform.
"""

from __future__ import annotations

from ..colour.board import ColourBoard
from ..colour.pipeline import start_board
from ..colour.propagate import ColourPropagator
from ..limits import Deadline
from ..lines.cache import LineCache
from ..model import Puzzle
from ..result import Stats
from .logic import Cells, row_cells


def _propagator(puzzle: Puzzle, inks: int, cache: LineCache | None) -> ColourPropagator:
    return ColourPropagator(
        list(zip(puzzle.rows, puzzle.row_colours, strict=True)),
        list(zip(puzzle.cols, puzzle.col_colours, strict=True)),
        inks + 1,
        Stats(),
        Deadline(None),
        cache,
    )


def _unknown(board: ColourBoard) -> Cells:
    return row_cells(board.unknown_mask(r) for r in range(board.height))


def _line_board(puzzle: Puzzle, prop: ColourPropagator) -> ColourBoard:
    board = start_board(puzzle, None)
    prop.run(board, range(puzzle.height), range(puzzle.width))  # the picture's clues always fit
    return board


def line_stalled(puzzle: Puzzle, inks: int, cache: LineCache | None = None) -> Cells:
    """Cells colour line logic leaves with more than one colour (``cache``: shared line results)."""
    return _unknown(_line_board(puzzle, _propagator(puzzle, inks, cache)))


def probe_stalled(puzzle: Puzzle, inks: int, cache: LineCache | None = None) -> tuple[Cells, Cells]:
    """``(line, probe)``: cells unknown after line logic, and after line logic plus contradictions."""
    prop = _propagator(puzzle, inks, cache)
    board = _line_board(puzzle, prop)
    line = _unknown(board)
    if not line:
        return line, line
    changed = True
    while changed:
        changed = False
        for r, c in _unknown(board):
            for colour in range(inks + 1):
                if not (board.cell(r, c) >> colour) & 1 or not (board.unknown_mask(r) >> c) & 1:
                    continue
                trial = board.copy()
                trial.fix(r, c, colour)
                if prop.run(trial, (r,), (c,)):
                    continue
                touched = board.restrict_row(r, board.rows[r] & ~(1 << (colour * board.width + c)))
                prop.run(board, (r,), [k for k in range(board.width) if (touched >> k) & 1])
                changed = True
    return line, _unknown(board)


def trivial_stalled(puzzle: Puzzle) -> Cells:
    """Cells the grader's trivial colour techniques leave unknown (none: graded trivial)."""
    from ..hints.colour.board import ColourBoard as HintBoard
    from ..hints.colour.ladder import ColourLadder

    board = HintBoard(puzzle)
    ladder = ColourLadder(board, explain=False)
    while True:
        finding = ladder.find()
        if finding is None or finding.technique == "line_logic":
            return board.unknown_cells()
        ladder.apply(finding)


__all__ = ["Cells", "line_stalled", "probe_stalled", "trivial_stalled"]
