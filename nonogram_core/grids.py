"""Grids as text, and what a grid must be: the characters of each colour, parsing and printing
partial grids, the ``GridLike`` forms the public API takes, and the solution check.

The model (``model``) says what a puzzle *is*; this module says how its grids are *written*: ``#``
filled, ``x`` or ``.`` empty, ``?`` unknown in black-and-white, each colour's character
(``colour_chars``) in a colour puzzle.  Every name here is importable from ``model`` too.

>>> from nonogram_core.model import Puzzle
>>> p = Puzzle(rows=((1,), (1,)), cols=((1,), (1,)))
>>> grid_to_text(as_grid(p, ["#.", "??"]))
['#x', '??']
>>> satisfies(p, ["#.", ".#"])
True
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from operator import index as as_int

from .model import (
    BLOTTED,
    Cell,
    Clue,
    Grid,
    Puzzle,
    PuzzleError,
    PuzzleFormatError,
    block_colours,
    clue_of,
    colour_blocks_of,
    unknown_cell,
)

RESERVED_CHARS = frozenset(".xX? #\n\r\t")
"""Characters a colour never takes in solutions and grid files: they mean background or unknown
(``#`` is black-and-white ink, so a colour puzzle's colours avoid it too: a colour grid file
must not read as black-and-white)."""

DEFAULT_COLOUR_CHARS = "abcdefghijklmnopqrstuvwyz0123456789ABCDEFGHIJKLMNOPQRSTUVWYZ"


def colour_chars(puzzle: Puzzle) -> tuple[str, ...]:
    """The character of each colour index in solutions and grid files: ``.`` for the background.

    Black-and-white puzzles (one ink) use ``#``.  A colour keeps the ``char`` its file gave it when
    that is one character, not reserved (``RESERVED_CHARS``) and not taken by an earlier colour;
    otherwise it gets the first free letter of ``DEFAULT_COLOUR_CHARS``.

    >>> from nonogram_core.model import Colour
    >>> colour_chars(Puzzle(rows=(), cols=(), colours=(Colour("white", "FFFFFF", "."),
    ...     Colour("red", "FF0000", "r"), Colour("blue", "0000FF", "."))))
    ('.', 'r', 'a')
    """
    if len(puzzle.colours) <= 2:
        return (".", "#")
    chars = ["."]
    taken = {"."}
    given = _file_chars(puzzle)
    # one pass over the spare letters serves every colour: a letter passed over is taken for good
    spare = (c for c in _spare_chars() if c not in given)
    for colour in puzzle.colours[1:]:
        char = colour.char
        if len(char) != 1 or char in RESERVED_CHARS or char in taken or not char.isprintable():
            char = next(c for c in spare if c not in taken)
        chars.append(char)
        taken.add(char)
    return tuple(chars)


def _spare_chars() -> Iterator[str]:
    """``DEFAULT_COLOUR_CHARS``, then (for palettes larger than that) printable letters from Latin-1 on."""
    yield from DEFAULT_COLOUR_CHARS
    yield from (chr(code) for code in range(0xC0, 0x3000) if chr(code).isalpha())


def _file_chars(puzzle: Puzzle) -> set[str]:
    """The chars the file gave its colours (a default letter avoids them, so none is taken twice)."""
    return {c.char for c in puzzle.colours[1:] if len(c.char) == 1}


_CELL_CHARS = {
    "#": Cell.FILLED, "x": Cell.EMPTY, "X": Cell.EMPTY, ".": Cell.EMPTY, "?": Cell.UNKNOWN, " ": Cell.UNKNOWN,
}


def grid_from_text(rows: Sequence[str], width: int | None = None) -> Grid:
    """Parse a partial grid: ``#`` filled, ``x``/``.`` empty, ``?`` unknown.

    >>> grid_from_text(["#x?"])
    [[<Cell.FILLED: 2>, <Cell.EMPTY: 1>, <Cell.UNKNOWN: 3>]]
    """
    cell_of = _CELL_CHARS.__getitem__  # a row in one C-level step: every solve reads its unique solution here
    grid: Grid = []
    for number, row in enumerate(rows, 1):
        if width is not None and len(row) != width:
            raise PuzzleFormatError(f"row has {len(row)} cells, expected {width}", line=number)
        try:
            grid.append(list(map(cell_of, row)))
        except KeyError:
            column, ch = next((column, ch) for column, ch in enumerate(row, 1) if ch not in _CELL_CHARS)
            raise PuzzleFormatError(f"unexpected {ch!r}; use '#' (filled), 'x' or '.' (empty) or '?' (unknown)",
                                    line=number, column=column) from None
    return grid


def grid_to_text(grid: Grid) -> list[str]:
    """Inverse of ``grid_from_text`` (``#``, ``x``, ``?``); a value that is no ``Cell`` is a ``ValueError``.

    A row in one C-level step (a dict lookup per cell, ``Cell`` values hash as their ints): a timed-out
    grade of a 200x200 picture writes its stall grid with it.

    >>> grid_to_text([[Cell.FILLED, 1, 3]])
    ['#x?']
    """
    text_of = _TEXT_OF_CELL.__getitem__
    try:
        return ["".join(map(text_of, row)) for row in grid]
    except KeyError as error:
        raise ValueError(f"{error.args[0]!r} is not a cell (1 empty, 2 filled, 3 unknown)") from None


_TEXT_OF_CELL: dict[int, str] = {Cell.FILLED: "#", Cell.EMPTY: "x", Cell.UNKNOWN: "?"}


def colour_grid_from_text(rows: Sequence[str], puzzle: Puzzle) -> Grid:
    """Parse a partial grid of any puzzle: each colour's character (``colour_chars``), ``x``/``X``/``.``
    for background, ``?`` (or a space) for unknown.  The one parser the CLI's ``--grid``, the web API
    and the hints share, so a grid means the same everywhere.

    Every row must have ``puzzle.width`` cells (the caller checks the number of rows).  A stray
    character is a ``PuzzleFormatError`` with its 1-based line and column, naming what is allowed.
    For puzzles with one ink (black-and-white, blotted too) this is ``grid_from_text`` (``#`` filled,
    ``Cell`` values).

    >>> from nonogram_core.model import Colour
    >>> p = Puzzle(rows=((1,),), cols=((1,), ()), colours=(Colour("white", "FFFFFF", "."),
    ...     Colour("red", "FF0000", "r"), Colour("green", "00A000", "g")), row_colours=((1,),),
    ...     col_colours=((1,), ()))
    >>> colour_grid_from_text(["r?", "xg"], p)
    [[2, 7], [1, 4]]
    """
    chars = colour_chars(puzzle)
    if len(chars) == 2:
        return grid_from_text(rows, width=puzzle.width)
    cell_of = {ch: 1 << k for k, ch in enumerate(chars)}
    unknown = (1 << len(chars)) - 1
    cell_of.update({"x": 1, "X": 1, "?": unknown, " ": unknown})
    lookup = cell_of.__getitem__
    grid: Grid = []
    for number, row in enumerate(rows, 1):
        if len(row) != puzzle.width:
            raise PuzzleFormatError(f"row has {len(row)} cells, expected {puzzle.width}", line=number)
        try:
            grid.append(list(map(lookup, row)))
        except KeyError:
            column, ch = next((column, ch) for column, ch in enumerate(row, 1) if ch not in cell_of)
            raise PuzzleFormatError(f"unexpected {ch!r}; use {_allowed_chars(chars)}", line=number,
                                    column=column) from None
    return grid


def _allowed_chars(chars: Sequence[str]) -> str:
    """What a grid row may hold, for an error message: ``'#', 'x' or '?'`` in black-and-white."""
    inks = ", ".join(repr(ch) for ch in chars[1:])
    kind = "a colour's character (" + inks + ")" if len(chars) > 2 else inks
    return f"{kind}, 'x' (background) or '?' (unknown)"


def colour_grid_to_text(grid: Sequence[Sequence[int]], puzzle: Puzzle) -> list[str]:
    """Inverse of ``colour_grid_from_text``: a known colour's character, ``x`` for a known background,
    ``?`` for any cell that may still take two or more colours (a text row cannot say which two).

    >>> colour_grid_to_text([[2, 7], [1, 6]], Puzzle(rows=((1,), ()), cols=((1,), ())))
    ['#?', 'x?']
    """
    chars = colour_chars(puzzle)
    text = {1 << k: ch for k, ch in enumerate(chars)}
    text[1] = "x"
    return ["".join(text.get(cell, "?") for cell in row) for row in grid]


GridLike = Sequence[Sequence[int]] | Sequence[str] | None
"""What the public API takes wherever it takes a grid (``solve(start=)``, ``next_hint``):

* ``None``: a blank board, every cell unknown;
* text rows, one string per row: ``?`` (or a space) unknown, ``#`` filled, ``.`` or ``x`` empty,
  and in a colour puzzle each colour's character (``colour_chars``);
* a grid of cells: ``grid_from_text``'s ``Cell`` values, or for a colour puzzle bit sets over its
  colours (``colour_grid_from_text``; ``unknown_cell(puzzle)`` is any colour).

``as_grid`` turns any of them into cells, checked against the puzzle."""


def as_grid(puzzle: Puzzle, grid: GridLike, *, allow_none: bool = False) -> Grid:
    """The cells ``grid`` describes (see ``GridLike``), checked against ``puzzle``'s size and colours.

    Cells are ``Cell`` values in a black-and-white puzzle, bit sets over colour indexes otherwise.
    A grid of the wrong shape or with a cell the puzzle cannot take is a ``PuzzleError`` saying
    where; something that is not a grid at all is a ``TypeError``.  ``allow_none`` accepts a cell
    of 0 (no value allowed: a constraint no grid meets; ``solve`` then says ``none``).

    >>> p = Puzzle(rows=((1,), (1,)), cols=((1,), (1,)))
    >>> as_grid(p, None)
    [[<Cell.UNKNOWN: 3>, <Cell.UNKNOWN: 3>], [<Cell.UNKNOWN: 3>, <Cell.UNKNOWN: 3>]]
    >>> as_grid(p, ["#.", "??"]) == as_grid(p, grid_from_text(["#x", "??"]))
    True
    >>> as_grid(p, ["#.", "?"])
    Traceback (most recent call last):
    nonogram_core.model.PuzzleError: grid row 2 has 1 cell; this puzzle is 2 cells wide
    >>> as_grid(p, ["#.", "?z"])
    Traceback (most recent call last):
    nonogram_core.model.PuzzleError: grid row 2, column 2: unexpected 'z'; use '#' (filled), 'x' or ...
    """
    width, height = puzzle.width, puzzle.height
    unknown = unknown_cell(puzzle)
    if grid is None:
        cell = Cell(unknown) if unknown == Cell.UNKNOWN else unknown
        return [[cell] * width for _ in range(height)]
    if isinstance(grid, str | bytes) or not isinstance(grid, Sequence):
        raise TypeError(f"a grid is None, a list of text rows or a list of rows of cells, not {type(grid).__name__}")
    if len(grid) != height:
        raise PuzzleError(f"the grid has {_count(len(grid), 'row')}; this puzzle needs {_count(height, 'row')} "
                          f"of {_count(width, 'cell')}")
    texts = [isinstance(row, str) for row in grid]
    if any(texts) and not all(texts):
        raise TypeError("a grid's rows are all text or all lists of cells, not a mix")
    for number, row in enumerate(grid, 1):
        if len(row) != width:
            raise PuzzleError(f"grid row {number} has {_count(len(row), 'cell')}; this puzzle is "
                              f"{_count(width, 'cell')} wide")
    if all(texts):
        try:
            return colour_grid_from_text(grid, puzzle)  # type: ignore[arg-type]  # every row is a str
        except PuzzleFormatError as error:
            raise PuzzleError(f"grid row {error.line}, column {error.column}: {error.message}") from None
    return _checked_cells(grid, unknown, 0 if allow_none else 1)  # type: ignore[arg-type]  # no row is a str


def _checked_cells(grid: Sequence[Sequence[int]], unknown: int, lowest: int) -> Grid:
    """A copy of a grid of cells, each checked to be a bit set of the puzzle's colours (from ``lowest``)."""
    cells: Grid = []
    for r, row in enumerate(grid, 1):
        line = []
        for c, value in enumerate(row, 1):
            try:
                cell = as_int(value)
            except TypeError:
                raise TypeError(f"grid row {r}, column {c}: a cell is an int, not {type(value).__name__}") from None
            if not lowest <= cell <= unknown:
                kinds = "Cell.EMPTY, Cell.FILLED or Cell.UNKNOWN" if unknown == Cell.UNKNOWN else \
                    f"a bit set of the puzzle's colours, from 1 to {unknown}"
                raise PuzzleError(f"grid row {r}, column {c}: {cell} is not a cell; use {kinds}")
            line.append(Cell(cell) if unknown == Cell.UNKNOWN and cell else cell)
        cells.append(line)
    return cells


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def satisfies(puzzle: Puzzle, solution: Sequence[str]) -> bool:
    """True when ``solution`` has exactly the puzzle's clues, colours and blotted numbers included.

    ``solution`` is rows of ``colour_chars(puzzle)`` characters (``#``/``.`` for black-and-white).
    This is the independent check every verdict is tested against: it re-derives the clues.

    >>> satisfies(Puzzle(rows=((BLOTTED,), (1,)), cols=((2,), ())), ["#.", "#."])
    True
    """
    if len(solution) != puzzle.height or any(len(row) != puzzle.width for row in solution):
        return False
    if puzzle.is_black_and_white and not puzzle.row_colours:
        rows = tuple(clue_of(ch == "#" for ch in row) for row in solution)
        cols = tuple(clue_of(row[c] == "#" for row in solution) for c in range(puzzle.width))
        return rows == tuple(puzzle.rows) and cols == tuple(puzzle.cols)
    index = {ch: i for i, ch in enumerate(colour_chars(puzzle))}
    try:
        cells = [[index[ch] for ch in row] for row in solution]
    except KeyError:
        return False
    row_colours, col_colours = block_colours(puzzle)
    lines = [(row, puzzle.rows[r], row_colours[r]) for r, row in enumerate(cells)]
    lines += [([row[c] for row in cells], puzzle.cols[c], col_colours[c]) for c in range(puzzle.width)]
    return all(_line_matches(line, clue, colours) for line, clue, colours in lines)


def _line_matches(line: Sequence[int], clue: Clue, colours: Sequence[int]) -> bool:
    """True when the colour indices of ``line`` form the blocks of ``clue`` (BLOTTED: any length)."""
    blocks = colour_blocks_of(line)
    if len(blocks) != len(clue):
        return False
    return all(
        colour == want and (n == BLOTTED or n == length)
        for (length, colour), n, want in zip(blocks, clue, colours, strict=True)
    )
