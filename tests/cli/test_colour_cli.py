"""Colour puzzles on the command line: grids drawn with each colour's character (and ANSI colour on a
terminal only), clue numbers that say their colour, and colour GRIDFILEs for ``hint --grid``."""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from nonogram_core.cli import main
from nonogram_core.cli.draw import Painter, wants_colour
from nonogram_core.cli.hint_cmd import COLOUR_LEGEND, read_grid
from nonogram_core.cli.hint_cmd import render as hint_render
from nonogram_core.cli.solve_cmd import render
from nonogram_core.formats import read
from nonogram_core.hints import Hint
from nonogram_core.model import BLOTTED, Puzzle, satisfies
from nonogram_core.result import Result, Status
from tests.cli.helpers import run_nonogram
from tests.formats.test_colour_pictures import XML

try:
    import pty
except ImportError:  # pragma: no cover - not on Windows
    pty = None  # type: ignore[assignment]

RED = "\x1b[48;2;255;0;0m"
"""The ANSI code that paints red (FF0000) as a cell's background."""


@pytest.fixture
def colour_file(tmp_path: Path) -> Path:
    path = tmp_path / "two.xml"
    path.write_text(XML, encoding="utf-8")
    return path


def test_plain_drawing_names_each_colour() -> None:
    [puzzle] = read(XML)
    text = render(puzzle, "two", Result(Status.UNIQUE, solutions=[("ar", ".r")], elapsed_ms=1.0), 2)
    assert text == "\n".join([
        "two: 2x2 unique in 1.0 ms",
        "colours: a black, r red",
        "      1a 2r",
        "1a 1r  a  r",
        "   1r  .  r",
    ])


def test_painted_drawing_colours_cells_and_numbers_but_not_the_background() -> None:
    [puzzle] = read(XML)
    text = render(puzzle, "two\x1b[2J", Result(Status.UNIQUE, solutions=[("ar", ".r")]), 2, Painter(ansi=True))
    lines = text.splitlines()
    assert lines[0].startswith("two\\u001b[2J")  # the title is escaped even though the output is raw
    assert f"{RED}\x1b[38;2;255;255;255mr\x1b[0m" in lines[-1]  # a red cell: red, white text
    assert f"{RED}\x1b[38;2;255;255;255m1\x1b[0m ." in lines[-1]  # a red clue 1, then a plain background
    assert "1r" not in text  # on a terminal the colour itself says which


def test_blotted_numbers_print_as_question_marks() -> None:
    puzzle = Puzzle(rows=((BLOTTED,), (1,)), cols=((BLOTTED,), ()))
    text = render(puzzle, "b", Result(Status.UNIQUE, solutions=[("#.", "#.")]), 1)
    assert text.splitlines()[1:] == ["  ?  ", "? # .", "1 # ."]


def test_partial_grid_of_a_timeout_uses_colour_characters() -> None:
    [puzzle] = read(XML)
    text = render(puzzle, "t", Result(Status.TIMEOUT, grid=[[0b010, 0b110], [0b001, 0b111]]), 2)
    assert text.splitlines()[-2:] == ["1a 1r  a  ?", "   1r  x  ?"]


class _Stream(io.StringIO):
    def __init__(self, tty: bool) -> None:
        super().__init__()
        self.tty = tty

    def isatty(self) -> bool:
        return self.tty


def test_colour_only_on_a_terminal_and_never_with_no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    assert wants_colour(_Stream(tty=True)) and not wants_colour(_Stream(tty=False))
    monkeypatch.setenv("NO_COLOR", "1")
    assert not wants_colour(_Stream(tty=True))
    monkeypatch.delenv("NO_COLOR")
    monkeypatch.setenv("TERM", "dumb")
    assert not wants_colour(_Stream(tty=True))


def test_a_colour_gridfile_reads_as_colour_bit_sets(colour_file: Path, tmp_path: Path) -> None:
    [puzzle] = read(XML)
    grid = tmp_path / "g.txt"
    grid.write_text("a?\n xr \n", encoding="utf-8")  # indented rows are fine, as for black-and-white
    assert read_grid(str(grid), puzzle) == [[0b010, 0b111], [0b001, 0b100]]


@pytest.mark.parametrize(("text", "where", "words"), [
    ("a#\nxr\n", ":1:2: unexpected '#'", "a colour's character ('a', 'r')"),
    ("ar\n  xq\n", ":2:4: unexpected 'q'", None),  # the column counts the indent
    ("ar\nxr\nxx\n", ":3: the grid has 3 rows", None),
])
def test_bad_colour_gridfiles_are_one_located_error(capsys: pytest.CaptureFixture[str], colour_file: Path,
                                                     tmp_path: Path, text: str, where: str, words: str | None) -> None:
    grid = tmp_path / "g.txt"
    grid.write_text(text, encoding="utf-8")
    status = main(["hint", str(colour_file), "--grid", str(grid)])
    out, err = capsys.readouterr()
    assert (status, out) == (2, "")
    assert err.startswith(f"error: {grid}{where}"), err
    assert words is None or words in err


# ----- the real command, with the colour solver --------------------------------------------------


def test_json_solution_rows_are_colour_characters(colour_file: Path) -> None:
    done = run_nonogram(["solve", "--json", colour_file.name], colour_file.parent, text=True)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["status"] == "unique" and answer["solutions"] == [["ar", ".r"]]
    assert satisfies(read(XML)[0], answer["solutions"][0])


def test_piped_output_is_plain_text(colour_file: Path) -> None:
    done = run_nonogram(["solve", colour_file.name], colour_file.parent, text=True)
    assert done.returncode == 0 and "\x1b" not in done.stdout and "\\u001b" not in done.stdout
    assert done.stdout.splitlines()[1:] == ["colours: a black, r red", "      1a 2r", "1a 1r  a  r", "   1r  .  r"]


def _on_a_terminal(argv: list[str], cwd: Path, **env: str) -> str:
    """``nonogram ARGV`` with its standard output on a pseudo-terminal; what it printed."""
    main_end, tty_end = pty.openpty()
    try:
        subprocess.run([sys.executable, "-m", "nonogram_core", *argv], cwd=cwd, stdout=tty_end,
                       stderr=subprocess.PIPE, timeout=60, check=True, env={**os.environ, "TERM": "xterm", **env})
    finally:
        os.close(tty_end)
    chunks = []
    with contextlib.suppress(OSError):  # EIO once everything written has been read
        while chunk := os.read(main_end, 65536):
            chunks.append(chunk)
    os.close(main_end)
    return b"".join(chunks).decode("utf-8")


@pytest.mark.skipif(pty is None, reason="no pseudo-terminals here")
def test_a_terminal_gets_colours_and_no_color_turns_them_off(colour_file: Path, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    painted = _on_a_terminal(["solve", colour_file.name], colour_file.parent)
    assert RED in painted and "1r" not in painted
    plain = _on_a_terminal(["solve", colour_file.name], colour_file.parent, NO_COLOR="1")
    assert "\x1b" not in plain and "1a 1r" in plain
    black_and_white = tmp_path / "bw.non"
    black_and_white.write_text("width 2\nheight 1\nrows\n1\ncolumns\n1\n0\n", encoding="utf-8")
    assert "\x1b" not in _on_a_terminal(["solve", black_and_white.name], tmp_path)  # unchanged: no colour


def test_a_colour_hint_draws_proved_cells_in_their_colour_character() -> None:
    [puzzle] = read(XML)
    hint = Hint("overlap", "Column 2: the red 2 fills it.", proves=((0, 1, "red"), (1, 0, "empty")),
                mistakes=((0, 0),))
    text = hint_render(puzzle, [[0b010, 0b111], [0b111, 0b111]], hint)
    assert text.splitlines()[1:] == ["      1a 2r", "1a 1r  !  r", "   1r  .  ?", COLOUR_LEGEND]
