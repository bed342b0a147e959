"""Real puzzles from ``../shared/puzzles``: the solver's verdict must match the known one.

``verdicts.json`` holds each file's true verdict (an independent SAT encoding, confirmed by peer
solvers).  Every puzzle the solver finishes within its time limit must get that verdict, and every
solution it returns must re-derive the clues.  A timeout is not a failure but is reported as a
skip ("timeout after ..."), so ``pytest -rs`` counts them.  The default run gives each puzzle a
short limit; ``NONOGRAM_SLOW=1`` gives each a minute.

The TAAI 2011 tournament set comes with one solution per puzzle (a puzzle may have more): it
must satisfy the clues, and when our verdict is ``unique`` our solution must be it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from nonogram_core import Puzzle, Status, read_file, satisfies, solve

PUZZLES = Path(__file__).resolve().parents[2].parent / "shared" / "puzzles"
SLOW = os.environ.get("NONOGRAM_SLOW", "") not in ("", "0")
TIMEOUT = 60.0 if SLOW else 1.0
"""Seconds per corpus puzzle (the survey goal is each within 60 s)."""
TAAI_TIMEOUT = 30.0 if SLOW else 2.0
TAAI_SAMPLE = range(0, 1000, 10) if SLOW else range(0, 12)
"""Which TAAI puzzles (0-based); the set grows harder with the number, the first few are quick."""

needs_corpus = pytest.mark.skipif(not PUZZLES.is_dir(), reason=f"puzzle corpora not found at {PUZZLES}")


def known_verdicts() -> dict[str, str]:
    path = PUZZLES / "verdicts.json"
    return json.loads(path.read_text()) if path.is_file() else {}


def corpus_cases() -> list[tuple[str, str]]:
    """(path relative to the corpora, known verdict) for the black-and-white sets."""
    return sorted(
        (name, verdict)
        for name, verdict in known_verdicts().items()
        if name.split("/")[0] in ("survey", "dom", "misc")
    )


def solution_problems(puzzle: Puzzle, status: Status, solutions: list[tuple[str, ...]]) -> list[str]:
    found = [f"solution {n + 1} does not satisfy the clues" for n, s in enumerate(solutions)
             if not satisfies(puzzle, s)]
    if len(set(solutions)) != len(solutions):
        found.append("repeated solutions")
    if status is Status.UNIQUE and len(solutions) != 1:
        found.append(f"unique with {len(solutions)} solutions")
    if status is Status.MULTIPLE and len(set(solutions)) < 2:
        found.append("multiple with fewer than 2 distinct solutions")
    return found


@needs_corpus
def test_the_corpora_are_all_listed() -> None:
    """Guards against a silently empty parametrisation (a renamed verdicts file, say)."""
    assert len(corpus_cases()) >= 100
    assert {verdict for _, verdict in corpus_cases()} >= {"unique", "multiple"}


@needs_corpus
@pytest.mark.parametrize(("name", "verdict"), corpus_cases() if PUZZLES.is_dir() else [])
def test_corpus_verdict(name: str, verdict: str) -> None:
    puzzles = read_file(PUZZLES / name)
    assert len(puzzles) == 1
    puzzle = puzzles[0]
    result = solve(puzzle, timeout=TIMEOUT)
    solutions = [tuple(s) for s in result.solutions]
    assert not solution_problems(puzzle, result.status, solutions)
    if result.status is Status.TIMEOUT:
        pytest.skip(f"{name}: timeout after {TIMEOUT:g} s (known verdict {verdict})")
    if verdict != "unknown":
        assert result.status.value == verdict
    if puzzle.goal is not None and result.status is Status.UNIQUE:
        assert solutions[0] == tuple(puzzle.goal)


def taai_pairs() -> list[tuple[Puzzle, tuple[str, ...]]]:
    folder = PUZZLES / "tournament"
    puzzles = read_file(folder / "taai2011.txt")
    solutions = read_file(folder / "taai2011.solution.txt")
    assert [p.title for p in puzzles] == [s.title for s in solutions]
    return [(p, s.goal) for p, s in zip(puzzles, solutions, strict=True)]


@pytest.fixture(scope="module")
def taai() -> list[tuple[Puzzle, tuple[str, ...]]]:
    if not (PUZZLES / "tournament" / "taai2011.txt").is_file():
        pytest.skip(f"TAAI 2011 set not found under {PUZZLES}")
    return taai_pairs()


@needs_corpus
def test_taai_solutions_file_matches_the_puzzles(taai: list[tuple[Puzzle, tuple[str, ...]]]) -> None:
    assert len(taai) == 1000
    assert all(p.width == p.height == 25 for p, _ in taai)
    assert all(satisfies(p, goal) for p, goal in taai)


@needs_corpus
@pytest.mark.parametrize("index", TAAI_SAMPLE)
def test_taai_2011_sample(taai: list[tuple[Puzzle, tuple[str, ...]]], index: int) -> None:
    puzzle, given = taai[index]
    result = solve(puzzle, timeout=TAAI_TIMEOUT)
    solutions = [tuple(s) for s in result.solutions]
    assert not solution_problems(puzzle, result.status, solutions)
    if result.status is Status.TIMEOUT:
        pytest.skip(f"TAAI #{puzzle.title}: timeout after {TAAI_TIMEOUT:g} s")
    assert result.status in (Status.UNIQUE, Status.MULTIPLE)  # the given solution exists
    if result.status is Status.UNIQUE:
        assert solutions == [given]
