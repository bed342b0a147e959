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
    ring = ring_of(picture, r, c, value)
    count = sum(ring)
    if count in (0, 8):
        return LONE
    runs = sum(1 for k in range(8) if ring[k] and not ring[k - 1])
    if runs > 1:
        return BREAK
    return END if count in (1, 7) else EDGE


def ring_of(picture: Sequence[str], r: int, c: int, value: str) -> list[bool]:
    """Which of the eight neighbours of (r, c), in ``RING`` order, are ``value``; cells off the picture
    count as background (``.``)."""
    height, width = len(picture), len(picture[0])
    ring = []
    for dr, dc in RING:
        rr, cc = r + dr, c + dc
        inside = 0 <= rr < height and 0 <= cc < width
        ring.append((picture[rr][cc] if inside else ".") == value)
    return ring


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


THICK = 3
"""Outline drawings: a new cell that makes a line two cells wide (a full 2×2 of ink)."""

OPEN = 6
"""Outline drawings: a line cut, two joined, a loop opened or closed.  Dearer than anything that
keeps the lines whole (two thickened cells, a bump on each side of a symmetric drawing): a heart
outline's fix that opens its tip is no fix an author would take."""

OUTLINE_SOLID = 0.25
"""A drawing is an outline when at most this share of its ink lies in full 2×2 blocks of ink."""


def is_outline(picture: Sequence[str], ink: str = "#") -> bool:
    """Whether a black-and-white drawing is made of thin lines (outlines, circles, strokes).

    >>> is_outline((".#.", "#.#", ".#."))
    True
    >>> is_outline(("###", "###", "###"))
    False
    """
    height, width = len(picture), len(picture[0])
    cells = [(r, c) for r in range(height) for c in range(width) if picture[r][c] == ink]
    if not cells:
        return False
    solid = sum(any(_full_block(picture, r, c, ink, dr, dc) for dr in (-1, 0) for dc in (-1, 0)) for r, c in cells)
    return solid <= OUTLINE_SOLID * len(cells)


def _full_block(
    picture: Sequence[str], r: int, c: int, ink: str, dr: int, dc: int, extra: tuple[int, int] | None = None
) -> bool:
    """Whether the 2×2 block whose top-left is (r + dr, c + dc) is all ink (``extra`` counting as ink)."""
    height, width = len(picture), len(picture[0])
    for rr in (r + dr, r + dr + 1):
        for cc in (c + dc, c + dc + 1):
            if not (0 <= rr < height and 0 <= cc < width):
                return False
            if (rr, cc) != extra and picture[rr][cc] != ink:
                return False
    return True


def outline_cost(picture: Sequence[str], r: int, c: int, new: str) -> int:
    """The visual cost of a change in an outline drawing (``is_outline``): what keeps the lines.

    An outline stays an outline when the change is a *simple point* of digital topology: the ink
    around the cell is one 8-connected piece and the background one 4-connected piece, so no line
    is cut, joined, opened or closed; and a new cell must not make a line two cells wide.  Such a
    change costs 1 (a corner filled, or a corner cell dropped from a bend); a stroke's end shortened,
    or a bump beside a line, 2 (``END``); a thickened line 3 (``THICK``); a lone dot 4 (``LONE``);
    a line cut, two joined, a loop opened or closed 6 (``OPEN``).

    >>> outline_cost(("....#", "...#.", "..#..", ".#...", "#...."), 1, 2, "#")  # a step of a diagonal line
    1
    >>> outline_cost((".#.", "#..", "..."), 0, 0, "#")  # fattening a two-cell stroke
    2
    >>> outline_cost(("##.", "##.", "..."), 1, 1, ".")  # (not an outline, but: a corner off a block)
    1
    >>> outline_cost((".#.", ".#.", ".#."), 1, 1, ".")  # cutting a line
    6
    >>> outline_cost(("#..", "#..", "#.."), 1, 1, "#")  # a bump on a straight line
    2
    """
    old = picture[r][c]
    ink = "#"
    ring = ring_of(picture, r, c, ink)
    pieces = _ink_pieces(ring)
    if pieces == 0:
        return LONE
    if pieces > 1 or _background_pieces(ring) != 1:
        return OPEN
    if new == ink and any(_full_block(picture, r, c, ink, dr, dc, extra=(r, c)) for dr in (-1, 0) for dc in (-1, 0)):
        return THICK
    if new == ink and old != ink:
        # a corner filled in a bend of a line (two cells beside it, each going on) keeps the line's
        # course; a bump beside a straight line, a cell hung on a diagonal, or one that fattens a
        # short stroke (an eye) sticks out
        sides = [(r + dr, c + dc) for k, (dr, dc) in enumerate(RING) if k % 2 and ring[k]]
        bend = len(sides) >= 2 and all(_degree(picture, rr, cc, ink) >= 2 for rr, cc in sides)
        return EDGE if bend else END
    return END if sum(ring) == 1 else EDGE


def _ink_pieces(ring: list[bool]) -> int:
    """8-connected pieces of ink among the eight neighbours (a corner joins the two edges beside it,
    and two edge neighbours touch diagonally)."""
    parent = list(range(8))

    def find(k: int) -> int:
        while parent[k] != k:
            k = parent[k]
        return k

    for k in range(8):
        if not ring[k]:
            continue
        for j in ((k + 1) % 8, (k + 2) % 8 if k % 2 else None):  # odd positions are the edge neighbours
            if j is not None and ring[j]:
                parent[find(j)] = find(k)
    return len({find(k) for k in range(8) if ring[k]})


def _background_pieces(ring: list[bool]) -> int:
    """4-connected pieces of background among the neighbours that touch an edge neighbour."""
    runs: list[set[int]] = []
    for k in range(8):
        if ring[k]:
            continue
        if runs and (k - 1) in runs[-1]:
            runs[-1].add(k)
        else:
            runs.append({k})
    if len(runs) > 1 and 0 in runs[0] and 7 in runs[-1]:
        runs[0] |= runs.pop()
    return sum(1 for run in runs if any(k % 2 for k in run))


def _degree(picture: Sequence[str], r: int, c: int, ink: str) -> int:
    """Ink cells among the eight neighbours of (r, c)."""
    return sum(ring_of(picture, r, c, ink))
