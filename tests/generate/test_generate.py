"""The generator's promises, each checked by something other than the generator.

Uniqueness by the solver and by ``tests/oracles/bw_plain_solver`` (a search that shares no code with the package),
the grade by the grader, the goal by re-deriving the clues, and the logic class also by the
solver's ``line_grid`` (single-line logic to a fixpoint, a separate implementation from the
grader's technique ladder).
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from nonogram_core import Cell, grade, puzzle_from_picture, satisfies, solve
from nonogram_core.generate import DIFFICULTIES, GenerationError, generate, run_seed
from nonogram_core.generate.pictures import STYLES
from tests.oracles import bw_plain_solver  # a plain second solver: no code shared with nonogram_core
from tests.oracles.line_truth import runs  # a line's clue, by counting

CASES = [(8, 8, "trivial", 1), (10, 10, "easy", 2), (10, 10, "medium", 3), (10, 10, "hard", 4),
         (12, 9, "medium", 5), (9, 12, "hard", 6), (15, 15, "medium", 7), (8, 3, "easy", 8)]


def _line_solved(puzzle) -> bool:
    line_grid = solve(puzzle).line_grid
    return not any(cell == Cell.UNKNOWN for row in line_grid for cell in row)


@pytest.mark.parametrize(("width", "height", "difficulty", "seed"), CASES)
def test_unique_exact_grade_and_goal(width: int, height: int, difficulty: str, seed: int) -> None:
    puzzle = generate(width, height, difficulty, seed=seed)
    assert (puzzle.width, puzzle.height) == (width, height)
    result = solve(puzzle)
    assert result.status.value == "unique"
    assert list(result.solutions[0]) == list(puzzle.goal)
    assert satisfies(puzzle, puzzle.goal)
    columns = ["".join(column) for column in zip(*puzzle.goal, strict=True)]
    assert [runs([ch == "#" for ch in line]) for line in (*puzzle.goal, *columns)] == [*puzzle.rows, *puzzle.cols]
    assert grade(puzzle).grade == difficulty
    assert _line_solved(puzzle) == (difficulty != "hard")
    assert ("?" not in "".join(bw_plain_solver.line_solve(puzzle))) == (difficulty != "hard")
    assert bw_plain_solver.find_other_solution(puzzle, puzzle.goal) is None  # unique by a second solver too
    assert dict(puzzle.extra)["seed"] == str(seed)


@pytest.mark.parametrize("style", STYLES)
def test_every_style(style: str) -> None:
    puzzle = generate(12, 12, "easy", seed=11, style=style)
    assert dict(puzzle.extra)["style"] == style
    assert grade(puzzle).grade == "easy"
    assert solve(puzzle).status.value == "unique"


def test_same_seed_same_puzzle_different_seeds_differ() -> None:
    first = generate(12, 12, "hard", seed=42)
    assert generate(12, 12, "hard", seed=42) == first
    others = {generate(12, 12, "hard", seed=seed).goal for seed in range(43, 47)}
    assert first.goal not in others and len(others) == 4


def test_seed_none_draws_one_and_records_it() -> None:
    puzzle = generate(8, 8, "easy")
    seed = int(dict(puzzle.extra)["seed"])
    assert generate(8, 8, "easy", seed=seed) == puzzle


def test_pictures_are_not_noise() -> None:
    """Picture styles keep most cells beside a like neighbour: isolated dots are few."""
    for seed in range(3):
        goal = generate(15, 15, "easy", seed=seed).goal
        isolated = sum(
            all(not (0 <= r + dr < 15 and 0 <= c + dc < 15) or goal[r + dr][c + dc] != goal[r][c]
                for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)))
            for r in range(15) for c in range(15)
        )
        assert isolated < 15 * 15 // 8


@pytest.mark.parametrize(
    ("width", "height", "difficulty", "colours", "style", "message"),
    [
        (1, 1, "hard", 1, "picture", "trivial"),
        (3, 3, "medium", 1, "picture", "trivial"),
        (1, 9, "easy", 1, "picture", "trivial"),
        (0, 5, "easy", 1, "picture", "1 to"),
        (10, 10, "impossible", 1, "picture", "choose one of"),
        (10, 10, "easy", 1, "plaid", "choose one of"),
        (5, 5, "easy", 3, "picture", "no 5x5 colour puzzle is easy"),
        (9, 9, "easy", 2, "noise", "noise-style colour puzzles are never easy"),
        (1, 7, "medium", 2, "picture", "trivial"),
        (9, 9, "trivial", 4, "noise", "noise-style colour puzzles are never trivial"),
        (10, 10, "easy", 9, "picture", "1 to 6"),
    ],
)
def test_impossible_requests_fail_fast(width, height, difficulty, colours, style, message) -> None:
    began = time.process_time()
    with pytest.raises(GenerationError, match=message):
        generate(width, height, difficulty, colours=colours, seed=1, style=style)
    assert time.process_time() - began < 0.5


def test_unreachable_request_gives_up_with_a_message() -> None:
    """A size where medium does not occur: bounded attempts end in a clear error, not a hang."""
    began = time.process_time()
    with pytest.raises(GenerationError, match="no 4x4 medium puzzle found"):
        generate(4, 4, "medium", seed=1)
    assert time.process_time() - began < 10


def test_every_trivial_only_size_really_is() -> None:
    """The sizes refused outright have no unique puzzle harder than trivial, checked on every picture:
    a picture is unique when no other picture of its size has its clues (enumeration, no solver), and
    then ``grade`` must say trivial.  Colour: a 1xN or Nx1 picture is trivial whatever its colours."""
    from itertools import product

    from nonogram_core.generate.colour import colour_puzzle
    from nonogram_core.model import clue_of, colour_blocks_of

    for width, height in ((2, 2), (2, 3), (3, 2), (3, 3), (1, 6), (6, 1)):
        pictures = [[cells[r * width:(r + 1) * width] for r in range(height)]
                    for cells in product((False, True), repeat=width * height)]
        by_clues: dict[object, list] = {}
        for picture in pictures:
            clues = (tuple(map(clue_of, picture)), tuple(map(clue_of, zip(*picture, strict=True))))
            by_clues.setdefault(clues, []).append(picture)
        unique = [found[0] for found in by_clues.values() if len(found) == 1]
        assert unique
        for picture in unique:
            rows = ["".join("#" if cell else "." for cell in row) for row in picture]
            assert grade(puzzle_from_picture(rows)).grade == "trivial", rows
    for width, height in ((1, 4), (4, 1)):
        for cells in product(range(3), repeat=4):
            picture = [list(cells[r * width:(r + 1) * width]) for r in range(height)]
            if len({colour for _, colour in colour_blocks_of(cells)}) == 2:  # a colour puzzle, not one ink
                assert grade(colour_puzzle(picture, 2)).grade == "trivial", picture


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
@pytest.mark.parametrize("size", [20, 30])
def test_big_sizes(size: int, difficulty: str) -> None:
    for seed in range(3):
        puzzle = generate(size, size, difficulty, seed=seed)
        assert grade(puzzle).grade == difficulty
        assert solve(puzzle).status.value == "unique"
        assert _line_solved(puzzle) == (difficulty != "hard")


def test_the_examples_in_the_docs_are_what_their_commands_make() -> None:
    import re

    doc = (Path(__file__).resolve().parents[2] / "docs" / "generator.md").read_text()
    pattern = (r"```\nnonogram generate --size (\d+)x(\d+) --difficulty (\w+)(?: --style (\w+))? --seed (\d+)"
               r"(?: --colours (\d+))?\n(.*?)```")
    examples = re.findall(pattern, doc, re.S)
    assert len(examples) >= 2
    for width, height, difficulty, style, seed, colours, body in examples:
        puzzle = generate(int(width), int(height), difficulty, colours=int(colours or 1), seed=int(seed),
                          style=style or "picture")
        assert "\n".join(puzzle.goal) + "\n" == body


@pytest.mark.parametrize(("size", "difficulty", "colours"), [(4, "medium", 1), (3, "hard", 3)])
def test_cancel_stops_before_the_next_attempt(size: int, difficulty: str, colours: int) -> None:
    """Requests out of reach (see above): without the cancel they would try all the attempts."""
    polls: list[int] = []

    def cancel() -> bool:
        polls.append(1)
        return len(polls) > 1  # let the first attempt run, stop before the second

    with pytest.raises(GenerationError, match="cancelled"):
        generate(size, size, difficulty, colours=colours, seed=1, cancel=cancel)
    assert len(polls) == 2


def test_nearby_run_seeds_share_no_puzzle() -> None:
    """``--seed N --count C`` and ``--seed N+1 --count C`` share no puzzle (seeds N+i would share C-1)."""
    for start in range(0, 2000, 7):
        run = {run_seed(start, index) for index in range(8)}
        nearby = {run_seed(start + step, index) for step in (1, 2, 3) for index in range(8)}
        assert len(run) == 8 and run_seed(start, 0) == start
        assert not run & nearby, start
        assert all(0 <= seed < 2**31 for seed in run)


def test_nearby_cli_runs_give_different_pictures() -> None:
    """The issue's case: ``--count 6 --seed 101`` against ``--seed 102``: no picture repeated."""
    goals = [
        generate(8, 8, "easy", seed=run_seed(start, index)).goal for start in (101, 102) for index in range(6)
    ]
    assert len(set(goals)) == 12
