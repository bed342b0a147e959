"""Two-line reasoning and deeper probing: suppose a cell's value, follow the lines, meet a contradiction.

Can deduce: a cell is empty when supposing it filled makes some line impossible (and the other way
round), following complete single-line logic from the supposed cell outwards in *rounds*: round 1
re-solves the cell's row and column, round 2 the lines crossing the cells round 1 proved, and so
on.  ``two_line`` stops after two rounds (the supposed cell's line forces a cell that a crossing
line cannot accept: what a person can check in their head); ``probing`` then tries 4, 8 and 16 rounds
and finally goes on until nothing changes, so shorter chains are found (and told) first.  The
number of rounds is the finding's ``depth``.

Told: the cells the failure needs (``explain``), each named with its row, column and value, step by
step: "Suppose row 4, column 7 were empty: row 4 would then need row 4, column 8 empty; column 8
would then need row 2, column 8 filled; and then row 2 could no longer fit its clue 2 2."

Cannot deduce: cells that need two or more suppositions at once, or that hold in both branches
without either branch failing; when nothing here works, a guess is needed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..lines.complete import solve_line
from .board import Board, Finding, LineRef
from .clock import Clock
from .explain import Atom, Event, Step, Trace, needed_steps
from .line_logic import line_masks
from .lines import EMPTY, FILLED
from .techniques import MISTAKE, PROBING, TWO_LINE
from .words import cell_name, line_word, listed

TWO_LINE_ROUNDS = 2
_UNSOLVED = (-1, -1)
"""Cache sentinel: ``None`` is a real answer (a contradiction)."""
PROBING_ROUNDS: tuple[int | None, ...] = (4, 8, 16, None)
"""Round limits probing tries in turn, so a short contradiction is found before a long one."""


@dataclass(frozen=True)
class Contradiction:
    """A supposition that failed: the line that could no longer fit (numbered as in ``Suppositions``)
    and the rounds of line logic it took."""

    line: int
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

    def bit(self, line: int, row: int, col: int) -> int:
        """Cell ``(row, col)``'s bit in ``line``'s masks (the cell lies on the line)."""
        return 1 << (col if line < self.height else row)

    def atoms(self, line: int, bits: int, value: int) -> tuple[Atom, ...]:
        """The cells ``bits`` of ``line`` as facts ``(row, col, value)``, in order along the line."""
        found = []
        while bits:
            low = bits & -bits
            bits ^= low
            position = low.bit_length() - 1
            found.append((line, position, value) if line < self.height else (position, line - self.height, value))
        return tuple(found)

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
        events: list[Event] | None = None,
    ) -> Contradiction | None:
        """Follow ``cell = value`` for up to ``rounds`` rounds (``None``: to the end); the failure, if any.

        With ``events``, each line solve that proves cells is appended to it (what ``explain`` needs;
        most suppositions fail to fail, so only the one told keeps them).
        """
        filled, empty = masks[0][:], masks[1][:]
        known = filled if value == FILLED else empty
        row_line, col_line = row, self.height + col
        known[row_line] |= 1 << col
        known[col_line] |= 1 << row
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
                    return Contradiction(line, depth)
                new_filled, new_empty = solved[0] & ~before_filled, solved[1] & ~before_empty
                if new_filled:
                    filled[line] = solved[0]
                    self._spread(filled, line, new_filled, following)
                if new_empty:
                    empty[line] = solved[1]
                    self._spread(empty, line, new_empty, following)
                if events is not None and (new_filled or new_empty):
                    proved = self.atoms(line, new_filled, FILLED) + self.atoms(line, new_empty, EMPTY)
                    events.append(Event(line, proved))
            current = list(following)
        return None

    def _spread(self, known: list[int], line: int, new: int, following: dict[int, None]) -> None:
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

    def explain(self, masks: tuple[list[int], list[int]], row: int, col: int, value: int,
                rounds: int | None) -> tuple[Contradiction, list[Step]]:
        """The failure of a supposition known to fail, and the steps it needs (``explain.needed_steps``)."""
        events: list[Event] = []
        failure = self.suppose(masks, row, col, value, rounds, events)
        assert failure is not None  # the same supposition, followed the same way
        trace = Trace(((row, col, value),), tuple(events), failure.line)

        def implies(line: int, facts: Sequence[Atom], targets: tuple[Atom, ...] | None) -> bool:
            filled, empty = masks[0][line], masks[1][line]
            for r, c, v in facts:
                if v == FILLED:
                    filled |= self.bit(line, r, c)
                else:
                    empty |= self.bit(line, r, c)
            solved = solve_line(self.clues[line], self.sizes[line], filled, empty)
            if targets is None or solved is None:
                return solved is None and targets is None
            return all(solved[v != FILLED] & self.bit(line, r, c) for r, c, v in targets)

        return failure, needed_steps(trace, self.height, implies)

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
                return _broken_grid(self, row, col, failed[FILLED])
            for value in failed:
                self._last = (row, col)
                failure, steps = self.explain(masks, row, col, value, rounds)
                return _finding(self, technique, row, col, value, failure, steps)
        return None


def reasoning(steps: list[tuple[LineRef, list[str]]], broken: LineRef, clue_words: str) -> str:
    """How a supposition failed, in words: each step's line and the cells it forces ("row 4, column 8
    filled"), then the line that cannot fit.  Steps are parted by semicolons (cells' names hold commas)."""
    broken_text = f"{line_word(*broken)} could no longer fit its clue {clue_words}"
    if not steps:
        return f"then {broken_text}"
    told = [f"{line_word(*ref)} would then need {listed(claims)}" for ref, claims in steps]
    return "; ".join([*told, f"and then {broken_text}"])


def told_lines(steps: list[Step], failure: Contradiction, ref: Callable[[int], LineRef]) -> list[LineRef]:
    """The lines a finding uses: each step's, then the one that broke."""
    return list(dict.fromkeys([*(ref(step.line) for step in steps), ref(failure.line)]))


def _finding(prober: Prober, technique: str, row: int, col: int, value: int, failure: Contradiction,
             steps: list[Step]) -> Finding:
    """The finding for a failed supposition, every forced cell of its chain named."""
    board = prober.board
    supposed, proved = ("filled", "empty") if value == FILLED else ("empty", "filled")
    told = [(prober.ref(step.line), [f"{cell_name(r, c)} {Board.value_name(v)}" for r, c, v in step.atoms])
            for step in steps]
    broken = prober.ref(failure.line)
    sentence = (
        f"Suppose {cell_name(row, col)} were {supposed}: {reasoning(told, broken, board.clue_words(broken))}. "
        f"So {cell_name(row, col)} is {proved}."
    )
    return Finding(
        technique,
        sentence,
        {(row, col): EMPTY if value == FILLED else FILLED},
        told_lines(steps, failure, prober.ref),
        depth=failure.depth,
    )


def _broken_grid(prober: Prober, row: int, col: int, failure: Contradiction) -> Finding:
    return Finding(
        MISTAKE,
        f"Whether {cell_name(row, col)} is filled or empty, some line can no longer be completed, "
        "so a cell already set is wrong.",
        lines=[prober.ref(failure.line)],
    )


def find_contradiction(board: Board, clock: Clock | None = None) -> Finding | None:
    """Two-line reasoning first, then deeper probing; ``None`` when neither proves anything (``Deadline``
    when ``clock`` runs out first)."""
    return Prober(board, clock).next_finding()


__all__ = ["Contradiction", "Prober", "Suppositions", "find_contradiction", "reasoning", "told_lines"]
