"""Colour puzzles (2 to 6 inks): candidate pictures, their clues, and the repair to a colour grade.

A colour puzzle grades ``trivial``, ``easy``, ``medium`` or ``hard``; ``colour_logic`` has the fast
checks of each logic class, and the caller (``generate``) lets ``grade()`` and ``solve()`` give the
verdict.  ``easy`` and ``medium`` are the same logic class (line-solvable, stalling the counting
techniques somewhere); ``grade()`` splits them by the number of line-logic steps, so the caller
starts ``easy`` from dense pictures, which leave few.

A colour picture is rows of colour indices, 0 the background.  It starts as a black-and-white
candidate (``pictures``) whose inked cells are painted by a second smooth field cut into bands, so
colours come in regions (for ``trivial``, a dense mask: ``dense_colour_picture``); the repair
recolours stalled cells (to a neighbour's colour where it can, which keeps the regions) until the
logic of the requested grade completes the grid and the logic below it does not.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..lines.cache import LineCache
from ..model import Colour, Puzzle, colour_blocks_of, colour_chars
from .colour_logic import Cells, line_stalled, probe_stalled, trivial_stalled
from .pictures import _blurred_field, _threshold, edge_cell, make_picture, neighbours

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
    return _paint(make_picture(style, width, height, rng, detail), rng, inks)


def dense_colour_picture(width: int, height: int, rng: random.Random, density: float, inks: int) -> ColourPicture:
    """Colour regions covering ``density`` of the grid (a smooth field's highest values), for ``trivial``.

    The colour trivial techniques see little (simple boxes only on a bare line, no glue), so a trivial
    colour puzzle needs lines of few long blocks: a dense picture repairs to trivial far more often
    and faster (docs/solver-experiments.md, "The generator"); a full grid is always trivial (every
    line needs its whole length).
    """
    return _paint(_threshold(_blurred_field(width, height, rng, 0.0), density), rng, inks)


def _paint(mask: list[list[bool]], rng: random.Random, inks: int) -> ColourPicture:
    """``mask``'s inked cells painted by a broad smooth field cut into ``inks`` bands (colours come in regions)."""
    height, width = len(mask), len(mask[0])
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


Check = Callable[[ColourPicture], tuple[Cells, bool]]
"""A difficulty's test of a picture: the cells to repair (none: done) and whether it is too easy."""


def checks(inks: int, cache: LineCache) -> dict[str, Check]:
    """Per colour difficulty, what the repair works on (see ``colour_logic``), sharing ``cache``."""

    def trivial(picture: ColourPicture) -> tuple[Cells, bool]:
        puzzle = colour_puzzle(picture, inks)
        stalled = line_stalled(puzzle, inks, cache)
        return (stalled or trivial_stalled(puzzle)), False  # the trivial techniques' stall once line logic has none

    def medium(picture: ColourPicture) -> tuple[Cells, bool]:
        puzzle = colour_puzzle(picture, inks)
        stalled = line_stalled(puzzle, inks, cache)
        return stalled, not stalled and not trivial_stalled(puzzle)

    def hard(picture: ColourPicture) -> tuple[Cells, bool]:
        line, probe = probe_stalled(colour_puzzle(picture, inks), inks, cache)
        return probe, not line

    return {"trivial": trivial, "easy": medium, "medium": medium, "hard": hard}


def tune_colour(picture: ColourPicture, inks: int, difficulty: str, rng: random.Random, cache: LineCache) -> bool:
    """Recolour ``picture`` in place until its puzzle is of ``difficulty``'s logic class; False to give up.

    Each step recolours the first of a few stalled cells that leaves fewer stalled (or else the best
    of them); a puzzle that came out too easy has a random edge cell recoloured and is repaired again.
    Bounded by ``STEPS``, never by the clock, so a seed always takes the same path.
    """
    check = checks(inks, cache)[difficulty]
    stalled, too_easy = check(picture)
    for _ in range(STEPS):
        if not stalled and not too_easy:
            return True
        if not stalled:
            _recolour(picture, edge_cell(picture, rng), inks, rng)
            stalled, too_easy = check(picture)
            continue
        best: tuple[int, tuple[int, int], int, Cells, bool] | None = None
        for r, c in rng.sample(stalled, min(CANDIDATES, len(stalled))):
            old = picture[r][c]
            picture[r][c] = _new_colour(picture, (r, c), inks, rng)
            after, after_easy = check(picture)
            new, picture[r][c] = picture[r][c], old
            if not after and not after_easy:
                picture[r][c] = new
                return True
            if not after_easy and (best is None or len(after) < best[0]):
                best = (len(after), (r, c), new, after, after_easy)
                if len(after) < len(stalled):
                    break
        if best is None:
            _recolour(picture, stalled[rng.randrange(len(stalled))], inks, rng)
            stalled, too_easy = check(picture)
        else:
            _, (r, c), colour, stalled, too_easy = best
            picture[r][c] = colour
    return not stalled and not too_easy


def _recolour(picture: ColourPicture, cell: tuple[int, int], inks: int, rng: random.Random) -> None:
    picture[cell[0]][cell[1]] = _new_colour(picture, cell, inks, rng)


def _new_colour(picture: ColourPicture, cell: tuple[int, int], inks: int, rng: random.Random) -> int:
    """Another colour for ``cell``: a neighbour's where one differs (regions stay whole), else any."""
    here = picture[cell[0]][cell[1]]
    around: list[int] = sorted(set(neighbours(picture, cell)) - {here})  # type: ignore[arg-type]
    if around:
        return around[rng.randrange(len(around))]
    return rng.choice([k for k in range(inks + 1) if k != here])
