"""Real puzzles from ``../shared/puzzles``: the solver's verdict must match the known one.

``verdicts.json`` holds each file's true verdict (an independent SAT encoding, confirmed by peer
solvers).  Every puzzle the solver finishes within its time limit must get that verdict, and every
solution it returns must re-derive the clues.  A timeout is not a failure but is reported as a
skip ("timeout after ..."), so ``pytest -rs`` counts them.  The default run gives each puzzle a
short limit; ``NONOGRAM_SLOW=1`` gives each a minute.

The TAAI 2011 and ICGA 2023 tournament sets come with one solution per puzzle (a puzzle may have
more): it must satisfy the clues, and when our verdict is ``unique`` our solution must be it.
"""

from __future__ import annotations

import json
import os

import pytest

from nonogram_core import Puzzle, Status, read_file, satisfies, solve
from tests.corpora import CORPORA, REASON, needs_corpora

PUZZLES = CORPORA
SLOW = os.environ.get("NONOGRAM_SLOW", "") not in ("", "0")
TIMEOUT = 60.0 if SLOW else 1.0
"""Seconds per corpus puzzle (the survey goal is each within 60 s)."""
TAAI_TIMEOUT = 30.0 if SLOW else 2.0
TAAI_SAMPLE = range(0, 1000, 25) if SLOW else range(0, 12)
"""Which TAAI puzzles (0-based); the set grows harder with the number, the first few are quick."""
ICGA_SAMPLE = range(5, 1000, 50) if SLOW else range(0, 4)

needs_corpus = needs_corpora


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


def colour_cases() -> list[tuple[str, str]]:
    """(path relative to the corpora, known verdict) for the colour and blotted sets."""
    return sorted(
        (name, verdict) for name, verdict in known_verdicts().items() if name.split("/")[0] in ("colour", "blotted")
    )


COLOUR_TIMEOUT = 10.0
"""Seconds per colour or blotted puzzle; each takes well under one, so a timeout here fails."""


@needs_corpus
def test_the_colour_corpora_are_all_listed() -> None:
    cases = colour_cases()
    assert sum(name.startswith("colour/") for name, _ in cases) == 29
    assert sum(name.startswith("blotted/") for name, _ in cases) == 10


@needs_corpus
@pytest.mark.parametrize(("name", "verdict"), colour_cases() if PUZZLES.is_dir() else [])
def test_colour_corpus_verdict(name: str, verdict: str) -> None:
    """Colour and blotted puzzles: all must finish (CI runs every one) with the known verdict."""
    puzzle = read_file(PUZZLES / name)[0]
    assert not puzzle.is_black_and_white
    result = solve(puzzle, timeout=COLOUR_TIMEOUT)
    solutions = [tuple(s) for s in result.solutions]
    assert not solution_problems(puzzle, result.status, solutions)
    assert result.status.value == verdict
    if puzzle.goal is not None:  # readers give a colour picture in ``colour_chars``, as solutions are
        assert satisfies(puzzle, puzzle.goal)
        if result.status is Status.UNIQUE:
            assert solutions[0] == tuple(puzzle.goal)


def tournament_pairs(name: str) -> list[tuple[Puzzle, tuple[str, ...]]]:
    """Each puzzle of a tournament set with the solution its ``.solution.txt`` gives."""
    folder = PUZZLES / "tournament"
    puzzles = read_file(folder / f"{name}.txt")
    solutions = read_file(folder / f"{name}.solution.txt")
    assert [p.title for p in puzzles] == [s.title for s in solutions]
    return [(p, s.goal) for p, s in zip(puzzles, solutions, strict=True)]


_TOURNAMENTS: dict[str, list[tuple[Puzzle, tuple[str, ...]]]] = {}


def tournament(name: str) -> list[tuple[Puzzle, tuple[str, ...]]]:
    if not (PUZZLES / "tournament" / f"{name}.txt").is_file():
        pytest.skip(f"tournament set {name} not found: {REASON}")
    if name not in _TOURNAMENTS:
        _TOURNAMENTS[name] = tournament_pairs(name)
    return _TOURNAMENTS[name]


@needs_corpus
@pytest.mark.parametrize("name", ["taai2011", "icga2023"])
def test_tournament_solution_files_match_the_puzzles(name: str) -> None:
    pairs = tournament(name)
    assert len(pairs) == 1000
    assert all(p.width == p.height == 25 for p, _ in pairs)
    assert all(satisfies(p, goal) for p, goal in pairs)


def check_tournament_puzzle(puzzle: Puzzle, given: tuple[str, ...], timeout: float) -> None:
    """The given solution exists, so the verdict is unique (and it is the given one) or multiple."""
    result = solve(puzzle, timeout=timeout)
    solutions = [tuple(s) for s in result.solutions]
    assert not solution_problems(puzzle, result.status, solutions)
    if result.status is Status.TIMEOUT:
        pytest.skip(f"#{puzzle.title}: timeout after {timeout:g} s")
    assert result.status in (Status.UNIQUE, Status.MULTIPLE)
    if result.status is Status.UNIQUE:
        assert solutions == [given]


@needs_corpus
@pytest.mark.parametrize("index", TAAI_SAMPLE)
def test_taai_2011_sample(index: int) -> None:
    check_tournament_puzzle(*tournament("taai2011")[index], TAAI_TIMEOUT)


@needs_corpus
@pytest.mark.parametrize("index", ICGA_SAMPLE)
def test_icga_2023_sample(index: int) -> None:
    check_tournament_puzzle(*tournament("icga2023")[index], TAAI_TIMEOUT)
