"""The worker's JSON protocol (nonogram_core.webapi), on CPython: every reply the page can get."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from nonogram_core import grade, puzzle_from_picture, satisfies
from nonogram_core.webapi import HANDLERS, handle, puzzle_to_json

from .helpers import ask, ok

HEART = [".##.##.", "#######", "#######", ".#####.", "..###..", "...#..."]
NON_TEXT = "title \"Tiny\"\nwidth 3\nheight 2\n\nrows\n3\n1\n\ncolumns\n1\n2\n1\n"


def wire(picture: list[str]) -> dict:
    return puzzle_to_json(puzzle_from_picture(picture, title="test"))


def brute_force_count(rows, cols, limit: int = 2) -> int:
    """Solutions of a small puzzle by trying every grid (independent of the solver)."""
    puzzle = puzzle_from_picture(["." * len(cols)] * len(rows))
    puzzle = type(puzzle)(rows=tuple(map(tuple, rows)), cols=tuple(map(tuple, cols)))
    count = 0
    for bits in itertools.product("#.", repeat=len(rows) * len(cols)):
        grid = ["".join(bits[r * len(cols):(r + 1) * len(cols)]) for r in range(len(rows))]
        if satisfies(puzzle, grid):
            count += 1
            if count >= limit:
                break
    return count


# ----- protocol -------------------------------------------------------------------------------


def test_unknown_kind_is_an_error_reply_naming_the_known_kinds():
    reply = ask("fly", {})
    assert reply["ok"] is False
    assert reply["error"]["type"] == "UnknownKind"
    assert "solve" in reply["error"]["message"]


@pytest.mark.parametrize("request_text", ["not json", "[1, 2]", '{"id": 1, "kind": "solve", "payload": 3}'])
def test_malformed_requests_get_error_replies_not_exceptions(request_text):
    reply = json.loads(handle(request_text))
    assert reply["ok"] is False
    assert reply["error"]["message"]


def test_handlers_is_a_plain_table_that_others_can_extend():
    HANDLERS["echo_test"] = lambda payload: {"echo": payload}
    try:
        assert ok("echo_test", {"a": 1}) == {"echo": {"a": 1}}
    finally:
        del HANDLERS["echo_test"]


def test_a_bug_in_a_handler_becomes_an_error_reply():
    def broken(payload):
        raise KeyError("oops")

    HANDLERS["broken_test"] = broken
    try:
        reply = ask("broken_test", {})
    finally:
        del HANDLERS["broken_test"]
    assert reply["ok"] is False and reply["error"]["type"] == "KeyError"
    assert "traceback" in reply["error"]["data"]


def test_ping_lists_kinds():
    result = ok("ping", {})
    assert {"load", "solve", "check", "hint", "analyse"} <= set(result["kinds"])


# ----- load -----------------------------------------------------------------------------------


def test_load_reads_a_non_file():
    (puzzle,) = ok("load", {"text": NON_TEXT, "filename": "tiny.non"})["puzzles"]
    assert puzzle["rows"] == [[3], [1]] and puzzle["cols"] == [[1], [2], [1]]
    assert puzzle["title"] == "Tiny" and puzzle["width"] == 3 and puzzle["black_and_white"]


def test_load_reports_where_a_file_is_wrong():
    reply = ask("load", {"text": "width 2\nheight 1\nrows\n2\ncolumns\n1\nbanana\n", "filename": "bad.non"})
    assert reply["ok"] is False
    assert reply["error"]["type"] == "PuzzleFormatError"
    assert "bad.non" in reply["error"]["message"]


def test_load_rejects_empty_input():
    assert ask("load", {})["ok"] is False
    assert ask("load", {"text": ""})["ok"] is False


def test_share_code_round_trips():
    puzzle = wire(HEART)
    code = ok("share", {"puzzle": puzzle})["code"]
    (loaded,) = ok("load", {"code": code})["puzzles"]
    assert loaded["rows"] == puzzle["rows"] and loaded["cols"] == puzzle["cols"]


def test_json_link_still_opens():
    code = json.dumps({"rows": [[1]], "cols": [[1]]})
    (loaded,) = ok("load", {"code": code})["puzzles"]
    assert loaded["rows"] == [[1]]


def test_garbage_link_is_a_clear_error():
    reply = ask("load", {"code": "%%%not-a-code"})
    assert reply["ok"] is False and reply["error"]["message"]


def test_oversized_and_malformed_puzzles_are_refused():
    huge = {"rows": [[1]] * 600, "cols": [[1]] * 3}
    assert ask("solve", {"puzzle": huge})["error"]["type"] == "PuzzleFormatError"
    assert ask("solve", {"puzzle": {"rows": "3", "cols": []}})["ok"] is False
    assert ask("solve", {"puzzle": {"rows": [[True]], "cols": [[1]]}})["ok"] is False


def test_hostile_title_is_kept_as_plain_text_and_bounded():
    puzzle = {**wire(["#"]), "title": "<img src=x onerror=alert(1)>" * 100}
    result = ok("solve", {"puzzle": puzzle})
    assert result["status"] == "unique"


# ----- solve ----------------------------------------------------------------------------------


def test_solve_unique_solution_satisfies_the_clues():
    result = ok("solve", {"puzzle": wire(HEART)})
    assert result["status"] == "unique"
    assert result["solutions"] == [HEART] or all(
        satisfies(puzzle_from_picture(HEART), s) for s in result["solutions"]
    )
    assert result["differing_cells"] == []


def test_solve_multiple_reports_differing_cells():
    result = ok("solve", {"puzzle": {"rows": [[1], [1]], "cols": [[1], [1]]}})
    assert result["status"] == "multiple"
    assert len(result["solutions"]) == 2 and sorted(map(tuple, result["differing_cells"])) == [
        (0, 0), (0, 1), (1, 0), (1, 1)]


def test_contradictory_clues_are_reported():
    reply = ask("solve", {"puzzle": {"rows": [[2], []], "cols": [[1], []]}})
    if reply["ok"]:
        assert reply["result"]["status"] == "none"
    else:
        assert reply["error"]["type"] == "ContradictoryCluesError"
    reply = ask("solve", {"puzzle": {"rows": [[1], [1]], "cols": [[2], [1]]}})  # counts differ
    assert not reply["ok"] or reply["result"]["status"] == "none"


def test_solve_verdicts_match_brute_force_on_small_random_puzzles():
    rng = random.Random(4)
    for _ in range(40):
        height, width = rng.randint(1, 4), rng.randint(1, 4)
        picture = ["".join(rng.choice("#.") for _ in range(width)) for _ in range(height)]
        puzzle = wire(picture)
        result = ok("solve", {"puzzle": puzzle})
        expected = "unique" if brute_force_count(puzzle["rows"], puzzle["cols"]) == 1 else "multiple"
        assert result["status"] == expected, picture
        model = puzzle_from_picture(picture)
        assert all(satisfies(model, s) for s in result["solutions"])


# ----- check ----------------------------------------------------------------------------------


def test_check_accepts_any_valid_solution_with_crosses_or_blanks():
    puzzle = {"rows": [[1], [1]], "cols": [[1], [1]]}
    for grid in (["#x", "x#"], [".#".replace(".", "?"), "#?"]):
        assert ok("check", {"puzzle": puzzle, "grid": grid})["solved"] is True


def test_check_marks_wrong_cells_against_the_unique_solution():
    grid = ["?" * 7 for _ in HEART]
    grid[0] = "#" + "?" * 6  # HEART[0][0] is empty: wrong
    grid[1] = "x" + "?" * 6  # HEART[1][0] is filled: a wrong cross
    grid[2] = "#" + "?" * 6  # right
    result = ok("check", {"puzzle": wire(HEART), "grid": grid})
    assert result["solved"] is False and result["status"] == "unique"
    assert sorted(map(tuple, result["wrong"])) == [(0, 0), (1, 0)]


def test_check_rejects_a_grid_of_the_wrong_size():
    assert ask("check", {"puzzle": wire(HEART), "grid": ["##"]})["ok"] is False


# ----- hint and analyse -----------------------------------------------------------------------


def test_hint_on_empty_grid_proves_only_true_cells():
    result = ok("hint", {"puzzle": wire(HEART), "grid": None})
    assert result["sentence"]
    assert result["proves"], result
    for r, c, value in result["proves"]:
        assert (HEART[r][c] == "#") == (value == "filled")


def test_hint_points_out_mistakes_first():
    grid = ["?" * 7 for _ in HEART]
    grid[0] = "#" + "?" * 6
    result = ok("hint", {"puzzle": wire(HEART), "grid": grid})
    assert [0, 0] in result["mistakes"]


def test_analyse_gives_verdict_and_grade():
    result = ok("analyse", {"puzzle": wire(HEART)})
    assert result["status"] == "unique"
    assert result["grade"] == grade(puzzle_from_picture(HEART)).as_dict()  # the hint engine is always there
