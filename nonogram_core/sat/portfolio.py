"""``engine="auto"``: the native search first, for a short budget, then the SAT engine.

Most puzzles are settled by the native search in a fraction of a second, less than python-sat
takes to load and encode; the few it does not finish quickly go to the SAT solver, seeded with
everything the native run proved (its root board after propagation and probing) and with the
solutions it found, which are kept and blocked.  Without python-sat, ``auto`` is the native
search alone.  The budget was measured on TAAI 2011 and the survey (docs/solver-experiments.md).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..model import Grid, Puzzle
from ..result import Result, Status
from . import available

NATIVE_BUDGET = 0.2
"""CPU seconds (of this process) the native search gets before the SAT engine takes over."""


def solve_auto(
    puzzle: Puzzle,
    max_solutions: int = 2,
    timeout: float | None = None,
    cancel: Callable[[], bool] | None = None,
    trace: Callable[[str], None] | None = None,
    start: Grid | None = None,
    budget: float = NATIVE_BUDGET,
) -> Result:
    """``solver.solve`` by the portfolio: native for ``budget`` seconds, then SAT (when installed)."""
    from ..solver import solve

    if not available():
        return solve(puzzle, max_solutions, timeout, cancel, trace, start)
    began = time.perf_counter()
    clock = time.process_time()

    def enough() -> bool:  # the budget is CPU time: on a busy machine wall-clock time would shrink it
        return time.process_time() - clock > budget or (cancel is not None and cancel())

    native = solve(puzzle, max_solutions, timeout, enough, trace, start)
    spent = time.perf_counter() - began
    if native.status is not Status.TIMEOUT or (timeout is not None and spent >= timeout):
        return native
    if cancel is not None and cancel():
        return native
    if trace:
        trace(f"auto: native search unfinished after {spent:.2f} s, handing over to the SAT engine")
    from .engine import solve_sat

    rest = None if timeout is None else timeout - spent
    if native.stats.search_nodes:  # root probing reached its fixpoint: the native grid is the seed
        result = solve_sat(puzzle, max_solutions, rest, cancel, trace, start, known=native.grid,
                           line_grid=native.line_grid, found=native.solutions, stats=native.stats)
    else:  # stopped while probing the root (a big picture): finish probing from where it stopped
        result = solve_sat(puzzle, max_solutions, rest, cancel, trace, native.grid or start,
                           found=native.solutions, stats=native.stats)
        result.line_grid = native.line_grid or result.line_grid
    result.elapsed_ms = (time.perf_counter() - began) * 1000
    if result.status is Status.TIMEOUT and not result.grid:
        result.grid = native.grid
    return result
