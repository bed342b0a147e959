"""An independent, deliberately naive solver for small grids: the ground truth for editor tests.

It enumerates every placement of every row clue and backtracks row by row, checking column
prefixes; line logic is the intersection of all placements consistent with what is known.  Slow
but obviously right, and it shares no code with the real solver.
"""

from __future__ import annotations

from functools import cache

from nonogram_core import Cell, Puzzle, Result, Status, clue_of


@cache
def placements(clue: tuple[int, ...], size: int) -> tuple[tuple[bool, ...], ...]:
    """Every line of ``size`` cells whose clue is ``clue``."""
    out = []
    for bits in range(1 << size):
        line = tuple(bool(bits >> i & 1) for i in range(size))
        if clue_of(line) == clue:
            out.append(line)
    return tuple(out)


def all_solutions(puzzle: Puzzle, limit: int = 2) -> list[tuple[str, ...]]:
    """Up to ``limit`` solutions, by row-by-row backtracking with column-prefix checks."""
    width, height = puzzle.width, puzzle.height
    rows = [placements(clue, width) for clue in puzzle.rows]
    col_options = [placements(clue, height) for clue in puzzle.cols]
    found: list[tuple[str, ...]] = []
    chosen: list[tuple[bool, ...]] = []

    def prefix_ok() -> bool:
        depth = len(chosen)
        for c in range(width):
            column = tuple(row[c] for row in chosen)
            if not any(option[:depth] == column for option in col_options[c]):
                return False
        return True

    def walk() -> None:
        if len(found) >= limit:
            return
        if len(chosen) == height:
            found.append(tuple("".join("#" if v else "." for v in row) for row in chosen))
            return
        for line in rows[len(chosen)]:
            chosen.append(line)
            if prefix_ok():
                walk()
            chosen.pop()

    walk()
    return found


def line_logic(puzzle: Puzzle) -> list[list[Cell]] | None:
    """What single-line logic alone reaches (None on contradiction)."""
    width, height = puzzle.width, puzzle.height
    grid = [[Cell.UNKNOWN] * width for _ in range(height)]
    changed = True
    while changed:
        changed = False
        for index, clue in enumerate((*puzzle.rows, *puzzle.cols)):
            is_row = index < height
            if is_row:
                cells = [(index, c) for c in range(width)]
            else:
                cells = [(r, index - height) for r in range(height)]
            known = [grid[r][c] for r, c in cells]
            fits = [
                p for p in placements(clue, len(cells))
                if all(k & (Cell.FILLED if v else Cell.EMPTY) for k, v in zip(known, p, strict=True))
            ]
            if not fits:
                return None
            for i, (r, c) in enumerate(cells):
                value = 0
                for p in fits:
                    value |= Cell.FILLED if p[i] else Cell.EMPTY
                if value != grid[r][c]:
                    grid[r][c] = Cell(value)
                    changed = True
    return grid


def reference_solve(puzzle: Puzzle, max_solutions: int = 2, timeout=None, cancel=None) -> Result:
    """Same contract as ``nonogram_core.solve`` (ignoring timeout/cancel): for small grids only."""
    solutions = all_solutions(puzzle, max(2, max_solutions))
    status = Status.NONE if not solutions else Status.UNIQUE if len(solutions) == 1 else Status.MULTIPLE
    return Result(status=status, solutions=solutions, line_grid=line_logic(puzzle))


def dom(n: int) -> list[str]:
    """The n-Dom picture (side 2n+1): a staircase of dominoes that is hard to prove unique."""
    side = 2 * n + 1
    rows = [["."] * side for _ in range(side)]
    for i in range(n):
        for c in range(side - 3 - 2 * i, side - 2 * i):
            rows[2 * i][c] = "#"
        if i:
            rows[2 * i][side + 1 - 2 * i] = "#"
        rows[2 * i + 1][side - 1 - 2 * i] = "#"
    rows[side - 1][2] = "#"
    return ["".join(row) for row in rows]
