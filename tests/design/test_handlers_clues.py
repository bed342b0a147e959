"""``design_check`` from clues alone reads them as every other worker kind does (``wire.puzzle_from_json``)."""

from __future__ import annotations

import pytest

from nonogram_core.design.handlers import design_check
from nonogram_core.model import PuzzleError


def test_a_zero_clue_is_an_empty_line_as_on_the_wire() -> None:
    # row 1 empty, row 2 one cell in column 2: the only picture (checked by hand)
    for empty in ([0], []):
        answer = design_check({"rows": [empty, [1]], "cols": [[0], [1]]})
        assert (answer["verdict"], answer["picture"]) == ("unique", ["..", ".#"])


def test_blotted_numbers_are_null_both_ways() -> None:
    answer = design_check({"rows": [[None], [1]], "cols": [[1], [1]]})
    assert answer["verdict"] == "multiple" and sorted(answer["picture"]) == ["#.", ".#"]  # either diagonal
    assert (answer["rows"], answer["cols"]) == ([[None], [1]], [[1], [1]])  # answered in the wire form too


@pytest.mark.parametrize("rows", [[["2"]], [[1.5]], [[True]]])
def test_clue_numbers_must_be_whole_numbers(rows) -> None:
    with pytest.raises(PuzzleError, match="whole numbers"):
        design_check({"rows": rows, "cols": [[1], [1]]})
