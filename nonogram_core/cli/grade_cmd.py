"""``nonogram grade FILE... [--json]``: how hard each puzzle is for a person, and where logic stalls."""

from __future__ import annotations

import argparse
import json
import sys

from ..hints import Grade, grade
from ..model import PuzzleError
from .solve_cmd import describe, draw, load


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("grade", help="grade puzzles by the techniques a person needs")
    parser.add_argument("files", nargs="+", metavar="FILE", help="puzzle files ('-' reads standard input)")
    parser.add_argument("--json", action="store_true", help="print one JSON object per puzzle per line")
    parser.add_argument("--timeout", type=float, default=60.0, metavar="SECONDS",
                        help="stop probing a puzzle after this long (grade 'timeout'; default 60)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    status = 0
    for file in args.files:
        try:
            puzzles = load(file)
        except (PuzzleError, OSError) as error:
            print(f"error: {describe(file, error)}", file=sys.stderr)
            status = 2
            continue
        for index, puzzle in enumerate(puzzles):
            name = file if len(puzzles) == 1 else f"{file}#{index + 1}"
            try:
                result = grade(puzzle, timeout=args.timeout)
            except PuzzleError as error:
                print(f"error: {describe(name, error)}", file=sys.stderr)
                status = 2
                continue
            if args.json:
                print(json.dumps(as_json(name, result)), flush=True)
            else:
                print(render(puzzle, name, result), flush=True)
    return status


def as_json(name: str, result: Grade) -> dict:
    data = result.as_dict()
    return {"file": name, **{key: data[key] for key in ("grade", "line_solvable", "max_depth", "steps")}}


def render(puzzle, name: str, result: Grade) -> str:
    used = ", ".join(f"{technique} {count}" for technique, count in result.steps.items() if count)
    solvable = "line-solvable" if result.line_solvable else "not line-solvable"
    parts = [f"{name}: {result.grade} ({solvable}, max depth {result.max_depth}); steps: {used or 'none'}"]
    if result.stall_grid is not None:
        parts += ["logic stalls here (? = unknown):", draw(puzzle, list(result.stall_grid))]
    return "\n".join(parts)
