"""Complete lines: lines settled by counting alone, before any placement reasoning.

Can deduce:

* a ``0`` clue: every cell is empty;
* a clue that fills the line exactly (blocks plus one gap between each = line length): the
  whole line;
* all the clue's filled cells already present: the remaining unknown cells are empty;
* exactly as many cells left un-crossed as the clue needs: they are all filled.

Cannot deduce anything that depends on *where* the blocks lie (that starts with simple boxes).

>>> from .lines import apply_text
>>> apply_text("-----", complete_line((2, 2), [3] * 5, "cell"))
'##x##'
>>> apply_text("##x---", complete_line((2,), [2, 2, 1, 3, 3, 3], "cell"))
'##xxxx'
>>> complete_line((1, 1), [2, 1, 2, 3, 3], "cell").sentence
'both filled cells of 1 1 are already there, so the other 2 unknown cells are empty.'
"""

from __future__ import annotations

from ..model import Clue
from .lines import EMPTY, FILLED, UNKNOWN, Line, LineStep, new_cells
from .words import clue_text, count, is_are


def complete_line(clue: Clue, line: Line, unit: str) -> LineStep | None:
    """Settle a line by counting: empty clue, exact fit, all blocks present, or no room to spare."""
    size = len(line)
    if UNKNOWN not in line:
        return None
    unknown = [p for p in range(size) if line[p] == UNKNOWN]
    if not clue:
        return LineStep(new_cells(line, empty=unknown), "the clue is 0, so every cell is empty.")
    needed = sum(clue)
    if needed + len(clue) - 1 == size:
        filled: list[int] = []
        position = 0
        for length in clue:
            filled.extend(range(position, position + length))
            position += length + 1
        gaps = len(clue) - 1
        how = f"{clue_text(clue)} with {count(gaps, 'gap')}" if gaps else clue_text(clue)
        gap_cells = sorted(set(range(size)) - set(filled))
        return LineStep(
            new_cells(line, filled=filled, empty=gap_cells),
            f"{how} needs {'all ' + count(size, 'cell') if size > 1 else 'the only cell'}, "
            "so there is only one way to place it.",
        )
    have = list(line).count(FILLED)
    if have == needed:
        left = len(unknown)
        rest = "the last unknown cell is" if left == 1 else f"the other {left} unknown cells are"
        return LineStep(
            new_cells(line, empty=unknown),
            f"{_all_filled_cells(needed)} of {clue_text(clue)} {is_are(needed)} already there, so {rest} empty.",
        )
    open_cells = size - list(line).count(EMPTY)
    if open_cells == needed:
        return LineStep(
            new_cells(line, filled=unknown),
            f"{clue_text(clue)} needs {count(needed, 'filled cell')} and only {count(open_cells, 'cell')} "
            f"{is_are(open_cells)} not crossed out, so {'it is' if open_cells == 1 else 'they are all'} filled.",
        )
    return None


def _all_filled_cells(needed: int) -> str:
    """``"the filled cell"``, ``"both filled cells"``, ``"all 5 filled cells"`` (never "all 2")."""
    if needed == 1:
        return "the filled cell"
    return "both filled cells" if needed == 2 else f"all {count(needed, 'filled cell')}"
