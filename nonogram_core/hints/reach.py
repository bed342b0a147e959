"""Where each block can lie: its leftmost and rightmost placements given the cells already known.

Sliding every block as far left as it can go (and then as far right) is what a person does when
they "push the blocks against the wall".  The leftmost placement that agrees with the known cells
is a real arrangement of the clue, and in *every* arrangement block ``i`` starts no earlier than
there; likewise for the rightmost.  So block ``i`` always lies within ``[left[i], right[i] + len)``
(its *reach*), and always covers ``[right[i], left[i] + len)`` when that is not empty.  These two
facts drive the simple spaces, glue and joining techniques.

Both extremes come at once from the complete line solver's bit-parallel sweeps: the lowest and
highest start each block has in any arrangement.

This cannot see deductions that need *which* arrangement in between is possible (that is the
complete line logic's job).

>>> from .lines import line_from_text
>>> leftmost((3, 1), line_from_text("--------"))
[0, 4]
>>> rightmost((3, 1), line_from_text("--------"))
[3, 7]
>>> leftmost((2,), line_from_text("-x-#-"))
[2]
>>> leftmost((3,), line_from_text("#x---")) is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..lines.complete import block_starts
from ..model import Clue
from .line_logic import line_masks
from .lines import Line


def leftmost(clue: Clue, line: Line) -> list[int] | None:
    """Start of each block in the leftmost arrangement agreeing with ``line``; ``None`` if none does."""
    reach = reach_of(clue, line)
    return None if reach is None else list(reach.left)


def rightmost(clue: Clue, line: Line) -> list[int] | None:
    """Start of each block in the rightmost arrangement agreeing with ``line``; ``None`` if none does."""
    reach = reach_of(clue, line)
    return None if reach is None else list(reach.right)


@dataclass(frozen=True)
class Reach:
    """Both extreme arrangements of a clue on a line."""

    clue: Clue
    left: list[int]
    right: list[int]

    def span(self, i: int) -> tuple[int, int]:
        """First and last cell block ``i`` can ever touch."""
        return self.left[i], self.right[i] + self.clue[i] - 1

    def core(self, i: int) -> tuple[int, int]:
        """First and last cell block ``i`` always covers (first > last when it covers none)."""
        return self.right[i], self.left[i] + self.clue[i] - 1

    def blocks_covering(self, position: int) -> list[int]:
        """Blocks whose reach includes ``position`` (a superset of those that can really cover it)."""
        return [i for i in range(len(self.clue)) if self.left[i] <= position <= self.span(i)[1]]


def reach_of(clue: Clue, line: Line) -> Reach | None:
    """Leftmost and rightmost arrangements together, or ``None`` for a contradictory line.

    Remembered for recent (clue, line) pairs: spaces, glue and joining ask about the same line
    one after the other.
    """
    return _reach_of(tuple(clue), tuple(line))


@lru_cache(maxsize=1024)
def _reach_of(clue: Clue, line: tuple[int, ...]) -> Reach | None:
    # Per block, the bitmask of starts it has in some arrangement agreeing with the line (the
    # complete line solver's two sweeps): the lowest bit is the leftmost start, the highest the rightmost.
    starts = block_starts(clue, len(line), *line_masks(line))
    if starts is None:
        return None
    left = [(mask & -mask).bit_length() - 1 for mask in starts]
    return Reach(clue, left, [mask.bit_length() - 1 for mask in starts])
