"""Simple boxes: the overlap of a block's leftmost and rightmost places on a bare line.

Can deduce: cells a block covers however it is slid, counting only the clue and the line's
length.  For ``5`` on 7 cells, the block starts in cells 1–3 at the earliest and latest, so cells
3–5 are filled whatever happens.

Cannot deduce: anything that depends on cells already known (walls of crossed-out cells, filled
cells pulling a block); that is simple spaces' and glue's job.  It never proves a cell empty.

>>> from .lines import apply_text
>>> apply_text("-------", simple_boxes((5,), [3] * 7, "cell"))
'--###--'
>>> simple_boxes((5,), [3] * 7, "column").sentence
'the 5 must cover columns 3–5 wherever it lies, so those cells are filled.'
>>> simple_boxes((3,), [3] * 5, "column").sentence
'the 3 must cover column 3 wherever it lies, so this cell is filled.'
"""

from __future__ import annotations

from ..model import Clue
from .lines import Line, LineStep, new_cells
from .words import block_name, covering, span, those_cells


def simple_boxes(clue: Clue, line: Line, unit: str) -> LineStep | None:
    """Fill the cells each block covers in both its leftmost and rightmost place on the bare line."""
    size = len(line)
    slack = size - (sum(clue) + len(clue) - 1)
    filled: list[int] = []
    phrases: list[str] = []
    earliest = 0
    for index, length in enumerate(clue):
        first, last = earliest + slack, earliest + length - 1
        earliest += length + 1
        if first > last:
            continue
        covered = range(first, last + 1)
        if not new_cells(line, filled=covered):
            continue
        filled.extend(covered)
        phrases.append(f"{block_name(clue, index)} must cover {span(unit, first, last)}")
    if not filled:
        return None
    sentence = f"{covering(phrases)}, so {those_cells(len(filled))} filled."
    return LineStep(new_cells(line, filled=filled), sentence)
