"""``nonogram generate [--size WxH] [--difficulty D] [--colours K] [--style S] [--seed N] [--count C]
[--json] [-o FILE]``.

New puzzles with one solution and exactly the grade asked for (``nonogram_core.generate``).

Seeds: puzzle 0 of a run is generated from seed ``N`` and puzzle ``i`` from ``run_seed(N, i)`` (a
mix of both, so nearby seeds give different puzzles); every puzzle printed can be made again
alone with ``--seed`` and the seed it reports (``N`` is drawn at random when ``--seed`` is not
given).  ``--json`` prints one puzzle per line in our JSON format with two more
keys, ``"grade"`` and ``"seed"``.  ``-o FILE`` writes the puzzles in the format FILE's extension
names: all of them into one file when the format holds a collection (``.json``, ``.nonpack``...),
otherwise one file per puzzle, ``NAME-1.EXT``, ``NAME-2.EXT``... (one puzzle: ``FILE`` itself).

The work for one puzzle is ``generate_one(args, index)``, a function of the parsed arguments and
the puzzle's index returning plain data, so a batch runner can hand indexes to worker processes.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from typing import Any

from ..formats import format_for_path, write_file
from ..formats.ourjson import from_object, to_object
from ..generate import DIFFICULTIES, MAX_COLOURS, MAX_SIDE, GenerationError, generate, run_seed
from ..generate.pictures import STYLES
from ..model import Puzzle
from .draw import Painter, draw, is_colour, legend, one_line
from .options import whole_number


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("generate", help="make new puzzles of a chosen size and difficulty")
    parser.add_argument("--size", default=(15, 15), type=_size, metavar="WxH",
                        help="grid size, e.g. 20x15 (or 20); default 15x15")
    parser.add_argument("--difficulty", default="medium", choices=DIFFICULTIES,
                        help="grade the puzzle must have (default medium)")
    parser.add_argument("--colours", "--colors", type=whole_number(1, MAX_COLOURS), default=1, metavar="K",
                        help="number of ink colours, 1 to 6 (default 1: black and white); "
                        "colour easy needs a grid of more than 30 cells")
    parser.add_argument("--style", default="picture", choices=STYLES,
                        help="look of the picture (default picture; noise for Pattern-like grids)")
    parser.add_argument("--seed", type=int, metavar="N",
                        help="seed of the first puzzle (each later one gets its own, printed)")
    parser.add_argument("--count", type=whole_number(1), default=1, metavar="C", help="how many puzzles (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON puzzle per line, with grade and seed")
    parser.add_argument("-o", "--output", metavar="FILE",
                        help="write the puzzles to FILE in the format its extension names")
    parser.set_defaults(func=run)


def _size(text: str) -> tuple[int, int]:
    parts = text.lower().replace("×", "x").split("x")
    try:
        numbers = [int(part) for part in parts]
    except ValueError:
        numbers = []
    if len(numbers) not in (1, 2) or not all(1 <= n <= MAX_SIDE for n in numbers):
        raise argparse.ArgumentTypeError(f"must be WIDTHxHEIGHT such as 15x15 (or 15), each side from 1 to "
                                          f"{MAX_SIDE}, not {text!r}")
    return numbers[0], numbers[-1]


def generate_one(args: argparse.Namespace, index: int) -> dict[str, Any]:
    """Puzzle ``index`` of the run as our JSON object plus ``grade`` and ``seed`` (plain data).

    Raises ``GenerationError`` when the request cannot be met.
    """
    width, height = args.size
    seed = run_seed(args.seed, index)
    puzzle = generate(width, height, args.difficulty, colours=args.colours, seed=seed, style=args.style)
    return {**to_object(puzzle), "grade": args.difficulty, "seed": seed}


def run(args: argparse.Namespace) -> int:
    if args.output is not None and format_for_path(args.output) is None:
        print(f"error: cannot tell the output format from {args.output!r} (name it e.g. puzzles.json or p.non)",
              file=sys.stderr)
        return 1
    if args.seed is None:
        args.seed = random.SystemRandom().randrange(2**31)
    made: list[dict[str, Any]] = []
    for index in range(args.count):
        try:
            data = generate_one(args, index)
        except GenerationError as error:
            print(f"error: {error}", file=sys.stderr)
            return 1
        made.append(data)
        if args.json:
            print(json.dumps(data), flush=True)
        elif args.output is None:
            print(render(data), flush=True)
    if args.output is not None:
        return write_puzzles([from_object(data, "") for data in made], args.output)
    return 0


def render(data: dict[str, Any]) -> str:
    """The title line (grade and seed) and the solution drawn with its clues."""
    puzzle = from_object(data, "")
    head = f"{puzzle.width}x{puzzle.height} {data['grade']}, seed {data['seed']}:"
    parts = [head, draw(puzzle, list(puzzle.goal or ()))]
    if is_colour(puzzle):
        parts.append(legend(puzzle, Painter()))
    return "\n".join(parts)


def write_puzzles(puzzles: list[Puzzle], output: str) -> int:
    """All puzzles into ``output`` if its format holds a collection, else one numbered file each."""
    try:
        try:
            write_file(puzzles, output)
        except ValueError:
            if len(puzzles) == 1:
                raise
            stem, extension = os.path.splitext(output)
            for number, puzzle in enumerate(puzzles, 1):
                write_file(puzzle, f"{stem}-{number}{extension}")
    except ValueError as error:
        print(f"error: cannot write {one_line(output)}: {one_line(str(error))}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"error: cannot write {one_line(output)}: {one_line(error.strerror or str(error))}", file=sys.stderr)
        return 1
    return 0
