"""Colour puzzles (2 to 6 inks): candidate pictures, their clues, and the repair to line-solvability.

The grader is black-and-white only, so for colour the generator promises what the colour solver
can verify: a unique solution that single-line logic reaches on its own (the solver's
``line_grid`` has one colour left in every cell).  That is the black-and-white ``trivial`` to
``medium`` tiers together; telling them apart waits for a colour-aware grade.

A colour picture is rows of colour indices, 0 the background.  It starts as a black-and-white
candidate (``pictures``) whose inked cells are painted by a second smooth field cut into bands, so
colours come in regions; the repair recolours stalled cells (to a neighbour's colour where it can,
which keeps the regions) until line logic completes the grid.
"""

from __future__ import annotations

import random

from ..model import Colour, Puzzle, colour_blocks_of, colour_chars
from ..propagate import Deadline
from ..result import Stats
from .pictures import _blurred_field, make_picture

ColourPicture = list[list[int]]

PALETTE = (
    Colour("black", "1D2330", "a"),
    Colour("red", "D32F2F", "b"),
    Colour("blue", "1E6FD9", "c"),
    Colour("green", "2E9D4A", "d"),
    Colour("yellow", "F2B705", "e"),
    Colour("purple", "7B3FA0", "f"),
)
BACKGROUND = Colour("white", "FFFFFF", ".")
CANDIDATES = 6
STEPS = 80


def colour_picture(
    style: str, width: int, height: int, rng: random.Random, detail: float, inks: int
) -> ColourPicture:
    """A black-and-white candidate of ``style`` whose ink is split into ``inks`` colour regions."""
    mask = make_picture(style, width, height, rng, detail)
    field = _blurred_field(width, height, rng, 0.0)  # broad regions, whatever the mask's detail
    values = sorted(
        value for row, inked in zip(field, mask, strict=True) for value, on in zip(row, inked, strict=True) if on
    )
    if not values:
        return [[0] * width for _ in range(height)]
    cuts = [values[len(values) * k // inks] for k in range(1, inks)]
    return [
        [1 + sum(value >= cut for cut in cuts) if on else 0 for value, on in zip(row, inked, strict=True)]
        for row, inked in zip(field, mask, strict=True)
    ]


def colour_puzzle(picture: ColourPicture, inks: int, **metadata: object) -> Puzzle:
    """The colour puzzle whose solution is ``picture``, its goal in ``colour_chars`` characters."""
    rows = [colour_blocks_of(row) for row in picture]
    cols = [colour_blocks_of(column) for column in zip(*picture, strict=True)]
    puzzle = Puzzle(
        rows=tuple(tuple(length for length, _ in blocks) for blocks in rows),
        cols=tuple(tuple(length for length, _ in blocks) for blocks in cols),
        colours=(BACKGROUND, *PALETTE[:inks]),
        row_colours=tuple(tuple(colour for _, colour in blocks) for blocks in rows),
        col_colours=tuple(tuple(colour for _, colour in blocks) for blocks in cols),
        **metadata,  # type: ignore[arg-type]
    )
    chars = colour_chars(puzzle)
    goal = tuple("".join(chars[value] for value in row) for row in picture)
    return Puzzle(**{**puzzle.__dict__, "goal": goal})


def line_stalled(picture: ColourPicture, inks: int) -> list[tuple[int, int]]:
    """Cells of ``picture``'s puzzle that colour line logic leaves with more than one colour."""
    from ..colour.pipeline import start_board
    from ..colour.propagate import ColourPropagator

    puzzle = colour_puzzle(picture, inks)
    prop = ColourPropagator(
        list(zip(puzzle.rows, puzzle.row_colours, strict=True)),
        list(zip(puzzle.cols, puzzle.col_colours, strict=True)),
        inks + 1,
        Stats(),
        Deadline(None),
    )
    board = start_board(puzzle, None)
    prop.run(board, range(puzzle.height), range(puzzle.width))
    grid = board.to_grid()
    return [(r, c) for r, row in enumerate(grid) for c, cell in enumerate(row) if int(cell) & (int(cell) - 1)]


def tune_colour(picture: ColourPicture, inks: int, rng: random.Random) -> bool:
    """Recolour stalled cells, the best of a few tries each step, until line logic solves the puzzle."""
    stalled = line_stalled(picture, inks)
    for _ in range(STEPS):
        if not stalled:
            return True
        best: tuple[int, tuple[int, int], int] | None = None
        for cell in rng.sample(stalled, min(CANDIDATES, len(stalled))):
            r, c = cell
            old = picture[r][c]
            picture[r][c] = _new_colour(picture, cell, inks, rng)
            left = len(line_stalled(picture, inks))
            if best is None or left < best[0]:
                best = (left, cell, picture[r][c])
            picture[r][c] = old
        assert best is not None
        _, (r, c), colour = best
        picture[r][c] = colour
        stalled = line_stalled(picture, inks)
    return not stalled


def _new_colour(picture: ColourPicture, cell: tuple[int, int], inks: int, rng: random.Random) -> int:
    """Another colour for ``cell``: a neighbour's where one differs (regions stay whole), else any."""
    r, c = cell
    here = picture[r][c]
    around = sorted(
        {picture[r + dr][c + dc] for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
         if 0 <= r + dr < len(picture) and 0 <= c + dc < len(picture[0])} - {here}
    )
    if around:
        return around[rng.randrange(len(around))]
    return rng.choice([k for k in range(inks + 1) if k != here])
