"""The colour line solver behind the propagator, on packed line states (see ``board``)."""

from __future__ import annotations

from ..lines.colour import solve_colour_line


def solve_packed(clue: tuple[int, ...], shades: tuple[int, ...], size: int, colours: int, state: int) -> int | None:
    """Narrow a packed line state (``colours`` fields of ``size`` bits); None on a contradiction."""
    full = (1 << size) - 1
    allowed = [(state >> (k * size)) & full for k in range(colours)]
    result = solve_colour_line(clue, shades, size, allowed)
    if result is None:
        return None
    packed = 0
    for k in range(colours - 1, -1, -1):
        packed = (packed << size) | result[k]
    return packed
