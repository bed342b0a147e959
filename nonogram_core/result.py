"""What a solve returns: a verdict, the solutions found, the grid reached, and statistics.

Kept apart from ``solver.py`` so that readers of a result (CLI, web API, hints) need not import
the search machinery.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from enum import StrEnum

from .model import Grid


class Status(StrEnum):
    """The verdict of a solve: a string enum, so ``result.status == "unique"`` holds and the value is
    what ``--json`` prints (``status.value`` as before).

    >>> Status.UNIQUE == "unique", str(Status.NONE), Status("timeout")
    (True, 'none', <Status.TIMEOUT: 'timeout'>)
    """

    UNIQUE = "unique"
    """Exactly one grid satisfies the clues (and it is in ``Result.solutions``)."""
    MULTIPLE = "multiple"
    """At least two grids do; ``Result.solutions`` holds at least two distinct ones."""
    NONE = "none"
    """No grid does: the clues contradict each other."""
    TIMEOUT = "timeout"
    """The deadline passed (or the solve was cancelled) before a verdict."""


@dataclass
class Stats:
    """Counters that explain where a solve spent its effort."""

    line_solves: int = 0
    """Single-line deductions computed (cache misses)."""
    cache_hits: int = 0
    """Single-line deductions answered from the line cache."""
    probes: int = 0
    """Cells tried by contradiction probing (each branch counts once)."""
    search_nodes: int = 0
    """Guesses made by the backtracking search."""
    max_depth: int = 0
    """Deepest nesting of guesses."""

    def as_dict(self) -> dict[str, int]:
        """The counters by name (the ``stats`` of ``nonogram solve --json``)."""
        return asdict(self)

    def work(self) -> int:
        """Work done so far, in roughly microseconds of a 2020s machine: a clock that counts steps.

        The searches share their turns by it and ``engine="auto"`` hands over to the SAT engine
        after a budget of it, so a run takes the same path whatever the machine or its load.
        """
        return 10 * self.line_solves + self.cache_hits + 10 * self.probes


Solution = tuple[str, ...]
"""A complete grid as rows of ``#`` (filled) and ``.`` (empty); for colour and blotted puzzles, of
``model.colour_chars`` characters."""


def verdict(found: Sequence[Solution]) -> Status:
    """The verdict of a search that finished (its tree exhausted or enough found), from its solutions.

    >>> verdict([]), verdict([("#",)]), verdict([("#.",), (".#",)])
    (<Status.NONE: 'none'>, <Status.UNIQUE: 'unique'>, <Status.MULTIPLE: 'multiple'>)
    """
    return Status.NONE if not found else Status.UNIQUE if len(found) == 1 else Status.MULTIPLE


@dataclass
class Result:
    """The outcome of ``solve``.

    ``grid`` is the most-solved grid reached: the solution when unique, otherwise the cells that
    hold in every solution found by logic before guessing.  ``line_grid`` is what single-line
    logic alone reaches (``None`` when the clues are contradictory at that stage); authors use it
    to see where a person without guessing or look-ahead gets stuck.
    """

    status: Status
    solutions: list[Solution] = field(default_factory=list)
    grid: Grid = field(default_factory=list)
    line_grid: Grid | None = None
    stats: Stats = field(default_factory=Stats)
    elapsed_ms: float = 0.0
    engine: str = "native"
    """The engine that gave the verdict: ``native`` (the search in this package) or ``sat``."""

    @property
    def solution(self) -> Solution | None:
        """The one solution when the verdict is ``UNIQUE``, else ``None`` (none, several, or not known yet)."""
        return self.solutions[0] if self.status is Status.UNIQUE else None

    def differing_cells(self) -> list[tuple[int, int]]:
        """Cells (row, col) whose value differs between the solutions found (ambiguity)."""
        if len(self.solutions) < 2:
            return []
        first = self.solutions[0]
        return [
            (r, c)
            for r, row in enumerate(first)
            for c, ch in enumerate(row)
            if any(other[r][c] != ch for other in self.solutions[1:])
        ]

    def unknown_cells(self, *, line_logic_only: bool = False) -> list[tuple[int, int]]:
        """Cells (row, col) still unknown, in reading order.

        By default in ``grid`` (what logic settled before guessing: where solutions may differ);
        with ``line_logic_only`` in ``line_grid`` (where a person using single-line logic alone
        gets stuck; none when ``line_grid`` is ``None``).
        """
        grid = self.line_grid if line_logic_only else self.grid
        if grid is None:
            return []
        # a cell is a bitset of the values it may take: unknown while two or more bits are set
        return [(r, c) for r, row in enumerate(grid) for c, cell in enumerate(row) if cell & (cell - 1)]

    def line_unknown_cells(self) -> list[tuple[int, int]]:
        """Cells (row, col) that single-line logic alone leaves unknown."""
        return self.unknown_cells(line_logic_only=True)
