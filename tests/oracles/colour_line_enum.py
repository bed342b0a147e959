"""Two independent oracles for the colour line solver, written for clarity, not speed.

``enumerate_colour_line`` tries every colouring of the line that ``allowed`` permits and keeps
those whose blocks (``colour_bruteforce.blocks``, the tests' own run definition) match the clue;
``dp_colour_line`` walks the line cell by cell through the states of a small automaton (which
block we are in and how far), forwards and backwards, for lines too long to enumerate.  Neither
shares any logic with ``nonogram_core.lines.colour`` or ``model.colour_blocks_of``.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from nonogram_core.model import BLOTTED

from .colour_bruteforce import fits


def matches(line: Sequence[int], clue: Sequence[int], colours: Sequence[int]) -> bool:
    """True when the colour indices of ``line`` form exactly the blocks of the clue (BLOTTED: any length)."""
    return fits(line, (tuple(clue), tuple(colours)))


def cell_choices(size: int, allowed: Sequence[int]) -> list[list[int]]:
    """Per cell, the colours ``allowed`` lets it take."""
    return [[k for k in range(len(allowed)) if (allowed[k] >> i) & 1] for i in range(size)]


def count_colourings(size: int, allowed: Sequence[int]) -> int:
    """How many colourings ``enumerate_colour_line`` would try."""
    total = 1
    for choices in cell_choices(size, allowed):
        total *= len(choices)
    return total


def enumerate_colour_line(
    clue: Sequence[int], colours: Sequence[int], size: int, allowed: Sequence[int]
) -> list[int] | None:
    """Per colour, the union of its cells over every matching colouring; None when none matches."""
    union = [0] * len(allowed)
    found = False
    for line in itertools.product(*cell_choices(size, allowed)):
        if matches(line, clue, colours):
            found = True
            for i, colour in enumerate(line):
                union[colour] |= 1 << i
    return union if found else None


def dp_colour_line(clue: Sequence[int], colours: Sequence[int], size: int, allowed: Sequence[int]) -> list[int] | None:
    """The same answer as ``enumerate_colour_line`` by dynamic programming, for long lines.

    A state between two cells is ``(j, t)``: ``j`` blocks begun, and ``t`` cells of block ``j-1``
    painted so far (``t = 0``: the last cell was background, or nothing was painted yet).  A
    blotted block counts ``t`` only up to 1 ("at least one").  A cell of colour ``x`` moves one
    state to another (``_steps``); a cell may take ``x`` when such a move links a state reachable
    from the left end with one from which the right end is reachable.
    """
    count = len(clue)
    forward = [set() for _ in range(size + 1)]
    forward[0].add((0, 0))
    for i in range(size):
        for state in forward[i]:
            for colour, after in _steps(state, clue, colours):
                if (allowed[colour] >> i) & 1:
                    forward[i + 1].add(after)
    ready = [set() for _ in range(size + 1)]  # forward-reachable states from which the end is reachable
    ready[size] = {state for state in forward[size] if _finished(state, clue, count)}
    union = [0] * len(allowed)
    for i in range(size - 1, -1, -1):
        for state in forward[i]:
            for colour, after in _steps(state, clue, colours):
                if (allowed[colour] >> i) & 1 and after in ready[i + 1]:
                    ready[i].add(state)
                    union[colour] |= 1 << i
    return union if ready[0] else None


def _last_length(clue: Sequence[int]) -> int:
    return 1 if clue[-1] == BLOTTED else clue[-1]


def _finished(state: tuple[int, int], clue: Sequence[int], count: int) -> bool:
    """All blocks placed and the last one complete."""
    j, t = state
    return j == count and (t == 0 or t == _last_length(clue))


def _steps(state: tuple[int, int], clue: Sequence[int], colours: Sequence[int]) -> list[tuple[int, tuple[int, int]]]:
    """The ``(colour, next state)`` moves out of ``state`` on one cell."""
    j, t = state
    moves = []
    if t > 0:
        length = clue[j - 1]
        need = 1 if length == BLOTTED else length
        if length == BLOTTED:
            moves.append((colours[j - 1], (j, 1)))  # a blotted block may go on
        elif t < need:
            return [(colours[j - 1], (j, t + 1))]  # inside a block: it must go on
    moves.append((0, (j, 0)))
    if j < len(clue) and (t == 0 or colours[j] != colours[j - 1]):
        moves.append((colours[j], (j + 1, 1)))
    return moves
