"""From an SVG to a grid of cells: draw it crisply, take each cell's colour, keep at most six inks.

The rasteriser (resvg, through the ``resvg-py`` wheel) draws with ``crisp_edges``, so every pixel
is exactly one of the drawing's fill colours (no anti-aliased blends to turn into speckle).  Each
cell is then a block of ``OVERSAMPLE``² pixels: it is ink when at least half of them are opaque,
and takes the fill colour that covers most of it.  Colours a person would not tell apart are merged,
then the smallest inks are merged into their nearest until at most ``MAX_INKS`` remain.  A white
ink stays an ink: the background is the transparent area, never a colour of the drawing.

numpy, Pillow and resvg-py are imported inside the functions (the ``pictures`` extra).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from nonogram_core.colour.names import lab

OVERSAMPLE = 8
"""Pixels per cell side when drawing: enough to take a majority, small enough to be quick."""

MAX_INKS = 6
NEAR = 14.0
"""CIE76 colour difference under which two inks count as one (a person barely tells them apart)."""

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Cells:
    """A picture as cells: ``grid[r][c]`` is 0 (background) or an ink index 1..len(inks)."""

    grid: tuple[tuple[int, ...], ...]
    inks: tuple[RGB, ...]

    @property
    def width(self) -> int:
        return len(self.grid[0])

    @property
    def height(self) -> int:
        return len(self.grid)


_VIEWBOX = re.compile(r'viewBox="([-\d.\s]+)"')


def draw(svg: str, width: int, height: int, box: tuple[float, float, float, float] | None = None):
    """RGBA pixels (a numpy array height×width×4) of ``svg`` drawn crisply, ``box`` its visible area."""
    import io

    import numpy as np
    import resvg_py
    from PIL import Image

    view = " ".join(_number(v) for v in (box or view_box(svg)))
    root = f'viewBox="{view}" width="{width}" height="{height}" preserveAspectRatio="none"'
    svg = _VIEWBOX.sub(root, re.sub(r'\s(width|height)="[^"]*"', "", svg, count=0), count=1)
    png = resvg_py.svg_to_bytes(svg_string=svg, shape_rendering="crisp_edges")
    pixels = np.asarray(Image.open(io.BytesIO(png)).convert("RGBA"))
    if pixels.shape[:2] != (height, width):
        raise ValueError(f"resvg drew {pixels.shape[1]}x{pixels.shape[0]} pixels, asked for {width}x{height}")
    return pixels


def _number(value: float) -> str:
    return f"{value:.4f}".rstrip("0").rstrip(".")


def view_box(svg: str) -> tuple[float, float, float, float]:
    match = _VIEWBOX.search(svg)
    if match is None:
        raise ValueError("the SVG has no viewBox")
    x, y, w, h = (float(v) for v in match.group(1).split())
    return x, y, w, h


def content_box(svg: str, probe: int = 288) -> tuple[float, float, float, float]:
    """The part of the viewBox the drawing covers (its opaque pixels), in the SVG's units."""
    import numpy as np

    x, y, w, h = view_box(svg)
    pixels = draw(svg, probe, probe)
    rows = np.nonzero(pixels[:, :, 3].max(axis=1) >= 128)[0]
    cols = np.nonzero(pixels[:, :, 3].max(axis=0) >= 128)[0]
    if len(rows) == 0:
        raise ValueError("the SVG draws nothing")
    sx, sy = w / probe, h / probe
    return x + cols[0] * sx, y + rows[0] * sy, (cols[-1] + 1 - cols[0]) * sx, (rows[-1] + 1 - rows[0]) * sy


def fit(box: tuple[float, float, float, float], size: int) -> tuple[int, int]:
    """Cells (width, height) for a drawing of ``box``'s shape whose longer side is ``size``."""
    _, _, w, h = box
    if w >= h:
        return size, max(1, round(size * h / w))
    return max(1, round(size * w / h)), size


def to_cells(svg: str, width: int, height: int, box: tuple[float, float, float, float]) -> Cells:
    """The drawing as ``width``×``height`` cells, inks reduced (see the module docstring)."""
    import numpy as np

    # the box's aspect is kept: pad it so that it has the cells' aspect exactly
    x, y, w, h = box
    scale = max(w / width, h / height)
    pad_w, pad_h = width * scale - w, height * scale - h
    box = (x - pad_w / 2, y - pad_h / 2, width * scale, height * scale)
    pixels = draw(svg, width * OVERSAMPLE, height * OVERSAMPLE, box).astype(np.int64)
    blocks = pixels.reshape(height, OVERSAMPLE, width, OVERSAMPLE, 4).transpose(0, 2, 1, 3, 4)
    blocks = blocks.reshape(height, width, OVERSAMPLE * OVERSAMPLE, 4)
    opaque = blocks[:, :, :, 3] >= 128
    packed = (blocks[:, :, :, 0] << 16) | (blocks[:, :, :, 1] << 8) | blocks[:, :, :, 2]
    cell_rgb: list[list[int]] = []
    for r in range(height):
        line = []
        for c in range(width):
            if opaque[r, c].sum() * 2 < OVERSAMPLE * OVERSAMPLE:
                line.append(-1)
                continue
            values, counts = np.unique(packed[r, c][opaque[r, c]], return_counts=True)
            best = int(np.argmax(counts))  # ties: the smallest value (np.unique sorts), deterministic
            line.append(int(values[best]))
        cell_rgb.append(line)
    return reduce_inks(cell_rgb)


def reduce_inks(cell_rgb: list[list[int]], max_inks: int = MAX_INKS, near: float = NEAR) -> Cells:
    """Cells from packed 0xRRGGBB values (-1: background): near colours merged, at most ``max_inks``.

    >>> cells = reduce_inks([[0xFF0000, 0xFE0101], [-1, 0x0000FF]])
    >>> cells.grid, cells.inks
    (((1, 1), (0, 2)), ((255, 0, 0), (0, 0, 255)))
    """
    counts: dict[int, int] = {}
    for line in cell_rgb:
        for value in line:
            if value >= 0:
                counts[value] = counts.get(value, 0) + 1
    into = {value: value for value in counts}

    def merge_once(limit: float | None) -> bool:
        """Fold one ink into another: the pair nearest in colour (within ``limit``), or without a
        limit the pair that changes the fewest cells times colour difference (small details that
        are far from every other colour, like eyes, survive)."""
        best: tuple[float, int, int] | None = None
        for small in sorted(counts):
            for target in sorted(counts):
                if target == small or counts[small] > counts[target]:
                    continue
                gap = _distance(small, target)
                cost = gap if limit is not None else gap * counts[small]
                if (limit is None or gap < limit) and (best is None or (cost, small, target) < best):
                    best = (cost, small, target)
        if best is None:
            return False
        _, small, target = best
        counts[target] += counts.pop(small)
        for value, now in into.items():
            if now == small:
                into[value] = target
        return True

    while merge_once(near):
        pass
    while len(counts) > max_inks:
        merge_once(None)
    order = sorted(counts, key=lambda v: (-counts[v], v))  # the commonest ink first
    index = {value: k + 1 for k, value in enumerate(order)}
    grid = tuple(tuple(0 if v < 0 else index[into[v]] for v in line) for line in cell_rgb)
    return Cells(grid, tuple(((v >> 16) & 255, (v >> 8) & 255, v & 255) for v in order))


def _distance(a: int, b: int) -> float:
    la, lb = _lab(a), _lab(b)
    return sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5


def _lab(value: int) -> tuple[float, float, float]:
    """CIE L*a*b* of a packed sRGB colour (D65), by the package's own conversion."""
    return lab(f"{value:06X}")


def pixel_cells(svg: str) -> Cells:
    """A pixel-art icon as one cell per icon pixel, cropped to the drawing.

    pixelarticons draws on a 24-unit grid, mostly in 2×2-unit pixels; when every pixel of an icon is
    such a block (at some offset) and the halved icon is still at least ``MIN_SIDE`` cells each way,
    a cell is one of those blocks, as the artist drew it.
    """
    import numpy as np

    _, _, w, h = view_box(svg)
    units = np.array(to_cells(svg, round(w), round(h), view_box(svg)).grid) > 0
    rows, cols = np.nonzero(units.any(axis=1))[0], np.nonzero(units.any(axis=0))[0]
    if len(rows) == 0:
        raise ValueError("the icon draws nothing")
    units = units[rows[0]:rows[-1] + 1, cols[0]:cols[-1] + 1]
    halved = _halve(units)
    if halved is not None and min(halved.shape) >= MIN_SIDE:
        units = halved
    grid = tuple(tuple(int(v) for v in line) for line in units)
    return Cells(grid, ((0, 0, 0),))


MIN_SIDE = 10


def _halve(units):
    """The picture at half size when it is made of 2×2 blocks (padding one side if needed), else None."""
    import numpy as np

    height, width = units.shape
    padded = np.zeros((height + height % 2, width + width % 2), dtype=bool)
    padded[:height, :width] = units
    blocks = padded.reshape(padded.shape[0] // 2, 2, padded.shape[1] // 2, 2)
    if (blocks.all(axis=(1, 3)) == blocks.any(axis=(1, 3))).all():
        return blocks.any(axis=(1, 3))
    return None
