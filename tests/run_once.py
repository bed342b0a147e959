"""Work the pytest workers of one run do once and share: each worker (pytest-xdist) collects every
module and has session fixtures of its own, so what a session fixture makes (the served snapshot, a
batch of Pyodide answers) would otherwise be made once per worker.  The workers of a run share one
temporary folder, the parent of each one's own; the first to need a thing makes it there under a
lock while the others wait, then all read it.  Without xdist there is no one to share with."""

from __future__ import annotations

import fcntl
import os
from collections.abc import Callable
from pathlib import Path


def run_folder(tmp_path_factory) -> Path | None:
    """The folder the pytest workers of this run share (None when pytest runs in one process)."""
    return tmp_path_factory.getbasetemp().parent if os.environ.get("PYTEST_XDIST_WORKER") else None


def once(folder: Path | None, name: str, make: Callable[[], bytes]) -> bytes:
    """``make()``'s bytes, made once per run: kept in ``folder`` under ``name`` by the first worker
    that asks (written whole before its name appears), read by the others."""
    if folder is None:
        return make()
    with open(folder / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # the other workers wait for the one making it
        done = folder / name
        if done.exists():
            return done.read_bytes()
        made = make()
        part = folder / f"{name}.part"
        part.write_bytes(made)
        part.replace(done)
        return made  # (not read back: the served snapshot is 15 MB)
