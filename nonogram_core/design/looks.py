"""How much a change of cells alters what a picture *looks like*: the fix-up search's sense of taste.

An author accepts a fix that nibbles the edge of a shape; they reject one that punches a hole in
it, cuts a thin line, drops an eye or sprinkles a dot in the background.  Each is a question about
the eight cells around the changed one, asked of two regions: the cells of the value the cell
loses (does the region keep its shape without it?) and of the value it takes (does that region
grow smoothly into it?).  A cell on a smooth boundary between the two regions is cheap; anything
that changes how many pieces there are, or adds or removes a lone cell, is dear.

In a drawing with a mirror symmetry, a change and its mirror image go together (``Mirror``), so the
fixed picture stays symmetric.

>>> cell_cost(("###", "###", "..."), 1, 1, ".")  # the middle of the lower edge of a block
1
>>> cell_cost(("###", "###", "###"), 1, 1, ".")  # a hole in a solid block
4
>>> cell_cost((".#.", ".#.", ".#."), 1, 1, ".")  # cutting a thin line
3
"""

from __future__ import annotations

from collections.abc import Sequence

RING = ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1))
"""The eight neighbours in order around the cell, so consecutive entries touch."""

EDGE, END, BREAK, LONE = 1, 2, 3, 4
"""Costs: on a smooth edge; the end of a line or the last notch of a hole; splitting or joining
pieces; a lone cell appearing or disappearing (or a hole punched)."""


def region_cost(picture: Sequence[str], r: int, c: int, value: str) -> int:
    """How much the region of cells equal to ``value`` changes shape when cell (r, c) joins or leaves it.

    Reads the ring of eight neighbours: how many are ``value`` and in how many separate runs.  One
    run of two to six cells is a smooth edge; one or seven cells the tip of a line or a one-cell
    notch; several runs mean the cell joins or splits pieces; none (or all eight) a lone cell.
    Cells off the picture count as background (``.``).
    """
    height, width = len(picture), len(picture[0])
    ring = []
    for dr, dc in RING:
        rr, cc = r + dr, c + dc
        inside = 0 <= rr < height and 0 <= cc < width
        ring.append((picture[rr][cc] if inside else ".") == value)
    count = sum(ring)
    if count in (0, 8):
        return LONE
    runs = sum(1 for k in range(8) if ring[k] and not ring[k - 1])
    if runs > 1:
        return BREAK
    return END if count in (1, 7) else EDGE


def cell_cost(picture: Sequence[str], r: int, c: int, new: str) -> int:
    """The visual cost of giving cell (r, c) the value ``new`` (``#``/``.`` or a palette character).

    The dearer of what the old value's region loses and what the new value's region gains; a new
    value none of the eight neighbours has (a colour dot, a hole in an ink) costs as a lone cell.
    """
    old = picture[r][c]
    return max(region_cost(picture, r, c, old), region_cost(picture, r, c, new))


class Mirror:
    """The picture's mirror symmetry, if it has one: left-right first, else top-bottom.

    A drawing counts as symmetric when at most ``tolerance`` of its cells break the symmetry
    (hand-drawn and rasterised pictures are rarely exact).

    >>> Mirror.of(("#..#", ".##.")).image(0, 0)
    (0, 3)
    >>> Mirror.of(("#...", ".##.")).axis is None
    True
    """

    TOLERANCE = 0.02

    def __init__(self, axis: str | None, height: int, width: int) -> None:
        self.axis = axis
        self.height = height
        self.width = width

    @classmethod
    def of(cls, picture: Sequence[str]) -> Mirror:
        height, width = len(picture), len(picture[0])
        allowed = int(cls.TOLERANCE * height * width)
        left_right = sum(row[c] != row[width - 1 - c] for row in picture for c in range(width))
        top_bottom = sum(picture[r][c] != picture[height - 1 - r][c] for r in range(height) for c in range(width))
        filled = sum(ch != "." for row in picture for ch in row)
        if not filled:
            return cls(None, height, width)
        if left_right <= allowed:
            return cls("left-right", height, width)
        if top_bottom <= allowed:
            return cls("top-bottom", height, width)
        return cls(None, height, width)

    def image(self, r: int, c: int) -> tuple[int, int]:
        """The mirror image of a cell (itself when there is no symmetry or it lies on the axis)."""
        if self.axis == "left-right":
            return r, self.width - 1 - c
        if self.axis == "top-bottom":
            return self.height - 1 - r, c
        return r, c
