"""What every line technique shares: the line it looks at, what it proves, and ASCII lines for tests.

A *line technique* is a function ``(clue, line, unit) -> LineStep | None``:

* ``clue`` is the line's block lengths;
* ``line`` is a sequence of cell values (``Cell.EMPTY``, ``Cell.FILLED``, ``Cell.UNKNOWN``);
* ``unit`` is the word for a position along the line in a sentence: ``"column"`` for a row,
  ``"row"`` for a column, ``"cell"`` in tests.

It returns ``None`` when it proves nothing new, otherwise the cells it proves (only cells that
were unknown) and one plain sentence saying why, *without* the line's own name (the caller adds
"Row 7: ").  Techniques never raise on a contradictory line; they simply prove nothing, and the
complete line logic reports the contradiction.

For table tests a line is written in ASCII: ``-`` (or ``?``) unknown, ``#`` filled, ``x`` (or
``.``) empty:

>>> line_from_text("-#x")
[3, 2, 1]
>>> line_to_text([3, 2, 1])
'-#x'
>>> apply_text("---", LineStep({1: 2}, "because"))
'-#-'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..model import Cell, Clue

EMPTY = int(Cell.EMPTY)
FILLED = int(Cell.FILLED)
UNKNOWN = int(Cell.UNKNOWN)

Line = Sequence[int]
"""One line's cells as ints (``Cell`` values), in order."""


@dataclass(frozen=True)
class LineStep:
    """Cells one technique proves on one line, and the sentence explaining it."""

    proves: dict[int, int]
    """Position along the line -> ``Cell.FILLED`` or ``Cell.EMPTY``; only cells that were unknown."""
    sentence: str
    """Why, in plain words, without the line's name (e.g. "the 5 must cover columns 3–5 ...")."""


LineTechnique = Callable[[Clue, Line, str], "LineStep | None"]

_FROM_TEXT = {"-": UNKNOWN, "?": UNKNOWN, "#": FILLED, "x": EMPTY, ".": EMPTY}
_TO_TEXT = {UNKNOWN: "-", FILLED: "#", EMPTY: "x"}


def line_from_text(text: str) -> list[int]:
    """Parse an ASCII line (``-``/``?`` unknown, ``#`` filled, ``x``/``.`` empty)."""
    return [_FROM_TEXT[ch] for ch in text]


def line_to_text(line: Line) -> str:
    """Write a line in ASCII (``-`` unknown, ``#`` filled, ``x`` empty)."""
    return "".join(_TO_TEXT[int(cell)] for cell in line)


def apply_text(text: str, step: LineStep | None) -> str:
    """The ASCII line after ``step`` (unchanged for ``None``): the shape table tests compare."""
    line = line_from_text(text)
    if step is not None:
        for position, value in step.proves.items():
            line[position] = value
    return line_to_text(line)


def new_cells(line: Line, filled: Sequence[int] = (), empty: Sequence[int] = ()) -> dict[int, int]:
    """The subset of ``filled``/``empty`` positions that are still unknown in ``line``, as proves."""
    proves = {p: FILLED for p in filled if line[p] == UNKNOWN}
    proves.update((p, EMPTY) for p in empty if line[p] == UNKNOWN)
    return proves
