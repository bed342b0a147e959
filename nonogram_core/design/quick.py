"""A quick look for a second solution of a drawn picture, before the full solve.

Most candidates the fix-up search tries are still ambiguous, and on a thin outline (where line
logic decides almost nothing) the full solve that proves it costs tens of milliseconds: it probes
every open cell at every node of its search.  Proving a design *ambiguous* needs only one other
solution, and the drawn picture says where to look: a depth-first search with line logic alone
that, at each guess, tries first the value the picture does *not* have, finds one in a few dozen
propagations when there is one (a thin outline has many).  When it finds none within its node
limit the caller solves fully, which also proves uniqueness; so the verdict is the solver's own in
every case, only reached sooner.  Black-and-white designs only (a colour board is another engine).

>>> from nonogram_core.model import puzzle_from_picture
>>> picture = ("#.", ".#")
>>> quick_alternative(puzzle_from_picture(picture), picture).grid
('.#', '#.')
>>> quick_alternative(puzzle_from_picture(("##", ".#")), ("##", ".#")).grid is None
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ..limits import Deadline
from ..lines.cache import LineCache
from ..model import Puzzle, clue_of
from ..propagate import Board, Propagator
from ..result import Stats

NODE_LIMIT = 120
"""Boards propagated before the quick look gives up (then the full solve decides)."""


@dataclass
class Quick:
    """What the quick look found: another solution (or ``None``), the cells line logic alone left
    open at the root, and its work (propagations, counted as the solver counts probes)."""

    grid: tuple[str, ...] | None
    line_unknown: list[tuple[int, int]]
    work: int


def quick_alternative(puzzle: Puzzle, picture: tuple[str, ...], lines: LineCache | None = None,
                      node_limit: int = NODE_LIMIT) -> Quick:
    """Look for a solution of ``puzzle`` other than ``picture`` (its drawn solution)."""
    width, height = puzzle.width, puzzle.height
    prop = Propagator(puzzle, Stats(), Deadline(None), lines)
    root = Board.blank(width, height)
    if not prop.run(root, range(height), range(width)):
        return Quick(None, [], 1)  # no solution at all: the full solve says so
    full = (1 << width) - 1
    unknown = [(r, c) for r in range(height) for c in range(width)
               if not ((root.rows_filled[r] | root.rows_empty[r]) >> c) & 1]
    stack = [root]
    work = 1
    while stack and work < node_limit:
        board = stack.pop()
        cell = _guess(board, picture, full)
        if cell is None:
            found = board.to_solution(width)
            if found != picture and _solves(puzzle, found):
                return Quick(found, unknown, work)
            continue
        r, c = cell
        drawn = picture[r][c] == "#"
        for filled in (drawn, not drawn):  # the picture's value below, the other on top: tried first
            child = board.copy()
            child.set_cell(r, c, filled)
            work += 1
            if prop.run(child, (r,), (c,)):
                stack.append(child)
    return Quick(None, unknown, work)


def _solves(puzzle: Puzzle, grid: tuple[str, ...]) -> bool:
    """Whether a complete grid has the puzzle's clues (a last check of what propagation built)."""
    columns = ["".join(row[c] for row in grid) for c in range(puzzle.width)]
    return all(clue_of(ch == "#" for ch in row) == tuple(want) for row, want in zip(grid, puzzle.rows, strict=True)) \
        and all(clue_of(ch == "#" for ch in col) == tuple(want) for col, want in zip(columns, puzzle.cols, strict=True))


def _guess(board: Board, picture: tuple[str, ...], full: int) -> tuple[int, int] | None:
    """The open cell to guess: the first one the picture inks (leaving it out forces the rest to
    move), else the first open one; ``None`` when the board is complete."""
    first = None
    for r, (filled, empty) in enumerate(zip(board.rows_filled, board.rows_empty, strict=True)):
        open_ = ~(filled | empty) & full
        if not open_:
            continue
        row = picture[r]
        bits = open_
        while bits:
            low = bits & -bits
            c = low.bit_length() - 1
            if row[c] == "#":
                return r, c
            if first is None:
                first = (r, c)
            bits ^= low
    return first
