"""Bad option values are refused before any work: exit status 2 and one line saying what is allowed.

And a folder with no puzzle in it is an input the command could not use: it says so and exits
non-zero, rather than succeed having done nothing.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from nonogram_core.cli import main

PUZZLE = "width 2\nheight 1\nrows\n2\ncolumns\n1\n1\n"

REFUSED = [
    (["solve", "P", "--timeout", "-1"], "--timeout", "seconds above 0"),
    (["solve", "P", "--timeout", "0"], "--timeout", "seconds above 0"),
    (["solve", "P", "--timeout", "nan"], "--timeout", "seconds above 0"),
    (["solve", "P", "--timeout", "inf"], "--timeout", "seconds above 0"),
    (["solve", "P", "--timeout", "soon"], "--timeout", "seconds above 0"),
    (["solve", "P", "--max-solutions", "0"], "--max-solutions", "1 or more"),
    (["solve", "P", "--max-solutions", "-1"], "--max-solutions", "1 or more"),
    (["solve", "P", "--max-solutions", "2.5"], "--max-solutions", "1 or more"),
    (["solve", "P", "--jobs", "-1"], "--jobs", "0 or more"),
    (["solve", "P", "--memory-limit", "0"], "--memory-limit", "1 or more"),
    (["grade", "P", "--timeout", "-5"], "--timeout", "seconds above 0"),
    (["grade", "P", "--timeout", "nan"], "--timeout", "seconds above 0"),
    (["grade", "P", "--jobs", "-2"], "--jobs", "0 or more"),
    (["convert", "P", "out.non", "--puzzle", "0"], "--puzzle", "1 or more"),
    (["generate", "--size", "0x5"], "--size", "each side from 1 to 60"),
    (["generate", "--size", "15x61"], "--size", "each side from 1 to 60"),
    (["generate", "--size", "15", "--colours", "7"], "--colours", "from 1 to 6"),
    (["generate", "--size", "15", "--colours", "0"], "--colours", "from 1 to 6"),
    (["generate", "--size", "15", "--count", "0"], "--count", "1 or more"),
    (["generate", "--size", "15", "--seed", "x"], "--seed", "invalid"),
]


@pytest.mark.parametrize(("argv", "option", "allowed"), REFUSED, ids=[" ".join(case[0]) for case in REFUSED])
def test_a_bad_value_exits_2_with_one_line_saying_what_is_allowed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        argv: list[str], option: str, allowed: str) -> None:
    monkeypatch.chdir(tmp_path)
    Path("P").write_text(PUZZLE)
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    [line] = err.splitlines()
    assert line.startswith(f"nonogram {argv[0]}: error: argument {option}")
    assert allowed in line and f"see nonogram {argv[0]} --help" in line
    assert not Path("out.non").exists()


@pytest.mark.parametrize("argv", [["solve", "P", "--timeout", "0.5", "--max-solutions", "1"],
                                  ["grade", "P", "--timeout", "1e3"], ["solve", "P", "--jobs", "0"]])
def test_good_values_are_taken(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> None:
    monkeypatch.chdir(tmp_path)
    Path("P").write_text(PUZZLE)
    assert main(argv) == 0


@pytest.mark.parametrize("command", ["solve", "grade"])
@pytest.mark.parametrize("batch", [[], ["--jobs", "1"]])
def test_a_folder_without_a_puzzle_says_so_and_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     command: str, batch: list[str]) -> None:
    empty, notes, good = tmp_path / "empty", tmp_path / "notes", tmp_path / "good"
    for folder in (empty, notes, good):
        folder.mkdir()
    (notes / "README.md").write_text("not a puzzle\n")
    (good / "p.non").write_text(PUZZLE)
    for folder in (empty, notes):
        assert main([command, str(folder), *batch]) != 0
        assert f"error: {folder}: no puzzle found" in capsys.readouterr().err
    assert main([command, str(good), str(empty), *batch]) != 0  # one puzzle found is not enough: empty named
    assert "no puzzle found" in capsys.readouterr().err
    assert main([command, str(good), *batch]) == 0
