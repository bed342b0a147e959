"""Ground truth by exhaustive enumeration, independent of the solver (numpy).

The solver is checked against this module, so it must not share the solver's ideas or code: it
imports nothing from ``nonogram_core`` except ``Puzzle``, and it decides everything by
enumerating pictures, never by deduction.

* ``clue_of_bits`` is the definition of a clue (runs of set bits), written out afresh.
* ``lines_with_clue`` lists every line value having a clue by placing the blocks one by one.
* ``all_clue_sets`` enumerates *every* picture of a small grid (2^16 for 4x4) and groups them by
  their clues, giving the exact solution count of every clue set that has at least one solution.
* ``enumerate_solutions`` finds all solutions of a small puzzle: it builds the picture row by row
  from each row's possible lines and keeps only the partial pictures whose columns can still be
  completed (a breadth-first sweep over numpy arrays).

A line or picture row is an int whose bit ``i`` is cell ``i`` (column ``i`` for a row, row ``i``
for a column).

>>> clue_of_bits(0b1101, 4)
(1, 2)
>>> sorted(lines_with_clue((1, 1), 4))
[5, 9, 10]
>>> enumerate_solutions(Puzzle(rows=((1,), (1,)), cols=((1,), (1,))))
[('#.', '.#'), ('.#', '#.')]
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

import numpy as np

from nonogram_core import Puzzle

Clue = tuple[int, ...]


class TooManyStates(RuntimeError):
    """The partial-picture sweep outgrew its memory cap: the puzzle is too big to enumerate."""


def clue_of_bits(value: int, length: int) -> Clue:
    """The clue of a line given as bits (bit i = cell i): the lengths of its runs of ones."""
    cells = format(value, "b").zfill(length)[::-1] if length else ""
    return tuple(len(run) for run in cells.split("0") if run)


def lines_with_clue(clue: Clue, length: int) -> list[int]:
    """Every line value of ``length`` cells whose clue is ``clue`` (blocks placed left to right)."""
    return list(_placements(tuple(clue), 0, length, 0))


def _placements(clue: Clue, start: int, length: int, acc: int) -> Iterator[int]:
    if not clue:
        yield acc
        return
    block, rest = clue[0], clue[1:]
    room_for_rest = sum(rest) + len(rest)
    for begin in range(start, length - room_for_rest - block + 1):
        bits = ((1 << block) - 1) << begin
        yield from _placements(rest, begin + block + 1, length, acc | bits)


@lru_cache(maxsize=4096)
def _prefix_tables(clue: Clue, length: int) -> tuple[np.ndarray, ...]:
    """``tables[k][v]`` is True when the first k cells ``v`` can start a line with this clue."""
    values = np.array(lines_with_clue(clue, length), dtype=np.int64)
    tables = []
    for k in range(length + 1):
        table = np.zeros(1 << k, dtype=bool)
        if len(values):
            table[values & ((1 << k) - 1)] = True
        tables.append(table)
    return tuple(tables)


def enumerate_solutions(puzzle: Puzzle, max_states: int = 2_000_000) -> list[tuple[str, ...]]:
    """All solutions of ``puzzle`` (sorted rows of ``#``/``.``); for grids up to about 8x8.

    Raises ``TooManyStates`` when more than ``max_states`` partial pictures would be kept.
    """
    height, width = puzzle.height, puzzle.width
    column_tables = [_prefix_tables(tuple(clue), height) for clue in puzzle.cols]
    shifts = np.arange(width, dtype=np.int64)
    columns = np.zeros((1, width), dtype=np.int64)  # partial column values of each kept picture
    rows_so_far = np.zeros((1, 0), dtype=np.int64)
    for r, clue in enumerate(puzzle.rows):
        candidates = np.array(lines_with_clue(tuple(clue), width), dtype=np.int64)
        if len(candidates) == 0:
            return []
        bits = ((candidates[:, None] >> shifts) & 1) << r  # (M, W): this row's bit in each column
        grown = columns[:, None, :] | bits[None, :, :]  # (N, M, W)
        keep = np.ones(grown.shape[:2], dtype=bool)
        for c in range(width):
            keep &= column_tables[c][r + 1][grown[:, :, c]]
        old, new = np.nonzero(keep)
        if len(old) > max_states:
            raise TooManyStates(f"{len(old)} partial pictures after row {r + 1}")
        columns = grown[old, new]
        rows_so_far = np.concatenate([rows_so_far[old], candidates[new][:, None]], axis=1)
    pictures = [tuple(_row_text(int(v), width) for v in rows) for rows in rows_so_far]
    return sorted(pictures)


def _row_text(value: int, width: int) -> str:
    return "".join("#" if value >> i & 1 else "." for i in range(width))


def picture_rows(picture: tuple[str, ...]) -> list[int]:
    """Rows of ``#``/``.`` as bit values (bit i = column i)."""
    return [sum(1 << i for i, ch in enumerate(row) if ch == "#") for row in picture]


class ClueSets:
    """Every clue set of an ``height`` x ``width`` grid that has a solution, with its count.

    Built by enumerating all 2^(height*width) pictures.  ``clues[i]`` lists the distinct clues of
    a line, ``keys`` (sorted) encode a clue set as the clue indices of rows then columns in base
    ``len(clues)``, ``counts[i]`` is how many pictures have clue set ``keys[i]`` and
    ``witness[i]`` is one of them (as a picture number: bit ``r*width + c`` is cell (r, c)).
    """

    def __init__(self, height: int, width: int) -> None:
        if height != width:
            raise ValueError("square grids only (one clue list serves rows and columns)")
        self.height, self.width = height, width
        self.clues: list[Clue] = sorted({clue_of_bits(v, width) for v in range(1 << width)})
        index = {clue: i for i, clue in enumerate(self.clues)}
        clue_index = np.array([index[clue_of_bits(v, width)] for v in range(1 << width)], dtype=np.int64)
        pictures = np.arange(1 << (height * width), dtype=np.int64)
        row_values = [(pictures >> (r * width)) & ((1 << width) - 1) for r in range(height)]
        column_values = [
            sum(((row_values[r] >> c) & 1) << r for r in range(height)) for c in range(width)
        ]
        key = np.zeros_like(pictures)
        for value in (*row_values, *column_values):
            key = key * len(self.clues) + clue_index[value]
        self.keys, self.witness, self.counts = np.unique(key, return_index=True, return_counts=True)

    def puzzle(self, key: int) -> Puzzle:
        """The puzzle with the clue set encoded by ``key`` (whether or not it has a solution)."""
        digits = []
        for _ in range(self.height + self.width):
            key, digit = divmod(int(key), len(self.clues))
            digits.append(self.clues[digit])
        digits.reverse()
        return Puzzle(rows=tuple(digits[: self.height]), cols=tuple(digits[self.height :]))

    def key_of(self, puzzle: Puzzle) -> int:
        key = 0
        for clue in (*puzzle.rows, *puzzle.cols):
            key = key * len(self.clues) + self.clues.index(tuple(clue))
        return key

    def count(self, puzzle: Puzzle) -> int:
        """Exact number of solutions of ``puzzle`` (0 when no picture has these clues)."""
        key = self.key_of(puzzle)
        at = int(np.searchsorted(self.keys, key))
        return int(self.counts[at]) if at < len(self.keys) and self.keys[at] == key else 0

    def witness_picture(self, i: int) -> tuple[str, ...]:
        number = int(self.witness[i])
        mask = (1 << self.width) - 1
        return tuple(_row_text(number >> (r * self.width) & mask, self.width) for r in range(self.height))
