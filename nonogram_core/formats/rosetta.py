"""Rosetta Code's nonogram problems (the "Nonogram solver" task's ``nonogram_problems.txt``).

Each puzzle is two lines, the row clues then the column clues, one word per line of the grid, each
letter a block (``A`` = 1 … ``Z`` = 26); blank lines separate the puzzles.  There is no way to write
an empty line, so the format is read, not written.

>>> [p] = read("C AA\\nB A B\\n")
>>> p.rows, p.cols
(((3,), (1, 1)), ((2,), (1,), (2,)))
"""

from __future__ import annotations

import re

from ..model import Puzzle
from . import _detect
from ._common import MAX_PUZZLES, fail, make_puzzle, text_lines

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues"})
write = None
_WORD = re.compile(r"[A-Z]+")


def read(data: str | bytes) -> list[Puzzle]:
    groups: list[list[tuple[int, str]]] = [[]]
    for number, line in enumerate(text_lines(data), 1):
        if line.strip():
            groups[-1].append((number, line))
        elif groups[-1]:
            groups.append([])
    groups = [group for group in groups if group]
    if not groups:
        raise fail("the file is empty; expected a line of row clues such as 'C BA CB'", 1)
    if len(groups) > MAX_PUZZLES:
        raise fail(f"more than {MAX_PUZZLES} puzzles in one file", groups[MAX_PUZZLES][0][0])
    puzzles = []
    for index, group in enumerate(groups, 1):
        if len(group) != 2:
            raise fail(f"puzzle {index} has {len(group)} lines; expected two, the row clues then the column clues",
                       group[0][0])
        rows, cols = (_line(number, text) for number, text in group)
        puzzles.append(make_puzzle(rows, cols, title=str(index) if len(groups) > 1 else ""))
    return puzzles


def _line(number: int, text: str) -> list[tuple[int, ...]]:
    clues = []
    for match in re.finditer(r"\S+", text):
        if not _WORD.fullmatch(match.group()):
            raise fail(f"expected capital letters (A = 1, B = 2, …), found {match.group()[:20]!r}", number,
                       match.start() + 1)
        clues.append(tuple(ord(ch) - ord("A") + 1 for ch in match.group()))
    return clues
