"""``nonogram hint --grid GRIDFILE``: every bad grid is exit 2 and one ``error: ...`` line, never a traceback.

``--grid -`` reads standard input, as every other file argument does.  Whatever depends on the process
(its standard input closed, write-only, non-blocking; a memory limit) runs the real command in a
subprocess; the rest calls ``cli.main`` in process.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from nonogram_core.cli import main
from nonogram_core.cli.hint_cmd import LARGEST_GRID_BYTES, MAX_GRID_BYTES

from .helpers import closed, non_blocking, run_nonogram, write_only

try:
    import resource
except ImportError:  # pragma: no cover - not on Windows
    resource = None

PUZZLE = "width 3\nheight 3\nrows\n1\n3\n1\ncolumns\n1\n3\n1\n"  # a plus sign
GRID = "#??\n###\n???\n"
ONE_ERROR_LINE = re.compile(r"error: [^\n]+\n")
UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


@pytest.fixture
def puzzle_file(tmp_path: Path) -> Path:
    path = tmp_path / "plus.non"
    path.write_text(PUZZLE, encoding="utf-8")
    return path


def hint(capsys, *argv: object) -> tuple[int, str, str]:
    status = main(["hint", *map(str, argv)])
    out, err = capsys.readouterr()
    return status, out, err


def run(argv: list[str], cwd: Path, **stdin: object) -> subprocess.CompletedProcess[bytes]:
    """The real ``nonogram hint ARGV`` in a subprocess."""
    return run_nonogram(["hint", *argv], cwd, **stdin)


def assert_one_error(status: int, out: str, err: str, expected: str) -> None:
    assert (status, out) == (2, ""), err
    assert ONE_ERROR_LINE.fullmatch(err), err
    assert err.startswith(f"error: {expected}"), err
    assert not UNSAFE.search(err), err


@pytest.mark.parametrize(("content", "where", "message"), [
    (b"\xff\xfe#\x00?\x00", ":1:1: ", "not UTF-8 text: byte 0xff (UTF-16? save it as UTF-8)"),
    (b"#??\r\n##\xe9\n???\n", ":2:3: ", "not UTF-8 text: byte 0xe9"),
    (b"#??\n###\n?\xed\xa0\x80\n", ":3:2: ", "not UTF-8 text: byte 0xed"),  # an encoded surrogate
    (b"", ":1: ", "the grid has 0 rows, the puzzle 3"),
    (b"\n\n", ":1: ", "the grid has 0 rows, the puzzle 3"),
    (b"#\x1b[2J\x07\n###\n???\n", ":1: ", "row has 6 cells, expected 3"),
    (b"#\x1b?\n###\n???\n", ":1:2: ", "unexpected '\\x1b'"),
    (b"#\xe2\x80\xae?\n###\n???\n", ":1:2: ", "unexpected '\\u202e'"),  # right-to-left override
    (b"#\x0c?\n###\n???\n", ":1:2: ", "unexpected '\\x0c'"),  # a form feed is a stray character,
    (b"#??\x0c\n#z#\n???\n", ":2:2: ", "unexpected 'z'"),  # not a line break (trailing, it is stripped)
    (b"#??\r###\r?q?\r", ":3:2: ", "unexpected 'q'"),  # old Mac line ends still count as lines
    (b"#??\n  #!#\n???\n", ":2:4: ", "unexpected '!'"),  # the column counts the stripped indent
    (b"#??\n###\n???\n???\n", ":4: ", "the grid has 4 rows, the puzzle 3"),
    (b"#??\n###\n" + b"?" * 100_000 + b"\n", ":3: ", "row has 100000 cells, expected 3"),
], ids=["utf16", "latin1", "surrogate", "empty", "blank", "escape-sequence", "escape", "rlo", "form-feed",
        "trailing-form-feed", "cr-lines", "indent", "extra-row", "long-row"])
def test_a_bad_grid_file_is_one_error_line(capsys, puzzle_file: Path, tmp_path: Path, content: bytes,
                                           where: str, message: str) -> None:
    grid = tmp_path / "grid.txt"
    grid.write_bytes(content)
    assert_one_error(*hint(capsys, puzzle_file, "--grid", grid), f"{grid}{where}{message}")


def test_a_grid_over_the_size_limit_is_refused_unread(capsys, puzzle_file: Path, tmp_path: Path) -> None:
    assert LARGEST_GRID_BYTES < MAX_GRID_BYTES  # the bound never refuses a grid of the largest puzzle
    grid = tmp_path / "grid.txt"
    grid.write_bytes(GRID.encode() + b"\n" * (MAX_GRID_BYTES + 1 - len(GRID)))
    assert_one_error(*hint(capsys, puzzle_file, "--grid", grid), f"{grid}: the grid file is over {MAX_GRID_BYTES}")
    grid.write_bytes(GRID.encode() + b"\n" * (MAX_GRID_BYTES - len(GRID)))  # at the limit: read, blank lines ignored
    assert hint(capsys, puzzle_file, "--grid", grid)[0] == 0


@pytest.mark.skipif(not Path("/dev/zero").exists() or resource is None, reason="no /dev/zero or no rlimits")
def test_an_endless_grid_file_is_refused(puzzle_file: Path) -> None:
    """In a subprocess held to 1 GiB of memory: a reader without a bound fails there (MemoryError, a
    traceback) instead of taking the whole machine's memory with it, as the unbounded read once did."""
    def limit_memory() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    done = run([puzzle_file.name, "--grid", "/dev/zero"], puzzle_file.parent, preexec_fn=limit_memory)
    assert_one_error(done.returncode, done.stdout.decode(), done.stderr.decode(), "/dev/zero: the grid file is over")


def test_a_grid_that_is_not_a_file(capsys, puzzle_file: Path, tmp_path: Path) -> None:
    assert_one_error(*hint(capsys, puzzle_file, "--grid", tmp_path), f"{tmp_path}: cannot read: Is a directory")
    missing = tmp_path / "missing.txt"
    assert_one_error(*hint(capsys, puzzle_file, "--grid", missing), f"{missing}: cannot read: No such file")


def test_an_empty_grid_name_is_refused_not_ignored(capsys, puzzle_file: Path) -> None:
    """``--grid ''`` used to hint on the saved grid as if no grid had been given."""
    assert_one_error(*hint(capsys, puzzle_file, "--grid", ""), "--grid: the file name is empty")


def test_a_nul_in_a_grid_name_from_a_program(capsys, puzzle_file: Path) -> None:
    """No shell can pass a NUL, but a program calling ``main`` can: ``open`` raises ValueError for it."""
    assert_one_error(*hint(capsys, puzzle_file, "--grid", "a\x00b"), "a\\u0000b: cannot read: embedded null byte")


def test_a_hostile_grid_name_is_escaped(capsys, puzzle_file: Path, tmp_path: Path) -> None:
    name = "g\x1b[2J\u202e.txt"
    try:
        (tmp_path / name).write_text("#z?\n", encoding="utf-8")
    except OSError:  # pragma: no cover - a file system that refuses such names
        pytest.skip("this file system cannot hold the name")
    status, out, err = hint(capsys, puzzle_file, "--grid", tmp_path / name)
    assert_one_error(status, out, err, f"{tmp_path}/g\\u001b[2J\\u202e.txt:1:2: unexpected 'z'")


def test_a_utf8_bom_and_crlf_are_accepted(capsys, puzzle_file: Path, tmp_path: Path) -> None:
    grid = tmp_path / "grid.txt"
    grid.write_bytes(b"\xef\xbb\xbf" + GRID.replace("\n", "\r\n").encode())
    status, out, err = hint(capsys, puzzle_file, "--grid", grid, "--json")
    assert (status, err) == (0, "")
    assert json.loads(out)["mistakes"] == [[0, 0]]


def test_grid_from_standard_input_is_the_grid_from_a_file(puzzle_file: Path, tmp_path: Path) -> None:
    (tmp_path / "grid.txt").write_text(GRID, encoding="utf-8")
    from_file = run([puzzle_file.name, "--grid", "grid.txt", "--json"], tmp_path)
    from_stdin = run([puzzle_file.name, "--grid", "-", "--json"], tmp_path, input=GRID.encode())
    assert (from_stdin.returncode, from_stdin.stderr) == (0, b"")
    assert from_stdin.stdout == from_file.stdout
    assert json.loads(from_stdin.stdout)["mistakes"] == [[0, 0]]  # the grid was read, not the empty one


@pytest.mark.parametrize(("failure", "message"), [
    (closed, "-: cannot read: standard input is closed"),
    (write_only, "-: cannot read: Bad file descriptor"),
    (non_blocking, "-: cannot read: standard input has no data yet (it is non-blocking)"),
    (lambda argv, cwd: run_nonogram(argv, cwd, input=b"#??\n\xff\xfe\n"), "-:2:1: not UTF-8 text: byte 0xff"),
    (lambda argv, cwd: run_nonogram(argv, cwd, input=bytes(MAX_GRID_BYTES + 1)), "-: the grid file is over"),
], ids=["closed", "write-only", "non-blocking", "undecodable", "too-big"])
def test_unreadable_grid_on_standard_input(puzzle_file: Path, tmp_path: Path, failure, message: str) -> None:
    """The ways standard input fails for real, made by ``helpers`` (which run ``nonogram ARGV``)."""
    done = failure(["hint", puzzle_file.name, "--grid", "-"], tmp_path)
    assert_one_error(done.returncode, done.stdout.decode(), done.stderr.decode(), message)


@pytest.mark.parametrize("stdin", [{"input": PUZZLE.encode()}, {"stdin": subprocess.DEVNULL}], ids=["puzzle", "empty"])
def test_puzzle_and_grid_cannot_both_be_standard_input(tmp_path: Path, stdin: dict) -> None:
    """One stream cannot hold both: refused whatever standard input holds, rather than misread."""
    done = run(["-", "--grid", "-"], tmp_path, **stdin)
    assert_one_error(done.returncode, done.stdout.decode(), done.stderr.decode(),
                     "-: the puzzle and the grid cannot both be read from standard input")


def test_puzzle_from_standard_input_with_a_grid_file(tmp_path: Path) -> None:
    (tmp_path / "grid.txt").write_text(GRID, encoding="utf-8")
    done = run(["-", "--grid", "grid.txt", "--json"], tmp_path, input=PUZZLE.encode())
    assert (done.returncode, done.stderr) == (0, b"")
    assert json.loads(done.stdout)["mistakes"] == [[0, 0]]
