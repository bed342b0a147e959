"""Checks the design tests share: whether a drawing is unique, decided without the package's solver."""

from __future__ import annotations

from nonogram_core import Puzzle
from tests.oracles import bw_plain_solver, colour_plain_solver
from tests.oracles.line_truth import coloured_runs


def columns(picture) -> list[str]:
    return ["".join(row[c] for row in picture) for c in range(len(picture[0]))]


def independently_unique(picture, chars: str = ".#") -> bool:
    """Whether ``picture`` is the only grid with its clues, by the plain solvers of tests/oracles."""
    if chars == ".#":
        puzzle = Puzzle(rows=tuple(tuple(n for n, _ in coloured_runs(row)) for row in picture),
                        cols=tuple(tuple(n for n, _ in coloured_runs(col)) for col in columns(picture)))
        return bw_plain_solver.find_other_solution(puzzle, tuple(picture), budget=20_000) is None

    def blocks(lines):
        return [[(n, chars.index(ch)) for n, ch in coloured_runs(line)] for line in lines]

    found = colour_plain_solver.count_solutions(blocks(picture), blocks(columns(picture)), len(chars))
    return len(found) == 1
