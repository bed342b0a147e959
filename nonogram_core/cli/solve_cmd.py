"""``nonogram solve FILE...``: verdicts, solutions and timings, for people or as JSON lines."""

from __future__ import annotations

import argparse
import sys

from ..formats import read_file
from ..formats._common import stem_and_suffix
from ..model import Puzzle, PuzzleError, colour_grid_to_text
from ..result import Result
from ..solver import solve
from .draw import Painter, draw, is_colour, legend, wants_colour


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
    painter = Painter(ansi=not args.json and wants_colour())
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
                show(render(puzzle, name, result, args.max_solutions, painter), painter)
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


def render(puzzle: Puzzle, name: str, result: Result, max_solutions: int, painter: Painter | None = None) -> str:
    """The verdict line, then each solution drawn with its clues in the margins (in colour when
    ``painter`` paints; every text from the file escaped by it)."""
    painter = painter or Painter()
    head = f"{name}: {puzzle.width}x{puzzle.height} {result.status.value} in {result.elapsed_ms:.1f} ms"
    parts = [painter.text(head)]
    if is_colour(puzzle):
        parts.append(legend(puzzle, painter))
    for number, solution in enumerate(result.solutions[:max(1, max_solutions)], 1):
        if len(result.solutions) > 1:
            parts.append(f"solution {number}:")
        parts.append(draw(puzzle, solution, painter))
    if result.status.value == "timeout" and result.grid:
        parts.append("partial grid (x = empty, ? = unknown):")
        parts.append(draw(puzzle, colour_grid_to_text(result.grid, puzzle), painter))
    return "\n".join(parts)


def show(text: str, painter: Painter) -> None:
    """Print ``text``; painted text (escaped already, see ``draw``) bypasses ``TerminalSafe``'s escaping
    of the ANSI codes."""
    write = getattr(sys.stdout, "write_raw", None) if painter.ansi else None
    if write is None:
        print(text, flush=True)
    else:
        write(text + "\n")
        sys.stdout.flush()
