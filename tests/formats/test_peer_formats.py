"""Files other nonogram programs write, each format learnt from its project's reader and examples.

Every sample here is written for this test (never copied from those projects); each checks the clues
(colours included) and, where the sample has one answer, the verdict.  Detection by content alone
must pick the format, and nothing here may be read as another format.
"""

from __future__ import annotations

import pytest

from nonogram_core import Puzzle, PuzzleFormatError, UnsupportedPuzzleError, solve
from nonogram_core.formats import detect, read, write

GR_PICTURE = ("gr", "rr")
"""The colour samples' 2×2 answer: green then red on top, red below."""


def _colour_blocks(puzzle: Puzzle) -> tuple[tuple[tuple[int, str], ...], ...]:
    """Every line's blocks as (length, RGB), rows then columns."""
    lines = zip((*puzzle.rows, *puzzle.cols), (*puzzle.row_colours, *puzzle.col_colours), strict=True)
    return tuple(tuple((n, puzzle.colours[k].rgb) for n, k in zip(clue, colours, strict=True))
                 for clue, colours in lines)


GR_BLOCKS = (((1, "008000"), (1, "FF0000")), ((2, "FF0000"),), ((1, "008000"), (1, "FF0000")), ((2, "FF0000"),))


def _check(text: str | bytes, name: str, rows: tuple, cols: tuple, verdict: str = "unique") -> Puzzle:
    assert detect(text) == name
    [puzzle] = read(text)
    assert (puzzle.rows, puzzle.cols) == (rows, cols)
    assert solve(puzzle).status.value == verdict
    return puzzle


PYNOGRAM = """# a test of pynogram's INI text
[colors]
g = (0, 128, 0) %
R = (red) *    ; the key is any case, as configparser reads it

[clues]
columns =
    1g 1R, # two columns on one line
    '2r'
rows = "1g 1r"
    ; a comment inside the value

    2r,
"""


def test_pynogram_colour_text_with_comments_quotes_and_continuations() -> None:
    puzzle = _check(PYNOGRAM, "pynogram", ((1, 1), (2,)), ((1, 1), (2,)))
    assert _colour_blocks(puzzle) == GR_BLOCKS and [c.name for c in puzzle.colours] == ["white", "g", "r"]


def test_pynogram_black_and_white_on_one_line_with_empty_lines() -> None:
    puzzle = _check("[clues]\ncolumns = 1, 0, 1\nrows = 1 1\n", "pynogram", ((1, 1),), ((1,), (), (1,)))
    assert not puzzle.colours


NONOGRID = """# nonogrid's TOML
[colors]
defs = ["g = (0, 128, 0) %", 'r = (FF0000) *']

[clues]
columns = \"\"\"
    1g 1r  ; first
    2r     # second
\"\"\"
rows = "1g 1r, 2r"
"""


def test_nonogrid_toml() -> None:
    puzzle = _check(NONOGRID, "nonogrid", ((1, 1), (2,)), ((1, 1), (2,)))
    assert _colour_blocks(puzzle) == GR_BLOCKS


def test_nonogrid_errors_name_the_line() -> None:
    with pytest.raises(PuzzleFormatError) as caught:
        read(NONOGRID.replace("2r     #", "2q     #"))
    assert caught.value.line == 8 and "'q'" in caught.value.message


PICROSS = """# picross-solver's native text: two grids
GRID Note
ROWS
[ 1 ]
[ ]
COLUMNS
[ 1 ]
[ 0 ]

# Size: 2x1
GRID Pair
ROWS
[ 1 1 ]
COLUMNS
[ 1 ]
[ ]
[ 1 ]
"""


def test_picross_solver_text_holds_several_grids() -> None:
    assert detect(PICROSS) == "picross-solver"
    note, pair = read(PICROSS)
    assert (note.title, note.rows, note.cols) == ("Note", ((1,), ()), ((1,), ()))
    assert (pair.title, pair.rows, pair.cols) == ("Pair", ((1, 1),), ((1,), (), (1,)))


def test_picross_solver_text_refuses_an_unknown_keyword_at_its_line() -> None:
    with pytest.raises(PuzzleFormatError) as caught:
        read(PICROSS.replace("GRID Pair", "GRILL Pair"))
    assert caught.value.line == 11


SPOJ = "2\n2 2\n2 0\n1 0\n2 0\n1 0\n1 3\n1 1 0\n1 0\n0\n1 0\n"


def test_spoj_input_with_two_puzzles() -> None:
    assert detect(SPOJ) == "spoj"
    first, second = read(SPOJ)
    assert (first.rows, first.cols) == (((2,), (1,)), ((2,), (1,)))
    assert (second.rows, second.cols) == (((1, 1),), ((1,), (), (1,)))


def test_rosetta_letter_clues() -> None:
    text = "A A\nB\n\nB A\nA A A\n"
    assert detect(text) == "rosetta"
    first, second = read(text)
    assert (first.rows, first.cols) == (((1,), (1,)), ((2,),))
    assert (second.rows, second.cols) == (((2,), (1,)), ((1,), (1,), (1,)))
    with pytest.raises(PuzzleFormatError, match="capital letters"):
        read("A 1\nB\n", format="rosetta")


GNO_OLD = """[Description]
Two%20by%20two
An Author
2010/06/27
4
[License]
CC0
[Dimensions]
2
3
[Row clues]
1,1
2
[Column clues]
2
1
1
[Solution]
2 1 2
2 2 1
[Working grid]
0 0 0
2 1 0
[State]
GAME_STATE_SOLVING
"""


def test_gnonograms_game_file() -> None:
    puzzle = _check(GNO_OLD, "gno", ((1, 1), (2,)), ((2,), (1,), (1,)))
    assert (puzzle.title, puzzle.author, puzzle.license) == ("Two by two", "An Author", "CC0")
    assert puzzle.goal == ("#.#", "##.") and puzzle.saved == ("???", "#x?")


def test_gnonograms_clues_follow_from_a_solution_grid_alone() -> None:
    text = "[Description]\nt\n\n\n\n[Dimensions]\n1\n2\n[Solution grid]\n2 1 \n[Locked]\ntrue\n"
    [puzzle] = read(text)
    assert (puzzle.rows, puzzle.cols, puzzle.author) == (((1,),), ((1,), ()), "")


PHP_YML = "columns:\n    - [1, 1]\n    - [1]\nrows:\n    - [1]\n    - [0]\n    - [2]\n"


def test_php_nonogram_yaml_levels() -> None:
    _check(PHP_YML, "php-yml", ((1,), (), (2,)), ((1, 1), (1,)))
    [flow] = read("rows: [[1], [1]]\ncolumns: [[2], []]\n")
    assert (flow.rows, flow.cols) == (((1,), (1,)), ((2,), ()))


def test_php_nonogram_yaml_agrees_with_pyyaml() -> None:
    yaml = pytest.importorskip("yaml")
    doc = yaml.safe_load(PHP_YML)
    [puzzle] = read(PHP_YML)
    assert [list(c) or [0] for c in puzzle.rows] == doc["rows"] and [list(c) for c in puzzle.cols] == doc["columns"]


def test_character_grids() -> None:
    puzzle = _check("0110\n1001\n", "chargrid", ((2,), (1, 1)), ((1,), (1,), (1,), (1,)))
    assert puzzle.goal == (".##.", "#..#")
    emoji = _check("🟩🟥⬜\n🟥🟥⬜\n", "chargrid", ((1, 1), (2,)), ((1, 1), (2,), ()))
    assert {c.rgb for c in emoji.colours} == {"FFFFFF", "00FF00", "FF0000"}  # number-loom's green and red
    [corner] = read("🟩🟥\n🟥🟥\n")  # no background character: the top left corner is background
    assert (corner.rows, corner.cols) == (((1,), (2,)), ((1,), (2,)))
    ragged = read(".#\n#\n", format="chargrid")[0]
    assert ragged.rows == ((1,), (1,))  # a short row ends in background
    with pytest.raises(UnsupportedPuzzleError, match="Trianogram"):
        read(" ◢◼\n◼◼◤\n", format="chargrid")


def test_a_character_grid_is_not_read_from_prose() -> None:
    for text in ("hello\nworld\n", "a b c\nd e f\n", "1 2\n3 4\n"):
        assert detect(text, "notes.txt") != "chargrid"


G = """Bicycle, a test drawn for this file
#d
   0:   white   the background
   1:*  black
   r:%  #E02020  a red
: rows
1 1r

: columns
1
0
1r
:
"""


def test_olsak_g_background_line_rgb_comment_and_blank_empty_line() -> None:
    puzzle = _check(G, "g", ((1, 1), ()), ((1,), (), (1,)))
    assert [(c.name, c.rgb) for c in puzzle.colours] == [("white", "FFFFFF"), ("black", "000000"), ("a red", "E02020")]
    assert puzzle.row_colours == ((1, 2), ())
    back = read(write(puzzle, "g"))[0]
    assert (back.rows, back.cols, [c.rgb for c in back.colours]) == (puzzle.rows, puzzle.cols, ["FFFFFF", "000000",
                                                                                               "E02020"])


@pytest.mark.parametrize("text", ["#t\n#d\n  a:a  black\n: one\n1a\n: two\n1a\n",
                                  "#d\n  t:/  black/white\n:\n1t\n:\n1t\n:\n"])
def test_olsak_g_triddlers_and_triangles_are_unsupported(text: str) -> None:
    with pytest.raises(UnsupportedPuzzleError):
        read(text, format="g")


def test_davidje13_csv_quoted_names() -> None:
    text = "# a comment\nname,rules,author\n\"a, b\",RrW8eI3iI3,'x # y'\n\\',RrW8eI3iI3  # trailing comment\n"
    first, second = read(text)
    assert (first.title, first.author, second.title) == ("a, b", "x # y", "'")
    assert first.width == first.height == 5


NONNY = """title "Two colours"
by "A tester"
width 2
height 2

color red FF0000 #
color green 008000 @

rows
green 1 red 1
red: 2

columns
green 1, red 1
red 2
"""


def test_nonny_colour_non() -> None:
    puzzle = _check(NONNY, "non", ((1, 1), (2,)), ((1, 1), (2,)))
    assert _colour_blocks(puzzle) == GR_BLOCKS and [c.name for c in puzzle.colours] == ["background", "red", "green"]


def test_colour_names_survive_xml_non_xml() -> None:
    [puzzle] = read(NONNY)
    for fmt in ("xml", "non", "xml"):
        [puzzle] = read(write(puzzle, fmt))
    assert [c.name for c in puzzle.colours][1:] == ["red", "green"] and _colour_blocks(puzzle) == GR_BLOCKS


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-8-sig", "utf-32"])
def test_unicode_text_with_or_without_a_byte_order_mark(encoding: str) -> None:
    data = NONNY.encode(encoding)
    [puzzle] = read(data)
    assert puzzle.title == "Two colours" and puzzle.rows == ((1, 1), (2,))


@pytest.mark.parametrize(
    ("text", "filename", "expected", "absent"),
    [
        ("hello world\nsome notes\n", "notes.txt", "none of the formats tried", "'$N'"),
        ("#d\n  x\n", "broken.g", "closest: g (the file's extension), which says: expected a colour declaration",
         "JSON"),
        ("1 2 3\nfoo\n", None, "none of the formats tried", "which says"),
    ],
)
def test_unrecognised_content_names_the_formats_tried_and_only_a_related_complaint(
    text: str, filename: str | None, expected: str, absent: str
) -> None:
    with pytest.raises(PuzzleFormatError) as caught:
        read(text, filename=filename)
    message = str(caught.value)
    assert "unrecognised puzzle format" in message and expected in message and absent not in message
    assert "pynogram" in message and "chargrid" in message and "\n" not in message


def test_every_new_writer_is_read_back_by_detection() -> None:
    puzzle = read(G)[0]
    for fmt in ("pynogram", "nonogrid", "clues", "g", "non", "xml", "json"):
        [back] = read(write(puzzle, fmt))
        assert _colour_blocks(back) == _colour_blocks(puzzle), fmt
    plain = Puzzle(rows=((1, 1), ()), cols=((1,), (), (1,)), title="t")
    for fmt in ("gno", "picross-solver", "spoj", "php-yml", "pattern", "clues"):
        [back] = read(write(plain, fmt))
        assert (back.rows, back.cols) == (plain.rows, plain.cols), fmt


@pytest.mark.parametrize(
    ("game_id", "width", "height"),
    [("4x4:2/1/2/1/1.1/2/1/1", 4, 4), ("4:2/1/2/1/1.1/2/1/1", 4, 4), (":2/1/2/1/1.1/2/1/1", 4, 4),
     ("  4x4:2/1/2/1/1.1/2/1/1\n", 4, 4), ("3x2:1/1/1/3/0", 3, 2)],
)
def test_pattern_game_ids(game_id: str, width: int, height: int) -> None:
    assert detect(game_id) == "pattern"
    [puzzle] = read(game_id)
    assert (puzzle.width, puzzle.height) == (width, height)
    if width == 4:
        assert puzzle.cols == ((2,), (1,), (2,), (1,)) and puzzle.rows == ((1, 1), (2,), (1,), (1,))
        assert write(puzzle, "pattern") == "4x4:2/1/2/1/1.1/2/1/1"
    else:
        assert puzzle.rows == ((3,), ()) and puzzle.cols == ((1,), (1,), (1,))


def test_pattern_fixed_cells_become_the_saved_grid() -> None:
    [puzzle] = read("2x2:1/1/2/,Abb")  # cell 1 full; skip one, cell 3 empty; skip the last one
    assert puzzle.saved == ("#?", "x?") and puzzle.rows == ((2,), ())


@pytest.mark.parametrize(
    ("game_id", "phrase"),
    [("15x15#381974", "random seed"), ("5x5:1/1/5/1/1/1/1/5/1", "needs 10 clues"),
     ("5x5:1/1/-5/1/1/1/1/5/1/1", "cannot be negative"), (":1/1/1", "no split")],
)
def test_pattern_mistakes_are_named(game_id: str, phrase: str) -> None:
    with pytest.raises(PuzzleFormatError, match=phrase):
        read(game_id, format="pattern")


def test_clue_text_with_headings_comments_and_a_palette() -> None:
    text = "# typed from a magazine\ntitle Flag\nRow clues:\n1r 1b\n2b\n\nColumn clues:\n1r 1b\n2b\nColours:\nb blue\n"
    [puzzle] = read(text)
    assert puzzle.title == "Flag" and puzzle.rows == ((1, 1), (2,))
    assert [(c.name, c.rgb) for c in puzzle.colours] == [("white", "FFFFFF"), ("red", "FF0000"), ("blue", "0000FF")]
    with pytest.raises(PuzzleFormatError, match="missing the 'columns' heading"):
        read("rows\n1\n", format="clues")
