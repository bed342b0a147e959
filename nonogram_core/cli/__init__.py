"""The ``nonogram`` command: one module per subcommand, each with ``register(subparsers)``.

A subcommand module adds its parser and sets ``func`` to a callable taking the parsed arguments
and returning the exit status: 0 when every input was read, 2 when some input was unreadable
(after still processing the others), 1 for other failures.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from io import TextIOBase

from .. import __version__
from ..drawing import TERMINAL_ESCAPES

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import NoReturn, TextIO

SUBCOMMANDS: dict[str, str] = {
    "solve": "solve_cmd",
    "convert": "convert_cmd",
    "hint": "hint_cmd",
    "grade": "grade_cmd",
    "generate": "generate_cmd",
    "typos": "typos_cmd",
}
"""Subcommand name → its module in this package, imported only when that subcommand runs."""


def terminal_columns() -> int:
    """How wide help text may be: ``$COLUMNS``, else the terminal's width, else 80.

    What ``shutil.get_terminal_size`` answers for the columns, without importing ``shutil``: argparse
    asks it for every argument it adds, and ``shutil`` brings ``bz2``, ``lzma`` and ``fnmatch`` along
    (about 2 ms of every command's start-up).
    """
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns > 0:
        return columns
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns or 80  # type: ignore[union-attr]  # None: caught
    except (AttributeError, ValueError, OSError):
        return 80


class HelpFormatter(argparse.HelpFormatter):
    """argparse's formatter, told the terminal's width so that it need not import ``shutil``."""

    def __init__(self, prog: str, *, width: int | None = None, **options: int) -> None:
        # less 2, argparse's own margin; its other options (and their defaults) pass through untouched
        super().__init__(prog, width=terminal_columns() - 2 if width is None else width, **options)


class ArgumentParser(argparse.ArgumentParser):
    """A parser whose help uses ``HelpFormatter``; subcommand parsers are of this class too."""

    def __init__(self, *args: object, formatter_class: type[argparse.HelpFormatter] = HelpFormatter,
                 **kwargs: object) -> None:
        super().__init__(*args, formatter_class=formatter_class, **kwargs)  # type: ignore[arg-type, misc]

    def error(self, message: str) -> NoReturn:
        """A usage error (an unknown option, a value ``cli.options`` refused) as one line, exit status 2.

        argparse's own prints the whole usage first, which buries the one line that says what to change.
        """
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser for ``argv``: only its subcommand's module is imported when it names one.

    A subcommand module imports what it needs (the formats registry, the hint engine) at its top,
    so registering all four would load all of that for every command; ``nonogram --help`` or an
    unknown command still registers them all, so help and the "invalid choice" error list every one.
    """
    parser = ArgumentParser(prog="nonogram", description="Solve, check and convert nonograms.")
    parser.add_argument("--version", action="version", version=f"nonogram {__version__}")
    subparsers = parser.add_subparsers(dest="command", required=True)
    chosen = argv[0] if argv and argv[0] in SUBCOMMANDS else None
    for name, module_name in SUBCOMMANDS.items():
        if chosen in (None, name):
            importlib.import_module(f".{module_name}", __name__).register(subparsers)
    return parser


class TerminalSafe:
    """A text stream that writes control and text-direction characters as ``\\uXXXX``.

    Titles, authors, file names and the text quoted in error messages come from files anyone can
    write.  Printed raw, an escape sequence in a title could recolour, clear or retitle the user's
    terminal, a carriage return could overwrite a verdict, and a right-to-left override could make a
    line read differently from what it says.  Newlines and tabs pass: the output's own layout uses
    them, so text from a file placed inside a line goes through ``drawing.one_line`` as well (a title
    "Cat\\nFAKE: unique" must not print a line of its own).  The escape is JSON's own, so a ``--json``
    line stays valid and decodes to the same text.
    """

    def __init__(self, stream: TextIOBase | TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(text.translate(TERMINAL_ESCAPES))

    def write_raw(self, text: str) -> int:
        """Write ``text`` unescaped: only for text the program built and escaped itself (``cli.draw``
        paints colour grids with ANSI codes and escapes everything from the file)."""
        return self._stream.write(text)

    def __getattr__(self, name: str) -> object:  # flush, fileno, isatty, encoding...
        return getattr(self._stream, name)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the process exit status.  Everything it prints goes through ``TerminalSafe``."""
    argv = sys.argv[1:] if argv is None else list(argv)
    stdout, stderr = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = TerminalSafe(stdout), TerminalSafe(stderr)
    try:
        args = build_parser(argv).parse_args(argv)
        return int(args.func(args))
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    finally:
        sys.stdout, sys.stderr = stdout, stderr
