"""``Puzzle`` stores one form of every clue, and refuses a clue that cannot be its line's.

An empty line written ``(0,)`` (the files' way), ``()``, ``[]`` or ``[0]``, and clues as lists or
tuples, all build the same puzzle, so every function that takes one agrees on it: ``solve``,
``satisfies``, ``next_hint``, ``grade`` and ``write`` (whose file reads back as the same puzzle).
"""

from __future__ import annotations

import pytest

from nonogram_core import Colour, Puzzle, PuzzleError, Status, grade, next_hint, read, satisfies, solve, write


def written_ways() -> list[Puzzle]:
    """One puzzle (its solution ``#.#``, ``...``, ``.##``), its empty row written four ways."""
    rows, cols = ((1, 1), (0,), (2,)), ((1,), (1,), (1, 1))
    return [
        Puzzle(rows=rows, cols=cols),
        Puzzle(rows=[[1, 1], [], [2]], cols=[[1], [1], [1, 1]]),  # type: ignore[list-item]
        Puzzle(rows=((1, 1), (), (2,)), cols=cols),
        Puzzle(rows=[(1, 1), [0], (2,)], cols=list(cols)),  # type: ignore[list-item]
    ]


def test_every_way_of_writing_the_clues_is_one_puzzle() -> None:
    first, *others = written_ways()
    assert first.rows == ((1, 1), (), (2,))
    for other in others:
        assert other == first and hash(other) == hash(first)
        assert type(other.rows) is tuple and all(type(clue) is tuple for clue in (*other.rows, *other.cols))
    assert len(set(written_ways())) == 1


@pytest.mark.parametrize("puzzle", written_ways(), ids=["tuples", "lists", "empty", "zero"])
def test_every_function_agrees_on_an_empty_line_however_written(puzzle: Puzzle) -> None:
    solution = ("#.#", "...", ".##")
    result = solve(puzzle)
    assert (result.status, result.solutions) == (Status.UNIQUE, [solution])
    assert satisfies(puzzle, solution)
    assert next_hint(puzzle, None).technique != "no_solution"
    assert next_hint(puzzle, list(solution)).technique == "solved"
    assert grade(puzzle).grade in ("trivial", "easy", "medium")
    text = write(puzzle, "non")
    [again] = read(text + "\n")
    assert (again.rows, again.cols) == (puzzle.rows, puzzle.cols)
    assert solve(again).status is Status.UNIQUE


def test_colour_clues_are_normalised_too() -> None:
    palette = (Colour("white", "FFFFFF", "."), Colour("red", "FF0000", "r"), Colour("blue", "0000FF", "b"))
    listed = Puzzle(rows=[[1, 1], [0]], cols=[[1], [0], [1]], colours=palette,
                    row_colours=[[1, 2], [1]], col_colours=[[1], [2], [2]])  # type: ignore[list-item]
    canonical = Puzzle(rows=((1, 1), ()), cols=((1,), (), (1,)), colours=palette,
                       row_colours=((1, 2), ()), col_colours=((1,), (), (2,)))
    assert listed == canonical and hash(listed) == hash(canonical)
    assert solve(listed).solutions == [("r.b", "...")]


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"rows": ((1,), (5, 4)), "cols": ((1,),) * 8}, "row 2: clue 5 4 needs 10 cells, the row has 8"),
        ({"rows": ((1,),), "cols": ((1,), (-3,))}, "column 2: block lengths are 1 or more"),
        ({"rows": ((1,),), "cols": ((1,), ("2",))}, "column 2: a block length is a whole number, not '2'"),
        ({"rows": ((1,),), "cols": ((1,), (False,))}, "column 2: a block length is a whole number, not False"),
        ({"rows": ((1, 0),), "cols": ((1,), ())}, "row 1: a block of 0 cells is only written alone"),
        ({"rows": "##", "cols": ((1,),)}, "rows must be a sequence"),
    ],
)
def test_a_wrong_clue_is_a_puzzle_error_naming_its_line(fields: dict[str, object], message: str) -> None:
    with pytest.raises(PuzzleError) as refused:
        Puzzle(**fields)  # type: ignore[arg-type]
    assert str(refused.value).startswith(message), str(refused.value)


def test_a_colour_clue_too_long_or_without_colours_names_its_line() -> None:
    palette = (Colour("white", "FFFFFF", "."), Colour("red", "FF0000", "r"))
    with pytest.raises(PuzzleError, match=r"^column 1: clue 1 red, 1 red needs 3 cells, the column has 2$"):
        Puzzle(rows=((1,), (1,)), cols=((1, 1),), colours=(*palette, Colour("blue")),
               row_colours=((1,), (1,)), col_colours=((1, 1),))
    with pytest.raises(PuzzleError, match=r"^row 1: every block needs one of the puzzle's 2 colours"):
        Puzzle(rows=((1,),), cols=((1,),), colours=(*palette, Colour("blue")), row_colours=((5,),),
               col_colours=((1,),))
