"""Reading ``-`` (standard input) fails only as unreadable input: exit 2 and one ``error: -: ...`` line.

Every subcommand catches ``PuzzleError`` around ``read_file``, so anything else standard input raises
would escape as a traceback (exit 1).  These are the ways it fails for real: descriptor 0 closed
(Python then has no ``sys.stdin`` at all), opened for writing only, non-blocking with nothing
waiting, bytes that are not UTF-8, and, in process, a closed or replaced ``sys.stdin``.
"""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from nonogram_core.cli import main
from nonogram_core.formats import read_file, read_input
from nonogram_core.model import PuzzleFormatError

from .helpers import closed, non_blocking, run_nonogram, write_only

PUZZLE = "width 2\nheight 1\nrows\n2\ncolumns\n1\n1\n"
COMMANDS = {
    "solve": ["solve", "-"],
    "convert": ["convert", "-", "out.nin"],
    "grade": ["grade", "-"],
    "hint": ["hint", "-"],
}
ONE_ERROR_LINE = re.compile(r"error: -(:\d+)*: \S.*\n")


def undecodable(command: list[str], cwd: Path) -> subprocess.CompletedProcess[bytes]:
    """Bytes that are not UTF-8 (nor any puzzle): an unrecognised format, not a decoding crash."""
    return run_nonogram(command, cwd, input=b"\xff\xfe\x00\x80\x81\xc3(\x9d\xa0\n")


@pytest.mark.parametrize("command", COMMANDS.values(), ids=COMMANDS.keys())
@pytest.mark.parametrize(("failure", "message"), [
    (closed, "error: -: cannot read: standard input is closed"),
    (write_only, "error: -: cannot read: Bad file descriptor"),
    (non_blocking, "error: -: cannot read: standard input has no data yet (it is non-blocking)"),
    (undecodable, "error: -:1: unrecognised puzzle format"),
], ids=["closed", "write-only", "non-blocking", "undecodable"])
def test_unreadable_standard_input_is_one_error_line_and_exit_2(tmp_path: Path, command: list[str], failure,
                                                                message: str) -> None:
    done = failure(command, tmp_path)
    stderr = done.stderr.decode()
    assert (done.returncode, done.stdout) == (2, b""), stderr
    assert ONE_ERROR_LINE.fullmatch(stderr) and stderr.startswith(message), stderr
    assert not (tmp_path / "out.nin").exists()  # convert wrote nothing


def test_latin1_bytes_on_standard_input_are_read_not_refused(tmp_path: Path) -> None:
    """Old files are Latin-1: bytes that are not UTF-8 fall back to it rather than fail."""
    done = run_nonogram(["solve", "--json", "-"], tmp_path, input=b'title "\xe9t\xe9"\n' + PUZZLE.encode())
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["name"] == "\u00e9t\u00e9"


class _FailingBytes(io.RawIOBase):
    def readable(self) -> bool:
        return True

    def readinto(self, buffer: object) -> int:
        raise OSError(5, "Input/output error")


def _closed_stream() -> io.TextIOWrapper:
    stream = io.TextIOWrapper(io.BytesIO(PUZZLE.encode()))
    stream.close()
    return stream


@pytest.mark.parametrize(("stream", "message"), [
    (None, "cannot read: standard input is closed"),
    (_closed_stream, "cannot read: standard input: I/O operation on closed file"),
    (lambda: io.TextIOWrapper(io.BufferedReader(_FailingBytes())), "cannot read: Input/output error"),
    (lambda: io.StringIO("not a puzzle \udcff"), "unrecognised puzzle format"),
], ids=["none", "closed", "io-error", "text-only-garbage"])
def test_read_file_turns_every_standard_input_failure_into_a_format_error(monkeypatch, stream, message: str) -> None:
    monkeypatch.setattr(sys, "stdin", stream() if callable(stream) else stream)
    with pytest.raises(PuzzleFormatError) as caught:
        read_file("-")
    assert caught.value.file == "-" and message in str(caught.value)


def test_a_text_stream_in_place_of_standard_input_is_read(monkeypatch) -> None:
    """``io.StringIO`` has no ``.buffer``: its text is read as it is."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(PUZZLE))
    assert read_file("-")[0].rows == ((2,),)


@pytest.mark.parametrize("command", COMMANDS.values(), ids=COMMANDS.keys())
def test_every_subcommand_reports_a_closed_standard_input(capsys, tmp_path: Path, monkeypatch,
                                                          command: list[str]) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", _closed_stream())
    assert main(command) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and ONE_ERROR_LINE.fullmatch(captured.err), captured
    assert not (tmp_path / "out.nin").exists()


@pytest.mark.parametrize("command", COMMANDS.values(), ids=COMMANDS.keys())
def test_a_nul_in_a_file_name_from_a_program_is_one_error_line(capsys, tmp_path: Path, monkeypatch,
                                                               command: list[str]) -> None:
    """No shell can pass a NUL, but a program calling ``main`` can: ``open`` raises ValueError for it,
    which ``read_input`` reports like every other file it cannot read (it escaped as a traceback)."""
    monkeypatch.chdir(tmp_path)
    assert main(["a\x00b" if part == "-" else part for part in command]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == "error: a\\u0000b: cannot read: embedded null byte\n", captured
    assert not (tmp_path / "out.nin").exists()


@pytest.mark.parametrize("command", COMMANDS.values(), ids=COMMANDS.keys())
def test_an_empty_file_name_says_so(capsys, tmp_path: Path, monkeypatch, command: list[str]) -> None:
    """``open("")`` says only "No such file or directory", after an empty name: say what is wrong."""
    monkeypatch.chdir(tmp_path)
    assert main(["" if part == "-" else part for part in command]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == "error: '': cannot read: the file name is empty\n", captured
    assert not (tmp_path / "out.nin").exists()


def test_read_input_stops_one_byte_past_its_limit(monkeypatch, tmp_path: Path) -> None:
    """So a caller can refuse an over-long input, even an endless one, without reading all of it."""
    (tmp_path / "big").write_bytes(b"x" * 100)
    assert read_input(str(tmp_path / "big"), 10) == b"x" * 11
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"y" * 100)))
    assert read_input("-", 10) == b"y" * 11
