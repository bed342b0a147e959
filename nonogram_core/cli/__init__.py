"""The ``nonogram`` command: one module per subcommand, each with ``register(subparsers)``.

A subcommand module adds its parser and sets ``func`` to a callable taking the parsed arguments
and returning the exit status: 0 when every input was read, 2 when some input was unreadable
(after still processing the others), 1 for other failures.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import convert_cmd, grade_cmd, hint_cmd, solve_cmd

SUBCOMMANDS = [solve_cmd, convert_cmd, hint_cmd, grade_cmd]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="nonogram", description="Solve, check and convert nonograms.")
    subparsers = parser.add_subparsers(dest="command", required=True)
    for module in SUBCOMMANDS:
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the process exit status."""
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
