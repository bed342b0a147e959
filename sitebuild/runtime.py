"""The Pyodide side of the site build: the vendored runtime, the standard library trimmed to what
the package imports, and the wheel's bytecode, all made with node and the runtime itself (the
Python it runs there is in ``in_pyodide/``).

Why trim: Pyodide's ``python_stdlib.zip`` is 2.5 MB (compressed) of which the solver's worker
imports a few hundred kB; every visitor's first visit downloads it.  The trimmed zip keeps the
modules that are imported when Python starts, when every module of the wheel is imported (what
the worker does before it is ready), and every standard module the package's source names anywhere
(imports inside functions too), with what those import in turn; plus whole packages that are
cheap and looked up by name at run time (``encodings``, Pyodide's own).  tests/wasm runs the
worker's whole API from it (web/pyodide/python_stdlib.zip is the trimmed one).
"""

from __future__ import annotations

import base64
import io
import json
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

from sitebuild.cache import cached_run, scratch, write_if_changed
from sitebuild.paths import CACHE

IN_PYODIDE = Path(__file__).resolve().parent / "in_pyodide"
"""The scripts run in the runtime under node: ``run.mjs`` and the Python modules it runs."""
PYODIDE_VERSION = "314.0.7"
PYODIDE_RUNTIME = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# Packages of the standard library kept whole (their files, not what they import): Pyodide's
# JavaScript side imports its own modules when it needs them.
STDLIB_KEPT_WHOLE = ("pyodide", "_pyodide")
# Standard modules the package names only on paths the browser never takes: the SAT engine's forked
# child (python-sat is CPython-only, and WebAssembly has no fork).
STDLIB_NOT_IN_BROWSER = ("multiprocessing",)
# Modules imported inside functions on paths the solver may take: codecs look an encoding up by
# name when it is first used (the package reads text as UTF-8, UTF-8 with a BOM, Latin-1, ASCII;
# the rest are the usual aliases' targets), the standard library's own late imports (formatting an
# error's traceback, parsing a date).  The 120 other encodings (300 kB) are left out.
STDLIB_LATE_IMPORTS = (
    "traceback", "linecache", "tokenize", "_strptime", "zipfile", "shutil",
    *(f"encodings.{name}" for name in (
        "aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16", "utf_16_le", "utf_16_be",
        "utf_32", "utf_32_le", "utf_32_be", "cp437", "cp1252", "charmap", "unicode_escape",
        "raw_unicode_escape", "idna", "punycode", "base64_codec", "hex_codec")),
)


def run(command: list[str], cwd: Path) -> None:
    print("+", " ".join(command), flush=True)
    subprocess.run(command, cwd=cwd, check=True)


# ---------------------------------------------------------------------------------------------
# The vendored runtime


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


def full_runtime() -> Path:
    """The npm package's runtime files, unpacked once into ``.cache/pyodide-<version>/`` with the
    whole standard library: the build runs Python there (bytecode, the trimming); the site ships
    a copy with the trimmed library (``vendor_pyodide``)."""
    out_dir = CACHE / f"pyodide-{PYODIDE_VERSION}"
    if all((out_dir / name).exists() for name in PYODIDE_RUNTIME):
        return out_dir
    staged = Path(str(scratch("pyodide-runtime")))
    staged.mkdir(parents=True, exist_ok=True)
    wanted = {f"package/{name}": name for name in PYODIDE_RUNTIME}
    with tarfile.open(pyodide_tarball()) as archive:
        for member in archive.getmembers():
            if member.name in wanted:
                source = archive.extractfile(member)
                assert source is not None
                (staged / wanted[member.name]).write_bytes(source.read())
    missing = [name for name in PYODIDE_RUNTIME if not (staged / name).exists()]
    if missing:
        sys.exit(f"error: pyodide {PYODIDE_VERSION} tarball lacks {missing}")
    if out_dir.exists():
        shutil.rmtree(out_dir)
    staged.replace(out_dir)
    return out_dir


def vendor_pyodide(out_dir: Path, pure_wheel: bytes) -> None:
    """Copy the runtime into the site (only the files that changed), the standard library trimmed
    to what the package needs (``trimmed_stdlib``; the whole one when node cannot trim it)."""
    runtime = full_runtime()
    for name in PYODIDE_RUNTIME:
        if name != "python_stdlib.zip":
            write_if_changed(out_dir / name, (runtime / name).read_bytes())
    stdlib = trimmed_stdlib(runtime, pure_wheel)
    write_if_changed(out_dir / "python_stdlib.zip", stdlib or (runtime / "python_stdlib.zip").read_bytes())
    # Remove after 2027-02-28: sites built before 2026-11-28 (6502f07) have this file.
    (out_dir / ".version").unlink(missing_ok=True)


# ---------------------------------------------------------------------------------------------
# Python run under node with the runtime


def in_pyodide_digest() -> bytes:
    """The scripts that run in the runtime, as one key: a change to any of them remakes the results."""
    return b"".join(path.name.encode() + b"\0" + path.read_bytes()
                    for path in sorted(IN_PYODIDE.iterdir()) if path.suffix in (".mjs", ".py"))


def run_under_pyodide(module: str, runtime: Path, pure_wheel: bytes, out: Path,
                      settings: dict[str, list[str]] | None = None) -> subprocess.CompletedProcess[str] | None:
    """``in_pyodide/<module>.py``'s ``main`` run in the runtime with the pure wheel installed, its
    result written to ``out`` (``in_pyodide/run.mjs``); ``None`` when node or the runtime is missing."""
    node = shutil.which("node")
    if node is None or not (runtime / "pyodide.mjs").exists():
        return None
    wheel = scratch(f"pure-{module}.whl")  # each run its own: the build runs two at once
    wheel.write_bytes(pure_wheel)
    try:
        return subprocess.run([node, str(IN_PYODIDE / "run.mjs"), runtime.as_posix(), str(wheel), str(out), module,
                               json.dumps(settings or {})], capture_output=True, text=True)
    finally:
        wheel.unlink()


def pyodide_bytecode(pure_wheel: bytes, runtime: Path) -> dict[str, bytes]:
    """``<module>.pyc`` for every module (sourceless: in place of the ``.py``), compiled by the
    runtime itself, so that the browser neither compiles on load nor downloads the sources.
    Cached by the pure wheel's hash and the scripts; empty when node cannot run (the wheel then
    ships sources: slower, but working)."""
    def make(out: Path) -> bool:
        done = run_under_pyodide("precompile", runtime, pure_wheel, out)
        if done is None:
            print("warning: node not found; the wheel ships sources instead of Pyodide bytecode (slower start)")
            return False
        if done.returncode != 0:
            print(f"warning: precompiling for Pyodide failed; shipping sources\n{done.stderr[-800:]}")
            return False
        return True

    inputs = pure_wheel + PYODIDE_VERSION.encode() + in_pyodide_digest()
    data = cached_run("pyc", inputs, make)
    if data is None:
        return {}
    return {path: base64.b64decode(code) for path, code in json.loads(data).items()}


def trimmed_stdlib(runtime: Path, pure_wheel: bytes) -> bytes | None:
    """``python_stdlib.zip`` with only the modules the package needs (see the module's docstring);
    ``None`` when node cannot make the list.  Cached by the pure wheel, the scripts and the lists."""
    settings = {"late": list(STDLIB_LATE_IMPORTS), "whole": list(STDLIB_KEPT_WHOLE),
                "skip": list(STDLIB_NOT_IN_BROWSER)}

    def make(out: Path) -> bool:
        done = run_under_pyodide("trim", runtime, pure_wheel, out, settings)
        if done is None or done.returncode != 0:
            print("warning: the standard library is shipped whole (could not trim it)"
                  + (f"\n{done.stderr[-800:]}" if done else ""))
            return False
        return True

    inputs = pure_wheel + f"{PYODIDE_VERSION} {json.dumps(settings)}".encode() + in_pyodide_digest()
    made = cached_run("stdlib-trim", inputs, make)
    if made is None:
        return None
    found = json.loads(made)
    pyc = {name: base64.b64decode(data) for name, data in found["pyc"].items()}
    return trim_zip((runtime / "python_stdlib.zip").read_bytes(), set(found["used"]), pyc)


def trim_zip(full: bytes, used: set[str], pyc: dict[str, bytes]) -> bytes:
    """The members of the zip ``full`` named in ``used``, in the same order, plus the directory
    entries above them; a module with bytecode in ``pyc`` as ``<module>.pyc`` instead of its source
    (zipimport loads it as it is: CPython compiling a hundred modules at every first start in
    WebAssembly took seconds)."""
    parts = [path.split("/")[:-1] for path in used]
    folders = {"/".join(dirs[:depth]) + "/" for dirs in parts for depth in range(1, len(dirs) + 1)}
    buffer = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(full)) as source, zipfile.ZipFile(buffer, "w") as target:
        for info in source.infolist():
            if info.filename in pyc:
                compiled = zipfile.ZipInfo(info.filename[:-3] + ".pyc", date_time=info.date_time)
                target.writestr(compiled, pyc[info.filename], compress_type=zipfile.ZIP_DEFLATED)
            elif info.filename in used or info.filename in folders:
                target.writestr(info, source.read(info), compress_type=info.compress_type)
    return buffer.getvalue()
