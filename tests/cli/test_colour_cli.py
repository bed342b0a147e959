"""Colour puzzles on the command line: grids drawn with each colour's character (and ANSI colour on a
terminal only), clue numbers that say their colour, and colour GRIDFILEs for ``hint --grid``."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from nonogram_core.cli import main
from nonogram_core.cli.draw import Painter, wants_colour
from nonogram_core.cli.hint_cmd import read_grid
from nonogram_core.cli.solve_cmd import render
from nonogram_core.formats import read
from nonogram_core.model import BLOTTED, Puzzle
from nonogram_core.result import Result, Status
from tests.formats.test_colour_pictures import XML

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
