"""mikix's ``.nonpack`` bundles: ``.non`` puzzles separated by lines of exactly ``====``.

>>> one = "width 1\\nheight 1\\nrows\\n1\\ncolumns\\n1\\n"
>>> len(read(one + "====\\n" + one))
2
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Puzzle
from . import _detect, simpson
from ._common import MAX_PUZZLES, fail, text_lines

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = simpson.KEEPS
SEPARATOR = "===="


def read(data: str | bytes) -> list[Puzzle]:
    lines = text_lines(data)
    puzzles: list[Puzzle] = []
    start = 0
    for index in range(len(lines) + 1):
        if index == len(lines) or lines[index].strip() == SEPARATOR:
            chunk = lines[start:index]
            if any(line.strip() for line in chunk):
                puzzles.append(simpson.read_lines(chunk, first_line=start + 1))
                if len(puzzles) > MAX_PUZZLES:
                    raise fail(f"more than {MAX_PUZZLES} puzzles in one file", index + 1)
            start = index + 1
    if not puzzles:
        raise fail("the bundle holds no puzzles", 1)
    return puzzles


def write(puzzles: Sequence[Puzzle]) -> str:
    return f"{SEPARATOR}\n".join(simpson.write_one(p) for p in puzzles)
