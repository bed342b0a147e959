"""``nonogram convert IN OUT [--to FORMAT]``: rewrite a puzzle file in another format.

The input format is detected from the content; the output format comes from ``--to`` or OUT's
extension.  ``-`` is standard input / output.  Exit status: 0 done, 2 the input could not be read,
1 the output format cannot hold the puzzle (nothing is written then).
"""

from __future__ import annotations

import argparse
import sys

from ..batch.inputs import describe
from ..drawing import one_line
from ..formats import FORMATS, format_for_path, read_file, write_file
from ..model import PuzzleError
from .options import whole_number


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "convert",
        help="convert a puzzle file to another format",
        description="Convert a puzzle file. Formats: " + ", ".join(FORMATS) + ".",
    )
    parser.add_argument("input", metavar="IN", help="puzzle file ('-' reads standard input)")
    parser.add_argument("output", metavar="OUT", help="file to write ('-' writes standard output)")
    parser.add_argument("--to", choices=sorted(FORMATS), metavar="FORMAT", help="output format")
    parser.add_argument(
        "--from",
        dest="source",
        choices=sorted(FORMATS),
        metavar="FORMAT",
        help="input format (default: detected from the content)",
    )
    parser.add_argument(
        "--puzzle", type=whole_number(1), metavar="N", help="convert only the N-th puzzle (1-based) of a collection"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    target = args.to or format_for_path(args.output)
    if target is None:
        print(
            f"error: cannot tell the output format from {args.output!r}; use --to ({', '.join(FORMATS)})",
            file=sys.stderr,
        )
        return 1
    try:
        puzzles = read_file(args.input, format=args.source)
    except PuzzleError as error:
        print(f"error: {describe(args.input, error)}", file=sys.stderr)
        return 2
    if args.puzzle is not None:
        if not 1 <= args.puzzle <= len(puzzles):
            print(f"error: {one_line(args.input)} holds {len(puzzles)} puzzle(s); no puzzle {args.puzzle}",
                  file=sys.stderr)
            return 1
        puzzles = [puzzles[args.puzzle - 1]]
    for index, puzzle in enumerate(puzzles, 1):
        for problem in puzzle.problems():
            label = f" (puzzle {one_line(puzzle.title) or index})" if len(puzzles) > 1 else ""
            print(f"warning: {one_line(args.input)}{label}: contradictory clues: {problem}", file=sys.stderr)
    try:
        write_file(puzzles, args.output, target)  # all or nothing: no half-written OUT
    except ValueError as error:
        hint = " (use --puzzle N to pick one)" if len(puzzles) > 1 and "holds one puzzle" in str(error) else ""
        print(f"error: cannot write {one_line(args.output)} as {target}: {one_line(str(error))}{hint}",
              file=sys.stderr)
        return 1
    except OSError as error:
        print(f"error: cannot write {one_line(args.output)}: {one_line(error.strerror or str(error))}",
              file=sys.stderr)
        return 1
    return 0
