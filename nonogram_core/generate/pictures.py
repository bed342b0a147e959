"""Candidate pictures: the raw designs the tuning search starts from.

A picture is a list of rows of booleans (True = filled).  Every style draws only from the
``random.Random`` it is given and uses only ``+ - * /`` and comparisons on floats (exact IEEE
operations, no ``math.exp``/``sin`` whose last bit may differ between C libraries), so the same
seed gives the same picture on CPython and in Pyodide.

Styles (``STYLES``):

* ``smooth`` — a random field blurred a few times and cut at a density: rolling hills and lakes;
* ``blobs`` — a union of random ellipses and rectangles, a few of them carved out again;
* ``symmetric`` — a smooth field mirrored left to right (faces, insects, vases);
* ``noise`` — every cell independent, like Simon Tatham's Pattern (no picture at all).

``detail`` (0 = broad shapes, 1 = fine detail) sets how much structure a picture has: the tuning
search asks for more detail when it needs a harder puzzle.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

Picture = list[list[bool]]
"""Rows of cells, True = filled."""

PICTURE_STYLES = ("smooth", "blobs", "symmetric", "contours")
"""The styles that look like pictures; the default ``"picture"`` picks one of them per seed."""
STYLES = ("picture", *PICTURE_STYLES, "noise")


def make_picture(style: str, width: int, height: int, rng: random.Random, detail: float) -> Picture:
    """A candidate picture of ``style`` (``"picture"``: one of ``PICTURE_STYLES``, chosen by ``rng``)."""
    if style == "picture":
        style = PICTURE_STYLES[rng.randrange(len(PICTURE_STYLES))]
    maker = _MAKERS.get(style)
    if maker is None:
        raise ValueError(f"unknown style {style!r}: choose one of {', '.join(STYLES)}")
    return maker(width, height, rng, detail)


def _smooth(width: int, height: int, rng: random.Random, detail: float) -> Picture:
    field = _blurred_field(width, height, rng, detail)
    return _threshold(field, _density(rng))


def _contours(width: int, height: int, rng: random.Random, detail: float) -> Picture:
    """Filled where a smooth field lies in a middle band of its values: rings, arcs and outlines."""
    field = _blurred_field(width, height, rng, detail)
    values = sorted(value for row in field for value in row)
    low_share = 0.15 + 0.25 * rng.random()
    low = values[int(len(values) * low_share)]
    high = values[min(len(values) - 1, int(len(values) * (low_share + 0.3 + 0.2 * rng.random())))]
    return [[low <= value <= high for value in row] for row in field]


def _symmetric(width: int, height: int, rng: random.Random, detail: float) -> Picture:
    half = (width + 1) // 2
    field = _blurred_field(half, height, rng, detail)
    mirrored = [row + row[: width - half][::-1] for row in field]
    return _threshold(mirrored, _density(rng))


def _blobs(width: int, height: int, rng: random.Random, detail: float) -> Picture:
    """Ellipses and rectangles added, then a few carved out; more and smaller ones with detail."""
    picture = [[False] * width for _ in range(height)]
    count = 2 + int(detail * 6) + rng.randrange(3)
    scale = 0.45 - 0.25 * detail
    for index in range(count):
        carve = index >= 2 and rng.random() < 0.3
        rx = max(0.8, width * scale * (0.4 + 0.6 * rng.random()))
        ry = max(0.8, height * scale * (0.4 + 0.6 * rng.random()))
        cx = rng.random() * (width - 1)
        cy = rng.random() * (height - 1)
        ellipse = rng.random() < 0.7
        for r in range(height):
            dy = (r - cy) / ry
            for c in range(width):
                dx = (c - cx) / rx
                inside = dx * dx + dy * dy <= 1.0 if ellipse else -1.0 <= dx <= 1.0 and -1.0 <= dy <= 1.0
                if inside:
                    picture[r][c] = not carve
    return picture


def _noise(width: int, height: int, rng: random.Random, detail: float) -> Picture:
    density = 0.5 + 0.15 * rng.random() - 0.1 * detail
    return [[rng.random() < density for _ in range(width)] for _ in range(height)]


_MAKERS: dict[str, Callable[[int, int, random.Random, float], Picture]] = {
    "smooth": _smooth,
    "blobs": _blobs,
    "symmetric": _symmetric,
    "contours": _contours,
    "noise": _noise,
}


def _density(rng: random.Random) -> float:
    return 0.42 + 0.2 * rng.random()


def _blurred_field(width: int, height: int, rng: random.Random, detail: float) -> list[list[float]]:
    """Uniform noise blurred by a box filter; a wider one (broader shapes) for bigger grids and less detail."""
    field = [[rng.random() for _ in range(width)] for _ in range(height)]
    radius = max(1, int(min(width, height) * (0.12 - 0.08 * detail) + 0.5))
    passes = 2 if detail < 0.5 else 1
    for _ in range(passes):
        field = _box_blur(field, radius)
    return field


def _box_blur(field: list[list[float]], radius: int) -> list[list[float]]:
    """Each cell the mean of the cells within ``radius`` (rows then columns; clipped at the edges)."""
    return _transpose(_blur_rows(_transpose(_blur_rows(field, radius)), radius))


def _blur_rows(field: list[list[float]], radius: int) -> list[list[float]]:
    out = []
    for row in field:
        size = len(row)
        sums = [0.0]
        for value in row:
            sums.append(sums[-1] + value)
        spans = [(max(0, c - radius), min(size, c + radius + 1)) for c in range(size)]
        out.append([(sums[high] - sums[low]) / (high - low) for low, high in spans])
    return out


def _transpose(field: list[list[float]]) -> list[list[float]]:
    return [list(column) for column in zip(*field, strict=True)]


def _threshold(field: list[list[float]], density: float) -> Picture:
    """Filled where the field is among its highest ``density`` share of values (ties: reading order)."""
    values = sorted(value for row in field for value in row)
    cut = values[min(len(values) - 1, int(len(values) * (1.0 - density)))]
    return [[value >= cut for value in row] for row in field]


Grid = Sequence[Sequence[object]]
"""A picture of any cell type: black-and-white (``Picture``) or colour indices."""


def neighbours(picture: Grid, cell: tuple[int, int]) -> list[object]:
    """The values of ``cell``'s horizontal and vertical neighbours inside the grid."""
    r, c = cell
    height, width = len(picture), len(picture[0])
    return [picture[r + dr][c + dc] for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            if 0 <= r + dr < height and 0 <= c + dc < width]


def on_edge(picture: Grid, cell: tuple[int, int]) -> bool:
    """True when a neighbour differs from ``cell``: changing it moves an outline, not adds a dot."""
    here = picture[cell[0]][cell[1]]
    return any(value != here for value in neighbours(picture, cell))


def edge_cell(picture: Grid, rng: random.Random) -> tuple[int, int]:
    """A random cell ``on_edge`` (the 20th draw whatever it is, so a uniform picture still gets one)."""
    height, width = len(picture), len(picture[0])
    for _ in range(20):
        cell = rng.randrange(height), rng.randrange(width)
        if on_edge(picture, cell):
            return cell
    return cell
