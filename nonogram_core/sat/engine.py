"""The SAT engine: seed with native logic, encode, solve, block each solution, decide.

The same contract as the native search (``solver.solve``): up to ``max(2, max_solutions)``
distinct solutions, found one after another by adding a clause that forbids the last one (a
*blocking clause* over the cells logic left open); the solver answering "unsatisfiable" proves
that the solutions found are all there are.  Every solution is re-checked against the clues
(``model.satisfies``) before it is reported.

Seeding (native propagation and probing) runs here and checks the deadline as the native engine
does; encoding and solving run in a forked child process that is killed the moment the deadline
passes or ``cancel`` says stop (``child``), so every deadline is kept to a few milliseconds.  Where
forking is not safe they run in this process, with the solver called in interruptible slices
(``cdcl``), which may overrun.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence

from ..limits import NO_LIMITS, Deadline, Interrupted, Limits
from ..model import Cell, Grid, Puzzle, colour_chars, grid_from_text, satisfies, unknown_cell
from ..result import Result, Solution, Stats, Status, verdict
from . import SatEngineError, require_pysat
from .cdcl import models
from .child import ForkError, Send, can_fork, run_forked
from .seed import seed

DEFAULT_SOLVER = "cadical195"
"""The python-sat solver used unless another is named (see docs/solver-experiments.md, "SAT")."""
def default_encoding(puzzle: Puzzle) -> str:
    """The line encoding for ``puzzle`` when none is named: the automaton, on every board.

    Block starts won on one survey puzzle and lost on three, and neither won clearly on TAAI
    (measurements: docs/solver-experiments.md, "The SAT engine's default encoding")."""
    return "automaton"


def solve_sat(
    puzzle: Puzzle,
    limits: Limits = NO_LIMITS,
    start: Grid | None = None,
    *,
    known: Grid | None = None,
    line_grid: Grid | None = None,
    found: Sequence[Solution] = (),
    stats: Stats | None = None,
    encoding: str | None = None,
    solver: str = DEFAULT_SOLVER,
    probing: bool = True,
    fork: bool | None = None,
) -> Result:
    """``solver.solve`` with the SAT engine (same arguments, same ``Result``, ``engine="sat"``).

    ``encoding``: ``encode.ENCODINGS`` or ``race``; by default ``default_encoding(puzzle)``.
    ``known`` skips the seeding: the cells a native run already settled (its ``Result.grid``),
    with its ``line_grid``, ``stats`` and the solutions it ``found`` (kept, and blocked).
    ``fork``: solve in a child process that the deadline kills (by default where ``child.can_fork``).
    """
    require_pysat()
    encoding = encoding or default_encoding(puzzle)
    began = time.perf_counter()
    stats = stats if stats is not None else Stats()
    limit = limits.wanted
    trace = limits.trace
    solutions: list[Solution] = list(found)
    deadline = limits.deadline()
    domains = known

    def finish(status: Status, grid: Grid | None) -> Result:
        if status is Status.UNIQUE:
            grid = _solution_grid(puzzle, solutions[0])
        elif grid is None and status is Status.TIMEOUT:  # stopped while seeding: nothing proved yet
            grid = [[unknown_cell(puzzle)] * puzzle.width for _ in range(puzzle.height)]
        return Result(status, list(solutions), grid or [], line_grid, stats,
                      (time.perf_counter() - began) * 1000, engine="sat")

    if puzzle.problems():
        return finish(Status.NONE, None)
    try:
        if domains is None:
            domains, line_grid = seed(puzzle, stats, deadline, start, probing)
            if domains is None:
                return finish(Status.NONE, None)
            if trace:
                trace(f"sat: logic settled {_settled(domains)} of {puzzle.width * puzzle.height} cells")
        forked = can_fork() if fork is None else fork
        try:
            _collect(puzzle, _forked if forked else models, domains, encoding, solver, solutions, limit, deadline,
                     trace)
        except ForkError as error:  # no process to spare (EAGAIN, ENOMEM): solve here, in slices
            if trace:
                trace(f"sat: {error}; solving in this process")
            _collect(puzzle, models, domains, encoding, solver, solutions, limit, deadline, trace)
    except Interrupted:
        return finish(Status.TIMEOUT, domains)
    return finish(verdict(solutions), domains)


def _collect(
    puzzle: Puzzle, search: Callable[..., Iterator[Solution]], domains: Grid, encoding: str, name: str,
    solutions: list[Solution], limit: int, deadline: Deadline, trace: Callable[[str], None] | None,
) -> None:
    """Add the solutions ``search`` finds to ``solutions``, each checked first."""
    for solution in search(puzzle, domains, encoding, name, tuple(solutions), limit, deadline, trace):
        _check(puzzle, solution, solutions)
        solutions.append(solution)
        if trace:
            trace(f"sat: solution {len(solutions)}")


def _forked(
    puzzle: Puzzle, domains: Grid, encoding: str, name: str, found: Sequence[Solution], limit: int,
    deadline: Deadline, trace: Callable[[str], None] | None = None,
) -> Iterator[Solution]:
    """``cdcl.models`` run in a forked child (``child.run_forked``): the same solutions, and
    ``Interrupted`` the moment ``deadline`` says stop."""
    import pysat.solvers  # noqa: F401 - imported here, so the child never imports anything

    def body(send: Send) -> None:
        def relay(line: str) -> None:
            send(("trace", line))

        for solution in models(puzzle, domains, encoding, name, found, limit, Deadline(None), trace and relay):
            send(("solution", solution))

    messages = run_forked(body, deadline)
    try:
        for kind, value in messages:
            if kind == "trace" and trace:
                trace(value)
            elif kind == "solution":
                yield value
    finally:
        messages.close()


def _check(puzzle: Puzzle, solution: Solution, solutions: Sequence[Solution]) -> None:
    """Never a silent wrong answer: every solution the solver gives is re-checked."""
    if not satisfies(puzzle, solution):
        raise SatEngineError(f"the SAT engine produced a grid that breaks the clues: {solution}")
    if solution in solutions:
        raise SatEngineError("the SAT engine found a solution twice despite its blocking clause")


def _settled(domains: Grid) -> int:
    return sum(1 for row in domains for cell in row if not cell & (cell - 1))


def _solution_grid(puzzle: Puzzle, solution: Solution) -> Grid:
    chars = colour_chars(puzzle)
    if len(chars) == 2:
        return grid_from_text(solution) if puzzle.is_black_and_white else [
            [Cell(1 << chars.index(ch)) for ch in row] for row in solution]
    bit_of = {ch: 1 << k for k, ch in enumerate(chars)}
    return [[bit_of[ch] for ch in row] for row in solution]
