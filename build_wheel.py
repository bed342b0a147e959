#!/usr/bin/env python3
"""Build the ``nonogram_core`` wheel and lay out the complete static site in ``web/``.

Needs only the standard library, ``pip`` (for micropip) and ``npm`` (for the Pyodide runtime), so
it is the first command a newcomer runs::

    python3 build_wheel.py            # build web/ (fast when nothing changed)
    python3 build_wheel.py --serve    # build, then serve web/ at http://127.0.0.1:8000/

What it writes (all git-ignored, all regenerated from the repository and the download cache):

* ``web/wheels/nonogram_core-<version>-py3-none-any.whl`` -- built with ``zipfile`` with fixed
  timestamps, so an unchanged package gives a byte-identical wheel (and an unchanged precache hash),
  plus bytecode compiled by the vendored Pyodide (node) so the browser need not compile on load;
* ``web/wheels/micropip-0.11.1-py3-none-any.whl`` -- from PyPI (``pip download``); the worker
  loads it by URL because Pyodide's lock file hashes a different build of it;
* ``web/pyodide/`` -- the five runtime files of the npm package ``pyodide`` (never a CDN);
* ``web/wheels/nonogram_core-<version>-py3-none-any.snapshot.gz`` -- a Pyodide memory snapshot
  with the package imported (made under node), which the worker restores instead of starting
  Python from scratch;
* ``web/precache.json`` -- every file of the site with a content hash, read by the service
  worker (``web/sw.js``) to cache the app for offline use and by the worker to find the wheel.

Downloads are cached in ``.cache/`` so rebuilding is offline and takes well under a second.
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
PACKAGE = "nonogram_core"
WEB = ROOT / "web"
CACHE = ROOT / ".cache"

PYODIDE_VERSION = "314.0.7"
PYODIDE_RUNTIME = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
MICROPIP_WHEEL = "micropip-0.11.1-py3-none-any.whl"

# Fixed timestamp (1980-01-01, the zip epoch) keeps wheels reproducible.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
PRECACHE_SKIP = {"precache.json"}
# Loaded when needed, not precached: the picture packs (hundreds of puzzles a visitor may never
# open).  The service worker keeps each one once fetched (web/sw.js, "lazy" in the manifest).
LAZY_DIRS = ("pictures/",)


# ---------------------------------------------------------------------------------------------
# The wheel


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


def package_files() -> list[Path]:
    """The files that go into the wheel: every module and ``py.typed``, never caches."""
    return [
        path
        for path in sorted((ROOT / PACKAGE).rglob("*"))
        if path.is_file()
        and "__pycache__" not in path.parts
        and (path.suffix in {".py", ".json", ".txt"} or path.name == "py.typed")
    ]


def _record_hash(data: bytes) -> str:
    digest = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def wheel_bytes(meta: dict, extra: dict[str, bytes] | None = None) -> tuple[str, bytes]:
    """Build the wheel in memory (plus ``extra`` files, e.g. bytecode); returns name and contents."""
    name, version = meta["name"], meta["version"]
    dist_info = f"{name}-{version}.dist-info"
    entries: list[tuple[str, bytes]] = [
        (path.relative_to(ROOT).as_posix(), path.read_bytes()) for path in package_files()
    ]
    entries += sorted((extra or {}).items())
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
    if meta["scripts"]:
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


PRECOMPILE_JS = r"""
import { loadPyodide } from "%(pyodide)s";
const [wheel, out] = process.argv.slice(2);
const fs = await import("node:fs");
const py = await loadPyodide({ indexURL: "%(index)s", stdout: () => {}, stderr: () => {} });
py.FS.writeFile("/tmp/pure.whl", fs.readFileSync(wheel));
const result = py.runPython(`
import base64, compileall, json, os, py_compile, sysconfig, zipfile
zipfile.ZipFile("/tmp/pure.whl").extractall("/tmp/src")
target = sysconfig.get_paths()["purelib"]
compileall.compile_dir("/tmp/src", quiet=2, ddir=target,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
found = {}
for folder, _, files in os.walk("/tmp/src"):
    for name in files:
        if name.endswith(".pyc"):
            path = os.path.join(folder, name)
            found[os.path.relpath(path, "/tmp/src")] = base64.b64encode(open(path, "rb").read()).decode()
json.dumps(found)
`);
fs.writeFileSync(out, result);
"""


def pyodide_bytecode(pure_wheel: bytes, runtime: Path) -> dict[str, bytes]:
    """``__pycache__/*.pyc`` for every module, compiled by the vendored Pyodide itself.

    Pyodide's file system lives in memory, so without these every page load compiles the whole
    package from source again (about a second in WebAssembly).  Unchecked-hash pycs are used as
    they are; CPython ignores them (another cache tag).  Cached by the pure wheel's hash and this
    script; empty (a slower but working wheel) when node cannot run.
    """
    digest = hashlib.sha256(pure_wheel + f"{PYODIDE_VERSION} {PRECOMPILE_JS}".encode()).hexdigest()[:20]
    cached = CACHE / f"pyc-{digest}.json"
    if not cached.exists():
        wheel, out = scratch("pure.whl"), scratch(cached.name)
        wheel.write_bytes(pure_wheel)
        done = run_under_pyodide("precompile.mjs", PRECOMPILE_JS, runtime, wheel, out)
        wheel.unlink()
        if done is None:
            print("warning: node not found; the wheel ships without Pyodide bytecode (slower start)")
            return {}
        if done.returncode != 0:
            print(f"warning: precompiling for Pyodide failed; shipping source only\n{done.stderr[-800:]}")
            out.unlink(missing_ok=True)
            return {}
        out.replace(cached)
        drop_stale(cached, "pyc-*.json")
    return {path: base64.b64decode(data) for path, data in json.loads(cached.read_text()).items()}


SNAPSHOT_JS = r"""
import { loadPyodide } from "%(pyodide)s";
const [wheel, out] = process.argv.slice(2);
const fs = await import("node:fs");
// PYTHONMALLOC: the allocator web/worker.js asks for (PYTHON_ENV there); the snapshot keeps it
const py = await loadPyodide({ indexURL: "%(index)s", _makeSnapshot: true, stdout: () => {},
                              env: { PYTHONMALLOC: "mimalloc" } });
py.FS.writeFile("/tmp/ours.whl", fs.readFileSync(wheel));
const failed = py.runPython(`
import os, sysconfig, zipfile
zipfile.ZipFile("/tmp/ours.whl").extractall(sysconfig.get_paths()["purelib"])
%(imports)s
import nonogram_core
SKIPPED = ("nonogram_core.cli", "nonogram_core.__main__", "nonogram_core.batch")  # CLI and batches: no browser use
failed = []
top = os.path.dirname(os.path.dirname(nonogram_core.__file__))
for folder, _, files in sorted(os.walk(os.path.dirname(nonogram_core.__file__))):
    for file in sorted(files):
        if file.endswith(".py"):
            name = os.path.relpath(os.path.join(folder, file[:-3]), top).replace(os.sep, ".").removesuffix(".__init__")
            if not name.startswith(SKIPPED):
                try:
                    __import__(name)
                except Exception as error:
                    failed.append(f"{name}: {error!r}")
nonogram_core._snapshot_of_wheel = "%(wheel_sha256)s"
"; ".join(failed)
`);
if (failed) console.error(`modules that do not import in Pyodide: ${failed}`);
fs.writeFileSync(out, py.makeMemorySnapshot());
"""
SNAPSHOT_IMPORTS = (  # first, in this order; then every other module of the package
    "nonogram_core.webapi",
    "nonogram_core.solver",
    "nonogram_core.formats",
    "nonogram_core.formats.sharecode",
    "nonogram_core.hints",
    "nonogram_core.design.handlers",
)


def pyodide_snapshot(wheel: Path, runtime: Path) -> bytes | None:
    """A gzipped memory snapshot of Pyodide with our package imported, made under node.

    Restoring it skips Python's start-up and our imports (about 0.6 s instead of 4-8 s on a
    loaded 2-core machine).  Every module but the command line's and batches' (``SKIPPED``) is imported, so
    the worker does not need the wheel's files at all.  The snapshot records the wheel's SHA-256
    (``_snapshot_of_wheel`` on the package) so the worker can tell a stale snapshot and fall back
    to a normal start.
    Cached by the wheel's hash, this script and ``SNAPSHOT_IMPORTS``; ``None`` when node cannot make it.
    """
    wheel_sha256 = hashlib.sha256(wheel.read_bytes()).hexdigest()
    inputs = f"{wheel_sha256} {PYODIDE_VERSION} {SNAPSHOT_JS} {SNAPSHOT_IMPORTS}"
    digest = hashlib.sha256(inputs.encode()).hexdigest()[:20]
    cached = CACHE / f"snapshot-{digest}.bin.gz"
    if cached.exists():
        return cached.read_bytes()
    existing = [name for name in SNAPSHOT_IMPORTS if (ROOT / (name.replace(".", "/") + ".py")).exists()
                or (ROOT / name.replace(".", "/") / "__init__.py").exists()]
    raw = scratch("snapshot.bin")
    done = run_under_pyodide("snapshot.mjs", SNAPSHOT_JS, runtime, wheel, raw, wheel_sha256=wheel_sha256,
                             imports="\n".join(f"import {name}" for name in existing))
    if done is None:
        return None
    if done.returncode != 0:
        print(f"warning: no Pyodide snapshot (start-up will be slower)\n{done.stderr[-800:]}")
        raw.unlink(missing_ok=True)
        return None
    if "modules that do not import" in done.stderr:
        print(f"warning: {done.stderr.strip()[-800:]}")
    data = gzip.compress(raw.read_bytes(), compresslevel=6, mtime=0)
    raw.unlink()
    staged = scratch(cached.name)
    staged.write_bytes(data)
    staged.replace(cached)
    drop_stale(cached, "snapshot-*.bin.gz")
    return data


def run_under_pyodide(name: str, template: str, runtime: Path, *args: Path,
                      **values: str) -> subprocess.CompletedProcess | None:
    """Run a node script on ``args`` with the vendored runtime; ``None`` when node or the runtime is missing.

    ``template``'s ``%(pyodide)s`` and ``%(index)s`` name the runtime, the other fields come from
    ``values``; the filled script is kept as ``.cache/<name>`` (to rerun it by hand).
    """
    node = shutil.which("node")
    if node is None or not (runtime / "pyodide.mjs").exists():
        return None
    script = scratch(name)
    script.write_text(template % {"pyodide": (runtime / "pyodide.mjs").as_uri(),
                                  "index": runtime.as_posix() + "/", **values})
    script = script.replace(CACHE / name)
    return subprocess.run([node, str(script), *map(str, args)], capture_output=True, text=True)


def scratch(name: str) -> Path:
    """A file in .cache/ for this process alone: builds running at once (several test runs on one
    machine) must not write over or delete each other's half-made files; results are moved into
    place with ``Path.replace``, which is atomic."""
    CACHE.mkdir(parents=True, exist_ok=True)
    return CACHE / f"{name}.{os.getpid()}.tmp"


def drop_stale(cached: Path, pattern: str) -> None:
    """Delete the cache files matching ``pattern`` other than ``cached`` (made for older wheels)."""
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


def build_wheel(out_dir: Path, runtime: Path | None = None) -> Path:
    """Write our wheel into ``out_dir`` (with Pyodide bytecode when ``runtime`` is given)."""
    meta = project_metadata()
    filename, data = wheel_bytes(meta)
    if runtime is not None:
        bytecode = pyodide_bytecode(data, runtime)
        if bytecode:
            filename, data = wheel_bytes(meta, bytecode)
    target = out_dir / filename
    for stale in out_dir.glob(f"{PACKAGE}-*.whl"):
        if stale != target:
            stale.unlink()
    write_if_changed(target, data)
    return target


# ---------------------------------------------------------------------------------------------
# Vendored runtime


def run(command: list[str], cwd: Path) -> None:
    print("+", " ".join(command), flush=True)
    subprocess.run(command, cwd=cwd, check=True)


def pyodide_tarball() -> Path:
    """The npm tarball of pyodide, packed once into the cache."""
    tarball = CACHE / f"pyodide-{PYODIDE_VERSION}.tgz"
    if not tarball.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        npm = shutil.which("npm")
        if npm is None:
            sys.exit("error: npm is needed once to fetch the Pyodide runtime (apt-get install npm)")
        run([npm, "pack", "--silent", f"pyodide@{PYODIDE_VERSION}"], cwd=CACHE)
    return tarball


def vendor_pyodide(out_dir: Path) -> None:
    """Copy the runtime files out of the cached tarball (only those that changed)."""
    wanted = {f"package/{name}": name for name in PYODIDE_RUNTIME}
    missing = [name for name in PYODIDE_RUNTIME if not (out_dir / name).exists()]
    stamp = out_dir / ".version"
    if not missing and stamp.exists() and stamp.read_text() == PYODIDE_VERSION:
        return
    with tarfile.open(pyodide_tarball()) as archive:
        for member in archive.getmembers():
            if member.name in wanted:
                source = archive.extractfile(member)
                assert source is not None
                write_if_changed(out_dir / wanted[member.name], source.read())
    found = [name for name in PYODIDE_RUNTIME if (out_dir / name).exists()]
    if len(found) != len(PYODIDE_RUNTIME):
        sys.exit(f"error: pyodide {PYODIDE_VERSION} tarball lacks {set(PYODIDE_RUNTIME) - set(found)}")
    stamp.write_text(PYODIDE_VERSION)


def vendor_micropip(out_dir: Path) -> None:
    """Fetch micropip's wheel from PyPI once (for CPython 3.13 tags: PyPI hides it from 3.11)."""
    cached = CACHE / MICROPIP_WHEEL
    if not cached.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        version = MICROPIP_WHEEL.split("-")[1]
        run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
             "--python-version", "3.13", "--dest", str(CACHE), f"micropip=={version}"],
            cwd=ROOT,
        )
    write_if_changed(out_dir / MICROPIP_WHEEL, cached.read_bytes())


# ---------------------------------------------------------------------------------------------
# Precache manifest


def precache_manifest(web: Path, wheel: Path, snapshot: Path | None = None) -> dict:
    """Every file of the site (relative URLs) and one hash over all of their contents.

    The service worker names its cache after the hash, so any change to any file makes the next
    visit fetch a fresh copy of everything (and drop the old cache).  Files under ``LAZY_DIRS``
    are not in ``files`` (not precached) but in ``lazy`` with their own content hash: the service
    worker caches each one when the page first fetches it and keeps it across updates that leave
    it unchanged.
    """
    files = []
    lazy = {}
    total = hashlib.sha256()
    for path in sorted(web.rglob("*")):
        relative = path.relative_to(web).as_posix()
        if not path.is_file() or relative in PRECACHE_SKIP or path.name.startswith("."):
            continue
        digest = hashlib.sha256(path.read_bytes()).digest()
        if relative.startswith(LAZY_DIRS):
            lazy[relative] = digest.hex()[:16]
        else:
            files.append(relative)
        total.update(relative.encode() + b"\0" + digest)
    return {
        "hash": total.hexdigest()[:16],
        "version": package_version(),  # shown in the pages' footer (web/site.js)
        "wheel": wheel.relative_to(web).as_posix(),
        "wheel_sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "micropip": f"wheels/{MICROPIP_WHEEL}",
        "snapshot": snapshot.relative_to(web).as_posix() if snapshot else None,
        "pyodide": PYODIDE_VERSION,
        "files": files,
        "bytes": sum((web / f).stat().st_size for f in files),
        "lazy": lazy,
    }


def build_site(web: Path = WEB) -> dict:
    """Lay out everything the static site needs; returns the precache manifest."""
    vendor_pyodide(web / "pyodide")
    vendor_micropip(web / "wheels")
    wheel = build_wheel(web / "wheels", runtime=web / "pyodide")
    snapshot = web / "wheels" / (wheel.name.removesuffix(".whl") + ".snapshot.gz")
    data = pyodide_snapshot(wheel, web / "pyodide")
    for stale in (web / "wheels").glob("*.snapshot.gz"):
        if stale != snapshot or data is None:
            stale.unlink()
    if data is not None:
        write_if_changed(snapshot, data)
    manifest = precache_manifest(web, wheel, snapshot if data is not None else None)
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
    print(f"built {site}/: {len(manifest['files'])} files, {manifest['bytes'] / 1e6:.1f} MB, "
          f"wheel {manifest['wheel']}, precache {manifest['hash']}")
    if args.serve:
        import serve

        return serve.main(["--host", args.host, "--port", str(args.port), str(site)])
    return 0


if __name__ == "__main__":
    sys.exit(main())
