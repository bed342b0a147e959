"""Helpers every reader shares: decoding, limits, numbers, clue lines and puzzle assembly.

Readers fail early and precisely: every problem becomes one ``PuzzleFormatError`` that says
where (line, column) and what was expected.  Limits are checked *before* anything big is built,
so a hostile file (a gigabyte line, a clue number with a thousand digits, a 10⁹×10⁹ grid) costs
a few microseconds, not memory.
"""

from __future__ import annotations

import os
import re
from collections import namedtuple
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from ..model import BLOTTED, MAX_SIDE, Clue, Colour, Puzzle, PuzzleFormatError, UnsupportedPuzzleError, colour_chars

MAX_INPUT_BYTES = 32 * 1024 * 1024
"""Largest input accepted (bytes); a 500×500 colour puzzle in verbose XML is well under this."""

MAX_PUZZLES = 20_000
"""Largest number of puzzles in one collection file."""

MAX_LINES = 1_000_000
"""Most lines a line-based file may have (a 1000-puzzle tournament file has 51,000)."""

MAX_TEXT_BYTES = 16 * 1024 * 1024
"""Largest line-based file (``.non``, NIN, tournament…): a 500×500 ``.non`` is about 1 MB."""

_DIGITS = re.compile(r"[0-9]+")


class UnsupportedFeatureError(PuzzleFormatError, UnsupportedPuzzleError):
    """A well-formed file using a feature the model cannot hold (e.g. davidje13's unknown line clue).

    It is both a ``PuzzleFormatError`` (so it carries file/line/column and callers handling bad
    input catch it) and an ``UnsupportedPuzzleError`` (so callers can tell it from garbage).
    """


def fail(message: str, line: int | None = None, column: int | None = None) -> PuzzleFormatError:
    """Build (not raise) a format error, so callers write ``raise fail(...)``."""
    return PuzzleFormatError(message, line=line, column=column)


def check_size(data: str | bytes) -> None:
    """Reject inputs larger than ``MAX_INPUT_BYTES`` before looking at them."""
    if len(data) > MAX_INPUT_BYTES:
        raise fail(f"input is {len(data)} bytes; the limit is {MAX_INPUT_BYTES} bytes")


def to_text(data: str | bytes) -> str:
    """Decode input: UTF-16 or UTF-32 when a byte-order mark (or the zero bytes of UTF-16 text) says
    so, else UTF-8 (with or without BOM), falling back to Latin-1 for old files.

    Windows editors save "Unicode" text as UTF-16 with a BOM; read as UTF-8 it would be Latin-1
    garbage full of NULs that no reader recognises.

    >>> to_text("width 1".encode("utf-16")), to_text("5x5:1".encode("utf-16-le"))
    ('width 1', '5x5:1')
    """
    check_size(data)
    if isinstance(data, str):
        return data[1:] if data.startswith("\ufeff") else data
    encoding = unicode_encoding(data)
    if encoding:
        try:
            text = data.decode(encoding)
            return text[1:] if text.startswith("\ufeff") else text
        except UnicodeDecodeError:
            pass
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


_BOMS = (
    (b"\xff\xfe\x00\x00", "utf-32-le"), (b"\x00\x00\xfe\xff", "utf-32-be"),
    (b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be"),
)  # fmt: skip


def unicode_encoding(data: bytes) -> str | None:
    """``utf-16-le``/``-be`` or ``utf-32-le``/``-be`` when ``data`` starts with that byte-order mark, or
    (UTF-16 only) when its head is text with a zero byte in every other place; else ``None``.

    The zero-byte test needs every odd (or every even) byte of the first 64 to be zero and none of
    the others: a PNG or a raw PBM never looks like that, ASCII text saved as UTF-16 always does.
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return encoding
    head = data[:64]
    if len(head) < 4 or len(head) % 2:
        return None
    evens, odds = head[0::2], head[1::2]
    if not odds.strip(b"\0") and b"\0" not in evens:
        return "utf-16-le"
    if not evens.strip(b"\0") and b"\0" not in odds:
        return "utf-16-be"
    return None


def stem_and_suffix(path: str) -> tuple[str, str]:
    """``PurePosixPath(path).stem`` and ``.suffix``, without importing ``pathlib`` (4 ms of start-up
    where nothing else has imported it).

    >>> stem_and_suffix("dir/Dancer.non"), stem_and_suffix(".json"), stem_and_suffix("a.tar.gz/")
    (('Dancer', '.non'), ('.json', ''), ('a.tar', '.gz'))
    """
    parts = [part for part in path.replace(os.sep, "/").split("/") if part not in ("", ".")]
    name = parts[-1] if parts else ""
    dot = name.rfind(".")
    return (name[:dot], name[dot:]) if 0 < dot < len(name) - 1 else (name, "")


def extension_of(path: str) -> str:
    """A file name's extension as the formats table writes them: its suffix in lower case, or ``""``.

    The one rule for both detection's tie-break and ``format_for_path``: a name that starts with
    its only dot (``.non``, ``dir/.non``) is a hidden file with no extension, as in ``pathlib``,
    and only the last suffix counts (``x.tar.gz`` → ``.gz``).

    >>> extension_of("dir/Dancer.NON"), extension_of("dir/.non"), extension_of("dir/.hidden.json")
    ('.non', '', '.json')
    """
    return stem_and_suffix(path)[1].lower()


def text_lines(data: str | bytes) -> list[str]:
    """The lines of a text input, after checking there are not absurdly many (before splitting)."""
    if len(data) > MAX_TEXT_BYTES:
        raise fail(f"input is {len(data)} bytes; the limit for line-based formats is {MAX_TEXT_BYTES}")
    text = to_text(data)
    separators = "\n\r\x0b\x0c\x1c\x1d\x1e" if text.isascii() else "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
    breaks = sum(text.count(ch) for ch in separators)
    if breaks > MAX_LINES:
        raise fail(f"the input has {breaks} lines; the limit is {MAX_LINES}")
    return text.splitlines()


def parse_count(token: str, line: int | None = None, column: int | None = None, *, what: str = "a number") -> int:
    """A non-negative decimal number no larger than ``MAX_SIDE``, checked before ``int()``."""
    token = token.strip()
    if not token.isascii() or not _DIGITS.fullmatch(token):
        raise fail(not_a_count(token, what), line, column)
    if len(token) > 6 or int(token) > MAX_SIDE:
        raise fail(f"number {shorten(token)} is larger than the limit {MAX_SIDE}", line, column)
    return int(token)


_NEGATIVE = re.compile(r"[-\u2212][0-9]+\S*")


def not_a_count(token: str, what: str) -> str:
    """Why ``token`` is not ``what`` (a count): a negative number is named as one, with its value.

    >>> not_a_count("-1", "a block length")
    "a block length cannot be negative, found '-1'"
    """
    if _NEGATIVE.fullmatch(token):
        return f"{what.split(' (')[0]} cannot be negative, found {shorten(token)!r}"
    return f"expected {what}, found {shorten(token)!r}"


def parse_side(token: str, line: int | None = None, column: int | None = None, *, what: str = "width") -> int:
    """A grid dimension: 1..MAX_SIDE."""
    value = parse_count(token, line, column, what=f"the {what} (a whole number)")
    if value < 1:
        raise fail(f"the {what} must be at least 1", line, column)
    return value


def parse_clue_text(
    text: str, line: int | None = None, *, separators: str = ", \t", zero_is_empty: bool = True
) -> Clue:
    """A clue written as numbers separated by any of ``separators``; ``0`` or nothing = empty line.

    >>> parse_clue_text("3, 1 2")
    (3, 1, 2)
    >>> parse_clue_text("0")
    ()
    """
    fast, split = _clue_patterns(separators)
    stripped = text.strip(separators)
    if fast.fullmatch(stripped):  # the common case: a few small numbers, checked in one regex call
        numbers = list(map(int, split(stripped))) if stripped else []
        if len(numbers) <= MAX_SIDE and (not numbers or max(numbers) <= MAX_SIDE):
            return clue_from_numbers(numbers, line, zero_is_empty=zero_is_empty)
    numbers = []
    pattern = "[^" + re.escape(separators) + "]+"
    for match in re.finditer(pattern, text):
        numbers.append(parse_count(match.group(), line, match.start() + 1, what="a block length"))
        if len(numbers) > MAX_SIDE:
            raise fail(f"more than {MAX_SIDE} blocks in one clue", line, match.start() + 1)
    return clue_from_numbers(numbers, line, zero_is_empty=zero_is_empty)


@lru_cache(maxsize=8)
def _clue_patterns(separators: str) -> tuple[re.Pattern[str], Callable[[str], list[str]]]:
    gap = "[" + re.escape(separators) + "]+"
    return re.compile(f"(?:[0-9]{{1,3}}(?:{gap}[0-9]{{1,3}})*)?"), re.compile(gap).split


class ColouredBlock(namedtuple("ColouredBlock", "length colour column end")):
    """One token of a colour clue: a block length, optionally followed by its colour's character.

    ``colour`` is the character after the length (``"b"`` in ``3b``), ``""`` when there is none;
    ``column`` the 1-based column of the token's first character and ``end`` that of its last
    (where a colour character is).  A named tuple rather than a dataclass: one is built per clue
    number of every ``.non`` file read; ``collections.namedtuple`` rather than ``typing.NamedTuple``
    so that reading a file does not import ``typing`` (2 ms of the command line's start-up).
    """

    __slots__ = ()


_COLOURED_TOKEN = re.compile(r"([0-9]+)([^0-9]?)")  # tokens hold no separators, so any other character is a colour


def coloured_blocks(text: str, line: int, separators: str = "") -> list[ColouredBlock]:
    """The tokens of a clue like ``3b 1o`` (Olšák ``.g``) or ``3b,1d`` (``.non``), checked and located.

    Tokens are separated by whitespace and any of ``separators``.  What the colour characters
    mean (declared or not, a default colour) is the caller's business.

    >>> [(b.length, b.colour, b.column) for b in coloured_blocks("3b, 1", 7, separators=",")]
    [(3, 'b', 1), (1, '', 5)]
    """
    gaps = " \t" + separators
    if _clue_patterns(gaps)[0].fullmatch(text.strip(gaps)):  # the common case: small numbers, no colours
        blocks = [ColouredBlock(int(m.group()), "", m.start() + 1, m.end()) for m in _DIGITS.finditer(text)]
        if len(blocks) <= MAX_SIDE and all(block.length <= MAX_SIDE for block in blocks):
            return blocks
    blocks = []
    for match in _token_pattern(separators).finditer(text):
        column = match.start() + 1
        token = _COLOURED_TOKEN.fullmatch(match.group())
        if not token:
            raise fail(not_a_count(match.group(), "a block length"), line, column)
        length = parse_count(token.group(1), line, column, what="a block length")
        blocks.append(ColouredBlock(length, token.group(2), column, match.end()))
        if len(blocks) > MAX_SIDE:
            raise fail(f"more than {MAX_SIDE} blocks in one clue", line, column)
    return blocks


@lru_cache(maxsize=4)
def _token_pattern(separators: str) -> re.Pattern[str]:
    return re.compile(r"[^\s" + re.escape(separators) + "]+")


def clue_lines(body: Sequence[tuple[int, str]], count: int, what: str) -> list[Clue]:
    """Exactly ``count`` numbered clue lines (blank = empty line), ignoring blank padding around them.

    >>> clue_lines([(2, ""), (3, "1 2"), (4, "0"), (5, "")], 2, "row")
    [(1, 2), ()]
    """
    body = trim_padding(body, count)
    if len(body) != count:
        raise fail(f"found {len(body)} {what} clue lines, expected {count}", body[-1][0] if body else None)
    return [parse_clue_text(line, n, separators=" \t,") for n, line in body]


def trim_padding(body: Sequence[tuple[int, str]], count: int) -> list[tuple[int, str]]:
    """``body`` without blank lines at its end, then its start, while it has more than ``count``."""
    body = list(body)
    while len(body) > count and not body[-1][1].strip():
        body.pop()
    while len(body) > count and not body[0][1].strip():
        body.pop(0)
    return body


def two_sides(line: str, number: int, first: str, second: str) -> tuple[int, int]:
    """A header line of two grid sizes, e.g. ``"10 5"`` as (height, width)."""
    parts = line.split()
    if len(parts) != 2:
        raise fail(f"expected '{first.upper()} {second.upper()}' (two numbers)", number)
    return (
        parse_side(parts[0], number, line.index(parts[0]) + 1, what=first),
        parse_side(parts[1], number, line.rindex(parts[1]) + 1, what=second),
    )


def clue_from_numbers(numbers: Sequence[int], line: int | None = None, *, zero_is_empty: bool = True) -> Clue:
    """Normalise a list of block lengths: a lone ``0`` is the empty clue; other zeros are errors."""
    if zero_is_empty and list(numbers) == [0]:
        return ()
    if 0 in numbers:
        raise fail("a block length of 0 is only allowed alone, meaning an empty line", line)
    return tuple(numbers)


def shorten(text: str, limit: int = 40) -> str:
    """``text`` cut to ``limit`` characters for an error message."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def check_clue_count(count: int, what: str, line: int | None = None) -> None:
    """Reject a declared or found number of lines outside 1..MAX_SIDE."""
    if count < 1:
        raise fail(f"the puzzle has no {what}", line)
    if count > MAX_SIDE:
        raise fail(f"{count} {what} is more than the limit of {MAX_SIDE}", line)


def make_puzzle(rows: Iterable[Clue], cols: Iterable[Clue], **metadata: object) -> Puzzle:
    """Assemble a ``Puzzle`` after checking the limits every reader must enforce."""
    rows = tuple(rows)
    cols = tuple(cols)
    check_clue_count(len(rows), "rows")
    check_clue_count(len(cols), "columns")
    for clue in (*rows, *cols):
        if len(clue) > MAX_SIDE or any(n > MAX_SIDE or (n < 1 and n != BLOTTED) for n in clue):
            raise fail(f"clue {clue[:8]!r} is out of range")
    return Puzzle(rows=rows, cols=cols, **metadata)  # type: ignore[arg-type]


def picture_rows(lines: Sequence[str], line_offset: int = 0) -> tuple[str, ...]:
    """Check a solution picture (rows of '#'/'.') is rectangular and within limits."""
    check_clue_count(len(lines), "picture rows", line_offset + 1)
    width = len(lines[0])
    check_clue_count(width, "picture columns", line_offset + 1)
    for number, row in enumerate(lines, line_offset + 1):
        if len(row) != width:
            raise fail(f"picture row has {len(row)} cells, expected {width} like the first row", number)
    return tuple(lines)


def clues_from_picture(picture: Sequence[str], filled: str = "#") -> tuple[tuple[Clue, ...], tuple[Clue, ...]]:
    """Row and column clues of a rectangular picture (cells equal to ``filled`` are filled)."""
    rows = tuple(_runs(row, filled) for row in picture)
    width = len(picture[0]) if picture else 0
    cols = tuple(_runs("".join(row[c] for row in picture), filled) for c in range(width))
    return rows, cols


def _runs(line: str, filled: str) -> Clue:
    return tuple(len(run) for run in re.findall(re.escape(filled) + "+", line))


def clue_text(clue: Clue, separator: str = ",", empty: str = "0") -> str:
    """The inverse of ``parse_clue_text`` for writers."""
    if any(n == BLOTTED for n in clue):
        raise ValueError("this format cannot hold blotted (unknown) clue numbers")
    return separator.join(map(str, clue)) if clue else empty


def require_known_numbers(puzzle: Puzzle, format_name: str) -> None:
    """Writers of formats without blotted numbers refuse puzzles that have them (never drop data)."""
    if any(n == BLOTTED for clue in (*puzzle.rows, *puzzle.cols) for n in clue):
        raise ValueError(f"the {format_name} format cannot hold blotted (unknown) clue numbers")


def require_black_and_white(puzzle: Puzzle, format_name: str) -> None:
    """Writers of black-and-white-only formats refuse colour or blotted puzzles (never drop data)."""
    if not puzzle.is_black_and_white:
        raise ValueError(f"the {format_name} format holds only black-and-white puzzles with known clues")


_NAMED_RGB = {
    "black": "000000", "white": "FFFFFF", "red": "FF0000", "green": "00A000", "blue": "0000FF",
    "yellow": "FFFF00", "orange": "FFA500", "brown": "A52A2A", "grey": "808080", "gray": "808080",
    "pink": "FFC0CB", "purple": "800080", "cyan": "00FFFF", "magenta": "FF00FF",
}  # fmt: skip
_LETTERS = {"r": "red", "g": "green", "b": "blue", "y": "yellow", "m": "magenta", "c": "cyan"}


def rgb_for_name(name: str) -> str:
    """A display colour for formats that name colours but give no RGB (Olšák ``.g``, nonogram-rs).

    Full English names and nonogram-rs's letters (``r``; capital ``R`` is the darker shade).

    >>> rgb_for_name("Red"), rgb_for_name("g"), rgb_for_name("B"), rgb_for_name("?")
    ('FF0000', '00A000', '00007F', '000000')
    """
    if name.lower() in _NAMED_RGB:
        return _NAMED_RGB[name.lower()]
    if name.lower() in _LETTERS:
        rgb = _NAMED_RGB[_LETTERS[name.lower()]]
        if name.isupper():
            rgb = "".join(f"{int(rgb[i : i + 2], 16) // 2:02X}" for i in (0, 2, 4))
        return rgb
    return "000000"


def one_puzzle(puzzles: Sequence[Puzzle], format_name: str) -> Puzzle:
    """Writers of single-puzzle formats: the one puzzle, or a clear error."""
    if len(puzzles) != 1:
        raise ValueError(f"the {format_name} format holds one puzzle; got {len(puzzles)}")
    return puzzles[0]


UNKNOWN = -1
"""A cell of a saved grid whose colour is not known (``?``), among colour indexes."""


def model_chars(colours: Sequence[Colour]) -> tuple[str, ...]:
    """The character of each colour index in the model's ``goal``/``saved`` rows (``colour_chars``)."""
    return colour_chars(Puzzle(rows=(), cols=(), colours=tuple(colours)))


def picture_text(cells: Iterable[Iterable[int]], colours: Sequence[Colour], *, saved: bool) -> tuple[str, ...]:
    """Rows of colour indexes (``UNKNOWN`` for ``?``) as the model's ``goal`` or ``saved`` rows.

    A goal's background is ``.``, a saved grid's ``x``; every other colour is its ``colour_chars``
    character, so every format's reader gives the same rows for the same picture.

    >>> picture_text([[0, 1, 2, UNKNOWN]], [Colour("w"), Colour("r", char="r"), Colour("b", char="X")], saved=True)
    ('xra?',)
    """
    chars = list(model_chars(colours)) + ["?"]  # index -1 (UNKNOWN) is the last
    if saved:
        chars[0] = "x"
    return tuple("".join(chars[i] for i in row) for row in cells)


def picture_indexes(puzzle: Puzzle, field: str) -> list[list[int]]:
    """The puzzle's ``goal`` or ``saved`` rows as colour indexes (``UNKNOWN`` for ``?``), for writers.

    Reads the model's characters (``colour_chars``; ``x`` and ``.`` background) and, for puzzles
    built by hand or files written before that convention, each colour's own ``char`` (``X`` too)
    where no model character means something else.
    Raises ``ValueError`` naming a character no colour has (a writer never guesses a colour).
    """
    chars = model_chars(puzzle.colours)
    index = {".": 0, "x": 0, "X": 0}
    index.update({colour.char: i for i, colour in enumerate(puzzle.colours) if len(colour.char) == 1})
    index.update({ch: i for i, ch in enumerate(chars)})
    index["x"] = 0  # never a model character
    if field == "saved":
        index["?"] = UNKNOWN
    rows: list[list[int]] = []
    for row in getattr(puzzle, field):
        try:
            rows.append([index[ch] for ch in row])
        except KeyError:
            bad = next(ch for ch in row if ch not in index)
            raise ValueError(f"the {field} grid holds {bad!r}, which is no colour's character "
                             f"(use {', '.join(map(repr, chars[1:]))}, 'x' or '.'"
                             f"{', ?' if field == 'saved' else ''})") from None
    return rows
