"""The fix-up search's last resort: fill the corners of the strokes where the ambiguity is.

Some thin drawings have no small fix at all: two crossing diagonal strokes, a wave, a star whose
every stair can step a cell later.  An exhaustive look at several found no fix of one or two cells,
and the greedy and hitting-set searches spend the whole budget refuting one second solution after
another.  Yet one kind of change always helps there: a diagonal stroke drawn with its corners filled
(a staircase four-connected, every step two cells) leaves line logic far less to choose, and a
drawing whose ambiguous strokes are all drawn so is unique after a few solves.

So when the other searches have had their share of the budget without an answer, this phase grows
the drawing: it solves it, takes the cells where the second solution differs, and fills every
background cell beside them that has ink on two of its four sides (the inside corner of a step or a
bend), then solves again, until the solver proves the picture unique.  Nothing is erased and no line
is cut, joined or moved: the strokes keep their course and only get their corners.  The search's
trimming then drops every filled corner the answer does not need (each drop verified), cheapest to
the eye first, for as long as the budget lasts; what is left is always a verified-unique picture.

>>> from nonogram_core.design.thicken import corners
>>> corners(("#..", ".#.", "..#"), [(0, 1), (1, 0)], "#")  # one side of a diagonal is enough
[(0, 1)]
>>> corners(("#..", ".#.", "..#"), [(0, 1), (1, 0)], "#", thin=False)
[(0, 1), (1, 0)]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .check import Move, Picture, Position, apply_changes, around
from .looks import LONE, THICK, outline_cost

if TYPE_CHECKING:
    from .fixup import FixSearch, Outcome

SIDES = ((-1, 0), (0, 1), (1, 0), (0, -1))


def corners(picture: Picture, cells: Sequence[Position], ink: str, thin: bool = True) -> list[Position]:
    """The cells of ``cells`` that are background with ink on at least two of their four sides (an
    inside corner of a stroke) and whose filling cuts, joins or closes nothing (``looks.outline_cost``
    below ``LONE``: not ``OPEN``), each once, in the order given, each read with the corners before it filled.
    With ``thin``, none that makes a line two cells wide (``THICK``): one side of a diagonal stroke
    is enough to join its steps."""
    height, width = len(picture), len(picture[0])
    rows = list(picture)
    found: list[Position] = []
    for r, c in cells:
        if rows[r][c] == ink:
            continue
        sides = sum(0 <= r + dr < height and 0 <= c + dc < width and rows[r + dr][c + dc] == ink
                    for dr, dc in SIDES)
        if sides < 2:
            continue
        cost = outline_cost(rows, r, c, ink)
        if cost >= (THICK if thin else LONE):
            continue
        rows[r] = rows[r][:c] + ink + rows[r][c + 1:]
        found.append((r, c))
    return found


class Thicken:
    """The last-resort phase of a ``fixup.FixSearch`` (black-and-white designs, goal unique)."""

    REACH = 2
    """Rings of neighbours around the ambiguous cells searched for corners when they have none."""

    def __init__(self, search: FixSearch) -> None:
        self.search = search
        self.ink = search.design.solver_chars[1]

    def run(self, outcome: Outcome | None) -> None:
        """Grow the drawn picture's corners where ``outcome`` (its own solve) and each later solve
        find it ambiguous, until a solve proves it unique; record that answer (trimmed)."""
        search = self.search
        picture = search.design.drawn
        moves: tuple[Move, ...] = ()
        trouble: list[Position] = []
        while not search.finished():
            if outcome is not None:
                if outcome.met:
                    search.record(moves, picture, search.price(moves))
                    return
                trouble = outcome.differing or outcome.undecided or trouble
            new = [(r, c, self.ink) for r, c in self.next_corners(picture, trouble)]
            if not new:
                return
            picture = apply_changes(picture, new)
            moves = tuple(sorted(moves + tuple(new)))
            outcome = search.evaluate(picture, frozenset(moves))

    def next_corners(self, picture: Picture, trouble: list[Position]) -> list[Position]:
        """The corners to fill next: those of the ambiguous cells, else of the rings around them
        (``REACH``); corners that keep the strokes one cell wide first, then any."""
        height, width = len(picture), len(picture[0])
        for thin in (True, False):
            ring, cells = set(trouble), list(trouble)
            for _ in range(self.REACH + 1):
                new = corners(picture, cells, self.ink, thin)
                if new:
                    return new
                cells = around(cells, ring, height, width)
        return []
