"""The one partial-grid text form for every puzzle: colour characters, ``x`` background, ``?`` unknown."""

from __future__ import annotations

import pytest

from nonogram_core.model import (
    BLOTTED,
    Cell,
    Colour,
    Puzzle,
    PuzzleFormatError,
    colour_grid_from_text,
    colour_grid_to_text,
    grid_from_text,
    unknown_cell,
)

PALETTE = (Colour("white", "FFFFFF", "."), Colour("red", "FF0000", "r"), Colour("black", "000000", "X"))
"""``X`` is reserved (it means background in grid files), so black gets the first free default letter, ``a``."""
COLOUR = Puzzle(rows=((1, 1), ()), cols=((1,), (1,), ()), colours=PALETTE,
                row_colours=((1, 2), ()), col_colours=((1,), (2,), ()))


def test_colour_characters_background_and_unknown() -> None:
    grid = colour_grid_from_text(["ra?", "xX."], COLOUR)
    assert grid == [[0b010, 0b100, 0b111], [0b001, 0b001, 0b001]]
    assert unknown_cell(COLOUR) == 0b111


def test_text_round_trips_and_undecided_cells_are_unknown() -> None:
    assert colour_grid_to_text([[0b010, 0b100, 0b111], [0b001, 0b110, 0b011]], COLOUR) == ["ra?", "x??"]
    rows = ["r?a", "xxr"]
    assert colour_grid_to_text(colour_grid_from_text(rows, COLOUR), COLOUR) == rows


def test_black_and_white_matches_grid_from_text() -> None:
    puzzle = Puzzle(rows=((1,), (BLOTTED,)), cols=((1,), ()))  # blotted, so not black-and-white, yet one ink
    rows = ["#x", "?.", " X"]
    assert colour_grid_from_text(rows, puzzle) == grid_from_text(rows)
    assert unknown_cell(puzzle) == Cell.UNKNOWN
    assert colour_grid_to_text(grid_from_text(["#x?"]), puzzle) == ["#x?"]


@pytest.mark.parametrize(
    ("rows", "line", "column", "words"),
    [
        (["r#a", "xxx"], 1, 2, "'#'"),  # black-and-white ink in a colour grid
        (["rax", "xq"], 2, None, "expected 3"),  # a short row
        (["rax", "xxb"], 2, 3, "'r', 'a'"),  # an undeclared colour: the message lists the real ones
    ],
)
def test_bad_cells_say_where_and_what_is_allowed(rows: list[str], line: int, column: int | None, words: str) -> None:
    with pytest.raises(PuzzleFormatError) as caught:
        colour_grid_from_text(rows, COLOUR)
    assert (caught.value.line, caught.value.column) == (line, column)
    assert words in caught.value.message
