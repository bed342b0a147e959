"""The puzzle model: clues, metadata, cell states and the errors raised about them.

Everything the rest of the package passes around is defined here, so that formats, the solver,
hints and the web API agree on one vocabulary:

* a **clue** is a tuple of block lengths, ``()`` for an empty line (``Puzzle`` also takes ``(0,)``,
  the files' way of writing it, and lists, and stores this one form);
* a **cell** is the *set of values it may still take*, as bits: ``EMPTY`` (1), ``FILLED`` (2) or
  ``UNKNOWN`` (3 = either); in a colour puzzle one bit per colour (bit 0 the background), which is
  why the values are bit sets and not a three-way enum of unrelated numbers;
* a **grid** is a list of rows of cells (``grids`` reads and writes them as text).

A ``Puzzle`` is well formed once built: every clue fits its line, or ``PuzzleError`` names the line.
``problems`` then finds what still makes clues contradict without solving (row and column totals).

>>> p = Puzzle(rows=((1,), (1,)), cols=((2,), (0,)))
>>> p.width, p.height, p.cols
(2, 2, ((2,), ()))
>>> p.check()
>>> Puzzle(rows=((3,),), cols=((1,),))
Traceback (most recent call last):
nonogram_core.model.PuzzleError: row 1: clue 3 needs 3 cells, the row has 1
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextvars import ContextVar
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

ColourGrid = Grid
"""Another name of ``Grid`` (a colour puzzle's grid is one too), kept for code that imports it."""


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
    """A well-formed puzzle this package has no place for: a file's feature the model cannot hold
    (davidje13's clue left unknown for a whole line, a rule code it does not know).  Readers raise it
    as ``formats.UnsupportedFeatureError``, which is a ``PuzzleFormatError`` too; colour and blotted
    puzzles are supported everywhere."""


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

    Building one checks and normalises its clues: lists become tuples, ``(0,)`` becomes ``()``, and
    a clue that cannot be a clue of its line (a number that is not an int, a block of 0 or less
    other than ``BLOTTED``, blocks too long for the line, block colours that do not match) is a
    ``PuzzleError`` naming the line.  So two puzzles with the same clues are equal and hash alike
    however their clues were written.

    ``str(puzzle)`` is its grid with the clues in the margins, as ``nonogram solve`` draws it.
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

    def __post_init__(self) -> None:
        canonical = _canonical_fields(self)
        for name, value in canonical.items():
            object.__setattr__(self, name, value)  # frozen: only here, while it is being built

    def __str__(self) -> str:
        from .drawing import draw  # the text drawing is the CLI's; the model does not load it otherwise

        return draw(self, ["?" * self.width] * self.height)

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

        Checks there are lines at all, that the palette is one the solver takes, that every clue fits
        its line (``Puzzle`` refuses one that does not, unless built ``clues_as_typed``), and that the
        cells filled counted by rows and by columns agree (per colour in a colour puzzle; only when
        every number is known).  An empty list means "no obvious contradiction", not "solvable".
        """
        if not self.rows or not self.cols:
            return ["the puzzle needs at least one row and one column"]
        count = colour_count(self)
        if count > MAX_COLOURS:
            return [f"the puzzle has {count - 1} colours; at most {MAX_COLOURS - 1} are supported"]
        unfit = self._unfit_clues()
        if unfit:
            return unfit
        if self.is_black_and_white:
            filled_by_rows = sum(map(sum, self.rows))
            filled_by_cols = sum(map(sum, self.cols))
            if filled_by_rows == filled_by_cols:
                return []
            return [f"the rows fill {filled_by_rows} cells but the columns fill {filled_by_cols}"]
        if any(BLOTTED in clue for clue in (*self.rows, *self.cols)):
            return []  # a blotted number is any length: totals prove nothing
        names = _colour_names(self)
        row_colours, col_colours = block_colours(self)
        by_rows = _colour_totals(self.rows, row_colours, count)
        by_cols = _colour_totals(self.cols, col_colours, count)
        return [
            f"the rows fill {by_rows[k]} {names[k]} cells but the columns fill {by_cols[k]}"
            for k in range(1, count)
            if by_rows[k] != by_cols[k]
        ]

    def _unfit_clues(self) -> list[str]:
        """The clues too long for their lines: none, unless the puzzle was built ``clues_as_typed``."""
        names = _colour_names(self)
        found = []
        for kind, clues, shades, length in _sides(self.rows, self.cols, self.row_colours, self.col_colours):
            for number, clue in enumerate(clues, 1):
                unfit = _fit_problem(kind, number, clue, shades[number - 1] if shades else None, length, names)
                if unfit is not None:
                    found.append(unfit)
        return found

    def check(self) -> None:
        """Raise ``ContradictoryCluesError`` listing ``problems()``, if there are any."""
        found = self.problems()
        if found:
            raise ContradictoryCluesError("; ".join(found))


def _canonical_fields(puzzle: Puzzle) -> dict[str, object]:
    """The puzzle's fields in their one stored form, every clue checked against its line.

    Tuples all the way down (so the puzzle hashes), ``()`` for an empty line and its block colours.
    Raises ``PuzzleError`` naming the first line whose clue is malformed or too long for it.
    """
    rows = _clue_lines(puzzle.rows, "rows")
    cols = _clue_lines(puzzle.cols, "cols")
    count = max(2, len(puzzle.colours))
    row_colours = _colour_lines(puzzle.row_colours, rows, "row", count)
    col_colours = _colour_lines(puzzle.col_colours, cols, "column", count)
    rows, row_colours = _without_zero_clues(rows, row_colours)
    cols, col_colours = _without_zero_clues(cols, col_colours)
    names = _colour_names(puzzle)
    check_fit = _CHECK_FIT.get()
    for kind, clues, shades, length in _sides(rows, cols, row_colours, col_colours):
        for number, clue in enumerate(clues, 1):
            if clue and min(clue) <= 0:  # one C-level call rules out nearly every clue
                _check_numbers(kind, number, clue)
            if check_fit:
                unfit = _fit_problem(kind, number, clue, shades[number - 1] if shades else None, length, names)
                if unfit is not None:
                    raise PuzzleError(unfit)
    return {
        "rows": rows,
        "cols": cols,
        "row_colours": row_colours,
        "col_colours": col_colours,
        "goal": None if puzzle.goal is None else tuple(puzzle.goal),
        "saved": None if puzzle.saved is None else tuple(puzzle.saved),
        "colours": tuple(puzzle.colours),
        "extra": tuple((str(key), str(value)) for key, value in puzzle.extra),
    }


def _clue_lines(lines: object, name: str) -> tuple[Clue, ...]:
    """``rows`` or ``cols`` as a tuple of tuples of ints (bools and other types refused)."""
    kind = "row" if name == "rows" else "column"
    return tuple(_numbers(clue, kind, number) for number, clue in enumerate(_lines(lines, name, kind), 1))


def _lines(lines: object, name: str, kind: str) -> Iterable[object]:
    if isinstance(lines, str | bytes) or not isinstance(lines, Iterable):
        raise PuzzleError(f"{name} must be a sequence with one entry per {kind}, not {type(lines).__name__}")
    return lines


def _numbers(line: object, kind: str, number: int) -> tuple[int, ...]:
    """One line's clue (or block colours) as a tuple of ints, or ``PuzzleError`` naming the line."""
    if type(line) is tuple and all(type(n) is int for n in line):
        return line  # the common case, already canonical: one C-level pass
    if isinstance(line, str | bytes) or not isinstance(line, Iterable):
        raise PuzzleError(f"{kind} {number}: a clue is a sequence of block lengths, not {line!r}")
    return tuple(_whole_number(n, kind, number) for n in line)


def _whole_number(value: object, kind: str, number: int) -> int:
    if not isinstance(value, bool):  # True is an int to Python, and never what a clue meant
        try:
            return as_int(value)  # type: ignore[arg-type]  # anything but an int (or numpy's) raises TypeError
        except TypeError:
            pass
    raise PuzzleError(f"{kind} {number}: a block length is a whole number, not {value!r}")


def _colour_lines(lines: object, clues: tuple[Clue, ...], kind: str, count: int) -> tuple[tuple[int, ...], ...]:
    """``row_colours`` or ``col_colours`` as tuples of ints: none at all, or one colour index per block."""
    given = _lines(lines, f"{kind}_colours", kind)
    shades = tuple(_numbers(line, kind, number) for number, line in enumerate(given, 1))
    if not shades:
        return ()
    if len(shades) != len(clues):
        raise PuzzleError(f"the puzzle has {len(clues)} {kind}s but block colours for {len(shades)}")
    for number, (clue, line) in enumerate(zip(clues, shades, strict=True), 1):
        fits = len(line) == len(clue) or clue == (0,) and not line
        if not fits or line and (min(line) <= 0 or max(line) >= count):
            raise PuzzleError(f"{kind} {number}: every block needs one of the puzzle's {count - 1} colours "
                              f"(1 to {count - 1}), got {' '.join(map(str, line)) or 'none'}")
    return shades


def _without_zero_clues(
    clues: tuple[Clue, ...], shades: tuple[tuple[int, ...], ...]
) -> tuple[tuple[Clue, ...], tuple[tuple[int, ...], ...]]:
    """``(0,)``, the files' empty line, as ``()`` (with no block colour)."""
    if (0,) not in clues:
        return clues, shades
    empty = [n for n, clue in enumerate(clues) if clue == (0,)]
    clues = tuple(() if clue == (0,) else clue for clue in clues)
    if shades:
        shades = tuple(() if n in empty else line for n, line in enumerate(shades))
    return clues, shades


def _sides(
    rows: tuple[Clue, ...], cols: tuple[Clue, ...], row_colours: tuple[tuple[int, ...], ...],
    col_colours: tuple[tuple[int, ...], ...],
) -> tuple[tuple[str, tuple[Clue, ...], tuple[tuple[int, ...], ...], int], ...]:
    """Rows then columns, each as (its name, its clues, their block colours, the length of its lines)."""
    return ("row", rows, row_colours, len(cols)), ("column", cols, col_colours, len(rows))


def _check_numbers(kind: str, number: int, clue: Clue) -> None:
    """Raise ``PuzzleError`` for a block of 0 inside a clue, or of less than 0 (``BLOTTED`` aside)."""
    for n in clue:
        if n == 0:
            raise PuzzleError(f"{kind} {number}: a block of 0 cells is only written alone, for an empty "
                              f"line (clue {_clue_text(clue)})")
        if n < 0 and n != BLOTTED:
            raise PuzzleError(f"{kind} {number}: block lengths are 1 or more (or {BLOTTED}, BLOTTED, for "
                              f"an unknown one), got {_clue_text(clue)}")


def _fit_problem(
    kind: str, number: int, clue: Clue, shades: tuple[int, ...] | None, length: int, names: Sequence[str]
) -> str | None:
    """Why ``clue`` cannot be a clue of a line of ``length`` cells (too long for it), or ``None``."""
    if not clue:
        return None
    blots = clue.count(BLOTTED)
    gaps = len(clue) - 1 if shades is None else sum(map(eq, shades, shades[1:]))
    need = sum(clue) + 2 * blots + gaps  # a blotted block is at least 1 cell (and counted -1 in the sum)
    if need <= length:
        return None
    if shades is None or len(names) <= 2:
        text = _clue_text(clue)
    else:
        text = ", ".join(f"{'?' if n == BLOTTED else n} {names[k]}" for n, k in zip(clue, shades, strict=True))
    return f"{kind} {number}: clue {text} needs {need} cells, the {kind} has {length}"


_CHECK_FIT: ContextVar[bool] = ContextVar("nonogram_core.model.check_fit", default=True)
"""Whether a ``Puzzle`` being built refuses a clue too long for its line (``clues_as_typed`` says no)."""


class clues_as_typed:  # noqa: N801 - used as a function: ``with clues_as_typed():``
    """Within ``with clues_as_typed():``, a ``Puzzle`` takes clues too long for their lines.

    For the one job that needs clues exactly as a person typed them, wrong ones included: finding the
    typo (``typos``, the Enter view's check).  Every other check on the clues still holds (numbers,
    colours), and ``Puzzle.problems`` names each clue that does not fit, so ``solve`` says ``none``
    and ``grade`` ``contradictory`` for such a puzzle, as for any clues without a solution.
    """

    def __enter__(self) -> None:
        self._token = _CHECK_FIT.set(False)

    def __exit__(self, *exc: object) -> None:
        _CHECK_FIT.reset(self._token)


def _colour_names(puzzle: Puzzle) -> list[str]:
    return [c.name for c in puzzle.colours] if len(puzzle.colours) > 2 else ["background", "filled"]


def _colour_totals(clues: Sequence[Clue], shades_of: Sequence[Sequence[int]], count: int) -> list[int]:
    """How many cells of each colour index the blocks of ``clues`` fill."""
    totals = [0] * count
    for clue, shades in zip(clues, shades_of, strict=True):
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
        return puzzle.row_colours, puzzle.col_colours
    return tuple((1,) * len(c) for c in puzzle.rows), tuple((1,) * len(c) for c in puzzle.cols)


def colour_count(puzzle: Puzzle) -> int:
    """Colours including the background: ``len(colour_chars(puzzle))`` without naming them (2 for a
    black-and-white puzzle, blotted or not, and for a palette of one ink)."""
    return max(2, len(puzzle.colours))


def unknown_cell(puzzle: Puzzle) -> int:
    """The bit set of a cell that may take any colour of ``puzzle`` (``Cell.UNKNOWN`` = 3 in black-and-white)."""
    return (1 << colour_count(puzzle)) - 1


# The grids' text forms and the solution check live in ``grids``; importable from here too, as they
# always were.  (Imported last: ``grids`` builds on the names above.)
from .grids import DEFAULT_COLOUR_CHARS as DEFAULT_COLOUR_CHARS  # noqa: E402
from .grids import RESERVED_CHARS as RESERVED_CHARS  # noqa: E402
from .grids import GridLike as GridLike  # noqa: E402
from .grids import as_grid as as_grid  # noqa: E402
from .grids import colour_chars as colour_chars  # noqa: E402
from .grids import colour_grid_from_text as colour_grid_from_text  # noqa: E402
from .grids import colour_grid_to_text as colour_grid_to_text  # noqa: E402
from .grids import grid_from_text as grid_from_text  # noqa: E402
from .grids import grid_to_text as grid_to_text  # noqa: E402
from .grids import satisfies as satisfies  # noqa: E402
