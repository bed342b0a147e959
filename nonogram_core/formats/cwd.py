"""The CWD format of QNonograms and Sukhoy's solver: height, width, row clues, blank line, column clues.

>>> read("1\\n2\\n2\\n\\n1\\n1\\n")[0].rows
((2,),)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Puzzle
from . import _detect
from ._common import (
    clue_lines,
    clue_text,
    fail,
    make_puzzle,
    one_puzzle,
    parse_side,
    require_black_and_white,
    text_lines,
)

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues"})


def read(data: str | bytes) -> list[Puzzle]:
    lines = text_lines(data)
    if len(lines) < 2:
        raise fail("expected the height and the width on the first two lines", len(lines) + 1)
    height = parse_side(lines[0], 1, 1, what="height")
    width = parse_side(lines[1], 2, 1, what="width")
    body = list(enumerate(lines[2:], 3))
    if len(body) < height:
        raise fail(f"found {len(body)} row clue lines, expected {height}", len(lines))
    rest = body[height:]
    if rest and not rest[0][1].strip():
        rest = rest[1:]  # the blank line between rows and columns
    return [make_puzzle(clue_lines(body[:height], height, "row"), clue_lines(rest, width, "column"))]


def write(puzzles: Sequence[Puzzle]) -> str:
    puzzle = one_puzzle(puzzles, NAME)
    require_black_and_white(puzzle, NAME)
    lines = [str(puzzle.height), str(puzzle.width)]
    lines += [clue_text(c, " ") for c in puzzle.rows] + [""] + [clue_text(c, " ") for c in puzzle.cols]
    return "\n".join(lines) + "\n"
