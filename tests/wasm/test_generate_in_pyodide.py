"""The generator in Pyodide (WebAssembly, 32-bit) gives byte for byte the puzzles CPython gives for
the same arguments and seed: the daily puzzle is the same for everybody only if this holds."""

from __future__ import annotations

import json

import pytest

from nonogram_core.webapi import handle

from .helpers import Answers

CASES = [(15, 15, "medium", 20261125, "picture"), (10, 10, "trivial", 1, "picture"), (12, 9, "easy", 2, "smooth"),
         (12, 12, "hard", 3, "symmetric"), (10, 12, "medium", 4, "contours"), (12, 12, "easy", 5, "noise"),
         (20, 20, "hard", 6, "blobs"), (3, 3, "hard", 7, "picture")]


def pyodide_requests(mode: str) -> list[dict]:
    return [{"id": f"generate {w}x{h} {d} {seed} {style}", "kind": "generate",
             "payload": {"width": w, "height": h, "difficulty": d, "seed": seed, "style": style}}
            for w, h, d, seed, style in CASES]


@pytest.fixture(scope="module", params=["wheel", "snapshot"])
def pyodide_run(request, pyodide_answers) -> Answers:
    return pyodide_answers(request.param, __name__)


def test_generated_puzzles_are_identical_in_pyodide(pyodide_run: Answers):
    batch, replies, _ = pyodide_run
    assert len(replies) == len(CASES)
    for request, wasm in zip(batch, replies, strict=True):
        cpython = json.loads(handle(json.dumps(request)))
        assert json.dumps(wasm["result"] if wasm["ok"] else wasm["error"]["message"]) == json.dumps(
            cpython["result"] if cpython["ok"] else cpython["error"]["message"]), request["id"]
    assert sum(reply["ok"] for reply in replies) == len(CASES) - 1  # 3x3 hard is refused in both
