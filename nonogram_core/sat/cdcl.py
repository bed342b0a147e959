"""Calls to the CDCL solver: every new solution of the encoded puzzle, one after another.

``models`` encodes the seeded puzzle, loads it into python-sat, and yields each solution the solver
finds, forbidding it with a *blocking clause* over the cells logic left open before looking for the
next; the solver answering "unsatisfiable" proves there are no more.  It honours a ``Deadline``
itself (encoding checks it between lines; a solve is cut into interruptible calls), which is how the
engine runs where it cannot fork; in a forked child (``child``) it runs with no deadline, and the
parent kills it instead.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ..limits import Deadline, Interrupted
from ..model import Grid, Puzzle, colour_chars
from ..result import Solution
from .encode import FALSE, TRUE, Formula, encode

RACES = {"race": ("automaton", "starts")}
"""Encodings that run several formulas side by side, each in its own solver, taking turns."""
RACES_NAMES = RACES["race"]
SLICE_CONFLICTS = 2000
"""Conflicts in the first call for solvers python-sat cannot interrupt (see ``_sliced``)."""
SLICE_SECONDS = 1.0
"""The longest a slice may run at the measured rate: ``cancel`` is polled at least this often."""
POLL_SECONDS = 0.02
"""How often the watcher thread checks the deadline and ``cancel`` while a solver runs."""


def models(
    puzzle: Puzzle, domains: Grid, encoding: str, name: str, found: Sequence[Solution], limit: int,
    deadline: Deadline, trace: Callable[[str], None] | None = None,
) -> Iterator[Solution]:
    """Each solution of ``puzzle`` within ``domains`` other than those ``found``, until there are
    ``limit`` in all or no more; ``Interrupted`` when ``deadline`` stops it first.

    With several formulas (a race), each has its own solver; they take turns, the first to answer
    gives the answer, and every solution found is blocked in all of them."""
    from pysat.solvers import Solver

    formulas = [encode(puzzle, domains, each, deadline) for each in RACES.get(encoding, (encoding,))]
    if trace:
        sizes = ", ".join(f"{f.top} variables and {len(f.clauses)} clauses" for f in formulas)
        trace(f"sat: {sizes} ({encoding}, {name})")
    chars = colour_chars(puzzle)
    solvers: list[Any] = []
    try:
        for formula in formulas:
            solvers.append(Solver(name=name, bootstrap_with=formula.clauses))
            deadline.check()
        for solution in found:  # found by a native run before: look for others
            _block(formulas, solvers, solution, chars)
        count = len(found)
        while count < limit:
            answer, winner = _limited(solvers, name, deadline)
            if answer is None:
                raise Interrupted("timeout")
            if not answer:
                return
            solution = _decode(formulas[winner], solvers[winner].get_model(), chars)
            if trace and len(solvers) > 1:
                trace(f"sat: solution {count + 1} by {RACES_NAMES[winner]}")
            yield solution
            count += 1
            _block(formulas, solvers, solution, chars)
    finally:
        for sat in solvers:
            sat.delete()


def _block(formulas: list[Formula], solvers: list[Any], solution: Solution, chars: Sequence[str]) -> None:
    for formula, sat in zip(formulas, solvers, strict=True):
        sat.add_clause(_blocking(formula, solution, chars))


def _limited(solvers: list[Any], name: str, deadline: Deadline) -> tuple[bool | None, int]:
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


def _sliced(solvers: list[Any], deadline: Deadline) -> tuple[bool | None, int]:
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
