"""The grid being worked on, seen as rows and columns, and the line ladder that deduces on it.

``Board`` holds cells as plain ints and names lines ``("row", i)`` / ``("col", j)``.
``LineLadder`` finds the easiest line deduction on the board: it tries every line with the
easiest technique, then the next, and so on.  It remembers, per line, the hardest technique that
already proved nothing there, and forgets it when a cell of that line changes, so replaying a
whole solve (grading) does not re-examine stable lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..model import Clue, Puzzle, grid_to_text
from .clock import Clock
from .line_logic import line_is_possible
from .lines import EMPTY, FILLED, UNKNOWN, LineStep
from .techniques import LINE_METHODS
from .words import clue_text, line_name, unit_along

LineRef = tuple[str, int]
"""A line: ``("row", index)`` or ``("col", index)``, 0-based."""


@dataclass
class Finding:
    """One deduction on the board: what it proves, the lines it uses and the sentence for people."""

    technique: str
    sentence: str
    proves: dict[tuple[int, int], int] = field(default_factory=dict)
    lines: list[LineRef] = field(default_factory=list)
    mistakes: list[tuple[int, int]] = field(default_factory=list)
    depth: int = 0
    """Rounds of line logic an assumption needed before its contradiction (0 for line techniques)."""


class Board:
    """A puzzle's cells as ints (``Cell`` values), addressable by row, column or line."""

    def __init__(self, puzzle: Puzzle, grid: Sequence[Sequence[int]] | None = None) -> None:
        self.puzzle = puzzle
        self.height, self.width = puzzle.height, puzzle.width
        if grid is None:
            self.cells = [[UNKNOWN] * self.width for _ in range(self.height)]
        else:
            self.cells = [[int(cell) for cell in row] for row in grid]
        self.unknown = sum(row.count(UNKNOWN) for row in self.cells)
        self.refs: list[LineRef] = [("row", r) for r in range(self.height)]
        self.refs += [("col", c) for c in range(self.width)]

    def clue(self, ref: LineRef) -> Clue:
        axis, index = ref
        return self.puzzle.rows[index] if axis == "row" else self.puzzle.cols[index]

    def line(self, ref: LineRef) -> list[int]:
        axis, index = ref
        if axis == "row":
            return list(self.cells[index])
        return [row[index] for row in self.cells]

    def unknown_cells(self) -> list[tuple[int, int]]:
        return [(r, c) for r, row in enumerate(self.cells) for c, cell in enumerate(row) if cell == UNKNOWN]

    def set(self, row: int, col: int, value: int) -> None:
        """Set one cell (keeping the count of unknown cells)."""
        self.unknown += (value == UNKNOWN) - (self.cells[row][col] == UNKNOWN)
        self.cells[row][col] = value

    def is_complete(self) -> bool:
        return self.unknown == 0

    def broken_line(self) -> LineRef | None:
        """The first line whose set cells no arrangement of its clue agrees with, if any."""
        return next((ref for ref in self.refs if not line_is_possible(self.clue(ref), self.line(ref))), None)

    def as_text(self) -> list[str]:
        """Rows of ``#`` (filled), ``x`` (empty) and ``?`` (unknown)."""
        return grid_to_text(self.cells)

    # Words and checks the mistakes and hints share with ``colour.ColourBoard``.

    def clue_words(self, ref: LineRef) -> str:
        return clue_text(self.clue(ref))

    @staticmethod
    def value_name(value: int) -> str | None:
        """A proved cell's value in ``Hint.proves``: ``"filled"`` or ``"empty"``."""
        return "filled" if value == FILLED else "empty" if value == EMPTY else None

    def cell_words(self, row: int, col: int) -> str:
        """What a set cell shows, for a mistake: ``"filled"`` or ``"crossed out"``."""
        return "filled" if self.cells[row][col] == FILLED else "crossed out"

    def wrong_cells(self, solution: Sequence[str]) -> list[tuple[int, int]]:
        """Set cells whose value differs from ``solution`` (rows of ``#``/``.``), row by row."""
        wrong = []
        for r, row in enumerate(self.cells):
            for c, cell in enumerate(row):
                if cell != UNKNOWN and (cell == FILLED) != (solution[r][c] == "#"):
                    wrong.append((r, c))
        return wrong


def line_finding(technique: str, ref: LineRef, step: LineStep) -> Finding:
    """A line technique's step as a board finding: positions along ``ref`` become cells, the line's
    name leads the sentence (one comprehension per axis, not a call per cell: colour steps may prove
    whole lines).  Shared by the black-and-white and colour ladders."""
    axis, index = ref
    if axis == "row":
        proves = {(index, position): value for position, value in step.proves.items()}
    else:
        proves = {(position, index): value for position, value in step.proves.items()}
    return Finding(technique, f"{line_name(axis, index)}: {step.sentence}", proves, [ref])


class LineLadder:
    """Finds and applies line deductions on a board, easiest technique first."""

    def __init__(self, board: Board, clock: Clock | None = None) -> None:
        self.board = board
        self.clock = clock if clock is not None else Clock()
        """Counts each line a technique examines (``Deadline`` once it runs out)."""
        self._stable_up_to = dict.fromkeys(board.refs, -1)

    def find(self, best: bool = False) -> Finding | None:
        """The easiest deduction; with ``best``, the one proving most cells among the easiest."""
        board = self.board
        tick = self.clock.tick
        for level, method in enumerate(LINE_METHODS):
            chosen: Finding | None = None
            for ref in board.refs:
                if self._stable_up_to[ref] >= level:
                    continue
                tick()
                step = method.run(board.clue(ref), board.line(ref), unit_along(ref[0]))
                if step is None:
                    self._stable_up_to[ref] = level
                    continue
                finding = line_finding(method.name, ref, step)
                if not best:
                    return finding
                if chosen is None or len(finding.proves) > len(chosen.proves):
                    chosen = finding
            if chosen is not None:
                return chosen
        return None

    def apply(self, finding: Finding) -> None:
        """Set the proved cells and mark their row and column for re-examination."""
        for (r, c), value in finding.proves.items():
            self.board.set(r, c, value)
            self._stable_up_to[("row", r)] = -1
            self._stable_up_to[("col", c)] = -1
