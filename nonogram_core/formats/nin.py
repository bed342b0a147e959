"""NIN, the format of Jakub Wilk's nonogram solver: ``W H``, then H row clues, then W column clues.

Numbers are separated by spaces; ``0`` (or a blank line) is an empty line; ``#`` starts a comment.

>>> read("2 1\\n1\\n1\\n0\\n")[0].cols
((1,), ())
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import Puzzle
from ._common import (
    clue_text,
    fail,
    make_puzzle,
    one_puzzle,
    parse_clue_text,
    parse_side,
    require_black_and_white,
    text_lines,
)

NAME = "nin"
EXTENSIONS = (".nin",)
KEEPS = frozenset({"clues"})


def detect(text: str) -> int:
    lines = [line for line in text[:20000].splitlines() if line.strip() and not line.lstrip().startswith("#")]
    if not lines or not re.fullmatch(r"\s*[0-9]+\s+[0-9]+\s*", lines[0]):
        return 0
    if all(re.fullmatch(r"[0-9 \t]*", line) for line in lines[1:50]):
        return 60
    return 10


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
    parts = header.split()
    if len(parts) != 2:
        raise fail("expected 'WIDTH HEIGHT' (two numbers) on the first line", number)
    width = parse_side(parts[0], number, 1, what="width")
    height = parse_side(parts[1], number, len(parts[0]) + 2, what="height")
    body = numbered[first + 1 :]
    while len(body) > width + height and not body[-1][1]:
        body.pop()
    while len(body) > width + height and not body[0][1]:
        body.pop(0)
    if len(body) != width + height:
        where = body[-1][0] if body else number
        raise fail(
            f"found {len(body)} clue lines, expected {height} rows + {width} columns = {width + height}",
            where,
        )
    clues = [parse_clue_text(line, n, separators=" \t,") for n, line in body]
    return [make_puzzle(clues[:height], clues[height:])]


def write(puzzles: Sequence[Puzzle]) -> str:
    puzzle = one_puzzle(puzzles, NAME)
    require_black_and_white(puzzle, NAME)
    lines = [f"{puzzle.width} {puzzle.height}"]
    lines += [clue_text(c, " ") for c in (*puzzle.rows, *puzzle.cols)]
    return "\n".join(lines) + "\n"
