"""Where the site build reads and writes, and how it treats each of web/'s paths.

The lists below are data on purpose: when a file of web/ moves, this is the one place the build
learns of it (the service worker and the worker read the outcome from ``precache.json``).
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
"""The repository: the package's sources, ``pyproject.toml`` and ``web/``."""
WEB = ROOT / "web"
"""The site: static files from git plus what the build writes (``GENERATED``)."""
CACHE = ROOT / ".cache"
"""Downloads and results cached by their inputs' hash, so that a rebuild is offline and fast."""
PACKAGE = "nonogram_core"

GENERATED = ("pyodide", "wheels", "precache.json")
"""What ``build_site`` writes into a site folder (never copied from ``web/`` by ``--out``)."""
PRECACHE_SKIP = {"precache.json"}
"""Files the precache manifest does not list (it is the manifest)."""
LAZY_DIRS = ("pyodide/", "wheels/", "pictures/")
"""Not precached when the service worker installs, but kept by content hash (web/sw.js, "lazy" in
the manifest), so a redeploy that leaves them unchanged downloads them no more: the runtime and
the wheel (the solver's worker fetches them at once and keeps them), the picture packs (fetched
once the solver is ready, or when opened)."""
RUNTIME_FILES = ("solver/worker.js", "solver/pyodide-start.mjs", "pyodide/", "wheels/")
"""What the solver's worker runs (web/solver/worker.js): its memory snapshot is kept under a hash of these."""
NOT_SERVED = (".test.mjs",)
"""Never part of the site: the unit tests beside the modules (web/<folder>/*.test.mjs, run by node --test)."""
PICTURES = "pictures"
"""The picture packs' folder, left out with ``--no-pictures``."""
LIBRARY = "library.json"
"""The library the player lists, replaced by ``--collection``."""
