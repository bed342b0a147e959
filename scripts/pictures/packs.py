"""Writing ``web/pictures/``: one JSON file per pack in the project's JSON, and ``packs.json``.

Each puzzle is what ``nonogram_core.formats.ourjson`` writes (clues, goal, palette and block
colours for colour ones, title, author, license) plus ``grade``, the word ``grade()`` gives, and
``extra.source``, the file it was drawn from.  A pack lists its puzzles easy → hard (grade, then
cells, then title), so the index of a puzzle in its pack is stable while the inputs are.
"""

from __future__ import annotations

import json
from pathlib import Path

from nonogram_core.design.palette import Design
from nonogram_core.formats import _json, ourjson

from .catalogue import PACKS, Entry
from .sources import SOURCES, Source

GRADE_ORDER = {"trivial": 0, "easy": 1, "medium": 2, "hard": 3}


def puzzle_object(entry: Entry, result: dict, source: Source) -> dict:
    """One shipped puzzle as a JSON object."""
    metadata = {"title": entry.title, "author": source.credit, "license": source.license}
    palette = result["palette"]
    if palette:
        palette = [palette[0], *(dict(ink, rgb=visible(ink["rgb"])) for ink in palette[1:])]
    puzzle = Design.of(result["rows"], palette, **metadata).puzzle
    obj = ourjson.to_object(puzzle)
    ordered: dict = {}
    for key, value in obj.items():
        ordered[key] = value
        if key == "license":
            ordered["grade"] = result["grade"]
    ordered["extra"] = {"source": f"{source.package}@{source.version} {entry.stem}.svg"}
    return ordered


PALEST = 90.0
"""The lightest an ink may be (CIE L*): the board's empty cells are white, and a white ink must show."""


def visible(rgb: str) -> str:
    """``rgb`` darkened, hue kept, until its lightness is at most ``PALEST``.

    >>> visible("FFFFFF"), visible("E03030")
    ('E2E2E2', 'E03030')
    """
    from .raster import _lab

    def lightness(rgb: list[int]) -> float:
        return _lab((rgb[0] << 16) | (rgb[1] << 8) | rgb[2])[0]

    channels = [int(rgb[i:i + 2], 16) for i in (0, 2, 4)]
    scale = 1.0
    while lightness([round(v * scale) for v in channels]) > PALEST:
        scale -= 0.005
    return "".join(f"{round(v * scale):02X}" for v in channels)


def sort_key(item: tuple[Entry, dict]) -> tuple:
    entry, result = item
    rows = result["rows"]
    return GRADE_ORDER[result["grade"]], len(rows) * len(rows[0]), entry.title.lower(), entry.stem


def objects(chosen: list[tuple[Entry, dict]]) -> dict[str, list[dict]]:
    """The puzzles of each table pack (in ``PACKS`` order), easy → hard, without writing them."""
    sources = {source.id: source for source in SOURCES}
    by_pack: dict[str, list[tuple[Entry, dict]]] = {}
    for entry, result in chosen:
        by_pack.setdefault(entry.pack, []).append((entry, result))
    return {pack_id: [puzzle_object(e, r, sources[PACKS[pack_id][1]])
                      for e, r in sorted(by_pack[pack_id], key=sort_key)]
            for pack_id in PACKS if by_pack.get(pack_id)}


def write(out: Path, chosen: list[tuple[Entry, dict]], licence_text: str) -> dict[str, list[dict]]:
    """Write every pack and packs.json into ``out``; returns the puzzles by pack id."""
    sources = {source.id: source for source in SOURCES}
    by_pack: dict[str, list[tuple[Entry, dict]]] = {}
    for entry, result in chosen:
        by_pack.setdefault(entry.pack, []).append((entry, result))
    out.mkdir(parents=True, exist_ok=True)
    for stale in out.glob("*.json"):
        if stale.stem not in by_pack and stale.name != "packs.json":
            stale.unlink()
    listing = []
    written: dict[str, list[dict]] = {}
    for pack_id, (name, source_id, colour) in PACKS.items():
        items = sorted(by_pack.get(pack_id, []), key=sort_key)
        if not items:
            continue
        source = sources[source_id]
        puzzles = [puzzle_object(entry, result, source) for entry, result in items]
        _write_if_changed(out / f"{pack_id}.json", _json.dump(puzzles))
        written[pack_id] = puzzles
        listing.append({
            "id": pack_id, "file": f"{pack_id}.json", "name": name, "colour": colour,
            "source": source.id, "count": len(puzzles),
            "puzzles": [{"width": len(p["cols"]), "height": len(p["rows"]), "grade": p["grade"]} for p in puzzles],
        })
    document = {"packs": listing, "sources": [_source_entry(s) for s in SOURCES]}
    _write_if_changed(out / "packs.json", json.dumps(document, indent=1, ensure_ascii=False) + "\n")
    _write_if_changed(out / "LICENSE-pixelarticons.txt", licence_text)
    return written


def _source_entry(source: Source) -> dict[str, str]:
    return {"id": source.id, "name": source.name, "credit": source.credit, "license": source.license,
            "license_url": source.license_url, "url": source.url, "note": source.note}


def _write_if_changed(path: Path, text: str) -> None:
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
