"""A deliberately plain second solver, used only to cross-check the real one on bigger grids.

Brute force stops being affordable beyond about 8x8, so ``unique`` verdicts on bigger random
pictures are confirmed here instead.  It shares no code or representation with ``nonogram_core``'s
solver: cells are the characters ``?``, ``#`` and ``.``; one line is settled by a textbook
dynamic program over (blocks placed, cells used) from both ends; lines are revisited from a
queue until nothing changes; and a depth-first search looks for a solution *different* from a
given one, trying the other value of a cell first.

Because every deduction is forced, a grid that propagation completes is proved unique.

>>> from nonogram_core import Puzzle
>>> settle_line((3,), "?????")
'??#??'
>>> settle_line((1,), "#?#") is None
True
>>> p = Puzzle(rows=((1,), (1,)), cols=((1,), (1,)))
>>> find_other_solution(p, ("#.", ".#"), budget=100)
('.#', '#.')
>>> find_solution(Puzzle(rows=((2,), ()), cols=((1,), (1,))))
('##', '..')
>>> find_solution(Puzzle(rows=((2,), ()), cols=((2,), ()))) is None
True
"""

from __future__ import annotations

from nonogram_core import Puzzle

Clue = tuple[int, ...]
UNKNOWN, FILLED, EMPTY = "?", "#", "."


class BudgetExceeded(RuntimeError):
    """The search visited more nodes than it was allowed: no answer either way."""


def _prefix_fits(clue: Clue, line: str) -> list[list[bool]]:
    """``fits[j][i]``: the first ``i`` cells can hold exactly blocks ``0..j-1`` (rest of them empty)."""
    n, k = len(line), len(clue)
    fits = [[False] * (n + 1) for _ in range(k + 1)]
    fits[0][0] = True
    for i in range(1, n + 1):
        fits[0][i] = fits[0][i - 1] and line[i - 1] != FILLED
    for j in range(1, k + 1):
        size = clue[j - 1]
        for i in range(1, n + 1):
            if line[i - 1] != FILLED and fits[j][i - 1]:
                fits[j][i] = True
                continue
            start = i - size
            if start < 0 or EMPTY in line[start:i]:
                continue
            if start == 0:
                fits[j][i] = j == 1
            else:
                fits[j][i] = line[start - 1] != FILLED and fits[j - 1][start - 1]
    return fits


def settle_line(clue: Clue, line: str) -> str | None:
    """Every cell of ``line`` that all arrangements of ``clue`` agree on; None if there are none."""
    n, k = len(line), len(clue)
    left = _prefix_fits(clue, line)
    if not left[k][n]:
        return None
    right_rev = _prefix_fits(clue[::-1], line[::-1])

    def right(j: int, i: int) -> bool:  # cells i..n-1 hold exactly blocks j..k-1
        return right_rev[k - j][n - i]

    can_fill = [False] * n
    can_empty = [False] * n
    for i in range(n):
        if line[i] != FILLED:
            can_empty[i] = any(left[j][i] and right(j, i + 1) for j in range(k + 1))
    for j, size in enumerate(clue):
        for start in range(n - size + 1):
            end = start + size
            if EMPTY in line[start:end]:
                continue
            before = left[j][0] if start == 0 else line[start - 1] != FILLED and left[j][start - 1]
            after = (j == k - 1) if end == n else line[end] != FILLED and right(j + 1, end + 1)
            if before and after:
                for i in range(start, end):
                    can_fill[i] = True
    out = []
    for i in range(n):
        if can_fill[i] and can_empty[i]:
            out.append(UNKNOWN)
        elif can_fill[i]:
            out.append(FILLED)
        elif can_empty[i]:
            out.append(EMPTY)
        else:
            return None
    return "".join(out)


def propagate(puzzle: Puzzle, grid: list[list[str]], lines: list[tuple[str, int]] | None = None) -> bool:
    """Settle lines until nothing changes; False on a contradiction.  Edits ``grid`` in place.

    ``lines`` are the lines to start from (``("r", row)`` / ``("c", column)``), default all.
    """
    height, width = puzzle.height, puzzle.width
    if lines is None:
        lines = [("r", r) for r in range(height)] + [("c", c) for c in range(width)]
    queue = list(lines)
    queued = set(queue)
    while queue:
        kind, index = queue.pop()
        queued.discard((kind, index))
        if kind == "r":
            line = "".join(grid[index])
            settled = settle_line(tuple(puzzle.rows[index]), line)
        else:
            line = "".join(grid[r][index] for r in range(height))
            settled = settle_line(tuple(puzzle.cols[index]), line)
        if settled is None:
            return False
        for i, (was, now) in enumerate(zip(line, settled, strict=True)):
            if was == now:
                continue
            if kind == "r":
                grid[index][i] = now
                other = ("c", i)
            else:
                grid[i][index] = now
                other = ("r", i)
            if other not in queued:
                queued.add(other)
                queue.append(other)
    return True


def line_solve(puzzle: Puzzle) -> tuple[str, ...] | None:
    """The grid single-line logic reaches (rows of ``#``, ``.``, ``?``); None if contradictory."""
    grid = [[UNKNOWN] * puzzle.width for _ in range(puzzle.height)]
    if not propagate(puzzle, grid):
        return None
    return tuple("".join(row) for row in grid)


def find_other_solution(puzzle: Puzzle, known: tuple[str, ...], budget: int = 2000) -> tuple[str, ...] | None:
    """A solution that differs from ``known``, or None when ``known`` is the only one.

    Depth-first search with propagation; at each guess the value *opposite* to ``known`` is
    tried first, so a second solution, when there is one, tends to be met early.  Raises
    ``BudgetExceeded`` after ``budget`` guesses.
    """
    grid = [[UNKNOWN] * puzzle.width for _ in range(puzzle.height)]
    nodes = [0]
    return _search(puzzle, grid, None, known, budget, nodes)


def find_solution(puzzle: Puzzle, budget: int = 2000) -> tuple[str, ...] | None:
    """Any solution, or None when the clues have none (proved by exhausting the search)."""
    grid = [[UNKNOWN] * puzzle.width for _ in range(puzzle.height)]
    return _search(puzzle, grid, None, None, budget, [0])


def _search(puzzle: Puzzle, grid: list[list[str]], guessed: tuple[int, int] | None,
            known: tuple[str, ...] | None, budget: int, nodes: list[int]) -> tuple[str, ...] | None:
    lines = None if guessed is None else [("r", guessed[0]), ("c", guessed[1])]
    if not propagate(puzzle, grid, lines):
        return None
    unknown = next(((r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch == UNKNOWN), None)
    if unknown is None:
        solution = tuple("".join(row) for row in grid)
        return None if known is not None and solution == tuple(known) else solution
    nodes[0] += 1
    if nodes[0] > budget:
        raise BudgetExceeded(f"more than {budget} guesses")
    r, c = unknown
    if known is None:
        order = (FILLED, EMPTY)
    else:
        order = (EMPTY, FILLED) if known[r][c] == FILLED else (FILLED, EMPTY)
    for value in order:
        trial = [row[:] for row in grid]
        trial[r][c] = value
        found = _search(puzzle, trial, (r, c), known, budget, nodes)
        if found is not None:
            return found
    return None
