"""Colour puzzles (2 to 6 inks) from ``generate``: each promise checked by something else.

The grade by ``grade()`` (the colour hint ladder's replay), uniqueness by the solver and, on grids
small enough, by enumerating every solution (``tests/oracles/colour_line_truth``, no package code), the
logic class by the solver's ``line_grid`` and by an enumerated line fixpoint, the goal by
re-deriving the clues (``satisfies``).
"""

from __future__ import annotations

import time

import pytest

from nonogram_core import grade, satisfies, solve
from nonogram_core.generate import COLOUR_DIFFICULTIES, GenerationError, generate
from nonogram_core.model import colour_chars
from tests.oracles import colour_line_truth  # enumeration only, no code from nonogram_core

CASES = [(2, "trivial", 1), (3, "trivial", 2), (6, "trivial", 3), (2, "easy", 10), (3, "easy", 11), (4, "easy", 12),
         (5, "easy", 13), (6, "easy", 14), (2, "medium", 4), (4, "medium", 5), (6, "medium", 6), (2, "hard", 7),
         (3, "hard", 8), (5, "hard", 9)]


def _line_solved(puzzle) -> bool:
    return all(bin(int(cell)).count("1") == 1 for row in solve(puzzle).line_grid for cell in row)


@pytest.mark.parametrize(("inks", "difficulty", "seed"), CASES)
def test_grade_is_the_request_unique_and_the_goal_fits(inks: int, difficulty: str, seed: int) -> None:
    puzzle = generate(12, 10, difficulty, colours=inks, seed=seed)
    assert (puzzle.width, puzzle.height, len(puzzle.colours)) == (12, 10, inks + 1)
    result = solve(puzzle)
    assert result.status.value == "unique" and list(result.solutions[0]) == list(puzzle.goal)
    assert satisfies(puzzle, puzzle.goal)
    index = {ch: k for k, ch in enumerate(colour_chars(puzzle))}
    goal = [tuple(index[ch] for ch in row) for row in puzzle.goal]
    lines = [*goal, *zip(*goal, strict=True)]
    clues = zip((*puzzle.rows, *puzzle.cols), (*puzzle.row_colours, *puzzle.col_colours), strict=True)
    assert all(colour_line_truth.matches(line, *clue) for line, clue in zip(lines, clues, strict=True))
    assert grade(puzzle).grade == difficulty
    assert _line_solved(puzzle) == (difficulty != "hard")
    assert len({ch for row in puzzle.goal for ch in row} - {"."}) >= 2
    assert dict(puzzle.extra)["seed"] == str(seed) and dict(puzzle.extra)["grade"] == difficulty


@pytest.mark.parametrize(("difficulty", "seed"), [("trivial", 1), ("easy", 5), ("easy", 6), ("medium", 2),
                                                  ("hard", 3), ("hard", 4)])
def test_small_puzzles_against_enumeration(difficulty: str, seed: int) -> None:
    """6x6 with two inks: every solution enumerated (exactly one, the goal); line logic by enumeration."""
    puzzle = generate(6, 6, difficulty, colours=2, seed=seed) if difficulty != "hard" else \
        generate(7, 6, difficulty, colours=2, seed=seed)
    index = {ch: k for k, ch in enumerate(colour_chars(puzzle))}
    args = (puzzle.rows, puzzle.cols, puzzle.row_colours, puzzle.col_colours, 3)
    goal = tuple(tuple(index[ch] for ch in row) for row in puzzle.goal)
    assert colour_line_truth.solutions(*args) == [goal]
    fixpoint = colour_line_truth.line_fixpoint(*args)
    assert fixpoint is not None
    line_solved = all(cell & (cell - 1) == 0 for row in fixpoint for cell in row)
    assert line_solved == (difficulty != "hard")
    assert grade(puzzle).grade == difficulty


def test_same_seed_same_puzzle_different_seeds_differ() -> None:
    for difficulty in COLOUR_DIFFICULTIES:
        first = generate(10, 10, difficulty, colours=3, seed=42)
        assert generate(10, 10, difficulty, colours=3, seed=42) == first
        others = {generate(10, 10, difficulty, colours=3, seed=seed).goal for seed in (43, 44, 45)}
        assert first.goal not in others and len(others) == 3


@pytest.mark.parametrize("inks", range(2, 7))
def test_easy_is_made_in_every_palette_exactly_easy_and_fast(inks: int) -> None:
    """``nonogram generate --difficulty easy --colours K``: graded easy (not refused, not medium), unique,
    a few line-logic steps (fewer than one per 30 cells), the same puzzle from the same seed."""
    for seed in range(3):
        began = time.process_time()
        puzzle = generate(15, 15, "easy", colours=inks, seed=seed)
        assert time.process_time() - began < 2  # a median 0.01-0.02 s (bench/generate_bench.py --colour)
        graded = grade(puzzle)
        assert graded.grade == "easy" and graded.line_solvable
        assert 1 <= graded.steps["line_logic"] and graded.steps["line_logic"] * 30 < 225
        assert solve(puzzle).status.value == "unique"
        assert dict(puzzle.extra)["grade"] == "easy" and len(puzzle.colours) == inks + 1
        assert generate(15, 15, "easy", colours=inks, seed=seed) == puzzle


def test_the_generated_inks_are_told_apart() -> None:
    """Every two colours of a generated puzzle, the white background included, differ by CIE76 ΔE 20 or
    more (the shipped pictures' rule, tests/pictures/test_library.py)."""
    from nonogram_core.colour.names import lab

    colours = [colour.rgb for colour in generate(10, 10, "medium", colours=6, seed=1).colours]
    gaps = [sum((a - b) ** 2 for a, b in zip(lab(x), lab(y), strict=True)) ** 0.5
            for i, x in enumerate(colours) for y in colours[i + 1:]]
    assert len(gaps) == 21 and min(gaps) >= 20


def test_easy_colour_is_refused_at_once_where_no_grid_can_be() -> None:
    """30 cells or fewer: one line-logic step is already one per 30 cells (medium), none is trivial."""
    from nonogram_core.generate import EASY_COLOUR_CELLS
    from nonogram_core.hints.grading import LIGHT_CELLS

    assert EASY_COLOUR_CELLS == LIGHT_CELLS == 30  # the generator's refusal follows the grader's threshold
    began = time.process_time()
    with pytest.raises(GenerationError, match="no 5x6 colour puzzle is easy.*at least 31 cells"):
        generate(5, 6, "easy", colours=2, seed=1)
    assert time.process_time() - began < 0.1
    assert grade(generate(6, 6, "easy", colours=2, seed=1)).grade == "easy"


def test_small_grids_colour_medium_exists_and_hard_gives_up_fast() -> None:
    """Colour trivial techniques are weaker than black-and-white ones: 2x2 medium exists in colour."""
    assert grade(generate(2, 2, "medium", colours=2, seed=1)).grade == "medium"
    began = time.process_time()
    with pytest.raises(GenerationError, match="no 3x3 3-colour hard puzzle found"):
        generate(3, 3, "hard", colours=3, seed=1)
    assert time.process_time() - began < 5


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", COLOUR_DIFFICULTIES)
@pytest.mark.parametrize(("size", "inks"), [(20, 3), (30, 6)])
def test_big_sizes(size: int, inks: int, difficulty: str) -> None:
    for seed in range(2):
        puzzle = generate(size, size, difficulty, colours=inks, seed=seed)
        assert grade(puzzle).grade == difficulty
        assert solve(puzzle).status.value == "unique"
