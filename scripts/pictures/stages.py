"""The new packs' stages: small pictures drawn by hand, big emoji, mosaics; each result cached.

Each item (a drawing, a big emoji, a mosaic) is made once and cached in ``.cache/pictures/results``
under a key of its inputs and the code it depends on, like the emoji of the tables
(``build.py``).  The packs come out as (listing entry, puzzle objects), ready for ``curate``.
"""

from __future__ import annotations

import hashlib
import json
import os
from multiprocessing import get_context
from pathlib import Path

from nonogram_core.design.palette import Design
from nonogram_core.formats import ourjson

from . import build, drawn, mosaic, puzzle
from .catalogue import HERE
from .packs import visible
from .sources import TWEMOJI, Source, read_svgs

PROJECT = Source(
    id="drawn", package="nonogram", version="", svg_dir="", name="Drawn by hand",
    credit="drawn for the nonogram project", license="MIT", license_url="https://opensource.org/license/mit",
    url="",
    note="Drawn cell by cell for this app at their own size (from no other source, so nothing modified); "
         "a few cells changed so each puzzle has one solution.",
)
MOSAIC_CODE = "mosaic.py"
"""The one module of this folder, besides ``build.DRAWING_CODE``, that a mosaic's result depends on."""

BIG_PACK = {"id": "emoji-big", "file": "emoji-big.json", "name": "Big pictures", "colour": True,
            "source": "twemoji"}
SMALL_PACKS = {
    True: {"id": "small-colour", "file": "small-colour.json", "name": "Small pictures: colour", "colour": True,
           "source": "drawn"},
    False: {"id": "small-bw", "file": "small-bw.json", "name": "Small pictures: black and white", "colour": False,
            "source": "drawn"},
}


Job = tuple[str, tuple, str]
"""(kind, inputs, cache mode): one item to make; ``kind`` is ``drawn``, ``big`` or ``mosaic``."""


def _key(kind: str, inputs: tuple) -> str:
    """The cache key: the inputs and the code that makes them (the drawing and proving code,
    ``nonogram_core``, and for mosaics the cutting); the tables and this module are not in it."""
    code = build.code_hash("")
    if kind == "mosaic":
        code += hashlib.sha256((Path(__file__).parent / MOSAIC_CODE).read_bytes()).hexdigest()
    return hashlib.sha256(json.dumps([code, kind, *inputs], default=list).encode()).hexdigest()[:32]


def _compute(kind: str, inputs: tuple) -> dict:
    if kind == "drawn":
        title, colour, inks, rows = inputs
        made = puzzle.make(drawn.Drawing(title, colour, tuple((c, tuple(v)) for c, v in inks), tuple(rows)).cells(),
                           colour)
        if isinstance(made, str):
            return {"drop": made}
        return {"rows": list(made.rows), "palette": made.palette, "flips": made.flips, "grade": made.grade}
    if kind == "big":
        size, svg = inputs
        return puzzle.result_of("colour", size, svg)
    stem, title, size, rows, cols, svg = inputs
    return mosaic.result_of(mosaic.MosaicEntry(stem, title, size, rows, cols), svg)


def cached(job: Job) -> dict:
    """The job's result, from the cache (``.cache/pictures/results``) or made and stored there."""
    kind, inputs, cache = job
    path = build.RESULTS / f"{_key(kind, inputs)}.json"
    if cache != "off" and path.exists():
        return json.loads(path.read_text(encoding="utf-8"))
    if cache == "only":
        return {"drop": "not computed yet"}
    result = _compute(kind, inputs)
    if cache != "off":
        build.RESULTS.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_text(json.dumps(result, sort_keys=True), encoding="utf-8")
        temporary.replace(path)
    return result


PROCESSES = 2


def run(jobs: list[Job]) -> list[dict]:
    """Every job's result in the order given, made by ``PROCESSES`` processes (the order they
    finish in does not matter: each result depends on its job only)."""
    if PROCESSES <= 1 or len(jobs) <= 1:
        return [cached(job) for job in jobs]
    with get_context("spawn").Pool(PROCESSES) as pool:
        return list(pool.imap(cached, jobs, chunksize=1))


def puzzle_object(result: dict, title: str, source: Source, origin: str) -> dict:
    """One shipped puzzle as a JSON object (the same shape as the emoji packs')."""
    palette = result["palette"]
    if palette:
        palette = [palette[0], *(dict(ink, rgb=visible(ink["rgb"])) for ink in palette[1:])]
    made = Design.of(result["rows"], palette, title=title, author=source.credit, license=source.license).puzzle
    ordered: dict = {}
    for key, value in ourjson.to_object(made).items():
        ordered[key] = value
        if key == "license":
            ordered["grade"] = result["grade"]
    ordered["extra"] = {"source": origin}
    return ordered


def _listing(template: dict) -> dict:
    return dict(template)


def small_packs(cache: str = "use", only: set[str] | None = None) -> tuple[list, list[str]]:
    """The hand-drawn pictures, colour and black-and-white packs; and what could not be made."""
    items: dict[bool, list[dict]] = {True: [], False: []}
    failed = []
    drawings = [d for d in drawn.read() if only is None or d.stem in only]
    results = run([("drawn", (d.title, d.colour, d.inks, d.rows), cache) for d in drawings])
    for drawing, result in zip(drawings, results, strict=True):
        if "drop" in result:
            failed.append(f"drawn:{drawing.stem}: {result['drop']}")
            continue
        items[drawing.colour].append(puzzle_object(result, drawing.title, PROJECT, f"drawn {drawing.stem}"))
    packs = [(_listing(SMALL_PACKS[colour]), found) for colour, found in items.items() if found]
    return packs, failed


def _table(name: str) -> list[list[str]]:
    path = HERE / name
    return [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


def big_pack(cache: str = "use", only: set[str] | None = None) -> tuple[list, list[str]]:
    """``big.tsv``: whole emoji drawn at 40 to 60 cells."""
    rows = [r for r in _table("big.tsv") if only is None or r[0] in only]
    svgs = read_svgs(TWEMOJI, {r[0] for r in rows})
    items, failed = [], []
    results = run([("big", (int(size), svgs[stem]), cache) for stem, _, size in rows])
    for (stem, title, size), result in zip(rows, results, strict=True):
        if "drop" in result:
            failed.append(f"twemoji:{stem}@{size}: {result['drop']}")
            continue
        items.append(puzzle_object(result, title, TWEMOJI, f"{TWEMOJI.package}@{TWEMOJI.version} {stem}.svg"))
    return ([(_listing(BIG_PACK), items)] if items else []), failed


NEAR_FULL = 0.9
"""A tile this filled or more is a near-solid rectangle to a player: its mosaic is not shipped."""


def _without_near_full(result: dict) -> dict:
    """The mosaic's result, or a drop when a tile is near-full (checked on the fixed tiles)."""
    for r, row in enumerate(result["tiles"]):
        for c, tile in enumerate(row):
            cells = [ch for line in tile["rows"] for ch in line]
            if sum(ch != "." for ch in cells) >= NEAR_FULL * len(cells):
                return {"drop": f"tile {r + 1},{c + 1} is near-full"}
    return result


def mosaic_packs(cache: str = "use", only: set[str] | None = None) -> tuple[list, list[str]]:
    """``mosaics.tsv``: one pack per mosaic, its tiles row by row."""
    entries = [mosaic.MosaicEntry(stem, title, int(size), int(r), int(c))
               for stem, title, size, r, c in _table("mosaics.tsv") if only is None or stem in only]
    svgs = read_svgs(TWEMOJI, {e.stem for e in entries})
    packs, failed = [], []
    results = run([("mosaic", (e.stem, e.title, e.size, e.rows, e.cols, svgs[e.stem]), cache) for e in entries])
    for entry, result in zip(entries, results, strict=True):
        if "drop" not in result:
            result = _without_near_full(result)
        if "drop" in result:
            failed.append(f"mosaic {entry.title} (twemoji:{entry.stem}): {result['drop']}")
            continue
        count = entry.rows * entry.cols
        origin = f"{TWEMOJI.package}@{TWEMOJI.version} {entry.stem}.svg"
        tiles = [puzzle_object(tile, f"{entry.title}, tile {r * entry.cols + c + 1} of {count}", TWEMOJI, origin)
                 for r, row in enumerate(result["tiles"]) for c, tile in enumerate(row)]
        # The whole picture's title stays secret until its last tile: neither the pack's name nor its
        # id (seen in links) may give it away, so they carry a number and the code point.
        number = len(packs) + 1
        listing = {"id": f"mosaic-{entry.stem}", "file": f"mosaic-{entry.stem}.json", "name": f"Mosaic {number}",
                   "colour": True, "source": "twemoji",
                   "mosaic": {"rows": entry.rows, "cols": entry.cols, "title": entry.title}}
        packs.append((listing, tiles))
    return packs, failed
