"""The order in which probing visits cells, shared by the black-and-white and colour probers.

Probing tries cells one at a time.  A cell that just changed makes its 4-neighbours the likeliest to
teach something next (their lines were just touched), so both probers push those neighbours to the
front of one double-ended queue of ``(row, column)`` cells and remember which cells are queued.
"""

from __future__ import annotations

from collections import deque


def enqueue_neighbours(
    cells: list[tuple[int, int]],
    queue: deque[tuple[int, int]],
    queued: set[tuple[int, int]],
    width: int,
    height: int,
) -> None:
    """Put the 4-neighbours of ``cells`` that are on the board and not yet queued at the queue's front."""
    for cr, cc in cells:
        for nr, nc in ((cr - 1, cc), (cr + 1, cc), (cr, cc - 1), (cr, cc + 1)):
            if (nr, nc) not in queued and 0 <= nr < height and 0 <= nc < width:
                queue.appendleft((nr, nc))
                queued.add((nr, nc))
