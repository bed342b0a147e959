"""Colour goals and saved grids: every colour format reads them as ``colour_chars`` rows and writes
them back in its own characters; formats without colours refuse colour puzzles in words."""

from __future__ import annotations

import pytest

from nonogram_core.formats import FORMATS, read, write
from nonogram_core.model import BLOTTED, Colour, Puzzle, colour_chars, satisfies

XML = """<?xml version="1.0"?>
<puzzleset><puzzle type="grid" defaultcolor="black">
<color name="white" char=".">FFFFFF</color>
<color name="black" char="X">000000</color>
<color name="red" char="r">FF0000</color>
<clues type="columns"><line><count color="black">1</count></line><line><count color="red">2</count></line></clues>
<clues type="rows"><line><count color="black">1</count><count color="red">1</count></line>
<line><count color="red">1</count></line></clues>
<solution type="goal"><image>
|Xr|
|.r|
</image></solution>
<solution type="saved"><image>
|X?|
|.r|
</image></solution>
</puzzle></puzzleset>
"""
"""A 2×2 colour puzzle: black (``X`` in the file, ``a`` in the model: ``X`` means background in grid
files) and red (``r``), with its goal and a saved grid."""


def test_xml_colour_goal_and_saved_are_model_characters() -> None:
    [puzzle] = read(XML)
    assert colour_chars(puzzle) == (".", "a", "r")
    assert puzzle.goal == ("ar", ".r")
    assert puzzle.saved == ("a?", "xr")
    assert satisfies(puzzle, puzzle.goal)
    text = write(puzzle, "xml")
    assert "|Xr|" in text and "|X?|" in text and "|.r|" in text  # the file's own characters again
    assert read(text)[0] == puzzle


def test_non_colour_goal_and_saved() -> None:
    [puzzle] = read(XML)
    text = write(puzzle, "non")
    assert 'goal "Xr0r"' in text and 'saved "X?xr"' in text  # .non's own characters: 0 background
    [back] = read(text, format="non")
    index = {ch: i for i, ch in enumerate(colour_chars(back))} | {"x": 0, "?": -1}
    assert [[index[ch] for ch in row] for row in back.goal] == [[1, 2], [0, 2]]
    assert [[index[ch] for ch in row] for row in back.saved] == [[1, -1], [0, 2]]
    assert satisfies(back, back.goal)


def test_non_reads_a_colour_saved_line() -> None:
    text = "width 2\nheight 1\ncolor a #FF0000\ncolor b #0000FF\nrows\n1a,1b\ncolumns\n1a\n1b\n" 'saved "a?"\n'
    [puzzle] = read(text, format="non")
    assert puzzle.saved == ("a?",)
    with pytest.raises(Exception, match="'saved' holds '#'"):
        read(text.replace('"a?"', '"#?"'), format="non")


def test_json_reads_old_goals_written_in_the_colours_own_characters() -> None:
    # Before colour_chars, a colour goal held each colour's ``char`` even when reserved (``X``).
    text = write(read(XML)[0], "json").replace('"ar"', '"Xr"')
    assert read(text)[0].goal == ("ar", ".r")
    with pytest.raises(Exception, match="goal"):
        read(text.replace('"Xr"', '"Qr"'))


COLOUR = Puzzle(rows=((1,),), cols=((1,),), colours=(Colour("white", "FFFFFF", "."), Colour("red", "FF0000", "r"),
                Colour("blue", "0000FF", "b")), row_colours=((2,),), col_colours=((2,),))
BLOTTED_BW = Puzzle(rows=((BLOTTED,),), cols=((1,),))
COLOUR_FORMATS = {name for name, module in FORMATS.items() if module.KEEPS & {"colours", "block_rgb", "block_names"}}


BLACK_AND_WHITE_WRITERS = sorted(n for n, m in FORMATS.items() if m.write is not None and n not in COLOUR_FORMATS)


@pytest.mark.parametrize("name", BLACK_AND_WHITE_WRITERS)
def test_black_and_white_formats_refuse_colour_in_words(name: str) -> None:
    for puzzle in (COLOUR, BLOTTED_BW):
        with pytest.raises(ValueError, match="(?i)colour|black-and-white|blotted|goal picture"):
            write(puzzle, name)


def test_colour_formats_are_the_expected_ones() -> None:
    assert COLOUR_FORMATS == {"xml", "non", "nonpack", "json", "g", "nonogram-rs", "pynogram", "nonogrid", "png",
                              "clues"}
