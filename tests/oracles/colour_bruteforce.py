"""Ground truth for colour and blotted puzzles by exhaustive enumeration, independent of the solver.

It imports nothing from ``nonogram_core`` but the model's data types, and decides everything by
enumerating colourings, never by deduction:

* ``blocks`` is the definition of a colour clue (runs of one non-background colour), written afresh;
* ``all_clue_sets`` colours a small grid in every possible way (3^6 for 2x3 with 3 colours) and
  groups the grids by their clues: the exact solutions of every clue set that has any;
* ``enumerate_solutions`` finds every solution of a small puzzle: each row takes any colouring
  whose blocks match its clue (all ``K ** width`` are tried), rows are chosen one at a time, and a
  full grid is kept when its columns match theirs (a partial grid is dropped as soon as a column's
  blocks so far cannot begin its clue: a plain prefix test).

A grid here is a tuple of rows, each a tuple of colour indices (0 = background).
"""

from __future__ import annotations

import itertools
import random
from collections import defaultdict
from collections.abc import Sequence

from nonogram_core.model import BLOTTED, Colour, Puzzle

Grid = tuple[tuple[int, ...], ...]
Line = tuple[tuple[int, ...], tuple[int, ...]]
"""A clue as (block lengths, block colours)."""

CHARS = ".abcdefgh"
PALETTE = tuple(Colour(name, "000000", ch) for name, ch in zip(("white", *"abcdefgh"), CHARS, strict=True))


def blocks(line: Sequence[int]) -> list[tuple[int, int]]:
    """``(length, colour)`` of each maximal run of one non-background colour, left to right."""
    runs: list[tuple[int, int]] = []
    for colour, group in itertools.groupby(line):
        if colour:
            runs.append((len(list(group)), colour))
    return runs


def clue_of(line: Sequence[int]) -> Line:
    runs = blocks(line)
    return tuple(n for n, _ in runs), tuple(k for _, k in runs)


def fits(line: Sequence[int], clue: Line) -> bool:
    """True when ``line``'s blocks are the clue's (a BLOTTED length matches any length)."""
    runs = blocks(line)
    lengths, colours = clue
    return len(runs) == len(lengths) and all(
        k == want_k and (want_n == BLOTTED or n == want_n)
        for (n, k), want_n, want_k in zip(runs, lengths, colours, strict=True)
    )


def starts(prefix: Sequence[int], clue: Line) -> bool:
    """True when some completion of ``prefix`` might fit ``clue``: its closed blocks begin the clue.

    Only blocks followed by another cell are closed; a closed block must equal the clue's block at
    its place (any length for BLOTTED), and the open last block must not be longer than its block.
    """
    runs = blocks(prefix)
    lengths, colours = clue
    if len(runs) > len(lengths):
        return False
    for i, (n, k) in enumerate(runs):
        if k != colours[i]:
            return False
        is_open = i == len(runs) - 1 and prefix and prefix[-1] == k
        want = lengths[i]
        if want != BLOTTED and (n > want or (not is_open and n != want)):
            return False
    return True


def clues_of(grid: Grid) -> tuple[tuple[Line, ...], tuple[Line, ...]]:
    return tuple(clue_of(row) for row in grid), tuple(clue_of(col) for col in zip(*grid, strict=True))


def puzzle_of(rows: Sequence[Line], cols: Sequence[Line], colours: int) -> Puzzle:
    """The puzzle with these clues and ``colours`` colours (background included)."""
    return Puzzle(
        rows=tuple(lengths for lengths, _ in rows),
        cols=tuple(lengths for lengths, _ in cols),
        colours=PALETTE[:colours],
        row_colours=tuple(shades for _, shades in rows),
        col_colours=tuple(shades for _, shades in cols),
    )


def text_of(grid: Grid, colours: int) -> tuple[str, ...]:
    """The grid as the solver writes solutions: ``.`` then ``a``, ``b``, ... (``#`` with one ink)."""
    chars = ".#" if colours == 2 else CHARS
    return tuple("".join(chars[k] for k in row) for row in grid)


def all_clue_sets(height: int, width: int, colours: int) -> dict[tuple, list[Grid]]:
    """Every grid of this size and palette, grouped by its clues (rows, columns)."""
    groups: dict[tuple, list[Grid]] = defaultdict(list)
    for cells in itertools.product(range(colours), repeat=height * width):
        grid = tuple(tuple(cells[r * width:(r + 1) * width]) for r in range(height))
        groups[clues_of(grid)].append(grid)
    return groups


def enumerate_solutions(rows: Sequence[Line], cols: Sequence[Line], colours: int) -> list[Grid]:
    """Every grid whose rows fit ``rows`` and columns fit ``cols``."""
    width = len(cols)
    row_options = [
        [line for line in itertools.product(range(colours), repeat=width) if fits(line, clue)] for clue in rows
    ]
    partial: list[Grid] = [()]
    for options in row_options:
        partial = [
            grid + (line,)
            for grid in partial
            for line in options
            if all(starts([row[c] for row in grid] + [line[c]], cols[c]) for c in range(width))
        ]
    return [grid for grid in partial if all(fits([row[c] for row in grid], cols[c]) for c in range(width))]


def random_grid(rng: random.Random, height: int, width: int, colours: int, background: float = 0.4) -> Grid:
    """A random grid: each cell background with probability ``background``, else a random colour."""
    return tuple(
        tuple(0 if rng.random() < background else rng.randrange(1, colours) for _ in range(width))
        for _ in range(height)
    )


def mutate(rng: random.Random, rows: list[Line], cols: list[Line], colours: int) -> None:
    """Change one block of one line in place: its length +1, or another colour (often contradictory)."""
    lines = [(side, i) for side in (rows, cols) for i, line in enumerate(side) if line[0]]
    if not lines:
        return
    side, index = rng.choice(lines)
    lengths, shades = map(list, side[index])
    j = rng.randrange(len(lengths))
    if colours > 2 and rng.random() < 0.5:
        shades[j] = rng.choice([k for k in range(1, colours) if k != shades[j]])
    elif lengths[j] != BLOTTED:
        lengths[j] += 1
    side[index] = (tuple(lengths), tuple(shades))


def blot(rng: random.Random, lines: list[Line], chance: float) -> list[Line]:
    """The lines with each block length replaced by BLOTTED with probability ``chance``."""
    return [
        (tuple(BLOTTED if rng.random() < chance else n for n in lengths), shades) for lengths, shades in lines
    ]
