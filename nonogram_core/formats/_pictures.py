"""Puzzles made from pictures of colour indexes (PNG images, character grids): the clues follow
from the picture, which becomes the puzzle's ``goal``.

>>> from nonogram_core.model import Colour
>>> p = puzzle_from_cells([[0, 1, 1], [2, 0, 1]], [Colour("white", "FFFFFF"), Colour("red", "FF0000"),
...                                                Colour("blue", "0000FF")])
>>> p.rows, p.row_colours, p.goal
(((2,), (1, 1)), ((1,), (2, 1)), ('.aa', 'b.a'))
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import MAX_COLOURS, Colour, Puzzle, colour_blocks_of
from ._common import check_clue_count, fail, make_puzzle, picture_text


def puzzle_from_cells(cells: Sequence[Sequence[int]], colours: Sequence[Colour], **metadata: object) -> Puzzle:
    """The puzzle whose solution is ``cells`` (rows of indexes into ``colours``, 0 the background).

    One ink, black on white, makes a black-and-white puzzle (goal ``#``/``.``); anything else a colour
    puzzle with ``colours`` as its palette.
    """
    check_clue_count(len(cells), "picture rows")
    check_clue_count(len(cells[0]), "picture columns")
    if len(colours) > MAX_COLOURS:
        raise fail(f"the picture has {len(colours) - 1} colours besides the background; the limit is {MAX_COLOURS - 1}")
    columns = [[row[c] for row in cells] for c in range(len(cells[0]))]
    row_blocks = [colour_blocks_of(row) for row in cells]
    col_blocks = [colour_blocks_of(col) for col in columns]
    rows = tuple(tuple(n for n, _ in blocks) for blocks in row_blocks)
    cols = tuple(tuple(n for n, _ in blocks) for blocks in col_blocks)
    plain = len(colours) <= 2 and [c.rgb for c in colours] in (["FFFFFF", "000000"], ["FFFFFF"])
    if plain:
        goal = tuple("".join("#" if v else "." for v in row) for row in cells)
        return make_puzzle(rows, cols, goal=goal, **metadata)
    return make_puzzle(
        rows, cols, colours=tuple(colours),
        row_colours=tuple(tuple(k for _, k in blocks) for blocks in row_blocks),
        col_colours=tuple(tuple(k for _, k in blocks) for blocks in col_blocks),
        goal=picture_text(cells, colours, saved=False), **metadata,
    )  # fmt: skip
