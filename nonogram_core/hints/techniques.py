"""The ladder of techniques, easiest first: the order hints are tried in and grades are built from.

Line techniques look at one clue and one line; the grid techniques after them follow an
assumption across lines until a contradiction appears.  ``guess`` is what is left when nothing
else works (or the puzzle has several solutions).
"""

from __future__ import annotations

from dataclasses import dataclass

from .complete_lines import complete_line
from .glue import glue
from .joining import joining_splitting
from .line_logic import line_logic
from .lines import LineTechnique
from .overlap import simple_boxes
from .spaces import simple_spaces


@dataclass(frozen=True)
class LineMethod:
    """A line technique under its public name."""

    name: str
    run: LineTechnique


LINE_METHODS: tuple[LineMethod, ...] = (
    LineMethod("complete_line", complete_line),
    LineMethod("simple_boxes", simple_boxes),
    LineMethod("simple_spaces", simple_spaces),
    LineMethod("glue", glue),
    LineMethod("joining_splitting", joining_splitting),
    LineMethod("line_logic", line_logic),
)

TWO_LINE = "two_line"
"""An assumption about one cell contradicts a crossing line within two rounds of line logic."""
PROBING = "probing"
"""An assumption about one cell leads to a contradiction after following line logic further."""
GUESS = "guess"
"""No technique proves anything: a guess is needed (or the puzzle has several solutions)."""
MISTAKE = "mistake"
"""The player's grid disagrees with the solution or cannot be completed."""
SOLVED = "solved"
"""Every cell is set and correct."""
NO_SOLUTION = "no_solution"
"""The clues themselves have no solution: no hint applies."""

TECHNIQUES: tuple[str, ...] = (*(m.name for m in LINE_METHODS), TWO_LINE, PROBING)
"""Every deduction technique, easiest first (the keys of ``Grade.steps``)."""
