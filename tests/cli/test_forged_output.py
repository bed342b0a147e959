"""Text from a file cannot forge a line of output: titles, authors and file names are escaped.

A title ``"Cat\\nFAKE: unique"`` printed raw would make a line that starts ``FAKE: unique``, which a
reader (or a script reading the output line by line) takes for a verdict.  Every text output keeps
such text inside its own line, with the newline written as ``\\u000a`` (docs/cli.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nonogram_core.cli import main

FORGED = "Cat\nFAKE: unique\r\tend"


def puzzle_json(title: str, rows: list[list[int]] | None = None) -> str:
    rows = rows if rows is not None else [[1], [1]]
    return json.dumps({"format": "nonogram", "title": title, "author": FORGED, "rows": rows, "cols": [[1], [1]]})


def lines_of(capsys: pytest.CaptureFixture[str]) -> list[str]:
    out, err = capsys.readouterr()
    return (out + err).splitlines()


def assert_not_forged(lines: list[str]) -> None:
    assert lines, "the command printed nothing"
    assert not [line for line in lines if line.lstrip().startswith(("FAKE", "end"))], lines


@pytest.fixture
def forged(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder holding a puzzle titled FORGED in a file whose name forges a line too."""
    monkeypatch.chdir(tmp_path)
    name = Path("a\nFAKE: unique.json")
    name.write_text(puzzle_json(FORGED))
    return name


@pytest.mark.parametrize("options", [[], ["--trace"], ["--engine", "native"]])
def test_solve_keeps_the_title_in_its_line(forged: Path, capsys: pytest.CaptureFixture[str],
                                           options: list[str]) -> None:
    assert main(["solve", str(forged), *options]) == 0
    lines = lines_of(capsys)
    assert_not_forged(lines)
    assert lines[0].startswith("Cat\\u000aFAKE: unique\\u000d\\u0009end: 2x2 multiple")


def test_solve_of_a_collection_and_a_folder_keeps_names_in_their_lines(forged: Path,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    Path("b\nFAKE: unique.json").write_text(f"[{puzzle_json(FORGED)}, {puzzle_json('x' + FORGED)}]")
    assert main(["solve", "."]) == 0
    assert_not_forged(lines_of(capsys))


def test_grade_keeps_the_file_name_in_its_line(forged: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["grade", str(forged)]) == 0
    lines = lines_of(capsys)
    assert_not_forged(lines)
    assert lines[0].startswith("a\\u000aFAKE: unique.json: needs-guessing")


def test_read_errors_keep_the_file_name_in_their_line(forged: Path, capsys: pytest.CaptureFixture[str]) -> None:
    forged.write_text(puzzle_json(FORGED, rows=[[3], [1]]))  # a clue too long for its row: a read error
    for argv in (["solve", str(forged)], ["grade", str(forged)], ["hint", str(forged)],
                 ["convert", str(forged), "out.non"], ["solve", "missing\nFAKE: unique.non"]):
        assert main(argv) == 2, argv
        assert_not_forged(lines_of(capsys))


def test_hint_names_its_grid_file_in_one_line(forged: Path, capsys: pytest.CaptureFixture[str]) -> None:
    grid = Path("g\nFAKE: unique.txt")
    grid.write_text("#z\n??\n")
    assert main(["hint", str(forged), "--grid", str(grid)]) == 2
    assert_not_forged(lines_of(capsys))


def test_convert_warnings_and_write_errors_keep_titles_and_names_in_their_lines(
        forged: Path, capsys: pytest.CaptureFixture[str]) -> None:
    both = Path("c\nFAKE: unique.json")
    contradictory = puzzle_json(FORGED, rows=[[1], [2]])  # the rows fill 3 cells, the columns 2
    both.write_text(f"[{contradictory}, {contradictory}]")
    assert main(["convert", str(both), "out.nonpack"]) == 0
    lines = lines_of(capsys)
    assert_not_forged(lines)
    assert sum("warning:" in line for line in lines) == 2
    assert main(["convert", str(both), "one\nFAKE: unique.non"]) == 1  # .non holds one puzzle
    assert_not_forged(lines_of(capsys))
