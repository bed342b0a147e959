"""Ground truth for the colour hint tests, by enumeration only (no deduction, no code from nonogram_core).

* ``line_blocks(line)``: the ``(length, colour)`` blocks of a line of colour indices (0 = background).
* ``matches(line, clue, colours)``: the line has exactly these blocks (``-1`` = any length >= 1).
* ``options(clue, colours, size, count)``: every line of ``size`` cells over ``count`` colours matching.
* ``solutions(rows, cols, ...)``: every solution of a small colour puzzle (rows of colour indices),
  built row by row and pruned by column prefixes.
* ``line_fixpoint(...)``: single-line logic to its fixpoint by enumeration, on cell sets.
"""

from __future__ import annotations

from functools import cache
from itertools import product

from .line_truth import grids

Clue = tuple[int, ...]
Solution = tuple[tuple[int, ...], ...]


def line_blocks(line: tuple[int, ...]) -> list[tuple[int, int]]:
    blocks: list[tuple[int, int]] = []
    for position, colour in enumerate(line):
        if colour == 0:
            continue
        if position and line[position - 1] == colour:
            blocks[-1] = (blocks[-1][0] + 1, colour)
        else:
            blocks.append((1, colour))
    return blocks


def matches(line: tuple[int, ...], clue: Clue, colours: tuple[int, ...]) -> bool:
    blocks = line_blocks(line)
    return len(blocks) == len(clue) and all(
        colour == want and (n == -1 or n == length)
        for (length, colour), n, want in zip(blocks, clue, colours, strict=True)
    )


@cache
def options(clue: Clue, colours: tuple[int, ...], size: int, count: int) -> tuple[tuple[int, ...], ...]:
    return tuple(line for line in product(range(count), repeat=size) if matches(line, clue, colours))


def solutions(
    rows: tuple[Clue, ...],
    cols: tuple[Clue, ...],
    row_colours: tuple[tuple[int, ...], ...],
    col_colours: tuple[tuple[int, ...], ...],
    count: int,
    limit: int = 500,
) -> list[Solution]:
    height, width = len(rows), len(cols)
    return grids(
        [options(r, k, width, count) for r, k in zip(rows, row_colours, strict=True)],
        [options(c, k, height, count) for c, k in zip(cols, col_colours, strict=True)],
        limit,
    )


def forced(clue: Clue, colours: tuple[int, ...], cells: list[int], count: int) -> list[int] | None:
    """Per cell, the set of colours some matching line agreeing with ``cells`` (bit sets) gives it."""
    agreeing = [o for o in options(clue, colours, len(cells), count)
                if all(cells[p] >> v & 1 for p, v in enumerate(o))]
    if not agreeing:
        return None
    return [sum(1 << v for v in {o[p] for o in agreeing}) for p in range(len(cells))]


def line_fixpoint(rows, cols, row_colours, col_colours, count: int) -> list[list[int]] | None:
    """Cell sets after single-line logic (by enumeration) to its fixpoint; ``None`` if a line fails."""
    height, width = len(rows), len(cols)
    grid = [[(1 << count) - 1] * width for _ in range(height)]
    changed = True
    while changed:
        changed = False
        for r in range(height):
            new = forced(rows[r], row_colours[r], grid[r], count)
            if new is None:
                return None
            changed |= new != grid[r]
            grid[r] = new
        for c in range(width):
            new = forced(cols[c], col_colours[c], [grid[r][c] for r in range(height)], count)
            if new is None:
                return None
            for r in range(height):
                changed |= grid[r][c] != new[r]
                grid[r][c] = new[r]
    return grid
