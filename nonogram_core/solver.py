"""Runs the solving pipeline and builds the Result (stub: being written)."""

from __future__ import annotations

from collections.abc import Callable

from .model import Puzzle
from .result import Result


def solve(
    puzzle: Puzzle,
    max_solutions: int = 2,
    timeout: float | None = None,
    cancel: Callable[[], bool] | None = None,
) -> Result:
    """Solve ``puzzle``: verdict, up to ``max_solutions`` solutions (at least two are looked for)."""
    raise NotImplementedError
