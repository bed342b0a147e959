"""Simple spaces: cells that no block can reach are empty.

Can deduce: with the blocks pushed as far left and as far right as the known cells allow (see
``reach``), any cell outside every block's reach is empty — the ends of a line beyond the first
and last blocks, gaps between consecutive blocks' reaches, the neighbours of a block pinned in
place.

Cannot deduce: filled cells, or empties that need knowing which arrangements between the two
extremes are possible (a cell every block could reach but none can cover consistently).

>>> from .lines import apply_text
>>> apply_text("---#-----", simple_spaces((2,), [3, 3, 3, 2, 3, 3, 3, 3, 3], "cell"))
'xx-#-xxxx'
"""

from __future__ import annotations

from ..model import Clue
from .lines import Line, LineStep, new_cells
from .reach import reach_of
from .words import positions, they


def simple_spaces(clue: Clue, line: Line, unit: str) -> LineStep | None:
    """Cross out every unknown cell outside the reach of all blocks."""
    if not clue:
        return None
    reach = reach_of(clue, line)
    if reach is None:
        return None
    reachable = [False] * len(line)
    for index in range(len(clue)):
        first, last = reach.span(index)
        for position in range(first, last + 1):
            reachable[position] = True
    proves = new_cells(line, empty=[p for p, ok in enumerate(reachable) if not ok])
    if not proves:
        return None
    return LineStep(
        proves,
        f"with the blocks pushed as far as the known cells allow, no block can reach "
        f"{positions(unit, proves)}, so {they(len(proves))} empty.",
    )
