"""The SAT engine against exhaustive enumeration: solution *sets*, verdicts, every encoding.

Each puzzle is solved several ways: seeded by native logic (what ``engine="sat"`` does) with the
automaton and the block-start encodings, and from open domains (no native help: the encoding
alone must be right) with each line encoding and the race of two.  Each asks for more solutions
than exist, so the set found must equal the enumerated one.
"""

from __future__ import annotations

import random

import pytest

from nonogram_core import Puzzle, PuzzleError, Status, puzzle_from_picture, satisfies, solve
from nonogram_core.limits import Limits
from nonogram_core.model import unknown_cell
from tests.oracles.bw_bruteforce import enumerate_solutions as bw_solutions
from tests.oracles.colour_bruteforce import blot, clues_of, enumerate_solutions, mutate, puzzle_of, random_grid, text_of
from tests.oracles.random_pictures import random_picture

from .helpers import requires_pysat

pytestmark = requires_pysat

VERDICT = {0: Status.NONE, 1: Status.UNIQUE}


def solve_every_way(puzzle: Puzzle, want: set[tuple[str, ...]]) -> None:
    from nonogram_core.sat.encode import ENCODINGS
    from nonogram_core.sat.engine import solve_sat

    limit = len(want) + 1
    open_domains = [[unknown_cell(puzzle)] * puzzle.width for _ in range(puzzle.height)]
    results = [solve(puzzle, max_solutions=limit, engine="sat")]
    limits = Limits(max_solutions=limit)
    results += [solve_sat(puzzle, limits, known=open_domains, encoding=name) for name in (*ENCODINGS, "race")]
    results.append(solve_sat(puzzle, limits, encoding="starts"))  # seeded: settled cells as constants
    for result in results:
        assert result.engine == "sat"
        assert result.status is VERDICT.get(len(want), Status.MULTIPLE), (puzzle, result.status)
        assert set(result.solutions) == want
        assert len(result.solutions) == len(want)
        assert all(satisfies(puzzle, s) for s in result.solutions)


def test_black_and_white_random_pictures() -> None:
    rng = random.Random(5)
    for seed in range(40):
        width, height = rng.randint(2, 6), rng.randint(2, 6)
        picture = random_picture(width, height, seed, density=rng.choice((0.3, 0.5, 0.7)))
        puzzle = puzzle_from_picture(picture)
        solve_every_way(puzzle, set(bw_solutions(puzzle)))


def test_black_and_white_contradictions() -> None:
    """Row clues shuffled between rows: many have no solution (the totals still agree)."""
    rng = random.Random(6)
    verdicts = set()
    for seed in range(30):
        puzzle = puzzle_from_picture(random_picture(5, 5, 100 + seed))
        rows = list(puzzle.rows)
        rng.shuffle(rows)
        shuffled = Puzzle(rows=tuple(rows), cols=puzzle.cols)
        want = set(bw_solutions(shuffled))
        verdicts.add(min(len(want), 2))
        solve_every_way(shuffled, want)
    assert 0 in verdicts


@pytest.mark.parametrize("colours", [3, 4])
def test_colour_random_and_mutated(colours: int) -> None:
    rng = random.Random(colours)
    verdicts = set()
    for _ in range(25):
        rows, cols = map(list, clues_of(random_grid(rng, rng.choice((3, 4)), 4, colours, rng.choice((0.2, 0.5)))))
        if rng.random() < 0.3:
            mutate(rng, rows, cols, colours)
        want = {text_of(grid, colours) for grid in enumerate_solutions(rows, cols, colours)}
        verdicts.add(min(len(want), 2))
        try:
            puzzle = puzzle_of(rows, cols, colours)
        except PuzzleError:  # a mutated clue too long for its line is refused when built: truly no solution
            assert not want, (rows, cols)
            continue
        solve_every_way(puzzle, want)
    assert verdicts >= {1, 2}


@pytest.mark.parametrize("colours", [2, 3])
def test_blotted(colours: int) -> None:
    rng = random.Random(20 + colours)
    verdicts = set()
    for _ in range(25):
        rows, cols = map(list, clues_of(random_grid(rng, rng.choice((3, 4)), 4, colours)))
        rows, cols = blot(rng, rows, 0.4), blot(rng, cols, 0.4)
        want = {text_of(grid, colours) for grid in enumerate_solutions(rows, cols, colours)}
        verdicts.add(min(len(want), 2))
        solve_every_way(puzzle_of(rows, cols, colours), want)
    assert verdicts >= {1, 2}


def test_sat_and_native_agree_on_verdicts() -> None:
    for seed in range(15):
        puzzle = puzzle_from_picture(random_picture(10, 10, 300 + seed, density=0.45))
        native, sat = solve(puzzle, engine="native"), solve(puzzle, engine="sat")
        assert native.engine == "native" and sat.engine == "sat"
        assert native.status is sat.status
        if sat.status is Status.UNIQUE:
            assert sat.solutions == native.solutions
