"""The native engine: check clues, line logic, probing, search — and the verdict, for every puzzle.

``solve_native`` is the one driver of the native pipeline, for black-and-white and colour puzzles
alike; the stages it chains each live in their own module:

1. ``Puzzle.problems`` — contradictions visible without solving (row and column totals that
   differ; a clue too long for its line never makes a ``Puzzle``);
2. line logic to a fixpoint (``propagate``, ``colour.propagate``): the ``line_grid`` authors see;
3. contradiction probing at every node of a depth-first search (``search``, ``colour.search``) that
   stops at ``Limits.wanted`` solutions, two being what proves non-uniqueness.

What differs between black-and-white and colour is the board and its two hot loops (propagating a
line, searching), so each kind is an ``Engine``: its propagator, its start board, and how its
boards become grids (``BlackAndWhite`` here, ``colour.pipeline.ColourEngine``).  The verdict, the
deadline, the ``Result`` are written once, here.

>>> from nonogram_core.model import Puzzle
>>> solve_native(Puzzle(rows=((2,), (1,)), cols=((2,), (1,)))).status
<Status.UNIQUE: 'unique'>
>>> solve_native(Puzzle(rows=((2,), (2,)), cols=((1,), (1,)))).status
<Status.NONE: 'none'>

This is the engine the browser runs (pure Python, deterministic); ``solver.solve`` chooses between
it and the optional SAT engine.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from .limits import NO_LIMITS, Deadline, Interrupted, Limits
from .lines.cache import LineCache
from .model import Grid, Puzzle, grid_from_text
from .propagate import Board, Propagator
from .result import Result, Solution, Stats, Status, verdict
from .search import search

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Protocol

    class Engine(Protocol):
        """One kind of board's stages, as ``solve_native`` drives them, on the board each holds (its
        start, ``start`` applied; changed in place as the stages go)."""

        def propagate(self) -> bool:
            """Line logic on every line of ``board`` to a fixpoint; False on a contradiction."""

        def grid(self) -> Grid:
            """``board``'s cells as a ``Grid``."""

        def search(self, wanted: int, found: list[Solution], trace: Callable[[str], None] | None) -> None:
            """Probe ``board`` and search below it, appending solutions to ``found`` up to ``wanted``."""

        def solution_grid(self, solution: Solution) -> Grid:
            """A complete solution's cells as a ``Grid``."""

    EngineMaker = Callable[[Puzzle, Stats, Deadline, Grid | None, LineCache | None], Engine]


class BlackAndWhite:
    """The black-and-white stages: bitmask boards, ``Propagator`` and ``search``."""

    def __init__(self, puzzle: Puzzle, stats: Stats, deadline: Deadline, start: Grid | None,
                 lines: LineCache | None) -> None:
        self.width, self.height = puzzle.width, puzzle.height
        self.prop = Propagator(puzzle, stats, deadline, lines)
        self.board = Board.blank(self.width, self.height) if start is None else \
            Board.from_grid(start, self.width, self.height)

    def propagate(self) -> bool:
        return self.prop.run(self.board, range(self.height), range(self.width))

    def grid(self) -> Grid:
        return self.board.to_grid(self.width)

    def search(self, wanted: int, found: list[Solution], trace: Callable[[str], None] | None) -> None:
        search(self.prop, self.board, wanted, found, trace)

    def solution_grid(self, solution: Solution) -> Grid:
        return grid_from_text(solution)


def solve_native(
    puzzle: Puzzle,
    limits: Limits = NO_LIMITS,
    start: Grid | None = None,
    *,
    stats: Stats | None = None,
    lines: LineCache | None = None,
    engine: EngineMaker | None = None,
) -> Result:
    """``solver.solve`` with the native engine: the same ``Result``, ``limits`` as ``solve`` takes them.

    ``stats``, when given, is the ``Stats`` the solve counts its work in as it goes, so that a
    ``cancel`` callback can stop it after a counted amount of work (``Stats.work``) rather than
    after some seconds: the same run then stops at the same place on any machine.  ``lines`` is a
    line cache to share across solves (``design.cached``).  ``engine`` forces one kind of stages
    (``BlackAndWhite`` or ``colour.pipeline.ColourEngine``); by default the puzzle's own.
    """
    began = time.perf_counter()
    stats = stats if stats is not None else Stats()
    found: list[Solution] = []

    def finish(status: Status, grid: Grid | None = None, line_grid: Grid | None = None) -> Result:
        return Result(status, list(found), grid or [], line_grid, stats, (time.perf_counter() - began) * 1000)

    if puzzle.problems():
        return finish(Status.NONE)
    if engine is None:
        engine = BlackAndWhite if puzzle.is_black_and_white else _colour_engine()
    stages = engine(puzzle, stats, limits.deadline(), start, lines)
    line_grid: Grid | None = None
    try:
        if not stages.propagate():
            return finish(Status.NONE)
        line_grid = stages.grid()
        if limits.trace:
            known = sum(1 for row in line_grid for cell in row if not cell & (cell - 1))
            limits.trace(f"line logic: {known} of {puzzle.width * puzzle.height} cells known")
        stages.search(limits.wanted, found, limits.trace)
    except Interrupted:
        return finish(Status.TIMEOUT, stages.grid(), line_grid)
    status = verdict(found)
    if status is Status.NONE:
        return finish(status, None, line_grid)
    # ``found`` holds at most ``wanted`` solutions: exactly what was asked for, or the two a verdict needs
    return finish(status, stages.solution_grid(found[0]) if status is Status.UNIQUE else stages.grid(), line_grid)


def _colour_engine() -> EngineMaker:
    from .colour.pipeline import ColourEngine  # imported when a colour or blotted puzzle first comes

    return ColourEngine
