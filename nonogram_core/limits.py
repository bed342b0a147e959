"""What bounds a solve, in one frozen object shared by every engine: ``Limits``, and the ``Deadline``
the engines check as they go.

``solve(puzzle, max_solutions, timeout, cancel, trace, ...)`` puts its four bounds in a ``Limits``
and hands that to the engine it picked (``native.solve_native`` for black-and-white and colour alike,
``sat.engine.solve_sat``, ``sat.portfolio.solve_auto``), so the engines share one signature,
``(puzzle, limits, start)``, instead of six positional arguments each.

>>> limits = Limits(max_solutions=1, timeout=5)
>>> limits.wanted, limits.deadline().passed()
(2, False)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass


class Interrupted(Exception):
    """Raised inside an engine when the deadline passes or the caller cancels."""


class Deadline:
    """A wall-clock limit plus an optional cancel callback, checked cheaply and often."""

    __slots__ = ("end", "cancel")

    def __init__(self, timeout: float | None, cancel: Callable[[], bool] | None = None) -> None:
        self.end = None if timeout is None else time.perf_counter() + timeout
        self.cancel = cancel

    def passed(self) -> bool:
        """True once the wall-clock limit is over (``cancel`` is not asked)."""
        return self.end is not None and time.perf_counter() > self.end

    def remaining(self) -> float | None:
        """Seconds left before the limit (0 once it passed), ``None`` without one."""
        return None if self.end is None else max(0.0, self.end - time.perf_counter())

    def check(self) -> None:
        """Raise ``Interrupted`` once the limit has passed or ``cancel()`` says stop."""
        if self.end is not None and time.perf_counter() > self.end:
            raise Interrupted("timeout")
        if self.cancel is not None and self.cancel():
            raise Interrupted("cancelled")


@dataclass(frozen=True)
class Limits:
    """How far a solve may go: ``solve``'s four bounds, as every engine receives them.

    ``max_solutions``: solutions to look for (at least two are: ``wanted``, what tells *unique*
    from *multiple*); ``timeout``: seconds of wall-clock time from when the engine starts;
    ``cancel``: polled every few milliseconds, ``True`` stops the solve; ``trace``: receives one
    line per notable event.  Timeout and cancel end a solve with ``Status.TIMEOUT``.
    """

    max_solutions: int = 2
    timeout: float | None = None
    cancel: Callable[[], bool] | None = None
    trace: Callable[[str], None] | None = None

    @property
    def wanted(self) -> int:
        """Distinct solutions an engine looks for before it stops: ``max(2, max_solutions)``."""
        return max(2, self.max_solutions)

    def deadline(self) -> Deadline:
        """A ``Deadline`` for ``timeout`` seconds from now (and ``cancel``)."""
        return Deadline(self.timeout, self.cancel)


NO_LIMITS = Limits()
"""The default: two solutions looked for, no deadline, no cancel, no trace."""
