"""``nonogram solve FILE...``: verdicts, solutions and timings, for people or as JSON lines."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from ..formats import read_file
from ..formats._common import stem_and_suffix
from ..model import Puzzle, PuzzleError, grid_to_text
from ..result import Result
from ..solver import solve


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("solve", help="solve puzzles and say whether each is unique")
    parser.add_argument("files", nargs="+", metavar="FILE", help="puzzle files ('-' reads standard input)")
    parser.add_argument("--max-solutions", type=int, default=2, metavar="N",
                        help="solutions to look for and print (at least 2 are looked for; default 2)")
    parser.add_argument("--timeout", type=float, default=None, metavar="SECONDS",
                        help="give up on a puzzle after this long (status 'timeout')")
    parser.add_argument("--json", action="store_true", help="print one JSON object per puzzle per line")
    parser.add_argument("--trace", action="store_true", help="print what the solver does on standard error")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.json:
        import json  # here: 1 ms of start-up that drawn output does not need
    status = 0
    for file in args.files:
        try:
            puzzles = read_file(file)  # '-' is standard input there too
        except PuzzleError as error:  # read_file reports OSError as PuzzleFormatError
            print(f"error: {describe(file, error)}", file=sys.stderr)
            status = 2
            continue
        for index, puzzle in enumerate(puzzles):
            name = puzzle_name(file, puzzle, index, len(puzzles))
            trace = (lambda line, n=name: print(f"[{n}] {line}", file=sys.stderr)) if args.trace else None
            try:
                result = solve(puzzle, max_solutions=args.max_solutions, timeout=args.timeout, trace=trace)
            except PuzzleError as error:
                print(f"error: {describe(file, error)}", file=sys.stderr)
                status = 2
                continue
            if args.json:
                print(json.dumps(as_json(file, name, result)), flush=True)
            else:
                print(render(puzzle, name, result, args.max_solutions), flush=True)
    return status


def describe(file: str, error: Exception) -> str:
    """One line ``FILE:LINE: what is wrong`` for any read error."""
    text = " ".join(str(error).split())
    if isinstance(error, OSError):
        return f"{file}: {error.strerror or text}"
    if getattr(error, "file", None) is None:
        return f"{file}: {text}"
    return text


def puzzle_name(file: str, puzzle: Puzzle, index: int, count: int) -> str:
    stem = "stdin" if file == "-" else stem_and_suffix(file)[0]
    if count == 1:
        return puzzle.title or stem
    return f"{stem}#{puzzle.title or index + 1}"


def as_json(file: str, name: str, result: Result) -> dict:
    return {
        "file": file,
        "name": name,
        "status": result.status.value,
        "solutions": [list(s) for s in result.solutions],
        "elapsed_ms": round(result.elapsed_ms, 3),
        "stats": result.stats.as_dict(),
    }


def render(puzzle: Puzzle, name: str, result: Result, max_solutions: int) -> str:
    """The verdict line, then each solution drawn with its clues in the margins."""
    head = f"{name}: {puzzle.width}x{puzzle.height} {result.status.value} in {result.elapsed_ms:.1f} ms"
    parts = [head]
    for number, solution in enumerate(result.solutions[:max(1, max_solutions)], 1):
        if len(result.solutions) > 1:
            parts.append(f"solution {number}:")
        parts.append(draw(puzzle, solution))
    if result.status.value == "timeout" and result.grid:
        parts.append("partial grid (x = empty, ? = unknown):")
        parts.append(draw(puzzle, grid_to_text(result.grid)))
    return "\n".join(parts)


def draw(puzzle: Puzzle, rows: Sequence[str]) -> str:
    """ASCII art of ``rows`` with column clues stacked above and row clues to the left."""
    row_texts = [" ".join(map(str, clue)) or "0" for clue in puzzle.rows]
    margin = max(map(len, row_texts), default=0)
    cell = max((len(str(n)) for clue in puzzle.cols for n in clue), default=1)
    depth = max((len(clue) for clue in puzzle.cols), default=0)
    lines = []
    for level in range(depth):
        cells = []
        for clue in puzzle.cols:
            offset = level - (depth - len(clue))
            cells.append(str(clue[offset]).rjust(cell) if offset >= 0 else " " * cell)
        lines.append(" " * (margin + 1) + " ".join(cells))
    for text, row in zip(row_texts, rows, strict=True):
        lines.append(text.rjust(margin) + " " + " ".join(ch.rjust(cell) for ch in row))
    return "\n".join(lines)
