"""The colour pipeline against exhaustive enumeration (``colour_bruteforce``): verdicts and solution sets.

Every clue set of small grids (every grid of the size and palette, grouped by clues), random 4x4
puzzles with 2-3 colours, contradictory variants (a block one longer or of another colour) and
blotted variants.  Each solve asks for more solutions than exist, so the solution *set* must equal
the enumerated one, and every solution must re-derive the clues (``satisfies``).
"""

from __future__ import annotations

import random

import pytest

from nonogram_core import PuzzleError, Status, satisfies, solve
from tests.oracles.colour_bruteforce import (
    all_clue_sets,
    blot,
    clues_of,
    enumerate_solutions,
    mutate,
    puzzle_of,
    random_grid,
    text_of,
)


def check(rows, cols, colours: int, truth: list) -> None:
    """``solve`` finds exactly the enumerated solutions, with the matching verdict."""
    try:
        puzzle = puzzle_of(rows, cols, colours)
    except PuzzleError:  # a clue too long for its line is refused when the puzzle is built: truly no solution
        assert truth == [], (rows, cols)
        return
    result = solve(puzzle, max_solutions=len(truth) + 1, timeout=20)
    want = {text_of(grid, colours) for grid in truth}
    assert result.status is {0: Status.NONE, 1: Status.UNIQUE}.get(len(want), Status.MULTIPLE), (rows, cols)
    assert set(result.solutions) == want, (rows, cols)
    assert len(result.solutions) == len(want)
    assert all(satisfies(puzzle, s) for s in result.solutions)


SMALL_GRIDS = [(2, 3, 3), (3, 2, 3), (2, 2, 4), pytest.param(3, 3, 3, marks=pytest.mark.slow)]
"""(height, width, colours incl. background); 3x3 with 3 colours solves about 10 000 clue sets (several seconds)."""


@pytest.mark.parametrize(("height", "width", "colours"), SMALL_GRIDS)
def test_every_clue_set_of_small_grids(height: int, width: int, colours: int) -> None:
    groups = all_clue_sets(height, width, colours)
    assert sum(len(grids) for grids in groups.values()) == colours ** (height * width)
    assert any(len(grids) > 1 for grids in groups.values())  # the set holds multiple-solution clue sets
    for (rows, cols), grids in groups.items():
        check(rows, cols, colours, grids)


@pytest.mark.parametrize(("size", "colours"), [(4, 2), (4, 3), (4, 4), (5, 3)])
def test_random_grids(size: int, colours: int) -> None:
    rng = random.Random(size * 10 + colours)
    for _ in range(40):
        rows, cols = clues_of(random_grid(rng, size, size, colours, rng.choice((0.2, 0.4, 0.6))))
        check(rows, cols, colours, enumerate_solutions(rows, cols, colours))


def test_contradictory_variants() -> None:
    """Mutated clue sets: many have no solution, some still have; the enumeration says which."""
    rng = random.Random(7)
    verdicts = set()
    for _ in range(80):
        colours = rng.choice((2, 3, 4))
        rows, cols = map(list, clues_of(random_grid(rng, rng.choice((3, 4)), 4, colours)))
        mutate(rng, rows, cols, colours)
        truth = enumerate_solutions(rows, cols, colours)
        verdicts.add(min(len(truth), 2))
        check(rows, cols, colours, truth)
    assert 0 in verdicts


def test_blotted_variants() -> None:
    """Blotted numbers on small grids, in 2-colour (black-and-white blotted) and colour puzzles."""
    rng = random.Random(11)
    verdicts = set()
    for _ in range(80):
        colours = rng.choice((2, 3))
        rows, cols = map(list, clues_of(random_grid(rng, rng.choice((3, 4)), 4, colours)))
        rows, cols = blot(rng, rows, 0.3), blot(rng, cols, 0.3)
        if rng.random() < 0.3:
            mutate(rng, rows, cols, colours)
        truth = enumerate_solutions(rows, cols, colours)
        verdicts.add(min(len(truth), 2))
        check(rows, cols, colours, truth)
    assert verdicts >= {1, 2}


def test_start_grids() -> None:
    """A ``start`` grid keeps exactly the enumerated solutions whose every cell it allows."""
    rng = random.Random(13)
    verdicts = set()
    for _ in range(60):
        colours = rng.choice((3, 4))
        size = rng.choice((3, 4))
        picture = random_grid(rng, size, size, colours, 0.3)
        rows, cols = clues_of(picture)
        # a quarter of the cells restricted, most of them still allowing the picture's colour
        start = [[(1 << colours) - 1 if rng.random() < 0.75 else
                  rng.randrange(1 << colours) | (1 << cell if rng.random() < 0.8 else 0) for cell in line]
                 for line in picture]
        truth = [grid for grid in enumerate_solutions(rows, cols, colours)
                 if all(start[r][c] >> grid[r][c] & 1 for r in range(size) for c in range(size))]
        puzzle = puzzle_of(rows, cols, colours)
        result = solve(puzzle, max_solutions=len(truth) + 1, start=start)
        assert set(result.solutions) == {text_of(grid, colours) for grid in truth}
        assert result.status is {0: Status.NONE, 1: Status.UNIQUE}.get(len(truth), Status.MULTIPLE)
        verdicts.add(result.status)
    assert verdicts == {Status.NONE, Status.UNIQUE, Status.MULTIPLE}


@pytest.mark.slow
def test_mixed_fuzz() -> None:
    """400 random 4x4-5x6 puzzles, 2-4 colours, some blotted, mutated or with two rows swapped."""
    rng = random.Random(100)
    for _ in range(400):
        colours, height, width = rng.choice((2, 3, 4)), rng.choice((4, 5)), rng.choice((4, 5, 6))
        rows, cols = map(list, clues_of(random_grid(rng, height, width, colours, rng.choice((0.2, 0.4, 0.6)))))
        if rng.random() < 0.4:
            rows, cols = blot(rng, rows, 0.3), blot(rng, cols, 0.3)
        if rng.random() < 0.3:
            mutate(rng, rows, cols, colours)
        if rng.random() < 0.2:
            a, b = rng.sample(range(height), 2)
            rows[a], rows[b] = rows[b], rows[a]
        check(rows, cols, colours, enumerate_solutions(rows, cols, colours))
