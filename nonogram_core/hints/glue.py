"""Glue (edge forcing): blocks held by walls and filled cells cover cells wherever they lie.

Can deduce: filled cells that a block covers in both its leftmost and rightmost arrangement *given
the known cells*.  This is the overlap of simple boxes made sharper by what is already known: a
crossed-out cell or the line's edge acts as a wall, and a filled cell near a wall "glues" the
block to it ("column 2 is filled, so the 4 that covers it reaches at least column 4").  Two filled
cells that only one block can reach are joined by it as well.

Cannot deduce: empty cells (simple spaces does that from the same reach), or anything needing the
arrangements in between (complete line logic).

>>> from .lines import apply_text
>>> apply_text("-#------", glue((4,), [3, 2, 3, 3, 3, 3, 3, 3], "cell"))
'-###----'
"""

from __future__ import annotations

from ..model import Clue
from .lines import Line, LineStep, new_cells
from .reach import reach_of
from .words import block_name, span, those_cells


def glue(clue: Clue, line: Line, unit: str) -> LineStep | None:
    """Fill the cells each block covers in both extreme arrangements that respect the known cells."""
    reach = reach_of(clue, line)
    if reach is None:
        return None
    filled: list[int] = []
    phrases: list[str] = []
    for index in range(len(clue)):
        first, last = reach.core(index)
        if first > last or not new_cells(line, filled=range(first, last + 1)):
            continue
        filled.extend(range(first, last + 1))
        name = block_name(clue, index)
        earliest, latest = reach.left[index], reach.right[index]
        if earliest == latest:
            phrases.append(f"{name} can only start at {unit} {earliest + 1}, so it covers {span(unit, first, last)}")
        else:
            phrases.append(
                f"{name} starts between {unit}s {earliest + 1} and {latest + 1}, "
                f"so it always covers {span(unit, first, last)}"
            )
    if not filled:
        return None
    return LineStep(
        new_cells(line, filled=filled),
        f"given the cells already known, {'; '.join(phrases)}: {those_cells(len(filled))} filled.",
    )
