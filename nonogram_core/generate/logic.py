"""Fast checks of what logic reaches on a picture's puzzle, for the search's inner loop.

The grader (``hints.grading.grade``) is the judge of a finished puzzle, but it replays every hint
in words and costs tens of milliseconds; the search evaluates hundreds of candidate flips.  These
checks reach the same fixpoints with the solver's bitmask propagator:

* ``line_unknowns`` — cells single-line logic leaves unknown (none: line-solvable, i.e. graded
  ``trivial``, ``easy`` or ``medium``);
* ``probe_unknowns`` — cells still unknown after single-line logic plus single-cell
  contradictions (suppose a value, propagate line logic to the end, a line that can no longer fit
  proves the other value): none means the grader's ``two_line``/``probing`` ladder completes it
  too (each of its findings is such a contradiction, and every contradiction within a round
  limit is one without), so the grade is ``hard`` or easier.

Both are fixpoints of sound, monotone deductions, so the order cells and lines are visited in
changes nothing: the answers are deterministic whatever the platform.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from ..limits import Deadline
from ..lines.cache import LineCache
from ..model import Clue, Puzzle, clue_of
from ..propagate import Board, Propagator
from ..result import Stats

Cells = list[tuple[int, int]]


def clues_of(picture: list[list[bool]]) -> tuple[tuple[Clue, ...], tuple[Clue, ...]]:
    """The row and column clues of a picture."""
    rows = tuple(clue_of(row) for row in picture)
    cols = tuple(clue_of(column) for column in zip(*picture, strict=True))
    return rows, cols


class Checker:
    """Runs the fast checks on one puzzle's clues, sharing one line cache between calls."""

    def __init__(self, rows: tuple[Clue, ...], cols: tuple[Clue, ...], lines: LineCache | None = None) -> None:
        self.width, self.height = len(cols), len(rows)
        self.prop = Propagator(Puzzle(rows=rows, cols=cols), Stats(), Deadline(None), lines)

    def line_board(self) -> Board:
        """The board single-line logic reaches from a blank grid (the picture's clues always fit)."""
        board = Board.blank(self.width, self.height)
        self.prop.run(board, range(self.height), range(self.width))
        return board

    def probe_board(self, board: Board) -> Board:
        """``board`` (line-propagated) after single-cell contradictions to the fixpoint, in place."""
        prop = self.prop
        changed = True
        while changed:
            changed = False
            for r, c in unknown_cells(board, self.width):
                if ((board.rows_filled[r] | board.rows_empty[r]) >> c) & 1:
                    continue  # settled by an earlier contradiction in this sweep
                for value in (True, False):
                    trial = board.copy()
                    trial.set_cell(r, c, value)
                    if not prop.run(trial, (r,), (c,)):
                        board.set_cell(r, c, not value)
                        prop.run(board, (r,), (c,))
                        changed = True
                        break
        return board


def unknown_cells(board: Board, width: int) -> Cells:
    """Unknown cells of a board in reading order."""
    full = (1 << width) - 1
    rows = zip(board.rows_filled, board.rows_empty, strict=True)
    return row_cells(full & ~(filled | empty) for filled, empty in rows)


def row_cells(masks: Iterable[int]) -> Cells:
    """The ``(row, col)`` of every set bit of each row's bitmask, in reading order."""
    cells = []
    for r, mask in enumerate(masks):
        while mask:
            low = mask & -mask
            cells.append((r, low.bit_length() - 1))
            mask ^= low
    return cells


def line_unknowns(picture: list[list[bool]], lines: LineCache | None = None) -> Cells:
    """Cells of ``picture``'s puzzle that single-line logic leaves unknown (``lines``: a shared line cache)."""
    checker = Checker(*clues_of(picture), lines)
    return unknown_cells(checker.line_board(), checker.width)


def probe_unknowns(picture: list[list[bool]], lines: LineCache | None = None) -> tuple[Cells, Cells]:
    """``(line, probe)``: unknown cells after line logic, and after line logic plus contradictions."""
    checker = Checker(*clues_of(picture), lines)
    board = checker.line_board()
    line = unknown_cells(board, checker.width)
    if not line:
        return line, line
    return line, unknown_cells(checker.probe_board(board), checker.width)


LadderMemo = dict[tuple[str, Clue, tuple[int, ...]], tuple[int, ...]]
"""Line states after a technique set's fixpoint on one line, by (grade, clue, line state)."""


@dataclass
class Memo:
    """What one generation's checks share: candidates differ in two clues, so nearly every line
    state they meet was met before.  ``ladder`` for ``ladder_unknowns``; ``lines`` is the
    propagator's line cache (line solves are the propagator's whole cost, and a fresh cache per
    check re-solved every line: docs/solver-experiments.md, "The generator").  Cached answers are
    the answers, so the puzzles made are the same."""

    ladder: LadderMemo = field(default_factory=dict)
    lines: LineCache = field(default_factory=LineCache)


def ladder_unknowns(
    rows: tuple[Clue, ...], cols: tuple[Clue, ...], grade: str = "easy", memo: LadderMemo | None = None
) -> int:
    """Cells left unknown by the grader's line techniques up to ``grade`` alone, to their fixpoint.

    ``grade`` is ``"trivial"`` (counting, simple boxes, simple spaces) or ``"easy"`` (also glue and
    joining/splitting).  A line-solvable puzzle is graded harder than ``grade`` exactly when this
    is not zero: the grader's replay, easiest technique first, needed a harder one somewhere.
    Uses the hint techniques themselves, with a queue of lines whose cells changed; ``memo``
    keeps each line's outcome across calls (a search's candidates share nearly all their clues,
    so most lines are looked up, not worked out: 5x faster on 15x15 medium searches).
    """
    from ..hints.lines import UNKNOWN

    memo = {} if memo is None else memo
    height, width = len(rows), len(cols)
    cells = [[UNKNOWN] * width for _ in range(height)]
    queue = [(0, r) for r in range(height)] + [(1, c) for c in range(width)]
    queued = set(queue)
    while queue:
        axis, index = queue.pop()
        queued.discard((axis, index))
        clue = rows[index] if axis == 0 else cols[index]
        line = tuple(cells[index]) if axis == 0 else tuple(row[index] for row in cells)
        key = (grade, clue, line)
        after = memo.get(key)
        if after is None:
            after = memo[key] = _line_fixpoint(clue, line, grade)
        for position, (before, value) in enumerate(zip(line, after, strict=True)):
            if before == value:
                continue
            r, c = (index, position) if axis == 0 else (position, index)
            cells[r][c] = value
            other = (1, c) if axis == 0 else (0, r)
            if other not in queued:
                queued.add(other)
                queue.append(other)
    return sum(row.count(UNKNOWN) for row in cells)


def _line_fixpoint(clue: Clue, line: tuple[int, ...], grade: str) -> tuple[int, ...]:
    """``line`` after applying the techniques up to ``grade`` until none proves anything more."""
    from ..hints.grading import EASY, TRIVIAL
    from ..hints.techniques import LINE_METHODS

    allowed = TRIVIAL if grade == "trivial" else EASY
    methods = [method.run for method in LINE_METHODS if method.name in allowed]
    cells = list(line)
    proved = True
    while proved:
        proved = False
        for method in methods:
            step = method(clue, cells, "cell")
            if step is not None:
                for position, value in step.proves.items():
                    cells[position] = value
                proved = True
                break
    return tuple(cells)
