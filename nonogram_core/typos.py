"""Find the typo: the smallest edits of a puzzle's clues that give it exactly one solution.

Clues typed from paper or a screen go wrong in four small ways: a number changed (``3`` for ``4``,
``2`` for ``12``), a number left out, one typed twice or out of thin air, two neighbours swapped.
``find_typos`` tries these edits and keeps those after which the solver finds exactly one solution.

Trying every edit of every line would mean thousands of solves; three facts keep it to a few dozen:

* Every filled cell is counted once by its row and once by its column, so the row clues and the column
  clues of a sound puzzle add up to the same total (per colour, in a colour puzzle).  A changed,
  missing or extra number moves one side's total by exactly the difference it makes: if the rows
  count ``d`` cells more than the columns, the typo is a row number ``d`` too big (or an extra
  ``d`` in a row), or a column number ``d`` too small (or a missing ``d`` in a column).  Each number
  of the clues gives at most one candidate, not one per possible value.
* With equal totals, no change, insertion or deletion can help (each would unbalance them): only a
  swap of two neighbours, or (colour puzzles) a block typed in the wrong colour, can.
* An edited clue must still fit its line, and the cheap checks of ``Puzzle.problems`` reject most of
  the rest; only then does the solver run, each candidate with a slice of the time budget, in the
  order of how likely people make that typo, so the first suggestions found are the best ones.

>>> from nonogram_core.model import Puzzle
>>> typed = Puzzle(rows=((2,), (4,), (2, 1), (4,)), cols=((3,), (2, 1), (2, 1), (3,)))  # row 3 was "1 1"
>>> [(t.line, t.clue, t.was, t.kind) for t in find_typos(typed).suggestions]
[('row 3', (1, 1), (2, 1), 'changed')]

Often several edits each give one solution (a cell moved: the rows and the columns still agree):
the suggestions then list them all, the likeliest typo first, for the person holding the paper.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace

from .model import BLOTTED, Clue, Puzzle, UnsupportedPuzzleError, block_colours, clues_as_typed, colour_count
from .result import Status

KINDS = ("changed", "missing", "extra", "swapped", "colour")
"""The edits tried: a number changed, a number missing (inserted by the fix), an extra number
(deleted by the fix), two neighbouring numbers swapped, a block's colour changed (colour puzzles)."""

DEFAULT_LIMIT = 10
DEFAULT_TIMEOUT = 5.0
"""Seconds ``find_typos`` may take by default: a 20×20 puzzle's candidates take well under a second
on CPython, the browser runs about twice as slow."""


@dataclass(frozen=True)
class Typo:
    """One suggested correction: line ``index`` (0-based) of ``axis`` should read ``clue``, not ``was``.

    ``colours`` are the corrected clue's block colours (indexes into the puzzle's palette; empty in a
    black-and-white puzzle); ``rank`` orders suggestions, most likely typo first.
    """

    axis: str
    index: int
    clue: Clue
    was: Clue
    kind: str
    colours: tuple[int, ...] = ()
    rank: float = 0.0

    @property
    def line(self) -> str:
        """The line as people name it: ``row 4`` or ``column 7`` (1-based)."""
        return f"{self.axis} {self.index + 1}"

    def apply(self, puzzle: Puzzle) -> Puzzle:
        """``puzzle`` with this correction made."""
        return _with_line(puzzle, self.axis, self.index, self.clue, self.colours)

    def as_dict(self) -> dict[str, object]:
        """The JSON form of ``nonogram typos --json``: ``line``, ``clue``, ``was`` and ``verdict``."""
        return {"line": self.line, "clue": list(self.clue), "was": list(self.was), "verdict": "unique"}


@dataclass
class Typos:
    """What ``find_typos`` found: ``suggestions`` (best first), and how the search went.

    ``status`` is the verdict of the clues as typed (``none``, ``unique``...: a puzzle that already has
    one solution needs no correction); ``complete`` is False when the time ran out before every
    candidate was checked; ``checked`` counts the candidates solved.
    """

    status: Status
    suggestions: list[Typo] = field(default_factory=list)
    complete: bool = True
    checked: int = 0
    elapsed_ms: float = 0.0


def find_typos(
    puzzle: Puzzle,
    *,
    limit: int = DEFAULT_LIMIT,
    timeout: float | None = DEFAULT_TIMEOUT,
    cancel: Callable[[], bool] | None = None,
) -> Typos:
    """The single edits of ``puzzle``'s clues after which it has exactly one solution, best first.

    Looks only when the clues as typed have no solution (row and column totals that differ always
    mean none), or when the solver could not tell in time; a puzzle with one solution, or several, is
    returned with its ``status`` and no suggestion.  At most ``limit`` suggestions; ``timeout`` seconds
    (``None``: no limit) and ``cancel`` bound the whole search; every suggestion returned has been verified
    by the solver.  Blotted clues are not supported (``UnsupportedPuzzleError``).

    The clues are taken as typed: a clue too long for its line is one more way to have no solution
    (build such a ``puzzle`` within ``model.clues_as_typed()``; so are the candidates).  Candidates go
    through line logic first (one line cache for them all: they share every line but one): a
    contradiction rules one out at once, a grid solved to the last cell proves it unique.  The
    rest are solved in rank order, each with a short slice of time; those that ran out get the time
    left over in a second round, so one hard candidate cannot hide the likelier ones behind it.
    """
    with clues_as_typed():  # a candidate edit may make a clue too long for its line: no solution, not an error
        return _find_typos(puzzle, limit, timeout, cancel)


def _find_typos(puzzle: Puzzle, limit: int, timeout: float | None, cancel: Callable[[], bool] | None) -> Typos:
    from .solver import solve

    began = time.perf_counter()
    end = None if timeout is None else began + timeout
    if any(BLOTTED in clue for clue in (*puzzle.rows, *puzzle.cols)):
        raise UnsupportedPuzzleError("finding typos in clues with blotted (unknown) numbers is not supported")
    # totals that differ, or a clue longer than its line, mean no solution without solving
    status = Status.NONE if puzzle.problems() else solve(puzzle, timeout=_slice(end, 2.0), cancel=cancel).status
    found = Typos(status)
    if status in (Status.UNIQUE, Status.MULTIPLE):
        return _done(found, began)
    logic = _LineLogic(puzzle)
    unique: list[Typo] = []
    pending: list[Typo] = []
    for typo in _ranked(puzzle):
        if _out_of_time(end, cancel) or len(unique) >= limit:
            break
        verdict = logic.verdict(typo.apply(puzzle))
        if verdict is None:  # line logic could not tell: the solver will
            pending.append(typo)
        elif verdict:
            unique.append(typo)
    found.checked = len(unique) + len(pending)
    for round_slice in (0.25, None):  # a short look at each, then the time left for those still open
        still = []
        for typo in pending:
            if len(unique) >= limit and typo.rank >= unique[limit - 1].rank:
                break
            if _out_of_time(end, cancel):
                still.append(typo)
                continue
            solved = solve(typo.apply(puzzle), timeout=_slice(end, round_slice or 30.0), cancel=cancel).status
            if solved is Status.UNIQUE:
                unique.append(typo)
                unique.sort(key=lambda t: t.rank)
            elif solved is Status.TIMEOUT:
                still.append(typo)
        pending = still
    found.complete = not pending and not _out_of_time(end, cancel)
    found.suggestions = sorted(unique, key=lambda t: t.rank)[:limit]
    return _done(found, began)


def _out_of_time(end: float | None, cancel: Callable[[], bool] | None) -> bool:
    return (end is not None and time.perf_counter() > end) or (cancel is not None and cancel())


class _LineLogic:
    """Single-line logic on candidate puzzles, sharing one line cache (black-and-white puzzles only:
    colour puzzles go straight to the solver)."""

    def __init__(self, puzzle: Puzzle) -> None:
        from .lines.cache import LineCache

        self.cache = LineCache() if puzzle.is_black_and_white and not puzzle.row_colours else None

    def verdict(self, puzzle: Puzzle) -> bool | None:
        """False: no solution (a clue that cannot fit, totals, or a line with no arrangement left); True:
        line logic settles every cell, so the solution is unique; None: the solver must tell."""
        if puzzle.problems():
            return False
        if self.cache is None:
            return None
        from .propagate import Board, Deadline, Propagator
        from .result import Stats

        prop = Propagator(puzzle, Stats(), Deadline(None), cache=self.cache)
        board = Board.blank(puzzle.width, puzzle.height)
        if not prop.run(board, range(puzzle.height), range(puzzle.width)):
            return False
        return True if board.is_complete(puzzle.width) else None


def _ranked(puzzle: Puzzle) -> Iterator[Typo]:
    """The candidates, likeliest first, each edit once."""
    seen: set[tuple[str, int, Clue, tuple[int, ...]]] = set()
    for typo in sorted(_candidates(puzzle), key=lambda t: t.rank):
        key = (typo.axis, typo.index, typo.clue, typo.colours)
        if key not in seen:
            seen.add(key)
            yield typo


def _done(found: Typos, began: float) -> Typos:
    found.elapsed_ms = (time.perf_counter() - began) * 1000
    return found


def _slice(end: float | None, most: float) -> float:
    """The time one solve may take: ``most`` seconds, or what is left of the budget if less."""
    return most if end is None else max(0.001, min(most, end - time.perf_counter()))


def _with_line(puzzle: Puzzle, axis: str, index: int, clue: Clue, colours: tuple[int, ...]) -> Puzzle:
    if not colours:  # one ink: where the puzzle lists block colours, each block is colour 1
        colours = (1,) * len(clue)
    if axis == "row":
        rows = (*puzzle.rows[:index], clue, *puzzle.rows[index + 1 :])
        row_colours = puzzle.row_colours
        if row_colours:
            row_colours = (*row_colours[:index], colours, *row_colours[index + 1 :])
        return replace(puzzle, rows=rows, row_colours=row_colours, goal=None, saved=None)
    cols = (*puzzle.cols[:index], clue, *puzzle.cols[index + 1 :])
    col_colours = puzzle.col_colours
    if col_colours:
        col_colours = (*col_colours[:index], colours, *col_colours[index + 1 :])
    return replace(puzzle, cols=cols, col_colours=col_colours, goal=None, saved=None)


def _candidates(puzzle: Puzzle) -> Iterator[Typo]:
    """Every single edit that brings the totals back into balance (swaps and colour changes when
    they already are), each ranked by how likely a person makes that typo."""
    count = colour_count(puzzle)
    row_colours, col_colours = block_colours(puzzle)
    colour = len(puzzle.colours) > 2
    surplus = [0] * count  # cells of each colour the rows count beyond the columns
    for clues, shades, sign in ((puzzle.rows, row_colours, 1), (puzzle.cols, col_colours, -1)):
        for clue, line in zip(clues, shades, strict=True):
            for n, k in zip(clue, line, strict=True):
                surplus[k] += sign * n
    sides = (("row", puzzle.rows, row_colours, puzzle.width, 1),
             ("column", puzzle.cols, col_colours, puzzle.height, -1))
    unbalanced = [(k, d) for k, d in enumerate(surplus) if k and d]
    for axis, clues, shades, length, sign in sides:
        for index, (clue, line) in enumerate(zip(clues, shades, strict=True)):
            blocks = list(zip(clue, line, strict=True))
            if len(unbalanced) == 1:
                k, d = unbalanced[0]
                yield from _balancing(axis, index, blocks, length, k, -sign * d, colour)
            elif not unbalanced:
                yield from _swaps(axis, index, blocks, colour)
            if colour and len(unbalanced) == 2:
                (a, da), (b, db) = unbalanced
                if da == -db:
                    yield from _recoloured(axis, index, blocks, a, b, sign * da, colour)


def _typo(axis: str, index: int, was: list[tuple[int, int]], now: list[tuple[int, int]], kind: str, rank: float,
          colour: bool) -> Typo:
    return Typo(axis, index, tuple(n for n, _ in now), tuple(n for n, _ in was), kind,
                tuple(k for _, k in now) if colour else (), rank)


def _balancing(axis: str, index: int, blocks: list[tuple[int, int]], length: int, k: int, change: int,
               colour: bool) -> Iterator[Typo]:
    """Edits of one line that add ``change`` cells of colour ``k`` (negative: remove them)."""
    for at, (n, shade) in enumerate(blocks):
        if shade != k:
            continue
        if 1 <= n + change <= length:
            now = [*blocks[:at], (n + change, k), *blocks[at + 1 :]]
            yield _typo(axis, index, blocks, now, "changed", _change_rank(n, n + change), colour)
        if n == -change:
            yield _typo(axis, index, blocks, blocks[:at] + blocks[at + 1 :], "extra", 2.0, colour)
    if change > 0:
        for at in range(len(blocks) + 1):
            now = [*blocks[:at], (change, k), *blocks[at:]]
            yield _typo(axis, index, blocks, now, "missing", 1.0 + 0.1 * min(change, 9), colour)


def _change_rank(was: int, now: int) -> float:
    """How likely typing ``was`` for ``now`` is: off by one first, then a digit too many, too few or
    two digits the other way round (``2`` for ``12``, ``21`` for ``12``), then by how far off."""
    if abs(was - now) == 1:
        return 0.0
    a, b = str(was), str(now)
    if len(a) == len(b) + 1 and any(a[:i] + a[i + 1 :] == b for i in range(len(a))) or \
            len(b) == len(a) + 1 and any(b[:i] + b[i + 1 :] == a for i in range(len(b))) or \
            (len(a) == len(b) == 2 and a == b[::-1]):
        return 1.5
    return 3.0 + abs(was - now) / 100


def _swaps(axis: str, index: int, blocks: list[tuple[int, int]], colour: bool) -> Iterator[Typo]:
    for at in range(len(blocks) - 1):
        if blocks[at] != blocks[at + 1]:
            now = [*blocks[:at], blocks[at + 1], blocks[at], *blocks[at + 2 :]]
            yield _typo(axis, index, blocks, now, "swapped", 2.5, colour)


def _recoloured(axis: str, index: int, blocks: list[tuple[int, int]], a: int, b: int, surplus_a: int,
                colour: bool) -> Iterator[Typo]:
    """A block typed in colour ``a`` that should be ``b`` (or the other way), when the two colours'
    totals are off by the same amount in opposite directions."""
    wrong, right, size = (a, b, surplus_a) if surplus_a > 0 else (b, a, -surplus_a)
    for at, (n, shade) in enumerate(blocks):
        if shade == wrong and n == size:
            yield _typo(axis, index, blocks, [*blocks[:at], (n, right), *blocks[at + 1 :]], "colour", 2.2, colour)
