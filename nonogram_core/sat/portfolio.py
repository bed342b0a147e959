"""``engine="auto"``: the native search first, for a counted amount of work, then the SAT engine.

Most puzzles are settled by the native search in a fraction of a second, less than python-sat
takes to load and encode; the few it does not finish quickly go to the SAT solver, seeded with
everything the native run proved (its root board after propagation and probing) and with the
solutions it found, which are kept and blocked.  Without python-sat, ``auto`` is the native
search alone.  The budget was measured on TAAI 2011 and the survey (docs/solver-experiments.md).
"""

from __future__ import annotations

import time
from dataclasses import replace

from ..limits import NO_LIMITS, Limits
from ..model import Grid, Puzzle
from ..native import solve_native
from ..result import Result, Stats, Status
from . import PICTURE_CELLS, available

NATIVE_WORK = 200_000
"""The native search's budget, in ``Stats.work`` units, before the SAT engine takes over: about
0.2 s of CPU here (one unit is about a microsecond: 0.9-1.2 million a second on TAAI, the survey and
n-Dom).  Work, not seconds: a hand-over timed by the clock moved with the machine's load, and with
it which engine answered and which second solution it reported."""
PICTURE_WORK = 2_000_000
"""The same on boards over ``PICTURE_CELLS``: drawn pictures, which the native search's
local strategy solves well (survey: Marley 0.92 million units natively, 3.6 s of CPU handed to
SAT; Lion 1.04 million, 2.6 s), while Thing and Gettys take seconds to tens of seconds either way."""


def native_budget(puzzle: Puzzle) -> int:
    """The native search's work budget (``Stats.work``) in ``auto`` for ``puzzle``."""
    return PICTURE_WORK if puzzle.width * puzzle.height > PICTURE_CELLS else NATIVE_WORK


def solve_auto(puzzle: Puzzle, limits: Limits = NO_LIMITS, start: Grid | None = None, *,
               budget: int | None = None) -> Result:
    """``solver.solve`` by the portfolio: native for ``budget`` units of work (``native_budget``),
    then SAT (when installed), with what the native run proved and found."""
    if not available():
        return solve_native(puzzle, limits, start)
    budget = native_budget(puzzle) if budget is None else budget
    began = time.perf_counter()
    stats = Stats()
    cancel = limits.cancel

    def enough() -> bool:  # polled at the same points of every run: the hand-over is deterministic
        return stats.work() > budget or (cancel is not None and cancel())

    deadline = limits.deadline()  # one deadline for both engines, started now
    native = solve_native(puzzle, replace(limits, cancel=enough), start, stats=stats)
    if native.status is not Status.TIMEOUT or deadline.passed():
        return native
    if cancel is not None and cancel():
        return native
    if limits.trace:
        limits.trace(f"auto: native search unfinished after {stats.work()} units of work, handing over to the "
                     "SAT engine")
    from .engine import solve_sat

    rest = replace(limits, timeout=deadline.remaining())
    if native.stats.search_nodes:  # root probing reached its fixpoint: the native grid is the seed
        result = solve_sat(puzzle, rest, start, known=native.grid, line_grid=native.line_grid,
                           found=native.solutions, stats=native.stats)
    else:  # stopped while probing the root (a big picture): finish probing from where it stopped
        result = solve_sat(puzzle, rest, native.grid or start, found=native.solutions, stats=native.stats)
        result.line_grid = native.line_grid or result.line_grid
    result.elapsed_ms = (time.perf_counter() - began) * 1000
    if result.status is Status.TIMEOUT and not result.grid:
        result.grid = native.grid
    return result
