"""The build's files: written only when they change, made in per-process scratch files, and results
kept in ``.cache/`` by a hash of their inputs.

Several builds may run at once on one machine (test runs, benchmarks, a developer's
``--serve``), so nothing is written in place half-made: results are made in a scratch file and
moved into place with ``Path.replace``, which is atomic.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from pathlib import Path

from sitebuild.paths import CACHE


def scratch(name: str) -> Path:
    """A file in .cache/ for this process alone (see the module's docstring)."""
    CACHE.mkdir(parents=True, exist_ok=True)
    return CACHE / f"{name}.{os.getpid()}.tmp"


def drop_stale(cached: Path, pattern: str) -> None:
    """Delete the cache files matching ``pattern`` other than ``cached`` (made for other inputs)."""
    for stale in CACHE.glob(pattern):
        if stale != cached:
            stale.unlink()


def write_if_changed(path: Path, data: bytes) -> bool:
    """Write ``data`` unless the file already holds exactly it (keeps mtimes for caches)."""
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def cached_run(kind: str, inputs: bytes, make: Callable[[Path], bool]) -> bytes | None:
    """``make(out_path) -> bool`` run once per ``inputs`` (hashed), its output kept in .cache/;
    ``None`` when ``make`` could not make it."""
    digest = hashlib.sha256(inputs).hexdigest()[:20]
    cached = CACHE / f"{kind}-{digest}"
    if not cached.exists():
        out = scratch(cached.name)
        if not make(out):
            out.unlink(missing_ok=True)
            return None
        out.replace(cached)
        drop_stale(cached, f"{kind}-*")
    return cached.read_bytes()
