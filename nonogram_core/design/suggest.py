"""Suggesting small changes that fix a design: make it unique, or solvable by line logic.

The search itself is ``fixup.FixSearch`` (greedy steps over changes that keep the picture, with
restarts for different answers); this module is its public face.  Every answer is verified by the
solver before it is offered, answers are different fixes, cheapest to the eye first, and the same
design always gets the same answers (the time budget is only a cut-off).

>>> [s.flips for s in suggest_unique(["#.", ".#"], max_suggestions=1)]
[((0, 0),)]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from .cached import SharedCacheSolver
from .check import Move, Picture, Position, Solver
from .fixup import LINE_SOLVABLE, UNIQUE, Answer, FixSearch, Progress
from .palette import Design

__all__ = ["DEFAULT_MAX_FLIPS", "Suggestion", "suggest_line_solvable", "suggest_unique"]

DEFAULT_MAX_FLIPS = 16
"""Changed cells an answer may have: fixes of up to 8 are tried first (``FixSearch.NARROW_FLIPS``),
wider ones, up to this, only when no small one is found."""
RETURN_MARGIN = 1 / 32
"""Share of ``budget_s`` kept back for the search's last solve and its return (a binary fraction:
the tests' fake clocks add exactly)."""


@dataclass(frozen=True)
class Suggestion:
    """A set of cells to change, the picture that results, and the goal it was verified to meet.

    ``flips`` are the cells; ``changes`` say what each becomes, ``(row, column, character)`` in the
    design's own characters (``#``/``.`` in black-and-white, the palette's in colour, where a change
    may give a cell another colour rather than toggle it).  ``cost`` is how much the change alters the
    look of the picture (``looks.cell_cost`` summed: 1 per cell on a smooth edge, more for holes, cut
    lines, lone dots and broken symmetry); suggestions come cheapest first.
    """

    flips: tuple[Position, ...]
    picture: Picture
    goal: str
    changes: tuple[Move, ...] = ()
    cost: int = 0

    def as_dict(self) -> dict[str, Any]:
        flips = [list(cell) for cell in self.flips]
        changes = [list(change) for change in self.changes]
        return {"flips": flips, "changes": changes, "picture": list(self.picture), "goal": self.goal,
                "cost": self.cost}


def suggest_unique(
    picture: Iterable[str],
    *,
    colours: Any = None,
    max_suggestions: int = 3,
    max_flips: int = DEFAULT_MAX_FLIPS,
    budget_s: float = 10.0,
    cancel: Callable[[], bool] | None = None,
    solver: Solver | None = None,
    progress: Progress | None = None,
) -> list[Suggestion]:
    """Up to ``max_suggestions`` different sets of 1..``max_flips`` changes that make the design unique.

    ``colours`` is a colour design's palette (``design.palette``).  Returns ``[]`` when the design is
    already unique or nothing was found within the budget.  ``progress`` is told after every solve.
    ``solver`` defaults to ``solve``'s stages with one line cache for the whole search
    (``cached.SharedCacheSolver``); tests inject others.
    """
    return _suggest(UNIQUE, picture, colours, max_suggestions, max_flips, budget_s, cancel, solver, progress)


def suggest_line_solvable(
    picture: Iterable[str],
    *,
    colours: Any = None,
    max_suggestions: int = 3,
    max_flips: int = DEFAULT_MAX_FLIPS,
    budget_s: float = 10.0,
    cancel: Callable[[], bool] | None = None,
    solver: Solver | None = None,
    progress: Progress | None = None,
) -> list[Suggestion]:
    """Up to ``max_suggestions`` sets of changes after which single-line logic alone solves the design.

    Line-solvable implies unique, so this also fixes ambiguous designs (usually with more changes).
    Returns ``[]`` when the design is already line-solvable or nothing was found in the budget.
    """
    return _suggest(LINE_SOLVABLE, picture, colours, max_suggestions, max_flips, budget_s, cancel, solver,
                    progress)


def _suggest(goal: str, picture: Iterable[str], colours: Any, max_suggestions: int, max_flips: int,
             budget_s: float, cancel: Callable[[], bool] | None, solver: Solver | None,
             progress: Progress | None) -> list[Suggestion]:
    design = Design.of(picture, colours)
    # The search may start one more solve just before its deadline and the last resort trims until
    # it: a margin keeps the answer inside the caller's budget (0.31 s of 10 s).
    search = FixSearch(goal, max_suggestions=max_suggestions, max_flips=max_flips,
                       budget_s=budget_s * (1 - RETURN_MARGIN), cancel=cancel,
                       solver=solver or SharedCacheSolver(), progress=progress)
    return [_in_page_chars(design, answer, goal) for answer in search.run(design)[:max_suggestions]]


def _in_page_chars(design: Design, answer: Answer, goal: str) -> Suggestion:
    ordered = sorted(answer.moves)
    changes = tuple((r, c, design.page_char(ch)) for r, c, ch in ordered)
    flips = tuple((r, c) for r, c, _ in ordered)
    return Suggestion(flips, tuple(design.to_page(answer.picture)), goal, changes, answer.cost)
