"""The SAT engine: seed with native logic, encode, solve, block each solution, decide.

The same contract as the native search (``solver.solve``): up to ``max(2, max_solutions)``
distinct solutions, found one after another by adding a clause that forbids the last one (a
*blocking clause* over the cells logic left open); the solver answering "unsatisfiable" proves
that the solutions found are all there are.  Every solution is re-checked against the clues
(``model.satisfies``) before it is reported.

The deadline and ``cancel`` are honoured inside the SAT solver: solvers that can be interrupted
(Glucose, MiniSat, MapleChrono...) are interrupted by a watcher thread; CaDiCaL, which python-sat
cannot interrupt, runs in slices of ``SLICE_CONFLICTS`` conflicts with the clock checked between.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence

from ..model import Cell, Grid, Puzzle, colour_chars, grid_from_text, satisfies, unknown_cell
from ..propagate import Deadline, Interrupted
from ..result import Result, Solution, Stats, Status
from . import SatEngineError, require_pysat
from .encode import FALSE, TRUE, Formula, encode
from .seed import seed

DEFAULT_SOLVER = "cadical195"
"""The python-sat solver used unless another is named (see docs/solver-experiments.md, "SAT")."""
RACES = {"race": ("automaton", "starts")}
"""Encodings that run several formulas side by side, each in its own solver, taking turns."""
RACES_NAMES = RACES["race"]
SLICE_CONFLICTS = 2000
"""Conflicts in the first call for solvers python-sat cannot interrupt (see ``_sliced``)."""
SLICE_SECONDS = 1.0
"""The longest a slice may run at the measured rate: ``cancel`` is polled at least this often."""
POLL_SECONDS = 0.02
"""How often the watcher thread checks the deadline and ``cancel`` while a solver runs."""


def default_encoding(puzzle: Puzzle) -> str:
    """The line encoding for ``puzzle`` when none is named: the automaton, on every board.

    Block starts won on Thing (3.2-4.4 s against 5.5-7.7 s) but lost on Sierp (over 60 s against
    21 s), Nature (9.4 s against 4.6 s) and Gettys (27-33 s against 23 s); on TAAI's 25x25 neither
    won clearly (docs/solver-experiments.md, "SAT engine")."""
    return "automaton"


def solve_sat(
    puzzle: Puzzle,
    max_solutions: int = 2,
    timeout: float | None = None,
    cancel: Callable[[], bool] | None = None,
    trace: Callable[[str], None] | None = None,
    start: Grid | None = None,
    *,
    known: Grid | None = None,
    line_grid: Grid | None = None,
    found: Sequence[Solution] = (),
    stats: Stats | None = None,
    encoding: str | None = None,
    solver: str = DEFAULT_SOLVER,
    probing: bool = True,
) -> Result:
    """``solver.solve`` with the SAT engine (same arguments, same ``Result``, ``engine="sat"``).

    ``encoding``: ``encode.ENCODINGS`` or ``race``; by default ``default_encoding(puzzle)``.
    ``known`` skips the seeding: the cells a native run already settled (its ``Result.grid``),
    with its ``line_grid``, ``stats`` and the solutions it ``found`` (kept, and blocked).
    """
    require_pysat()
    encoding = encoding or default_encoding(puzzle)
    began = time.perf_counter()
    stats = stats if stats is not None else Stats()
    limit = max(2, max_solutions)
    solutions: list[Solution] = list(found)
    deadline = Deadline(timeout, cancel)
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
        formulas = [encode(puzzle, domains, name) for name in RACES.get(encoding, (encoding,))]
        if trace:
            sizes = ", ".join(f"{f.top} variables and {len(f.clauses)} clauses" for f in formulas)
            trace(f"sat: {sizes} ({encoding}, {solver})")
        complete = _search(puzzle, formulas, solutions, limit, deadline, solver, trace)
    except Interrupted:
        return finish(Status.TIMEOUT, domains)
    if not complete:
        return finish(Status.TIMEOUT, domains)
    if not solutions:
        return finish(Status.NONE, domains)
    return finish(Status.UNIQUE if len(solutions) == 1 else Status.MULTIPLE, domains)


def _search(
    puzzle: Puzzle, formulas: list[Formula], solutions: list[Solution], limit: int, deadline: Deadline,
    name: str, trace: Callable[[str], None] | None,
) -> bool:
    """Add solutions to ``solutions`` up to ``limit``; True when the search finished (found
    ``limit`` or proved there are no more), False when the deadline or ``cancel`` stopped it.

    With several formulas (a race), each has its own solver; they take turns, the first to answer
    gives the answer, and every solution found is blocked in all of them."""
    from pysat.solvers import Solver

    chars = colour_chars(puzzle)
    solvers = [Solver(name=name, bootstrap_with=formula.clauses) for formula in formulas]
    try:
        for solution in solutions:  # found by a native run before: look for others
            _block(formulas, solvers, solution, chars)
        while len(solutions) < limit:
            answer, winner = _limited(solvers, name, deadline)
            if answer is None:
                return False
            if not answer:
                return True
            solution = _decode(formulas[winner], solvers[winner].get_model(), chars)
            if not satisfies(puzzle, solution):
                raise SatEngineError(f"the SAT engine produced a grid that breaks the clues: {solution}")
            if solution in solutions:
                raise SatEngineError("the SAT engine found a solution twice despite its blocking clause")
            solutions.append(solution)
            if trace:
                trace(f"sat: solution {len(solutions)}" + (f" (by {RACES_NAMES[winner]})" if len(solvers) > 1 else ""))
            _block(formulas, solvers, solution, chars)
    finally:
        for sat in solvers:
            sat.delete()
    return True


def _block(formulas: list[Formula], solvers: list, solution: Solution, chars: Sequence[str]) -> None:
    for formula, sat in zip(formulas, solvers, strict=True):
        sat.add_clause(_blocking(formula, solution, chars))


def _limited(solvers: list, name: str, deadline: Deadline) -> tuple[bool | None, int]:
    """One answer, stopping at the deadline: ``(True or False, which solver gave it)``, or
    ``(None, -1)`` when stopped."""
    sat = solvers[0]
    if len(solvers) == 1 and deadline.end is None and deadline.cancel is None:
        return sat.solve(), 0
    if len(solvers) > 1 or name.startswith(("cadical", "kissat")):
        return _sliced(solvers, deadline)
    stop = threading.Event()

    def watch() -> None:
        while not stop.wait(POLL_SECONDS):
            if _expired(deadline):
                sat.interrupt()
                return

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        answer = sat.solve_limited(expect_interrupt=True)
    finally:
        stop.set()
        watcher.join()
    if answer is None:
        sat.clear_interrupt()
    return answer, 0 if answer is not None else -1


def _sliced(solvers: list, deadline: Deadline) -> tuple[bool | None, int]:
    """``solve_limited`` in slices of conflicts, the clock checked between them.

    Each call costs a restart and CaDiCaL's start-of-solve work: slices of 500 conflicts made
    TAAI #652 take 19.6 s instead of 3.4 s, slices of 5000 cost nothing measurable.  So a slice
    starts at ``SLICE_CONFLICTS`` and doubles, but never runs past the deadline at the rate
    measured so far, nor longer than ``SLICE_SECONDS`` (how often ``cancel`` is polled).
    """
    budgets = [SLICE_CONFLICTS] * len(solvers)
    while True:
        for turn, sat in enumerate(solvers):
            budget = budgets[turn]
            sat.conf_budget(budget)
            began = time.perf_counter()
            answer = sat.solve_limited()
            if answer is not None:
                return answer, turn
            if _expired(deadline):
                return None, -1
            rate = budget / max(time.perf_counter() - began, 1e-3)  # conflicts per second
            seconds = SLICE_SECONDS if deadline.end is None else min(SLICE_SECONDS, deadline.end - time.perf_counter())
            budgets[turn] = max(SLICE_CONFLICTS // 4, min(2 * budget, int(rate * seconds)))


def _expired(deadline: Deadline) -> bool:
    try:
        deadline.check()
    except Interrupted:
        return True
    return False


def _decode(formula: Formula, model: list[int], chars: Sequence[str]) -> Solution:
    """The grid a satisfying assignment describes, as rows of ``chars``."""
    def true(lit: int) -> bool:
        if lit == TRUE:
            return True
        if lit == FALSE:
            return False
        value = model[abs(lit) - 1]
        return value > 0 if lit > 0 else value < 0

    rows = []
    for row in formula.lits:
        rows.append("".join(chars[next(k for k, lit in enumerate(lits) if lit != FALSE and true(lit))]
                            for lits in row))
    return tuple(rows)


def _blocking(formula: Formula, solution: Solution, chars: Sequence[str]) -> list[int]:
    """The clause "some open cell differs from ``solution``"."""
    index = {ch: k for k, ch in enumerate(chars)}
    clause = []
    for r, row in enumerate(solution):
        for c, ch in enumerate(row):
            lit = formula.lits[r][c][index[ch]]
            if lit not in (TRUE, FALSE):
                clause.append(-lit)
    return clause


def _settled(domains: Grid) -> int:
    return sum(1 for row in domains for cell in row if not cell & (cell - 1))


def _solution_grid(puzzle: Puzzle, solution: Solution) -> Grid:
    chars = colour_chars(puzzle)
    if len(chars) == 2:
        return grid_from_text(solution) if puzzle.is_black_and_white else [
            [Cell(1 << chars.index(ch)) for ch in row] for row in solution]
    bit_of = {ch: 1 << k for k, ch in enumerate(chars)}
    return [[bit_of[ch] for ch in row] for row in solution]
