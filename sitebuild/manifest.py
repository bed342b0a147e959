"""``precache.json``: every file of the site with a content hash, and the bytes each costs a visitor.

Read by the service worker (``web/sw.js``) to cache the app for offline use, by the page, which
shows the version and offers the offline copy, and by the solver's worker, which keeps its memory
snapshot under ``runtime``.  Which paths are precached, lazy or part of the runtime is data in
``sitebuild.paths``.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from pathlib import Path
from typing import Any

from sitebuild.cache import write_if_changed
from sitebuild.paths import CACHE, LAZY_DIRS, NOT_SERVED, PRECACHE_SKIP, RUNTIME_FILES
from sitebuild.runtime import PYODIDE_VERSION
from sitebuild.wheel import package_version

# Already compressed: served as they are (GitHub Pages gzips the rest).
COMPRESSED = (".zip", ".whl", ".png", ".gz", ".jpg", ".webp", ".woff2")


def transfer_size(path: Path, data: bytes) -> int:
    """Bytes on the wire for a file served gzipped as GitHub Pages does (compressed files as
    they are).  Cached by content in .cache/gzip-sizes.json (gzipping the runtime takes a second)."""
    if path.suffix in COMPRESSED:
        return len(data)
    key = hashlib.sha256(data).hexdigest()[:24]
    sizes = _gzip_sizes()
    if key not in sizes:
        sizes[key] = min(len(data), len(gzip.compress(data, compresslevel=6, mtime=0)))
    return sizes[key]


_GZIP_SIZES: dict[str, int] | None = None


def _gzip_sizes() -> dict[str, int]:
    global _GZIP_SIZES
    if _GZIP_SIZES is None:
        try:
            _GZIP_SIZES = json.loads((CACHE / "gzip-sizes.json").read_text())
        except (OSError, ValueError):
            _GZIP_SIZES = {}
    return _GZIP_SIZES


def _save_gzip_sizes() -> None:
    if _GZIP_SIZES is not None:
        CACHE.mkdir(parents=True, exist_ok=True)
        write_if_changed(CACHE / "gzip-sizes.json", json.dumps(_GZIP_SIZES, sort_keys=True).encode())


def precache_manifest(web: Path, wheel: Path) -> dict[str, Any]:
    """Every file of the site (relative URLs) and one hash over all of their contents.

    The service worker names its cache after the hash, so any change to any file makes the next
    visit fetch a fresh copy of ``files`` (and drop the old cache).  Files under ``LAZY_DIRS``
    are not in ``files`` (not precached at install) but in ``lazy`` with their own content hash:
    kept by that hash, across updates that leave them unchanged (web/sw.js).
    ``runtime``: one hash over what the solver's worker runs, the key of its saved memory snapshot
    (a redeploy that changes any of it makes a new one).  ``transfer``: the bytes a first visit
    downloads (gzipped); ``transfer_sizes``: each kept file's, so the worker can say how much it is
    downloading.
    """
    files = []
    lazy, sizes = {}, {}
    total, runtime = hashlib.sha256(), hashlib.sha256()
    for path in sorted(web.rglob("*")):
        relative = path.relative_to(web).as_posix()
        if (not path.is_file() or relative in PRECACHE_SKIP or path.name.startswith(".")
                or path.name.endswith(NOT_SERVED)):
            continue
        data = path.read_bytes()
        digest = hashlib.sha256(data).digest()
        if relative.startswith(LAZY_DIRS):
            lazy[relative] = digest.hex()[:16]
        else:
            files.append(relative)
        if relative.startswith(RUNTIME_FILES):
            runtime.update(relative.encode() + b"\0" + digest)
        total.update(relative.encode() + b"\0" + digest)
        sizes[relative] = transfer_size(path, data)
    _save_gzip_sizes()
    return {
        "hash": total.hexdigest()[:16],
        "version": package_version(),  # shown in the pages' footer
        "wheel": wheel.relative_to(web).as_posix(),
        "runtime": runtime.hexdigest()[:16],
        "pyodide": PYODIDE_VERSION,
        "files": files,
        "bytes": sum((web / f).stat().st_size for f in [*files, *lazy]),
        "transfer": sum(sizes.values()),
        "transfer_sizes": {path: sizes[path] for path in lazy},
        "lazy": lazy,
    }
