"""The standard library the site ships (web/pyodide/python_stdlib.zip) is trimmed to what the
package needs (sitebuild/runtime.py), and it is enough: every module of the wheel imports from it
(run_wheel.mjs imports all of them, as the worker does before it is ready: a missing module fails
the whole batch), and one request of every kind webapi answers -- the editor's included, every
export format written and read back -- gets the same reply in Pyodide as in CPython.  The other
tests/wasm modules run the player's requests on the same library."""

from __future__ import annotations

import json
import zipfile

from nonogram_core.design.handlers import COLOUR_FORMATS
from nonogram_core.formats import FORMATS
from nonogram_core.webapi import HANDLERS, handle

from .helpers import comparable

PICTURE = ["##..#", "#.#.#", "..###", "#####", ".#.#."]
PALETTE = [{"name": "white", "rgb": "FFFFFF", "char": "."}, {"name": "red", "rgb": "E03030", "char": "a"},
           {"name": "blue", "rgb": "3050E0", "char": "#"}]
COLOUR_PICTURE = ["aa#", "a.#", ".a#"]


def puzzle() -> dict:
    reply = json.loads(handle(json.dumps({"id": 0, "kind": "design_check", "payload": {"picture": PICTURE}})))
    assert reply["ok"], reply
    rows = [[len(run) for run in row.split(".") if run] for row in PICTURE]
    cols = [[len(run) for run in "".join(row[c] for row in PICTURE).split(".") if run] for c in range(5)]
    return {"rows": rows, "cols": cols, "title": "Trim"}


def api_requests() -> list[dict]:
    """One request of every kind (the design ones with a colour picture too), then every export
    format written and read back."""
    clues = puzzle()
    blank = ["?" * 5] * 5
    found = [
        {"kind": "ping", "payload": {}},
        {"kind": "share", "payload": {"puzzle": clues, "grid": ["#" + "?" * 4, *blank[1:]]}},
        {"kind": "solve", "payload": {"puzzle": clues, "timeout": 60}},
        {"kind": "check", "payload": {"puzzle": clues, "grid": blank, "timeout": 60}},
        {"kind": "hint", "payload": {"puzzle": clues, "grid": blank}},
        {"kind": "analyse", "payload": {"puzzle": clues, "timeout": 60}},
        {"kind": "generate", "payload": {"width": 8, "height": 8, "seed": 7}},
        {"kind": "generate", "payload": {"width": 8, "height": 8, "seed": 7, "colours": 2}},
        {"kind": "design_check", "payload": {"picture": PICTURE}},
        {"kind": "design_check", "payload": {"picture": COLOUR_PICTURE, "colours": PALETTE}},
        {"kind": "suggest", "payload": {"picture": PICTURE, "goal": "unique", "budget_s": 5}},
        {"kind": "grade", "payload": {"picture": COLOUR_PICTURE, "colours": PALETTE}},
        {"kind": "design_formats", "payload": {}},
        {"kind": "load", "payload": {"text": "not a puzzle", "filename": "x.txt"}},  # an error's reply
        {"kind": "paste", "payload": {"text": "5x5:1/1/5/1/1/1/1/5/1/1"}},
        {"kind": "paste", "payload": {"text": '[clues]\ncolumns = "1, 1"\nrows = "1, 1"\n'}},  # tomllib
        {"kind": "enter", "payload": {"rows": "2\n1 x\n", "cols": "1\n2\n"}},
        {"kind": "typos", "payload": {"puzzle": {"rows": [[2], [1]], "cols": [[2], [2]]}}},
    ]
    drafts = [{"picture": PICTURE, "title": "Trim"}, {"picture": COLOUR_PICTURE, "colours": PALETTE, "title": "Red"}]
    found += [{"kind": "collection_export", "payload": {"format": fmt, "puzzles": drafts}}
              for fmt in ("nonpack", "xml")]
    for name in FORMATS:
        design = {"picture": COLOUR_PICTURE, "colours": PALETTE} if name in COLOUR_FORMATS else {"picture": PICTURE}
        export = {"kind": "design_export", "payload": {**design, "format": name, "title": "Trim"}}
        found.append(export)
        written = json.loads(handle(json.dumps({"id": 0, **export})))
        if written["ok"] and written["result"]["encoding"] == "utf-8":
            found.append({"kind": "load", "payload": {"text": written["result"]["text"],
                                                      "filename": f"trim.{written['result']['extension']}"}})
    return [{"id": f"trim {index} {request['kind']}", **request} for index, request in enumerate(found)]


def pyodide_requests(mode: str) -> list[dict]:
    return api_requests() if mode == "wheel" else []


def test_the_standard_library_is_trimmed(built_site):
    shipped = zipfile.ZipFile(built_site / "pyodide" / "python_stdlib.zip").namelist()
    assert "json/__init__.pyc" in shipped and "encodings/utf_8.pyc" in shipped
    assert not any(name.startswith(("unittest/", "email/", "multiprocessing/", "tkinter/")) for name in shipped)
    assert not any(name.endswith(".py") for name in shipped)  # bytecode only (sitebuild.runtime.trim_zip)


def test_every_kind_of_request_runs_from_the_trimmed_library(pyodide_answers):
    batch, replies, info = pyodide_answers("wheel", __name__)
    assert {request["kind"] for request in batch} >= set(HANDLERS)
    assert "site-packages/nonogram_core" in info["where"]
    for request, wasm in zip(batch, replies, strict=True):
        cpython = json.loads(handle(json.dumps(request)))
        assert comparable(wasm) == comparable(cpython), request["id"]
        error = (wasm.get("error") or {}).get("type", "")
        assert error not in ("ModuleNotFoundError", "ImportError"), (request["id"], wasm["error"])
