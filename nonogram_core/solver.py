"""``solve``: one entry point for every engine, above them all.

The engines live below this module and never import it: ``native`` (``native.solve_native``, this
package's pipeline: line logic, probing, search; what the browser runs), and, with the ``sat``
extra, ``sat`` (``sat.engine.solve_sat``) and ``auto`` (``sat.portfolio.solve_auto``: native for
a counted amount of work, then SAT), imported only when asked for.  Each is called the same way,
``(puzzle, limits, start)``: the bounds travel in one frozen ``limits.Limits``.

>>> from nonogram_core.model import Puzzle
>>> solve(Puzzle(rows=((2,), (1,)), cols=((2,), (1,)))).status.value
'unique'
>>> solve(Puzzle(rows=((2,), (2,)), cols=((1,), (1,)))).status.value
'none'
"""

from __future__ import annotations

from collections.abc import Callable

from .limits import Limits
from .model import GridLike, Puzzle, as_grid
from .native import solve_native
from .result import Result, Status

ENGINES = ("auto", "native", "sat")
"""The engines ``solve`` (and ``nonogram solve --engine``) can use."""


def solve(
    puzzle: Puzzle,
    max_solutions: int = 2,
    timeout: float | None = None,
    cancel: Callable[[], bool] | None = None,
    trace: Callable[[str], None] | None = None,
    start: GridLike = None,
    engine: str = "native",
) -> Result:
    """Solve ``puzzle`` and say whether its solution is unique.

    Looks for up to ``max(2, max_solutions)`` distinct solutions (two are needed to tell
    *unique* from *multiple*).  ``timeout`` is in seconds of wall-clock time and ``cancel`` is
    polled every few milliseconds: either stops the solve, in every engine, within a few
    milliseconds (the SAT solver runs in a child process that is killed at the deadline), with
    status ``TIMEOUT`` and the solutions and the grid reached so far.  ``trace`` receives one line
    per notable event.

    ``start`` optionally fixes some cells: ``None`` (a blank board), text rows (``"#.?"``: ``?``
    unknown, ``#`` filled, ``.`` or ``x`` empty, in a colour puzzle a colour's character) or a grid
    of cells (``grid_from_text``, ``colour_grid_from_text``; a cell of 0 allows nothing, so the
    verdict is ``none``); see ``model.as_grid``.  The verdict is then about completions of that grid.

    Colour and blotted puzzles have solutions made of ``model.colour_chars`` characters, and grids
    whose cells are each cell's set of possible colours as an int bitset (bit 0 the background).

    ``engine`` (``ENGINES``): ``native``, this package's search (the default: pure Python,
    deterministic, what the browser runs); ``sat``, the SAT engine (``nonogram_core.sat``, needs
    ``pip install 'nonogram_core[sat]'``, else ``SatUnavailableError``); ``auto``, native for a
    counted amount of work then SAT, or native alone without python-sat.  ``Result.engine`` names
    the engine that gave the verdict.  An unknown engine is a ``ValueError``.
    """
    if engine not in ENGINES:
        raise ValueError(f"unknown engine {engine!r}; choose one of {', '.join(ENGINES)}")
    grid = None if start is None else as_grid(puzzle, start, allow_none=True)
    if grid is not None and any(0 in row for row in grid):  # a cell no value may fill: nothing completes it
        return Result(Status.NONE, engine="sat" if engine == "sat" else "native")
    limits = Limits(max_solutions, timeout, cancel, trace)
    if engine == "native":
        return solve_native(puzzle, limits, grid)
    if engine == "sat":
        from .sat.engine import solve_sat

        return solve_sat(puzzle, limits, grid)
    from .sat.portfolio import solve_auto  # engine == "auto"

    return solve_auto(puzzle, limits, grid)
