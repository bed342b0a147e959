"""The worker kinds the "Enter a puzzle" view calls: ``paste``, ``enter`` and ``typos`` (webapi)."""

from __future__ import annotations

import json

import pytest

from nonogram_core import solve
from nonogram_core.webapi import handle
from nonogram_core.wire import puzzle_from_json


def call(kind: str, **payload: object) -> dict:
    return json.loads(handle(json.dumps({"id": 7, "kind": kind, "payload": payload})))


@pytest.mark.parametrize(
    ("text", "fmt"),
    [
        ("5x5:1/1/5/1/1/1/1/5/1/1", "pattern"),
        (":1/1/5/1/1/1/1/5/1/1", "pattern"),  # no size: the split whose totals agree, square first
        ("width 5\nheight 5\nrows\n1\n1\n5\n1\n1\ncolumns\n1\n1\n5\n1\n1\n", "non"),
        ("rows\n1\n1\n5\n1\n1\ncolumns\n1\n1\n5\n1\n1\n", "clues"),
        ("C BA CB BB F AE F A B\nAB CA AE GA E C D C\n", "rosetta"),
    ],
)
def test_paste_reads_any_format_and_pattern_ids(text: str, fmt: str) -> None:
    reply = call("paste", text=text)
    assert reply["ok"], reply
    result = reply["result"]
    assert result["format"] == fmt and result["problems"] == [[]]
    [puzzle] = [puzzle_from_json(p) for p in result["puzzles"]]
    assert solve(puzzle).status.value == "unique"


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("", "nothing to read"),
        ("just some words", "unrecognised puzzle format"),
        ("15x15#123456", "random seed"),
        ("5x5:1/1/5/1/1/1/1/5/1", "needs 10 clues"),
    ],
)
def test_paste_errors_are_one_line(text: str, phrase: str) -> None:
    reply = call("paste", text=text)
    assert not reply["ok"] and phrase in reply["error"]["message"] and "\n" not in reply["error"]["message"]


def test_enter_lists_every_problem_at_its_line() -> None:
    reply = call("enter", rows="5 2\n1\n1 q\n", cols="1\n1\n1\n1\n1\n1\n1\n")
    result = reply["result"]
    assert result["puzzle"] is None
    assert [(p["side"], p["line"], p["message"]) for p in result["problems"]] == [
        ("rows", 1, "Row 1: 5 2 needs 8 cells, the row has 7"),
        ("rows", 3, "Row 3: expected a number, found 'q' (a colour clue puts letters after a number, as in 3r)"),
    ]
    assert result["problems"][1]["column"] == 3


def test_enter_gives_the_puzzle_with_its_totals_problem() -> None:
    result = call("enter", rows="2\n1\n", cols="2\n2\n")["result"]
    assert result["puzzle"]["rows"] == [[2], [1]]
    assert [p["message"] for p in result["problems"]] == ["the rows fill 3 cells, the columns 4"]


def test_enter_reads_colour_clues_with_a_palette() -> None:
    palette = [{"key": "r", "name": "red", "rgb": "E02020"}, {"key": "b", "name": "blue", "rgb": "2050E0"}]
    result = call("enter", rows="1r 1b\n2b\n", cols="1r 1b\n2b\n", palette=palette)["result"]
    puzzle = puzzle_from_json(result["puzzle"])
    assert [(c.name, c.rgb) for c in puzzle.colours] == [("white", "FFFFFF"), ("red", "E02020"), ("blue", "2050E0")]
    assert puzzle.row_colours == ((1, 2), (2,)) and result["problems"] == []
    assert solve(puzzle).status.value == "unique"


def test_typos_reply_uses_the_pages_data_clue_form() -> None:
    puzzle = call("enter", rows="2\n4\n2 1\n4\n", cols="3\n2 1\n2 1\n3\n")["result"]["puzzle"]
    result = call("typos", puzzle=puzzle)["result"]
    assert result["status"] == "none" and result["complete"] is True
    assert result["suggestions"] == [{"line": "row 3", "axis": "row", "index": 2, "clue": "1 1", "numbers": [1, 1],
                                      "was": "2 1", "kind": "changed", "colours": []}]


def test_typos_writes_an_empty_clue_as_0() -> None:
    puzzle = call("enter", rows="1\n0\n1\n", cols="1 1\n1\n")["result"]["puzzle"]  # the columns hold one cell more
    suggestions = call("typos", puzzle=puzzle)["result"]["suggestions"]
    last = {"line": "column 2", "clue": "0", "numbers": [], "was": "1", "kind": "extra"}
    assert last.items() <= suggestions[-1].items()
    assert {"line": "row 2", "clue": "1", "was": "0", "kind": "missing"}.items() <= suggestions[-2].items()


def test_typos_refuses_a_bad_limit() -> None:
    puzzle = {"rows": [[1]], "cols": [[1]]}
    reply = call("typos", puzzle=puzzle, limit=0)
    assert not reply["ok"] and "limit" in reply["error"]["message"]


def test_paste_takes_a_share_link_too() -> None:
    from nonogram_core.formats import sharecode
    from nonogram_core.model import Puzzle

    puzzle = Puzzle(rows=((1,), (1,)), cols=((1,), (1,)), title="Pair")
    link = "https://example.github.io/nonogram/index.html#" + sharecode.encode(puzzle)
    result = call("paste", text=link)["result"]
    assert result["format"] == "share" and result["puzzles"][0]["title"] == "Pair"


def test_paste_gives_a_clue_too_long_for_its_line_back_as_typed() -> None:
    """So the "Enter a puzzle" view shows the file's clues with that line marked, to mend it there."""
    result = call("paste", text="width 3\nheight 2\nrows\n2 2\n1\ncolumns\n1\n1\n1\n")["result"]
    assert result["puzzles"][0]["rows"] == [[2, 2], [1]]
    assert result["problems"] == [["row 1: clue 2 2 needs 5 cells, the row has 3"]]
