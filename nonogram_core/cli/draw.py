"""Grids with their clues in the margins for the command line: ``drawing``'s text, painted in colour
when standard output is a terminal (``wants_colour``)."""

from __future__ import annotations

import os
import sys

from ..drawing import Painter as Painter
from ..drawing import clue_tokens as clue_tokens
from ..drawing import draw as draw
from ..drawing import is_colour as is_colour
from ..drawing import legend as legend
from ..drawing import one_line as one_line


def wants_colour(stream: object = None) -> bool:
    """Paint when ``stream`` (standard output) is a terminal, unless ``NO_COLOR`` is set or ``TERM=dumb``."""
    stream = sys.stdout if stream is None else stream
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty and isatty())
    except (OSError, ValueError):
        return False
