"""Mosaics: one big picture cut into tiles, each tile a puzzle of its own.

The whole picture is drawn as any colour emoji is (``raster``), then cut into ``rows`` × ``cols``
tiles whose sides differ by at most one cell (the tiles of one row share a height, of one column a
width, as the player lays them out).  Each tile is made a puzzle by ``puzzle.make`` (proved unique,
fixed if ambiguous, graded) with the whole picture's palette, so its colours match its
neighbours'.  A mosaic with a blank tile, a full one (no empty cell) or a tile no fix makes
unique is not shipped: the table must pick another cut or picture.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import puzzle, raster
from .raster import Cells


@dataclass(frozen=True)
class MosaicEntry:
    stem: str
    title: str
    size: int
    """Cells along the whole picture's longer side."""
    rows: int
    cols: int


def cuts(length: int, parts: int) -> list[tuple[int, int]]:
    """``parts`` spans (start, end) covering ``length``, their lengths differing by at most one.

    >>> cuts(10, 3)
    [(0, 4), (4, 7), (7, 10)]
    """
    bounds = [length * k // parts for k in range(parts + 1)]
    bounds = [length - b for b in reversed(bounds)]
    return list(zip(bounds, bounds[1:], strict=False))


def tiles_of(cells: Cells, rows: int, cols: int) -> list[list[Cells]]:
    """The tiles of ``cells``, row by row, each with the whole palette."""
    return [[Cells(tuple(line[c0:c1] for line in cells.grid[r0:r1]), cells.inks)
             for c0, c1 in cuts(cells.width, cols)] for r0, r1 in cuts(cells.height, rows)]


def result_of(entry: MosaicEntry, svg: str) -> dict:
    """``{"tiles": [[result, ...], ...], "width", "height"}`` or ``{"drop": why}``."""
    try:
        box = raster.content_box(svg)
        width, height = raster.fit(box, entry.size)
        whole = raster.to_cells(svg, width, height, box)
    except ValueError as error:
        return {"drop": f"cannot draw: {error}"}
    made_rows = []
    for r, row in enumerate(tiles_of(whole, entry.rows, entry.cols)):
        made_row = []
        for c, tile in enumerate(row):
            filled = sum(k != 0 for line in tile.grid for k in line)
            if filled == 0 or filled == tile.width * tile.height:
                return {"drop": f"tile {r + 1},{c + 1} is {'blank' if filled == 0 else 'full'}"}
            made = puzzle.make(tile, colour=True)
            if isinstance(made, str):
                return {"drop": f"tile {r + 1},{c + 1}: {made}"}
            made_row.append({"rows": list(made.rows), "palette": made.palette, "flips": made.flips,
                             "grade": made.grade})
        made_rows.append(made_row)
    return {"tiles": made_rows, "width": whole.width, "height": whole.height}
