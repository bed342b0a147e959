"""``nonogram typos FILE [--json]``: the JSON contract, the text form and the exit statuses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .helpers import run_nonogram

# Row 3 of this 4x4 picture reads "1 1"; typed "2 1", the clues have no solution and one fix.
TYPED = "width 4\nheight 4\nrows\n2\n4\n2,1\n4\ncolumns\n3\n2,1\n2,1\n3\n"


def _run(tmp_path: Path, text: str, *options: str):
    (tmp_path / "p.non").write_text(text)
    return run_nonogram(["typos", "p.non", *options], tmp_path, text=True)


def test_json_lines_carry_line_clue_was_and_verdict(tmp_path: Path) -> None:
    done = _run(tmp_path, TYPED, "--json")
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert lines == [{"line": "row 3", "clue": [1, 1], "was": [2, 1], "verdict": "unique"}]
    assert "1 single edit" in done.stderr


def test_text_names_the_line_and_the_edit(tmp_path: Path) -> None:
    done = _run(tmp_path, TYPED)
    assert done.returncode == 0
    assert "row 3: 2 1 -> 1 1   (a number changed)" in done.stdout
    assert "the rows fill 13 cells but the columns fill 12" in done.stdout


def test_a_missing_number_in_a_column(tmp_path: Path) -> None:
    text = TYPED.replace("columns\n3\n2,1\n", "columns\n3\n2\n").replace("2,1\n4\ncolumns", "1,1\n4\ncolumns")
    done = _run(tmp_path, text, "--json")
    found = [json.loads(line) for line in done.stdout.splitlines()]
    assert {"line": "column 2", "clue": [2, 1], "was": [2], "verdict": "unique"} in found


@pytest.mark.parametrize(
    ("text", "status", "phrase"),
    [
        (TYPED.replace("2,1\n4\ncolumns", "1,1\n4\ncolumns"), 0, "already have exactly one solution"),
        ("width 2\nheight 2\nrows\n1\n1\ncolumns\n1\n1\n", 0, "more than one solution"),
        ("width 3\nheight 3\nrows\n3\n3\n3\ncolumns\n0\n0\n0\n", 1, "no single edit"),
    ],
)
def test_clues_with_a_solution_or_beyond_one_edit(tmp_path: Path, text: str, status: int, phrase: str) -> None:
    done = _run(tmp_path, text, "--json")
    assert done.returncode == status and done.stdout == "" and phrase in done.stderr


@pytest.mark.parametrize(
    ("options", "phrase"),
    [
        (["--timeout", "-1"], "--timeout must be a number of seconds above 0"),
        (["--timeout", "nan"], "--timeout must be"),
        (["--limit", "0"], "--limit must be a whole number of 1 or more"),
        (["--puzzle", "2"], "holds 1 puzzle(s); no puzzle 2"),
    ],
)
def test_bad_options_exit_2_with_one_line(tmp_path: Path, options: list[str], phrase: str) -> None:
    done = _run(tmp_path, TYPED, *options)
    assert done.returncode == 2 and phrase in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_an_unreadable_file_exits_2_with_one_line(tmp_path: Path) -> None:
    done = _run(tmp_path, "not a puzzle at all\n")
    assert done.returncode == 2 and done.stderr.startswith("error: ") and len(done.stderr.strip().splitlines()) == 1
    missing = run_nonogram(["typos", "missing.non"], tmp_path, text=True)
    assert missing.returncode == 2 and "cannot read" in missing.stderr
