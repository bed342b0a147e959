"""The values a numeric option takes, checked when the command line is parsed.

Each function is an ``argparse`` ``type=``: it turns the text into the value or raises
``ArgumentTypeError`` saying what is allowed, which ``cli.ArgumentParser`` prints as one line
(``nonogram solve: error: argument --timeout: ...``) before exiting with status 2, the status of
every input the command could not use.  ``--timeout -1`` or ``nan``, ``--max-solutions 0``: refused
before any puzzle is read, never quietly taken as "no limit" or "at once".

>>> seconds("2.5"), whole_number(1)("3"), whole_number(0)("0")
(2.5, 3, 0)
>>> seconds("nan")
Traceback (most recent call last):
argparse.ArgumentTypeError: must be a number of seconds above 0, such as 10 or 0.5, not 'nan'
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable


def seconds(text: str) -> float:
    """A time limit: a finite number of seconds above 0 (``inf``, ``nan``, 0 and below refused)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value > 0):
        raise argparse.ArgumentTypeError(
            f"must be a number of seconds above 0, such as 10 or 0.5, not {text!r}")
    return value


def whole_number(lowest: int, highest: int | None = None, meaning: str = "") -> Callable[[str], int]:
    """A ``type=`` for a whole number from ``lowest`` (to ``highest``); ``meaning`` adds what a value means."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = None
        if value is None or value < lowest or highest is not None and value > highest:
            allowed = f"from {lowest} to {highest}" if highest is not None else f"{lowest} or more"
            raise argparse.ArgumentTypeError(f"must be a whole number {allowed}{meaning}, not {text!r}")
        return value

    parse.__name__ = "whole number"  # what argparse calls the type in its own messages
    return parse
