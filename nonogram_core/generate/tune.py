"""The search that turns a candidate picture into a puzzle of exactly the requested grade.

Each difficulty is a *logic class* the finished puzzle must fall in, plus the class just below
that it must not:

* ``trivial``/``easy``/``medium`` must be line-solvable (single-line logic leaves no unknown
  cell); ``medium`` must also stall the ``trivial``+``easy`` techniques somewhere
  (``logic.ladder_unknowns``), and ``easy`` must stall the ``trivial`` ones;
* ``hard`` must be solvable by line logic plus single-cell contradictions but not by line logic.

The search repairs rather than hopes.  Where logic stalls is exactly where the puzzle is
ambiguous or too hard, so the moves are flips of *stalled* cells: a few are tried, each re-checked
with the fast propagator (``logic``), and the one leaving the fewest stalled cells is kept, until
the stall is gone.  A puzzle that came out too easy is perturbed (a random cell flipped, which
usually brings a stall back) and repaired again.  Every loop is bounded by a number of steps, never
by the clock, so a seed always takes the same path; a picture that does not converge is dropped
and the caller starts from a fresh one.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .logic import Cells, Memo, clues_of, ladder_unknowns, line_unknowns, probe_unknowns
from .pictures import Picture, edge_cell, on_edge

LINE_GRADES = ("trivial", "easy", "medium")
CANDIDATES = 8
"""Stalled cells tried per repair step: more finds better flips, each costs one propagation."""
STEPS = 60
"""Repair steps per picture before it is given up."""


def tune(
    picture: Picture, difficulty: str, rng: random.Random, memo: Memo | None = None, mirror: bool = False
) -> bool:
    """Change ``picture`` in place until its puzzle grades ``difficulty``; False if this picture will not do.

    ``memo`` carries line outcomes between calls (``logic.Memo``).
    ``mirror`` flips each cell together with its mirror image, so a left-right symmetric picture stays so.
    """
    memo = Memo() if memo is None else memo
    flip = _mirror_flip if mirror else _flip
    if difficulty == "hard":
        return _tune_hard(picture, rng, flip, memo)
    return _tune_line(picture, difficulty, rng, memo, flip)


Flip = Callable[[Picture, tuple[int, int]], None]


def _flip(picture: Picture, cell: tuple[int, int]) -> None:
    r, c = cell
    picture[r][c] = not picture[r][c]


def _mirror_flip(picture: Picture, cell: tuple[int, int]) -> None:
    r, c = cell
    row = picture[r]
    row[c] = not row[c]
    other = len(row) - 1 - c
    if other != c:
        row[other] = not row[other]


def _candidates(picture: Picture, stalled: Cells, rng: random.Random) -> Cells:
    """Up to ``CANDIDATES`` stalled cells to try flipping, edge cells first (they keep the picture smooth)."""
    edge = [cell for cell in stalled if on_edge(picture, cell)]
    pool = edge if len(edge) >= CANDIDATES else stalled
    return rng.sample(pool, min(CANDIDATES, len(pool)))


def _line_grade(picture: Picture, difficulty: str, memo: Memo) -> str:
    """The grade of a line-solvable picture, computed only as far as ``difficulty`` needs."""
    clues = clues_of(picture)
    if ladder_unknowns(*clues, "easy", memo.ladder):
        return "medium"
    if difficulty == "medium":
        return "easy"
    return "easy" if ladder_unknowns(*clues, "trivial", memo.ladder) else "trivial"


def _tune_line(picture: Picture, difficulty: str, rng: random.Random, memo: Memo, flip: Flip) -> bool:
    """Repair towards line-solvability; at each line-solvable state check the grade, perturb if too easy."""
    wanted = LINE_GRADES.index(difficulty)
    stalled = line_unknowns(picture, memo.lines)
    for _ in range(STEPS):
        if not stalled:
            got = LINE_GRADES.index(_line_grade(picture, difficulty, memo))
            if got == wanted:
                return True
            if got > wanted:
                return False  # too hard for a line puzzle of this kind: a fresh picture does better
            flip(picture, edge_cell(picture, rng))
            stalled = line_unknowns(picture, memo.lines)
            continue
        best: tuple[int, tuple[int, int]] | None = None
        for cell in _candidates(picture, stalled, rng):
            flip(picture, cell)
            left = len(line_unknowns(picture, memo.lines))
            if left == 0 and difficulty == "medium" and ladder_unknowns(*clues_of(picture), "easy", memo.ladder):
                return True
            flip(picture, cell)
            if left and (best is None or left < best[0]):
                best = (left, cell)
        if best is None:  # every tried flip solves it: take one (the grade is checked next round)
            flip(picture, stalled[rng.randrange(len(stalled))])
        else:
            flip(picture, best[1])
        stalled = line_unknowns(picture, memo.lines)
    return False


def _tune_hard(picture: Picture, rng: random.Random, flip: Flip, memo: Memo) -> bool:
    """Repair towards probe-solvability while keeping a line-logic stall (perturb when there is none).

    First improvement, not best: the first tried flip that leaves fewer cells unknown is kept at
    once, since a probing fixpoint is the costly check here (it halved the time: docs/solver-experiments.md,
    "The generator").
    """
    line, probe = probe_unknowns(picture, memo.lines)
    for _ in range(STEPS):
        if line and not probe:
            return True
        if not line:
            flip(picture, edge_cell(picture, rng))
            line, probe = probe_unknowns(picture, memo.lines)
            continue
        best: tuple[int, tuple[int, int], Cells, Cells] | None = None
        for cell in _candidates(picture, probe, rng):
            flip(picture, cell)
            after_line, after_probe = probe_unknowns(picture, memo.lines)
            flip(picture, cell)
            if after_line and (best is None or len(after_probe) < best[0]):
                best = (len(after_probe), cell, after_line, after_probe)
                if len(after_probe) < len(probe):
                    break
        if best is None:
            flip(picture, probe[rng.randrange(len(probe))])
            line, probe = probe_unknowns(picture, memo.lines)
        else:
            flip(picture, best[1])
            line, probe = best[2], best[3]
    return bool(line) and not probe


__all__ = ["Cells", "tune"]
