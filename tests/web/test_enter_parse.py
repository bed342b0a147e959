"""The "Enter a puzzle" view reads its text areas in JavaScript as you type (web/enter/entry.js), so a
keystroke never waits for the worker: here its answers are held to Python's ``check_entry`` (the
worker's ``enter`` kind) on the same texts, hand-picked and random, problem for problem, and ink for
ink: the view maps the worker's colours to its letters by position (the solution shown, a typo's line)."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from nonogram_core.entry import check_entry
from nonogram_core.model import Colour

ENTRY_JS = Path(__file__).resolve().parents[2] / "web" / "enter" / "entry.js"
RUNNER = f"""
import {{ checkEntry }} from {json.dumps(ENTRY_JS.as_uri())};
let input = "";
process.stdin.on("data", (chunk) => {{ input += chunk; }});
process.stdin.on("end", () => {{
  const out = JSON.parse(input).map(([rows, cols, palette]) => {{
    const found = checkEntry(rows, cols, palette);
    return {{ reads: found.reads, problems: found.problems, colours: found.colours }};
  }});
  process.stdout.write(JSON.stringify(out));
}});
"""

HAND_PICKED = [
    ("5 2\n1\n", "1\n" * 7, {}),
    ("1 x\n3 -1\n1,,2\n999\n1 0 2\n0\n\n1r 2b\n", "1\n", {}),
    ("", "", {}),
    ("1\n", "\n\n", {}),
    ("a\x00b\n", "1", {}),
    ("it's\n", "1", {}),
    ("1" * 1000 + "\n", "1", {}),
    ("é1\n😀2 3\n", "1", {}),
    ("1r 1r\n2\n", "1r\n1r\n2", {}),
    ("3r 3b\n", "1r\n" * 5, {}),
    ("1\n" * 501, "1", {}),
    ("1\n", "1\n" * 600, {}),
    ("2r 1\n1 1r\n", "1r\n1r 1\n1", {"r": {"name": "rust", "rgb": "B7410E"}}),
    ("1x 1zz\n", "1x\n0\n1zz", {"zz": {"name": "", "rgb": ""}}),
    ("\u22121 \u00a0 2\u200b\n", "1\x1c2\n", {}),
    ("1\r\n2\r\n\r\n", "1\r\n2\r\n", {}),
    ("3\n0\n3\n", "1\n1 1\n1 1 1\n", {}),
    ("5. 2, 1\n", "1.1.1\n", {}),
    ("-\n--1\n1-\n", "1", {}),
    ("2r\n1r\n", "1r\n1r\n", {}),  # one ink: its totals unnamed
    ("2r\n1b\n", "1r\n1r 1b\n", {}),
    ("1b 1r\n1g\n", "1b\n1r\n0\n1g\n", {}),  # inks in order of first use, rows first
    ("1x 1R\n2r\n", "1x\n1R\n2r\n", {"x": {"name": "ochre", "rgb": "CC7722"}}),  # R and r two inks
    ("1 1y\n1y 1\n", "1\n1y\n1y\n1\n", {}),  # a bare number is black, an ink of its own
    ("2k 1e\n1t\n", "1k\n1k\n1e 1t\n", {"k": {"name": "night", "rgb": "101010"}}),
    ("1q\n", "1q\n", {}),  # a letter with no usual colour
]


def python_answer(rows: str, cols: str, palette: dict) -> dict:
    colours = {k: Colour(v.get("name") or k, v.get("rgb") or "000000", k if len(k) == 1 else "")
               for k, v in palette.items()}
    found = check_entry(rows, cols, colours)
    inks = [[c.name, c.rgb.upper()] for c in found.puzzle.colours[1:]] if found.puzzle else None
    return {"reads": found.puzzle is not None, "problems": [p.as_dict() for p in found.problems], "inks": inks}


def random_texts(seed: int, count: int) -> list[tuple[str, str, dict]]:
    """Texts a hurried typist (or a cat on the keyboard) might leave: numbers, separators, colour
    letters, stray signs and blank lines."""
    rng = random.Random(seed)
    pieces = ["1", "2", "3", "5", "12", "0", " ", " ", ",", ".", "r", "b", "x", "-", "\n", "\n", "\n", "é", "'"]
    texts = []
    for _ in range(count):
        sides = ["".join(rng.choice(pieces) for _ in range(rng.randint(0, 40))) for _ in range(2)]
        palette = {"r": {"name": "red", "rgb": "E02020"}} if rng.random() < 0.3 else {}
        texts.append((sides[0], sides[1], palette))
    return texts


@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is needed to run web/enter/entry.js")
def test_javascript_reads_the_clues_as_python_does() -> None:
    cases = HAND_PICKED + random_texts(36, 400)
    reply = subprocess.run(["node", "--input-type=module", "-e", RUNNER], input=json.dumps(cases),
                           capture_output=True, text=True, check=True, timeout=120)
    answers = json.loads(reply.stdout)
    assert len(answers) == len(cases)
    for (rows, cols, palette), answer in zip(cases, answers, strict=True):
        expected = python_answer(rows, cols, palette)
        got = {"reads": answer["reads"], "problems": answer["problems"], "inks": expected["inks"]}
        if expected["inks"] is not None:  # the worker's inks after its background; none in black and white (null)
            got["inks"] = [[c["name"], c["rgb"].upper()] for c in answer["colours"] or []]
        assert got == expected, (rows, cols, palette)
