"""``nonogram convert``: formats by extension or --to, one-line errors, exit statuses, no half files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from nonogram_core.cli import main
from nonogram_core.formats import read_file

DANCER = "width 5\nheight 10\nrows\n2\n2,1\n1,1\n3\n1,1\n1,1\n2\n1,1\n1,2\n2\ncolumns\n2,1\n2,1,3\n7\n1,3\n2,1\n"


@pytest.fixture
def dancer(tmp_path: Path) -> Path:
    path = tmp_path / "dancer.non"
    path.write_text('title "Dancer"\n' + DANCER)
    return path


@pytest.mark.parametrize("suffix", [".json", ".xml", ".nin", ".mk", ".g", ".cwd", ".nonpack"])
def test_converts_by_extension(dancer: Path, tmp_path: Path, suffix: str) -> None:
    out = tmp_path / f"out{suffix}"
    assert main(["convert", str(dancer), str(out)]) == 0
    [back] = read_file(out)
    [original] = read_file(dancer)
    assert (back.rows, back.cols) == (original.rows, original.cols)


def test_to_overrides_and_stdout(dancer: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["convert", str(dancer), "-", "--to", "nin"]) == 0
    assert capsys.readouterr().out.startswith("5 10\n2\n2 1\n")


def test_unreadable_input_is_one_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.non"
    bad.write_text("width 5\nheight 2\nrows\n1\n1,x\ncolumns\n1\n1\n1\n1\n1\n")
    out = tmp_path / "out.json"
    assert main(["convert", str(bad), str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"error: {bad}:5:3: ")
    assert not out.exists()


def test_missing_file_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["convert", str(tmp_path / "nope.non"), str(tmp_path / "x.json")]) == 2
    assert "nope.non" in capsys.readouterr().err


def test_format_that_cannot_hold_it_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    two = tmp_path / "two.json"
    two.write_text('[{"rows": [[1]], "cols": [[1]]}, {"rows": [[]], "cols": [[]]}]')
    out = tmp_path / "out.non"
    out.write_text("precious")
    assert main(["convert", str(two), str(out)]) == 1
    assert "--puzzle" in capsys.readouterr().err
    assert out.read_text() == "precious"  # untouched
    assert main(["convert", str(two), str(out), "--puzzle", "2"]) == 0
    assert read_file(out)[0].rows == ((),)


def test_contradictory_clues_convert_with_a_warning(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "c.non"
    src.write_text("width 2\nheight 1\nrows\n1\ncolumns\n1\n1\n")  # the row fills 1 cell, the columns 2
    assert main(["convert", str(src), str(tmp_path / "c.json")]) == 0
    assert "contradictory clues" in capsys.readouterr().err


def test_unknown_output_extension(dancer: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["convert", str(dancer), "out.unknown"]) == 1
    assert "--to" in capsys.readouterr().err


def test_python_dash_m_reads_stdin() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "nonogram_core", "convert", "-", "-", "--to", "json"],
        input=DANCER.encode(),
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0 and b'"format": "nonogram"' in done.stdout


def test_from_names_the_input_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "p.txt"
    src.write_text("2 1\n1\n1\n0\n")
    assert main(["convert", str(src), "-", "--from", "nin", "--to", "mk"]) == 0
    assert capsys.readouterr().out == "1 2\n1\n#\n1\n0\n"
    assert main(["convert", str(tmp_path / "nope.txt"), "-", "--from", "nin", "--to", "mk"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"error: {tmp_path / 'nope.txt'}: cannot read: ")


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_output_gets_ordinary_permissions(dancer: Path, tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        new = tmp_path / "new.nin"
        assert main(["convert", str(dancer), str(new)]) == 0
        assert new.stat().st_mode & 0o777 == 0o644  # not mkstemp's 0600
        old = tmp_path / "old.nin"
        old.write_text("x")
        old.chmod(0o640)
        assert main(["convert", str(dancer), str(old)]) == 0
        assert old.stat().st_mode & 0o777 == 0o640  # an overwritten file keeps its permissions
    finally:
        os.umask(umask)
