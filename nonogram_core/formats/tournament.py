"""TAAI/ICGA computer-nonogram tournament files: many square puzzles in one text file.

Each puzzle starts with a line ``$N``; then N-by-N puzzles give *N* column-clue lines (each column
read top to bottom) and *N* row-clue lines (left to right), numbers separated by tabs (or spaces),
``0`` for an empty line.  The official sets are 25×25.  The matching ``*.solution.txt`` files use
the same ``$N`` headers followed by *N* rows of *N* 0/1 cells; we read such a block as a puzzle
whose clues come from the picture (and whose ``goal`` is it).  Each puzzle's ``title`` is its number.

>>> [p.title for p in read("$7\\n1\\n0\\n1\\n0\\n")]
['7']
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import Puzzle
from . import _detect
from ._common import (
    MAX_PUZZLES,
    clue_text,
    clues_from_picture,
    fail,
    make_puzzle,
    parse_clue_text,
    require_black_and_white,
    text_lines,
)

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues"})  # and the title, when it is one word
_HEADER = re.compile(r"\$\s*(\S*)\s*")


def read(data: str | bytes) -> list[Puzzle]:
    lines = text_lines(data)
    puzzles: list[Puzzle] = []
    start = _first_content(lines)
    if start is None:
        raise fail("the file is empty; expected a line '$1' starting the first puzzle", 1)
    index = start
    while index < len(lines):
        header = _HEADER.fullmatch(lines[index].strip())
        if not header:
            raise fail("expected a line '$N' starting a puzzle", index + 1, 1)
        end = index + 1
        while end < len(lines) and not lines[end].lstrip().startswith("$"):
            end += 1
        puzzles.append(_puzzle(header.group(1), lines[index + 1 : end], index + 2))
        if len(puzzles) > MAX_PUZZLES:
            raise fail(f"more than {MAX_PUZZLES} puzzles in one file", index + 1)
        index = end
    return puzzles


def _first_content(lines: Sequence[str]) -> int | None:
    return next((i for i, line in enumerate(lines) if line.strip()), None)


def _puzzle(title: str, body: Sequence[str], first_line: int) -> Puzzle:
    body = list(body)
    had_blank = False
    while body and not body[-1].strip():
        body.pop()
        had_blank = True
    if len(body) % 2 and had_blank:
        body.append("")
    if not body:
        raise fail(f"puzzle ${title} has no clue lines", first_line - 1)
    if _is_picture(body):
        picture = [re.sub(r"\s", "", line).replace("1", "#").replace("0", ".") for line in body]
        rows, cols = clues_from_picture(picture)
        return make_puzzle(rows, cols, title=title, goal=tuple(picture))
    if len(body) % 2:
        raise fail(
            f"puzzle ${title} has {len(body)} clue lines; expected as many rows as columns",
            first_line + len(body) - 1,
        )
    side = len(body) // 2
    clues = [parse_clue_text(line, first_line + k, separators=" \t,") for k, line in enumerate(body)]
    return make_puzzle(clues[side:], clues[:side], title=title)


def _is_picture(body: Sequence[str]) -> bool:
    cells = [line.split() for line in body]
    return all(len(row) == len(body) and all(v in ("0", "1") for v in row) for row in cells) and len(body) > 1


def write(puzzles: Sequence[Puzzle]) -> str:
    out: list[str] = []
    for number, puzzle in enumerate(puzzles, 1):
        require_black_and_white(puzzle, NAME)
        if puzzle.width != puzzle.height:
            raise ValueError(f"the tournament format holds square puzzles; this one is {puzzle.width}×{puzzle.height}")
        title = puzzle.title if re.fullmatch(r"[^\s$]+", puzzle.title) else str(number)
        out.append(f"${title}")
        out += [clue_text(c, "\t") for c in puzzle.cols]
        out += [clue_text(c, "\t") for c in puzzle.rows]
    return "\n".join(out) + "\n"
