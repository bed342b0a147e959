"""The line solver's machine-word path inside Pyodide (32-bit WebAssembly) under node.

``solve_line`` mirrors its sets through ``array`` items of 8, 16, 32 or 64 bits, chosen by line
length, and lines over 62 cells take the packed solver; the corpus puzzles of
``test_wheel_in_pyodide`` do not reach every item size, so these puzzles (random pictures of
every width class) are solved and hinted in the built wheel under Pyodide and must get exactly
CPython's answers.  They join the batch of the snapshot's Pyodide (tests/wasm/conftest.py: the
snapshot is what the browser restores, and it holds the same modules of the same wheel), so no
Pyodide starts for them alone.
"""

from __future__ import annotations

import json
import random

from nonogram_core import puzzle_from_picture
from nonogram_core.webapi import handle, puzzle_to_json

from .helpers import comparable

SIZES = [(6, 7), (14, 15), (30, 29), (45, 40), (62, 60), (63, 20), (70, 12)]
"""(width, height): each item size of the mirror as rows and columns, and the packed solver (63, 70)."""


def random_puzzle(width: int, height: int, seed: int) -> dict:
    rng = random.Random(seed)
    picture = ["".join("#" if rng.random() < 0.6 else "." for _ in range(width)) for _ in range(height)]
    return puzzle_to_json(puzzle_from_picture(picture))


def line_requests() -> list[dict]:
    found = []
    for width, height in SIZES:
        puzzle = random_puzzle(width, height, width * height)
        found.append({"id": f"solve {width}x{height}", "kind": "solve", "payload": {"puzzle": puzzle, "timeout": 60}})
        blank = ["?" * width] * height
        found.append({"id": f"hint {width}x{height}", "kind": "hint", "payload": {"puzzle": puzzle, "grid": blank}})
    return found


def pyodide_requests(mode: str) -> list[dict]:
    return line_requests() if mode == "snapshot" else []


def test_word_sizes_answer_like_cpython_in_pyodide(pyodide_answers):
    batch, replies, _ = pyodide_answers("snapshot", __name__)
    assert len(batch) == 2 * len(SIZES)
    for request, wasm in zip(batch, replies, strict=True):
        assert wasm["ok"], request["id"]
        assert comparable(wasm) == comparable(json.loads(handle(json.dumps(request)))), request["id"]
    assert {reply["result"]["status"] for reply in replies[::2]} <= {"unique", "multiple"}
