"""``nonogram typos FILE [--json]``: which single edit of the clues gives exactly one solution.

For clues typed from paper that have no solution (``nonogram_core.typos`` explains the search).
Text output names each line and the edit; ``--json`` prints one object per suggestion per line:
``{"line": "row 4", "clue": [3, 1], "was": [3, 2], "verdict": "unique"}``, best first, and says
the rest on standard error.  Exit status: 0 when there are suggestions (or the clues already have a
solution: nothing to fix), 1 when no single edit gives one solution, 2 when the file cannot be read
or an option is wrong.
"""

from __future__ import annotations

import argparse
import json
import math
import sys

from ..batch.inputs import describe
from ..formats import FORMATS, read_file
from ..model import Clue, Puzzle, PuzzleError, clues_as_typed
from ..result import Status
from ..typos import DEFAULT_LIMIT, DEFAULT_TIMEOUT, Typo, Typos, find_typos

KIND_WORDS = {"changed": "a number changed", "missing": "a number was missing", "extra": "a number too many",
              "swapped": "two numbers swapped", "colour": "a block's colour changed"}


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "typos", help="find the typo in clues that have no solution",
        description="List the single edits of the clues (a number changed, missing, extra, two swapped) that "
                    "give exactly one solution, best first, each verified by the solver.")
    parser.add_argument("file", metavar="FILE", help="puzzle file ('-' reads standard input)")
    parser.add_argument("--json", action="store_true", help="print one JSON object per suggestion per line")
    parser.add_argument("--puzzle", default="1", metavar="N", help="the N-th puzzle of a collection (default 1)")
    parser.add_argument("--limit", default=str(DEFAULT_LIMIT), metavar="N",
                        help=f"at most N suggestions (default {DEFAULT_LIMIT})")
    parser.add_argument("--timeout", default=str(DEFAULT_TIMEOUT * 2), metavar="SECONDS",
                        help=f"stop looking after this many seconds (default {DEFAULT_TIMEOUT * 2:g})")
    parser.add_argument("--from", dest="source", choices=sorted(FORMATS), metavar="FORMAT",
                        help="input format (default: detected from the content)")
    parser.set_defaults(func=run)


def _whole(text: str, what: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise ValueError(f"{what} must be a whole number of 1 or more, not {text!r}")
    return int(text)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value <= 0:
        raise ValueError(f"--timeout must be a number of seconds above 0, not {text!r}")
    return value


def run(args: argparse.Namespace) -> int:
    try:
        limit, index, timeout = _whole(args.limit, "--limit"), _whole(args.puzzle, "--puzzle"), _seconds(args.timeout)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    try:
        with clues_as_typed():  # a clue too long for its line is a typo to find, not a file to refuse
            puzzles = read_file(args.file, format=args.source)
    except PuzzleError as error:
        print(f"error: {describe(args.file, error)}", file=sys.stderr)
        return 2
    if index > len(puzzles):
        print(f"error: {args.file} holds {len(puzzles)} puzzle(s); no puzzle {index}", file=sys.stderr)
        return 2
    puzzle = puzzles[index - 1]
    try:
        found = find_typos(puzzle, limit=limit, timeout=timeout)
    except PuzzleError as error:
        print(f"error: {args.file}: {error}", file=sys.stderr)
        return 2
    name = args.file if len(puzzles) == 1 else f"{args.file}#{index}"
    summary = _summary(name, puzzle.problems(), found)
    if args.json:
        for typo in found.suggestions:
            print(json.dumps(typo.as_dict()))
        print(summary, file=sys.stderr)
    else:
        print(summary)
        for typo in found.suggestions:
            print(f"  {_text(typo, puzzle)}")
    return 0 if found.suggestions or found.status is not Status.NONE else 1


def _summary(name: str, problems: list[str], found: Typos) -> str:
    if found.status is Status.UNIQUE:
        return f"{name}: the clues already have exactly one solution: nothing to fix"
    if found.status is Status.MULTIPLE:
        return f"{name}: the clues have more than one solution (no typo makes clues ambiguous; an edit that " \
               "removes a solution is a design question, see 'nonogram solve')"
    if found.status is Status.TIMEOUT:
        return f"{name}: the solver ran out of time before telling whether the clues have a solution"
    why = f" ({problems[0]})" if problems else ""
    searched = "" if found.complete else " (the time ran out before every edit was tried)"
    if not found.suggestions:
        return f"{name}: no solution{why}, and no single edit of the clues gives exactly one{searched}"
    count = len(found.suggestions)
    verb = "gives" if count == 1 else "give"
    return f"{name}: no solution{why}; {count} single edit{'s' * (count != 1)} of the clues {verb} exactly one" \
           f"{searched}, most likely first:"


def _text(typo: Typo, puzzle: Puzzle) -> str:
    axis, index = typo.axis, typo.index
    was_colours = (puzzle.row_colours if axis == "row" else puzzle.col_colours)[index] if typo.colours else ()
    names = [c.name for c in puzzle.colours]
    return f"{typo.line}: {_clue(typo.was, was_colours, names)} -> {_clue(typo.clue, typo.colours, names)}   " \
           f"({KIND_WORDS[typo.kind]})"


def _clue(clue: Clue, colours: tuple[int, ...], names: list[str]) -> str:
    """``3 1``, or ``3 red, 1 blue`` in a colour puzzle; ``0`` for an empty line."""
    if not colours:
        return " ".join(map(str, clue)) or "0"
    return ", ".join(f"{n} {names[k]}" for n, k in zip(clue, colours, strict=True)) or "0"
