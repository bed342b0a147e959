"""The site build (the wheel, the precache manifest) and its server (MIME types, sub-path)."""

from __future__ import annotations

import base64
import csv
import hashlib
import http.client
import io
import json
import zipfile
from pathlib import Path
from urllib.parse import urlsplit

from sitebuild import wheel as build
from tests.browser import SUB_PATH
from tests.corpora import CORPORA

ROOT = Path(__file__).resolve().parents[2]


def test_wheel_is_reproducible_and_its_record_is_correct():
    meta = build.project_metadata()
    name, first = build.wheel_bytes(meta)
    assert build.wheel_bytes(meta)[1] == first
    assert name == f"nonogram_core-{meta['version']}-py3-none-any.whl"
    archive = zipfile.ZipFile(io.BytesIO(first))
    dist_info = f"nonogram_core-{meta['version']}.dist-info"
    record = archive.read(f"{dist_info}/RECORD").decode().splitlines()
    listed = {line.split(",")[0] for line in record}
    assert listed == set(archive.namelist())
    for line in record:
        path, digest, size = line.split(",")
        if not digest:
            continue
        data = archive.read(path)
        expected = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        assert digest == expected and int(size) == len(data), path
    assert "nonogram_core/webapi.py" in listed
    assert not any("__pycache__" in path for path in listed)  # the pure wheel: no bytecode
    assert "Name: nonogram_core" in archive.read(f"{dist_info}/METADATA").decode()


def test_the_built_wheel_holds_only_what_the_browser_loads_as_bytecode(built_site):
    """The site's wheel is for Pyodide alone: the worker's modules as sourceless bytecode (no
    command line, no batches, no sources), the package's data files as they are."""
    manifest = json.loads((built_site / "precache.json").read_text())
    names = zipfile.ZipFile(built_site / manifest["wheel"]).namelist()
    modules = [name for name in names if name.startswith("nonogram_core/")]
    assert "nonogram_core/webapi.pyc" in modules and "nonogram_core/design/handlers.pyc" in modules
    assert not [name for name in modules if name.endswith(".py")]
    assert not [name for name in modules if name.startswith(("nonogram_core/cli/", "nonogram_core/batch/"))]
    assert "nonogram_core/__main__.pyc" not in modules


def test_precache_lists_every_file_of_the_site(built_site):
    manifest = json.loads((built_site / "precache.json").read_text())
    on_disk = {
        path.relative_to(built_site).as_posix()
        for path in built_site.rglob("*")
        if path.is_file() and not path.name.startswith(".") and path.name != "precache.json"
        and not path.name.endswith(".test.mjs")  # the modules' unit tests: not part of the site
    }
    assert any(built_site.rglob("*.test.mjs")) and not any(f.endswith(".test.mjs") for f in manifest["files"])
    # kept by content hash, not precached at install (sw.js, kept.js)
    lazy = {path for path in on_disk if path.startswith(("pictures/", "pyodide/", "wheels/"))}
    assert set(manifest["files"]) == on_disk - lazy
    assert set(manifest["lazy"]) == lazy
    assert set(manifest["transfer_sizes"]) == lazy
    for needed in ("index.html", "solver/worker.js", "sw.js", "grid/grid-view.js", "solver/client.js", "library.json",
                   "offline/kept.js"):
        assert needed in manifest["files"]
    for needed in ("pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", manifest["wheel"], "pictures/packs.json"):
        assert needed in manifest["lazy"]


def test_library_ships_only_redistributable_puzzles():
    """Ours are MIT; every other one must be marked redistributable in the corpus manifest."""
    library = json.loads((ROOT / "web" / "library.json").read_text())["puzzles"]
    manifest = CORPORA / "MANIFEST.csv"
    rows = list(csv.DictReader(manifest.open())) if manifest.exists() else []
    for puzzle in library:
        assert puzzle["license"], puzzle["id"]
        if puzzle["id"].startswith("lib-"):
            assert puzzle["license"] == "MIT"
            continue
        number = int(puzzle["id"].split("-")[1])
        notes = [row["note"] for row in rows if f"webpbn-{number:05d}-" in row["file"]]
        if rows:
            assert notes and all("redistributable" in note and "personal" not in note for note in notes)
    ids = [p["id"] for p in library]
    assert len(ids) == len(set(ids))


def test_library_puzzles_are_solvable_with_a_unique_solution():
    from nonogram_core import Puzzle, solve

    for entry in json.loads((ROOT / "web" / "library.json").read_text())["puzzles"]:
        puzzle = Puzzle(rows=tuple(map(tuple, entry["rows"])), cols=tuple(map(tuple, entry["cols"])))
        assert solve(puzzle, timeout=30).status.value == "unique", entry["id"]


def fetch(url: str, method: str = "GET") -> http.client.HTTPResponse:
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    connection.request(method, parts.path)
    response = connection.getresponse()
    response.read()
    connection.close()
    return response


def test_server_sends_the_mime_types_browsers_insist_on(site_url):
    expected = {
        "pyodide/pyodide.asm.wasm": "application/wasm",
        "pyodide/pyodide.mjs": "text/javascript",
        "solver/worker.js": "text/javascript",
        "precache.json": "application/json",
        "index.html": "text/html",
    }
    for path, mime in expected.items():
        response = fetch(site_url + path, "HEAD")
        assert response.status == 200, path
        assert response.getheader("Content-Type").startswith(mime), path
    manifest = json.loads((ROOT / "web" / "precache.json").read_text())
    assert fetch(site_url + manifest["wheel"], "HEAD").getheader("Content-Type") == "application/zip"


def test_server_serves_only_under_its_sub_path(site_url):
    root = site_url[: -len(SUB_PATH)]
    assert fetch(root + "/index.html").status == 404
    redirect = fetch(site_url.rstrip("/"))
    assert redirect.status == 301 and redirect.getheader("Location") == SUB_PATH
    assert fetch(site_url + "../../../../etc/passwd").status == 404
