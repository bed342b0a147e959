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

from collections.abc import Callable

from ...lines.colour import solve_colour_line
from ..board import Finding
from ..clock import Clock
from ..contradiction import Contradiction, Suppositions, chain_reasoning, chain_to
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
        self, state: list[list[int]], row: int, col: int, colour: int, rounds: int | None, explain: bool = False
    ) -> Contradiction | None:
        """Follow ``cell = colour`` for up to ``rounds`` rounds (``None``: to the end); the failure, if any."""
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
        parent: dict[int, int | None] | None = {row_line: None, col_line: None} if explain else None
        latest: dict[int, int] = {}
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
                    chain = chain_to(line, parent, latest) if parent is not None else [line]
                    return Contradiction([self.ref(n) for n in chain], depth)
                for k, after in enumerate(solved):
                    lost = before[k] & ~after
                    if lost:
                        before[k] = after
                        self._spread(masks, k, line, lost, parent, latest, following)
            current = list(following)
        return None

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
        parent: dict[int, int | None] | None,
        latest: dict[int, int],
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
            if parent is not None:
                parent.setdefault(other, line)  # the first line to change it: chains lead back to the cell
                latest[other] = line

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
                explained = {k: self.suppose(state, row, col, k, rounds, explain=True) for k in failed}
                return _finding(board, technique, row, col, explained)
        return None


def _finding(
    board: ColourBoard, technique: str, row: int, col: int, failures: dict[int, Contradiction | None]
) -> Finding:
    """The finding for the colours whose supposition failed, each told with its chain of lines."""
    words, name = board.words, cell_name(row, col)
    reasons: list[str] = []
    for k, failure in failures.items():
        assert failure is not None  # the same supposition, followed the same way
        reasoning = chain_reasoning(failure.chain, board.clue_words(failure.chain[-1]))
        value = words.value_name(1 << k)
        reasons.append(f"Suppose {name} were {value}: {reasoning}." if not reasons
                       else f"Were it {value}, {reasoning}.")
    left = board.cells[row][col] & ~sum(1 << k for k in failures)
    ruled_out = listed([str(words.value_name(1 << k)) for k in failures], "or")
    conclusion = f"{name} is {words.value_name(left)}" if is_settled(left) else f"it is not {ruled_out}"
    chains = [ref for failure in failures.values() if failure for ref in failure.chain]
    return Finding(
        technique,
        " ".join(reasons) + f" So {conclusion}.",
        {(row, col): left},
        list(dict.fromkeys(chains)),
        depth=max(failure.depth for failure in failures.values() if failure),
    )


def _broken_grid(board: ColourBoard, row: int, col: int) -> Finding:
    return Finding(
        MISTAKE,
        f"Whatever {cell_name(row, col)} is, some line can no longer be completed, so a cell already set is wrong.",
    )
