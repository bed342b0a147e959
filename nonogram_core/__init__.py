"""nonogram_core: a pure-Python nonogram solver, hint engine and format toolkit.

The public API, and only it, is re-exported here:

>>> from nonogram_core import Puzzle, solve
>>> result = solve(Puzzle(rows=((1,), (1,)), cols=((1,), (1,))))
>>> result.status.value, len(result.solutions)
('multiple', 2)
"""

from .formats import FORMATS, detect, read, read_file, write, write_file
from .hints import Grade, Hint, grade, next_hint
from .model import (
    BLOTTED,
    MAX_SIDE,
    Cell,
    Clue,
    Colour,
    ContradictoryCluesError,
    Grid,
    Puzzle,
    PuzzleError,
    PuzzleFormatError,
    UnsupportedPuzzleError,
    clue_of,
    grid_from_text,
    grid_to_text,
    puzzle_from_picture,
    satisfies,
)
from .result import Result, Solution, Stats, Status
from .solver import solve

__all__ = [
    "BLOTTED",
    "FORMATS",
    "MAX_SIDE",
    "Cell",
    "Clue",
    "Colour",
    "ContradictoryCluesError",
    "Grade",
    "Grid",
    "Hint",
    "Puzzle",
    "PuzzleError",
    "PuzzleFormatError",
    "Result",
    "Solution",
    "Stats",
    "Status",
    "UnsupportedPuzzleError",
    "clue_of",
    "detect",
    "grade",
    "grid_from_text",
    "grid_to_text",
    "next_hint",
    "puzzle_from_picture",
    "read",
    "read_file",
    "satisfies",
    "solve",
    "write",
    "write_file",
]
