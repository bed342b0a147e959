"""The worker's protocol for colour and blotted puzzles (CPython, no browser): the wire form carries
the palette, block colours and blotted numbers and is checked on the way in; grids and solutions are
rows of colour characters; check, share and load work on colour grids."""

from __future__ import annotations

import json

import pytest

from nonogram_core.formats import read
from nonogram_core.model import BLOTTED, Colour, Puzzle, satisfies
from nonogram_core.wire import puzzle_from_json
from tests.corpora import REASON
from tests.formats.test_colour_pictures import XML
from tests.formats.test_corpus import CORPUS

from .helpers import ask, ok

PALETTE = (Colour("white", "FFFFFF", "."), Colour("red", "FF0000", "r"), Colour("black", "000000", "X"))
GOAL = ["ra", "r."]
"""The picture the clues below are made from (``X`` is reserved, so black is ``a`` on the wire)."""
PUZZLE = Puzzle(rows=((1, 1), (1,)), cols=((2,), (1,)), colours=PALETTE,
                row_colours=((1, 2), (1,)), col_colours=((1,), (2,)))


def wire() -> dict:
    return ok("load", {"text": json.dumps({"rows": [[1, 1], [1]], "cols": [[2], [1]],
                                           "colours": [{"name": c.name, "rgb": c.rgb, "char": c.char} for c in PALETTE],
                                           "row_colours": [[1, 2], [1]], "col_colours": [[1], [2]]}),
                       "filename": "p.json"})["puzzles"][0]


def test_the_wire_form_carries_the_palette_and_its_grid_characters() -> None:
    puzzle = wire()
    assert puzzle["colours"] == [{"name": "white", "rgb": "FFFFFF", "char": "."},
                                 {"name": "red", "rgb": "FF0000", "char": "r"},
                                 {"name": "black", "rgb": "000000", "char": "a"}]
    assert (puzzle["row_colours"], puzzle["col_colours"]) == ([[1, 2], [1]], [[1], [2]])
    assert puzzle["black_and_white"] is False
    back = puzzle_from_json(puzzle)
    assert (back.rows, back.cols, back.row_colours, back.col_colours) == (PUZZLE.rows, PUZZLE.cols,
                                                                          PUZZLE.row_colours, PUZZLE.col_colours)
    assert ok("load", {"code": "#" + json.dumps(puzzle)})["puzzles"][0] == puzzle  # stable through the page


def test_black_and_white_keys_are_unchanged_and_palettes_empty() -> None:
    puzzle = ok("load", {"text": "width 1\nheight 1\nrows\n1\ncolumns\n1\n"})["puzzles"][0]
    assert puzzle["rows"] == [[1]] and puzzle["black_and_white"] is True
    assert (puzzle["colours"], puzzle["row_colours"], puzzle["col_colours"]) == ([], [], [])


def test_blotted_numbers_are_null_on_the_wire_and_minus_one_still_reads() -> None:
    puzzle = Puzzle(rows=((BLOTTED, 1),), cols=((1,), (), (1,)))
    text = json.dumps({"rows": [[None, 1]], "cols": [[1], [], [1]]})
    [loaded] = ok("load", {"text": text, "filename": "b.json"})["puzzles"]
    assert loaded["rows"] == [[None, 1]] and loaded["black_and_white"] is False
    assert puzzle_from_json(loaded).rows == puzzle.rows
    assert puzzle_from_json({**loaded, "rows": [[-1, 1]]}).rows == puzzle.rows


def test_a_goal_in_colour_characters_solves_check() -> None:
    result = ok("check", {"puzzle": wire(), "grid": ["ra", "rx"]})
    assert result["solved"] is True


@pytest.mark.parametrize(("change", "words"), [
    ({"colours": "red"}, "'colours' must be a list"),
    ({"colours": [{"name": "white", "rgb": "FFFFFF", "char": "."}]}, "'colours' must be a list of 2"),
    ({"colours": [{"name": "white", "rgb": "FFFFFF"}, {"name": "red", "rgb": "red"}]}, "six hex digits"),
    ({"colours": [{"name": "white", "rgb": "FFFFFF"}, 7]}, "colours[1] must be an object"),
    ({"row_colours": [[1, 3], [1]]}, "row_colours[0] must give one colour index (1..2)"),
    ({"row_colours": [[1], [1]]}, "for each of the line's 2 blocks"),
    ({"row_colours": [[1, 2]]}, "one list per line (2)"),
    ({"col_colours": []}, "needs 'row_colours' and 'col_colours'"),
    ({"colours": [], "row_colours": [[1, 1], [1]]}, "needs a 'colours' palette"),
    ({"rows": [[1, "?"], [1]]}, "null for a blotted one"),
])
def test_malformed_colour_puzzles_are_clear_errors(change: dict, words: str) -> None:
    reply = ask("solve", {"puzzle": {**wire(), **change}})
    assert reply["ok"] is False and reply["error"]["type"] == "PuzzleFormatError", reply
    assert words in reply["error"]["message"], reply["error"]["message"]


def test_a_colour_grid_with_a_stray_character_says_where() -> None:
    reply = ask("check", {"puzzle": wire(), "grid": ["ra", "r#"]})
    assert reply["ok"] is False
    assert "unexpected '#'" in reply["error"]["message"] and reply["error"]["data"]["line"] == 2
    assert ask("check", {"puzzle": wire(), "grid": ["ra"]})["ok"] is False  # one row short


def test_share_and_load_keep_a_colour_grid() -> None:
    code = ok("share", {"puzzle": wire(), "grid": ["r?", "xa"]})["code"]
    assert code.startswith("3")  # named colours (version 3) with a colour grid (as in version 2)
    [loaded] = ok("load", {"code": code})["puzzles"]
    chars = [c["char"] for c in loaded["colours"]]  # codes keep RGB and names, not characters
    assert loaded["saved"] == [f"{chars[1]}?", f"x{chars[2]}"]
    assert [c["rgb"] for c in loaded["colours"]] == ["FFFFFF", "FF0000", "000000"]
    assert [c["name"] for c in loaded["colours"]][1:] == ["red", "black"]


def test_a_file_with_a_colour_goal_loads_in_grid_characters() -> None:
    [loaded] = ok("load", {"text": XML, "filename": "two.xml"})["puzzles"]
    assert [c["char"] for c in loaded["colours"]] == [".", "a", "r"]
    assert loaded["goal"] == ["ar", ".r"] and loaded["saved"] == ["a?", "xr"]
    assert read(XML)[0].goal == tuple(loaded["goal"])


# ----- with the colour solver -----------------------------------------------------------------


def test_solve_gives_every_cell_its_colour() -> None:
    result = ok("solve", {"puzzle": wire()})
    assert result["status"] == "unique"
    assert result["solutions"] == [GOAL] and result["grid"] == ["ra", "rx"]  # grid: x for a known background
    assert result["differing_cells"] == [] and result["line_unknown_cells"] == []


def test_solve_a_corpus_colour_file_through_the_wire() -> None:
    [puzzle] = read_corpus("colour/rico-palm-color.xml")
    result = ok("solve", {"puzzle": puzzle, "max_solutions": 2})
    assert result["status"] == "multiple" and len({tuple(s) for s in result["solutions"]}) == 2
    assert all(satisfies(puzzle_from_json(puzzle), s) for s in result["solutions"])
    assert result["differing_cells"]


def test_check_points_at_wrong_colours_and_wrong_crosses() -> None:
    result = ok("check", {"puzzle": wire(), "grid": ["aa", "x?"]})  # (0,0) should be red, (1,0) red not x
    assert result["solved"] is False and result["status"] == "unique"
    assert sorted(map(tuple, result["wrong"])) == [(0, 0), (1, 0)]
    assert result["unknown"] == 1


def test_blotted_puzzles_solve_on_the_wire() -> None:
    [puzzle] = read_corpus("blotted/webpbn-color-00047-map-blotuniq.xml")
    assert any(None in clue for clue in puzzle["rows"] + puzzle["cols"])
    result = ok("solve", {"puzzle": json.loads(json.dumps(puzzle))})
    assert result["status"] == "unique"
    assert satisfies(puzzle_from_json(puzzle), result["solutions"][0])


def test_analyse_answers_colour_puzzles() -> None:
    result = ok("analyse", {"puzzle": wire()})
    assert result["status"] == "unique"
    assert result["grade"] is None or result["grade"]["grade"]  # a grade once the hints grade colour


def test_hint_takes_a_colour_grid() -> None:
    reply = ask("hint", {"puzzle": wire(), "grid": ["r?", "??"]})
    if reply["ok"]:  # once the hints handle colour: the proved cells are true
        for r, c, value in reply["result"]["proves"]:
            assert value == ("empty" if GOAL[r][c] == "." else {"r": "red", "a": "black"}[GOAL[r][c]])
    else:  # until then, a clear refusal of the puzzle, not of the grid
        assert reply["error"]["type"] == "UnsupportedPuzzleError", reply


def read_corpus(key: str) -> list[dict]:
    path = CORPUS / key
    if not path.exists():
        pytest.skip(REASON)
    return ok("load", {"text": path.read_text(encoding="utf-8"), "filename": path.name})["puzzles"]
