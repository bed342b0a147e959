"""Two-line reasoning and probing on colour boards: suppose a cell's colour, follow the lines, fail.

The colour version of ``contradiction``: a cell that may still take several colours is supposed to
be each of them in turn; complete colour line logic is followed from it in rounds (its row and
column, then the lines crossing the cells that changed, ...).  A colour whose supposition makes
some line impossible is ruled out: "Suppose row 2, column 3 were red: ... So it is not red."  When
every colour but one fails, the cell is settled.  ``two_line`` stops after two rounds; ``probing``
tries 4, 8, 16 rounds and then no limit, so short chains are found (and told) first.

Inside, lines are numbered as in ``contradiction.Suppositions`` (rows, then columns), and each line is
one bitmask per colour, copied only when a supposition changes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...lines.colour import solve_colour_line
from ..board import Finding, LineRef
from ..clock import Clock
from ..contradiction import Contradiction, Suppositions, reasoning, told_lines
from ..explain import Atom, Event, Step, Trace, needed_steps
from ..techniques import MISTAKE
from ..words import cell_name, listed
from .board import ColourBoard, is_settled

_UNSOLVED: list[int] = []
"""Cache sentinel: ``None`` is a real answer (a contradiction)."""


class ColourProber(Suppositions):
    """Supposes cell colours on a colour board and follows single-line logic across lines."""

    board: ColourBoard

    def __init__(self, board: ColourBoard, clock: Clock | None = None) -> None:
        super().__init__(board, clock)
        self.colours = [board.block_colours(ref) for ref in board.refs]
        self._cache: dict[tuple[int, ...], list[int] | None] = {}

    def suppose(
        self, state: list[list[int]], row: int, col: int, colour: int, rounds: int | None,
        events: list[Event] | None = None,
    ) -> Contradiction | None:
        """Follow ``cell = colour`` for up to ``rounds`` rounds (``None``: to the end); the failure, if any.

        With ``events``, each line solve that rules colours out is appended to it (for ``explain``).
        """
        changed: dict[int, list[int]] = {}

        def masks(line: int) -> list[int]:
            copy = changed.get(line)
            if copy is None:
                copy = changed[line] = state[line][:]
            return copy

        row_line, col_line = row, self.height + col
        for other in range(len(state[0])):
            if other != colour:
                masks(row_line)[other] &= ~(1 << col)
                masks(col_line)[other] &= ~(1 << row)
        current = [row_line, col_line]
        depth = 0
        while current and (rounds is None or depth < rounds):
            self.clock.tick(len(current))
            depth += 1
            following: dict[int, None] = {}
            for line in current:
                before = masks(line)
                solved = self._solve(line, before)
                if solved is None:
                    return Contradiction(line, depth)
                ruled_out: tuple[Atom, ...] = ()
                for k, after in enumerate(solved):
                    lost = before[k] & ~after
                    if lost:
                        before[k] = after
                        self._spread(masks, k, line, lost, following)
                        if events is not None:
                            ruled_out += self.atoms(line, lost, k)
                if ruled_out:
                    assert events is not None
                    events.append(Event(line, ruled_out))
            current = list(following)
        return None

    def explain(self, state: list[list[int]], row: int, col: int, colour: int,
                rounds: int | None) -> tuple[Contradiction, list[Step]]:
        """The failure of a supposition known to fail, and the steps it needs (``explain.needed_steps``);
        a fact ``(row, col, k)`` says the cell is not colour ``k``."""
        events: list[Event] = []
        failure = self.suppose(state, row, col, colour, rounds, events)
        assert failure is not None  # the same supposition, followed the same way
        cell = self.board.cells[row][col]
        supposed = tuple((row, col, k) for k in range(cell.bit_length()) if k != colour and cell >> k & 1)

        def implies(line: int, facts: Sequence[Atom], targets: tuple[Atom, ...] | None) -> bool:
            masks = state[line][:]
            for r, c, k in facts:
                masks[k] &= ~self.bit(line, r, c)
            solved = self._solve(line, masks)
            if targets is None or solved is None:
                return solved is None and targets is None
            return not any(solved[k] & self.bit(line, r, c) for r, c, k in targets)

        return failure, needed_steps(Trace(supposed, tuple(events), failure.line), self.height, implies)

    def _solve(self, line: int, masks: list[int]) -> list[int] | None:
        key = (line, *masks)
        solved = self._cache.get(key, _UNSOLVED)
        if solved is _UNSOLVED:
            solved = self._cache[key] = solve_colour_line(self.clues[line], self.colours[line], self.sizes[line], masks)
        return solved

    def _spread(
        self,
        masks: Callable[[int], list[int]],
        colour: int,
        line: int,
        lost: int,
        following: dict[int, None],
    ) -> None:
        """Rule ``colour`` out of the crossing lines' cells ``lost`` and queue those lines."""
        first_crossing, index = (self.height, line) if line < self.height else (0, line - self.height)
        keep = ~(1 << index)
        while lost:
            low = lost & -lost
            lost ^= low
            other = first_crossing + low.bit_length() - 1
            masks(other)[colour] &= keep
            following[other] = None

    def find(self, technique: str, rounds: int | None) -> Finding | None:
        """The first cell (in ``cells_in_turn`` order) with a colour whose supposition fails."""
        board = self.board
        state = [board.masks(ref) for ref in board.refs]
        for row, col in self.cells_in_turn():
            cell = board.cells[row][col]
            colours = [k for k in range(cell.bit_length()) if cell >> k & 1]
            failed = [k for k in colours if self.suppose(state, row, col, k, rounds) is not None]
            if len(failed) == len(colours):
                return _broken_grid(board, row, col)
            if failed:
                self._last = (row, col)
                explained = {k: self.explain(state, row, col, k, rounds) for k in failed}
                return _finding(self, technique, row, col, explained)
        return None


def _finding(
    prober: ColourProber, technique: str, row: int, col: int, failures: dict[int, tuple[Contradiction, list[Step]]]
) -> Finding:
    """The finding for the colours whose supposition failed, each told with every cell its chain forces."""
    board = prober.board
    words, name = board.words, cell_name(row, col)
    reasons: list[str] = []
    lines: list[LineRef] = []
    for k, (failure, steps) in failures.items():
        broken = prober.ref(failure.line)
        told = reasoning(_claims(board, row, col, k, steps, prober.ref), broken, board.clue_words(broken))
        value = words.value_name(1 << k)
        reasons.append(f"Suppose {name} were {value}: {told}." if not reasons else f"Were it {value}, {told}.")
        lines += told_lines(steps, failure, prober.ref)
    left = board.cells[row][col] & ~sum(1 << k for k in failures)
    ruled_out = listed([str(words.value_name(1 << k)) for k in failures], "or")
    conclusion = f"{name} is {words.value_name(left)}" if is_settled(left) else f"it is not {ruled_out}"
    return Finding(
        technique,
        " ".join(reasons) + f" So {conclusion}.",
        {(row, col): left},
        list(dict.fromkeys(lines)),
        depth=max(failure.depth for failure, _ in failures.values()),
    )


def _claims(board: ColourBoard, row: int, col: int, colour: int, steps: list[Step],
            ref: Callable[[int], LineRef]) -> list[tuple[LineRef, list[str]]]:
    """Each step's line and what it forces, cell by cell: the colour a cell is left with ("row 2, column 4
    red"), or the colours it rules out when more than one is left ("row 2, column 4 not red or blue")."""
    left = {(row, col): 1 << colour}
    told = []
    for step in steps:
        ruled: dict[tuple[int, int], int] = {}
        for r, c, k in step.atoms:
            ruled[(r, c)] = ruled.get((r, c), 0) | 1 << k
        claims = []
        for (r, c), out in ruled.items():
            cell = left[(r, c)] = left.get((r, c), board.cells[r][c]) & ~out
            if is_settled(cell):
                claims.append(f"{cell_name(r, c)} {board.words.value_name(cell)}")
            else:
                colours = [str(board.words.value_name(1 << k)) for k in range(out.bit_length()) if out >> k & 1]
                claims.append(f"{cell_name(r, c)} not {listed(colours, 'or')}")
        told.append((ref(step.line), claims))
    return told


def _broken_grid(board: ColourBoard, row: int, col: int) -> Finding:
    return Finding(
        MISTAKE,
        f"Whatever {cell_name(row, col)} is, some line can no longer be completed, so a cell already set is wrong.",
    )
