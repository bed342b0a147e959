"""Netpbm bitmaps (``P1`` plain and ``P4`` raw) as solution images: black pixels are filled cells.

The clues are computed from the picture, which becomes the puzzle's ``goal``.  Only the first
image of a multi-image file is read.  We write ``P1`` (plain), which needs a ``goal``.

>>> read("P1\\n# a comment\\n2 2\\n1 0\\n1 1\\n")[0].rows
((1,), (2,))
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import MAX_SIDE, Puzzle
from . import _detect
from ._common import check_size, clues_from_picture, fail, make_puzzle, one_puzzle, picture_rows

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "goal"})
BINARY = True  # ``read`` wants the raw bytes (P4 pixels are not text)
_TOKEN = re.compile(rb"\s*((?:#[^\n]*\n\s*)*)(\S+)")


def read(data: str | bytes) -> list[Puzzle]:
    check_size(data)
    if isinstance(data, str):
        try:
            data = data.encode("latin-1")
        except UnicodeEncodeError:
            raise fail("a PBM image must be bytes (latin-1 text for P1)") from None
    if data.startswith(b"\xef\xbb\xbf"):  # a text editor's byte-order mark before a plain P1
        data = data[3:]
    magic = data[:2]
    if magic not in (b"P1", b"P4"):
        raise fail("expected a PBM image starting with 'P1' or 'P4'", 1, 1)
    position = 2
    sizes = []
    for what in ("width", "height"):
        match = _TOKEN.match(data, position)
        if not match or not match.group(2).isdigit():
            raise fail(f"expected the image {what} (a whole number)", _line_of(data, position))
        if len(match.group(2)) > 6 or not 1 <= int(match.group(2)) <= MAX_SIDE:
            raise fail(f"image {what} must be 1..{MAX_SIDE}", _line_of(data, position))
        sizes.append(int(match.group(2)))
        position = match.end()
    width, height = sizes
    picture = _plain(data, position, width, height) if magic == b"P1" else _raw(data, position, width, height)
    rows, cols = clues_from_picture(picture)
    return [make_puzzle(rows, cols, goal=picture_rows(picture))]


def _line_of(data: bytes, position: int) -> int:
    return data.count(b"\n", 0, position) + 1


def _plain(data: bytes, position: int, width: int, height: int) -> list[str]:
    body = re.sub(rb"#[^\n]*", b"", data[position:])
    bits = re.sub(rb"\s", b"", body)[: width * height]
    if len(bits) < width * height:
        raise fail(f"the image has {len(bits)} pixels, expected {width}×{height}", _line_of(data, len(data)))
    if bits.strip(b"01"):
        bad = next(i for i, b in enumerate(bits) if b not in b"01")
        raise fail(f"expected pixels '0' or '1', found {bytes([bits[bad]])!r}")
    cells = bits.decode("ascii").replace("1", "#").replace("0", ".")
    return [cells[r * width : (r + 1) * width] for r in range(height)]


def _raw(data: bytes, position: int, width: int, height: int) -> list[str]:
    if position >= len(data) or data[position : position + 1] not in (b" ", b"\t", b"\n", b"\r"):
        raise fail("expected one whitespace byte before the P4 pixel data", _line_of(data, position))
    position += 1
    stride = (width + 7) // 8
    pixels = data[position : position + stride * height]
    if len(pixels) < stride * height:
        raise fail(f"the P4 image has {len(pixels)} bytes of pixels, expected {stride * height}")
    rows = []
    for r in range(height):
        row_bytes = pixels[r * stride : (r + 1) * stride]
        bits = "".join(f"{byte:08b}" for byte in row_bytes)[:width]
        rows.append(bits.replace("1", "#").replace("0", "."))
    return rows


def write(puzzles: Sequence[Puzzle]) -> str:
    puzzle = one_puzzle(puzzles, NAME)
    if puzzle.goal is None or not puzzle.is_black_and_white or puzzle.row_colours:
        raise ValueError("a PBM image needs a black-and-white puzzle with a goal picture")
    lines = ["P1", f"{puzzle.width} {puzzle.height}"]
    lines += [" ".join("1" if ch == "#" else "0" for ch in row) for row in puzzle.goal]
    return "\n".join(lines) + "\n"
