"""``nonogram hint FILE [--grid GRIDFILE] [--json]``: the next step for a partial grid, and why.

GRIDFILE is plain text, one row per line: ``#`` filled, ``x`` empty, ``?`` unknown (``.`` is
read as empty too).  Without it the file's saved progress is used, or an empty grid.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..formats import read_file
from ..hints import Hint, next_hint
from ..model import Cell, Grid, Puzzle, PuzzleError, PuzzleFormatError, grid_from_text, grid_to_text
from .solve_cmd import describe, draw

MARKS = {"filled": "F", "empty": "E"}
LEGEND = "F/E: cells this hint proves filled/empty; !: a wrong cell; ?: unknown"


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("hint", help="the next logical step for a partial grid, explained")
    parser.add_argument("file", metavar="FILE", help="puzzle file ('-' reads standard input)")
    parser.add_argument("--grid", metavar="GRIDFILE",
                        help="the player's grid: one row per line, '#' filled, 'x' empty, '?' unknown")
    parser.add_argument("--json", action="store_true", help="print the hint as one JSON object")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        puzzles = read_file(args.file)
        if not puzzles:
            raise PuzzleFormatError("no puzzle in the file", file=args.file)
    except PuzzleError as error:  # read_file reports OSError as PuzzleFormatError
        return _fail(args.file, error)
    puzzle = puzzles[0]
    try:
        grid = read_grid(args.grid, puzzle) if args.grid else saved_grid(puzzle)
    except (PuzzleError, OSError) as error:
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
    """Read a GRIDFILE for ``puzzle``, naming the file and line of anything wrong."""
    text = Path(path).read_text(encoding="utf-8-sig")
    rows = [line.strip() for line in text.splitlines()]
    while rows and not rows[-1]:
        rows.pop()
    try:
        grid = grid_from_text(rows, width=puzzle.width)
    except PuzzleFormatError as error:
        raise PuzzleFormatError(error.message, file=path, line=error.line, column=error.column) from None
    if len(grid) != puzzle.height:
        first_wrong_row = min(len(grid), puzzle.height) + 1  # the first missing row, or the first extra one
        message = f"the grid has {len(grid)} rows, the puzzle {puzzle.height}"
        raise PuzzleFormatError(message, file=path, line=first_wrong_row)
    return grid


def saved_grid(puzzle: Puzzle) -> Grid:
    """The file's saved progress when it has one that fits, else an all-unknown grid."""
    if puzzle.saved and len(puzzle.saved) == puzzle.height:
        try:
            return grid_from_text(list(puzzle.saved), width=puzzle.width)
        except PuzzleFormatError:
            pass
    return [[Cell.UNKNOWN] * puzzle.width for _ in range(puzzle.height)]


def render(puzzle: Puzzle, grid: Grid, hint: Hint) -> str:
    """The sentence, then the grid with the proved (or wrong) cells marked."""
    rows = [list(line) for line in grid_to_text(grid)]
    for r, c, value in hint.proves:
        rows[r][c] = MARKS[value]
    for r, c in hint.mistakes:
        rows[r][c] = "!"
    parts = [f"[{hint.technique}] {hint.sentence}"]
    if hint.proves or hint.mistakes:
        parts += [draw(puzzle, ["".join(row) for row in rows]), LEGEND]
    return "\n".join(parts)
