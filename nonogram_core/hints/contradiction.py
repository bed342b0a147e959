"""Two-line reasoning and deeper probing: suppose a cell's value, follow the lines, meet a contradiction.

Can deduce: a cell is empty when supposing it filled makes some line impossible (and the other way
round), following complete single-line logic from the supposed cell outwards in *rounds*: round 1
re-solves the cell's row and column, round 2 the lines crossing the cells round 1 proved, and so
on.  ``two_line`` stops after two rounds (the supposed cell's line forces a cell that a crossing
line cannot accept: what a person can check in their head); ``probing`` then tries 4, 8 and 16 rounds
and finally goes on until nothing changes, so shorter chains are found (and told) first.  The
number of rounds is the finding's ``depth``.

Cannot deduce: cells that need two or more suppositions at once, or that hold in both branches
without either branch failing; when nothing here works, a guess is needed.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..lines.complete import solve_line
from .board import Board, Finding, LineRef
from .clock import Clock
from .line_logic import line_masks
from .lines import EMPTY, FILLED
from .techniques import MISTAKE, PROBING, TWO_LINE
from .words import cell_name, line_word

TWO_LINE_ROUNDS = 2
_UNSOLVED = (-1, -1)
"""Cache sentinel: ``None`` is a real answer (a contradiction)."""
PROBING_ROUNDS: tuple[int | None, ...] = (4, 8, 16, None)
"""Round limits probing tries in turn, so a short contradiction is found before a long one."""


@dataclass(frozen=True)
class Contradiction:
    """A supposition that failed: the line that became impossible, the chain of lines leading to it."""

    chain: list[LineRef]
    depth: int


class Suppositions:
    """What the black-and-white ``Prober`` and the colour one share: lines numbered rows
    ``0..height-1`` then columns ``height..height+width-1``, the rounds ladder of ``next_finding``,
    and the order cells are tried in.  Subclasses say how to ``find`` a failing supposition.

    Each round of a supposition counts the lines it re-solves on ``clock`` (``Deadline`` once it runs out).
    """

    def __init__(self, board: Board, clock: Clock | None = None) -> None:
        self.board = board
        self.clock = clock if clock is not None else Clock()
        self.height = board.height
        self.clues = [board.clue(ref) for ref in board.refs]
        self.sizes = [board.width] * board.height + [board.height] * board.width
        self._last = (-1, -1)

    def ref(self, line: int) -> LineRef:
        return ("row", line) if line < self.height else ("col", line - self.height)

    def next_finding(self) -> Finding | None:
        """Two-line reasoning, then probing with growing round limits; ``None`` if nothing fails."""
        found = self.find(TWO_LINE, TWO_LINE_ROUNDS)
        for rounds in PROBING_ROUNDS:
            found = found or self.find(PROBING, rounds)
        return found

    def find(self, technique: str, rounds: int | None) -> Finding | None:
        raise NotImplementedError

    def cells_in_turn(self) -> list[tuple[int, int]]:
        """The unknown cells row by row, starting after the cell of this prober's previous success
        (where the grid just changed, and the cells before it were just tried in vain)."""
        cells = self.board.unknown_cells()
        start = next((i for i, cell in enumerate(cells) if cell > self._last), 0)
        return cells[start:] + cells[:start]


class Prober(Suppositions):
    """Supposes cell values on a board and follows single-line logic across lines, rounds at a time.

    Each line's known cells are two bitmasks, so a supposition copies two short lists of ints.
    """

    def __init__(self, board: Board, clock: Clock | None = None) -> None:
        super().__init__(board, clock)
        self._cache: dict[tuple[int, int, int], tuple[int, int] | None] = {}

    def _masks(self) -> tuple[list[int], list[int]]:
        filled, empty = [], []
        for ref in self.board.refs:
            f, e = line_masks(self.board.line(ref))
            filled.append(f)
            empty.append(e)
        return filled, empty

    def suppose(
        self,
        masks: tuple[list[int], list[int]],
        row: int,
        col: int,
        value: int,
        rounds: int | None,
        explain: bool = False,
    ) -> Contradiction | None:
        """Follow ``cell = value`` for up to ``rounds`` rounds (``None``: to the end); the failure, if any.

        Only with ``explain`` does the failure carry its chain of lines (tracking causes costs
        time, and most suppositions fail to fail).
        """
        filled, empty = masks[0][:], masks[1][:]
        known = filled if value == FILLED else empty
        row_line, col_line = row, self.height + col
        known[row_line] |= 1 << col
        known[col_line] |= 1 << row
        parent: dict[int, int | None] | None = {row_line: None, col_line: None} if explain else None
        latest: dict[int, int] = {}
        current = [row_line, col_line]
        cache, clues, sizes, tick = self._cache, self.clues, self.sizes, self.clock.tick
        depth = 0
        while current and (rounds is None or depth < rounds):
            tick(len(current))
            depth += 1
            following: dict[int, None] = {}
            for line in current:
                before_filled, before_empty = filled[line], empty[line]
                key = (line, before_filled, before_empty)
                solved = cache.get(key, _UNSOLVED)
                if solved is _UNSOLVED:
                    solved = cache[key] = solve_line(clues[line], sizes[line], before_filled, before_empty)
                if solved is None:
                    chain = chain_to(line, parent, latest) if parent is not None else [line]
                    return Contradiction([self.ref(n) for n in chain], depth)
                if solved[0] != before_filled:
                    filled[line] = solved[0]
                    self._spread(filled, line, solved[0] & ~before_filled, parent, latest, following)
                if solved[1] != before_empty:
                    empty[line] = solved[1]
                    self._spread(empty, line, solved[1] & ~before_empty, parent, latest, following)
            current = list(following)
        return None

    def _spread(
        self,
        known: list[int],
        line: int,
        new: int,
        parent: dict[int, int | None] | None,
        latest: dict[int, int],
        following: dict[int, None],
    ) -> None:
        """Copy newly proved cells of ``line`` into the crossing lines and queue those lines."""
        if line < self.height:
            first_crossing, index = self.height, line
        else:
            first_crossing, index = 0, line - self.height
        bit = 1 << index
        while new:
            low = new & -new
            new ^= low
            other = first_crossing + low.bit_length() - 1
            known[other] |= bit
            following[other] = None
            if parent is None:
                continue
            if other not in parent:
                parent[other] = line  # the first line to change it: chains lead back to the cell
            latest[other] = line

    def find(self, technique: str, rounds: int | None) -> Finding | None:
        """The first cell (in ``cells_in_turn`` order) whose supposition fails within ``rounds``, as a finding."""
        masks = self._masks()
        for row, col in self.cells_in_turn():
            failed = {}
            for value in (FILLED, EMPTY):
                contradiction = self.suppose(masks, row, col, value, rounds)
                if contradiction is not None:
                    failed[value] = contradiction
            if len(failed) == 2:
                return _broken_grid(row, col, failed[FILLED])
            for value in failed:
                self._last = (row, col)
                explained = self.suppose(masks, row, col, value, rounds, explain=True)
                assert explained is not None  # the same supposition, followed the same way
                return _finding(self.board, technique, row, col, value, explained)
        return None


def chain_to(line: int, parent: dict[int, int | None], latest: dict[int, int]) -> list[int]:
    """The lines from the supposed cell to the failed ``line``.

    The last link is the line that changed ``line`` most recently (what broke it); from there
    each line's first cause leads back to the supposed cell's row or column.
    """
    chain = [line]
    link = latest.get(line)
    while link is not None:
        chain.append(link)
        link = parent[link]
    return chain[::-1]


def chain_reasoning(chain: list[LineRef], clue_words: str) -> str:
    """How a supposition failed, in words: the lines it went through and the one that broke."""
    broken_text = f"{line_word(*chain[-1])} could no longer fit its clue {clue_words}"
    if len(chain) <= 3:
        links = [
            f"{line_word(*a)} would force a cell of {line_word(*b)}"
            for a, b in zip(chain, chain[1:], strict=False)
        ]
        return ", ".join(links + [f"and then {broken_text}" if links else broken_text])
    path = " → ".join(line_word(*ref) for ref in chain)
    return f"following the consequences line by line ({path}), {broken_text}"


def _finding(board: Board, technique: str, row: int, col: int, value: int, failure: Contradiction) -> Finding:
    """The finding for a failed supposition, with the chain of lines told in words."""
    supposed, proved = ("filled", "empty") if value == FILLED else ("empty", "filled")
    reasoning = chain_reasoning(failure.chain, board.clue_words(failure.chain[-1]))
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


def find_contradiction(board: Board, clock: Clock | None = None) -> Finding | None:
    """Two-line reasoning first, then deeper probing; ``None`` when neither proves anything (``Deadline``
    when ``clock`` runs out first)."""
    return Prober(board, clock).next_finding()


__all__ = ["Contradiction", "Prober", "Suppositions", "chain_reasoning", "chain_to", "find_contradiction"]
