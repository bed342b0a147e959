"""The built wheel inside Pyodide (WebAssembly) under node: same answers as CPython, both after a
normal start with the wheel and from a memory snapshot of that runtime restored (what the browser
does on a first visit and on later ones).

This is the exact artefact the browser loads (web/wheels/*.whl, unpacked into the vendored
Pyodide runtime with its trimmed standard library), so a module that imports something Pyodide
or the trimmed library lacks, or behaves
differently on 32-bit WebAssembly, fails here without a browser.  Pyodide runs once per way for
the session (tests/wasm/conftest.py), with these requests and test_lines_in_pyodide's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nonogram_core.webapi import handle
from tests.corpora import CORPORA

from .helpers import Answers, comparable

ROOT = Path(__file__).resolve().parents[2]
SHARED = CORPORA
CORPUS = ["survey/webpbn-00001-dancer.non", "survey/webpbn-00023-edge.non", "survey/webpbn-00006-cat.non",
          "survey/webpbn-00021-skid.non", "dom/5-dom.non", "misc/mikix-qnonograms-examples-mouse.non"]


def requests() -> list[dict]:
    """load + solve + check + hint for library puzzles and a few corpus files."""
    library = json.loads((ROOT / "web" / "library.json").read_text())["puzzles"]
    found: list[dict] = [{"id": "ping", "kind": "ping", "payload": {}}]
    puzzles = [{k: p[k] for k in ("rows", "cols", "title")} for p in library[:6]]
    for name in CORPUS:
        if (SHARED / name).exists():
            load = {"id": f"load {name}", "kind": "load",
                    "payload": {"text": (SHARED / name).read_text(), "filename": name}}
            found.append(load)
            puzzles.append(json.loads(handle(json.dumps(load)))["result"]["puzzles"][0])
    for index, puzzle in enumerate(puzzles):
        blank = ["?" * len(puzzle["cols"])] * len(puzzle["rows"])
        marked = ["#" + blank[0][1:], "x" + blank[0][1:], *blank[2:]]  # a fill and a cross to judge
        found.append({"id": f"solve {index}", "kind": "solve", "payload": {"puzzle": puzzle, "timeout": 60}})
        found.append({"id": f"check {index}", "kind": "check",
                      "payload": {"puzzle": puzzle, "grid": marked, "timeout": 60}})
        found.append({"id": f"hint {index}", "kind": "hint", "payload": {"puzzle": puzzle, "grid": blank}})
    found.append({"id": "bad", "kind": "solve", "payload": {"puzzle": {"rows": "x"}}})
    found.append({"id": "unknown", "kind": "nope", "payload": {}})
    return found


def pyodide_requests(mode: str) -> list[dict]:
    """Both ways the wheel gets into Pyodide answer the same requests (see conftest.py)."""
    return requests()


@pytest.fixture(scope="module", params=["wheel", "snapshot"])
def pyodide_run(request, pyodide_answers) -> Answers:
    """Both ways the solver starts: a normal start with the wheel, and a memory snapshot of that
    runtime restored (what the browser worker keeps after a first start), without the wheel's files."""
    return pyodide_answers(request.param, __name__)


def test_the_wheel_runs_in_pyodide(pyodide_run: Answers):
    assert pyodide_run.info["python"].startswith("3.")
    assert "site-packages/nonogram_core" in pyodide_run.info["where"]  # the wheel, not the source tree


def test_a_snapshot_is_made_packed_and_restored(pyodide_answers):
    """Pins Pyodide's private snapshot API the worker relies on (web/solver/pyodide-start.mjs): the
    snapshot made after a normal start, packed and gzipped as the worker keeps it, is a few MB."""
    info = pyodide_answers("snapshot", __name__).info
    assert 2e6 < info["snapshotBytes"] < 15e6


def test_pyodide_answers_exactly_like_cpython(pyodide_run: Answers):
    batch, replies, _ = pyodide_run
    assert len(replies) == len(batch)
    for request, wasm in zip(batch, replies, strict=True):
        cpython = json.loads(handle(json.dumps(request)))
        assert comparable(wasm) == comparable(cpython), request["id"]


def test_pyodide_solutions_satisfy_the_clues(pyodide_run: Answers):
    from nonogram_core import Puzzle, satisfies

    batch, replies, _ = pyodide_run
    solved = 0
    for request, reply in zip(batch, replies, strict=True):
        if request["kind"] != "solve" or not reply["ok"]:
            continue
        puzzle = request["payload"]["puzzle"]
        model = Puzzle(rows=tuple(map(tuple, puzzle["rows"])), cols=tuple(map(tuple, puzzle["cols"])))
        assert reply["result"]["status"] in ("unique", "multiple")
        assert all(satisfies(model, s) for s in reply["result"]["solutions"])
        solved += 1
    assert solved >= 6
