"""Puzzles and grids as the web page sends and receives them (``webapi``'s JSON), checked on the way in.

A puzzle on the wire::

    {"rows": [[1, 2], [null], []], "cols": [...], "width": 3, "height": 3,
     "title": "...", "author": "...", "copyright": "...", "license": "...",
     "goal": ["..."] | null, "saved": ["..."] | null, "black_and_white": true,
     "colours": [{"name": "white", "rgb": "FFFFFF", "char": "."}, {"name": "red", "rgb": "FF0000", "char": "r"}, ...],
     "row_colours": [[1, 2], [1], []], "col_colours": [...]}

* a clue number is a whole number, or ``null`` for a blotted (unknown) one; ``0`` alone, or ``[]``,
  is an empty line (``-1``, what the wire carried for blotted numbers before, is still accepted);
* ``colours`` is the palette, index 0 the background, each colour's ``char`` the character that stands
  for it in every grid on the wire (``model.colour_chars``: ``.`` for the background, ``#`` for the
  ink of a black-and-white puzzle); ``[]`` for a plain black-and-white puzzle;
* a colour whose file names it by a code ("aFFAC2B") also has ``label``, the name a person reads
  ("orange", ``colour.names.readable_names``): the page shows it, the hints say it; ``name`` stays
  the colour's identity (and the page's tooltip); a ``label`` sent back in is ignored;
* ``row_colours``/``col_colours`` give each block's colour index (``[]`` when there is one ink);
* a **grid** (a player's, a solver's partial one) is rows of strings: each colour's ``char``
  (``#`` in black-and-white), ``x`` for a background cell, ``?`` for unknown; a **solution** or a
  ``goal`` is rows of ``char`` with ``.`` for the background.

Everything a page sends is validated: anything malformed is a ``PuzzleFormatError`` saying what.
"""

from __future__ import annotations

import re
from typing import Any

from .colour.names import readable_names
from .model import (
    BLOTTED,
    MAX_COLOURS,
    MAX_SIDE,
    Colour,
    ColourGrid,
    Puzzle,
    PuzzleFormatError,
    colour_chars,
    colour_grid_from_text,
    colour_grid_to_text,
    unknown_cell,
)

Payload = dict[str, Any]

TEXT_FIELDS = ("title", "author", "copyright", "license")
MAX_TEXT = 500
"""Longest title/author/... kept from the page."""


def puzzle_to_json(puzzle: Puzzle) -> Payload:
    """The wire form of a puzzle (clues, metadata, palette, and the goal/saved grids when present)."""
    chars = colour_chars(puzzle)
    return {
        "rows": [[None if n == BLOTTED else n for n in clue] for clue in puzzle.rows],
        "cols": [[None if n == BLOTTED else n for n in clue] for clue in puzzle.cols],
        "width": puzzle.width,
        "height": puzzle.height,
        **{name: getattr(puzzle, name) for name in TEXT_FIELDS},
        "goal": list(puzzle.goal) if puzzle.goal else None,
        "saved": list(puzzle.saved) if puzzle.saved else None,
        "black_and_white": puzzle.is_black_and_white,
        # not strict: a plain black-and-white puzzle has no palette, yet its characters are "." and "#"
        "colours": [{"name": c.name, "rgb": c.rgb, "char": ch, **({"label": label} if label != c.name else {})}
                    for c, ch, label in zip(puzzle.colours, chars, readable_names(puzzle.colours), strict=False)],
        "row_colours": [list(line) for line in puzzle.row_colours],
        "col_colours": [list(line) for line in puzzle.col_colours],
    }


def puzzle_from_json(data: Any) -> Puzzle:
    """Build a ``Puzzle`` from its wire form, rejecting anything malformed with a clear message."""
    if not isinstance(data, dict):
        raise PuzzleFormatError("a puzzle must be an object with 'rows' and 'cols'")
    rows, cols = (_clues(data.get(key), key) for key in ("rows", "cols"))
    text = text_fields(data)
    goal = data.get("goal")
    goal = tuple(goal) if isinstance(goal, list) and all(isinstance(r, str) for r in goal) else None
    colours = _colours(data.get("colours"))
    row_colours = _block_colours(data.get("row_colours"), rows, colours, "row_colours")
    col_colours = _block_colours(data.get("col_colours"), cols, colours, "col_colours")
    if len(colours) > 2 and not (row_colours and col_colours):
        raise PuzzleFormatError("a colour puzzle needs 'row_colours' and 'col_colours' (each block's colour index)")
    puzzle = Puzzle(rows=rows, cols=cols, goal=goal, colours=colours, row_colours=row_colours,
                    col_colours=col_colours, **text)
    check_size(puzzle)
    return puzzle


def text_fields(data: Payload) -> dict[str, Any]:
    """The title, author, copyright and licence a page sent, as text, each cut to ``MAX_TEXT``."""
    return {name: str(data.get(name) or "")[:MAX_TEXT] for name in TEXT_FIELDS}


def _clues(lines: Any, key: str) -> tuple[tuple[int, ...], ...]:
    """One side's clues: lists of whole numbers, ``null`` (or ``-1``) blotted; zeros dropped."""
    if not isinstance(lines, list) or not all(
        isinstance(line, list) and all(n is None or (isinstance(n, int) and not isinstance(n, bool)) for n in line)
        for line in lines
    ):
        raise PuzzleFormatError(f"'{key}' must be a list of lists of whole numbers (null for a blotted one)")
    if len(lines) > MAX_SIDE:
        raise PuzzleFormatError(f"'{key}' has {len(lines)} lines; the largest supported side is {MAX_SIDE}")
    return tuple(tuple(BLOTTED if n is None else n for n in line if n != 0) for line in lines)


def _colours(value: Any) -> tuple[Colour, ...]:
    """The palette: ``[]``/absent, or a background and at least one ink, each ``{name, rgb, char}``."""
    if value is None or value == []:
        return ()
    if not isinstance(value, list) or not 2 <= len(value) <= MAX_COLOURS:
        raise PuzzleFormatError(f"'colours' must be a list of 2 to {MAX_COLOURS} colours, the background first")
    colours = []
    for index, entry in enumerate(value):
        if not isinstance(entry, dict):
            raise PuzzleFormatError(f"colours[{index}] must be an object {{name, rgb, char}}")
        name, rgb, char = (entry.get(key, "") for key in ("name", "rgb", "char"))
        if not all(isinstance(v, str) for v in (name, rgb, char)):
            raise PuzzleFormatError(f"colours[{index}]: name, rgb and char must be strings")
        rgb = rgb.removeprefix("#")
        if not re.fullmatch(r"[0-9A-Fa-f]{6}", rgb):
            raise PuzzleFormatError(f"colours[{index}]: rgb must be six hex digits (RRGGBB), got {rgb[:20]!r}")
        colours.append(Colour(name[:MAX_TEXT], rgb.upper(), char[:4]))
    return tuple(colours)


def _block_colours(value: Any, clues: tuple[tuple[int, ...], ...], colours: tuple[Colour, ...],
                   key: str) -> tuple[tuple[int, ...], ...]:
    """Each block's colour index (1 .. len(colours)-1), line by line, shaped like the clues."""
    if value is None or value == []:
        return ()
    if not colours:
        raise PuzzleFormatError(f"'{key}' needs a 'colours' palette to point into")
    if not isinstance(value, list) or len(value) != len(clues):
        raise PuzzleFormatError(f"'{key}' must have one list per line ({len(clues)})")
    lines = []
    for index, (line, clue) in enumerate(zip(value, clues, strict=True)):
        if not isinstance(line, list) or len(line) != len(clue) or not all(
            isinstance(k, int) and not isinstance(k, bool) and 1 <= k < len(colours) for k in line
        ):
            raise PuzzleFormatError(
                f"{key}[{index}] must give one colour index (1..{len(colours) - 1}) for each of the line's "
                f"{len(clue)} blocks"
            )
        lines.append(tuple(line))
    return tuple(lines)


def check_size(puzzle: Puzzle) -> None:
    """Refuse a puzzle larger than ``MAX_SIDE`` on a side."""
    if puzzle.width > MAX_SIDE or puzzle.height > MAX_SIDE:
        raise PuzzleFormatError(
            f"the puzzle is {puzzle.width}x{puzzle.height}; the largest supported side is {MAX_SIDE}"
        )


def grid_from_json(puzzle: Puzzle, rows: Any) -> ColourGrid:
    """The player's grid (rows of colour characters, ``x``, ``?``), checked against the puzzle's size;
    ``None`` is an all-unknown grid.  Cells are bit sets over colour indexes (``Cell`` values in
    black-and-white)."""
    if rows is None:
        return [[unknown_cell(puzzle)] * puzzle.width for _ in range(puzzle.height)]
    if not isinstance(rows, list) or len(rows) != puzzle.height or not all(isinstance(r, str) for r in rows):
        raise PuzzleFormatError(f"the grid must be {puzzle.height} strings of {puzzle.width} cells")
    return colour_grid_from_text(rows, puzzle)


def picture_of(puzzle: Puzzle, grid: ColourGrid) -> list[str]:
    """A grid as a solution would read: each known colour's character, ``.`` for everything else
    (background and unknown alike), so ``satisfies`` can judge it."""
    return [row.replace("x", ".").replace("?", ".") for row in colour_grid_to_text(grid, puzzle)]


def known_cells(puzzle: Puzzle, grid: ColourGrid) -> dict[tuple[int, int], str]:
    """The grid's settled cells, in reading order, as a solution's character (``.`` background)."""
    return {(r, c): "." if ch == "x" else ch for r, row in enumerate(colour_grid_to_text(grid, puzzle))
            for c, ch in enumerate(row) if ch != "?"}
