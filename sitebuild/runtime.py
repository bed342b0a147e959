"""The Pyodide side of the site build (build_wheel.py): the vendored runtime, the standard library
trimmed to what the package imports, and the wheel's bytecode, all made with node and the runtime
itself.

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
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".cache"

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
# Modules imported inside functions on paths the solver may take: codecs look an encoding up by
# name when it is first used (the package reads text as UTF-8, UTF-8 with a BOM, Latin-1, ASCII;
# the rest are the usual aliases' targets), the standard library's own late imports (formatting an
# error's traceback, parsing a date).  The 120 other encodings (300 kB) are left out.
# Standard modules the package names only on paths the browser never takes: the SAT engine's forked
# child (python-sat is CPython-only, and WebAssembly has no fork).
STDLIB_NOT_IN_BROWSER = ("multiprocessing",)
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


def scratch(name: str) -> Path:
    """A file in .cache/ for this process alone: builds running at once (several test runs on one
    machine) must not write over or delete each other's half-made files; results are moved into
    place with ``Path.replace``, which is atomic."""
    CACHE.mkdir(parents=True, exist_ok=True)
    return CACHE / f"{name}.{os.getpid()}.tmp"


def drop_stale(cached: Path, pattern: str) -> None:
    """Delete the cache files matching ``pattern`` other than ``cached`` (made for older inputs)."""
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
    (out_dir / ".version").unlink(missing_ok=True)  # written by older builds


# ---------------------------------------------------------------------------------------------
# Python run under node with the runtime


def run_under_pyodide(name: str, template: str, runtime: Path, *args: Path,
                      **values: str) -> subprocess.CompletedProcess | None:
    """Run a node script on ``args`` with the runtime; ``None`` when node or the runtime is missing.

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


def cached_run(kind: str, inputs: bytes, make) -> bytes | None:
    """``make(out_path) -> bool`` run once per ``inputs`` (hashed), its output kept in .cache/."""
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


# Python (run in the runtime) that compiles a module's source to sourceless bytecode the way the
# browser gets it: docstrings dropped (nothing the worker loads reads one; they are a third of the
# bytes), asserts kept, an unchecked-hash pyc (never compared with a source it does not have).
PYC_PY = r"""
import ast as _ast, importlib._bootstrap_external as _external, importlib.util as _util
def pyc_of(source, filename):
    tree = _ast.parse(source, filename)
    for node in _ast.walk(tree):
        if isinstance(node, (_ast.Module, _ast.ClassDef, _ast.FunctionDef, _ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            value = getattr(first, "value", None)
            if isinstance(first, _ast.Expr) and isinstance(value, _ast.Constant) and isinstance(value.value, str):
                node.body = node.body[1:] or [_ast.copy_location(_ast.Pass(), first)]
    code = compile(tree, filename, "exec", dont_inherit=True)
    return bytes(_external._code_to_hash_pyc(code, _util.source_hash(source), checked=False))
"""

PRECOMPILE_JS = r"""
import { loadPyodide } from "%(pyodide)s";
const [wheel, out] = process.argv.slice(2);
const fs = await import("node:fs");
const py = await loadPyodide({ indexURL: "%(index)s", stdout: () => {}, stderr: () => {} });
py.FS.writeFile("/tmp/pure.whl", fs.readFileSync(wheel));
const result = py.runPython(`
%(pyc)s
import base64, json, zipfile
found = {}
with zipfile.ZipFile("/tmp/pure.whl") as wheel:
    for name in wheel.namelist():
        if name.endswith(".py"):
            pyc = pyc_of(wheel.read(name), "/lib/python3.14/site-packages/" + name)
            found[name[:-3] + ".pyc"] = base64.b64encode(pyc).decode()
json.dumps(found)
`);
fs.writeFileSync(out, result);
"""


def pyodide_bytecode(pure_wheel: bytes, runtime: Path) -> dict[str, bytes]:
    """``<module>.pyc`` for every module (sourceless: in place of the ``.py``), compiled by the
    runtime itself, so that the browser neither compiles on load nor downloads the sources.
    Cached by the pure wheel's hash and this script; empty when node cannot run (the wheel then
    ships sources: slower, but working)."""
    def make(out: Path) -> bool:
        wheel = scratch("pure.whl")
        wheel.write_bytes(pure_wheel)
        done = run_under_pyodide("precompile.mjs", PRECOMPILE_JS, runtime, wheel, out, pyc=PYC_PY)
        wheel.unlink()
        if done is None:
            print("warning: node not found; the wheel ships sources instead of Pyodide bytecode (slower start)")
            return False
        if done.returncode != 0:
            print(f"warning: precompiling for Pyodide failed; shipping sources\n{done.stderr[-800:]}")
            return False
        return True

    data = cached_run("pyc", pure_wheel + f"{PYODIDE_VERSION} {PRECOMPILE_JS} {PYC_PY}".encode(), make)
    if data is None:
        return {}
    return {path: base64.b64decode(code) for path, code in json.loads(data).items()}


TRIM_JS = r"""
import { loadPyodide } from "%(pyodide)s";
const [wheel, out] = process.argv.slice(2);
const fs = await import("node:fs");
const py = await loadPyodide({ indexURL: "%(index)s", stdout: () => {}, stderr: () => {},
                              env: { PYTHONMALLOC: "mimalloc" } });
const sitePackages = py.runPython("import sys\nnext(p for p in sys.path if p.endswith('site-packages'))");
py.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel", { extractDir: sitePackages });
const result = py.runPython(`
import ast, importlib, json, os, pkgutil, sys, zipfile
import nonogram_core
for info in pkgutil.walk_packages(nonogram_core.__path__, "nonogram_core."):
    importlib.import_module(info.name)
STDLIB = sys.path[0] if sys.path[0].endswith(".zip") else next(p for p in sys.path if p.endswith(".zip"))
members = set(zipfile.ZipFile(STDLIB).namelist())
def in_stdlib(name):
    path = name.replace(".", "/")
    return f"{path}.py" in members or f"{path}/__init__.py" in members
named = set(%(late)s)
for folder, _, files in os.walk(nonogram_core.__path__[0]):
    for file in files:
        if file.endswith(".py"):
            for node in ast.walk(ast.parse(open(os.path.join(folder, file)).read())):
                if isinstance(node, ast.Import):
                    named.update(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    named.add(node.module)
                    named.update(f"{node.module}.{alias.name}" for alias in node.names)
for name in sorted(named):
    if in_stdlib(name) and name.split(".")[0] not in %(skip)s:
        importlib.import_module(name)
%(pyc)s
import base64
used = {name for name in members if name.startswith(tuple(f"{p}/" for p in %(whole)s))}
for module in list(sys.modules.values()):
    origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
    if origin.startswith(STDLIB + "/"):
        used.add(origin[len(STDLIB) + 1:])
with zipfile.ZipFile(STDLIB) as archive:
    compiled = {name: base64.b64encode(pyc_of(archive.read(name), f"{STDLIB}/{name}")).decode()
                for name in sorted(used) if name.endswith(".py")}
json.dumps({"used": sorted(used), "pyc": compiled})
`);
fs.writeFileSync(out, result);
"""


def trimmed_stdlib(runtime: Path, pure_wheel: bytes) -> bytes | None:
    """``python_stdlib.zip`` with only the modules the package needs (see the module's docstring);
    ``None`` when node cannot make the list.  Cached by the pure wheel, this script and the lists."""
    def make(out: Path) -> bool:
        wheel = scratch("pure.whl")
        wheel.write_bytes(pure_wheel)
        done = run_under_pyodide("trim.mjs", TRIM_JS, runtime, wheel, out, late=repr(STDLIB_LATE_IMPORTS),
                                 whole=repr(STDLIB_KEPT_WHOLE), pyc=PYC_PY,
                                 skip=repr(STDLIB_NOT_IN_BROWSER))
        wheel.unlink()
        if done is None or done.returncode != 0:
            print("warning: the standard library is shipped whole (could not trim it)"
                  + (f"\n{done.stderr[-800:]}" if done else ""))
            return False
        return True

    lists = f"{STDLIB_LATE_IMPORTS} {STDLIB_KEPT_WHOLE} {STDLIB_NOT_IN_BROWSER}"
    inputs = pure_wheel + f"{PYODIDE_VERSION} {TRIM_JS} {lists} {PYC_PY}".encode()
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
