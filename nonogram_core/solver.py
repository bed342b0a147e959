"""The solving pipeline: check clues, line logic, probing, search — and the verdict.

``solve`` chains the stages in order; each stage lives in its own module:

1. ``Puzzle.problems`` — contradictions visible without solving (a clue longer than its line,
   row and column totals that differ);
2. ``propagate`` — single-line logic on every line to a fixpoint (the ``line_grid`` authors see);
3. ``probe`` + ``search`` — contradiction probing at every node of a depth-first search that
   stops at ``max(2, max_solutions)`` solutions, two being what proves non-uniqueness.

>>> from nonogram_core.model import Puzzle
>>> solve(Puzzle(rows=((2,), (1,)), cols=((2,), (1,)))).status.value
'unique'
>>> solve(Puzzle(rows=((2,), (2,)), cols=((1,), (1,)))).status.value
'none'
"""

from __future__ import annotations

import time
from collections.abc import Callable

from .model import Grid, Puzzle, grid_from_text
from .propagate import Board, Deadline, Interrupted, Propagator
from .result import Result, Solution, Stats, Status
from .search import search

ENGINES = ("auto", "native", "sat")
"""The engines ``solve`` (and ``nonogram solve --engine``) can use."""


def solve(
    puzzle: Puzzle,
    max_solutions: int = 2,
    timeout: float | None = None,
    cancel: Callable[[], bool] | None = None,
    trace: Callable[[str], None] | None = None,
    start: Grid | None = None,
    engine: str = "native",
) -> Result:
    """Solve ``puzzle`` and say whether its solution is unique.

    Looks for up to ``max(2, max_solutions)`` distinct solutions (two are needed to tell
    *unique* from *multiple*).  ``timeout`` is in seconds; ``cancel`` is polled as often as the
    clock (every few milliseconds), so either stops the solve within ~50 ms with status
    ``TIMEOUT`` and the solutions and grid reached so far.  ``trace`` receives one line per
    notable event.  ``start`` optionally fixes some cells (``Cell.FILLED``/``Cell.EMPTY``); the
    verdict is then about completions of that grid.

    Colour and blotted puzzles go to ``colour.pipeline`` (decided once here, so black-and-white
    pays nothing): their solutions are rows of ``model.colour_chars`` characters, their grids
    (and ``start``) hold each cell's set of possible colours as an int bitset (bit 0 the background).

    ``engine`` (``ENGINES``): ``native``, this package's search (the default: pure Python,
    deterministic, what the browser runs); ``sat``, the SAT engine (``nonogram_core.sat``, needs
    ``pip install 'nonogram_core[sat]'``, else ``SatUnavailableError``); ``auto``, native for a
    short budget then SAT, or native alone without python-sat.  ``Result.engine`` names the
    engine that gave the verdict.
    """
    if engine != "native":
        return _other_engine(engine, puzzle, max_solutions, timeout, cancel, trace, start)
    if not puzzle.is_black_and_white:
        from .colour.pipeline import solve_colour

        return solve_colour(puzzle, max_solutions, timeout, cancel, trace, start)
    began = time.perf_counter()
    stats = Stats()
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


def _other_engine(
    engine: str,
    puzzle: Puzzle,
    max_solutions: int,
    timeout: float | None,
    cancel: Callable[[], bool] | None,
    trace: Callable[[str], None] | None,
    start: Grid | None,
) -> Result:
    """``solve`` by the SAT engine or the portfolio, imported only now (never by the browser)."""
    if engine == "sat":
        from .sat.engine import solve_sat

        return solve_sat(puzzle, max_solutions, timeout, cancel, trace, start)
    if engine == "auto":
        from .sat.portfolio import solve_auto

        return solve_auto(puzzle, max_solutions, timeout, cancel, trace, start)
    raise ValueError(f"unknown engine {engine!r}; choose one of {', '.join(ENGINES)}")
