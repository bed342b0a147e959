"""Clues typed by a person, line by line, and what is wrong with them in words (the "Enter a puzzle" view).

The view has two text areas, one line per row and one per column; ``check_entry`` reads them as the
``clues`` format reads its two blocks (numbers separated by spaces, commas or dots, ``0`` an empty
line, a colour's letters after a number in a colour clue) and, instead of stopping at the first
mistake, lists every problem with the line it is on, in the sentences the view shows:

>>> found = check_entry("5 2\\n1\\n", "1\\n1\\n1\\n1\\n1\\n1\\n1\\n")
>>> [p.message for p in found.problems]
['Row 1: 5 2 needs 8 cells, the row has 7', 'the rows fill 8 cells, the columns 7']
>>> found.puzzle is not None, check_entry("1 x\\n", "1\\n").puzzle is None
(True, True)

A puzzle comes back whenever every line reads, even with problems (the solver then says ``none``),
so the view can check, play or look for the typo; lines that do not read give ``puzzle`` None.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .formats.clues import ParsedLine, assemble, parse_lines
from .model import MAX_SIDE, Colour, Puzzle, PuzzleFormatError, block_colours, clues_as_typed, colour_count


@dataclass(frozen=True)
class Problem:
    """One thing wrong: ``side`` (``rows``, ``cols``, or ``""`` for the whole puzzle), the 1-based
    ``line`` of that text area (0 for the whole puzzle), the ``column`` of a bad token if any."""

    side: str
    line: int
    message: str
    column: int | None = None

    def as_dict(self) -> dict[str, object]:
        return {"side": self.side, "line": self.line, "column": self.column, "message": self.message}


@dataclass
class Entry:
    """``puzzle`` (None when a line does not read) and the ``problems``, rows first."""

    puzzle: Puzzle | None
    problems: list[Problem] = field(default_factory=list)


def check_entry(rows_text: str, cols_text: str, palette: dict[str, Colour] | None = None) -> Entry:
    """Read two text areas of clues; list every problem, each at its line.

    Blank lines at the end of a text area are ignored; a blank line before others is an empty line,
    like ``0``.  ``palette`` maps colour letters to colours (letters it leaves out get their usual
    colour: ``r`` red, ``b`` blue ...).  A line that does not read is a problem, and so is a clue
    longer than its line (the other text area's line count); the totals are compared once all read.
    """
    problems: list[Problem] = []
    rows, row_count = _side(rows_text, "rows", problems)
    cols, col_count = _side(cols_text, "cols", problems)
    for side, count in (("rows", row_count), ("cols", col_count)):
        if not count:
            problems.append(Problem(side, 0, f"no {'row' if side == 'rows' else 'column'} clues yet"))
    if not row_count or not col_count:
        return Entry(None, problems)
    with clues_as_typed():  # a clue too long for its line is listed below, and the puzzle still comes back
        puzzle = assemble(rows, cols, palette) if rows and cols else None
    problems += _fit_problems(rows, "rows", col_count) + _fit_problems(cols, "cols", row_count)
    problems.sort(key=lambda p: (p.side != "rows", p.line))
    if puzzle is None or len(rows) != row_count or len(cols) != col_count:
        return Entry(None, problems)
    return Entry(puzzle, problems + _total_problems(puzzle))


def _side(text: str, side: str, problems: list[Problem]) -> tuple[list[ParsedLine], int]:
    """The lines of one text area that read, and how many lines it has (each that does not read a problem)."""
    lines = text.replace("\r\n", "\n").split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    what = "row" if side == "rows" else "column"
    if len(lines) > MAX_SIDE:
        problems.append(Problem(side, MAX_SIDE + 1, f"{len(lines)} {what}s: at most {MAX_SIDE} are allowed"))
        return [], 0
    parsed: list[ParsedLine] = []
    for number, line in enumerate(lines, 1):
        try:
            parsed += parse_lines([(number, line)], what)
        except PuzzleFormatError as error:
            message = error.message.removeprefix(f"{what} 1: ")
            problems.append(Problem(side, number, f"{what.capitalize()} {number}: {message}", error.column))
    return parsed, len(lines)


def _fit_problems(lines: Sequence[ParsedLine], side: str, length: int) -> list[Problem]:
    """Clues longer than their line: ``Row 2: 5 2 needs 8 cells, the row has 7`` (blocks of one colour
    need a gap between them, blocks of two colours need none)."""
    what = "row" if side == "rows" else "column"
    found = []
    for number, clue, letters in lines:
        coloured = any(letters)
        gaps = sum(a == b for a, b in zip(letters, letters[1:], strict=False)) if coloured else max(len(clue) - 1, 0)
        need = sum(clue) + gaps
        if need > length:
            words = " ".join(f"{n}{k}" for n, k in zip(clue, letters, strict=True))
            found.append(Problem(side, number, f"{what.capitalize()} {number}: {words} needs {need} cells, "
                                               f"the {what} has {length}"))
    return found


def _total_problems(puzzle: Puzzle) -> list[Problem]:
    """Row and column totals that differ (per colour): ``the rows fill 52 cells, the columns 53``."""
    row_colours, col_colours = block_colours(puzzle)
    count = colour_count(puzzle)
    totals = []
    for clues, shades in ((puzzle.rows, row_colours), (puzzle.cols, col_colours)):
        sums = [0] * count
        for clue, line in zip(clues, shades, strict=True):
            for n, k in zip(clue, line, strict=True):
                sums[k] += n
        totals.append(sums)
    colour = len(puzzle.colours) > 2
    return [Problem("", 0, f"the rows fill {totals[0][k]} {puzzle.colours[k].name + ' ' if colour else ''}cells, "
                           f"the columns {totals[1][k]}")
            for k in range(1, count) if totals[0][k] != totals[1][k]]
