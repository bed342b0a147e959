"""Share codes: a puzzle (and optionally a partial grid) as a short, URL-safe, versioned string.

A code is a version character followed by base64url text (``A–Z a–z 0–9 - _``, no padding), so it
can sit in a link fragment (``index.html#1…``) untouched.  Version ``1`` is a bit stream:

* 4 flag bits: colour, grid, title/author, blotted numbers;
* width − 1 and height − 1 in 9 bits each (``MAX_SIDE`` = 500 fits);
* colour puzzles: the number of colours − 1 (8 bits) and each colour's RGB (24 bits);
* every row clue then every column clue: the block count and each block length in Elias-gamma code
  (1 → ``1``, 2 → ``010``, 3 → ``011``, 4 → ``00100`` …: small numbers, the common case, are short),
  each block followed by its colour index in a fixed number of bits for colour puzzles; with the
  blotted flag a length is stored plus one and 1 means "blotted";
* title and author: UTF-8 byte counts (gamma) then the bytes;
* the partial grid, run-length coded: the first cell's state (2 bits), then each run's length
  (gamma) and which of the two other states comes next (1 bit);
* 8 check bits (CRC-32 of the bits before them), so a mangled link is refused, not misread.

Version ``2`` is version ``1`` but for the partial grid of a colour puzzle (more than two colours):
each cell is a colour index or "unknown" (index = the number of colours), the first cell's state in
``bits = (number of colours).bit_length()`` bits, then each run's length (gamma) and the next state
as its position among the other states (``(number of colours - 1).bit_length()`` bits).  Codes
without such a grid stay version ``1``, so every code a version-1 decoder could read is still one.

Version ``3`` is version ``2`` plus the colours' names: right after the palette's RGBs, each
colour's name as a UTF-8 byte count (gamma of count + 1) then the bytes.  Only a colour puzzle whose
palette has a name other than the decoder's default (``colour0``, ``colour1`` …) gets version 3, so
a shared "black, red" design opens as "black, red" and every other code keeps its older version.
Decoders of later versions must keep reading versions ``1`` and ``2``, so old links keep working.

>>> from nonogram_core.model import Puzzle
>>> code = encode(Puzzle(rows=((1,), (1,)), cols=((1,), (1,))))
>>> code
'1AAgFVVWo'
>>> decode(code)[0].rows
((1,), (1,))
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib

from ..model import BLOTTED, MAX_SIDE, Cell, Colour, ColourGrid, Grid, Puzzle, PuzzleFormatError
from ._common import make_puzzle

VERSION = "1"
COLOUR_GRID_VERSION = "2"
"""The version of codes holding a colour puzzle's partial grid (everything else is version 1)."""
NAMED_COLOURS_VERSION = "3"
"""The version of codes holding a colour puzzle's colour names (and a partial grid as version 2)."""
VERSIONS = (VERSION, COLOUR_GRID_VERSION, NAMED_COLOURS_VERSION)
MAX_NAME_BYTES = 1000
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")
_MAX_CODE = 200_000
_STATES = (Cell.EMPTY, Cell.FILLED, Cell.UNKNOWN)


class _Bits:
    """An append-only bit string (kept as a list of '0'/'1' characters for simplicity)."""

    def __init__(self) -> None:
        self.bits: list[str] = []

    def fixed(self, value: int, width: int) -> None:
        if not 0 <= value < (1 << width):
            raise ValueError(f"{value} does not fit in {width} bits")
        self.bits.append(format(value, f"0{width}b") if width else "")

    def gamma(self, value: int) -> None:
        """Elias gamma code of ``value`` ≥ 1: (n−1) zeros then the n binary digits."""
        if value < 1:
            raise ValueError("gamma codes need a positive number")
        digits = format(value, "b")
        self.bits.append("0" * (len(digits) - 1) + digits)

    def text(self) -> str:
        return "".join(self.bits)


class _Reader:
    """Reads what ``_Bits`` wrote; any overrun or absurd value is a ``PuzzleFormatError``."""

    def __init__(self, bits: str) -> None:
        self.bits = bits
        self.at = 0

    def fixed(self, width: int) -> int:
        if self.at + width > len(self.bits):
            raise _error("the code is cut short")
        value = int(self.bits[self.at : self.at + width] or "0", 2)
        self.at += width
        return value

    def gamma(self, limit: int) -> int:
        zeros = 0
        while self.at + zeros < len(self.bits) and self.bits[self.at + zeros] == "0":
            zeros += 1
            if zeros > limit.bit_length():
                raise _error("the code holds a number out of range")
        self.at += zeros
        value = self.fixed(zeros + 1)
        if value > limit:
            raise _error("the code holds a number out of range")
        return value


def _error(message: str) -> PuzzleFormatError:
    return PuzzleFormatError(f"invalid share code: {message}")


def encode(puzzle: Puzzle, grid: Grid | ColourGrid | None = None) -> str:
    """The share code of ``puzzle`` and, when given, a partial ``grid`` (cells EMPTY/FILLED/UNKNOWN;
    in a colour puzzle bit sets over its colours, a cell that may take several counting as unknown)."""
    colour = bool(puzzle.row_colours or puzzle.col_colours)
    colour_grid = grid is not None and _has_colour_grid(colour, len(puzzle.colours))
    blotted = any(n == BLOTTED for clue in (*puzzle.rows, *puzzle.cols) for n in clue)
    named = bool(puzzle.title or puzzle.author)
    colour_names = colour and _has_names(puzzle.colours)
    out = _Bits()
    for flag in (colour, grid is not None, named, blotted):
        out.fixed(int(flag), 1)
    out.fixed(puzzle.width - 1, 9)
    out.fixed(puzzle.height - 1, 9)
    index_bits = 0
    if colour:
        out.fixed(len(puzzle.colours) - 1, 8)
        for c in puzzle.colours:
            out.fixed(int(c.rgb, 16), 24)
        if colour_names:
            for c in puzzle.colours:
                _encode_text(out, c.name.encode("utf-8")[:MAX_NAME_BYTES].decode("utf-8", errors="ignore"))
        index_bits = (len(puzzle.colours) - 2).bit_length()
    for clues, colours in ((puzzle.rows, puzzle.row_colours), (puzzle.cols, puzzle.col_colours)):
        for i, clue in enumerate(clues):
            out.gamma(len(clue) + 1)
            for k, n in enumerate(clue):
                out.gamma((1 if n == BLOTTED else n + 1) if blotted else n)
                if colour:
                    out.fixed(colours[i][k] - 1, index_bits)
    if named:
        for text in (puzzle.title, puzzle.author):
            _encode_text(out, text)
    if grid is not None:
        _encode_runs(out, *_grid_states(grid, puzzle, colour_grid))
    bits = out.text()
    out.fixed(zlib.crc32(bits.encode("ascii")) & 0xFF, 8)
    bits = out.text()
    bits += "0" * (-len(bits) % 8)
    data = int(bits, 2).to_bytes(len(bits) // 8, "big") if bits else b""
    version = NAMED_COLOURS_VERSION if colour_names else COLOUR_GRID_VERSION if colour_grid else VERSION
    return version + base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _encode_text(out: _Bits, text: str) -> None:
    """UTF-8 text: its byte count (gamma of count + 1), then the bytes."""
    data = text.encode("utf-8")
    out.gamma(len(data) + 1)
    for byte in data:
        out.fixed(byte, 8)


def _decode_text(reader: _Reader, limit: int) -> str:
    size = reader.gamma(limit + 1) - 1
    return bytes(reader.fixed(8) for _ in range(size)).decode("utf-8", errors="replace")


def _has_names(colours: tuple[Colour, ...]) -> bool:
    """Whether a palette names a colour otherwise than a decoder would by default (``colour0`` …)."""
    return any(c.name and c.name != f"colour{i}" for i, c in enumerate(colours))


def _has_colour_grid(colour: bool, colours: int) -> bool:
    """Whether a code's grid is in version 2's colour form: a colour puzzle with more than two colours."""
    return colour and colours > 2


def _grid_states(grid: Grid | ColourGrid, puzzle: Puzzle, colour_grid: bool) -> tuple[list[int], int]:
    """The grid's cells in reading order as run-length states, and how many states there are: in
    version 1 EMPTY, FILLED, UNKNOWN (0-2); in version 2's colour form each colour index, then
    unknown (the number of colours) for a cell that may take several."""
    if len(grid) != puzzle.height or any(len(row) != puzzle.width for row in grid):
        raise ValueError("the grid does not have the puzzle's size")
    if not colour_grid:
        return [_STATES.index(Cell(c)) for row in grid for c in row], len(_STATES)
    count = len(puzzle.colours)
    state_of = {1 << k: k for k in range(count)}
    return [state_of.get(int(c), count) for row in grid for c in row], count + 1


def _encode_runs(out: _Bits, cells: list[int], states: int) -> None:
    """Run-length code ``cells`` (each in ``range(states)``): the first cell's state in
    ``(states - 1).bit_length()`` bits, then each run's length (gamma) and the next state as its place
    among the other states in ``(states - 2).bit_length()`` bits (1 bit for version 1's three states)."""
    out.fixed(cells[0], (states - 1).bit_length())
    run, state = 0, cells[0]
    for value in cells:
        if value == state:
            run += 1
            continue
        out.gamma(run)
        out.fixed(value - (value > state), (states - 2).bit_length())
        run, state = 1, value
    out.gamma(run)


def decode(code: str) -> tuple[Puzzle, Grid | ColourGrid | None]:
    """The puzzle (and partial grid, if the code has one) a share code stands for (a colour puzzle's
    grid from a version-2 code as bit sets over its colours)."""
    code = code.strip().lstrip("#")
    if not code:
        raise _error("it is empty")
    if len(code) > _MAX_CODE:
        raise _error(f"it is longer than {_MAX_CODE} characters")
    if code[0] not in VERSIONS:
        known = f"{', '.join(VERSIONS[:-1])} and {VERSIONS[-1]}"
        raise _error(f"version {code[0]!r} is not known (this program reads versions {known})")
    body = code[1:]
    if not _ALPHABET.fullmatch(body):
        bad = re.search(r"[^A-Za-z0-9_-]", body)
        position = bad.start() + 2 if bad else None
        raise PuzzleFormatError("invalid share code: unexpected character", column=position)
    try:
        data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise _error("it is cut short") from None
    bits = format(int.from_bytes(data, "big"), f"0{len(data) * 8}b") if data else ""
    version = code[0]
    return _decode_bits(_Reader(bits), colour_grids=version != VERSION, colour_names=version == NAMED_COLOURS_VERSION)


def _decode_bits(reader: _Reader, *, colour_grids: bool = False,
                 colour_names: bool = False) -> tuple[Puzzle, Grid | ColourGrid | None]:
    colour, has_grid, named, blotted = (reader.fixed(1) for _ in range(4))
    width, height = reader.fixed(9) + 1, reader.fixed(9) + 1
    if width > MAX_SIDE or height > MAX_SIDE:
        raise _error(f"the grid is larger than {MAX_SIDE}×{MAX_SIDE}")
    meta: dict[str, object] = {}
    index_bits = 0
    if colour:
        count = reader.fixed(8) + 1
        if count < 2:
            raise _error("a colour puzzle needs at least two colours")
        rgbs = [f"{reader.fixed(24):06X}" for _ in range(count)]
        names = [_decode_text(reader, MAX_NAME_BYTES) for _ in range(count)] if colour_names else [""] * count
        meta["colours"] = tuple(Colour(names[i] or f"colour{i}", rgbs[i], _char(i, count)) for i in range(count))
        index_bits = (count - 2).bit_length()
    lines = []
    for _ in range(width + height):
        blocks = reader.gamma(MAX_SIDE + 1) - 1
        clue, colours = [], []
        for _ in range(blocks):
            n = reader.gamma(MAX_SIDE + 1)
            clue.append((BLOTTED if n == 1 else n - 1) if blotted else n)
            if colour:
                index = reader.fixed(index_bits) + 1
                if index >= len(meta["colours"]):  # type: ignore[arg-type]
                    raise _error("a block has a colour the palette lacks")
                colours.append(index)
        lines.append((tuple(clue), tuple(colours)))
    if colour:
        meta["row_colours"] = tuple(c for _, c in lines[:height])
        meta["col_colours"] = tuple(c for _, c in lines[height:])
    if named:
        for key in ("title", "author"):
            meta[key] = _decode_text(reader, 10_000)
    count = len(meta.get("colours", ()))  # type: ignore[arg-type]
    colour_count = count if colour_grids and _has_colour_grid(bool(colour), count) else None
    grid = _decode_grid(reader, width, height, colour_count) if has_grid else None
    end = reader.at
    check = reader.fixed(8)
    if check != zlib.crc32(reader.bits[:end].encode("ascii")) & 0xFF:
        raise _error("the check digits do not match (the code was mangled or cut)")
    if reader.bits[reader.at :].strip("0") or len(reader.bits) - reader.at >= 8:
        raise _error("unexpected data after the end")
    puzzle = make_puzzle((c for c, _ in lines[:height]), (c for c, _ in lines[height:]), **meta)
    return puzzle, grid


def _char(index: int, count: int) -> str:
    """A decoded colour's character (codes hold only RGB): ``.``, then ``#`` for the one ink of a
    two-colour palette, letters for a colour puzzle's inks (``#`` is black-and-white's)."""
    if index == 0:
        return "."
    return "#" if count <= 2 else "abcdefghijklmnopqrstuvwyzABCDEFGHIJKLMNOPQRSTUVWYZ0123456789"[(index - 1) % 60]


def _decode_grid(reader: _Reader, width: int, height: int, colour_count: int | None) -> Grid | ColourGrid:
    """The run-length coded grid (``_encode_runs``): ``Cell`` rows, or for version 2's colour form
    (``colour_count`` colours) bit sets over the colours, the unknown state being every colour."""
    if colour_count is None:
        values: list[int] = list(_STATES)
    else:
        values = [1 << k for k in range(colour_count)] + [(1 << colour_count) - 1]
    cells = _decode_runs(reader, width * height, len(values))
    return [[values[v] for v in cells[r * width : (r + 1) * width]] for r in range(height)]


def _decode_runs(reader: _Reader, total: int, states: int) -> list[int]:
    """``total`` cells of ``range(states)`` read back from ``_encode_runs``' code."""
    state = reader.fixed((states - 1).bit_length())
    cells: list[int] = []
    while True:
        if state >= states:
            raise _error("a grid cell has an unknown state")
        cells.extend([state] * reader.gamma(total - len(cells)))
        if len(cells) == total:
            return cells
        other = reader.fixed((states - 2).bit_length())
        state = other + (other >= state)
