"""Contact sheets: the solved pictures in a grid with their titles, for a person to review.

Pillow draws them (the ``pictures`` extra); they go to a folder outside the repository's tracked
files.  Each tile shows the picture's cells, its title, its size and grade and its review key, so a
dropped picture can be named in ``scripts/pictures-review.txt``.
"""

from __future__ import annotations

from pathlib import Path

TILE = 200
CELL_AREA = 150
COLUMNS = 6
ROWS = 5


def draw_all(folder: Path, written: dict[str, list[dict]], reviewed: list) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.png"):
        old.unlink()
    for pack_id, puzzles in written.items():
        tiles = [(p, f"{i}. {p['title']}", f"{len(p['cols'])}x{len(p['rows'])} {p['grade']} {_key(p)}")
                 for i, p in enumerate(puzzles, 1)]
        _sheets(folder, pack_id, tiles)
    if reviewed:
        from .packs import puzzle_object
        from .sources import SOURCES

        by_id = {s.id: s for s in SOURCES}
        tiles = []
        for entry, result in reviewed:
            p = puzzle_object(entry, result, by_id[entry.source])
            tiles.append((p, p["title"], entry.key))
        _sheets(folder, "dropped", tiles)


def draw_packs(folder: Path, packs: list[tuple[dict, list[dict]]]) -> None:
    """Sheets of every pack, and for the mosaics one sheet of the whole pictures (tiles joined)."""
    draw_all(folder, {listing["id"]: items for listing, items in packs if "mosaic" not in listing}, [])
    wholes = []
    for listing, items in packs:
        if "mosaic" in listing:
            shape = listing["mosaic"]
            wholes.append((joined(items, shape["rows"], shape["cols"]), shape["title"],
                           f"{shape['rows']}x{shape['cols']} tiles {listing['id']}"))
    if wholes:
        _sheets(folder, "mosaics", wholes)


def joined(tiles: list[dict], rows: int, cols: int) -> dict:
    """The mosaic's whole picture as one puzzle-like object (goal and colours) for drawing."""
    goal = []
    for r in range(rows):
        row_tiles = tiles[r * cols:(r + 1) * cols]
        goal += ["".join(t["goal"][line] for t in row_tiles) for line in range(len(row_tiles[0]["goal"]))]
    return {"goal": goal, "colours": tiles[0].get("colours", [])}


def _key(puzzle: dict) -> str:
    return puzzle["extra"]["source"].split(" ")[-1].removesuffix(".svg")


def _sheets(folder: Path, name: str, tiles: list) -> None:
    from PIL import Image, ImageDraw

    per_sheet = COLUMNS * ROWS
    for start in range(0, len(tiles), per_sheet):
        sheet = Image.new("RGB", (COLUMNS * TILE, ROWS * TILE), "white")
        pen = ImageDraw.Draw(sheet)
        for n, (puzzle, title, note) in enumerate(tiles[start:start + per_sheet]):
            x, y = (n % COLUMNS) * TILE, (n // COLUMNS) * TILE
            _picture(sheet, puzzle, x + (TILE - CELL_AREA) // 2, y + 4)
            pen.text((x + 4, y + CELL_AREA + 10), title[:32], fill="black")
            pen.text((x + 4, y + CELL_AREA + 26), note[:34], fill=(90, 90, 90))
            pen.rectangle((x, y, x + TILE - 1, y + TILE - 1), outline=(200, 200, 200))
        sheet.save(folder / f"{name}-{start // per_sheet + 1:02d}.png")


def _picture(sheet, puzzle: dict, left: int, top: int) -> None:
    from PIL import ImageDraw

    goal = puzzle["goal"]
    height, width = len(goal), len(goal[0])
    cell = max(1, CELL_AREA // max(width, height))
    rgb = {".": (255, 255, 255), "#": (0, 0, 0)}  # empty cells white, as on the board
    for colour in puzzle.get("colours", [])[1:]:
        rgb[colour["char"]] = tuple(int(colour["rgb"][i:i + 2], 16) for i in (0, 2, 4))
    pen = ImageDraw.Draw(sheet)
    for r, line in enumerate(goal):
        for c, ch in enumerate(line):
            x, y = left + c * cell, top + r * cell
            pen.rectangle((x, y, x + cell - 1, y + cell - 1), fill=rgb.get(ch, (255, 0, 255)))
    pen.rectangle((left - 1, top - 1, left + width * cell, top + height * cell), outline=(150, 150, 150))
