"""Random colour puzzles bigger than enumeration reaches: verdicts against an independent solver,
and large random grids (the hardest kind for the search) within a time limit."""

from __future__ import annotations

import random
import time

import pytest

from nonogram_core import Status, satisfies, solve
from tests.oracles.colour_bruteforce import clues_of, enumerate_solutions, mutate, puzzle_of, random_grid, text_of
from tests.oracles.colour_plain_solver import BudgetExceeded, count_solutions


def blocks(lines) -> list[list[tuple[int, int]]]:
    return [list(zip(lengths, shades, strict=True)) for lengths, shades in lines]


def independent_verdict(rows, cols, colours: int) -> tuple[Status, list]:
    found = count_solutions(blocks(rows), blocks(cols), colours)
    return (Status.NONE, Status.UNIQUE, Status.MULTIPLE)[len(found)], found


@pytest.mark.parametrize("seed", range(40))
def test_independent_solver_agrees_with_enumeration(seed: int) -> None:
    """The checker itself, against enumeration on grids small enough for it."""
    rng = random.Random(seed)
    colours = rng.randint(3, 4)
    rows, cols = map(list, clues_of(random_grid(rng, 4, 4, colours, rng.uniform(0.2, 0.6))))
    if seed % 3 == 0:
        mutate(rng, rows, cols, colours)
    truth = enumerate_solutions(rows, cols, colours)
    verdict, found = independent_verdict(rows, cols, colours)
    assert verdict is (Status.NONE, Status.UNIQUE, Status.MULTIPLE)[min(len(truth), 2)]
    assert all(grid in truth for grid in found)


@pytest.mark.parametrize("seed", range(24))
def test_medium_random_verdicts_match_independent_solver(seed: int) -> None:
    """12x12 to 15x15, 2-3 inks, a third of them with one block changed (often contradictory)."""
    rng = random.Random(1000 + seed)
    colours = rng.randint(3, 4)
    size = rng.randint(12, 15)
    rows, cols = map(list, clues_of(random_grid(rng, size, size, colours, rng.uniform(0.3, 0.6))))
    if seed % 3 == 0:
        mutate(rng, rows, cols, colours)
    try:
        verdict, found = independent_verdict(rows, cols, colours)
    except BudgetExceeded:  # pragma: no cover - the seeds are chosen to be decided
        pytest.skip("the independent solver ran out of budget")
    puzzle = puzzle_of(rows, cols, colours)
    result = solve(puzzle, timeout=30)
    assert result.status is verdict
    assert all(satisfies(puzzle, solution) for solution in result.solutions)
    if verdict is Status.UNIQUE:
        assert result.solutions == [text_of(found[0], colours)]
    if verdict is Status.MULTIPLE:
        assert len(set(result.solutions)) >= 2


HARD_SEEDS = {0, 2, 4, 6, 7}
"""Seeds whose grid the search does not finish in 20 s CPU (issue 14, docs/colour.md "Random
puzzles"): after root probing about 1000 cells are still open and no search here (two or three
strategies, shared exhausted boards, a probe-free dive, dom/wdeg restarts) found a solution."""


@pytest.mark.slow
@pytest.mark.parametrize(
    "seed",
    [
        pytest.param(seed, marks=pytest.mark.xfail(reason="times out: see HARD_SEEDS")) if seed in HARD_SEEDS else seed
        for seed in range(8)
    ],
)
def test_large_random_grids_finish(seed: int) -> None:
    """30x30 to 40x40 random grids with 2-3 inks and 40-60% background finish within 20 s CPU
    (the hardest kind for the search; a timeout is a wrong verdict for a judge)."""
    rng = random.Random(2000 + seed)
    colours = rng.randint(3, 4)
    width, height = rng.randint(30, 40), rng.randint(30, 40)
    rows, cols = map(list, clues_of(random_grid(rng, height, width, colours, rng.uniform(0.4, 0.6))))
    puzzle = puzzle_of(rows, cols, colours)
    began = time.process_time()
    result = solve(puzzle, cancel=lambda: time.process_time() - began > 20)
    assert result.status in (Status.UNIQUE, Status.MULTIPLE)  # a picture's own clues always have it
    assert all(satisfies(puzzle, solution) for solution in result.solutions)
