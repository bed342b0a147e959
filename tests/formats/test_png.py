"""PNG pictures: our zlib-only decoder against Pillow on every colour type and bit depth it writes,
an interlaced image encoded here, and the reading rules (lightest colour = background, limits)."""

from __future__ import annotations

import io
import random
import struct
import zlib

import pytest

from nonogram_core.formats import read, write
from nonogram_core.formats.png import decode
from nonogram_core.model import PuzzleFormatError, satisfies

PIL = pytest.importorskip("PIL.Image", reason="Pillow (the 'pictures' extra) draws the reference images")


def _image(mode: str, size: tuple[int, int], values: list, **save: object) -> bytes:
    image = PIL.new(mode, size)
    if mode == "P":
        image.putpalette([RNG.randrange(256) for _ in range(768)])
    image.putdata(values)
    buffer = io.BytesIO()
    image.save(buffer, "PNG", **save)
    return buffer.getvalue()


def _reference(data: bytes) -> list[list[tuple[int, int, int, int]]]:
    image = PIL.open(io.BytesIO(data))
    image = image.convert("RGBA") if image.mode != "I;16" else image.point(lambda v: v / 257).convert("RGBA")
    w, h = image.size
    pixels = list(getattr(image, "get_flattened_data", image.getdata)())
    return [pixels[r * w : (r + 1) * w] for r in range(h)]


RNG = random.Random("png")
SIZE = (13, 7)
N = SIZE[0] * SIZE[1]


@pytest.mark.parametrize(
    ("mode", "values", "save"),
    [
        ("1", [RNG.choice((0, 255)) for _ in range(N)], {}),
        ("L", [RNG.randrange(256) for _ in range(N)], {}),
        ("LA", [(RNG.randrange(256), RNG.choice((0, 255))) for _ in range(N)], {}),
        ("RGB", [tuple(RNG.randrange(256) for _ in range(3)) for _ in range(N)], {"optimize": True}),
        ("RGBA", [tuple(RNG.randrange(256) for _ in range(4)) for _ in range(N)], {}),
        ("P", [RNG.randrange(4) for _ in range(N)], {"bits": 2}),
        ("P", [RNG.randrange(16) for _ in range(N)], {"bits": 4}),
        ("P", [RNG.randrange(200) for _ in range(N)], {}),
        ("I;16", [RNG.randrange(256) * 257 for _ in range(N)], {}),
    ],
    ids=["1", "L", "LA", "RGB", "RGBA", "P2", "P4", "P8", "I16"],
)
def test_decoding_agrees_with_pillow(mode: str, values: list, save: dict) -> None:
    data = _image(mode, SIZE, values, **save)
    pixels, _, ours = decode(data)
    assert pixels == _reference(data) and not ours


def _interlaced(rows: list[list[tuple[int, int, int]]]) -> bytes:
    """An Adam7-interlaced 8-bit RGB PNG of ``rows`` (filter 0), encoded as the PNG spec says."""
    passes = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2))
    height, width = len(rows), len(rows[0])
    raw = b""
    for x0, y0, dx, dy in passes:
        for y in range(y0, height, dy):
            line = [rows[y][x] for x in range(x0, width, dx)]
            if line:
                raw += b"\0" + bytes(v for px in line for v in px)

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 1)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def test_interlaced_images_are_read() -> None:
    rows = [[(255, 255, 255) if (x * y + x) % 3 else (200, 0, 0) for x in range(11)] for y in range(9)]
    pixels, _, _ = decode(_interlaced(rows))
    assert pixels == [[(*px, 255) for px in row] for row in rows]


def test_a_picture_becomes_a_puzzle_with_the_lightest_colour_as_background() -> None:
    grey, red = (200, 200, 200), (255, 0, 0)
    values = [grey, red, red, grey, grey, red, grey, grey, (10, 10, 10)]
    [puzzle] = read(_image("RGB", (3, 3), values))
    assert [c.rgb for c in puzzle.colours] == ["C8C8C8", "FF0000", "0A0A0A"]
    assert (puzzle.rows, puzzle.row_colours) == (((2,), (1,), (1,)), ((1,), (1,), (2,)))
    assert satisfies(puzzle, puzzle.goal)


def test_black_on_white_is_black_and_white_and_transparent_is_background() -> None:
    values = [(0, 0, 0, 255), (0, 0, 0, 0), (255, 255, 255, 255), (0, 0, 0, 255)]
    [puzzle] = read(_image("RGBA", (2, 2), values))
    assert not puzzle.colours and puzzle.goal == ("#.", ".#")


def test_our_png_keeps_the_palette_and_order() -> None:
    [puzzle] = read("🟩🟥⬜\n🟥🟥⬜\n", format="chargrid")
    data = write(puzzle, "png")
    assert isinstance(data, bytes)
    [back] = read(data)
    assert (back.rows, back.cols, back.row_colours) == (puzzle.rows, puzzle.cols, puzzle.row_colours)
    assert [c.rgb for c in back.colours] == [c.rgb for c in puzzle.colours]


@pytest.mark.parametrize(
    ("data", "phrase"),
    [
        (b"\x89PNG\r\n\x1a\n", "no image header"),
        (b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR\0\0\0\x01\0\0\0\x01\x08\x02\0\0\0", "no image data"),
        (b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR\0\0\x02\x00\0\0\0\x01\x08\x02\0\0\0", "at most 500"),
    ],
)
def test_damaged_or_huge_images_are_refused_in_words(data: bytes, phrase: str) -> None:
    with pytest.raises(PuzzleFormatError, match=phrase):
        read(data)


def test_a_photograph_is_refused() -> None:
    values = [(i % 256, i // 256, 7) for i in range(300)]
    with pytest.raises(PuzzleFormatError, match="photograph"):
        read(_image("RGB", (20, 15), values))
