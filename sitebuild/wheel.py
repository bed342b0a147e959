"""The package as a wheel, built with ``zipfile`` alone: reproducible (fixed timestamps, sorted
entries), so an unchanged package gives a byte-identical wheel and an unchanged precache hash.

Two wheels come from here: the browser's (``browser=True``: the modules the worker loads, not the
command line's nor batches', and, once ``sitebuild.runtime`` has compiled them, as bytecode
instead of sources) and the whole package with its ``nonogram`` script, as ``pip install .`` gives
a CPython user (``bench/peers.py --installed`` times that one).
"""

from __future__ import annotations

import base64
import hashlib
import io
import re
import zipfile
from pathlib import Path
from typing import Any

from sitebuild.cache import write_if_changed
from sitebuild.paths import PACKAGE, ROOT

# Fixed timestamp (1980-01-01, the zip epoch) keeps wheels reproducible.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)
# Modules of the package the browser never loads: the command line and batches.
NOT_IN_BROWSER = ("cli/", "batch/", "__main__.py")


def package_version() -> str:
    """``nonogram_core.__version__``, read from the source (the one place the version is written)."""
    source = (ROOT / "nonogram_core" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"$', source, re.MULTILINE)
    if match is None:
        raise SystemExit("nonogram_core/__init__.py has no __version__ = \"...\" line")
    return match.group(1)


def project_metadata() -> dict[str, Any]:
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


def wheel_bytes(meta: dict[str, Any], bytecode: dict[str, bytes] | None = None,
                browser: bool = True) -> tuple[str, bytes]:
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
        for name_in_zip, data in entries:
            info = zipfile.ZipInfo(name_in_zip, date_time=ZIP_DATE)
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
    # Remove after 2027-02-28: sites built before 2026-11-28 (6502f07) shipped a memory snapshot here.
    for stale in out_dir.glob("*.snapshot.gz"):
        stale.unlink()
    write_if_changed(target, data)
    return target
