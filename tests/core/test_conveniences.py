"""The small conveniences of the public API: ``Status`` a string enum, ``Result.solution``, ``str(Puzzle)``."""

from __future__ import annotations

import json

from nonogram_core import Puzzle, Status, solve


def test_status_is_a_string_enum_and_prints_as_before() -> None:
    from nonogram_core.cli.solve_cmd import as_json

    puzzle = Puzzle(rows=((1,), (1,)), cols=((1,), (1,)))
    result = solve(puzzle)
    assert result.status == "multiple" and result.status is Status.MULTIPLE and isinstance(result.status, str)
    assert {Status.UNIQUE: 1}["unique"] == 1  # hashes as its value
    assert json.dumps(as_json("p.non", "p", result)) == json.dumps({**as_json("p.non", "p", result),
                                                                    "status": "multiple"})
    assert as_json("p.non", "p", result)["status"] == result.status.value == "multiple"
    assert [status.value for status in Status] == ["unique", "multiple", "none", "timeout"]


def test_result_solution_is_the_one_solution_or_none() -> None:
    unique = solve(Puzzle(rows=((2,), (1,)), cols=((2,), (1,))))
    assert unique.solution == unique.solutions[0] == ("##", "#.")
    assert solve(Puzzle(rows=((1,), (1,)), cols=((1,), (1,)))).solution is None  # two solutions
    assert solve(Puzzle(rows=((2,), (2,)), cols=((1,), (1,)))).solution is None  # none


def test_str_of_a_puzzle_is_its_grid_of_clues_as_the_cli_draws_it() -> None:
    from nonogram_core.cli.draw import draw

    puzzle = Puzzle(rows=((2,), (1, 1), ()), cols=((2,), (1,), (1,)), title="Cat\nFAKE")
    assert str(puzzle) == draw(puzzle, ["???"] * 3) == "\n".join([
        "    2 1 1",
        "  2 ? ? ?",
        "1 1 ? ? ?",
        "  0 ? ? ?",
    ])
    assert "FAKE" not in str(puzzle) and repr(puzzle).startswith("Puzzle(rows=((2,), (1, 1), ())")
