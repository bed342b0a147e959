"""Joining and splitting: what the lengths of the blocks that can reach a run of filled cells say.

Can deduce, using the blocks that can reach each cell (see ``reach``):

* capping: a run of filled cells already as long as the longest block that can reach it is a
  whole block, so the cells on both sides of it are empty;
* splitting: an unknown cell between two runs that, joined, would be longer than any block able
  to reach both is empty.

Joining two runs that only one block can reach needs no rule of its own: glue already fills the
cells between them.  Cannot deduce anything that needs the arrangements between the extremes.

>>> from .lines import apply_text, line_from_text
>>> apply_text("---#---", joining_splitting((1, 1), line_from_text("---#---"), "cell"))
'--x#x--'
>>> apply_text("--#-#---", joining_splitting((2, 2), line_from_text("--#-#---"), "cell"))
'--#x#---'
"""

from __future__ import annotations

from ..model import Clue
from .lines import EMPTY, FILLED, UNKNOWN, Line, LineStep, new_cells
from .reach import Reach, reach_of
from .words import is_are, positions, runs_of, span


def filled_runs(line: Line) -> list[tuple[int, int]]:
    """Maximal runs of filled cells as (first, last) positions.

    >>> filled_runs([2, 2, 1, 2])
    [(0, 1), (3, 3)]
    """
    return runs_of(position for position, cell in enumerate(line) if cell == FILLED)


def _longest_reaching(reach: Reach, first: int, last: int) -> int:
    """Length of the longest block that can reach both ``first`` and ``last`` (0 if none)."""
    both = set(reach.blocks_covering(first)) & set(reach.blocks_covering(last))
    return max((reach.clue[i] for i in both), default=0)


def joining_splitting(clue: Clue, line: Line, unit: str) -> LineStep | None:
    """Cap runs that are already whole blocks; split runs whose joining would be too long."""
    reach = reach_of(clue, line)
    if reach is None or not clue:
        return None
    runs = filled_runs(line)
    for first, last in runs:
        length = last - first + 1
        if _longest_reaching(reach, first, last) != length:
            continue
        proves = new_cells(line, empty=[p for p in (first - 1, last + 1) if 0 <= p < len(line)])
        if proves:
            return LineStep(
                proves,
                f"the filled run at {span(unit, first, last)} is already as long as the longest block "
                f"that can reach it ({length}), so it is complete and {positions(unit, proves)} "
                f"{is_are(len(proves))} empty.",
            )
    for (first, end), (start, last) in zip(runs, runs[1:], strict=False):
        gap = end + 1
        if start != gap + 1 or line[gap] != UNKNOWN:
            continue
        joined = last - first + 1
        if _longest_reaching(reach, first, last) >= joined:
            continue
        return LineStep(
            {gap: EMPTY},
            f"filling {span(unit, gap, gap)} would join {span(unit, first, end)} and "
            f"{span(unit, start, last)} into a block of {joined}, longer than any block that can "
            f"reach there, so it is empty.",
        )
    return None
