"""``nonogram hint`` and ``nonogram grade`` on a colour puzzle: colour GRIDFILEs, colour names in proves."""

from __future__ import annotations

import json

import pytest

from nonogram_core.hints.techniques import TECHNIQUES

from .test_hint_cli import run

XML = """<?xml version="1.0"?>
<puzzleset><puzzle type="grid" defaultcolor="red">
<color name="white" char=".">FFFFFF</color>
<color name="red" char="r">FF0000</color>
<color name="blue" char="b">0000FF</color>
<clues type="columns">
<line><count color="red">1</count><count color="red">1</count></line>
<line><count color="red">1</count><count color="blue">1</count></line>
<line><count color="blue">2</count></line>
</clues>
<clues type="rows">
<line><count color="red">2</count></line>
<line><count color="blue">2</count></line>
<line><count color="red">1</count><count color="blue">1</count></line>
</clues>
</puzzle></puzzleset>
"""
"""Solution: ``rr.`` / ``.bb`` / ``r.b``."""


@pytest.fixture
def colour_file(tmp_path):
    path = tmp_path / "rb.xml"
    path.write_text(XML)
    return path


def test_hint_json_names_colours(capsys, colour_file):
    status, out, err = run(capsys, "hint", colour_file, "--json")
    assert status == 0 and err == ""
    assert json.loads(out) == {
        "technique": "complete_line",
        "sentence": "Column 1: red 1, red 1 with 1 gap needs all 3 cells, so there is only one way to place it.",
        "proves": [[0, 0, "red"], [1, 0, "empty"], [2, 0, "red"]],
        "lines": [["col", 0]],
        "mistakes": [],
    }


def test_hint_reads_a_colour_grid_file(capsys, colour_file, tmp_path):
    grid = tmp_path / "grid.txt"
    grid.write_text("r??\nx??\nr??\n")
    status, out, _ = run(capsys, "hint", colour_file, "--grid", grid, "--json")
    data = json.loads(out)
    assert status == 0 and data["technique"] != "mistake" and data["proves"]
    solution = ["rr.", ".bb", "r.b"]
    names = {"r": "red", "b": "blue", ".": "empty"}
    assert all(names[solution[r][c]] == value for r, c, value in data["proves"])
    grid.write_text("b??\n???\n???\n")
    status, out, _ = run(capsys, "hint", colour_file, "--grid", grid)
    assert status == 0
    assert out.startswith("[mistake] This cell is wrong: row 1, column 1 is blue. Clear it first.")


def test_a_stray_character_in_a_colour_grid_file_is_refused(capsys, colour_file, tmp_path):
    grid = tmp_path / "grid.txt"
    grid.write_text("r??\n?#?\n???\n")
    status, out, err = run(capsys, "hint", colour_file, "--grid", grid)
    assert status == 2 and out == "" and err.startswith(f"error: {grid}:2:2: unexpected '#'")


def test_grade_a_colour_puzzle(capsys, colour_file):
    status, out, _ = run(capsys, "grade", colour_file, "--json")
    data = json.loads(out)
    # by hand: the trivial rungs settle all but row 3, column 3, which only full line logic on column 3
    # (blue 2 below an empty cell) proves blue, so the grade is medium (colour puzzles are never easy)
    assert status == 0 and data["grade"] == "medium" and data["line_solvable"]
    assert data["steps"]["line_logic"] >= 1 and data["steps"]["two_line"] == data["steps"]["probing"] == 0
    assert list(data["steps"]) == list(TECHNIQUES) and data["steps"]["glue"] == 0
    status, out, _ = run(capsys, "grade", colour_file)
    assert status == 0 and f"{colour_file}: {data['grade']} (line-solvable, max depth 0)" in out
