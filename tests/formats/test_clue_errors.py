"""A bad clue number is reported where it is, naming it: ``-7`` in any format that writes clue
numbers gives "a block length cannot be negative, found -7" at the line holding it -- never a
complaint about the section's header (before, a ``.non`` file said "'rows' has 1 clue lines,
expected 2" at the ``rows`` line)."""

from __future__ import annotations

import pytest

from nonogram_core import puzzle_from_picture
from nonogram_core.formats import FORMATS, read, write
from nonogram_core.model import PuzzleFormatError

WIDE = ["#######.", "########", "#......."]  # the only 7 in its clues: row 1
SQUARE = ["###", "#..", "#.#"]  # tournament files hold square puzzles; the only 3: row 1 and column 1
CLUE_NUMBER_FORMATS = ["json", "davidje13", "thomasr", "nonogram-rs", "non", "nonpack", "nin", "mk", "g", "cwd", "xml",
                       "gno", "nonogrid", "pynogram", "picross-solver", "spoj", "php-yml", "pattern", "clues"]


def test_every_format_that_writes_clue_numbers_is_covered():
    """A new writer of clue numbers must join the list (the picture formats and the coded CSV do not)."""
    for name, module in FORMATS.items():
        if module.write is None:  # read-only (rosetta, chargrid)
            continue
        text = write(puzzle_from_picture(WIDE), name) if name != "tournament" else ""
        holds_numbers = isinstance(text, str) and text.count("7") == 1
        assert holds_numbers == (name in CLUE_NUMBER_FORMATS), name


def negated(text: str, number: str) -> tuple[str, int]:
    """The text with the first ``number`` made negative, and the 1-based line it is on."""
    at = text.index(number)
    return text[:at] + "-" + text[at:], text.count("\n", 0, at) + 1


@pytest.mark.parametrize("name", [*CLUE_NUMBER_FORMATS, "tournament"])
def test_a_negative_clue_number_is_named_at_its_line(name):
    picture, number = (SQUARE, "3") if name == "tournament" else (WIDE, "7")
    text, line = negated(write(puzzle_from_picture(picture), name), number)
    with pytest.raises(PuzzleFormatError) as failed:
        read(text, filename=f"bad.{name}", format=name)
    error = failed.value
    assert "cannot be negative" in error.message and f"-{number}" in error.message, str(error)
    assert error.line == line, str(error)
    assert "clue lines" not in error.message


def test_the_issue_example_names_line_and_value():
    with pytest.raises(PuzzleFormatError) as failed:
        read("width 2\nheight 2\nrows\n1\n-1\ncolumns\n1\n1\n", filename="bad.non")
    assert str(failed.value) == "bad.non:5:1: a block length cannot be negative, found '-1'"


def test_a_short_clue_section_still_says_so():
    """Only a value that looks like a clue joins the section: a section really too short keeps its message."""
    with pytest.raises(PuzzleFormatError, match="'rows' has 1 clue lines, expected 2"):
        read("width 2\nheight 2\nrows\n1\ncolumns\n1\n1\n", filename="short.non")
