#!/usr/bin/env python3
"""Draw the web app's icons (``web/icons/``): one SVG and PNGs for the web app manifest.

The picture is a 5×5 nonogram board (the bundled "Arrow") in light squares on the ink colour of
the site, full-bleed, with the board inside the central 60% so that it survives the round or
squircle masks of "maskable" icons.  The PNGs are written with the standard library alone
(zlib + struct), deterministically, so re-running the script gives byte-identical files and a
test can check the committed icons are current::

    python3 scripts/make_icons.py          # rewrite web/icons/
"""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "web" / "icons"
PICTURE = ("..#..", ".###.", "#.#.#", "..#..", "..#..")
BACKGROUND = (0x1D, 0x23, 0x30)  # --ink in web/shared/base.css, also the manifest's theme colour
FILLED = (0xFB, 0xFA, 0xF7)  # --paper
EMPTY = (0x3D, 0x44, 0x52)  # --rule
PNG_SIZES = (192, 512)

# Layout in units of the icon's side: the board fills the central 60%, cells with gaps between.
BOARD_START = 0.2
CELL_PITCH = 0.6 / len(PICTURE)
CELL_SIZE = CELL_PITCH * 0.86
CELL_GAP = (CELL_PITCH - CELL_SIZE) / 2  # on each side of a cell


def cell_colour(row: int, col: int) -> tuple[int, int, int]:
    return FILLED if PICTURE[row][col] == "#" else EMPTY


def pixel(x: float, y: float) -> tuple[int, int, int]:
    """Colour at a point of the unit square (sampled at pixel centres)."""
    col, dx = divmod(x - BOARD_START, CELL_PITCH)
    row, dy = divmod(y - BOARD_START, CELL_PITCH)
    inside = 0 <= row < len(PICTURE) and 0 <= col < len(PICTURE[0])
    if inside and CELL_GAP <= dx < CELL_PITCH - CELL_GAP and CELL_GAP <= dy < CELL_PITCH - CELL_GAP:
        return cell_colour(int(row), int(col))
    return BACKGROUND


def png_bytes(size: int) -> bytes:
    """An 8-bit RGB PNG of the icon, ``size`` pixels a side."""
    rows = bytearray()
    for y in range(size):
        rows.append(0)  # filter type "none" for every scanline
        for x in range(size):
            rows.extend(pixel((x + 0.5) / size, (y + 0.5) / size))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit truecolour, no interlace
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
            + chunk(b"IEND", b""))


def svg_text() -> str:
    """The same picture as a scalable icon (also the pages' favicon)."""
    scale = 100
    hexes = {colour: "#{:02x}{:02x}{:02x}".format(*colour) for colour in (BACKGROUND, FILLED, EMPTY)}
    cells = []
    for r, line in enumerate(PICTURE):
        for c in range(len(line)):
            x = (BOARD_START + c * CELL_PITCH + CELL_GAP) * scale
            y = (BOARD_START + r * CELL_PITCH + CELL_GAP) * scale
            cells.append(f'  <rect x="{x:.2f}" y="{y:.2f}" width="{CELL_SIZE * scale:.2f}" '
                         f'height="{CELL_SIZE * scale:.2f}" rx="1" fill="{hexes[cell_colour(r, c)]}"/>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {scale} {scale}">\n'
            f'  <title>Nonogram</title>\n'
            f'  <rect width="{scale}" height="{scale}" fill="{hexes[BACKGROUND]}"/>\n'
            + "\n".join(cells) + "\n</svg>\n")


def icon_files() -> dict[str, bytes]:
    """File name (in web/icons/) → contents."""
    files = {"icon.svg": svg_text().encode()}
    for size in PNG_SIZES:
        files[f"icon-{size}.png"] = png_bytes(size)
    return files


def main() -> int:
    ICONS.mkdir(parents=True, exist_ok=True)
    for name, data in icon_files().items():
        (ICONS / name).write_bytes(data)
        print(f"web/icons/{name}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
