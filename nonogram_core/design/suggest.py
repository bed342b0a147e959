"""Suggesting small changes that fix a design: make it unique, or solvable by line logic.

The search is a short beam search over sets of cell flips, and every answer is verified by the
solver before it is offered.  Its speed comes from *where* it looks: an ambiguity lives in the
cells where two solutions differ, and a stall of line logic lives in the cells it leaves unknown,
so the candidate flips are those "trouble" cells first, then their neighbours (changing a
neighbour changes the clues of the trouble cells' lines).  Each level tries a bounded number of
candidates, keeps the few that shrank the trouble most, and extends them by one more flip, up to
``max_flips``.  It stops at ``max_suggestions`` answers or when the time budget is spent, so it
finds *some* small fixes quickly; it does not promise the smallest possible one.

>>> [s.flips for s in suggest_unique(["#.", ".#"], max_suggestions=1)]
[((0, 0),)]
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..result import Status
from ..solver import solve
from .check import Picture, Position, Solver, differing
from .palette import Design

UNIQUE = "unique"
LINE_SOLVABLE = "line_solvable"


Move = tuple[int, int, str]
"""One cell change: (row, column, the solver's character the cell takes)."""


@dataclass(frozen=True)
class Suggestion:
    """A set of cells to change, the picture that results, and the goal it was verified to meet.

    ``flips`` are the cells; ``changes`` say what each becomes, ``(row, column, character)`` in the
    design's own characters (``#``/``.`` in black-and-white, the palette's in colour, where a change
    may give a cell another colour rather than toggle it).
    """

    flips: tuple[Position, ...]
    picture: Picture
    goal: str
    changes: tuple[Move, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        flips = [list(cell) for cell in self.flips]
        changes = [list(change) for change in self.changes]
        return {"flips": flips, "changes": changes, "picture": list(self.picture), "goal": self.goal}


@dataclass
class _Outcome:
    """What the solver said about one candidate picture, reduced to what the search needs."""

    unique: bool
    line_solvable: bool
    trouble: list[Position]
    """Ambiguous cells (when not unique) or cells line logic cannot reach (when it is)."""


@dataclass
class _State:
    moves: frozenset[Move]
    picture: Picture
    trouble: list[Position]

    @property
    def cells(self) -> frozenset[Position]:
        return frozenset((r, c) for r, c, _ in self.moves)


def suggest_unique(
    picture: Iterable[str],
    *,
    colours: Any = None,
    max_suggestions: int = 3,
    max_flips: int = 3,
    budget_s: float = 3.0,
    cancel: Callable[[], bool] | None = None,
    solver: Solver = solve,
) -> list[Suggestion]:
    """Up to ``max_suggestions`` sets of 1..``max_flips`` changes that make the design unique.

    ``colours`` is a colour design's palette (``design.palette``).  Returns ``[]`` when the design is
    already unique or nothing was found within the budget.
    """
    search = _Search(UNIQUE, max_suggestions, max_flips, budget_s, cancel, solver)
    return search.run(Design.of(picture, colours))


def suggest_line_solvable(
    picture: Iterable[str],
    *,
    colours: Any = None,
    max_suggestions: int = 3,
    max_flips: int = 3,
    budget_s: float = 3.0,
    cancel: Callable[[], bool] | None = None,
    solver: Solver = solve,
) -> list[Suggestion]:
    """Up to ``max_suggestions`` sets of changes after which single-line logic alone solves the design.

    Line-solvable implies unique, so this also fixes ambiguous designs (usually with more changes).
    Returns ``[]`` when the design is already line-solvable or nothing was found in the budget.
    """
    search = _Search(LINE_SOLVABLE, max_suggestions, max_flips, budget_s, cancel, solver)
    return search.run(Design.of(picture, colours))


class _Search:
    """One beam search; holds the budget, the goal and the answers found so far."""

    BEAM_WIDTH = 3
    CANDIDATES_PER_STATE = 24
    SOLVE_TIMEOUT_S = 1.0

    def __init__(
        self,
        goal: str,
        max_suggestions: int,
        max_flips: int,
        budget_s: float,
        cancel: Callable[[], bool] | None,
        solver: Solver,
    ) -> None:
        self.goal = goal
        self.max_suggestions = max_suggestions
        self.max_flips = max_flips
        self.deadline = time.monotonic() + budget_s
        self.cancel = cancel
        self.solver = solver
        self.found: list[frozenset[Move]] = []
        self.pictures: list[Picture] = []
        self.seen: set[frozenset[Move]] = set()

    def run(self, design: Design) -> list[Suggestion]:
        self.design = design
        start = design.drawn
        outcome = self.evaluate(start)
        if outcome is None or self.met(outcome):
            return []
        beam = [_State(frozenset(), start, outcome.trouble)]
        for _ in range(self.max_flips):
            beam = self.extend(beam)
            if not beam or self.done():
                break
        return [self.suggestion(moves, picture) for moves, picture in zip(self.found, self.pictures, strict=True)]

    def suggestion(self, moves: frozenset[Move], picture: Picture) -> Suggestion:
        """An answer in the page's characters."""
        ordered = sorted(moves)
        changes = tuple((r, c, self.design.page_char(ch)) for r, c, ch in ordered)
        flips = tuple((r, c) for r, c, _ in ordered)
        return Suggestion(flips, tuple(self.design.to_page(picture)), self.goal, changes)

    def extend(self, beam: list[_State]) -> list[_State]:
        """Try one more change on each state of the beam; return the best unfinished ones."""
        scored: list[tuple[tuple[int, int], _State]] = []
        chars = self.design.solver_chars
        for state in beam:
            moves = candidate_moves(state.picture, state.trouble, state.cells, chars)
            for move in moves[: self.CANDIDATES_PER_STATE]:
                tried = state.moves | {move}
                if tried in self.seen or any(found <= tried for found in self.found):
                    continue
                self.seen.add(tried)
                if self.done():
                    return []
                picture = apply_changes(state.picture, [move])
                outcome = self.evaluate(picture)
                if outcome is None:
                    continue
                if self.met(outcome):
                    self.found.append(tried)
                    self.pictures.append(picture)
                    if len(self.found) >= self.max_suggestions:
                        return []
                    continue
                rank = (0 if outcome.unique else 1, len(outcome.trouble))
                scored.append((rank, _State(tried, picture, outcome.trouble)))
        scored.sort(key=lambda item: item[0])  # stable: ties keep the order they were tried in
        return [state for _, state in scored[: self.BEAM_WIDTH]]

    def met(self, outcome: _Outcome) -> bool:
        return outcome.line_solvable if self.goal == LINE_SOLVABLE else outcome.unique

    def done(self) -> bool:
        return (
            len(self.found) >= self.max_suggestions
            or time.monotonic() > self.deadline
            or (self.cancel is not None and self.cancel())
        )

    def evaluate(self, picture: Picture) -> _Outcome | None:
        """Solve the picture's clues; ``None`` when the solver ran out of time."""
        timeout = max(0.01, min(self.SOLVE_TIMEOUT_S, self.deadline - time.monotonic()))
        puzzle = self.design.rebuild(picture)
        result = self.solver(puzzle, max_solutions=2, timeout=timeout, cancel=self.cancel)
        if result.status is Status.TIMEOUT:
            return None
        if result.status is Status.UNIQUE:
            unknown = result.line_unknown_cells()
            return _Outcome(True, not unknown and result.line_grid is not None, unknown)
        other = next((tuple(s) for s in result.solutions if tuple(s) != picture), None)
        trouble = differing(picture, other) if other is not None else result.differing_cells()
        return _Outcome(False, False, trouble)


def apply_changes(picture: Sequence[str], moves: Iterable[Move]) -> Picture:
    """The picture with each listed cell set to its new character.

    >>> apply_changes(["ab", ".."], [(0, 1, "a"), (1, 0, "b")])
    ('aa', 'b.')
    """
    cells = [list(row) for row in picture]
    for r, c, ch in moves:
        cells[r][c] = ch
    return tuple("".join(row) for row in cells)


def candidate_moves(
    picture: Sequence[str], trouble: Sequence[Position], taken: frozenset[Position], chars: Sequence[str]
) -> list[Move]:
    """Changes worth trying, best first: each candidate cell (``candidates``) to every other value.

    The background comes first for a coloured cell (emptying is the smallest visible change), then
    the other colours in palette order; in black-and-white this is one toggle per cell.

    >>> candidate_moves(["a.", ".b"], [(0, 0)], frozenset(), (".", "a", "b"))[:3]
    [(0, 0, '.'), (0, 0, 'b'), (0, 1, 'a')]
    """
    moves = []
    for r, c in candidates(picture, trouble, taken):
        moves.extend((r, c, ch) for ch in chars if ch != picture[r][c])
    return moves


def candidates(
    picture: Sequence[str], trouble: Sequence[Position], taken: frozenset[Position]
) -> list[Position]:
    """Cells worth flipping, best first: the trouble cells, then their 8 neighbours.

    Trouble cells that are filled (any colour) come first within each group: emptying a cell of an ambiguous
    block tends to break the symmetry that made it ambiguous with the fewest visible changes.

    >>> candidates(["#.", ".#"], [(0, 0), (1, 1)], frozenset())
    [(0, 0), (1, 1), (0, 1), (1, 0)]
    """
    height, width = len(picture), len(picture[0])
    order: dict[Position, None] = {}
    trouble_set = set(trouble)
    for cell in sorted(trouble, key=lambda rc: picture[rc[0]][rc[1]] == "."):
        order.setdefault(cell, None)
    for r, c in trouble:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                near = (r + dr, c + dc)
                if 0 <= near[0] < height and 0 <= near[1] < width and near not in trouble_set:
                    order.setdefault(near, None)
    return [cell for cell in order if cell not in taken]
