"""bench/web_bench.py's CPython half: the puzzle set every browser benchmark solves."""

from __future__ import annotations

import json

import pytest

from bench import web_bench
from nonogram_core import webapi
from tests.corpora import REASON


def test_the_solve_set_loads_as_web_puzzles() -> None:
    found = web_bench.puzzles()
    assert [name for name, _ in found] == [n for n in web_bench.SOLVE_SET if (web_bench.SHARED / n).exists()]
    assert all(puzzle["rows"] and puzzle["cols"] for _, puzzle in found)


def test_a_puzzle_that_does_not_load_stops_with_why(monkeypatch: pytest.MonkeyPatch) -> None:
    if not web_bench.puzzles():
        pytest.skip(REASON)
    refused = {"id": 0, "ok": False, "error": {"type": "PuzzleFormatError", "message": "line 3: a broken reader"}}
    monkeypatch.setattr(webapi, "handle", lambda _: json.dumps(refused))
    with pytest.raises(SystemExit, match=r"could not load it: line 3: a broken reader"):
        web_bench.puzzles()
