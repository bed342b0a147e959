"""Black-and-white pictures from colour emoji: the shape in ink, its light parts left white.

An emoji drawn as cells (``raster.to_cells``) becomes ink wherever it has a colour, except where
that colour is light (CIE L* above ``LIGHT``): a penguin keeps its white belly, a panda its white
face, an elephant is a shape a person knows by its outline.  The rest is the pipeline's usual
proof, fix and grade (``puzzle.make``), black-and-white.
"""

from __future__ import annotations

from . import puzzle, raster
from .raster import Cells

LIGHT = 85.0


def result_of(size: int, svg: str) -> dict:
    """As ``puzzle.result_of`` for the ``silhouette`` style."""
    try:
        box = raster.content_box(svg)
        width, height = raster.fit(box, size)
        cells = raster.to_cells(svg, width, height, box)
    except ValueError as error:
        return {"drop": f"cannot draw: {error}"}
    light = {k + 1 for k, rgb in enumerate(cells.inks) if raster._lab(_packed(rgb))[0] > LIGHT}
    grid = tuple(tuple(0 if k == 0 or k in light else 1 for k in line) for line in cells.grid)
    made = puzzle.make(Cells(grid, ((0, 0, 0),)), False)
    if isinstance(made, str):
        return {"drop": made}
    return {"rows": list(made.rows), "palette": None, "flips": made.flips, "grade": made.grade}


def _packed(rgb: tuple[int, int, int]) -> int:
    return (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]
