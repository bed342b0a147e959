"""Plain-text pictures: rows of ``#`` (filled) and ``.`` (empty), the clues computed from them.

``X`` and ``█`` also mean filled; ``-``, ``_`` and spaces also mean empty.  Blank lines before and
after the picture are ignored; short rows are padded with empty cells.  Writing needs a ``goal``.

>>> read("#.\\n##\\n")[0].cols
((2,), (1,))
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import MAX_SIDE, Puzzle
from . import _detect
from ._common import clues_from_picture, fail, make_puzzle, one_puzzle, picture_rows, shorten, text_lines

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "goal"})
FILLED = _detect.PICTURE_FILLED
EMPTY = _detect.PICTURE_EMPTY


def read(data: str | bytes) -> list[Puzzle]:
    all_lines = text_lines(data)
    first = next((i for i, line in enumerate(all_lines) if line.strip()), None)
    if first is None:
        raise fail("the picture is empty; expected rows of '#' and '.'", 1)
    last = max(i for i, line in enumerate(all_lines) if line.strip())
    lines = all_lines[first : last + 1]
    if len(lines) > MAX_SIDE:
        raise fail(f"the picture has {len(lines)} rows; the limit is {MAX_SIDE}", first + MAX_SIDE + 1)
    for number, line in enumerate(lines, first + 1):
        if len(line) > MAX_SIDE and len(line.rstrip()) > MAX_SIDE:
            raise fail(f"the row has more than {MAX_SIDE} cells", number, MAX_SIDE + 1)
        bad = re.search(r"[^#X█.\-_ ]", line)
        if bad:
            raise fail(f"expected '#' or '.', found {shorten(bad.group())!r}", number, bad.start() + 1)
    width = max(len(line.rstrip()) for line in lines)
    picture = ["".join("#" if ch in FILLED else "." for ch in line.rstrip().ljust(width)) for line in lines]
    rows, cols = clues_from_picture(picture)
    return [make_puzzle(rows, cols, goal=picture_rows(picture, first))]


def write(puzzles: Sequence[Puzzle]) -> str:
    puzzle = one_puzzle(puzzles, NAME)
    if puzzle.goal is None or not puzzle.is_black_and_white or puzzle.row_colours:
        raise ValueError("a text picture needs a black-and-white puzzle with a goal picture")
    return "\n".join(puzzle.goal) + "\n"
