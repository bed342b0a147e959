"""Hints and difficulty: human solving techniques, one plain sentence per step, and a grade.

The pipeline mirrors how a person solves: line techniques from the easiest (``complete_lines``,
``overlap``, ``spaces``, ``glue``, ``joining``) to complete single-line logic (``line_logic``),
then reasoning across lines (``contradiction``).  ``board`` runs the ladder on a grid,
``mistakes`` checks a player's grid first, ``hint`` and ``grading`` are the two entry points.
Colour and blotted puzzles take the same path through the colour twins in ``colour/`` (cells are
colour bit sets, sentences name colours: "the red 3 must cover columns 5–6 ...").

>>> from nonogram_core import puzzle_from_picture
>>> puzzle = puzzle_from_picture([".#.", "###", ".#."])
>>> next_hint(puzzle, [[3] * 3 for _ in range(3)]).sentence
'Row 2: 3 needs all 3 cells, so there is only one way to place it.'
>>> grade(puzzle).grade
'trivial'
"""

from .grading import Grade, grade
from .hint import Hint, next_hint
from .techniques import TECHNIQUES

__all__ = ["TECHNIQUES", "Grade", "Hint", "grade", "next_hint"]
