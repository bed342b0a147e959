"""Every file of the shared corpora loads; a puzzle converted to any format solves the same way.

The corpora live beside the repository (``../shared/puzzles``); the tests skip when it is absent.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nonogram_core import solve
from nonogram_core.formats import FORMATS, detect, read, read_file, sharecode, write
from nonogram_core.model import BLOTTED, Puzzle, satisfies
from tests.corpora import CORPORA, REASON

CORPUS = CORPORA
NOT_PUZZLES = {"MANIFEST.csv", "README.md", "verdicts.json", "LICENSE"}
FILES = sorted(p for p in CORPUS.glob("*/*") if p.name not in NOT_PUZZLES) if CORPUS.is_dir() else []
VERDICTS = json.loads((CORPUS / "verdicts.json").read_text()) if CORPUS.is_dir() else {}
needs_corpus = pytest.mark.skipif(not FILES, reason=REASON)


def _key(path: Path) -> str:
    return path.relative_to(CORPUS).as_posix()


@needs_corpus
@pytest.mark.parametrize("path", FILES, ids=_key)
def test_every_corpus_file_loads(path: Path) -> None:
    puzzles = read_file(path)
    assert puzzles
    expected = {".non": "non", ".xml": "xml", ".txt": "tournament"}[path.suffix]
    assert detect(path.read_bytes(), str(path)) == expected
    for puzzle in puzzles:
        assert puzzle.problems() == [], puzzle.problems()
        if puzzle.goal is not None:  # colour goals too: rows of colour_chars, the file's own picture
            assert satisfies(puzzle, puzzle.goal)
    if path.parent.name == "blotted":
        assert any(n == BLOTTED for p in puzzles for c in (*p.rows, *p.cols) for n in c)
    if path.parent.name == "colour":
        assert all(len(p.colours) >= 3 and p.row_colours for p in puzzles)
    if path.parent.name == "tournament":
        assert len(puzzles) == 1000 and [p.title for p in puzzles[:3]] == ["1", "2", "3"]


@needs_corpus
@pytest.mark.parametrize("name", ["taai2011", "icga2023"])
def test_tournament_solutions_match_their_puzzles(name: str) -> None:
    puzzles = read_file(CORPUS / "tournament" / f"{name}.txt")
    pictures = read_file(CORPUS / "tournament" / f"{name}.solution.txt")
    assert all(satisfies(p, s.goal) for p, s in zip(puzzles, pictures, strict=True))


SMALL = [
    "dom/3-dom.non",
    "dom/4-dom.non",
    "survey/webpbn-00001-dancer.non",
    "survey/webpbn-00023-edge.non",
    "survey/webpbn-00006-cat.non",
    "misc/thomasr-ambiguous.non",
    "misc/pbnsolve-c++.non",
]


def _contradictory(puzzle: Puzzle) -> Puzzle:
    """Dancer with its first row clue 2 split into 1 1: totals still agree, but no grid fits."""
    assert puzzle.rows[0] == (2,)
    return Puzzle(rows=((1, 1), *puzzle.rows[1:]), cols=puzzle.cols, title=puzzle.title)


@needs_corpus
@pytest.mark.parametrize("key", SMALL)
def test_converted_puzzles_solve_to_the_same_verdict(key: str) -> None:
    [original] = read_file(CORPUS / key)
    verdict = solve(original, timeout=20).status.value
    assert verdict == VERDICTS[key]
    for name, module in FORMATS.items():
        if module.write is None or (name == "tournament" and original.width != original.height):
            continue
        if name in ("pbm", "text", "png"):
            continue  # picture formats need a goal: covered below
        [back] = read(write(original, name))
        assert solve(back, timeout=20).status.value == verdict, name
    shared, _ = sharecode.decode(sharecode.encode(original))
    assert solve(shared, timeout=20).status.value == verdict


@needs_corpus
def test_pictures_and_contradictions_keep_their_verdicts() -> None:
    [dancer] = read_file(CORPUS / "survey/webpbn-00001-dancer.non")
    solution = solve(dancer, timeout=20).solutions[0]
    pictured = Puzzle(rows=dancer.rows, cols=dancer.cols, goal=tuple(solution))
    for name in ("pbm", "text", "png"):
        [back] = read(write(pictured, name))
        assert (back.rows, back.cols) == (dancer.rows, dancer.cols)
        assert solve(back, timeout=20).status.value == "unique"
    broken = _contradictory(dancer)
    assert solve(broken, timeout=20).status.value == "none"
    for name in ("json", "non", "nin", "xml", "g", "mk", "cwd", "gno", "nonogrid", "pynogram", "picross-solver",
                 "spoj", "php-yml", "pattern", "clues"):
        [back] = read(write(broken, name))
        assert solve(back, timeout=20).status.value == "none", name
