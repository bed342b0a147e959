"""Reading the shipped packs back, and writing the whole library: the packs and ``packs.json``.

The emoji and icon packs of the tables cost hours to draw and fix from an empty cache on a shared
machine, so the staged build takes them as shipped (``web/pictures/``) unless asked to redraw them
(``--redraw``): ``curate`` then only re-checks, re-grades and re-sorts them.
"""

from __future__ import annotations

import json
from pathlib import Path

from .catalogue import PACKS
from .packs import _source_entry, _write_if_changed
from .sources import SOURCES, Source

Pack = tuple[dict, list[dict]]


def shipped(out: Path) -> list[Pack]:
    """The table packs as they are in ``out`` (``[]`` for a pack not there)."""
    packs = []
    for pack_id, (name, source, colour) in PACKS.items():
        path = out / f"{pack_id}.json"
        if path.exists():
            listing = {"id": pack_id, "file": path.name, "name": name, "colour": colour, "source": source}
            packs.append((listing, json.loads(path.read_text(encoding="utf-8"))))
    return packs


def as_packs(written: dict[str, list[dict]]) -> list[Pack]:
    """The table packs just drawn (``packs.write``'s result) in the same shape."""
    return [({"id": pack_id, "file": f"{pack_id}.json", "name": PACKS[pack_id][0], "colour": PACKS[pack_id][2],
              "source": PACKS[pack_id][1]}, items) for pack_id, items in written.items()]


def write(out: Path, packs: list[Pack], sources: tuple[Source, ...], notices: dict[str, str]) -> None:
    """Every pack file, ``packs.json`` (packs in the order given) and the licence notices; pack
    files of packs no longer listed are removed."""
    from nonogram_core.formats import _json

    out.mkdir(parents=True, exist_ok=True)
    names = {listing["file"] for listing, _ in packs}
    for stale in out.glob("*.json"):
        if stale.name not in names and stale.name != "packs.json":
            stale.unlink()
    listing_out = []
    for listing, items in packs:
        _write_if_changed(out / listing["file"], _json.dump(items))
        entry = {key: listing[key] for key in ("id", "file", "name", "colour", "source")}
        entry["count"] = len(items)
        if "mosaic" in listing:
            entry["mosaic"] = listing["mosaic"]
        entry["puzzles"] = [{"width": len(p["cols"]), "height": len(p["rows"]), "grade": p["grade"]} for p in items]
        listing_out.append(entry)
    used = {listing["source"] for listing, _ in packs}
    document = {"packs": listing_out, "sources": [_source_entry(s) for s in sources if s.id in used]}
    _write_if_changed(out / "packs.json", json.dumps(document, indent=1, ensure_ascii=False) + "\n")
    for name, text in notices.items():
        _write_if_changed(out / name, text)


__all__ = ["SOURCES", "as_packs", "shipped", "write"]
