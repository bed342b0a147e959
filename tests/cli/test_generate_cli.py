"""``nonogram generate``: its flags, JSON keys, seeds that reproduce puzzles alone, files and errors."""

from __future__ import annotations

import json
import os
from pathlib import Path

from nonogram_core import grade, read_file, satisfies, solve
from nonogram_core.formats.ourjson import from_object

from .helpers import run_nonogram


def _lines(argv: list[str], cwd: Path) -> list[dict]:
    done = run_nonogram(["generate", *argv], cwd, text=True)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_json_lines_carry_grade_and_a_seed_that_reproduces_each_alone(tmp_path: Path) -> None:
    made = _lines(["--size", "9x7", "--difficulty", "easy", "--seed", "100", "--count", "3", "--json"], tmp_path)
    assert made[0]["seed"] == 100 and len({data["seed"] for data in made}) == 3
    for data in made:
        puzzle = from_object(data, "")
        assert (puzzle.width, puzzle.height) == (9, 7)
        assert data["grade"] == "easy" == grade(puzzle).grade
        assert solve(puzzle).status.value == "unique" and satisfies(puzzle, data["goal"])
    again = _lines(["--size", "9x7", "--difficulty", "easy", "--seed", str(made[2]["seed"]), "--json"], tmp_path)
    assert again == [made[2]]
    assert len({tuple(data["goal"]) for data in made}) == 3


def test_colour_json_has_the_palette_and_block_colours(tmp_path: Path) -> None:
    (data,) = _lines(["--size", "12x10", "--colours", "3", "--seed", "5", "--json"], tmp_path)
    assert len(data["colours"]) == 4 and data["row_colours"] and data["grade"] == "medium"
    puzzle = from_object(data, "")
    assert solve(puzzle).status.value == "unique" and satisfies(puzzle, data["goal"])


def test_colour_hard_easy_and_trivial_are_graded_so(tmp_path: Path) -> None:
    for difficulty in ("hard", "easy", "trivial"):
        (data,) = _lines(["--size", "10x8", "--colours", "4", "--difficulty", difficulty, "--seed", "3", "--json"],
                         tmp_path)
        puzzle = from_object(data, "")
        assert data["grade"] == difficulty == grade(puzzle).grade
        assert solve(puzzle).status.value == "unique" and satisfies(puzzle, data["goal"])


def test_text_output_draws_the_grid_with_clues(tmp_path: Path) -> None:
    done = run_nonogram(["generate", "--size", "6", "--difficulty", "trivial", "--seed", "4"], tmp_path, text=True)
    assert done.returncode == 0
    assert done.stdout.startswith("6x6 trivial, seed 4:\n")
    assert len(done.stdout.splitlines()) > 6
    colour = run_nonogram(["generate", "--size", "8x6", "--colours", "3", "--seed", "4"], tmp_path, text=True)
    assert colour.returncode == 0
    lines = colour.stdout.splitlines()
    assert lines[0] == "8x6 medium, seed 4:" and lines[-1] == "colours: a black, b red, c blue"
    assert len(lines) > 6 + 2 and all(set(row.split()[-8:]) <= set("abc.") for row in lines[-7:-1])


def test_output_file_collection_or_one_file_each(tmp_path: Path) -> None:
    argv = ["generate", "--size", "8", "--difficulty", "easy", "--seed", "7", "--count", "2"]
    assert run_nonogram([*argv, "-o", "set.json"], tmp_path).returncode == 0
    assert len(read_file(tmp_path / "set.json")) == 2
    assert run_nonogram([*argv, "-o", "one.non"], tmp_path).returncode == 0
    first, second = read_file(tmp_path / "one-1.non")[0], read_file(tmp_path / "one-2.non")[0]
    assert first.rows != second.rows
    assert not (tmp_path / "one.non").exists()


def test_bad_requests_say_why(tmp_path: Path) -> None:
    for argv, message in [
        (["--size", "1x1", "--difficulty", "hard"], "trivial"),
        (["--size", "5", "--colours", "3", "--difficulty", "easy"], "no 5x5 colour puzzle is easy"),
        (["--size", "10", "--colours", "7"], "1 to 6"),
        (["--size", "10", "--count", "0"], "--count"),
        (["--size", "10", "-o", "out.unknown"], "format"),
        (["--size", "ten"], "WIDTHxHEIGHT"),
        (["--size", "10", "--difficulty", "fiendish"], "invalid choice"),
    ]:
        done = run_nonogram(["generate", *argv], tmp_path, text=True)
        assert done.returncode in (1, 2)
        assert message in done.stderr and "Traceback" not in done.stderr


def test_same_seed_byte_identical_whatever_the_hash_seed(tmp_path: Path) -> None:
    """Two processes with different string hashing (a set or dict order that leaked into a decision
    would differ between them; one process could never show it) print the same bytes."""

    for argv in (["--size", "10x8", "--difficulty", "hard", "--seed", "21", "--count", "2", "--json"],
                 ["--size", "9x9", "--colours", "3", "--difficulty", "hard", "--seed", "5", "--json"],
                 ["--size", "9x9", "--colours", "2", "--difficulty", "trivial", "--seed", "8"]):
        outputs = [
            run_nonogram(["generate", *argv], tmp_path, env={**os.environ, "PYTHONHASHSEED": hash_seed})
            for hash_seed in ("1", "2")
        ]
        assert outputs[0].returncode == 0, outputs[0].stderr
        assert outputs[0].stdout == outputs[1].stdout and outputs[0].stdout
