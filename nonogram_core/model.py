"""The puzzle model: clues, metadata, cell states, grids and the errors raised about them.

Everything the rest of the package passes around is defined here, so that formats, the solver,
hints and the web API agree on one vocabulary:

* a **clue** is a tuple of block lengths, ``()`` for an empty line;
* a **cell** is the *set of values it may still take*, as bits: ``EMPTY`` (1), ``FILLED`` (2) or
  ``UNKNOWN`` (3 = either).  Colour puzzles will extend the same idea with one bit per colour,
  which is why the values are bit sets and not a three-way enum of unrelated numbers;
* a **grid** is a list of rows of cells.

>>> p = Puzzle(rows=((1,), (1,)), cols=((2,), ()))
>>> p.width, p.height
(2, 2)
>>> p.check()
>>> Puzzle(rows=((3,),), cols=((1,),)).problems()
['row 1: clue 3 needs 3 cells but the line has 1']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from operator import eq
from operator import index as as_int

Clue = tuple[int, ...]
"""Block lengths of one line, in order (left to right, top to bottom); ``()`` for an empty line."""

BLOTTED = -1
"""A clue number whose value is unknown (a "blotted" clue): some block of length 1 or more."""

MAX_COLOURS = 256
"""Largest palette the solver takes, background included (a cell's colour index fits a byte)."""

MAX_SIDE = 500
"""Largest width or height accepted anywhere (readers reject bigger grids before building them)."""


class Cell(IntEnum):
    """A cell's state as the set of values it may still take (bit 0: empty, bit 1: filled)."""

    EMPTY = 1
    FILLED = 2
    UNKNOWN = 3


Grid = list[list[int]]
"""Rows of cells; ``grid[row][col]``: ``Cell`` values (an ``IntEnum``) in a black-and-white puzzle,
bit sets over its colours in a colour one (bit 0 the background; the same numbers as ``Cell`` when
there is one ink)."""


class PuzzleError(ValueError):
    """Base class of every error this package raises about a puzzle or its input."""


class PuzzleFormatError(PuzzleError):
    """Input that cannot be read as a puzzle.

    Carries where the problem is, so a user can find it: ``file`` (name or ``"-"``), 1-based
    ``line`` and ``column`` when known, and ``message`` saying what was expected.
    ``str(error)`` is the one-line form ``FILE:LINE:COL: message`` the CLI prints.
    """

    def __init__(
        self,
        message: str,
        *,
        file: str | None = None,
        line: int | None = None,
        column: int | None = None,
    ) -> None:
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        super().__init__(str(self))

    def __str__(self) -> str:
        where = [str(part) for part in (self.file, self.line, self.column) if part is not None]
        return ":".join(where + [" " + self.message]) if where else self.message


class ContradictoryCluesError(PuzzleError):
    """Clues that no grid can satisfy for a reason visible without solving (see ``problems``)."""


class UnsupportedPuzzleError(PuzzleError):
    """A puzzle the solver cannot handle yet (colour or blotted clues)."""


@dataclass(frozen=True)
class Colour:
    """One colour of a colour puzzle: its name, a display RGB hex string and a file character."""

    name: str
    rgb: str = "000000"
    char: str = "#"


@dataclass(frozen=True)
class Puzzle:
    """A nonogram: row clues, column clues and what an author wants said about it.

    ``goal`` is the intended picture (rows of ``#``/``.``) when a file carries one; ``saved`` is a
    player's partial grid (rows of ``#``, ``x`` and ``?``).  ``colours``, ``row_colours`` and
    ``col_colours`` are empty for black-and-white puzzles; for colour puzzles they give the palette
    (index 0 is the background) and the colour index of every block.  ``extra`` keeps any other
    named properties a file had, so converting between formats loses as little as possible.
    """

    rows: tuple[Clue, ...]
    cols: tuple[Clue, ...]
    title: str = ""
    author: str = ""
    copyright: str = ""
    license: str = ""
    goal: tuple[str, ...] | None = None
    saved: tuple[str, ...] | None = None
    colours: tuple[Colour, ...] = ()
    row_colours: tuple[tuple[int, ...], ...] = ()
    col_colours: tuple[tuple[int, ...], ...] = ()
    extra: tuple[tuple[str, str], ...] = field(default=())

    @property
    def width(self) -> int:
        return len(self.cols)

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def is_black_and_white(self) -> bool:
        """True when there is one ink colour and every clue number is known."""
        return len(self.colours) <= 2 and not any(BLOTTED in clue for clue in (*self.rows, *self.cols))

    def problems(self) -> list[str]:
        """Reasons, visible without solving, why no grid can satisfy these clues.

        Checks each clue fits its line and that the filled cells counted by rows and by columns
        agree (per colour in a colour puzzle, where blocks of one colour need a gap between them
        and a blotted number counts as at least 1).  An empty list means "no obvious
        contradiction", not "solvable".
        """
        found: list[str] = []
        black_and_white = self.is_black_and_white
        if not self.rows or not self.cols:
            found.append("the puzzle needs at least one row and one column")
        if not black_and_white:
            return found + _colour_problems(self)
        for name, clues, length in (("row", self.rows, self.width), ("column", self.cols, self.height)):
            for index, clue in enumerate(clues, 1):
                # ``min`` first: one C-level call rules out nearly every clue (this runs on every solve)
                if clue and min(clue) <= 0 and any(n != BLOTTED and n <= 0 for n in clue):
                    found.append(f"{name} {index}: block lengths must be positive, got {_clue_text(clue)}")
                    continue
                if BLOTTED in clue or not black_and_white:
                    continue
                need = sum(clue) + len(clue) - 1 if clue else 0
                if need > length:
                    found.append(
                        f"{name} {index}: clue {_clue_text(clue)} needs {need} cells but the line has {length}"
                    )
        if black_and_white and not found:
            by_rows = sum(sum(c) for c in self.rows)
            by_cols = sum(sum(c) for c in self.cols)
            if by_rows != by_cols:
                found.append(f"the rows fill {by_rows} cells but the columns fill {by_cols}")
        return found

    def check(self) -> None:
        """Raise ``ContradictoryCluesError`` listing ``problems()``, if there are any."""
        found = self.problems()
        if found:
            raise ContradictoryCluesError("; ".join(found))


def _colour_problems(puzzle: Puzzle) -> list[str]:
    """``Puzzle.problems`` for a colour or blotted puzzle: block colours, clue lengths, colour totals."""
    found: list[str] = []
    count = colour_count(puzzle)
    names = [c.name for c in puzzle.colours] if len(puzzle.colours) > 2 else ["background", "filled"]
    if count > MAX_COLOURS:
        return [f"the puzzle has {count - 1} colours; at most {MAX_COLOURS - 1} are supported"]
    row_colours, col_colours = block_colours(puzzle)
    for name, clues, shades_of, length in (
        ("row", puzzle.rows, row_colours, puzzle.width),
        ("column", puzzle.cols, col_colours, puzzle.height),
    ):
        for index, clue in enumerate(clues, 1):
            shades = shades_of[index - 1] if index <= len(shades_of) else ()
            # C-level steps first (``min``, ``max``, ``sum``, ``map``): big colour pictures have tens of
            # thousands of blocks
            if len(shades) != len(clue) or shades and (min(shades) <= 0 or max(shades) >= count):
                found.append(f"{name} {index}: every block needs one of the puzzle's {count - 1} colours")
                continue
            if clue and min(clue) <= 0 and any(n != BLOTTED and n <= 0 for n in clue):
                found.append(f"{name} {index}: block lengths must be positive, got {_clue_text(clue)}")
                continue
            blots = clue.count(BLOTTED)
            need = sum(clue) + 2 * blots + sum(map(eq, shades, shades[1:]))  # a blotted block is 1 or more
            if need > length:
                text = ", ".join(f"{'?' if n == BLOTTED else n} {names[k]}" for n, k in zip(clue, shades, strict=True))
                found.append(f"{name} {index}: clue {text} needs {need} cells but the line has {length}")
    if found or any(BLOTTED in clue for clue in (*puzzle.rows, *puzzle.cols)):
        return found  # the totals are only worth comparing on clues that are otherwise sound and all known
    by_rows = _colour_totals(puzzle.rows, row_colours, count)
    by_cols = _colour_totals(puzzle.cols, col_colours, count)
    return [
        f"the rows fill {by_rows[k]} {names[k]} cells but the columns fill {by_cols[k]}"
        for k in range(1, count)
        if by_rows[k] != by_cols[k]
    ]


def _colour_totals(clues: Sequence[Clue], shades_of: Sequence[Sequence[int]], count: int) -> list[int]:
    """How many cells of each colour index the blocks of ``clues`` fill."""
    totals = [0] * count
    for clue, shades in zip(clues, shades_of, strict=False):  # a line without colours has no blocks here
        for n, k in zip(clue, shades, strict=True):
            totals[k] += n
    return totals


def _clue_text(clue: Clue) -> str:
    return " ".join("?" if n == BLOTTED else str(n) for n in clue) or "0"


def clue_of(line: Iterable[bool]) -> Clue:
    """The clue of a line of booleans (True = filled).

    >>> clue_of([True, True, False, True])
    (2, 1)
    """
    blocks: list[int] = []
    run = 0
    for filled in line:
        if filled:
            run += 1
        elif run:
            blocks.append(run)
            run = 0
    if run:
        blocks.append(run)
    return tuple(blocks)


def puzzle_from_picture(picture: Sequence[str], **metadata: object) -> Puzzle:
    """Build the puzzle whose solution is ``picture`` (rows of ``#`` for filled, anything else empty).

    >>> puzzle_from_picture(["#.", "##"]).cols
    ((2,), (1,))
    """
    cells = [[ch == "#" for ch in row] for row in picture]
    width = len(cells[0]) if cells else 0
    if any(len(row) != width for row in cells):
        raise PuzzleFormatError("every row of a picture must have the same length")
    rows = tuple(clue_of(row) for row in cells)
    cols = tuple(clue_of(row[c] for row in cells) for c in range(width))
    return Puzzle(rows=rows, cols=cols, goal=tuple("".join("#" if v else "." for v in r) for r in cells), **metadata)  # type: ignore[arg-type]


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


def colour_blocks_of(line: Iterable[int]) -> list[tuple[int, int]]:
    """The blocks of a line of colour indices (0 = background) as ``(length, colour)`` pairs.

    Neighbouring cells of different colours belong to different blocks, as in every colour nonogram.

    >>> colour_blocks_of([1, 1, 2, 0, 2])
    [(2, 1), (1, 2), (1, 2)]
    """
    blocks: list[tuple[int, int]] = []
    run, colour = 0, 0
    for value in line:
        if value != colour:
            if run and colour:
                blocks.append((run, colour))
            run, colour = 0, value
        run += 1
    if run and colour:
        blocks.append((run, colour))
    return blocks


def block_colours(puzzle: Puzzle) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Per row and per column, the colour index of each block (all 1 in a black-and-white puzzle)."""
    if puzzle.row_colours or puzzle.col_colours:
        return tuple(puzzle.row_colours), tuple(puzzle.col_colours)
    return tuple((1,) * len(c) for c in puzzle.rows), tuple((1,) * len(c) for c in puzzle.cols)


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
    """Inverse of ``grid_from_text`` (``#``, ``x``, ``?``)."""
    chars = {Cell.FILLED: "#", Cell.EMPTY: "x", Cell.UNKNOWN: "?"}
    return ["".join(chars[Cell(c)] for c in row) for row in grid]


ColourGrid = list[list[int]]
"""Rows of cells as bit sets over colour indexes (bit ``k``: the cell may still be colour ``k``;
bit 0 is the background).  For black-and-white puzzles the same numbers as ``Cell``."""


def colour_count(puzzle: Puzzle) -> int:
    """Colours including the background: ``len(colour_chars(puzzle))`` without naming them (2 for a
    black-and-white puzzle, blotted or not, and for a palette of one ink)."""
    return max(2, len(puzzle.colours))


def unknown_cell(puzzle: Puzzle) -> int:
    """The bit set of a cell that may take any colour of ``puzzle`` (``Cell.UNKNOWN`` = 3 in black-and-white)."""
    return (1 << colour_count(puzzle)) - 1


def colour_grid_from_text(rows: Sequence[str], puzzle: Puzzle) -> ColourGrid:
    """Parse a partial grid of any puzzle: each colour's character (``colour_chars``), ``x``/``X``/``.``
    for background, ``?`` (or a space) for unknown.  The one parser the CLI's ``--grid``, the web API
    and the hints share, so a grid means the same everywhere.

    Every row must have ``puzzle.width`` cells (the caller checks the number of rows).  A stray
    character is a ``PuzzleFormatError`` with its 1-based line and column, naming what is allowed.
    For puzzles with one ink (black-and-white, blotted too) this is ``grid_from_text`` (``#`` filled,
    ``Cell`` values).

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
    grid: ColourGrid = []
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


def as_grid(puzzle: Puzzle, grid: GridLike, *, allow_none: bool = False) -> ColourGrid:
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


def _checked_cells(grid: Sequence[Sequence[int]], unknown: int, lowest: int) -> ColourGrid:
    """A copy of a grid of cells, each checked to be a bit set of the puzzle's colours (from ``lowest``)."""
    cells: ColourGrid = []
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
