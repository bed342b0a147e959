"""Grids as the public API takes them (``GridLike``): ``None``, text rows or cells, in ``next_hint``
and ``solve(start=)``, with clear errors; and the documented examples, run as doctests."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from nonogram_core import (
    Cell,
    Colour,
    Puzzle,
    PuzzleError,
    as_grid,
    colour_grid_from_text,
    grid_from_text,
    next_hint,
    puzzle_from_picture,
    solve,
)

DOCS = Path(__file__).resolve().parents[2] / "docs"
CROSS = puzzle_from_picture([".#.", "###", ".#."])
COLOUR = Puzzle(rows=((1, 1), (1,)), cols=((2,), (1,), ()), colours=(Colour("white", "FFFFFF", "."),
                Colour("red", "FF0000", "r"), Colour("green", "00A000", "g")),
                row_colours=((1, 2), (1,)), col_colours=((1,), (2,), ()))
"""Row 1 "r g" and row 2 "r" over three columns: ``rg.`` / ``r..``, unique."""


@pytest.mark.parametrize("page", ["cli.md", "hints.md"])
def test_the_documented_examples_run(page: str) -> None:
    failed, attempted = doctest.testfile(str(DOCS / page), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert attempted >= 5 and failed == 0


@pytest.mark.parametrize("engine", ["native", "sat"])
def test_the_three_forms_of_a_grid_mean_the_same(engine: str) -> None:
    if engine == "sat":
        pytest.importorskip("pysat")
    text = ["?#?", "#??", "???"]
    forms = [text, grid_from_text(text), [[int(cell) for cell in row] for row in grid_from_text(text)]]
    assert len({repr(next_hint(CROSS, form)) for form in forms}) == 1
    assert len({tuple(solve(CROSS, start=form, engine=engine).solutions) for form in forms}) == 1
    blank = [None, ["???"] * 3, [[Cell.UNKNOWN] * 3 for _ in range(3)]]
    assert len({repr(next_hint(CROSS, form)) for form in blank}) == 1
    assert solve(CROSS, start=None, engine=engine).solutions == [(".#.", "###", ".#.")]


def test_colour_text_rows_use_each_colours_character() -> None:
    assert as_grid(COLOUR, ["r??", "?.?"]) == colour_grid_from_text(["r??", "?x?"], COLOUR)
    assert solve(COLOUR, start=["r??", "???"]).solutions == [("rg.", "r..")]
    assert next_hint(COLOUR, ["rg.", "r.."]).technique == "solved"
    assert next_hint(COLOUR, ["g??", "???"]).technique == "mistake"
    with pytest.raises(PuzzleError, match=r"row 1, column 2: unexpected '#'.*'r', 'g'"):
        next_hint(COLOUR, ["r#?", "???"])


@pytest.mark.parametrize(("grid", "error", "message"), [
    (["???"] * 2, PuzzleError, "the grid has 2 rows; this puzzle needs 3 rows of 3 cells"),
    (["???", "??", "???"], PuzzleError, "grid row 2 has 2 cells; this puzzle is 3 cells wide"),
    (["???", "?z?", "???"], PuzzleError, r"grid row 2, column 2: unexpected 'z'; use '#' \(filled\)"),
    ([[3, 3, 3], [3, 9, 3], [3, 3, 3]], PuzzleError, "grid row 2, column 2: 9 is not a cell"),
    ([[3, 3, 3], [3, "#", 3], [3, 3, 3]], TypeError, "row 2, column 2: a cell is an int, not str"),
    (["???", [3, 3, 3], "???"], TypeError, "all text or all lists of cells"),
    ("???\n???\n???", TypeError, "a list of text rows"),
    (7, TypeError, "not int"),
])
def test_a_grid_that_does_not_fit_says_where(grid: object, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        next_hint(CROSS, grid)  # type: ignore[arg-type]
    with pytest.raises(error, match=message):
        solve(CROSS, start=grid)  # type: ignore[arg-type]


def test_a_cell_that_allows_nothing_is_a_hint_error_and_no_solution() -> None:
    """A player's board never holds an empty set; a ``start`` constraint may (nothing completes it)."""
    grid = [[3, 3, 3], [3, 0, 3], [3, 3, 3]]
    with pytest.raises(PuzzleError, match="row 2, column 2: 0 is not a cell; use Cell.EMPTY, Cell.FILLED"):
        next_hint(CROSS, grid)
    assert solve(CROSS, start=grid).status.value == "none"
