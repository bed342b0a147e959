"""``nonogram hint`` and ``nonogram grade``: output shapes, grid files, and clear errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from nonogram_core.cli import main
from nonogram_core.hints.techniques import TECHNIQUES

PUZZLE = """\
width 3
height 3
rows
1
3
1
columns
1
3
1
"""


@pytest.fixture
def puzzle_file(tmp_path):
    path = tmp_path / "plus.non"
    path.write_text(PUZZLE)
    return path


def run(capsys, *argv):
    status = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_hint_json_on_an_empty_grid(capsys, puzzle_file):
    status, out, err = run(capsys, "hint", puzzle_file, "--json")
    assert status == 0 and err == ""
    data = json.loads(out)
    assert data == {
        "technique": "complete_line",
        "sentence": "Row 2: 3 needs all 3 cells, so there is only one way to place it.",
        "proves": [[1, 0, "filled"], [1, 1, "filled"], [1, 2, "filled"]],
        "lines": [["row", 1]],
        "mistakes": [],
    }


def test_hint_with_a_grid_file_points_at_mistakes(capsys, puzzle_file, tmp_path):
    grid = tmp_path / "grid.txt"
    grid.write_text("#??\n###\n?x?\n")
    status, out, _ = run(capsys, "hint", puzzle_file, "--grid", grid, "--json")
    data = json.loads(out)
    assert status == 0
    assert data["technique"] == "mistake" and data["proves"] == []
    assert data["mistakes"] == [[0, 0], [2, 1]]


def test_hint_text_marks_the_proved_cells(capsys, puzzle_file, tmp_path):
    grid = tmp_path / "grid.txt"
    grid.write_text("???\n###\n???\n")
    status, out, _ = run(capsys, "hint", puzzle_file, "--grid", grid)
    assert status == 0
    first, *drawing, legend = out.splitlines()
    assert first.startswith("[complete_line] Column 1: ")
    assert legend.startswith("F/E: ")  # the legend alone holds an "F": count marks in the grid only
    assert sum(line.count("F") + line.count("E") for line in drawing) == 2  # column 1's two unknowns, empty


def test_hint_on_a_solved_grid(capsys, puzzle_file, tmp_path):
    grid = tmp_path / "grid.txt"
    grid.write_text("x#x\n###\nx#x\n")
    status, out, _ = run(capsys, "hint", puzzle_file, "--grid", grid, "--json")
    assert status == 0 and json.loads(out)["technique"] == "solved"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("#??\n###\n", ":3: the grid has 2 rows, the puzzle 3"),
        ("#??\n###\n???\n???\n", ":4: the grid has 4 rows, the puzzle 3"),
        ("#??\n#z#\n???\n", ":2:2: unexpected 'z'"),
        ("#?\n###\n???\n", ":1: row has 2 cells, expected 3"),
    ],
)
def test_bad_grid_files_are_refused_with_their_place(capsys, puzzle_file, tmp_path, content, message):
    grid = tmp_path / "grid.txt"
    grid.write_text(content)
    status, out, err = run(capsys, "hint", puzzle_file, "--grid", grid)
    assert status == 2 and out == ""
    assert err.startswith(f"error: {grid}{message}")  # FILE:LINE[:COLUMN]: what is wrong


def test_hint_missing_files(capsys, puzzle_file, tmp_path):
    status, _, err = run(capsys, "hint", tmp_path / "missing.non")
    assert status == 2 and "missing.non" in err
    status, _, err = run(capsys, "hint", puzzle_file, "--grid", tmp_path / "missing.txt")
    assert status == 2 and "missing.txt" in err


def test_grade_json_lines_and_unreadable_files(capsys, puzzle_file, tmp_path):
    broken = tmp_path / "broken.non"
    broken.write_text("width 3\nheight x\n")
    again = tmp_path / "again.non"
    again.write_text(puzzle_file.read_text())
    # a file named twice is one task (batches never repeat a task), so a copy stands for the second
    status, out, err = run(capsys, "grade", puzzle_file, broken, again, puzzle_file, "--json")
    assert status == 2
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 2 and lines[1]["file"] == str(again)
    assert lines[0] == {
        "task": str(puzzle_file),
        "file": str(puzzle_file),
        "grade": "trivial",
        "line_solvable": True,
        "max_depth": 0,
        "steps": {**dict.fromkeys(TECHNIQUES, 0), "complete_line": lines[0]["steps"]["complete_line"]},
    }
    assert lines[0]["steps"]["complete_line"] > 0
    assert "broken.non" in err and err.count("\n") == 1


def test_grade_text_shows_the_stall_grid(capsys, tmp_path):
    path = tmp_path / "two.non"
    path.write_text("width 2\nheight 2\nrows\n1\n1\ncolumns\n1\n1\n")
    status, out, _ = run(capsys, "grade", path)
    assert status == 0
    assert "needs-guessing (not line-solvable, max depth 0)" in out
    assert "logic stalls here (? = unknown):" in out
    assert out.count("?") == 1 + 4  # the legend's, then all four cells unknown


def test_the_installed_command_runs(puzzle_file):
    done = subprocess.run(
        [sys.executable, "-m", "nonogram_core", "grade", "--json", str(puzzle_file)],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["grade"] == "trivial"
