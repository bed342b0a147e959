"""The ``nonogram`` command: one module per subcommand, each with ``register(subparsers)``.

A subcommand module adds its parser and sets ``func`` to a callable taking the parsed arguments
and returning the exit status: 0 when every input was read, 2 when some input was unreadable
(after still processing the others), 1 for other failures.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

SUBCOMMANDS: dict[str, str] = {
    "solve": "solve_cmd",
    "convert": "convert_cmd",
    "hint": "hint_cmd",
    "grade": "grade_cmd",
}
"""Subcommand name → its module in this package, imported only when that subcommand runs."""


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser for ``argv``: only its subcommand's module is imported when it names one.

    A subcommand module imports what it needs (the formats registry, the hint engine) at its top,
    so registering all four would load all of that for every command; ``nonogram --help`` or an
    unknown command still registers them all, so help and the "invalid choice" error list every one.
    """
    parser = argparse.ArgumentParser(prog="nonogram", description="Solve, check and convert nonograms.")
    subparsers = parser.add_subparsers(dest="command", required=True)
    chosen = argv[0] if argv and argv[0] in SUBCOMMANDS else None
    for name, module_name in SUBCOMMANDS.items():
        if chosen in (None, name):
            importlib.import_module(f".{module_name}", __name__).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the process exit status."""
    argv = sys.argv[1:] if argv is None else list(argv)
    args = build_parser(argv).parse_args(argv)
    try:
        return int(args.func(args))
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
