"""Inks a person tells apart: every two colours of a picture at least ``MIN_DELTA_E`` apart.

The curation (``curate``) moves inks that are too close to another colour of their picture (the
white background included), lighter or darker and more or less saturated, hue kept, by the least
that separates them all; the cells are unchanged, so the puzzle and its proof stand.  CIE76 (the
distance in CIELAB, ``nonogram_core.colour.names.lab``), as the pipeline's ink merging and the
tests measure it.
"""

from __future__ import annotations

import math

from nonogram_core.colour.names import NEUTRAL_CHROMA, lab

MIN_DELTA_E = 20.0
"""Least CIE76 difference between two colours of one picture (the background included): 20 tells
a dark grey from charcoal and a pale grey from a light one on a small clue chip (issue 38; 12 did not)."""

def delta_e(first: str, second: str) -> float:
    return sum((a - b) ** 2 for a, b in zip(lab(first), lab(second), strict=True)) ** 0.5


def separated(colours: list[dict]) -> list[dict] | None:
    """The palette with every two colours at least ``MIN_DELTA_E`` apart, the background (first) kept,
    the inks moved as little as it takes; ``None`` when no such palette is found.

    The inks are placed group by group (``_groups``: inks that may crowd each other); a group with two
    colours too close moves all its inks at once, each to one of its ``moves`` (lighter or darker,
    more or less saturated, hue kept), chosen to change the colours least in all (``_least_moves``): a
    pale grey beside the white background and a grey both move a little, the pale one is not made
    dark.  Two groups that moved into each other are placed again as one.  A palette already far
    enough apart is kept as it is, so running it on its own output changes nothing.

    >>> [c["rgb"] for c in separated([{"rgb": "FFFFFF"}, {"rgb": "E2E2E2"}, {"rgb": "000000"}])]
    ['FFFFFF', 'C6C6C6', '000000']
    >>> [c["rgb"] for c in separated([{"rgb": "FFFFFF"}, {"rgb": "8899A6"}, {"rgb": "D8DBDC"}])]
    ['FFFFFF', '8394A1', 'C2C5C6']
    """
    rgbs = [colour["rgb"] for colour in colours]
    if all(delta_e(x, y) >= MIN_DELTA_E for i, x in enumerate(rgbs) for y in rgbs[i + 1:]):
        return colours
    background = lab(rgbs[0])
    groups = _groups(rgbs)
    while True:
        placed = {0: rgbs[0]}
        for group in groups:
            if all(delta_e(rgbs[i], rgbs[j]) >= MIN_DELTA_E for i in group for j in (0, *group) if i != j):
                placed.update((i, rgbs[i]) for i in group)
                continue
            choices = [[move for move in moves(rgbs[i]) if _gap(move[2], background) >= MIN_DELTA_E] for i in group]
            chosen = _least_moves(choices)
            if chosen is None:
                return None
            placed.update(zip(group, chosen, strict=True))
        clash = [(i, j) for i in placed for j in placed if 0 < i < j and delta_e(placed[i], placed[j]) < MIN_DELTA_E]
        if not clash:
            return [dict(colour, rgb=placed[i]) for i, colour in enumerate(colours)]
        i, j = clash[0]  # two groups moved into each other: they are solved as one
        merged = sorted({*next(g for g in groups if i in g), *next(g for g in groups if j in g)})
        groups = sorted([g for g in groups if i not in g and j not in g] + [merged])


def _groups(rgbs: list[str]) -> list[list[int]]:
    """The inks (not the background) in groups that may have to make room for each other: linked when
    less than twice ``MIN_DELTA_E`` apart.  Groups are placed on their own (a red pair, a blue pair and
    a grey ramp in one picture: three small searches, not one large one)."""
    groups: list[list[int]] = []
    for i in range(1, len(rgbs)):
        linked = [g for g in groups if any(delta_e(rgbs[i], rgbs[j]) < 2 * MIN_DELTA_E for j in g)]
        groups = [g for g in groups if g not in linked] + [sorted([i, *(j for g in linked for j in g)])]
    return sorted(groups)


Move = tuple[float, str, tuple[float, float, float]]
"""One place an ink may go: its cost (squared CIE76 change, tints of a grey weighed more), RGB, CIELAB."""

GREY_TINT_COST = 4.0
"""A grey given a tint costs this many times its chroma change: lighter or darker first."""
SEARCH_NODES = 200_000
"""Placements ``_least_moves`` may try (counted, never timed): the best palette found by then is kept."""


def moves(rgb: str) -> list[Move]:
    """The places ``rgb`` may move to, cheapest first (itself first): lightness -60 … +60, chroma -12 …
    +12 in steps of 6 (a grey: 0, 3 or 6, at ``GREY_TINT_COST``), hue kept, inside sRGB and rounded to RGB."""
    lightness, a, b = lab(rgb)
    chroma = math.hypot(a, b)
    grey = chroma < NEUTRAL_CHROMA
    cos, sin = (a / chroma, b / chroma) if chroma else (1.0, 0.0)
    found: dict[str, Move] = {}
    for dc in ((0, 3, 6) if grey else (-12, -6, 0, 6, 12)):
        for dl in range(-60, 61):
            new_l, new_c = lightness + dl, chroma + dc
            if not 0 <= new_l <= 100 or new_c < 0:
                continue
            candidate = rgb_of(new_l, new_c * cos, new_c * sin)
            if candidate is None:
                continue
            cost = dl * dl + (GREY_TINT_COST if grey else 1.0) * dc * dc
            if candidate not in found or cost < found[candidate][0]:
                found[candidate] = (cost, candidate, lab(candidate))
    return sorted(found.values(), key=lambda move: (move[0], move[1]))


def _gap(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    return math.dist(first, second)


def _least_moves(choices: list[list[Move]]) -> list[str] | None:
    """One move per ink, every two at least ``MIN_DELTA_E`` apart, least total cost; ``None`` if none is
    found within ``SEARCH_NODES`` placements.

    A branch-and-bound search: the ink with the fewest moves left is placed next, cheapest move first;
    each placement strikes from the other inks the moves too close to it (an ink left with none ends
    the branch), and a branch whose cost plus every other ink's cheapest move left reaches the best
    palette found is cut.  The bound starts at 16 and grows fourfold until a palette is found."""
    search = _Search()
    bound = 16.0
    while search.nodes < SEARCH_NODES:
        search.best, search.found = bound, None
        search.place({}, dict(enumerate(choices)), 0.0)
        if search.found is not None:
            return search.found
        bound *= 4
    return None


class _Search:
    """The state of ``_least_moves``: placements tried so far, the best palette and its cost."""

    def __init__(self) -> None:
        self.nodes = 0
        self.best = math.inf
        self.found: list[str] | None = None

    def place(self, placed: dict[int, Move], left: dict[int, list[Move]], cost: float) -> None:
        if not left:
            self.best, self.found = cost, [placed[k][1] for k in sorted(placed)]
            return
        floor = cost + sum(moves[0][0] for moves in left.values())
        if floor >= self.best:
            return
        k = min(left, key=lambda i: (len(left[i]), i))
        others = {i: moves for i, moves in left.items() if i != k}
        rest = floor - left[k][0][0]
        for move in left[k]:
            if rest + move[0] >= self.best or self.nodes >= SEARCH_NODES:
                return
            self.nodes += 1
            narrowed = {i: [m for m in moves if _gap(m[2], move[2]) >= MIN_DELTA_E] for i, moves in others.items()}
            if all(narrowed.values()):
                self.place({**placed, k: move}, narrowed, cost + move[0])


def rgb_of(lightness: float, a: float, b: float) -> str | None:
    """``"RRGGBB"`` of a CIELAB (D65) colour, ``None`` outside sRGB (the inverse of ``names.lab``)."""
    fy = (lightness + 16) / 116
    fx, fz = fy + a / 500, fy - b / 200

    def finv(t: float) -> float:
        return t ** 3 if t > 0.206893 else (t - 16 / 116) / 7.787

    x, y, z = finv(fx) * 0.95047, finv(fy), finv(fz) * 1.08883
    linear = (3.2406 * x - 1.5372 * y - 0.4986 * z, -0.9689 * x + 1.8758 * y + 0.0415 * z,
              0.0557 * x - 0.2040 * y + 1.0570 * z)
    channels = []
    for value in linear:
        if not -0.001 <= value <= 1.001:
            return None
        value = min(1.0, max(0.0, value))
        encoded = value * 12.92 if value <= 0.0031308 else 1.055 * value ** (1 / 2.4) - 0.055
        channels.append(round(encoded * 255))
    return "".join(f"{v:02X}" for v in channels)
