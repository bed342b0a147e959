"""The worker's ``generate`` kind: a puzzle with its goal, seed and grade; bad requests are error replies."""

from __future__ import annotations

import json

from nonogram_core import grade, satisfies, solve
from nonogram_core.webapi import handle, puzzle_from_json


def _reply(payload: object) -> dict:
    return json.loads(handle(json.dumps({"id": 1, "kind": "generate", "payload": payload})))


def test_generate_returns_a_unique_puzzle_of_the_grade_and_its_seed() -> None:
    reply = _reply({"width": 10, "height": 8, "difficulty": "easy", "seed": 20261125})
    assert reply["ok"], reply
    result = reply["result"]
    puzzle = puzzle_from_json(result["puzzle"])
    assert (puzzle.width, puzzle.height) == (10, 8)
    assert result["seed"] == 20261125 and result["grade"] == "easy" == grade(puzzle).grade
    assert solve(puzzle).status.value == "unique" and satisfies(puzzle, result["puzzle"]["goal"])
    assert _reply({"width": 10, "height": 8, "difficulty": "easy", "seed": 20261125}) == reply


def test_generate_refuses_bad_requests_with_messages() -> None:
    for payload, word in [
        ({"width": 1, "height": 1, "difficulty": "hard"}, "trivial"),
        ({"width": "ten", "height": 5}, "whole numbers"),
        ({"width": 5, "height": 5, "seed": 1.5}, "whole numbers"),
        ({"width": 500, "height": 5}, "1 to"),
        ({"width": 5, "height": 5, "difficulty": "insane"}, "choose one of"),
    ]:
        reply = _reply(payload)
        assert not reply["ok"] and word in reply["error"]["message"]
        assert reply["error"]["type"] == "GenerationError" or word == "whole numbers"
