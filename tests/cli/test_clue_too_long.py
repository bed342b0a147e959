"""A clue longer than its line is one read error in every command: exit 2, the file and the line named.

``Puzzle`` refuses such a clue when it is built, so a reader reports it as it reports any input it
cannot read (``error: FILE: row 3: ...``, exit status 2), and ``solve``, ``hint``, ``grade`` and
``convert`` agree instead of saying "none", "contradictory" or only warning.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from nonogram_core.cli import main

LONG = "width 8\nheight 3\nrows\n1\n1\n5,4\ncolumns\n" + "1\n" * 8
MESSAGE = "long.non: row 3: clue 5 4 needs 10 cells, the row has 8"


@pytest.mark.parametrize("command", [["solve"], ["solve", "--json"], ["hint"], ["grade"], ["grade", "--json"],
                                     ["convert", "--to", "json"]])
def test_every_command_refuses_the_file_naming_the_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str], command: list[str]) -> None:
    monkeypatch.chdir(tmp_path)
    Path("long.non").write_text(LONG)
    argv = [*command[:1], "long.non", *(["out.json"] if command[0] == "convert" else []), *command[1:]]
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert err.strip().splitlines()[0] == f"error: {MESSAGE}"
    assert "none" not in out and "contradictory" not in out
    assert not Path("out.json").exists()


def test_a_column_clue_is_named_as_a_column(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "tall.non"
    path.write_text("width 2\nheight 2\nrows\n1\n1\ncolumns\n1,1\n0\n")
    assert main(["solve", str(path)]) == 2
    assert "column 1: clue 1 1 needs 3 cells, the column has 2" in capsys.readouterr().err


def test_nonogram_typos_takes_the_clues_as_typed_and_finds_the_fix(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """Finding the typo is the one job that reads a clue too long for its line: it is the typo."""
    path = tmp_path / "typed.non"
    path.write_text("width 3\nheight 2\nrows\n4\n2\ncolumns\n2\n2\n1\n")
    assert main(["typos", str(path)]) == 0
    out = capsys.readouterr().out
    assert "row 1: clue 4 needs 4 cells, the row has 3" in out and "row 1: 4 -> 3" in out
    assert main(["solve", str(path)]) == 2  # everywhere else it is a read error
