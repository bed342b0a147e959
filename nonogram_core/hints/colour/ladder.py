"""The colour line ladder: the easiest line deduction on a colour board, as the black-and-white one.

The techniques carry the black-and-white names (``complete_line``, ``simple_boxes``,
``simple_spaces``, ``line_logic``), so grades and steps count them alike; glue and joining have no
colour version and are never used.

A colour deduction may only *narrow* cells ("cannot be blue") without settling any.  A player's
grid cannot record that, so hints ask for ``settling`` findings: the easiest line deduction that
settles a cell, and only when no line settles any, the easiest narrowing (the hint then chains
narrowings until a cell settles; see ``hint``).  Grading takes any deduction.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..board import Finding, LineRef, line_finding
from ..words import unit_along
from .board import ColourBoard, is_settled
from .line_logic import line_logic
from .line_techniques import ColourLine, ColourTechnique, complete_line, simple_boxes, simple_spaces


@dataclass(frozen=True)
class ColourMethod:
    """A colour line technique under its public name."""

    name: str
    run: ColourTechnique


COLOUR_LINE_METHODS: tuple[ColourMethod, ...] = (
    ColourMethod("complete_line", complete_line),
    ColourMethod("simple_boxes", simple_boxes),
    ColourMethod("simple_spaces", simple_spaces),
    ColourMethod("line_logic", line_logic),
)


def settled_count(finding: Finding) -> int:
    """How many cells the finding settles (narrows to one colour)."""
    return sum(is_settled(value) for value in finding.proves.values())


class ColourLadder:
    """Finds and applies line deductions on a colour board, easiest technique first."""

    def __init__(self, board: ColourBoard) -> None:
        self.board = board
        self._stable_up_to = dict.fromkeys(board.refs, -1)

    def colour_line(self, ref: LineRef) -> ColourLine:
        board = self.board
        return ColourLine(board.clue(ref), board.block_colours(ref), board.line(ref), unit_along(ref[0]),
                          board.words)

    def find(self, best: bool = False, settling: bool = False) -> Finding | None:
        """The easiest deduction (with ``best``, the one changing most cells among the easiest).

        With ``settling``, the easiest deduction that settles a cell (most settled first) is
        preferred over an easier one that only narrows, which is returned when nothing settles.
        """
        fallback: Finding | None = None
        for level, method in enumerate(COLOUR_LINE_METHODS):
            chosen: Finding | None = None
            for ref in self.board.refs:
                if self._stable_up_to[ref] >= level:
                    continue
                step = method.run(self.colour_line(ref))
                if step is None:
                    self._stable_up_to[ref] = level
                    continue
                finding = line_finding(self.board, method, ref, step)
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
        for (r, c), value in finding.proves.items():
            self.board.set(r, c, value)
            self._stable_up_to[("row", r)] = -1
            self._stable_up_to[("col", c)] = -1


def _score(finding: Finding, settling: bool) -> int:
    return settled_count(finding) if settling else len(finding.proves)
