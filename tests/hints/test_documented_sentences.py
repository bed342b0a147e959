"""The example hint sentences of docs/hints.md are real: pressing Hint on Dancer and the owl meets each one."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from nonogram_core import grid_from_text, next_hint, read_file
from tests.corpora import CORPORA, REASON

ROOT = Path(__file__).resolve().parents[2]
PUZZLES = CORPORA


def documented_sentences() -> list[str]:
    text = (ROOT / "docs" / "hints.md").read_text(encoding="utf-8")
    section = text.split("## Hints and difficulty, in use", 1)[1].split("```", 1)[0]
    bullets = re.findall(r"^- (.+?)(?=^- |\Z)", section, flags=re.M | re.S)
    return [" ".join(bullet.split()) for bullet in bullets]


def sentences_met(path: Path) -> set[str]:
    """Every sentence met while pressing Hint from an empty grid until the puzzle is solved."""
    puzzle = read_file(path)[0]
    grid = [[3] * puzzle.width for _ in range(puzzle.height)]
    met = set()
    while True:
        hint = next_hint(puzzle, grid)
        met.add(hint.sentence)
        if not hint.proves:
            return met
        for r, c, value in hint.proves:
            grid[r][c] = 2 if value == "filled" else 1


def test_documented_sentences_are_real():
    dancer = PUZZLES / "survey" / "webpbn-00001-dancer.non"
    owl = PUZZLES / "misc" / "ps-jwilk-091-owl.non"
    if not (dancer.exists() and owl.exists()):
        pytest.skip(REASON)
    met = sentences_met(dancer) | sentences_met(owl)
    wrong = grid_from_text(["#????"] + ["?????"] * 9)
    met.add(next_hint(read_file(dancer)[0], wrong).sentence)
    claimed = documented_sentences()
    assert len(claimed) >= 6
    assert [s for s in claimed if s not in met] == []
