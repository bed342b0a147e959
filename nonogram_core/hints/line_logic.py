"""Full single-line logic: every cell that holds in all arrangements of the clue on this line.

Can deduce: everything one line alone can tell, using the complete (bit-parallel) line solver in
``nonogram_core.lines.complete``.  A grid where no line yields anything more is exactly where a
person with perfect single-line reasoning gets stuck; "line-solvable" means this technique, tried
on every line until nothing changes, completes the grid.

Cannot deduce anything that needs two lines at once (see ``contradiction``).

>>> from .lines import apply_text, line_from_text
>>> apply_text("-#--#---", line_logic((3, 1), line_from_text("-#--#---"), "cell"))
'###x#xxx'
"""

from __future__ import annotations

from ..lines.complete import solve_line
from ..model import Clue
from .lines import EMPTY, FILLED, Line, LineStep
from .words import clue_text, positions


def line_masks(line: Line) -> tuple[int, int]:
    """The (filled, empty) bitmasks of a line (bit i = cell i).

    >>> line_masks([2, 1, 3])
    (1, 2)
    """
    filled = empty = 0
    for position, cell in enumerate(line):
        if cell == FILLED:
            filled |= 1 << position
        elif cell == EMPTY:
            empty |= 1 << position
    return filled, empty


def line_logic(clue: Clue, line: Line, unit: str) -> LineStep | None:
    """Prove every cell that has the same value in all arrangements agreeing with the known cells."""
    filled, empty = line_masks(line)
    solved = solve_line(clue, len(line), filled, empty)
    if solved is None:
        return None
    new_filled = [p for p in range(len(line)) if (solved[0] & ~filled) >> p & 1]
    new_empty = [p for p in range(len(line)) if (solved[1] & ~empty) >> p & 1]
    if not new_filled and not new_empty:
        return None
    proves = {p: FILLED for p in new_filled}
    proves.update((p, EMPTY) for p in new_empty)
    effects = []
    if new_filled:
        effects.append(f"fills {positions(unit, new_filled)}")
    if new_empty:
        effects.append(f"leaves {positions(unit, new_empty)} empty")
    return LineStep(
        proves,
        f"of all the ways to place {clue_text(clue)} that agree with the cells already known, "
        f"every one {', and '.join(effects)}.",
    )


def line_is_possible(clue: Clue, line: Line) -> bool:
    """True when some arrangement of ``clue`` agrees with the known cells of ``line``."""
    return solve_line(clue, len(line), *line_masks(line)) is not None
