"""Mistakes in a player's grid: cells that disagree with the solution, or lines that cannot be completed.

When the puzzle has a unique solution (found once by the solver and remembered), every set cell
that differs from it is a mistake, even one that breaks no clue yet.  Without a unique solution
(several solutions, or the solver ran out of time) only what the clues themselves show is
reported: a line whose set cells no arrangement of its clue agrees with.
"""

from __future__ import annotations

from collections import OrderedDict

from ..model import Puzzle
from ..result import Solution, Status
from ..solver import solve
from .board import Board, Finding
from .techniques import MISTAKE
from .words import cell_name, line_name, listed

SOLVE_SECONDS = 5.0
"""Time the solver gets to find the unique solution the first time a puzzle asks for a hint."""

_SOLUTIONS: OrderedDict[tuple[object, ...], tuple[Status, Solution | None]] = OrderedDict()
_REMEMBERED = 16


def verdict(puzzle: Puzzle) -> tuple[Status, Solution | None]:
    """The solver's verdict and, when unique, the solution (remembered for the last few puzzles)."""
    key = (puzzle.rows, puzzle.cols, puzzle.row_colours, puzzle.col_colours, len(puzzle.colours))
    if key in _SOLUTIONS:
        _SOLUTIONS.move_to_end(key)
        return _SOLUTIONS[key]
    result = solve(puzzle, max_solutions=2, timeout=SOLVE_SECONDS)
    answer = (result.status, result.solutions[0] if result.status is Status.UNIQUE else None)
    _SOLUTIONS[key] = answer
    while len(_SOLUTIONS) > _REMEMBERED:
        _SOLUTIONS.popitem(last=False)
    return answer


def wrong_cells(board: Board, solution: Solution) -> list[tuple[int, int]]:
    """Set cells whose value differs from ``solution``, row by row (colour boards: its colours)."""
    return board.wrong_cells(solution)


def find_mistake(board: Board, solution: Solution | None) -> Finding | None:
    """A finding pointing at the player's mistakes, or ``None`` when none is visible."""
    if solution is not None:
        wrong = wrong_cells(board, solution)
        if wrong:
            return _wrong_cells_finding(board, wrong)
    ref = board.broken_line()
    if ref is None:
        return None
    return Finding(
        MISTAKE,
        f"{line_name(*ref)} cannot be completed: no way to place {board.clue_words(ref)} "
        "agrees with the cells set in it, so one of them is wrong.",
        lines=[ref],
    )


def _wrong_cells_finding(board: Board, wrong: list[tuple[int, int]]) -> Finding:
    def described(r: int, c: int) -> str:
        return f"{cell_name(r, c)} is {board.cell_words(r, c)}"

    shown = [described(r, c) for r, c in wrong[:3]]
    more = f" (and {len(wrong) - 3} more)" if len(wrong) > 3 else ""
    listing = listed(shown)
    count = "This cell is" if len(wrong) == 1 else f"These {len(wrong)} cells are"
    sentence = f"{count} wrong: {listing}{more}. Clear {'it' if len(wrong) == 1 else 'them'} first."
    return Finding(MISTAKE, sentence, mistakes=list(wrong))


__all__ = ["find_mistake", "verdict", "wrong_cells"]
