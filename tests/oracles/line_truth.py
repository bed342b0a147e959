"""Ground truth for the hint tests, by enumeration only (no deduction, no code from nonogram_core).

* ``arrangements(clue, size)``: every line (tuple of booleans) whose clue is ``clue``.
* ``forced(clue, line)``: the cells that have one value in every arrangement agreeing with a
  partial line (``None`` = unknown) — what complete single-line logic must find, no more.
* ``solutions(rows, cols, limit)``: the solutions of a small puzzle, built row by row from each
  row's arrangements and pruned by column prefixes.
* ``line_fixpoint(rows, cols)``: the grid reached by repeating ``forced`` on every line until
  nothing changes (the definition of "line-solvable" when it has no unknown cell left).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from itertools import combinations

Clue = tuple[int, ...]
Partial = list[list[bool | None]]


def runs(line: tuple[bool, ...] | list[bool]) -> Clue:
    out: list[int] = []
    count = 0
    for cell in (*line, False):
        if cell:
            count += 1
        elif count:
            out.append(count)
            count = 0
    return tuple(out)


def coloured_runs(line: str) -> list[tuple[int, str]]:
    """The blocks of a drawn line (``.`` background, any other character an ink) as
    (length, character): a colour clue by counting.

    >>> coloured_runs("aab.a")
    [(2, 'a'), (1, 'b'), (1, 'a')]
    """
    blocks: list[tuple[int, str]] = []
    previous = "."
    for ch in line:
        if ch != "." and ch == previous:
            blocks[-1] = (blocks[-1][0] + 1, ch)
        elif ch != ".":
            blocks.append((1, ch))
        previous = ch
    return blocks


@cache
def arrangements(clue: Clue, size: int) -> tuple[tuple[bool, ...], ...]:
    """All lines of ``size`` cells with this clue: choose which cells are filled, keep matches."""
    total = sum(clue)
    found = []
    for cells in combinations(range(size), total):
        line = tuple(i in cells for i in range(size))
        if runs(line) == clue:
            found.append(line)
    return tuple(found)


def agrees(line: tuple[bool, ...], partial: list[bool | None]) -> bool:
    return all(p is None or p == v for v, p in zip(line, partial, strict=True))


def forced(clue: Clue, partial: list[bool | None]) -> list[bool | None] | None:
    """Per cell: its value in every agreeing arrangement, else None; ``None`` if none agrees."""
    matching = [a for a in arrangements(clue, len(partial)) if agrees(a, partial)]
    if not matching:
        return None
    return [v if all(a[i] == v for a in matching) else None for i, v in enumerate(matching[0])]


def solutions(rows: tuple[Clue, ...], cols: tuple[Clue, ...], limit: int = 1000) -> list[tuple[str, ...]]:
    """Every solution (rows of '#'/'.'), up to ``limit``, by trying row arrangements in turn."""
    found = grids(
        [arrangements(r, len(cols)) for r in rows], [arrangements(c, len(rows)) for c in cols], limit
    )
    return [tuple("".join("#" if v else "." for v in row) for row in grid) for grid in found]


def grids(row_options: Sequence[Sequence[tuple]], col_options: Sequence[Sequence[tuple]], limit: int) -> list[tuple]:
    """Every grid (a tuple of rows) taking each row from ``row_options`` whose columns are among
    ``col_options``, up to ``limit``: rows picked in turn, pruned by column prefixes.  Any cell
    values (booleans here, colour indices in ``colour_truth``)."""
    height, width = len(row_options), len(col_options)
    found: list[tuple] = []

    def extend(picked: list[tuple]) -> None:
        if len(found) >= limit:
            return
        depth = len(picked)
        if depth == height:
            found.append(tuple(picked))
            return
        for option in row_options[depth]:
            prefix = [*picked, option]
            if all(
                any(all(col[r] == prefix[r][c] for r in range(depth + 1)) for col in col_options[c])
                for c in range(width)
            ):
                extend(prefix)

    extend([])
    return found


def forced_dp(clue: Clue, partial: list[bool | None]) -> list[bool | None] | None:
    """Same answer as ``forced``, by dynamic programming, for lines too long to enumerate.

    ``before[i][j]``: cells ``[0, i)`` can hold blocks ``0..j-1``, each followed by an empty cell
    (a virtual empty cell ``n`` ends the line).  ``after[i][j]``: cells ``[i, n]`` can hold blocks
    ``j..``.  A cell may be empty when some split around it works, filled when some block can
    cover it with both sides working.
    """
    n, k = len(partial), len(clue)
    cells = [*partial, False]  # the virtual empty cell n
    can_empty = [v is not True for v in cells]
    can_fill = [v is not False for v in cells]

    def block_fits(start: int, length: int) -> bool:
        end = start + length
        return end <= n and all(can_fill[start:end]) and can_empty[end]

    before = [[False] * (k + 1) for _ in range(n + 2)]
    before[0][0] = True
    for i in range(n + 1):
        for j in range(k + 1):
            if not before[i][j]:
                continue
            if can_empty[i]:
                before[i + 1][j] = True
            if j < k and block_fits(i, clue[j]):
                before[i + clue[j] + 1][j + 1] = True
    if not before[n + 1][k]:
        return None
    after = [[False] * (k + 1) for _ in range(n + 2)]
    after[n + 1][k] = True
    for i in range(n, -1, -1):
        for j in range(k, -1, -1):
            ok = can_empty[i] and after[i + 1][j]
            if not ok and j < k and block_fits(i, clue[j]):
                ok = after[i + clue[j] + 1][j + 1]
            after[i][j] = ok
    # every state before[i + 1][.] ends with cell i empty (a free cell or a block's separator)
    maybe_empty = [any(before[i + 1][j] and after[i + 1][j] for j in range(k + 1)) for i in range(n)]
    maybe_filled = [False] * n
    for j, length in enumerate(clue):
        for start in range(n - length + 1):
            if before[start][j] and block_fits(start, length) and after[start + length + 1][j + 1]:
                for c in range(start, start + length):
                    maybe_filled[c] = True
    return [None if maybe_empty[i] and maybe_filled[i] else maybe_filled[i] for i in range(n)]


def line_fixpoint(
    rows: tuple[Clue, ...], cols: tuple[Clue, ...], line_solver: Callable[..., list[bool | None] | None] = forced
) -> Partial | None:
    """Single-line logic to its fixpoint (by enumeration); ``None`` when some line is impossible."""
    height, width = len(rows), len(cols)
    grid: Partial = [[None] * width for _ in range(height)]
    dirty = {("row", r) for r in range(height)} | {("col", c) for c in range(width)}
    while dirty:
        axis, index = dirty.pop()
        clue = rows[index] if axis == "row" else cols[index]
        line = grid[index] if axis == "row" else [grid[r][index] for r in range(height)]
        new = line_solver(clue, line)
        if new is None:
            return None
        for position, value in enumerate(new):
            if value is not None and line[position] is None:
                r, c = (index, position) if axis == "row" else (position, index)
                grid[r][c] = value
                dirty.add(("col", c) if axis == "row" else ("row", r))
    return grid


def line_fixpoint_dp(rows: tuple[Clue, ...], cols: tuple[Clue, ...]) -> Partial | None:
    """``line_fixpoint`` with ``forced_dp``: usable on corpus-sized puzzles."""
    return line_fixpoint(rows, cols, forced_dp)
