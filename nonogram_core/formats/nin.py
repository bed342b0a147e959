"""NIN, the format of Jakub Wilk's nonogram solver: ``W H``, then H row clues, then W column clues.

Numbers are separated by spaces; ``0`` (or a blank line) is an empty line; ``#`` starts a comment.

>>> read("2 1\\n1\\n1\\n0\\n")[0].cols
((1,), ())
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
    numbered = [
        (n, line.split("#", 1)[0].strip())
        for n, line in enumerate(text_lines(data), 1)
        if not line.lstrip().startswith("#")
    ]
    first = next((k for k, (_, line) in enumerate(numbered) if line), None)
    if first is None:
        raise fail("the file is empty; expected 'WIDTH HEIGHT' on the first line", 1)
    number, header = numbered[first]
    width, height = two_sides(header, number, "width", "height")
    clues = clue_lines(numbered[first + 1 :], height + width, "row and column")
    return [make_puzzle(clues[:height], clues[height:])]


def write(puzzles: Sequence[Puzzle]) -> str:
    puzzle = one_puzzle(puzzles, NAME)
    require_black_and_white(puzzle, NAME)
    lines = [f"{puzzle.width} {puzzle.height}"]
    lines += [clue_text(c, " ") for c in (*puzzle.rows, *puzzle.cols)]
    return "\n".join(lines) + "\n"
