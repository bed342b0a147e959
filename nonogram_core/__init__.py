"""nonogram_core: a pure-Python nonogram solver, hint engine and format toolkit.

The public API, and only it, is re-exported here:

>>> from nonogram_core import Puzzle, solve
>>> result = solve(Puzzle(rows=((1,), (1,)), cols=((1,), (1,))))
>>> result.status.value, len(result.solutions)
('multiple', 2)
"""

from __future__ import annotations

import importlib

from .model import (
    BLOTTED,
    MAX_SIDE,
    Cell,
    Clue,
    Colour,
    ColourGrid,
    ContradictoryCluesError,
    Grid,
    GridLike,
    Puzzle,
    PuzzleError,
    PuzzleFormatError,
    UnsupportedPuzzleError,
    as_grid,
    block_colours,
    clue_of,
    colour_blocks_of,
    colour_chars,
    colour_grid_from_text,
    colour_grid_to_text,
    grid_from_text,
    grid_to_text,
    puzzle_from_picture,
    satisfies,
    unknown_cell,
)
from .result import Result, Solution, Stats, Status
from .solver import solve

__version__ = "0.1.0"
"""The package's version, and the project's: pyproject.toml reads it from here (``dynamic``),
``build_wheel.py`` names the wheel and the site's ``precache.json`` after it, ``nonogram --version``
prints it and the web pages show it in their footer.  Change it here only (and add a CHANGELOG.md entry)."""

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (2 ms at start-up); type checkers take it as True
if TYPE_CHECKING:  # what the lazy names below resolve to, for type checkers and editors
    from typing import Any

    from . import design as design
    from . import formats as formats
    from . import hints as hints
    from .formats import FORMATS, detect, read, read_file, write, write_file
    from .generate import generate as generate  # the function: nonogram_core.generate(15, 15, "easy")
    from .hints import Grade, Hint, grade, next_hint

_LAZY: dict[str, str] = {
    **dict.fromkeys(("FORMATS", "detect", "read", "read_file", "write", "write_file"), "formats"),
    **dict.fromkeys(("Grade", "Hint", "grade", "next_hint"), "hints"),
}
"""Public names imported on first use, and the subpackage each comes from.

Solving is what most callers want, and ``formats`` (15 readers) and ``hints`` (the technique
ladder) were two thirds of the package's import time, so they load when a name of theirs is first
touched (PEP 562's module ``__getattr__``); ``from nonogram_core import read`` works as before.
"""
_SUBPACKAGES = frozenset({"design", "formats", "generate", "hints"})

__all__ = [
    "BLOTTED",
    "FORMATS",
    "MAX_SIDE",
    "Cell",
    "Clue",
    "Colour",
    "ColourGrid",
    "ContradictoryCluesError",
    "Grade",
    "Grid",
    "GridLike",
    "Hint",
    "Puzzle",
    "PuzzleError",
    "PuzzleFormatError",
    "Result",
    "Solution",
    "Stats",
    "Status",
    "UnsupportedPuzzleError",
    "as_grid",
    "block_colours",
    "clue_of",
    "colour_blocks_of",
    "colour_chars",
    "colour_grid_from_text",
    "colour_grid_to_text",
    "detect",
    "generate",
    "grade",
    "grid_from_text",
    "grid_to_text",
    "next_hint",
    "puzzle_from_picture",
    "read",
    "read_file",
    "satisfies",
    "solve",
    "unknown_cell",
    "write",
    "write_file",
]


def __getattr__(name: str) -> Any:
    """Import a lazy public name (or the ``design``/``formats``/``hints`` subpackage) on first use."""
    if name in _SUBPACKAGES:
        return importlib.import_module(f"{__name__}.{name}")  # the import binds it as our attribute
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_LAZY[name]}"), name)
    globals()[name] = value  # later lookups are plain attribute reads
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__) | _SUBPACKAGES)
