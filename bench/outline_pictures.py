"""Outline drawings made by program, for the "Make it unique" benchmark: hearts, circles, ellipses,
rings, polygons, stars, arcs, spirals, waves and crossing strokes, drawn one or two cells wide at
16×16 and 20×20, as an author draws icons in the editor.

Every drawing is a set of strokes (polylines in the unit square) rasterised by distance: a cell is
ink when its centre lies within half the pen's width of a stroke.  A seed picks the shape's
parameters (position, size, rotation, pen), so the set is the same on every machine and any number
of drawings can be made.  Pure Python: no imaging library.

>>> rows = draw([circle(0.5, 0.5, 0.4)], 16, pen=1.0)
>>> len(rows), len(rows[0]), rows[0].count("#") > 0
(16, 16, True)
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator

Point = tuple[float, float]
Stroke = list[Point]

STEPS = 96
"""Points along a closed curve (plenty for 20 cells)."""


def circle(cx: float, cy: float, r: float, start: float = 0.0, sweep: float = 2 * math.pi) -> Stroke:
    return ellipse(cx, cy, r, r, 0.0, start, sweep)


def ellipse(cx: float, cy: float, rx: float, ry: float, tilt: float = 0.0, start: float = 0.0,
            sweep: float = 2 * math.pi) -> Stroke:
    n = max(8, int(STEPS * sweep / (2 * math.pi)))
    out = []
    for k in range(n + 1):
        t = start + sweep * k / n
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((cx + x * math.cos(tilt) - y * math.sin(tilt), cy + x * math.sin(tilt) + y * math.cos(tilt)))
    return out


def heart(cx: float, cy: float, size: float) -> Stroke:
    out = []
    for k in range(STEPS + 1):
        t = 2 * math.pi * k / STEPS
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        out.append((cx + size * x / 34, cy - size * y / 34))
    return out


def polygon(cx: float, cy: float, r: float, sides: int, turn: float, star: float = 1.0) -> Stroke:
    """A regular polygon (star < 1: a star whose inner points are at star × r)."""
    corners = sides * (2 if star < 1 else 1)
    out = []
    for k in range(corners + 1):
        radius = r if star >= 1 or k % 2 == 0 else r * star
        t = turn + 2 * math.pi * k / corners
        out.append((cx + radius * math.cos(t), cy + radius * math.sin(t)))
    return out


def spiral(cx: float, cy: float, r: float, turns: float, turn: float) -> Stroke:
    n = int(STEPS * turns)
    return [(cx + r * k / n * math.cos(turn + 2 * math.pi * turns * k / n),
             cy + r * k / n * math.sin(turn + 2 * math.pi * turns * k / n)) for k in range(n + 1)]


def wave(y: float, amplitude: float, periods: float, phase: float) -> Stroke:
    return [(0.05 + 0.9 * k / STEPS, y + amplitude * math.sin(phase + 2 * math.pi * periods * k / STEPS))
            for k in range(STEPS + 1)]


def _distance(p: Point, a: Point, b: Point) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def draw(strokes: list[Stroke], size: int, pen: float = 1.0) -> tuple[str, ...]:
    """The strokes on a ``size × size`` grid: a cell is ink when its centre is within ``pen / 2``
    cells of a stroke (``pen`` 1: one cell wide along the axes)."""
    half = pen / 2
    rows = []
    for r in range(size):
        row = ""
        for c in range(size):
            p = ((c + 0.5) / size * size, (r + 0.5) / size * size)
            near = any(_distance(p, (a[0] * size, a[1] * size), (b[0] * size, b[1] * size)) <= half
                       for stroke in strokes for a, b in zip(stroke, stroke[1:], strict=False))
            row += "#" if near else "."
        rows.append(row)
    return tuple(rows)


def _shapes(rng: random.Random) -> Iterator[tuple[str, list[Stroke]]]:
    """One drawing of each kind, its parameters drawn from ``rng``."""
    u = rng.uniform
    cx, cy = u(0.45, 0.55), u(0.45, 0.55)
    yield "heart", [heart(cx, cy, u(0.7, 0.9))]
    yield "circle", [circle(cx, cy, u(0.3, 0.44))]
    yield "ellipse", [ellipse(cx, cy, u(0.3, 0.45), u(0.18, 0.35), u(0, math.pi))]
    yield "rings", [circle(cx, cy, u(0.36, 0.44)), circle(cx, cy, u(0.14, 0.24))]
    yield "polygon", [polygon(cx, cy, u(0.35, 0.45), rng.randint(3, 8), u(0, math.pi))]
    yield "star", [polygon(cx, cy, u(0.38, 0.46), rng.randint(4, 6), u(0, math.pi), star=u(0.4, 0.55))]
    yield "arc", [circle(cx, cy, u(0.3, 0.42), u(0, 2 * math.pi), u(2.5, 4.8))]
    yield "spiral", [spiral(cx, cy, u(0.35, 0.45), u(1.4, 2.2), u(0, 2 * math.pi))]
    yield "wave", [wave(u(0.3, 0.4), u(0.08, 0.15), u(1, 2), u(0, 6)),
                   wave(u(0.6, 0.7), u(0.08, 0.15), u(1, 2), u(0, 6))]
    yield "cross", [[(u(0.05, 0.2), u(0.05, 0.3)), (u(0.8, 0.95), u(0.7, 0.95))],
                    [(u(0.05, 0.3), u(0.8, 0.95)), (u(0.7, 0.95), u(0.05, 0.2))]]
    yield "eye", [ellipse(cx, cy, u(0.38, 0.45), u(0.18, 0.26)), circle(cx, cy, u(0.08, 0.13))]
    yield "face", [circle(0.5, 0.5, 0.43), circle(0.35, 0.38, 0.05), circle(0.65, 0.38, 0.05),
                   circle(0.5, 0.5, u(0.2, 0.26), u(0.4, 0.7), u(1.6, 2.2))]


def drawings(count: int, seed: int = 39) -> Iterator[tuple[str, tuple[str, ...]]]:
    """``count`` named drawings (16 and 20 cells, pens 1 and 1.4 cells), the same for the same seed."""
    rng = random.Random(seed)
    made = 0
    round_ = 0
    while made < count:
        for kind, strokes in _shapes(rng):
            size = rng.choice((16, 20))
            pen = rng.choice((1.0, 1.0, 1.4))
            yield f"drawn/{kind}-{round_}@{size}", draw(strokes, size, pen)
            made += 1
            if made >= count:
                return
        round_ += 1

