"""Two-line reasoning and deeper probing: suppose a cell's value, follow the lines, meet a contradiction.

Can deduce: a cell is empty when supposing it filled makes some line impossible (and the other way
round), following complete single-line logic from the supposed cell outwards in *rounds*: round 1
re-solves the cell's row and column, round 2 the lines crossing the cells round 1 proved, and so
on.  ``two_line`` stops after two rounds (the supposed cell's line forces a cell that a crossing
line cannot accept: what a person can check in their head); ``probing`` goes on until nothing
changes.  The number of rounds is the finding's ``depth``.

Cannot deduce: cells that need two or more suppositions at once, or that hold in both branches
without either branch failing; when nothing here works, a guess is needed.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ..lines.complete import solve_line
from .board import Board, Finding, LineRef
from .lines import EMPTY, FILLED
from .techniques import MISTAKE, PROBING, TWO_LINE
from .words import cell_name, clue_text, line_word

TWO_LINE_ROUNDS = 2


class Deadline(Exception):
    """Raised inside probing when the caller's time budget is spent."""


@dataclass(frozen=True)
class Contradiction:
    """A supposition that failed: the line that became impossible, the chain of lines leading to it."""

    chain: list[LineRef]
    depth: int


class Prober:
    """Supposes cell values on a board and follows single-line logic across lines, rounds at a time."""

    def __init__(self, board: Board, deadline: float | None = None) -> None:
        self.board = board
        self.deadline = deadline
        self._cache: dict[tuple[LineRef, int, int], tuple[int, int] | None] = {}

    def _masks(self) -> dict[LineRef, list[int]]:
        masks: dict[LineRef, list[int]] = {}
        for ref in self.board.refs:
            filled = empty = 0
            for position, cell in enumerate(self.board.line(ref)):
                if cell == FILLED:
                    filled |= 1 << position
                elif cell == EMPTY:
                    empty |= 1 << position
            masks[ref] = [filled, empty]
        return masks

    def _solve(self, ref: LineRef, filled: int, empty: int) -> tuple[int, int] | None:
        key = (ref, filled, empty)
        if key not in self._cache:
            size = self.board.width if ref[0] == "row" else self.board.height
            self._cache[key] = solve_line(self.board.clue(ref), size, filled, empty)
        return self._cache[key]

    def suppose(
        self, masks: dict[LineRef, list[int]], row: int, col: int, value: int, rounds: int | None
    ) -> Contradiction | None:
        """Follow ``cell = value`` for up to ``rounds`` rounds (``None``: to the end); the failure, if any."""
        masks = {ref: list(pair) for ref, pair in masks.items()}
        bit = 0 if value == FILLED else 1
        masks[("row", row)][bit] |= 1 << col
        masks[("col", col)][bit] |= 1 << row
        parent: dict[LineRef, LineRef | None] = {("row", row): None, ("col", col): None}
        current = [("row", row), ("col", col)]
        depth = 0
        while current and (rounds is None or depth < rounds):
            if self.deadline is not None and time.monotonic() > self.deadline:
                raise Deadline
            depth += 1
            following: list[LineRef] = []
            for ref in current:
                filled, empty = masks[ref]
                solved = self._solve(ref, filled, empty)
                if solved is None:
                    return Contradiction(_chain_to(ref, parent), depth)
                masks[ref] = [solved[0], solved[1]]
                self._spread(masks, ref, solved[0] & ~filled, 0, parent, following)
                self._spread(masks, ref, solved[1] & ~empty, 1, parent, following)
            current = following
        return None

    @staticmethod
    def _spread(
        masks: dict[LineRef, list[int]],
        ref: LineRef,
        new: int,
        bit: int,
        parent: dict[LineRef, LineRef | None],
        following: list[LineRef],
    ) -> None:
        """Copy newly proved cells of ``ref`` into the crossing lines and queue those lines."""
        axis, index = ref
        cross = "col" if axis == "row" else "row"
        position = 0
        while new:
            if new & 1:
                other = (cross, position)
                masks[other][bit] |= 1 << index
                if other not in following:
                    parent[other] = ref  # the latest line to change it: the chain's last link
                    following.append(other)
            new >>= 1
            position += 1

    def find(self, technique: str, rounds: int | None) -> Finding | None:
        """The first cell (row by row) whose supposition fails within ``rounds``, as a finding."""
        masks = self._masks()
        for row, col in self.board.unknown_cells():
            failed = {}
            for value in (FILLED, EMPTY):
                contradiction = self.suppose(masks, row, col, value, rounds)
                if contradiction is not None:
                    failed[value] = contradiction
            if len(failed) == 2:
                return _broken_grid(row, col, failed[FILLED])
            for value, contradiction in failed.items():
                return _finding(self.board, technique, row, col, value, contradiction)
        return None


def _chain_to(ref: LineRef, parent: dict[LineRef, LineRef | None]) -> list[LineRef]:
    """The lines from the supposed cell to ``ref``, following each line's latest cause."""
    chain = [ref]
    link = parent.get(ref)
    while link is not None and link not in chain:
        chain.append(link)
        link = parent.get(link)
    return chain[::-1]


def _finding(board: Board, technique: str, row: int, col: int, value: int, failure: Contradiction) -> Finding:
    """The finding for a failed supposition, with the chain of lines told in words."""
    supposed, proved = ("filled", "empty") if value == FILLED else ("empty", "filled")
    broken = failure.chain[-1]
    broken_text = f"{line_word(*broken)} could no longer fit its clue {clue_text(board.clue(broken))}"
    chain = failure.chain
    if len(chain) <= 3:
        links = [
            f"{line_word(*a)} would force a cell of {line_word(*b)}"
            for a, b in zip(chain, chain[1:], strict=False)
        ]
        reasoning = ", ".join(links + [f"and then {broken_text}" if links else broken_text])
    else:
        path = " → ".join(line_word(*ref) for ref in chain)
        reasoning = f"following the consequences line by line ({path}), {broken_text}"
    sentence = (
        f"Suppose {cell_name(row, col)} were {supposed}: {reasoning}. "
        f"So {cell_name(row, col)} is {proved}."
    )
    return Finding(
        technique,
        sentence,
        {(row, col): EMPTY if value == FILLED else FILLED},
        list(dict.fromkeys(failure.chain)),
        depth=failure.depth,
    )


def _broken_grid(row: int, col: int, failure: Contradiction) -> Finding:
    return Finding(
        MISTAKE,
        f"Whether {cell_name(row, col)} is filled or empty, some line can no longer be completed, "
        "so a cell already set is wrong.",
        lines=[failure.chain[-1]],
    )


def find_contradiction(board: Board, deadline: float | None = None) -> Finding | None:
    """Two-line reasoning first, then deeper probing; ``None`` when neither proves anything."""
    prober = Prober(board, deadline)
    return prober.find(TWO_LINE, TWO_LINE_ROUNDS) or prober.find(PROBING, None)


__all__ = ["PROBING", "TWO_LINE", "Deadline", "Prober", "find_contradiction"]
