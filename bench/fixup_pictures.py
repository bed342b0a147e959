"""Rasterise SVG icons and emoji into nonogram designs, for the "Make it unique" benchmark only.

The pictures come from icon sets the project does not ship (Tabler icons, OpenMoji; fetched with
``npm pack``), so the benchmark measures the fix-up search on drawings it was never tuned on.
Nothing made here is committed or shipped: the designs live in a cache folder.

Each SVG is rendered large (``resvg-py``), cropped to its ink, padded to a square and cut into
``size × size`` blocks.  Black-and-white: a block is filled when at least ``threshold`` of it is
ink.  Colour: the picture's most used exact colours become the palette (at most ``MAX_INKS``), every
pixel takes the nearest one, and a block takes its most common value (background when mostly
transparent).  Needs ``pip install resvg-py numpy pillow`` (CPython only; not a project dependency).
"""

from __future__ import annotations

import io
from pathlib import Path

SCALE = 8
"""Pixels per cell in the render."""

MAX_INKS = 5
INK_CHARS = "abcdefghij"


def decode_png(data: bytes):
    """A PNG as a ``height × width × 4`` uint8 RGBA array (Pillow decodes it)."""
    import numpy as np
    from PIL import Image

    return np.asarray(Image.open(io.BytesIO(data)).convert("RGBA"))


def render(svg: Path, pixels: int):
    import resvg_py

    text = svg.read_text()
    if "currentColor" in text:
        text = text.replace("currentColor", "#000000")
    png = bytes(resvg_py.svg_to_bytes(svg_string=text, width=pixels, height=pixels))
    return decode_png(png)


def _square_crop(image, alpha_min: int = 32):
    """The image cropped to its ink and padded (transparent) to a square, ink centred."""
    import numpy as np

    mask = image[:, :, 3] >= alpha_min
    if not mask.any():
        return None
    ys, xs = np.nonzero(mask)
    crop = image[ys.min(): ys.max() + 1, xs.min(): xs.max() + 1]
    h, w = crop.shape[:2]
    side = max(h, w)
    out = np.zeros((side, side, 4), dtype=np.uint8)
    top, left = (side - h) // 2, (side - w) // 2
    out[top: top + h, left: left + w] = crop
    return out


def _blocks(image, size: int):
    """Index ranges of the ``size × size`` blocks of a square image."""
    side = image.shape[0]
    edges = [round(k * side / size) for k in range(size + 1)]
    return [(edges[k], edges[k + 1]) for k in range(size)]


def black_and_white(svg: Path, size: int, threshold: float = 0.5) -> tuple[str, ...] | None:
    """A ``#``/``.`` design of ``size × size`` cells, or ``None`` for an empty render."""
    image = _square_crop(render(svg, size * SCALE * 2))
    if image is None:
        return None
    ink = image[:, :, 3].astype(float) / 255
    spans = _blocks(image, size)
    return tuple(
        "".join("#" if ink[y0:y1, x0:x1].mean() >= threshold else "." for x0, x1 in spans)
        for y0, y1 in spans
    )


def colour(svg: Path, size: int) -> tuple[tuple[str, ...], list[dict]] | None:
    """A colour design (rows of palette characters) and its palette, or ``None`` when it has < 2 inks."""
    import numpy as np

    image = _square_crop(render(svg, size * SCALE * 2))
    if image is None:
        return None
    opaque = image[:, :, 3] >= 128
    rgb = image[:, :, :3].astype(np.int32)
    keys = (rgb[:, :, 0] << 16) | (rgb[:, :, 1] << 8) | rgb[:, :, 2]
    values, counts = np.unique(keys[opaque], return_counts=True)
    order = np.argsort(-counts, kind="stable")
    inks = [int(values[k]) for k in order[:MAX_INKS] if counts[k] >= 0.01 * opaque.sum()]
    if len(inks) < 2:
        return None
    ink_rgb = np.array([[(v >> 16) & 255, (v >> 8) & 255, v & 255] for v in inks])
    distance = ((rgb[:, :, None, :] - ink_rgb[None, None, :, :]) ** 2).sum(axis=3)
    label = np.where(opaque, distance.argmin(axis=2) + 1, 0)
    spans = _blocks(image, size)
    rows = []
    for y0, y1 in spans:
        row = ""
        for x0, x1 in spans:
            votes = np.bincount(label[y0:y1, x0:x1].ravel(), minlength=len(inks) + 1)
            k = int(votes.argmax())
            row += INK_CHARS[k - 1] if k else "."
        rows.append(row)
    used = sorted({ch for row in rows for ch in row} - {"."})
    if not used:
        return None
    palette = [{"name": "white", "rgb": "FFFFFF", "char": "."}]
    for ch in used:
        v = inks[INK_CHARS.index(ch)]
        palette.append({"name": f"ink {ch}", "rgb": f"{v:06X}", "char": ch})
    if len(palette) == 2:  # one ink: a black-and-white design after all
        return tuple(row.replace(used[0], "#") for row in rows), []
    return tuple(rows), palette
