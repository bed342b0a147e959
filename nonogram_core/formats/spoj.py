"""SPOJ's JCROSS input (the judge's "Japanese crossword" problem; nonogrid solves it in
``examples/spoj``): the number of puzzles, then for each ``HEIGHT WIDTH``, the row clues and the
column clues, one line each, every line ending in ``0`` (so ``0`` alone is an empty line).

>>> [p] = read("1\\n2 2\\n2 0\\n0\\n1 0\\n1 0\\n")
>>> p.rows, p.cols
(((2,), ()), ((1,), (1,)))
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Puzzle
from . import _detect
from ._common import (
    MAX_PUZZLES,
    clue_from_numbers,
    fail,
    make_puzzle,
    parse_count,
    parse_side,
    require_black_and_white,
    two_sides,
)
from ._common import text_lines as _text_lines

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues"})


def read(data: str | bytes) -> list[Puzzle]:
    lines = [(n, line.strip()) for n, line in enumerate(_text_lines(data), 1) if line.strip()]
    if not lines:
        raise fail("the file is empty; expected the number of puzzles on the first line", 1)
    number, first = lines[0]
    count = parse_side(first, number, what="number of puzzles")
    if count > MAX_PUZZLES:
        raise fail(f"{count} puzzles is more than the limit of {MAX_PUZZLES}", number)
    puzzles = []
    at = 1
    for index in range(count):
        if at >= len(lines):
            raise fail(f"the file ends after {index} of its {count} puzzles", lines[-1][0])
        number, header = lines[at]
        height, width = two_sides(header, number, "height", "width")
        body = lines[at + 1 : at + 1 + height + width]
        if len(body) < height + width:
            raise fail(f"puzzle {index + 1} needs {height + width} clue lines, found {len(body)}", lines[-1][0])
        clues = [_clue(n, text) for n, text in body]
        puzzles.append(make_puzzle(clues[:height], clues[height:], title=str(index + 1) if count > 1 else ""))
        at += 1 + height + width
    return puzzles


def _clue(number: int, text: str) -> tuple[int, ...]:
    tokens = text.split()
    if tokens[-1] != "0":
        raise fail("expected the clue line to end with 0", number, len(text))
    numbers = [parse_count(token, number, what="a block length") for token in tokens[:-1]]
    return clue_from_numbers(numbers or [0], number)


def write(puzzles: Sequence[Puzzle]) -> str:
    out = [str(len(puzzles))]
    for puzzle in puzzles:
        require_black_and_white(puzzle, NAME)
        out.append(f"{puzzle.height} {puzzle.width}")
        out += [" ".join([*map(str, clue), "0"]) for clue in (*puzzle.rows, *puzzle.cols)]
    return "\n".join(out) + "\n"
