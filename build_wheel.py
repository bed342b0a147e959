#!/usr/bin/env python3
"""Build the ``nonogram_core`` wheel and lay out the complete static site in ``web/``.

Needs only the standard library and ``npm`` (once, for the Pyodide runtime), so it is the first
command a newcomer runs::

    python3 build_wheel.py            # build web/ (fast when nothing changed)
    python3 build_wheel.py --serve    # build, then serve web/ at http://127.0.0.1:8000/

What it writes (all git-ignored, all regenerated from the repository and the download cache):

* ``web/wheels/nonogram_core-<version>-py3-none-any.whl`` -- the browser's wheel: the modules the
  worker loads (not the command line's nor batches'), as bytecode compiled by the vendored Pyodide
  (node) instead of sources, built with ``zipfile`` with fixed timestamps, so an unchanged package
  gives a byte-identical wheel (and an unchanged precache hash);
* ``web/pyodide/`` -- the runtime files of the npm package ``pyodide`` (never a CDN), with the
  standard library trimmed to what the package imports (site_runtime.py);
* ``web/precache.json`` -- every file of the site with a content hash, read by the service
  worker (``web/sw.js``) to cache the app for offline use, by the page (``web/offline.js``) and
  by the solver's worker (``web/solver/worker.js``), which keeps its memory snapshot under ``runtime``.

Downloads are cached in ``.cache/`` so rebuilding is offline and takes well under a second.
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import io
import json
import re
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from site_runtime import (  # noqa: E402  (the runtime's half of the build, beside this script)
    CACHE,
    PYODIDE_VERSION,
    full_runtime,
    pyodide_bytecode,
    vendor_pyodide,
    write_if_changed,
)

PACKAGE = "nonogram_core"
WEB = ROOT / "web"

# Fixed timestamp (1980-01-01, the zip epoch) keeps wheels reproducible.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
PRECACHE_SKIP = {"precache.json"}
# Never part of the site: the unit tests beside the modules (web/<folder>/*.test.mjs, run by node --test).
NOT_SERVED = (".test.mjs",)
# Not precached when the service worker installs, but kept by content hash (web/sw.js, "lazy" in
# the manifest), so a redeploy that leaves them unchanged downloads them no more: the runtime and
# the wheel (the solver's worker fetches them at once and keeps them), the picture packs (fetched
# once the solver is ready, or when opened).
LAZY_DIRS = ("pyodide/", "wheels/", "pictures/")
# What the solver's worker needs (web/solver/worker.js): its memory snapshot is kept under a hash of these.
RUNTIME_FILES = ("solver/worker.js", "solver/pyodide-start.mjs", "pyodide/", "wheels/")
# Modules of the package the browser never loads: the command line and batches.
NOT_IN_BROWSER = ("cli/", "batch/", "__main__.py")
# Already compressed: served as they are (GitHub Pages gzips the rest).
COMPRESSED = (".zip", ".whl", ".png", ".gz", ".jpg", ".webp", ".woff2")


def package_version() -> str:
    """``nonogram_core.__version__``, read from the source (the one place the version is written)."""
    source = (ROOT / "nonogram_core" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"$', source, re.MULTILINE)
    if match is None:
        raise SystemExit("nonogram_core/__init__.py has no __version__ = \"...\" line")
    return match.group(1)


def project_metadata() -> dict[str, str]:
    """Name, summary and licence from ``pyproject.toml`` (tomllib when available); the version
    from the package (``package_version``), which pyproject.toml also reads."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    try:
        import tomllib

        project = tomllib.loads(text)["project"]
        licence = project.get("license", {})
        return {
            "name": project["name"],
            "version": package_version(),
            "summary": project.get("description", ""),
            "requires_python": project.get("requires-python", ""),
            "license": licence.get("text", "") if isinstance(licence, dict) else str(licence),
            "scripts": project.get("scripts", {}),
        }
    except ModuleNotFoundError:  # Python < 3.11: the few fields we need, by pattern
        def field(key: str) -> str:
            match = re.search(rf'^{key}\s*=\s*"([^"]*)"', text, re.MULTILINE)
            return match.group(1) if match else ""

        return {
            "name": field("name"),
            "version": package_version(),
            "summary": field("description"),
            "requires_python": field("requires-python"),
            "license": "MIT",
            "scripts": {"nonogram": "nonogram_core.cli:main"},
        }


def package_files(browser: bool = True) -> list[Path]:
    """The files that go into the wheel: every module (with ``browser``, only those the browser
    loads), the data files and ``py.typed``, never caches."""
    return [
        path
        for path in sorted((ROOT / PACKAGE).rglob("*"))
        if path.is_file()
        and "__pycache__" not in path.parts
        and not (browser and path.relative_to(ROOT / PACKAGE).as_posix().startswith(NOT_IN_BROWSER))
        and (path.suffix in {".py", ".json", ".txt"} or path.name == "py.typed")
    ]


def _record_hash(data: bytes) -> str:
    digest = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def wheel_bytes(meta: dict, bytecode: dict[str, bytes] | None = None, browser: bool = True) -> tuple[str, bytes]:
    """Build the wheel in memory; returns name and contents.  With ``bytecode`` (``<module>.pyc``
    by path), each module that has it ships as bytecode only (sourceless: Python imports a
    ``.pyc`` found where the ``.py`` would be).  ``browser``: the worker's wheel, without the
    command line and batches; otherwise the whole package with its ``nonogram`` script, as
    ``pip install .`` gives a CPython user (``bench/peers.py --installed`` times that one)."""
    name, version = meta["name"], meta["version"]
    dist_info = f"{name}-{version}.dist-info"
    bytecode = bytecode or {}
    entries: list[tuple[str, bytes]] = []
    for path in package_files(browser):
        relative = path.relative_to(ROOT).as_posix()
        compiled = relative.removesuffix(".py") + ".pyc"
        if path.suffix == ".py" and compiled in bytecode:
            entries.append((compiled, bytecode[compiled]))
        else:
            entries.append((relative, path.read_bytes()))
    metadata = [
        "Metadata-Version: 2.1",
        f"Name: {name}",
        f"Version: {version}",
        f"Summary: {meta['summary']}",
        f"License: {meta['license']}",
    ]
    if meta["requires_python"]:
        metadata.append(f"Requires-Python: {meta['requires_python']}")
    entries.append((f"{dist_info}/METADATA", ("\n".join(metadata) + "\n").encode()))
    wheel = "Wheel-Version: 1.0\nGenerator: build_wheel.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    entries.append((f"{dist_info}/WHEEL", wheel.encode()))
    if not browser:
        lines = ["[console_scripts]"] + [f"{k} = {v}" for k, v in meta["scripts"].items()]
        entries.append((f"{dist_info}/entry_points.txt", ("\n".join(lines) + "\n").encode()))
    entries.append((f"{dist_info}/top_level.txt", f"{PACKAGE}\n".encode()))
    record = "".join(f"{path},{_record_hash(data)},{len(data)}\n" for path, data in entries)
    record += f"{dist_info}/RECORD,,\n"
    entries.append((f"{dist_info}/RECORD", record.encode()))

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, data in entries:
            info = zipfile.ZipInfo(path, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return f"{name}-{version}-py3-none-any.whl", buffer.getvalue()


def build_wheel(out_dir: Path, bytecode: dict[str, bytes] | None = None, browser: bool = True) -> Path:
    """Write our wheel into ``out_dir`` (its modules as ``bytecode`` where given; ``browser``: as
    ``wheel_bytes`` says)."""
    filename, data = wheel_bytes(project_metadata(), bytecode, browser)
    target = out_dir / filename
    for stale in out_dir.glob("*.whl"):
        if stale != target:
            stale.unlink()
    for stale in out_dir.glob("*.snapshot.gz"):  # shipped by older builds
        stale.unlink()
    write_if_changed(target, data)
    return target


# ---------------------------------------------------------------------------------------------
# Precache manifest


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


def precache_manifest(web: Path, wheel: Path) -> dict:
    """Every file of the site (relative URLs) and one hash over all of their contents.

    The service worker names its cache after the hash, so any change to any file makes the next
    visit fetch a fresh copy of ``files`` (and drop the old cache).  Files under ``LAZY_DIRS``
    are not in ``files`` (not precached at install) but in ``lazy`` with their own content hash:
    kept by that hash, across updates that leave them unchanged (web/sw.js, web/offline.js).
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
        skipped = relative in PRECACHE_SKIP or path.name.startswith(".") or path.name.endswith(NOT_SERVED)
        if not path.is_file() or skipped:
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
        "version": package_version(),  # shown in the pages' footer (web/site.js)
        "wheel": wheel.relative_to(web).as_posix(),
        "runtime": runtime.hexdigest()[:16],
        "pyodide": PYODIDE_VERSION,
        "files": files,
        "bytes": sum((web / f).stat().st_size for f in [*files, *lazy]),
        "transfer": sum(sizes.values()),
        "transfer_sizes": {path: sizes[path] for path in lazy},
        "lazy": lazy,
    }


def build_site(web: Path = WEB) -> dict:
    """Lay out everything the static site needs; returns the precache manifest."""
    _, pure = wheel_bytes(project_metadata())
    vendor_pyodide(web / "pyodide", pure)
    wheel = build_wheel(web / "wheels", pyodide_bytecode(pure, full_runtime()))
    manifest = precache_manifest(web, wheel)
    write_if_changed(web / "precache.json", (json.dumps(manifest, indent=1) + "\n").encode())
    return manifest


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--serve", action="store_true", help="serve web/ after building")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    # Publishing your own puzzles (site_collections.py): the library is exactly these collections.
    parser.add_argument("--collection", action="append", default=[], metavar="FILE",
                        help="a puzzle file (or a folder of them) whose puzzles make the library; repeatable")
    parser.add_argument("--no-pictures", action="store_true", help="leave the picture packs out of the site")
    parser.add_argument("--allow-multiple", action="store_true",
                        help="publish puzzles that do not have exactly one solution (with a warning)")
    parser.add_argument("--out", metavar="DIR", help="build the complete site in DIR instead of web/")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    import site_collections

    site = Path(args.out) if args.out else WEB
    manifest = (site_collections.publish(args.collection, out=args.out, pictures=not args.no_pictures,
                                         allow_multiple=args.allow_multiple, build_site=build_site)
                if args.collection or args.out or args.no_pictures else build_site())
    print(f"built {site}/: {len(manifest['files']) + len(manifest['lazy'])} files, {manifest['bytes'] / 1e6:.1f} MB "
          f"({manifest['transfer'] / 1e6:.1f} MB gzipped), wheel {manifest['wheel']}, precache {manifest['hash']}")
    if args.serve:
        import serve

        return serve.main(["--host", args.host, "--port", str(args.port), str(site)])
    return 0


if __name__ == "__main__":
    sys.exit(main())
