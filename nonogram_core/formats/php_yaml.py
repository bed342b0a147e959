"""php-nonogram's YAML levels (Niehztog's ``data/Levels/*.yml``): ``columns:`` and ``rows:`` keys, each a
list with one item per line of the grid, the block lengths in brackets (``- [1, 2]``; ``- [0]`` an
empty line).

Only this much YAML is read (the standard library has no YAML parser, and the browser gets nothing
else): block lists of flow lists or numbers, flow lists of lists (``rows: [[1], [2, 1]]``), comments
and a ``---`` document start.  Its levels' ``.dat`` files are character grids (``chargrid``).

>>> [p] = read("columns:\\n    - [1]\\n    - [1]\\nrows:\\n    - [2]\\n    - [0]\\n")
>>> p.rows, p.cols
(((2,), ()), ((1,), (1,)))
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import Puzzle
from . import _detect
from ._common import clue_from_numbers, fail, make_puzzle, one_puzzle, parse_count, require_black_and_white, text_lines

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues"})
_KEY = re.compile(r"([A-Za-z_][\w-]*)\s*:\s*(.*)")
_ITEM = re.compile(r"\s+-(?:\s+(.*)|\s*)")


def read(data: str | bytes) -> list[Puzzle]:
    values: dict[str, list[tuple[int, str]]] = {}
    key = None
    for number, raw in enumerate(text_lines(data), 1):
        line = re.sub(r"(^|\s)#.*", "", raw).rstrip()
        if not line.strip() or line.strip() in ("---", "..."):
            continue
        top = _KEY.fullmatch(line)
        if top and not line[0].isspace():
            key = top.group(1)
            values[key] = [(number, top.group(2))] if top.group(2) else []
            continue
        item = _ITEM.fullmatch(line)
        if item is None or key is None:
            raise fail("expected 'columns:' or 'rows:', or a list item '- [1, 2]' under one", number)
        values[key].append((number, "[" + (item.group(1) or "") + "]" if not (item.group(1) or "").startswith("[")
                            else item.group(1)))
    for name in ("columns", "rows"):
        if name not in values:
            raise fail(f"missing the '{name}:' key", 1)
    rows, cols = (_clues(values[name], name) for name in ("rows", "columns"))
    return [make_puzzle(rows, cols)]


def _clues(items: list[tuple[int, str]], name: str) -> list[tuple[int, ...]]:
    if len(items) == 1 and items[0][1].startswith("[["):  # a flow list of lists on the key's line
        number, text = items[0]
        inner = text.strip()[1:-1] if text.strip().endswith("]") else ""
        items = [(number, match.group()) for match in re.finditer(r"\[[^\[\]]*\]", inner)]
    if not items:
        raise fail(f"'{name}:' lists no clues", 1)
    return [_clue(number, text) for number, text in items]


def _clue(number: int, text: str) -> tuple[int, ...]:
    text = text.strip()
    if not (text.startswith("[") and text.endswith("]")):
        raise fail(f"expected a clue in brackets such as '[1, 2]', found {text[:30]!r}", number)
    body = text[1:-1].strip()
    if body in ("", "~", "null"):
        return ()
    numbers = [parse_count(part, number, what="a block length") for part in body.split(",")]
    return clue_from_numbers(numbers, number)


def write(puzzles: Sequence[Puzzle]) -> str:
    puzzle = one_puzzle(puzzles, NAME)
    require_black_and_white(puzzle, NAME)
    out = ["columns:"] + [f"    - [{', '.join(map(str, c)) or '0'}]" for c in puzzle.cols]
    out += ["rows:"] + [f"    - [{', '.join(map(str, c)) or '0'}]" for c in puzzle.rows]
    return "\n".join(out) + "\n"
