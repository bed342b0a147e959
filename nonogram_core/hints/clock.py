"""The time budget of hints and grading: a deadline and a cancel callback, looked at after counted work.

Every stage that can take long counts its work on the ``Clock`` (a line a technique examined, a line
a supposition re-solved) and the clock looks at the time and asks ``cancel`` once every
``CHECK_EVERY`` units, so a 200x200 replay keeps a deadline to a few milliseconds while reading the
clock costs it nothing measurable.  Past the deadline (or once ``cancel`` says stop) ``Deadline`` is
raised, and ``grade`` reports ``"timeout"``.
"""

from __future__ import annotations

import time
from collections.abc import Callable


class Deadline(Exception):
    """Raised inside the hint engine when the caller's time budget is spent or it cancelled."""


class Clock:
    """A wall-clock limit (``timeout`` seconds from now, ``None``: none) plus an optional cancel callback."""

    CHECK_EVERY = 32
    """Units of work between two looks at the time: a unit is a line examined or solved, tens of
    microseconds at most on a 500-cell line, so the deadline is kept to a few milliseconds."""

    __slots__ = ("end", "cancel", "_left")

    def __init__(self, timeout: float | None = None, cancel: Callable[[], bool] | None = None) -> None:
        self.end = None if timeout is None else time.monotonic() + timeout
        self.cancel = cancel
        self._left = self.CHECK_EVERY

    def tick(self, work: int = 1) -> None:
        """Count ``work`` units; every ``CHECK_EVERY`` of them, ``check``."""
        self._left -= work
        if self._left <= 0:
            self._left = self.CHECK_EVERY
            self.check()

    def check(self) -> None:
        """Raise ``Deadline`` once the limit has passed or ``cancel()`` says stop."""
        if (self.end is not None and time.monotonic() > self.end) or (self.cancel is not None and self.cancel()):
            raise Deadline


__all__ = ["Clock", "Deadline"]
