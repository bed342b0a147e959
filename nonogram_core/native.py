"""The native engine: check clues, line logic, probing, search — and the verdict.

``solve_native`` chains the stages in order; each stage lives in its own module:

1. ``Puzzle.problems`` — contradictions visible without solving (a clue longer than its line,
   row and column totals that differ);
2. ``propagate`` — single-line logic on every line to a fixpoint (the ``line_grid`` authors see);
3. ``probe`` + ``search`` — contradiction probing at every node of a depth-first search that
   stops at ``max(2, max_solutions)`` solutions, two being what proves non-uniqueness.

>>> from nonogram_core.model import Puzzle
>>> solve_native(Puzzle(rows=((2,), (1,)), cols=((2,), (1,)))).status.value
'unique'
>>> solve_native(Puzzle(rows=((2,), (2,)), cols=((1,), (1,)))).status.value
'none'

This is the engine the browser runs (pure Python, deterministic); ``solver.solve`` chooses between
it and the optional SAT engine.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from .model import Grid, Puzzle, grid_from_text
from .propagate import Board, Deadline, Interrupted, Propagator
from .result import Result, Solution, Stats, Status
from .search import search


def solve_native(
    puzzle: Puzzle,
    max_solutions: int = 2,
    timeout: float | None = None,
    cancel: Callable[[], bool] | None = None,
    trace: Callable[[str], None] | None = None,
    start: Grid | None = None,
    *,
    stats: Stats | None = None,
) -> Result:
    """``solver.solve`` with the native engine (the same arguments and ``Result``).

    ``stats``, when given, is the ``Stats`` the solve counts its work in as it goes, so that a
    ``cancel`` callback can stop it after a counted amount of work (``Stats.work``) rather than
    after some seconds: the same run then stops at the same place on any machine.
    """
    stats = stats if stats is not None else Stats()
    if not puzzle.is_black_and_white:
        from .colour.pipeline import solve_colour

        return solve_colour(puzzle, max_solutions, timeout, cancel, trace, start, stats=stats)
    began = time.perf_counter()
    limit = max(2, max_solutions)

    def finish(status: Status, solutions: list[Solution], board: Board | None, line_grid: Grid | None) -> Result:
        if status is Status.UNIQUE:
            grid = grid_from_text(solutions[0])
        else:
            grid = board.to_grid(puzzle.width) if board is not None else []
        return Result(
            status=status,
            solutions=list(solutions),
            grid=grid,
            line_grid=line_grid,
            stats=stats,
            elapsed_ms=(time.perf_counter() - began) * 1000,
        )

    if puzzle.problems():
        return finish(Status.NONE, [], None, None)
    prop = Propagator(puzzle, stats, Deadline(timeout, cancel))
    if start is None:
        board = Board.blank(puzzle.width, puzzle.height)
    else:
        board = Board.from_grid(start, puzzle.width, puzzle.height)
    found: list[Solution] = []
    line_grid: Grid | None = None
    try:
        if not prop.run(board, range(puzzle.height), range(puzzle.width)):
            return finish(Status.NONE, [], None, None)
        line_grid = board.to_grid(puzzle.width)
        if trace:
            trace(f"line logic: {board.known()} of {puzzle.width * puzzle.height} cells known")
        search(prop, board, limit, found, trace)
    except Interrupted:
        return finish(Status.TIMEOUT, found, board, line_grid)
    if not found:
        return finish(Status.NONE, [], None, line_grid)
    # ``found`` holds at most ``limit`` solutions: exactly what was asked for, or the two a verdict needs
    return finish(Status.UNIQUE if len(found) == 1 else Status.MULTIPLE, found, board, line_grid)

