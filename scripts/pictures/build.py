"""Running the pipeline: each picture drawn and made a puzzle once, in two processes, cached.

A picture's result depends only on its SVG, how it is drawn (style and size) and the code that
draws it and proves it (this folder and ``nonogram_core``); the cache key hashes exactly those, so
a rerun redoes only what changed and a fresh checkout computes the same bytes.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from multiprocessing import get_context
from pathlib import Path

from . import puzzle, silhouette
from .catalogue import Entry
from .sources import CACHE, ROOT

RESULTS = CACHE / "results"
DRAWING_CODE = ("colournames.py", "puzzle.py", "raster.py")
"""The modules of this folder every picture's result depends on (the tables, packs and sheets do not)."""
STYLE_CODE = {"silhouette": "silhouette.py"}
"""A module only one style's results depend on."""


def code_hash(style: str = "") -> str:
    """A digest of every source file a result of ``style`` depends on."""
    digest = hashlib.sha256()
    here = Path(__file__).parent
    files = [here / name for name in DRAWING_CODE] + sorted((ROOT / "nonogram_core").rglob("*.py"))
    for path in files:
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    if style in STYLE_CODE:
        digest.update((here / STYLE_CODE[style]).read_bytes())
    return digest.hexdigest()


def cache_key(entry: Entry, svg: str, code: str) -> str:
    text = json.dumps([code, entry.source, entry.stem, entry.style, entry.size, svg])
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def _cached(job: tuple[Entry, str, str, str]) -> dict:
    entry, svg, code, cache = job
    path = RESULTS / f"{cache_key(entry, svg, code)}.json"
    if cache == "off":
        return _compute(entry, svg)
    if path.exists():
        return json.loads(path.read_text(encoding="utf-8"))
    if cache == "only":
        return {"drop": "not computed yet"}
    result = _compute(entry, svg)
    RESULTS.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(result, sort_keys=True), encoding="utf-8")
    temporary.replace(path)
    return result


def _compute(entry: Entry, svg: str) -> dict:
    if entry.style == "silhouette":
        return silhouette.result_of(entry.size, svg)
    return puzzle.result_of(entry.style, entry.size, svg)


def run(jobs: Iterable[tuple[Entry, str]], processes: int = 2, progress: bool = True, cache: str = "use") -> list[dict]:
    """Every job's result, in the order given (whatever order the processes finish in).

    ``cache``: ``use`` the cached results and store new ones, ``only`` compute nothing (a quick
    partial build from what the cache holds), ``off`` compute everything and store nothing."""
    codes = {style: code_hash(style) for style in ("", *STYLE_CODE)}
    work = [(entry, svg, codes.get(entry.style, codes[""]), cache) for entry, svg in jobs]
    if processes <= 1:
        results = [_cached(job) for job in work]
    else:
        with get_context("spawn").Pool(processes) as pool:
            results = []
            for done, result in enumerate(pool.imap(_cached, work, chunksize=1), 1):
                results.append(result)
                if progress and (done % 25 == 0 or done == len(work)):
                    print(f"  {done}/{len(work)} pictures", flush=True)
    return results
