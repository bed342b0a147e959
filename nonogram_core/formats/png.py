"""PNG pictures, each pixel a cell (number-loom's and many authors' way of drawing a puzzle).

Decoded here with ``zlib`` alone (the browser's Python has no imaging library): every colour type and
bit depth, interlaced or not.  The lightest colour is the background (a transparent pixel is
background too); every other colour an ink (in the order of the image's palette, if it has one, else
in reading order), named after the nearest common colour.  A picture with
one ink, black, on white is a black-and-white puzzle.  We write a puzzle's ``goal`` as an 8-bit
palette PNG, one pixel a cell.

>>> p = read(write([read(write([_two_by_two()]))[0]]))[0]
>>> p.rows, p.cols, [c.rgb for c in p.colours]
(((2,), (1,)), ((1,), (2,)), ['FFFFFF', 'FF0000'])
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable, Sequence

from ..model import MAX_COLOURS, MAX_SIDE, Colour, Puzzle
from . import _detect
from ._common import check_size, fail, one_puzzle, picture_indexes, require_known_numbers
from ._pictures import puzzle_from_cells

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "goal", "block_rgb"})
BINARY = True
SIGNATURE = b"\x89PNG\r\n\x1a\n"
_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}  # colour type → samples per pixel
_ADAM7 = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2))
RGBA = tuple[int, int, int, int]
_SOFTWARE = b"Software\0nonogram_core"
"""Our writer's mark: its palette is the puzzle's, in order, the background first (unused inks too)."""


def read(data: str | bytes) -> list[Puzzle]:
    check_size(data)
    if isinstance(data, str):
        data = data.encode("latin-1", "replace")
    try:
        pixels, table, ours = decode(data)
    except struct.error:
        raise fail("the PNG is damaged: a chunk is shorter than its kind needs") from None
    if ours and table:  # written by us: the palette is the puzzle's, background first, unused inks too
        return [_from_palette(pixels, table)]
    used = set().union(*map(set, pixels))
    colours = sorted(used | set(table[:1]), key=_lightness, reverse=True)  # a palette's first entry may be
    # the background of a picture with no background cell (a flag)
    background = colours[0]
    inks = [c for c in colours[1:] if c[3] > 0] if background[3] > 0 else colours[1:]
    if len(inks) + 1 > MAX_COLOURS:
        raise fail(f"the picture has {len(inks)} colours besides the background; a puzzle takes at most "
                   f"{MAX_COLOURS - 1} (is it a photograph?)")
    place = {colour: k for k, colour in enumerate(table)} if table else _first_seen(pixels)
    order = sorted(inks, key=place.__getitem__)
    index = {colour: k for k, colour in enumerate(order, 1)}
    cells = [[0 if p == background or p[3] == 0 else index[p] for p in row] for row in pixels]
    palette = [Colour(_hex(c), _hex(c), "") for c in (background, *order)]
    return [puzzle_from_cells(cells, _named(palette))]


def _from_palette(pixels: list[list[RGBA]], table: list[RGBA]) -> Puzzle:
    index = {colour: k for k, colour in reversed(list(enumerate(table)))}
    cells = [[index[p] for p in row] for row in pixels]
    return puzzle_from_cells(cells, _named([Colour(_hex(c), _hex(c), "") for c in table]))


def _lightness(colour: RGBA) -> tuple[float, int]:
    """Transparent first, then by luminance (and by RGB, so that ties are decided the same way every run)."""
    r, g, b, a = colour
    return (2.0 if a == 0 else 0.2126 * r + 0.7152 * g + 0.0722 * b, r * 65536 + g * 256 + b)


def _first_seen(pixels: list[list[RGBA]]) -> dict[RGBA, int]:
    """Each colour's place in reading order, so that inks are numbered as a reader meets them."""
    order: dict[RGBA, int] = {}
    for row in pixels:
        for p in row:
            order.setdefault(p, len(order))
    return order


def _hex(colour: RGBA) -> str:
    return "".join(f"{v:02X}" for v in colour[:3])


def _named(palette: list[Colour]) -> list[Colour]:
    from ..colour.names import readable_names

    names = readable_names(palette)
    return [Colour(name, c.rgb, c.char) for name, c in zip(names, palette, strict=True)]


def decode(data: bytes) -> tuple[list[list[RGBA]], list[RGBA], bool]:
    """The image's pixels as rows of 8-bit (R, G, B, A), its palette (empty unless it has one: the inks
    keep its order) and whether this package wrote it (a ``tEXt`` "Software" chunk says so)."""
    if not data.startswith(SIGNATURE):
        raise fail("not a PNG image (its first bytes are not the PNG signature)")
    header, idat, plte, trns, ours = None, [], b"", b"", False
    at = len(SIGNATURE)
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at : at + 8])
        body = data[at + 8 : at + 8 + length]
        if len(body) < length:
            raise fail(f"the PNG is cut short inside its {kind.decode('latin-1')!r} chunk")
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            plte = body
        elif kind == b"tRNS":
            trns = body
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"tEXt":
            ours |= body == _SOFTWARE
        elif kind == b"IEND":
            break
        at += 12 + length
    if header is None:
        raise fail("the PNG has no image header")
    width, height, depth, ctype, _, _, interlace = header
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise fail(f"the picture is {width}×{height} pixels; a puzzle is at most {MAX_SIDE} cells a side")
    if not idat:
        raise fail("the PNG has no image data")
    if ctype not in _CHANNELS or depth not in (1, 2, 4, 8, 16) or (ctype in (2, 4, 6) and depth < 8) or \
            (ctype == 3 and depth == 16):
        raise fail(f"unsupported PNG colour type {ctype} with bit depth {depth}")
    channels = _CHANNELS[ctype]
    expected = sum((w * channels * depth + 7) // 8 * h + h for w, h in _passes(width, height, interlace))
    try:
        raw = zlib.decompressobj().decompress(b"".join(idat), expected)
    except zlib.error as error:
        raise fail(f"the PNG's image data is damaged ({error})") from None
    if len(raw) < expected:
        raise fail("the PNG's image data is shorter than its size says")
    samples = _unfilter_passes(raw, width, height, interlace, channels, depth)
    to_rgba = _converter(ctype, depth, plte, trns)
    table = [to_rgba((i,)) for i in range(len(plte) // 3)] if ctype == 3 else []
    return [[to_rgba(px) for px in row] for row in samples], table, ours


def _passes(width: int, height: int, interlace: int) -> list[tuple[int, int]]:
    if not interlace:
        return [(width, height)]
    sizes = []
    for x0, y0, dx, dy in _ADAM7:
        w, h = (width - x0 + dx - 1) // dx, (height - y0 + dy - 1) // dy
        if w > 0 and h > 0:
            sizes.append((w, h))
    return sizes


def _unfilter_passes(raw: bytes, width: int, height: int, interlace: int, channels: int,
                     depth: int) -> list[list[tuple[int, ...]]]:
    grid: list[list[tuple[int, ...]]] = [[(0,)] * width for _ in range(height)]
    at = 0
    layout = _ADAM7 if interlace else ((0, 0, 1, 1),)
    for x0, y0, dx, dy in layout:
        w, h = (width - x0 + dx - 1) // dx, (height - y0 + dy - 1) // dy
        if w <= 0 or h <= 0:
            continue
        stride = (w * channels * depth + 7) // 8
        rows = _unfilter(raw[at : at + (stride + 1) * h], stride, h, max(1, channels * depth // 8))
        at += (stride + 1) * h
        for r, line in enumerate(rows):
            for c, px in enumerate(_pixels(line, w, channels, depth)):
                grid[y0 + r * dy][x0 + c * dx] = px
    return grid


def _unfilter(raw: bytes, stride: int, height: int, bpp: int) -> list[bytes]:
    rows: list[bytes] = []
    previous = bytearray(stride)
    for r in range(height):
        kind = raw[r * (stride + 1)]
        line = bytearray(raw[r * (stride + 1) + 1 : (r + 1) * (stride + 1)])
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif kind == 2:
            for i in range(stride):
                line[i] = (line[i] + previous[i]) & 255
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b, c = previous[i], previous[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        elif kind != 0:
            raise fail(f"the PNG's row {r + 1} has an unknown filter type {kind}")
        rows.append(bytes(line))
        previous = line
    return rows


def _pixels(line: bytes, width: int, channels: int, depth: int) -> list[tuple[int, ...]]:
    if depth == 8:
        return [tuple(line[i * channels : (i + 1) * channels]) for i in range(width)]
    if depth == 16:
        return [tuple(line[(i * channels + k) * 2] for k in range(channels)) for i in range(width)]
    per_byte, mask = 8 // depth, (1 << depth) - 1
    return [((line[i // per_byte] >> (8 - depth * (i % per_byte + 1))) & mask,) for i in range(width)]


def _converter(ctype: int, depth: int, plte: bytes, trns: bytes) -> Callable[[tuple[int, ...]], RGBA]:
    """Sample tuple → 8-bit RGBA (16-bit samples were cut to their high byte already)."""
    if ctype == 3:
        alphas = list(trns) + [255] * 256
        table = [(plte[3 * i], plte[3 * i + 1], plte[3 * i + 2], alphas[i]) for i in range(len(plte) // 3)]

        def palette(px: tuple[int, ...]) -> RGBA:
            if px[0] >= len(table):
                raise fail(f"a pixel uses palette entry {px[0]}, past the PNG's {len(table)} colours")
            return table[px[0]]

        return palette
    scale = 255 // ((1 << min(depth, 8)) - 1)
    key = struct.unpack(">H", trns[:2])[0] >> max(0, depth - 8) if ctype == 0 and len(trns) >= 2 else None
    key_rgb = tuple(v >> 8 for v in struct.unpack(">HHH", trns[:6])) if ctype == 2 and len(trns) >= 6 and depth == 16 \
        else tuple(struct.unpack(">HHH", trns[:6])) if ctype == 2 and len(trns) >= 6 else None
    if ctype == 0:
        return lambda px: (px[0] * scale, px[0] * scale, px[0] * scale, 0 if px[0] == key else 255)
    if ctype == 4:
        return lambda px: (px[0], px[0], px[0], px[1])
    if ctype == 2:
        return lambda px: (px[0], px[1], px[2], 0 if px == key_rgb else 255)
    return lambda px: (px[0], px[1], px[2], px[3])


def write(puzzles: Sequence[Puzzle]) -> bytes:
    """The goal picture as a PNG (a palette image, one pixel a cell); needs a ``goal``."""
    puzzle = one_puzzle(puzzles, NAME)
    if puzzle.goal is None:
        raise ValueError("a PNG picture needs a puzzle with a goal picture")
    require_known_numbers(puzzle, NAME)
    cells = picture_indexes(puzzle, "goal")
    colours = puzzle.colours if len(puzzle.colours) > 2 or puzzle.row_colours else \
        (Colour("white", "FFFFFF"), Colour("black", "000000"))
    drawn = puzzle_from_cells(cells, colours)
    if (drawn.rows, drawn.cols) != (puzzle.rows, puzzle.cols) or \
            (puzzle.row_colours and (drawn.row_colours, drawn.col_colours) != (puzzle.row_colours, puzzle.col_colours)):
        raise ValueError("the goal picture does not give the puzzle's clues: a PNG holds only the picture")
    plte = b"".join(bytes.fromhex(c.rgb) for c in colours)
    raw = b"".join(b"\0" + bytes(row) for row in cells)
    header = struct.pack(">IIBBBBB", puzzle.width, puzzle.height, 8, 3, 0, 0, 0)
    return SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"PLTE", plte) + _chunk(b"tEXt", _SOFTWARE) + \
        _chunk(b"IDAT", zlib.compress(raw, 9)) + _chunk(b"IEND", b"")


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def _two_by_two() -> Puzzle:
    """A 2×2 red-on-white picture, for the example above."""
    return puzzle_from_cells([[1, 1], [0, 1]], [Colour("white", "FFFFFF"), Colour("red", "FF0000")])
