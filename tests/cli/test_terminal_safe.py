"""A hostile title or file name cannot drive the user's terminal through the CLI's output.

Everything ``nonogram`` prints passes through ``cli.TerminalSafe``; these run the real command
(a subprocess, so the streams are the process's own) on files whose text holds escape sequences,
a bell, a carriage return and a right-to-left override.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from nonogram_core.cli import TerminalSafe
from tests.cli.helpers import run_nonogram

HOSTILE = "bad\x1b]0;pwned\x07\x1b[2J\x9b31m fake \u202eright\u2066"
UNSAFE = ("\x1b", "\x07", "\x9b", "\u202e", "\u2066")


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return run_nonogram(list(args), cwd, text=True, encoding="utf-8")


@pytest.fixture
def hostile_file(tmp_path: Path) -> Path:
    path = tmp_path / "title\x1b[2J\u202e.json"  # grade prints the file's name, solve its title
    path.write_text(json.dumps({"title": HOSTILE, "rows": [[1]], "cols": [[1], []]}), encoding="utf-8")
    return path


def assert_inert(text: str) -> None:
    assert not any(ch in text for ch in UNSAFE), repr(text)


@pytest.mark.parametrize("command", [["solve"], ["solve", "--trace"], ["grade"]])  # hint prints neither
def test_human_output_escapes_the_title(hostile_file: Path, command: list[str]) -> None:
    result = run(*command, hostile_file.name, cwd=hostile_file.parent)
    assert result.returncode == 0, result.stderr
    assert_inert(result.stdout + result.stderr)
    if command[0] == "solve":
        assert "bad\\u001b]0;pwned\\u0007\\u001b[2J\\u009b31m fake \\u202eright\\u2066" in result.stdout


def test_json_output_stays_valid_and_keeps_the_title(hostile_file: Path) -> None:
    """json already escapes controls; this guards the escaper's format (any other would break the JSON)."""
    result = run("solve", "--json", hostile_file.name, cwd=hostile_file.parent)
    assert_inert(result.stdout)
    assert json.loads(result.stdout)["name"] == HOSTILE


def test_a_hostile_file_name_in_an_error(tmp_path: Path) -> None:
    name = "x\x1b[2Jy\u202e.non"
    try:
        (tmp_path / name).write_text("this is not a puzzle\n", encoding="utf-8")
    except OSError:  # pragma: no cover - a file system that refuses such names
        pytest.skip("this file system cannot hold the name")
    result = run("solve", name, cwd=tmp_path)
    assert result.returncode == 2
    assert_inert(result.stderr)
    assert "x\\u001b[2Jy\\u202e.non" in result.stderr


def test_layout_characters_pass() -> None:
    written: list[str] = []

    class Sink:
        def write(self, text: str) -> int:
            written.append(text)
            return len(text)

    TerminalSafe(Sink()).write("a\tb\nc\x1bd\re")  # type: ignore[arg-type]
    assert written == ["a\tb\nc\\u001bd\\u000de"]
