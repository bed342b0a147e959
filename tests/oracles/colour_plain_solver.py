"""A deliberately plain second colour solver, to cross-check the real one where brute force cannot go.

Enumeration stops being affordable beyond about 5x5; this counts solutions (up to two) of bigger
colour puzzles.  It shares no code or representation with ``nonogram_core``: a cell is a Python
``frozenset`` of colour indices; one line is settled by a textbook dynamic program over (cells used,
blocks placed, colour of the block that ended on the last cell) from both ends; lines are revisited
until nothing changes; and a recursive depth-first search splits the first open cell of the
smallest domain one colour at a time.  A node budget bounds the work (``BudgetExceeded``).

>>> settle_line([(2, 1), (1, 2)], [frozenset({0, 1, 2})] * 3) == [frozenset({1})] * 2 + [frozenset({2})]
True
>>> settle_line([(1, 1), (1, 1)], [frozenset({0, 1})] * 2) is None
True
"""

from __future__ import annotations

Block = tuple[int, int]
"""(length, colour) of one block."""
Cells = list[frozenset[int]]


class BudgetExceeded(RuntimeError):
    """The search visited more nodes than it was allowed: no answer either way."""


def settle_line(clue: list[Block], line: Cells) -> Cells | None:
    """Each cell narrowed to the colours some arrangement of ``clue`` on ``line`` gives it; None if none fits."""
    n, k = len(line), len(clue)

    def moves(i: int, j: int, last: int) -> list[tuple[int, int, int, int]]:
        """Steps from state (cell i, block j, last colour): (next i, next j, next last, colour painted)."""
        out = []
        if i < n and 0 in line[i]:
            out.append((i + 1, j, 0, 0))
        if j < k:
            length, colour = clue[j]
            if colour != last and i + length <= n and all(colour in line[x] for x in range(i, i + length)):
                out.append((i + length, j + 1, colour, colour))
        return out

    done: dict[tuple[int, int, int], bool] = {}

    def completes(i: int, j: int, last: int) -> bool:
        state = (i, j, last)
        if state not in done:
            done[state] = (i == n and j == k) or any(completes(a, b, c) for a, b, c, _ in moves(i, j, last))
        return done[state]

    if not completes(0, 0, 0):
        return None
    allowed: list[set[int]] = [set() for _ in range(n)]
    seen = {(0, 0, 0)}
    frontier = [(0, 0, 0)]
    while frontier:
        i, j, last = frontier.pop()
        for a, b, c, paint in moves(i, j, last):
            if completes(a, b, c):
                for x in range(i, a):
                    allowed[x].add(paint)
                if (a, b, c) not in seen:
                    seen.add((a, b, c))
                    frontier.append((a, b, c))
    return [frozenset(cells) for cells in allowed]


def _propagate(rows: list[list[Block]], cols: list[list[Block]], grid: list[Cells]) -> bool:
    """Settle lines until nothing changes; False on a contradiction."""
    height, width = len(rows), len(cols)
    dirty = [("r", r) for r in range(height)] + [("c", c) for c in range(width)]
    while dirty:
        axis, index = dirty.pop()
        line = grid[index] if axis == "r" else [grid[r][index] for r in range(height)]
        new = settle_line(rows[index] if axis == "r" else cols[index], line)
        if new is None:
            return False
        for x, (old, cell) in enumerate(zip(line, new, strict=True)):
            if old != cell:
                if axis == "r":
                    grid[index][x] = cell
                    dirty.append(("c", x))
                else:
                    grid[x][index] = cell
                    dirty.append(("r", x))
    return True


def count_solutions(
    rows: list[list[Block]], cols: list[list[Block]], colours: int, limit: int = 2, budget: int = 20_000
) -> list[tuple[tuple[int, ...], ...]]:
    """Up to ``limit`` distinct solutions (grids of colour indices); raises ``BudgetExceeded``."""
    grid = [[frozenset(range(colours))] * len(cols) for _ in rows]
    found: list[tuple[tuple[int, ...], ...]] = []
    nodes = [0]

    def dive(grid: list[Cells]) -> None:
        nodes[0] += 1
        if nodes[0] > budget:
            raise BudgetExceeded
        if not _propagate(rows, cols, grid):
            return
        open_cells = [(len(cell), r, c) for r, line in enumerate(grid) for c, cell in enumerate(line) if len(cell) > 1]
        if not open_cells:
            found.append(tuple(tuple(next(iter(cell)) for cell in line) for line in grid))
            return
        _, r, c = min(open_cells)
        for colour in sorted(grid[r][c]):
            if len(found) >= limit:
                return
            child = [line[:] for line in grid]
            child[r][c] = frozenset({colour})
            dive(child)

    dive(grid)
    return found
