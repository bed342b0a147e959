"""Olšák's ``.mk`` format: ``HEIGHT WIDTH``, the row clues, a line ``#``, the column clues.

Numbers are separated by spaces; ``0`` or a blank line is an empty line.

>>> read("1 2\\n2\\n#\\n1\\n1\\n")[0].cols
((1,), (1,))
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
    require_black_and_white,
    text_lines,
    two_sides,
)

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues"})


def read(data: str | bytes) -> list[Puzzle]:
    lines = text_lines(data)
    start = next((i for i, line in enumerate(lines) if line.strip()), None)
    if start is None:
        raise fail("the file is empty; expected 'HEIGHT WIDTH' on the first line", 1)
    height, width = two_sides(lines[start], start + 1, "height", "width")
    body = list(enumerate(lines[start + 1 :], start + 2))
    split = next((k for k, (_, line) in enumerate(body) if line.strip() == "#"), None)
    if split is None:
        raise fail("expected a line '#' between the row clues and the column clues", len(lines))
    return [make_puzzle(clue_lines(body[:split], height, "row"), clue_lines(body[split + 1 :], width, "column"))]


def write(puzzles: Sequence[Puzzle]) -> str:
    puzzle = one_puzzle(puzzles, NAME)
    require_black_and_white(puzzle, NAME)
    lines = [f"{puzzle.height} {puzzle.width}"]
    lines += [clue_text(c, " ") for c in puzzle.rows] + ["#"] + [clue_text(c, " ") for c in puzzle.cols]
    return "\n".join(lines) + "\n"
