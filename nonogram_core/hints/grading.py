"""``grade``: replay the solve with hints only, count the techniques used, and name the difficulty.

The replay applies the easiest available deduction again and again (the same ladder the Hint
button uses) until the grid is complete or nothing applies.  The grade says what a person will
need and how much of it: the hardest technique the replay needed, and for pictures solved by
single-line logic, how many *deductions* (hint steps beyond counting: glue, joining/splitting,
full line logic) they take against the grid's size.  Colour and blotted puzzles replay the colour
ladder of ``colour/``, which has no glue or joining rung, so there the amount of line logic
separates easy from medium:

========================  ==================================================================
``trivial``               counting, simple boxes and simple spaces only: no deduction at all
``easy``                  black-and-white: also glue (edge forcing) or joining/splitting;
                          colour: fewer than one deduction per ``LIGHT_CELLS`` cells; in both,
                          fewer than ``LONG_STEPS`` deductions in all
``medium``                black-and-white: also full single-line logic (or glue in bulk: a
                          *heavy* puzzle, below); colour: line-solvable, more deductions
``hard``                  needs two-line reasoning or deeper probing (a contradiction); in
                          colour also a *heavy* line-solvable one
``needs-guessing``        logic stalls (a guess is needed, or there are several solutions)
``contradictory``         the clues have no solution
``timeout``               the time budget ran out (or the caller cancelled) before a grade
========================  ==================================================================

*Heavy*: at least ``HEAVY_STEPS`` deductions and at least one per ``HEAVY_CELLS`` cells, i.e.
a solve in which a person must stop and think all the time (a 30x30 colour picture with 60
line-logic steps), or twice ``LONG_STEPS`` deductions whatever the size; not a big picture that
counting mostly fills.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..model import Puzzle
from .board import Board, LineLadder
from .clock import Clock, Deadline
from .colour.board import ColourBoard
from .colour.ladder import ColourLadder
from .colour.probe import ColourProber
from .contradiction import Prober
from .techniques import MISTAKE, TECHNIQUES

TRIVIAL = {"complete_line", "simple_boxes", "simple_spaces"}
EASY = TRIVIAL | {"glue", "joining_splitting"}
MEDIUM = EASY | {"line_logic"}
DEDUCTIONS = ("glue", "joining_splitting", "line_logic")
"""The line techniques beyond counting: each step of them is a deduction a person must find."""
LIGHT_CELLS = 30
"""Colour: fewer deductions than one per this many cells is ``easy``."""
HEAVY_STEPS = 20
HEAVY_CELLS = 25
"""At least ``HEAVY_STEPS`` deductions and one per ``HEAVY_CELLS`` cells make a solve heavy."""
LONG_STEPS = 40
"""A solve of this many deductions or more is never ``easy``, however big its grid (a 60x60);
twice as many make it heavy (a 60x60 colour picture with 90 line-logic steps is hard)."""


@dataclass(frozen=True)
class Grade:
    """How hard a puzzle is for a person, and where one gets stuck.

    ``line_solvable``: single-line logic alone completes the grid.  ``max_depth``: the most rounds
    of line logic a contradiction needed (0 when none was needed).  ``steps``: hints used per
    technique, easiest first.  ``stall_grid``: the grid where logic stalled (rows of ``#``, ``x``,
    ``?``), or ``None`` when it did not.
    """

    grade: str
    line_solvable: bool
    max_depth: int
    steps: dict[str, int] = field(default_factory=dict)
    stall_grid: tuple[str, ...] | None = None

    def as_dict(self) -> dict[str, Any]:
        return {
            "grade": self.grade,
            "line_solvable": self.line_solvable,
            "max_depth": self.max_depth,
            "steps": dict(self.steps),
            "stall_grid": list(self.stall_grid) if self.stall_grid is not None else None,
        }


def grade(puzzle: Puzzle, timeout: float | None = None, cancel: Callable[[], bool] | None = None) -> Grade:
    """Replay a hints-only solve of ``puzzle`` and grade it.

    ``timeout`` (seconds of wall-clock time) and ``cancel`` stop a long replay in every stage, line
    techniques included: both are looked at after every few lines examined (``clock.Clock``), so a
    200x200 replay ends within milliseconds of its deadline.  The grade is then ``"timeout"`` with
    the grid reached as ``stall_grid``.

    >>> from nonogram_core import puzzle_from_picture
    >>> result = grade(puzzle_from_picture(["###.", "#..#", ".##."]))
    >>> result.grade, result.line_solvable, result.max_depth
    ('trivial', True, 0)
    >>> grade(puzzle_from_picture(["#.", ".#"])).as_dict()["stall_grid"]
    ['??', '??']
    """
    if puzzle.problems():
        return Grade("contradictory", False, 0, dict.fromkeys(TECHNIQUES, 0))
    replay = _Replay(puzzle, Clock(timeout, cancel))
    try:
        return replay.run()
    except Deadline:
        return Grade("timeout", False, replay.max_depth, replay.steps, tuple(replay.board.as_text()))


class _Replay:
    """One hints-only solve, counting each step as it goes (the counts stand when ``Deadline`` stops it)."""

    def __init__(self, puzzle: Puzzle, clock: Clock) -> None:
        self.puzzle = puzzle
        self.clock = clock
        self.board, self.ladder, self.prober = _engine(puzzle, clock)
        self.steps = dict.fromkeys(TECHNIQUES, 0)
        self.max_depth = 0

    def run(self) -> Grade:
        board, ladder, steps = self.board, self.ladder, self.steps
        line_solvable = True
        while not board.is_complete():
            self.clock.check()  # a step is a ladder pass at least: asking between steps costs nothing
            finding = ladder.find(best=True)
            if finding is None:
                line_solvable = False
                finding = self.prober.next_finding()
                if finding is None:
                    if board.broken_line() is not None:
                        return Grade("contradictory", False, self.max_depth, steps)
                    return Grade("needs-guessing", False, self.max_depth, steps, tuple(board.as_text()))
            if finding.technique == MISTAKE:
                return Grade("contradictory", False, self.max_depth, steps)
            steps[finding.technique] += 1
            self.max_depth = max(self.max_depth, finding.depth)
            ladder.apply(finding)
        if board.broken_line() is not None:
            return Grade("contradictory", False, self.max_depth, steps)
        puzzle = self.puzzle
        grade = _name(steps, puzzle.width * puzzle.height, puzzle.is_black_and_white)
        return Grade(grade, line_solvable, self.max_depth, steps)


def _engine(puzzle: Puzzle, clock: Clock) -> tuple[Board, LineLadder | ColourLadder, Prober | ColourProber]:
    """A blank board with its line ladder and prober sharing ``clock``: the colour engine unless black-and-white."""
    if puzzle.is_black_and_white:
        board = Board(puzzle)
        return board, LineLadder(board, clock), Prober(board, clock)
    colour_board = ColourBoard(puzzle)
    return colour_board, ColourLadder(colour_board, explain=False, clock=clock), ColourProber(colour_board, clock)


def _name(steps: dict[str, int], cells: int, black_and_white: bool = True) -> str:
    """The grade word of a completed replay: its hardest technique, then how many deductions.

    >>> _name({"simple_boxes": 9, "glue": 2}, 100), _name({"simple_boxes": 9, "glue": 30}, 400)
    ('easy', 'medium')
    >>> _name({"line_logic": 2}, 100, False), _name({"line_logic": 8}, 100, False)
    ('easy', 'medium')
    >>> _name({"line_logic": 40}, 400, False), _name({"line_logic": 19}, 100, False)
    ('hard', 'medium')
    >>> _name({"line_logic": 45}, 3600, False), _name({"glue": 45}, 3600), _name({"line_logic": 90}, 3600, False)
    ('medium', 'medium', 'hard')
    """
    used = {name for name, count in steps.items() if count}
    if not used <= MEDIUM:
        return "hard"
    if used <= TRIVIAL:
        return "trivial"
    deductions = sum(steps.get(name, 0) for name in DEDUCTIONS)
    heavy = deductions >= 2 * LONG_STEPS or (deductions >= HEAVY_STEPS and deductions * HEAVY_CELLS >= cells)
    long = deductions >= LONG_STEPS
    if black_and_white:
        return "medium" if heavy or long or not used <= EASY else "easy"
    if deductions * LIGHT_CELLS < cells and not long:
        return "easy"
    return "hard" if heavy else "medium"


__all__ = ["Grade", "grade"]
