"""The "Paste a puzzle" box of the "Enter a puzzle" view: the text of any format the command line reads, a
Simon Tatham Pattern game ID or a share link fills the clue areas (colours with their palette, a text
of several puzzles with a choice of which); text nothing reads is refused in one line and stays."""

from __future__ import annotations

import pytest

from nonogram_core import Puzzle, write
from nonogram_core.formats import sharecode
from nonogram_core.model import Colour
from tests.browser import wait_for
from tests.web.enter_helpers import MUSHROOM, as_text, check, clues_of

ROWS, COLS = clues_of(MUSHROOM)
PUZZLE = Puzzle(rows=ROWS, cols=COLS, title="Mushroom")
COLOUR = Puzzle(rows=[[2, 1], [1]], cols=[[1], [1], [2]], title="Flag",
                colours=(Colour("white", "FFFFFF", "."), Colour("red", "E02020", "r"), Colour("blue", "2050E0", "b")),
                row_colours=((1, 2), (2,)), col_colours=((1,), (1,), (2,)))


def paste(page, text: str) -> None:
    page.get_by_label("Paste a puzzle", exact=True).fill(text)
    wait_for(page, "document.querySelector('#enter-paste-note').dataset.kind === 'win' "
                   "|| document.querySelector('#enter-paste-note').dataset.kind === 'error'", timeout=30_000)


@pytest.mark.parametrize("fmt", ["pattern", "non", "g", "xml", "json", "picross-solver", "share link"])
def test_a_pasted_puzzle_fills_the_clue_areas(enter_page, fmt: str) -> None:
    page = enter_page
    if fmt == "share link":
        text = f"https://example.org/nonogram/index.html#{sharecode.encode(PUZZLE)}"
    else:
        text = write(PUZZLE, fmt)
    paste(page, text)
    assert page.locator("#enter-paste-note").get_attribute("data-kind") == "win"
    assert page.get_by_label("Row clues", exact=True).input_value() == as_text(ROWS)
    assert page.get_by_label("Column clues", exact=True).input_value() == as_text(COLS)
    if fmt not in ("pattern", "g"):  # a game ID and Olšák's .g carry no title
        assert page.get_by_label("Title", exact=True).input_value() == "Mushroom"
    assert check(page) == "unique"


def test_a_pattern_game_id_as_tatham_writes_it(enter_page) -> None:
    page = enter_page
    paste(page, "5x5:1/1/5/1/1/1/1/5/1/1")  # columns first, then rows
    assert page.get_by_label("Column clues", exact=True).input_value() == "1\n1\n5\n1\n1"
    assert page.get_by_label("Row clues", exact=True).input_value() == "1\n1\n5\n1\n1"
    assert "Pattern game ID" in page.locator("#enter-paste-note").text_content()
    page.get_by_role("button", name="Undo").click()  # the paste is one step: the areas are empty again
    assert page.get_by_label("Row clues", exact=True).input_value() == ""


def test_a_pattern_game_id_gives_its_rows_after_its_columns(enter_page) -> None:
    page = enter_page
    # 3 wide, 2 high: the columns 2 / 1 / 2, then the rows 3 / 1.1 (a picture "###" over "#.#")
    paste(page, "3x2:2/1/2/3/1.1")
    assert page.get_by_label("Column clues", exact=True).input_value() == "2\n1\n2"
    assert page.get_by_label("Row clues", exact=True).input_value() == "3\n1 1"
    assert page.locator("#enter-size").text_content() == "3 × 2"
    assert check(page) == "unique"


def test_a_colour_puzzle_brings_its_letters_and_palette(enter_page) -> None:
    page = enter_page
    paste(page, write(COLOUR, "g"))
    assert page.get_by_label("Row clues", exact=True).input_value() == "2r 1b\n1b"
    assert page.get_by_label("Column clues", exact=True).input_value() == "1r\n1r\n2b"
    assert page.get_by_label("Name of colour r").input_value() == "red"
    assert page.get_by_label("Colour of b").input_value() == "#2050e0"
    assert check(page) == "unique"


def test_a_text_of_several_puzzles_offers_a_choice(enter_page) -> None:
    page = enter_page
    small = Puzzle(rows=[[1], [1]], cols=[[2]], title="Bar")
    paste(page, write([PUZZLE, small], "nonpack"))
    choice = page.get_by_label("Which puzzle of the pasted text")
    assert choice.is_visible() and choice.locator("option").count() == 2
    choice.select_option("1")
    wait_for(page, "document.querySelector('#enter-rows').value === '1\\n1'")
    assert page.get_by_label("Column clues", exact=True).input_value() == "2"


UNREADABLE = ["\x00\x01\x02\x89PNG\r\n\x1a\n\xff\xfe binary", "just some words", "5x5:1/1/5/1/1/1/1/5/1"]


@pytest.mark.parametrize("text", UNREADABLE)
def test_text_nothing_reads_is_refused_in_one_line_and_stays(enter_page, text: str) -> None:
    page = enter_page
    page.get_by_label("Row clues", exact=True).fill("3\n1 1")
    paste(page, text)
    note = page.locator("#enter-paste-note")
    assert note.get_attribute("data-kind") == "error"
    assert "\n" not in note.text_content() and len(note.text_content()) < 600
    kept = text.replace("\r\n", "\n").replace("\r", "\n")  # as a text area keeps line ends
    assert page.get_by_label("Paste a puzzle", exact=True).input_value() == kept  # nothing lost
    assert page.get_by_label("Row clues", exact=True).input_value() == "3\n1 1"  # untouched


def test_a_file_the_player_refuses_can_be_mended_here(solver_page, tmp_path) -> None:
    page = solver_page
    page.evaluate("location.hash = '#library'")
    path = tmp_path / "from-paper.non"
    path.write_text("width 3\nheight 2\nrows\n2 2\n1\ncolumns\n1\n1\n1\n")  # row 1 cannot fit in 3 cells
    page.get_by_label("Open puzzle").set_input_files(str(path))
    page.get_by_role("button", name="Mend its clues").click()
    page.get_by_role("heading", name="Enter a puzzle").wait_for()
    wait_for(page, "document.querySelector('#enter-rows').value === '2 2\\n1'")
    wait_for(page, "document.querySelectorAll('#enter-problems li').length > 0")
    assert page.locator("#enter-problems li").first.text_content() == "Row 1: 2 2 needs 5 cells, the row has 3"
    assert page.get_by_role("button", name="Find the typo").is_visible()
