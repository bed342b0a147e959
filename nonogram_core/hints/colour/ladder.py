"""The colour line ladder: the easiest line deduction on a colour board, as the black-and-white one.

The techniques carry the black-and-white names (``complete_line``, ``simple_boxes``,
``simple_spaces``, ``line_logic``), so grades and steps count them alike (ruling out the colours a
clue lacks counts as ``simple_spaces``); glue and joining have no colour version and are never used.

A colour deduction may only *narrow* cells ("cannot be blue") without settling any.  A player's
grid cannot record that, so hints ask for ``settling`` findings: the easiest line deduction that
settles a cell, and only when no line settles any, the easiest narrowing (the hint then chains
narrowings until a cell settles; see ``hint``).  Grading takes any deduction.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..board import Finding, LineRef, line_finding
from ..clock import Clock
from ..words import unit_along
from .board import ColourBoard, is_settled
from .line_logic import line_logic
from .line_techniques import (
    ColourLine,
    ColourTechnique,
    absent_colours,
    complete_line,
    simple_boxes,
    simple_spaces,
)


@dataclass(frozen=True)
class ColourMethod:
    """A colour line technique under its public name."""

    name: str
    run: ColourTechnique
    once_idle_always_idle: bool = False
    """The technique reads only the clue and which cells are settled, so once it proves nothing on a
    line it never will again (cells only narrow): the ladder stops asking, which matters on big grids
    where every settled cell of a row sends all the columns back to the bottom of the ladder."""


COLOUR_LINE_METHODS: tuple[ColourMethod, ...] = (
    ColourMethod("complete_line", complete_line, once_idle_always_idle=True),
    ColourMethod("simple_boxes", simple_boxes, once_idle_always_idle=True),
    ColourMethod("simple_spaces", absent_colours, once_idle_always_idle=True),
    ColourMethod("simple_spaces", simple_spaces),
    ColourMethod("line_logic", line_logic),
)


def settled_count(finding: Finding) -> int:
    """How many cells the finding settles (narrows to one colour)."""
    return sum(is_settled(value) for value in finding.proves.values())


class ColourLadder:
    """Finds and applies line deductions on a colour board, easiest technique first."""

    def __init__(self, board: ColourBoard, explain: bool = True, clock: Clock | None = None) -> None:
        self.board = board
        self.clock = clock if clock is not None else Clock()
        """Counts each line a technique examines (``Deadline`` once it runs out)."""
        self.explain = explain
        """False for grading: findings then may have no sentence (the costlier techniques skip it)."""
        self._stable_up_to = dict.fromkeys(board.refs, -1)
        self._idle: set[tuple[LineRef, int]] = set()
        """(line, level) pairs whose technique will never prove anything again (``once_idle_always_idle``)."""
        self._pending: dict[tuple[LineRef, int], Finding] = {}
        """Per line and level, the finding that technique gave, until a cell of the line changes
        (a replay applies one finding at a time, and a big colour grid has hundreds pending at once)."""

    def colour_line(self, ref: LineRef) -> ColourLine:
        board = self.board
        return ColourLine(board.clue(ref), board.block_colours(ref), board.line(ref), unit_along(ref[0]),
                          board.words, self.explain, board.masks(ref))

    def find(self, best: bool = False, settling: bool = False) -> Finding | None:
        """The easiest deduction (with ``best``, the one changing most cells among the easiest).

        With ``settling``, the easiest deduction that settles a cell (most settled first) is
        preferred over an easier one that only narrows, which is returned when nothing settles.
        """
        fallback: Finding | None = None
        tick = self.clock.tick
        for level, method in enumerate(COLOUR_LINE_METHODS):
            chosen: Finding | None = None
            for ref in self.board.refs:
                if self._stable_up_to[ref] >= level:
                    continue
                finding = self._pending.get((ref, level))
                if finding is None:
                    tick()
                    step = None if (ref, level) in self._idle else method.run(self.colour_line(ref))
                    if step is None:
                        self._stable_up_to[ref] = level
                        if method.once_idle_always_idle:
                            self._idle.add((ref, level))
                        continue
                    finding = self._pending[ref, level] = line_finding(method.name, ref, step)
                if settling and not settled_count(finding):
                    fallback = fallback or finding
                    continue
                if not best and not settling:
                    return finding
                if chosen is None or _score(finding, settling) > _score(chosen, settling):
                    chosen = finding
            if chosen is not None:
                return chosen
        return fallback

    def apply(self, finding: Finding) -> None:
        """Set the proved cells and mark their row and column for re-examination."""
        touched: dict[LineRef, list[tuple[int, int]]] = {}
        for (r, c), value in finding.proves.items():
            self.board.set(r, c, value)
            touched.setdefault(("row", r), []).append((r, c))
            touched.setdefault(("col", c), []).append((r, c))
        for ref, cells in touched.items():
            self._stable_up_to[ref] = -1
            for level in range(1, len(COLOUR_LINE_METHODS)):
                self._pending.pop((ref, level), None)
            pending = self._pending.pop((ref, 0), None)  # complete_line
            if pending is not None and pending is not finding:
                kept = self._still_proving(pending, cells)
                if kept is not None:
                    self._pending[ref, 0] = kept

    def _still_proving(self, pending: Finding, cells: list[tuple[int, int]]) -> Finding | None:
        """A complete-line finding after some of its cells changed: what the technique would now give.

        Complete lines prove the one arrangement's value of every cell not already holding it, and say
        nothing about which cells, so the answer is the same finding less the cells now settled to
        their value.  Saves re-solving every column each time a row of a big grid is completed.
        """
        proves = dict(pending.proves)
        for r, c in cells:
            want = proves.get((r, c))
            if want is None:
                continue
            now = self.board.cells[r][c]
            if now == want:
                del proves[(r, c)]
            elif not now & want:
                return None  # the line broke: ask the technique again
        return replace(pending, proves=proves) if proves else None


def _score(finding: Finding, settling: bool) -> int:
    return settled_count(finding) if settling else len(finding.proves)
