"""Where each block can lie: its leftmost and rightmost placements given the cells already known.

Sliding every block as far left as it can go (and then as far right) is what a person does when
they "push the blocks against the wall".  The leftmost placement that agrees with the known cells
is a real arrangement of the clue, and in *every* arrangement block ``i`` starts no earlier than
there; likewise for the rightmost.  So block ``i`` always lies within ``[left[i], right[i] + len)``
(its *reach*), and always covers ``[right[i], left[i] + len)`` when that is not empty.  These two
facts drive the simple spaces, glue and joining techniques.

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

from ..model import Clue
from .lines import EMPTY, FILLED, Line


def leftmost(clue: Clue, line: Line) -> list[int] | None:
    """Start of each block in the leftmost arrangement agreeing with ``line``; ``None`` if none does."""
    size = len(line)
    count = len(clue)
    # empties[j] = number of known-empty cells in line[:j], to test "no empty cell in a range".
    empties = [0] * (size + 1)
    for j, cell in enumerate(line):
        empties[j + 1] = empties[j] + (cell == EMPTY)
    # fits[i][j]: blocks i.. can be arranged in line[j:] (j may be size or size + 1: nothing left).
    fits = [[False] * (size + 2) for _ in range(count + 1)]
    fits[count][size] = fits[count][size + 1] = True
    for j in range(size - 1, -1, -1):
        fits[count][j] = fits[count][j + 1] and line[j] != FILLED

    def placeable(i: int, j: int) -> bool:
        end = j + clue[i]
        return (
            end <= size
            and empties[end] == empties[j]
            and (end == size or line[end] != FILLED)
            and fits[i + 1][end + 1]
        )

    for i in range(count - 1, -1, -1):
        row = fits[i]
        for j in range(size - 1, -1, -1):
            row[j] = (line[j] != FILLED and row[j + 1]) or placeable(i, j)
    if not fits[0][0]:
        return None
    starts = []
    position = 0
    for i in range(count):
        # fits[i][position] holds, so skipping a cell we cannot use never skips a filled cell.
        while not placeable(i, position):
            position += 1
        starts.append(position)
        position += clue[i] + 1
    return starts


def rightmost(clue: Clue, line: Line) -> list[int] | None:
    """Start of each block in the rightmost arrangement agreeing with ``line``; ``None`` if none does."""
    mirrored = leftmost(clue[::-1], line[::-1])
    if mirrored is None:
        return None
    size = len(line)
    return [size - start - length for start, length in zip(mirrored[::-1], clue, strict=True)]


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
    """Leftmost and rightmost arrangements together, or ``None`` for a contradictory line."""
    left = leftmost(clue, line)
    if left is None:
        return None
    right = rightmost(clue, line)
    assert right is not None  # a line with a leftmost arrangement has a rightmost one
    return Reach(clue, left, right)
