"""Puzzles with known answers for the batch tests, laid out as a user's folder of mixed files.

Verdicts come from ``shared/puzzles/verdicts.json`` (an independent SAT encoding) and tournament
answers from the tournament's own solution file, never from this solver."""

from __future__ import annotations

import json
import os
from pathlib import Path

from nonogram_core import Puzzle, satisfies
from tests.corpora import CORPORA

PUZZLES = CORPORA
TAAI = PUZZLES / "tournament" / "taai2011.txt"
SMALL = ["survey/webpbn-00001-dancer.non", "survey/webpbn-00006-cat.non", "survey/webpbn-06739-karate.non",
         "misc/thomasr-ambiguous.non", "misc/thomasr-world.non", "misc/thomasr-qr.non", "dom/4-dom.non"]
"""Quick puzzles, unique and multiple, solved in milliseconds."""


def available() -> bool:
    return TAAI.is_file() and all((PUZZLES / name).is_file() for name in SMALL)


def first_puzzles(source: Path, count: int) -> str:
    """The text of the first ``count`` puzzles (or solutions) of a tournament file."""
    lines, seen = [], 0
    for line in source.read_text().splitlines():
        if line.startswith("$"):
            seen += 1
            if seen > count:
                break
        lines.append(line)
    return "\n".join(lines) + "\n"


def tournament_solutions(source: Path, count: int) -> list[list[str]]:
    """The solution file's grids (``#``/``.`` rows) of the first ``count`` puzzles."""
    grids: list[list[str]] = []
    for line in first_puzzles(source.with_name(source.stem + ".solution.txt"), count).splitlines():
        if line.startswith("$"):
            grids.append([])
        elif line.strip():
            grids[-1].append("".join("#" if cell == "1" else "." for cell in line.split()))
    return grids


def make_folder(root: Path, taai: int = 12) -> dict[str, dict]:
    """A folder of puzzles (nested, a collection, a hidden file, files that are not puzzles) and
    the answer expected for each task key: ``{"verdict": ...}`` or a tournament ``{"solution": ...}``."""
    verdicts = json.loads((PUZZLES / "verdicts.json").read_text())
    (root / "set" / "deeper").mkdir(parents=True)
    (root / "set" / ".hidden").mkdir()
    expected: dict[str, dict] = {}
    for number, name in enumerate(SMALL):
        target = root / "set" / ("deeper" if number % 2 else "") / Path(name).name
        target.write_text((PUZZLES / name).read_text())
        expected[os.path.relpath(target, root)] = {"verdict": verdicts[name]}
    if taai:
        (root / "set" / "taai.txt").write_text(first_puzzles(TAAI, taai))
        for number, grid in enumerate(tournament_solutions(TAAI, taai), 1):
            expected[f"set/taai.txt#{number}" if taai > 1 else "set/taai.txt"] = {"solution": grid}
    (root / "set" / "README.md").write_text("# Notes\nThese are puzzles.\n")
    (root / "set" / "MANIFEST.csv").write_text("name,licence\ndancer,CC\n")
    (root / "set" / ".hidden" / "x.non").write_text((PUZZLES / SMALL[0]).read_text())
    return expected


def check_line(record: dict, want: dict, puzzle: Puzzle | None = None) -> None:
    """``record`` (a results line) agrees with the ground truth ``want``."""
    if "verdict" in want:
        assert record["status"] == want["verdict"], record["task"]
        return
    # a tournament puzzle: its file's solution is one; unique means it is the one found
    assert record["status"] in ("unique", "multiple"), record["task"]
    if record["status"] == "unique":
        assert record["solutions"] == [want["solution"]], record["task"]
    else:
        assert len({tuple(s) for s in record["solutions"]}) == 2, record["task"]
        assert puzzle is None or all(satisfies(puzzle, s) for s in record["solutions"])
