"""The SAT engine keeps the native engine's contract: max_solutions, timeout, cancel, start, auto."""

from __future__ import annotations

import sys
import time

import pytest

from nonogram_core import Puzzle, Status, satisfies, solve
from nonogram_core.limits import Limits
from tests.corpora import CORPORA, REASON

from .helpers import requires_pysat

PUZZLES = CORPORA
PERMUTATIONS = Puzzle(rows=((1,),) * 4, cols=((1,),) * 4)
"""Every 4x4 permutation matrix: 24 solutions."""


@requires_pysat
@pytest.mark.parametrize(("asked", "found"), [(5, 5), (24, 24), (30, 24)])
def test_max_solutions_by_blocking_clauses(asked: int, found: int) -> None:
    result = solve(PERMUTATIONS, max_solutions=asked, engine="sat")
    assert result.status is Status.MULTIPLE
    assert len(result.solutions) == len(set(result.solutions)) == found
    assert all(satisfies(PERMUTATIONS, s) for s in result.solutions)


@requires_pysat
def test_start_grid_restricts_the_solutions() -> None:
    from nonogram_core import Cell

    start = [[Cell.FILLED, *[Cell.UNKNOWN] * 3]] + [[Cell.UNKNOWN] * 4 for _ in range(3)]
    result = solve(PERMUTATIONS, max_solutions=30, engine="sat", start=start)
    assert len(result.solutions) == 6 and all(s[0][0] == "#" for s in result.solutions)


def hard_puzzle() -> Puzzle:
    """TAAI 2011 #652: seconds of SAT solving after native logic (native alone: over 60 s)."""
    source = PUZZLES / "tournament" / "taai2011.txt"
    if not source.exists():
        pytest.skip(REASON)
    from nonogram_core import read_file

    return read_file(source)[651]


@requires_pysat
@pytest.mark.parametrize(("solver", "fork"), [("cadical195", True), ("cadical195", False), ("glucose4", False)])
def test_timeout_is_honoured_inside_the_sat_solver(solver: str, fork: bool) -> None:
    """In a forked child that is killed at the deadline (the default on Linux), and in-process:
    CaDiCaL in slices of conflicts, Glucose interrupted by a watcher thread."""
    import pysat.solvers  # noqa: F401 - loaded before the clock starts (a second on a busy machine)

    from nonogram_core.sat.engine import solve_sat

    puzzle = hard_puzzle()
    began = time.perf_counter()
    result = solve_sat(puzzle, Limits(timeout=0.4), solver=solver, fork=fork)
    spent = time.perf_counter() - began
    assert result.status is Status.TIMEOUT and result.engine == "sat"
    assert spent < (1.5 if fork else 30), spent  # wall-clock: in-process slices may overrun on a busy machine
    assert result.grid and len(result.grid) == puzzle.height  # what logic settled is kept


@requires_pysat
def test_cancel_stops_the_sat_engine() -> None:
    import pysat.solvers  # noqa: F401

    puzzle = hard_puzzle()
    began = time.perf_counter()
    result = solve(puzzle, engine="sat", cancel=lambda: time.perf_counter() - began > 0.3)
    assert result.status is Status.TIMEOUT
    assert time.perf_counter() - began < 1.5


@requires_pysat
def test_auto_hands_what_native_found_over_to_sat() -> None:
    from nonogram_core.sat.portfolio import solve_auto

    quick = solve_auto(PERMUTATIONS, Limits(max_solutions=3))
    assert quick.engine == "native" and quick.status is Status.MULTIPLE
    handed = solve_auto(PERMUTATIONS, Limits(max_solutions=30), budget=0)
    assert handed.engine == "sat" and len(set(handed.solutions)) == 24


@requires_pysat
def test_auto_keeps_and_blocks_the_native_solutions() -> None:
    """8x8 permutations (40,320 solutions), 300 asked for: the native search finds some within its
    budget, the SAT engine the rest, none twice."""
    from nonogram_core.sat.portfolio import solve_auto

    puzzle = Puzzle(rows=((1,),) * 8, cols=((1,),) * 8)
    result = solve_auto(puzzle, Limits(max_solutions=300), budget=2000)
    assert result.engine == "sat" and result.status is Status.MULTIPLE
    assert len(set(result.solutions)) == len(result.solutions) == 300
    assert all(satisfies(puzzle, s) for s in result.solutions)


def test_auto_without_python_sat_is_native(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pysat", None)  # find_spec answers None: not installed
    result = solve(PERMUTATIONS, engine="auto")
    assert result.engine == "native" and result.status is Status.MULTIPLE


def test_sat_without_python_sat_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    from nonogram_core.sat import SatUnavailableError

    monkeypatch.setitem(sys.modules, "pysat", None)
    with pytest.raises(SatUnavailableError, match=r"pip install 'nonogram_core\[sat\]'"):
        solve(PERMUTATIONS, engine="sat")


def test_unknown_engine_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown engine 'fast'.*auto, native, sat"):
        solve(PERMUTATIONS, engine="fast")


@requires_pysat
def test_contradictions_visible_before_solving_are_none() -> None:
    result = solve(Puzzle(rows=((2,), (2,)), cols=((1,), (1,))), engine="sat")
    assert result.status is Status.NONE and result.engine == "sat"
