"""picross-solver's native text (Pierre Dejoue): any number of grids, each ``GRID name``, ``ROWS`` and
``COLUMNS``, every clue on its own line in brackets (``[ 2 1 ]``; ``[ ]`` or ``[ 0 ]`` an empty line).

Lines starting with ``#`` are comments; the solver writes a few (``# Size: 20x15``) before each grid.

>>> [p] = read("GRID Note\\nROWS\\n[ 2 ]\\n[ ]\\nCOLUMNS\\n[ 1 ]\\n[ 1 ]\\n")
>>> p.title, p.rows, p.cols
('Note', ((2,), ()), ((1,), (1,)))
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import Puzzle
from . import _detect
from ._common import MAX_PUZZLES, clue_text, fail, make_puzzle, parse_clue_text, require_black_and_white, text_lines

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "title"})
_CLUE = re.compile(r"\[([^\]]*)\]")


def read(data: str | bytes) -> list[Puzzle]:
    grids: list[tuple[int, str, dict[str, list[tuple[int, str]]]]] = []
    section = ""
    for number, line in enumerate(text_lines(data), 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        word = text.split()[0]
        if word == "GRID":
            grids.append((number, text[5:].strip(), {"ROWS": [], "COLUMNS": []}))
            section = ""
            if len(grids) > MAX_PUZZLES:
                raise fail(f"more than {MAX_PUZZLES} puzzles in one file", number)
        elif word in ("ROWS", "COLUMNS") and text == word:
            if not grids:
                raise fail(f"'{word}' before any 'GRID name' line", number)
            section = word
        elif text.startswith("["):
            match = _CLUE.fullmatch(text)
            if not match:
                raise fail("expected a clue in brackets, like '[ 2 1 ]'", number, len(text))
            if not section:
                raise fail("a clue before any 'ROWS' or 'COLUMNS' line", number)
            grids[-1][2][section].append((number, match.group(1)))
        else:
            raise fail(f"expected 'GRID name', 'ROWS', 'COLUMNS' or a clue '[ 1 2 ]', found {word[:20]!r}", number)
    if not grids:
        raise fail("no 'GRID name' line: the file holds no puzzle", 1)
    return [_puzzle(*grid) for grid in grids]


def _puzzle(number: int, title: str, sections: dict[str, list[tuple[int, str]]]) -> Puzzle:
    for name in ("ROWS", "COLUMNS"):
        if not sections[name]:
            raise fail(f"grid {title or number!r} has no {name} clues", number)
    rows, cols = ([parse_clue_text(text, n, separators=" \t,") for n, text in sections[k]] for k in ("ROWS", "COLUMNS"))
    return make_puzzle(rows, cols, title=title)


def write(puzzles: Sequence[Puzzle]) -> str:
    out: list[str] = []
    for puzzle in puzzles:
        require_black_and_white(puzzle, NAME)
        title = " ".join(puzzle.title.splitlines()).strip()
        out += [f"# Size: {puzzle.width}x{puzzle.height}", f"GRID {title}".rstrip(), "ROWS"]
        out += [f"[ {clue_text(c, ' ', '')} ]".replace("[  ]", "[ ]") for c in puzzle.rows]
        out.append("COLUMNS")
        out += [f"[ {clue_text(c, ' ', '')} ]".replace("[  ]", "[ ]") for c in puzzle.cols]
        out.append("")
    return "\n".join(out)
