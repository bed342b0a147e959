"""Reading and writing puzzle files: every common format, detected by content.

>>> from nonogram_core.formats import read, write
>>> puzzle = read("width 2\\nheight 1\\nrows\\n2\\ncolumns\\n1\\n1\\n")[0]
>>> puzzle.rows, puzzle.cols
(((2,),), ((1,), (1,)))
>>> print(write(puzzle, "nin"), end="")
2 1
2
1
1

``read`` returns a list because collections (``.nonpack``, tournament files, XML puzzle sets) hold
many puzzles.  Every problem with the input raises one ``PuzzleFormatError`` carrying ``file``,
``line`` and ``column`` (when known) and what was expected; readers never solve, so a file whose
clues contradict each other reads fine — ``load``/``load_file`` add that check
(``ContradictoryCluesError``).  Formats are modules in ``FORMATS`` (name → module); each has
``read``, ``write`` (``None`` when read-only), ``detect`` (a 0–100 score of how much some text looks
like the format), ``EXTENSIONS`` and ``KEEPS``, what a write-then-read round trip preserves:
``clues`` (always), ``meta`` (title, author, copyright, licence), ``goal``, ``saved``, ``extra``,
``colours`` (the exact palette and block colours), ``block_rgb`` / ``block_names`` (each block's
colour by RGB or by name, when the palette itself is rebuilt) and ``blotted`` (unknown numbers).
A writer raises ``ValueError`` rather than drop clue information it cannot hold.

``FORMATS`` imports a module when it is first looked up, and the detectors live together in
``_detect`` (each module's ``detect`` is its entry there), so detecting and reading a file loads
one reader, not all 26: most of the command line's start-up went to importing them all.

Model conventions the readers follow: an empty line's clue is ``()``; a blotted (unknown) clue
number is ``BLOTTED`` (-1); colour puzzles have ``colours`` (index 0 = background) and the colour
index of each block in ``row_colours``/``col_colours``; ``goal`` rows are ``#``/``.`` for
black-and-white puzzles and ``colour_chars(puzzle)`` characters (``.`` background) for colour ones;
``saved`` rows the same with ``x`` for the background and ``?`` for unknown (``_common.picture_text``
builds them from colour indexes, ``_common.picture_indexes`` reads them back for writers), so the
same picture reads the same from every format.
"""

from __future__ import annotations

import importlib
import os
import stat
import sys
from collections.abc import Iterator, Mapping, Sequence
from types import ModuleType

from ..model import ContradictoryCluesError, Puzzle, PuzzleError, PuzzleFormatError
from ._common import MAX_INPUT_BYTES, UnsupportedFeatureError, extension_of, to_text
from ._detect import TABLE

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up); type checkers take it as True
if TYPE_CHECKING:
    from typing import Literal, TypeAlias, overload

    TextFormat: TypeAlias = Literal[
        "json", "davidje13", "davidje13-csv", "thomasr", "nonogram-rs", "non", "nonpack", "nin", "mk", "g", "cwd",
        "tournament", "xml", "pbm", "text", "gno", "nonogrid", "pynogram", "picross-solver", "spoj", "php-yml",
        "pattern", "clues",
    ]
    """The formats ``write`` gives text for (``str``): ``TEXT_FORMATS``."""
    BinaryFormat: TypeAlias = Literal["png"]
    """The formats ``write`` gives bytes for: ``BINARY_FORMATS``."""
else:
    def overload(function):  # typing.overload's part at run time: the last definition is the function
        return function

_ROW_OF = {row.name: row for row in TABLE}
"""Format name → its row of ``TABLE``, in table order (``FORMATS`` iterates it)."""
_FORMAT_OF_EXTENSION: dict[str, str] = {extension: row.name for row in reversed(TABLE) for extension in row.extensions}
"""Extension → the first format in ``TABLE`` with it (built from the end, so earlier rows overwrite later ones:
``.txt`` is ``tournament``'s, not ``text``'s)."""


class _FormatModules(Mapping[str, ModuleType]):
    """Format name → module, each module imported the first time it is looked up.

    Reading a file needs one reader, so importing all of them at start-up (most of the command line's
    import time when bytecode is not cached) bought nothing; names, order and ``in`` need no import.
    """

    def __getitem__(self, name: str) -> ModuleType:
        return importlib.import_module(f".{_ROW_OF[name].module}", __name__)

    def __contains__(self, name: object) -> bool:
        return name in _ROW_OF  # Mapping's own would import the module

    def __iter__(self) -> Iterator[str]:
        return iter(_ROW_OF)

    def __len__(self) -> int:
        return len(_ROW_OF)

    def __repr__(self) -> str:
        return f"<formats {', '.join(_ROW_OF)}>"


FORMATS: Mapping[str, ModuleType] = _FormatModules()
"""Format name → module (``read``, ``write`` or ``None``, ``detect``, ``EXTENSIONS``, ``KEEPS``),
in detection order; a module is imported when first looked up."""

__all__ = [
    "FORMATS",
    "MAX_INPUT_BYTES",
    "UnsupportedFeatureError",
    "detect",
    "detect_by_content",
    "extension_for",
    "format_for_path",
    "load",
    "load_file",
    "read",
    "read_file",
    "read_input",
    "write",
    "write_file",
]


def detect(data: str | bytes, filename: str | None = None) -> str:
    """The name of the format ``data`` is in, by content; the file extension breaks ties.

    Raises ``PuzzleFormatError`` when nothing recognises the content (and the extension is unknown).
    """
    return _detect_text(to_text(data), filename)


def _detect_text(text: str, filename: str | None) -> str:
    name = detect_by_content(text, filename)
    if name is not None:
        return name
    by_extension: str | None = _FORMAT_OF_EXTENSION.get(extension_of(filename) if filename else "")
    if by_extension:
        return by_extension
    raise PuzzleFormatError(
        "unrecognised puzzle format (expected one of: " + ", ".join(FORMATS) + ")", file=filename, line=1
    )


def detect_by_content(text: str, filename: str | None = None) -> str | None:
    """The format whose detector scores ``text`` highest (the extension breaks ties), or ``None``
    when none recognises it: ``detect`` without its fall-back on the extension alone (a batch
    searching a folder skips ``notes.txt`` rather than read it as a tournament file)."""
    ext = extension_of(filename) if filename else ""
    scores: list[tuple[int, int, str]] = []
    for order, row in enumerate(TABLE):
        try:
            score = row.detector(text)
        except Exception:  # noqa: BLE001 - a detector must not turn bad input into a crash
            score = 0
        if score and ext in row.extensions:
            score += 5
        scores.append((score, -order, row.name))
    best = max(scores)
    return best[2] if best[0] > 0 else None


def format_for_path(path: str | os.PathLike[str]) -> str | None:
    """The format a file name's extension suggests (``None`` if none does): the first in the table
    with that extension (``extension_of`` says what the extension is, as for detection)."""
    return _FORMAT_OF_EXTENSION.get(extension_of(os.fspath(path)))


def extension_for(format_name: str) -> str:
    """The extension a file written in ``format_name`` gets (the first of its ``EXTENSIONS``), known
    without importing its reader; ``KeyError`` for an unknown format.

    >>> extension_for("non"), extension_for("text")
    ('.non', '.txt')
    """
    extension: str = _ROW_OF[format_name].extensions[0]
    return extension


def read(data: str | bytes, *, filename: str | None = None, format: str | None = None) -> list[Puzzle]:
    """Every puzzle in ``data`` (text or bytes), in the named ``format`` or the detected one.

    Content no format recognises is tried with the readers of its extension's formats (a ``.g`` file
    with a mistake is still read as ``.g``, so the error is ``.g``'s); if none reads it, the one error
    says which formats were tried and quotes the closest one's complaint, never an unrelated format's.
    """
    try:
        text = to_text(data)  # decoded once, shared by detection and the reader
        name = format or detect_by_content(text, filename)
        if name is None:
            return _read_unrecognised(data, text, filename)
        if name not in FORMATS:
            raise PuzzleFormatError(f"unknown format {name!r}; known: {', '.join(FORMATS)}")
        return _read_as(name, data, text)
    except PuzzleFormatError as error:
        error.file = error.file or filename
        raise
    except _READER_BUGS as error:
        # A reader bug must still reach the user as a format error, never as a traceback; the
        # phrase "internal reader error" lets the fuzz tests catch such bugs.
        raise PuzzleFormatError(f"internal reader error: {type(error).__name__}: {error}", file=filename) from error


def _read_as(name: str, data: str | bytes, text: str) -> list[Puzzle]:
    module = FORMATS[name]
    try:
        return list(module.read(data if getattr(module, "BINARY", False) else text))
    except PuzzleFormatError:
        raise
    except PuzzleError as error:  # ``Puzzle`` refused a clue (one too long for its line, say): the file's fault
        raise PuzzleFormatError(str(error)) from None


_READER_BUGS = (ValueError, RecursionError, IndexError, KeyError, TypeError, AttributeError, OverflowError)


_DETECTED_ONLY = frozenset({"chargrid"})
"""Formats whose reader takes nearly any text (a character grid is any rectangle of characters): read
only when their detector says so, never because of the extension alone (``notes.txt`` is no picture)."""


def _read_unrecognised(data: str | bytes, text: str, filename: str | None) -> list[Puzzle]:
    """Read content no detector claimed: the extension's formats may (their reader decides), the others
    only say why not.  The error names the formats tried and quotes the closest one: the extension's
    format (of several, the one that got furthest), else the reader that got furthest into the text
    (an error at a line inside it, not at its first or at its end, where "missing ..." errors point),
    so a damaged file gets its own format's message and never an unrelated format's."""
    ext = extension_of(filename) if filename else ""
    by_extension = [row.name for row in TABLE if ext and ext in row.extensions and row.name not in _DETECTED_ONLY]
    last_line = text.count("\n") + (not text.endswith("\n"))
    closest: tuple[int, str, PuzzleFormatError] | None = None
    for row in TABLE:
        try:
            puzzles = _read_as(row.name, data, text)
        except PuzzleFormatError as error:
            line = error.line or 0
            inside = line if 1 < line < last_line else 0
            own = row.name in by_extension and (len(by_extension) == 1 or inside)  # .txt is eight formats'
            rank = 1_000_000 + inside if own else inside
            if rank and (closest is None or rank > closest[0]):
                closest = (rank, row.name, error)
            continue
        except _READER_BUGS:
            continue
        if row.name in by_extension:
            return puzzles
    tried = ", ".join(row.name for row in TABLE)
    if closest is None:
        raise PuzzleFormatError(f"unrecognised puzzle format: none of the formats tried ({tried}) recognises it",
                                line=1)
    _, name, complaint = closest
    why = " (the file's extension)" if name in by_extension else ""
    raise PuzzleFormatError(f"unrecognised puzzle format (tried {tried}); closest: {name}{why}, which says: "
                            f"{complaint.message}", line=complaint.line, column=complaint.column)


def read_file(path: str | os.PathLike[str], *, format: str | None = None) -> list[Puzzle]:
    """Read a file (``"-"`` = standard input) in ``format`` or the detected one; errors carry the file name."""
    name = os.fspath(path)
    return read(read_input(name), filename=name, format=format)


def read_input(name: str, limit: int = MAX_INPUT_BYTES) -> str | bytes:
    """The bytes of file ``name`` (``"-"`` = standard input), at most ``limit + 1`` of them, so that the
    caller can refuse an input over ``limit`` without reading all of it (``/dev/zero`` never ends).

    Every way there is nothing to read is one ``PuzzleFormatError`` "cannot read: ...", so a command
    prints one line for it, never a traceback: ``OSError`` (missing, a directory, no permission), a NUL
    in a name a program passed (``ValueError`` from ``open``) and standard input's own failures
    (``_read_standard_input``).  A text stream in place of ``sys.stdin`` gives ``str``.
    """
    if not name:  # open("") says only "No such file or directory", and the message has no name to show
        raise PuzzleFormatError("cannot read: the file name is empty", file="''")
    try:
        if name == "-":
            return _read_standard_input(limit)
        with open(name, "rb") as handle:
            return handle.read(limit + 1)
    except (OSError, ValueError) as error:
        raise PuzzleFormatError(f"cannot read: {getattr(error, 'strerror', None) or error}", file=name) from None


def _read_standard_input(limit: int) -> str | bytes:
    """Standard input's bytes, at most ``limit + 1``; ``OSError`` for every way there are none to read.

    Standard input fails in more ways than a file: Python sets ``sys.stdin`` to ``None`` when
    descriptor 0 was closed (``<&-``), a closed stream raises ``ValueError``, and a non-blocking one
    with nothing waiting returns ``None``.  A stream with no bytes beneath it (``io.StringIO`` in
    place of ``sys.stdin``) gives its text.
    """
    stream = sys.stdin
    if stream is None:
        raise OSError("standard input is closed")
    try:
        data = getattr(stream, "buffer", stream).read(limit + 1)
    except ValueError as error:  # "I/O operation on closed file"; or a text stream's undecodable bytes
        raise OSError(f"standard input: {error}") from None
    if data is None:
        raise OSError("standard input has no data yet (it is non-blocking)")
    return data


def load(data: str | bytes, *, filename: str | None = None, format: str | None = None) -> list[Puzzle]:
    """Like ``read``, then reject clues that visibly contradict (``ContradictoryCluesError``)."""
    return _checked(read(data, filename=filename, format=format), filename or "input")


def load_file(path: str | os.PathLike[str], *, format: str | None = None) -> list[Puzzle]:
    """Like ``read_file`` (in ``format`` or the detected one), then the contradiction check of ``load``."""
    return _checked(read_file(path, format=format), os.fspath(path))


def _checked(puzzles: list[Puzzle], filename: str) -> list[Puzzle]:
    for index, puzzle in enumerate(puzzles, 1):
        problems = puzzle.problems()
        if problems:
            label = f" puzzle {puzzle.title or index}" if len(puzzles) > 1 else ""
            raise ContradictoryCluesError(f"{filename}:{label} contradictory clues: " + "; ".join(problems))
    return puzzles


TEXT_FORMATS = frozenset({
    "json", "davidje13", "davidje13-csv", "thomasr", "nonogram-rs", "non", "nonpack", "nin", "mk", "g", "cwd",
    "tournament", "xml", "pbm", "text", "gno", "nonogrid", "pynogram", "picross-solver", "spoj", "php-yml",
    "pattern", "clues",
})
"""The writable formats whose files are text: ``write`` returns ``str`` for them (``TextFormat`` to a
type checker)."""
BINARY_FORMATS = frozenset({"png"})
"""The writable formats whose files are bytes: ``write`` returns ``bytes`` for them (``BinaryFormat``)."""


@overload
def write(puzzle: Puzzle | Sequence[Puzzle], format: TextFormat) -> str: ...
@overload
def write(puzzle: Puzzle | Sequence[Puzzle], format: BinaryFormat) -> bytes: ...  # noqa: F811 - overloads
@overload
def write(puzzle: Puzzle | Sequence[Puzzle], format: str) -> str | bytes: ...  # noqa: F811 - overloads
def write(puzzle: Puzzle | Sequence[Puzzle], format: str) -> str | bytes:  # noqa: F811 - the definition
    """The text (``str``; ``bytes`` for a binary format, ``BINARY_FORMATS``: PNG) of ``puzzle`` — or
    of a list of puzzles, for collection formats — in ``format``.  Raises ``ValueError`` when the
    format cannot hold it.

    Typed by format: ``write(p, "non") + "\\n"`` type-checks (a text format named in the code is a
    ``TextFormat``), ``write(p, "png")`` is ``bytes``; a format only known at run time gives
    ``str | bytes``."""
    module = FORMATS.get(format)
    if module is None:
        raise ValueError(f"unknown format {format!r}; known: {', '.join(FORMATS)}")
    if module.write is None:
        raise ValueError(f"the {format} format is read-only")
    puzzles = [puzzle] if isinstance(puzzle, Puzzle) else list(puzzle)
    written: str | bytes = module.write(puzzles)
    return written


def write_file(puzzle: Puzzle | Sequence[Puzzle], path: str | os.PathLike[str], format: str | None = None) -> None:
    """Write to ``path`` (``"-"`` = standard output) in ``format`` or the one its extension names.

    All or nothing: ``ValueError`` (the format cannot hold the puzzle) comes before any file is
    touched, and the bytes go to a temporary file beside ``path`` that replaces it only once complete,
    so a full disk or a crash never leaves a half-written puzzle where the old one was (``OSError``).
    """
    name = os.fspath(path)
    format = format or format_for_path(name)
    if format is None:
        raise ValueError(f"cannot tell the format from {name!r}; name one (e.g. --to non)")
    output = write(puzzle, format)
    data = output.encode("utf-8") if isinstance(output, str) else output
    if name == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return
    _replace_file(name, data)


def _replace_file(path: str, data: bytes) -> None:
    """Write ``data`` to a temporary file in ``path``'s directory, then rename it over ``path``.

    A rename within one directory is atomic, so readers see the old file or the new one, never a
    mix.  The new file gets the permissions the old one had (or a new file's, under the umask), not
    ``mkstemp``'s private 0600.
    """
    import tempfile  # here, not at the top: it pulls in shutil, random, bz2 and lzma (3 ms) for every reader

    directory = os.path.dirname(os.path.abspath(path))
    handle, temporary = tempfile.mkstemp(dir=directory, prefix=".nonogram-", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.chmod(temporary, _mode_for(path))
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


def _mode_for(path: str) -> int:
    """The permissions ``path`` has, or those a new file gets under the umask."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
