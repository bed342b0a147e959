"""From cells to a puzzle: one solution proved, a grade, a palette with names.

A picture as drawn is often ambiguous (two solutions share its clues).  The project's own design
fixes (``nonogram_core.design``) propose one to three cell changes, each verified by the solver;
the fewest changes win, so the picture stays as drawn as it can.  Small pictures are made solvable
by single-line logic when they need a fix (players expect the easy grades there), big ones only
unique (they are where the hard puzzles come from).  A unique picture that still needs guessing
gets the line-logic fix too, or is dropped.

Determinism: nothing here is limited by the clock.  The fix search gets a clock budget far above
its use and a solver limited by work (``Work``: the solver's own cancel polls counted) and by a
number of solves (``MAX_SOLVES``); a picture that runs out of work is dropped, on any machine.
"""

from __future__ import annotations

import inspect
import time
from dataclasses import dataclass

from nonogram_core import solve
from nonogram_core.design import suggest_line_solvable, suggest_unique
from nonogram_core.design.palette import Design
from nonogram_core.hints.grading import grade
from nonogram_core.result import Status

from . import raster
from .colournames import palette_of
from .raster import Cells

GRADES = ("trivial", "easy", "medium", "hard")
SEARCH_BUDGET_S = 3600.0
"""The fix search's clock budget, far above any search here: the work limits below decide."""
WORK = 400_000
"""Cancel polls (fixed amounts of solver work) one picture may spend in all."""
MAX_SOLVES = 40
"""Solves one fix search may spend before it gives up (its beam tries at most 3 × 24 per level)."""
LINE_FIX_UP_TO = 30
"""Pictures up to this size get a line-solvable fix first; bigger ones a unique fix first."""


class BudgetHit(Exception):
    """The picture used up its work allowance (``WORK``): it is dropped, on every machine alike."""


class Work:
    """A picture's allowance of solver work, counted in the solver's own cancel polls.

    The solver and the grader poll ``cancel`` after a fixed number of line steps or probes, never
    by the clock, so counting the polls measures work: the same picture spends the same count on
    any machine, and running out of it is a deterministic outcome (a wall-clock budget would drop
    different pictures on a busier machine).
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.spent = 0

    def __call__(self) -> bool:
        self.spent += 1
        return self.spent > self.limit

    @property
    def exhausted(self) -> bool:
        return self.spent > self.limit


@dataclass(frozen=True)
class Made:
    """A finished picture puzzle: rows in the design's characters, the palette, changes made, grade."""

    rows: tuple[str, ...]
    palette: list[dict[str, str]] | None
    flips: int
    grade: str


def result_of(style: str, size: int, svg: str) -> dict:
    """Draw one picture and make it a puzzle: ``{"rows", "palette", "flips", "grade"}`` or ``{"drop": why}``.

    ``style`` is ``colour`` (at most six inks, ``size`` cells along the longer side) or ``pixel``
    (one cell per icon pixel, black-and-white).
    """
    try:
        if style == "pixel":
            cells = raster.pixel_cells(svg)
        else:
            box = raster.content_box(svg)
            width, height = raster.fit(box, size)
            cells = raster.to_cells(svg, width, height, box)
    except ValueError as error:
        return {"drop": f"cannot draw: {error}"}
    if min(cells.width, cells.height) < raster.MIN_SIDE:
        return {"drop": f"too small ({cells.width}x{cells.height})"}
    made = make(cells, style == "colour")
    if isinstance(made, str):
        return {"drop": made}
    return {"rows": list(made.rows), "palette": made.palette, "flips": made.flips, "grade": made.grade}


def design_of(cells: Cells, colour: bool) -> tuple[list[str], list[dict[str, str]] | None]:
    """The cells as a design: rows of characters and the palette (``None``: black-and-white)."""
    if not colour:
        return ["".join("#" if k else "." for k in line) for line in cells.grid], None
    palette = palette_of(cells.inks)
    chars = [entry["char"] for entry in palette]
    return ["".join(chars[k] for k in line) for line in cells.grid], palette


def make(cells: Cells, colour: bool, work: int | None = None) -> Made | str:
    """The puzzle of ``cells``, or the reason it cannot be one (a short phrase)."""
    rows, palette = design_of(cells, colour)
    if colour and len(cells.inks) < 2:
        return "one ink only"
    if not any(k for line in cells.grid for k in line):
        return "empty"
    try:
        return _Maker(palette, Work(WORK if work is None else work)).make(rows, max(cells.width, cells.height))
    except BudgetHit:
        return "too much work"


class _Maker:
    """Proves, fixes and grades one picture within one work allowance."""

    def __init__(self, palette: list[dict[str, str]] | None, work: Work) -> None:
        self.palette = palette
        self.work = work

    def make(self, rows: list[str], size: int) -> Made | str:
        design = Design.of(rows, self.palette)
        result = self.solve(design.puzzle)
        if result.status is Status.UNIQUE:
            word = self.grade(design)
            if word in GRADES:
                return Made(tuple(rows), self.palette, 0, word)
            fixes = [suggest_line_solvable]
        elif size <= LINE_FIX_UP_TO:
            fixes = [suggest_line_solvable, suggest_unique]
        else:
            fixes = [suggest_unique, suggest_line_solvable]
        for fix in fixes:
            for suggestion in self.suggest(fix, rows):
                fixed = list(suggestion.picture)
                word = self.grade(Design.of(fixed, self.palette))
                if word in GRADES:
                    return Made(tuple(fixed), self.palette, len(suggestion.flips), word)
        return "no fix found" if result.status is not Status.UNIQUE else "needs guessing"

    def solve(self, puzzle, max_solutions: int = 2, **_ignored):
        """``solve`` limited by this picture's work allowance, never by the clock."""
        result = solve(puzzle, max_solutions=max_solutions, timeout=None, cancel=self.work)
        if result.status is Status.TIMEOUT:
            raise BudgetHit
        return result

    def counted(self, limit: int):
        """``solve`` for a fix search that may spend ``limit`` solves (then ``_SearchSpent``)."""
        spent = [0]

        def counted(puzzle, **kwargs):
            spent[0] += 1
            if spent[0] > limit:
                raise _SearchSpent
            return self.solve(puzzle, **kwargs)

        return counted

    def suggest(self, fix, rows: list[str]) -> list:
        """The first fix the search finds (breadth-first by number of changes: one of the smallest),
        or ``[]`` when ``MAX_SOLVES`` solves found none."""
        counted = self.counted(MAX_SOLVES)
        if "solver" not in inspect.signature(fix).parameters:
            raise SystemExit(f"{fix.__name__} takes no solver: the pipeline needs one to stay deterministic")
        began = time.monotonic()
        try:
            found = fix(rows, colours=self.palette, max_suggestions=1, budget_s=SEARCH_BUDGET_S, solver=counted)
        except _SearchSpent:
            return []
        if time.monotonic() - began >= SEARCH_BUDGET_S * 0.9:
            raise SystemExit(f"a fix search ran for {SEARCH_BUDGET_S:.0f} s: raise SEARCH_BUDGET_S, the result "
                             "may have depended on it")
        return found

    def grade(self, design: Design) -> str:
        word = grade(design.puzzle, cancel=self.work).grade
        if word == "timeout":
            raise BudgetHit
        return word


class _SearchSpent(Exception):
    """One fix search used its ``MAX_SOLVES`` solves."""


MEDIUM_FIX_SUGGESTIONS = 10
"""Line-solvable fixes ``medium_fix`` looks through (fewest changes first) for one graded medium."""
MEDIUM_FIX_SOLVES = 200
"""Solves its search may spend (counted, like ``MAX_SOLVES``)."""


def medium_fix(rows: list[str], max_flips: int) -> tuple[list[str], int] | None:
    """A black-and-white picture (rows of ``#``/``.``) changed in at most ``max_flips`` cells so that
    single-line logic solves it and ``grade()`` calls it medium: the first such of the line-solvable
    fixes the design search finds (fewest changes first); the rows and the number of changes, or
    ``None``.  Limited by work only (``WORK`` polls, ``MEDIUM_FIX_SOLVES`` solves), like ``make``."""
    maker = _Maker(None, Work(WORK))
    try:
        found = suggest_line_solvable(rows, colours=None, max_suggestions=MEDIUM_FIX_SUGGESTIONS,
                                      budget_s=SEARCH_BUDGET_S, solver=maker.counted(MEDIUM_FIX_SOLVES))
        for suggestion in found:
            if len(suggestion.flips) > max_flips:
                continue
            fixed = list(suggestion.picture)
            if maker.grade(Design.of(fixed, None)) == "medium":
                return fixed, len(suggestion.flips)
    except (_SearchSpent, BudgetHit):
        return None
    return None
