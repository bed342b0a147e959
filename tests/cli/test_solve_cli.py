"""``nonogram solve`` as a user runs it: a real process, real files, standard input, exit codes."""

from __future__ import annotations

import json
import re
import subprocess
from dataclasses import fields
from pathlib import Path

import pytest

from nonogram_core import Puzzle, Stats, satisfies
from tests.cli.helpers import run_nonogram
from tests.corpora import CORPORA, REASON

PUZZLES = CORPORA
JSON_KEYS = {"task", "file", "name", "status", "engine", "solutions", "elapsed_ms", "stats"}  # task: FILE or FILE#N

AMBIGUOUS = "width 2\nheight 2\nrows\n1\n1\ncolumns\n1\n1\n"
UNIQUE = 'title "Gap"\nwidth 3\nheight 2\nrows\n1,1\n3\ncolumns\n2\n1\n2\n'
CONTRADICTORY = "width 2\nheight 2\nrows\n2\n0\ncolumns\n0\n2\n"
BROKEN = "width 2\nheight 2\nrows\n2\nnot a clue\ncolumns\n1\n1\n"
TOURNAMENT = "$1\n1\n1\n1\n1\n$2\n2\n0\n1\n1\n"


def run(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return run_nonogram(["solve", *args], cwd, input=stdin, text=True)


@pytest.fixture
def files(tmp_path: Path) -> Path:
    for name, text in (("ambiguous.non", AMBIGUOUS), ("gap.non", UNIQUE), ("contra.non", CONTRADICTORY),
                       ("broken.non", BROKEN), ("taai.txt", TOURNAMENT)):
        (tmp_path / name).write_text(text)
    return tmp_path


def json_lines(stdout: str) -> list[dict]:
    lines = [json.loads(line) for line in stdout.splitlines() if line.strip()]
    for obj in lines:
        assert set(obj) == JSON_KEYS, obj
        assert obj["status"] in ("unique", "multiple", "none", "timeout")
        assert set(obj["stats"]) == {f.name for f in fields(Stats)}
        assert isinstance(obj["elapsed_ms"], int | float) and obj["elapsed_ms"] >= 0
    return lines


def test_human_output_shows_verdict_and_solution(files: Path) -> None:
    done = run("gap.non", cwd=files)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    head = done.stdout.splitlines()[0]
    assert "Gap" in head and "3x2" in head and "unique" in head
    cells = [re.sub(r"[^#.]", "", line) for line in done.stdout.splitlines()[1:]]
    assert [c for c in cells if c] == ["#.#", "###"]


def test_json_one_object_per_puzzle(files: Path) -> None:
    done = run("--json", "gap.non", "ambiguous.non", "contra.non", cwd=files)
    assert done.returncode == 0, done.stderr
    gap, ambiguous, contra = json_lines(done.stdout)
    assert (gap["file"], gap["name"], gap["status"], gap["solutions"]) == ("gap.non", "Gap", "unique", [["#.#", "###"]])
    assert ambiguous["status"] == "multiple" and ambiguous["name"] == "ambiguous"
    puzzle = Puzzle(rows=((1,), (1,)), cols=((1,), (1,)))
    assert len({tuple(s) for s in ambiguous["solutions"]}) == 2
    assert all(satisfies(puzzle, s) for s in ambiguous["solutions"])
    assert contra["status"] == "none" and contra["solutions"] == []


def test_max_solutions(files: Path) -> None:
    (files / "three.non").write_text("width 3\nheight 3\nrows\n1\n1\n1\ncolumns\n1\n1\n1\n")  # 6 solutions
    done = run("--json", "--max-solutions", "4", "three.non", cwd=files)
    (obj,) = json_lines(done.stdout)
    assert obj["status"] == "multiple" and len({tuple(s) for s in obj["solutions"]}) == 4


def test_standard_input(files: Path) -> None:
    done = run("--json", "-", cwd=files, stdin=UNIQUE)
    assert done.returncode == 0, done.stderr
    (obj,) = json_lines(done.stdout)
    assert obj["file"] == "-" and obj["status"] == "unique"


def test_many_puzzles_in_one_file(files: Path) -> None:
    done = run("--json", "taai.txt", cwd=files)
    assert done.returncode == 0, done.stderr
    first, second = json_lines(done.stdout)
    assert first["name"] != second["name"]
    assert (first["status"], second["status"]) == ("multiple", "unique")
    assert second["solutions"] == [["#.", "#."]]  # column clues come first in tournament files


def test_unreadable_inputs_are_reported_and_the_rest_still_solved(files: Path) -> None:
    done = run("--json", "broken.non", "missing.non", "gap.non", cwd=files)
    assert done.returncode == 2
    errors = done.stderr.splitlines()
    assert len(errors) == 2, done.stderr
    assert errors[0] == "error: broken.non:4: 'rows' has 1 clue lines, expected 2"  # the block's last clue line
    assert errors[1].startswith("error: missing.non") and len(errors[1]) > len("error: missing.non: ")
    assert "Traceback" not in done.stderr
    (obj,) = json_lines(done.stdout)
    assert obj["file"] == "gap.non" and obj["status"] == "unique"


def test_human_output_for_an_unreadable_file(files: Path) -> None:
    done = run("broken.non", "gap.non", cwd=files)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("error: broken.non:")
    assert "unique" in done.stdout


@pytest.mark.skipif(not (PUZZLES / "dom" / "9-dom.non").is_file(), reason=REASON)
def test_timeout_is_a_verdict_not_a_hang(tmp_path: Path) -> None:
    done = run("--json", "--timeout", "0.2", str(PUZZLES / "dom" / "9-dom.non"), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    (obj,) = json_lines(done.stdout)
    assert obj["status"] == "timeout"
    assert obj["elapsed_ms"] < 5000
