"""Checking a drawn design: is the picture the only grid its clues allow?

An author draws a picture and the clues follow from it, so the clues always have at least one
solution, the picture itself.  What the author needs to know, live, is whether it is the *only*
one; if not, which cells a second solution changes (the ambiguity to fix); and where a person
using single-line logic alone would get stuck.  When only clues are known (a puzzle opened from a
file without its picture) the solver supplies the picture, and there clues with no solution at
all are possible: the *contradiction* verdict.

>>> check = check_design(["#.", ".#"])
>>> check.verdict.value, check.ambiguous
('multiple', [(0, 0), (0, 1), (1, 0), (1, 1)])
>>> check_design(["##", ".#"]).verdict.value
'unique'
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ..model import Puzzle
from ..result import Result, Status
from ..solver import solve
from .palette import Design

Picture = tuple[str, ...]
"""A design as rows of ``#`` (filled) and ``.`` (empty)."""

Position = tuple[int, int]
"""A cell as (row, column), both 0-based."""

Solver = Callable[..., Result]
"""Anything called like ``solve(puzzle, max_solutions=, timeout=, cancel=)``; injectable for tests."""


class Verdict(Enum):
    """What the editor announces about a design (the words the page shows)."""

    UNIQUE = "unique"
    MULTIPLE = "multiple"
    CONTRADICTION = "contradiction"
    TIMEOUT = "timeout"


_VERDICT_OF_STATUS = {
    Status.UNIQUE: Verdict.UNIQUE,
    Status.MULTIPLE: Verdict.MULTIPLE,
    Status.NONE: Verdict.CONTRADICTION,
    Status.TIMEOUT: Verdict.TIMEOUT,
}


@dataclass
class DesignCheck:
    """The outcome of checking a design.

    ``picture`` is the drawn picture (or, from clues alone, the first solution found; ``None``
    when there is none).  ``other`` is a second solution when the verdict is *multiple*, and
    ``ambiguous`` the cells where it differs from ``picture``: the cells an author must change
    or pin down.  ``undecided`` (when *multiple*) lists every cell the solver's logic left open
    before guessing: a superset of the ambiguous cells of *every* solution, so an author sees all
    the ambiguous regions at once, not only the one a second solution happens to change.
    ``line_unknown`` lists the cells single-line logic alone cannot decide.
    """

    verdict: Verdict
    picture: Picture | None
    other: Picture | None = None
    ambiguous: list[Position] = field(default_factory=list)
    undecided: list[Position] = field(default_factory=list)
    line_unknown: list[Position] = field(default_factory=list)
    elapsed_ms: float = 0.0
    stats: dict[str, int] = field(default_factory=dict)

    @property
    def line_solvable(self) -> bool:
        """True when single-line logic alone finishes the grid (which also proves uniqueness)."""
        return self.verdict is Verdict.UNIQUE and not self.line_unknown

    def as_dict(self) -> dict[str, Any]:
        """The JSON form the web worker sends back (cells as ``[row, col]`` pairs)."""
        return {
            "verdict": self.verdict.value,
            "picture": list(self.picture) if self.picture is not None else None,
            "other": list(self.other) if self.other is not None else None,
            "ambiguous": [list(cell) for cell in self.ambiguous],
            "undecided": [list(cell) for cell in self.undecided],
            "line_unknown": [list(cell) for cell in self.line_unknown],
            "line_solvable": self.line_solvable,
            "elapsed_ms": round(self.elapsed_ms, 2),
            "stats": dict(self.stats),
        }


def normalise_picture(picture: Iterable[str]) -> Picture:
    """Validate a picture and return it as a tuple of ``#``/``.`` rows.

    Accepts ``#`` for filled and ``.``, ``x``, ``-``, ``0`` or space for empty (``1`` is filled
    too, so 0/1 pictures work).  Raises ``PuzzleError`` with a sentence an author can act on.
    A black-and-white ``Design`` (``design.palette``, which reads colour designs the same way).

    >>> normalise_picture(["#x", "01"])
    ('#.', '.#')
    """
    return Design.of(picture).drawn


def apply_flips(picture: Sequence[str], flips: Iterable[Position]) -> Picture:
    """The picture with each listed cell toggled between filled and empty.

    >>> apply_flips(["#.", ".#"], [(0, 1)])
    ('##', '.#')
    """
    cells = [list(row) for row in picture]
    for r, c in flips:
        cells[r][c] = "." if cells[r][c] == "#" else "#"
    return tuple("".join(row) for row in cells)


def check_design(
    picture: Iterable[str],
    *,
    colours: Any = None,
    timeout: float | None = None,
    cancel: Callable[[], bool] | None = None,
    solver: Solver = solve,
) -> DesignCheck:
    """Check a drawn picture: unique, multiple (with the ambiguous cells) or timeout.

    With ``colours`` (the page's palette, see ``design.palette``) the picture is a colour design in
    the palette's characters, and the pictures in the answer are in those characters too.
    """
    return check_drawn(Design.of(picture, colours), timeout=timeout, cancel=cancel, solver=solver)


def check_drawn(
    design: Design,
    *,
    timeout: float | None = None,
    cancel: Callable[[], bool] | None = None,
    solver: Solver = solve,
) -> DesignCheck:
    """``check_design`` of a design already read (``Design.of``), its pictures in the page's characters."""
    check = _check(design.puzzle, design.drawn, timeout, cancel, solver)
    check.picture = tuple(design.to_page(check.picture or ()))
    if check.other is not None:
        check.other = tuple(design.to_page(check.other))
    return check


def check_clues(
    puzzle: Puzzle,
    *,
    timeout: float | None = None,
    cancel: Callable[[], bool] | None = None,
    solver: Solver = solve,
) -> DesignCheck:
    """Check a puzzle known only by its clues; the solver supplies the picture.

    Clues that fail ``Puzzle.problems()`` are a contradiction without solving.

    >>> check_clues(Puzzle(rows=((2,),), cols=((1,), ()))).verdict.value
    'contradiction'
    """
    if puzzle.problems():
        return DesignCheck(Verdict.CONTRADICTION, None)
    return _check(puzzle, None, timeout, cancel, solver)


def _check(
    puzzle: Puzzle,
    drawn: Picture | None,
    timeout: float | None,
    cancel: Callable[[], bool] | None,
    solver: Solver,
) -> DesignCheck:
    started = time.perf_counter()
    result = solver(puzzle, max_solutions=2, timeout=timeout, cancel=cancel)
    verdict = _VERDICT_OF_STATUS[result.status]
    if drawn is not None and verdict is Verdict.CONTRADICTION:
        # The drawn picture satisfies its own clues, so "no solution" would be a solver bug.
        raise AssertionError("the solver found no solution for clues derived from a picture")
    solutions = [tuple(s) for s in result.solutions]
    picture = drawn if drawn is not None else (solutions[0] if solutions else None)
    check = DesignCheck(verdict, picture, stats=result.stats.as_dict())
    if verdict is Verdict.MULTIPLE and picture is not None:
        check.other = next((s for s in solutions if s != picture), None)
        if check.other is not None:
            check.ambiguous = differing(picture, check.other)
        check.undecided = result.unknown_cells()
    if verdict is not Verdict.CONTRADICTION:
        check.line_unknown = result.line_unknown_cells()
    check.elapsed_ms = (time.perf_counter() - started) * 1000
    return check


def differing(first: Sequence[str], second: Sequence[str]) -> list[Position]:
    """Cells where two pictures of the same size differ, in reading order.  Equal rows are passed over
    whole (one string comparison): the fix-up search compares pictures a few cells apart many times.

    >>> differing(["#.", ".."], ["..", ".."])
    [(0, 0)]
    """
    return [
        (r, c)
        for r, (row_a, row_b) in enumerate(zip(first, second, strict=True))
        if row_a != row_b
        for c, (a, b) in enumerate(zip(row_a, row_b, strict=True))
        if a != b
    ]


Move = tuple[int, int, str]
"""A change to a picture: row, column and the cell's new character."""


def apply_changes(picture: Sequence[str], moves: Sequence[Move]) -> Picture:
    """The picture with each listed cell set to its new character.  Only the rows changed are rebuilt:
    the search applies one or two changes at a time to every candidate it prices or tries.

    >>> apply_changes(["ab", ".."], [(0, 1, "a"), (1, 0, "b")])
    ('aa', 'b.')
    """
    rows = list(picture)
    for r, c, ch in moves:
        row = rows[r]
        rows[r] = row[:c] + ch + row[c + 1:]
    return tuple(rows)


def around(cells: Sequence[Position], known: set[Position], height: int, width: int) -> list[Position]:
    """The neighbours (diagonals included) of ``cells`` inside the grid and not in ``known``, each once,
    in the order met; ``known`` gains them.

    >>> around([(0, 0)], {(0, 0)}, 2, 3)
    [(0, 1), (1, 0), (1, 1)]
    """
    found = []
    for r, c in cells:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                near = (r + dr, c + dc)
                if 0 <= near[0] < height and 0 <= near[1] < width and near not in known:
                    known.add(near)
                    found.append(near)
    return found
