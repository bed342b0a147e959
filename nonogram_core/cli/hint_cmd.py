"""``nonogram hint FILE [--grid GRIDFILE] [--json]``: the next step for a partial grid, and why.

GRIDFILE is plain UTF-8 text, one row per line: ``#`` filled, ``x`` empty, ``?`` unknown (``.`` is
read as empty too); for a colour puzzle each colour's character (``nonogram solve`` prints them, see
``model.colour_chars``) in place of ``#``.  ``-`` reads it from standard input.  Without it the file's saved progress is
used, or an empty grid.  Whatever is wrong with a GRIDFILE (unreadable, not UTF-8, too big, the
wrong size, a stray character) is one ``error: FILE[:LINE[:COLUMN]]: ...`` line and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..formats import read_file, read_input
from ..hints import Hint, next_hint
from ..model import (
    MAX_SIDE,
    Grid,
    Puzzle,
    PuzzleError,
    PuzzleFormatError,
    colour_chars,
    colour_grid_from_text,
    colour_grid_to_text,
    unknown_cell,
)
from .draw import draw, is_colour
from .solve_cmd import describe

MARKS = {"filled": "F", "empty": "E"}
LARGEST_GRID_BYTES = MAX_SIDE * (MAX_SIDE + 2)
"""The largest grid a GRIDFILE can need: ``MAX_SIDE`` rows of ``MAX_SIDE`` cells and a CRLF (251000 bytes)."""
MAX_GRID_BYTES = 1 << 20
"""A GRIDFILE larger than this is refused unread: four times ``LARGEST_GRID_BYTES`` leaves room for
indentation and blank lines, and a bound keeps ``--grid /dev/zero`` or a stray multi-gigabyte file from
filling memory."""
BOTH_FROM_STDIN = "the puzzle and the grid cannot both be read from standard input; give one of them as a file"

LEGEND = "F/E: cells this hint proves filled/empty; !: a wrong cell; ?: unknown"
COLOUR_LEGEND = ("cells this hint proves show their colour's character ('.' background); "
                 "x: background; !: a wrong cell; ?: unknown")


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("hint", help="the next logical step for a partial grid, explained")
    parser.add_argument("file", metavar="FILE", help="puzzle file ('-' reads standard input)")
    parser.add_argument("--grid", metavar="GRIDFILE",
                        help="the player's grid: one row per line, '#' filled (in a colour puzzle: each "
                             "colour's character), 'x' empty, '?' unknown ('-' reads standard input)")
    parser.add_argument("--json", action="store_true", help="print the hint as one JSON object")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.file == "-" and args.grid == "-":  # refused before either is read, so nothing is consumed
        return _fail("-", PuzzleFormatError(BOTH_FROM_STDIN, file="-"))
    if args.grid == "":  # not "no --grid": that would quietly hint on the saved grid instead
        return _fail("--grid", PuzzleFormatError("the file name is empty"))
    try:
        puzzles = read_file(args.file)
        if not puzzles:
            raise PuzzleFormatError("no puzzle in the file", file=args.file)
    except PuzzleError as error:  # read_file reports OSError as PuzzleFormatError
        return _fail(args.file, error)
    puzzle = puzzles[0]
    try:
        grid = saved_grid(puzzle) if args.grid is None else read_grid(args.grid, puzzle)
    except PuzzleError as error:  # read_grid reports every failure to read as PuzzleFormatError
        return _fail(args.grid, error)
    try:
        hint = next_hint(puzzle, grid)
    except PuzzleError as error:
        return _fail(args.file, error)
    if args.json:
        print(json.dumps(hint.as_dict(), ensure_ascii=False))
    else:
        print(render(puzzle, grid, hint))
    return 0


def _fail(file: str, error: Exception) -> int:
    print(f"error: {describe(file, error)}", file=sys.stderr)
    return 2


def read_grid(path: str, puzzle: Puzzle) -> Grid:
    """Read a GRIDFILE (``-`` = standard input) for ``puzzle``, naming the file and line of anything wrong.

    Every failure is a ``PuzzleFormatError``, so the command prints one line for it, never a traceback.
    """
    lines = _editor_lines(_grid_text(path))
    rows = [line.strip() for line in lines]
    while rows and not rows[-1]:
        rows.pop()
    try:
        grid = colour_grid_from_text(rows, puzzle)
    except PuzzleFormatError as error:
        column = error.column
        if column is not None and error.line is not None:  # count the whitespace stripped off the front too
            line = lines[error.line - 1]
            column += len(line) - len(line.lstrip())
        raise PuzzleFormatError(error.message, file=path, line=error.line, column=column) from None
    if len(grid) != puzzle.height:
        first_wrong_row = min(len(grid), puzzle.height) + 1  # the first missing row, or the first extra one
        message = f"the grid has {len(grid)} rows, the puzzle {puzzle.height}"
        raise PuzzleFormatError(message, file=path, line=first_wrong_row)
    return grid


def _editor_lines(text: str) -> list[str]:
    """``text`` split at ``\\n``, ``\\r\\n`` and ``\\r``, where a text editor breaks lines.

    Not ``str.splitlines`` (nor ``formats._common.text_lines``, which uses it): it also breaks at form
    feeds, ``\\x1c``–``\\x1e``, ``\\x85`` and U+2028/9, so a stray one would split a row in two and shift
    the line number of every error after it.
    """
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _grid_text(path: str) -> str:
    """A GRIDFILE's text: at most ``MAX_GRID_BYTES``, decoded as UTF-8 (a BOM is allowed)."""
    data = read_input(path, MAX_GRID_BYTES)  # the one-line "cannot read" errors of a puzzle file, '-' too
    if len(data) > MAX_GRID_BYTES:
        raise PuzzleFormatError(f"the grid file is over {MAX_GRID_BYTES} bytes (a {MAX_SIDE}×{MAX_SIDE} grid "
                                f"takes about {LARGEST_GRID_BYTES})", file=path)
    if isinstance(data, str):  # a text stream in place of standard input
        return data.removeprefix("\ufeff")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise _not_utf8(data, error.start, path) from None


def _not_utf8(data: bytes, start: int, path: str) -> PuzzleFormatError:
    """The error for a GRIDFILE whose byte ``start`` is the first that is not UTF-8, at its line and column."""
    lines_before = _editor_lines(data[:start].decode("utf-8-sig"))  # all valid before ``start``, by definition
    utf16 = " (UTF-16? save it as UTF-8)" if data[:2] in (b"\xff\xfe", b"\xfe\xff") else ""
    return PuzzleFormatError(f"not UTF-8 text: byte 0x{data[start]:02x}{utf16}", file=path,
                             line=len(lines_before), column=len(lines_before[-1]) + 1)


def saved_grid(puzzle: Puzzle) -> Grid:
    """The file's saved progress when it has one that fits, else an all-unknown grid."""
    if puzzle.saved and len(puzzle.saved) == puzzle.height:
        try:
            return colour_grid_from_text(list(puzzle.saved), puzzle)
        except PuzzleFormatError:
            pass
    return [[unknown_cell(puzzle)] * puzzle.width for _ in range(puzzle.height)]


def render(puzzle: Puzzle, grid: Grid, hint: Hint) -> str:
    """The sentence, then the grid with the proved (or wrong) cells marked."""
    rows = [list(line) for line in colour_grid_to_text(grid, puzzle)]
    marks = _marks(puzzle)
    for r, c, value in hint.proves:
        rows[r][c] = marks.get(value, "?")
    for r, c in hint.mistakes:
        rows[r][c] = "!"
    parts = [f"[{hint.technique}] {hint.sentence}"]
    if hint.proves or hint.mistakes:
        parts += [draw(puzzle, ["".join(row) for row in rows]), COLOUR_LEGEND if is_colour(puzzle) else LEGEND]
    return "\n".join(parts)


def _marks(puzzle: Puzzle) -> dict[str, str]:
    """How a proved value is drawn: ``F``/``E`` in black-and-white; in a colour puzzle the colour's
    character (``Hint.proves`` names it) and ``.`` for the background."""
    if not is_colour(puzzle):
        return MARKS
    named = {colour.name: ch for colour, ch in zip(puzzle.colours[1:], colour_chars(puzzle)[1:], strict=True)}
    return {**named, "empty": "."}
