"""Sentence pieces shared by the techniques: naming lines, cells, spans and blocks for a person.

Positions are 0-based in code and 1-based in words, because people count rows from 1.

>>> span("column", 2, 4)
'columns 3–5'
>>> positions("row", [0, 1, 2, 5, 7, 8])
'rows 1–3, 6 and 8–9'
>>> block_name((3, 1, 3), 2), block_name((5, 1), 0)
('the second 3', 'the 5')
>>> line_name("col", 0), cell_name(6, 2)
('Column 1', 'row 7, column 3')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..model import Clue

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")


def ordinal(n: int) -> str:
    """``1`` -> ``"first"`` ... and ``"11th"`` beyond ten."""
    if 1 <= n <= len(_ORDINALS):
        return _ORDINALS[n - 1]
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def span(unit: str, first: int, last: int) -> str:
    """A run of positions: ``"column 4"`` or ``"columns 3–5"`` (0-based arguments)."""
    if first == last:
        return f"{unit} {first + 1}"
    return f"{unit}s {first + 1}–{last + 1}"


def runs_of(indices: Iterable[int]) -> list[tuple[int, int]]:
    """A set of positions as maximal runs of consecutive ones, ``(first, last)``, in order.

    >>> runs_of([7, 0, 1, 4, 8])
    [(0, 1), (4, 4), (7, 8)]
    """
    runs: list[tuple[int, int]] = []
    for index in sorted(set(indices)):
        if runs and runs[-1][1] == index - 1:
            runs[-1] = (runs[-1][0], index)
        else:
            runs.append((index, index))
    return runs


def positions(unit: str, indices: Iterable[int]) -> str:
    """Any set of positions, grouped into runs: ``"columns 1–2, 5 and 7–9"``."""
    runs = runs_of(indices)
    if not runs:
        return f"no {unit}s"
    plural = len(runs) > 1 or runs[0][0] != runs[0][1]
    parts = [str(a + 1) if a == b else f"{a + 1}–{b + 1}" for a, b in runs]
    return f"{unit}{'s' if plural else ''} {listed(parts)}"


def listed(items: Sequence[str], last: str = "and") -> str:
    """Items as a sentence lists them: ``"a"``, ``"a and b"``, ``"a, b and c"`` (``last="or"``: ``"a, b or c"``)."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {last} " + items[-1]


def covering(phrases: Sequence[str]) -> str:
    """Blocks that cover cells however they are slid: ``"the 5 must cover columns 3–5 wherever it lies"``,
    or several such phrases listed, ``"... wherever they lie"``."""
    return f"{phrases[0]} wherever it lies" if len(phrases) == 1 else f"{listed(phrases)} wherever they lie"


def block_name(clue: Clue, index: int) -> str:
    """How to name block ``index`` of ``clue``: ``"the 5"``, or ``"the second 3"`` when repeated."""
    length = clue[index]
    if clue.count(length) == 1:
        return f"the {length}"
    rank = clue[: index + 1].count(length)
    return f"the {ordinal(rank)} {length}"


def clue_text(clue: Clue) -> str:
    """A clue as people write it: ``"3 1 2"``, or ``"0"`` for an empty line."""
    return " ".join(map(str, clue)) or "0"


def line_name(axis: str, index: int) -> str:
    """``("row", 6)`` -> ``"Row 7"``; ``("col", 0)`` -> ``"Column 1"``."""
    return f"{'Row' if axis == 'row' else 'Column'} {index + 1}"


def unit_along(axis: str) -> str:
    """The word for a position along a line: a row's cells are columns and a column's are rows."""
    return "column" if axis == "row" else "row"


def cell_name(row: int, col: int) -> str:
    """``(6, 2)`` -> ``"row 7, column 3"``."""
    return f"row {row + 1}, column {col + 1}"


def they(count: int) -> str:
    """``"it is"`` or ``"they are"``."""
    return "it is" if count == 1 else "they are"


def those_cells(count: int) -> str:
    """``"this cell is"`` for one cell, ``"those cells are"`` for several: one cell is called one cell.

    >>> f"so {those_cells(1)} filled", f"so {those_cells(3)} filled"
    ('so this cell is filled', 'so those cells are filled')
    """
    return "this cell is" if count == 1 else "those cells are"


def is_are(count: int) -> str:
    """``"is"`` for one thing, ``"are"`` for several."""
    return "is" if count == 1 else "are"


def count(number: int, noun: str) -> str:
    """``(1, "cell")`` -> ``"1 cell"``; ``(3, "cell")`` -> ``"3 cells"``."""
    return f"{number} {noun}{'' if number == 1 else 's'}"


def line_word(axis: str, index: int) -> str:
    """A line's name inside a sentence: ``"row 7"``, ``"column 1"``."""
    return line_name(axis, index).lower()
