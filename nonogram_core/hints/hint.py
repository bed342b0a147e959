"""``next_hint``: the player's next step and the reason for it, or the mistake to fix first."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..model import GridLike, Puzzle, as_grid
from ..result import Status
from .board import Board, Finding, LineLadder
from .clock import Clock, Deadline
from .colour.board import ColourBoard
from .colour.deduce import colour_deduction
from .contradiction import find_contradiction
from .mistakes import find_mistake, verdict
from .techniques import GUESS, NO_SOLUTION, SOLVED

PROBE_SECONDS = 10.0
"""How long a hint may spend looking for a deduction (line techniques, then suppositions) before giving up."""


@dataclass(frozen=True)
class Hint:
    """One hint: the technique, a sentence for the player, and the cells and lines involved.

    ``technique`` is one of ``TECHNIQUES`` (a deduction), or ``"mistake"`` (fix the grid first),
    ``"solved"``, ``"guess"`` (no technique applies) or ``"no_solution"`` (the clues are wrong).
    ``proves`` holds ``(row, col, value)`` for the cells the step settles (empty when the hint is
    about mistakes, a solved grid or a needed guess): ``value`` is ``"filled"`` or ``"empty"`` in a
    black-and-white puzzle (and one with a single ink and blotted numbers), ``"empty"`` or the
    colour's name (``Puzzle.colours[k].name``) in a colour puzzle.  ``lines`` holds the ``("row" |
    "col", index)`` lines it uses; ``mistakes`` the ``(row, col)`` cells that are wrong.  All 0-based.
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


def hint_from(finding: Finding, value_name: Callable[[int], str | None] = Board.value_name) -> Hint:
    """The public, JSON-ready form of an engine finding (cells sorted, settled values named).

    ``value_name`` names a cell set (``Board.value_name``, or a ``ColourBoard``'s); cells a colour
    finding only narrows (``None``) are left out of ``proves``.
    """
    proves = tuple(
        (r, c, name) for (r, c), value in sorted(finding.proves.items()) if (name := value_name(value)) is not None
    )
    return Hint(finding.technique, finding.sentence, proves, tuple(finding.lines), tuple(finding.mistakes))


def board_for(puzzle: Puzzle, grid: Sequence[Sequence[int]] | None = None) -> Board:
    """A black-and-white ``Board``, or a ``ColourBoard`` for colour and blotted puzzles."""
    return Board(puzzle, grid) if puzzle.is_black_and_white else ColourBoard(puzzle, grid)


def _deduction(board: Board) -> Finding | None:
    """The easiest deduction on ``board`` (raises ``Deadline`` after ``PROBE_SECONDS`` of looking)."""
    clock = Clock(PROBE_SECONDS)
    if isinstance(board, ColourBoard):
        return colour_deduction(board, clock)
    finding = LineLadder(board, clock).find(best=True)
    if finding is None:
        finding = find_contradiction(board, clock)
    return finding


def next_hint(puzzle: Puzzle, grid: GridLike = None) -> Hint:
    """The player's next step on ``grid``: a mistake to fix, else the easiest deduction, else "guess".

    ``grid`` is the player's board (``model.GridLike``): ``None`` for a blank one, text rows
    (``?`` unknown, ``#`` filled, ``.`` or ``x`` empty, a colour's character in a colour puzzle)
    or a grid of cells (``grid_from_text``).  A grid that does not fit the puzzle is a
    ``PuzzleError`` saying where; so is a puzzle whose clues are malformed.

    >>> from nonogram_core import Puzzle, grid_from_text
    >>> puzzle = Puzzle(rows=((3,), (1,), (1,)), cols=((1,), (3,), (1,)))
    >>> hint = next_hint(puzzle, grid_from_text(["???", "???", "???"]))
    >>> hint.technique, hint.proves
    ('complete_line', ((0, 0, 'filled'), (0, 1, 'filled'), (0, 2, 'filled')))
    >>> hint.sentence
    'Row 1: 3 needs all 3 cells, so there is only one way to place it.'
    >>> next_hint(puzzle, ["###", "#??", "???"]).as_dict()["mistakes"]
    [[1, 0]]
    >>> next_hint(puzzle).sentence == hint.sentence  # None: a blank board
    True
    """
    puzzle.check()
    cells = as_grid(puzzle, grid)
    board = board_for(puzzle, cells)
    status, solution = verdict(puzzle)
    if status is Status.NONE:
        return Hint(NO_SOLUTION, "These clues have no solution at all, so no hint can help: the puzzle is wrong.")
    finding = find_mistake(board, solution)
    if finding is None and board.is_complete():
        finding = Finding(SOLVED, "Every cell is set and every clue is satisfied: the puzzle is solved.")
    if finding is None:
        try:
            finding = _deduction(board)
        except Deadline:
            waited = f"{PROBE_SECONDS:g} seconds"
            return Hint(GUESS, f"No step turned up in {waited} of looking: a guess may be needed here.")
    if finding is None:
        several = " (this puzzle has more than one solution)" if status is Status.MULTIPLE else ""
        finding = Finding(
            GUESS, f"No line or short chain of reasoning proves anything more here: a guess is needed{several}."
        )
    return hint_from(finding, board.value_name)
