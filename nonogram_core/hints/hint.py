"""``next_hint``: the player's next step and the reason for it, or the mistake to fix first."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..model import Puzzle, PuzzleError, UnsupportedPuzzleError
from ..result import Status
from .board import Board, Finding, LineLadder
from .contradiction import Deadline, find_contradiction
from .lines import FILLED
from .mistakes import find_mistake, verdict
from .techniques import GUESS, NO_SOLUTION, SOLVED

PROBE_SECONDS = 10.0
"""How long a hint may spend on suppositions (two-line reasoning and probing) before giving up."""


@dataclass(frozen=True)
class Hint:
    """One hint: the technique, a sentence for the player, and the cells and lines involved.

    ``technique`` is one of ``TECHNIQUES`` (a deduction), or ``"mistake"`` (fix the grid first),
    ``"solved"``, ``"guess"`` (no technique applies) or ``"no_solution"`` (the clues are wrong).
    ``proves`` holds ``(row, col, "filled" | "empty")`` for the cells the step proves (empty when
    the hint is about mistakes, a solved grid or a needed guess); ``lines`` the ``("row" | "col",
    index)`` lines it uses; ``mistakes`` the ``(row, col)`` cells that are wrong.  All 0-based.
    """

    technique: str
    sentence: str
    proves: tuple[tuple[int, int, str], ...] = ()
    lines: tuple[tuple[str, int], ...] = ()
    mistakes: tuple[tuple[int, int], ...] = ()

    def as_dict(self) -> dict[str, Any]:
        """The JSON shape the CLI prints and the web worker sends to the page."""
        return {
            "technique": self.technique,
            "sentence": self.sentence,
            "proves": [[r, c, value] for r, c, value in self.proves],
            "lines": [[axis, index] for axis, index in self.lines],
            "mistakes": [[r, c] for r, c in self.mistakes],
        }


def hint_from(finding: Finding) -> Hint:
    """The public, JSON-ready form of an engine finding (cells sorted, values named)."""
    proves = tuple(
        (r, c, "filled" if value == FILLED else "empty") for (r, c), value in sorted(finding.proves.items())
    )
    return Hint(finding.technique, finding.sentence, proves, tuple(finding.lines), tuple(finding.mistakes))


def check_grid(puzzle: Puzzle, grid: Sequence[Sequence[int]]) -> None:
    """Raise ``PuzzleError`` when ``grid`` does not fit ``puzzle`` or the puzzle cannot be hinted."""
    if not puzzle.is_black_and_white:
        raise UnsupportedPuzzleError("hints handle black-and-white puzzles only")
    puzzle.check()
    if len(grid) != puzzle.height or any(len(row) != puzzle.width for row in grid):
        raise PuzzleError(f"the grid must have {puzzle.height} rows of {puzzle.width} cells")
    if any(int(cell) not in (1, 2, 3) for row in grid for cell in row):
        raise PuzzleError("grid cells must be Cell.EMPTY, Cell.FILLED or Cell.UNKNOWN")


def next_hint(puzzle: Puzzle, grid: Sequence[Sequence[int]]) -> Hint:
    """The player's next step: a mistake to fix, else the easiest deduction, else "guess".

    >>> from nonogram_core import Puzzle, grid_from_text
    >>> puzzle = Puzzle(rows=((3,), (1,), (1,)), cols=((1,), (3,), (1,)))
    >>> hint = next_hint(puzzle, grid_from_text(["???", "???", "???"]))
    >>> hint.technique, hint.proves
    ('complete_line', ((0, 0, 'filled'), (0, 1, 'filled'), (0, 2, 'filled')))
    >>> hint.sentence
    'Row 1: 3 needs all 3 cells, so there is only one way to place it.'
    >>> next_hint(puzzle, grid_from_text(["###", "#??", "???"])).as_dict()["mistakes"]
    [[1, 0]]
    """
    check_grid(puzzle, grid)
    board = Board(puzzle, grid)
    status, solution = verdict(puzzle)
    if status is Status.NONE:
        return Hint(NO_SOLUTION, "These clues have no solution at all, so no hint can help: the puzzle is wrong.")
    finding = find_mistake(board, solution)
    if finding is None and board.is_complete():
        finding = Finding(SOLVED, "Every cell is set and every clue is satisfied: the puzzle is solved.")
    if finding is None:
        finding = LineLadder(board).find(best=True)
    if finding is None:
        try:
            finding = find_contradiction(board, deadline=time.monotonic() + PROBE_SECONDS)
        except Deadline:
            waited = f"{PROBE_SECONDS:g} seconds"
            return Hint(GUESS, f"No step turned up in {waited} of looking: a guess may be needed here.")
    if finding is None:
        several = " (this puzzle has more than one solution)" if status is Status.MULTIPLE else ""
        finding = Finding(
            GUESS, f"No line or short chain of reasoning proves anything more here: a guess is needed{several}."
        )
    return hint_from(finding)
