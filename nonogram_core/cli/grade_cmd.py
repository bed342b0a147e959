"""``nonogram grade FILE... [--json]``: how hard each puzzle is for a person, and where logic stalls."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence

from ..formats import read_file
from ..hints import Grade, grade
from ..model import Puzzle, PuzzleError
from .solve_cmd import describe, draw


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("grade", help="grade puzzles by the techniques a person needs")
    parser.add_argument("files", nargs="+", metavar="FILE", help="puzzle files ('-' reads standard input)")
    parser.add_argument("--json", action="store_true", help="print one JSON object per puzzle per line")
    parser.add_argument("--timeout", type=float, default=60.0, metavar="SECONDS",
                        help="stop probing a puzzle after this long (grade 'timeout'; default 60)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    status = 0
    for name, puzzle in each_puzzle(args.files):
        if puzzle is None:  # unreadable, already reported
            status = 2
            continue
        try:
            result = grade(puzzle, timeout=args.timeout)
        except PuzzleError as error:
            print(f"error: {describe(name, error)}", file=sys.stderr)
            status = 2
            continue
        print(json.dumps(as_json(name, result)) if args.json else render(puzzle, name, result), flush=True)
    return status


def each_puzzle(files: Sequence[str]) -> Iterator[tuple[str, Puzzle | None]]:
    """``(name, puzzle)`` for every puzzle of every file; ``(file, None)`` after reporting an unreadable one.

    A file holding several puzzles names them ``FILE#1``, ``FILE#2``...
    """
    for file in files:
        try:
            puzzles = read_file(file)
        except PuzzleError as error:  # read_file reports OSError as PuzzleFormatError
            print(f"error: {describe(file, error)}", file=sys.stderr)
            yield file, None
            continue
        for index, puzzle in enumerate(puzzles):
            yield (file if len(puzzles) == 1 else f"{file}#{index + 1}"), puzzle


def as_json(name: str, result: Grade) -> dict:
    data = result.as_dict()
    return {"file": name, **{key: data[key] for key in ("grade", "line_solvable", "max_depth", "steps")}}


def render(puzzle: Puzzle, name: str, result: Grade) -> str:
    used = ", ".join(f"{technique} {count}" for technique, count in result.steps.items() if count)
    solvable = "line-solvable" if result.line_solvable else "not line-solvable"
    parts = [f"{name}: {result.grade} ({solvable}, max depth {result.max_depth}); steps: {used or 'none'}"]
    if result.stall_grid is not None:
        parts += ["logic stalls here (? = unknown):", draw(puzzle, list(result.stall_grid))]
    return "\n".join(parts)
