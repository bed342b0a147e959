"""Olšák's ``.g`` format (the *grid* solver), black-and-white or colour.

Free text may precede an optional declaration section that starts with a line beginning ``#d``
and lists colours as ``CHAR:DISPLAY  NAME`` (``m:%  blue``).  Then three lines starting with
``:`` delimit the row clues (first block) and the column clues (second block).  A clue is
space-separated block lengths, each optionally followed by its colour's character (``3b 1o``);
lengths without a character use the colour declared as ``1`` (black by default).
Triddlers and triangle variants are not supported.

>>> read("#d\\n  r:r  red\\n:\\n1r 1\\n:\\n1r\\n1\\n:\\n")[0].row_colours
((2, 1),)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import MAX_SIDE, Colour, Puzzle
from . import _detect
from ._common import (
    clue_from_numbers,
    coloured_blocks,
    fail,
    make_puzzle,
    one_puzzle,
    require_known_numbers,
    rgb_for_name,
    text_lines,
)

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "block_names"})
_DECL = re.compile(r"\s*(\S):(\S)\s+(\S.*?)\s*")


def read(data: str | bytes) -> list[Puzzle]:
    lines = text_lines(data)
    declared: dict[str, str] = {"1": "black"}
    index = 0
    while index < len(lines) and not lines[index].startswith(":"):
        if lines[index].startswith("#d"):
            index += 1
            while index < len(lines) and not lines[index].startswith(":"):
                if lines[index].strip():
                    match = _DECL.fullmatch(lines[index])
                    if not match:
                        raise fail("expected a colour declaration 'C:D  name'", index + 1)
                    declared[match.group(1)] = match.group(3)
                index += 1
            break
        index += 1
    blocks: list[list[tuple[int, str]]] = []
    current: list[tuple[int, str]] | None = None
    for number in range(index, len(lines)):
        if lines[number].startswith(":"):
            if current is not None:
                blocks.append(current)
                if len(blocks) == 2:
                    break
            current = []
        elif current is not None:
            current.append((number + 1, lines[number]))
    if len(blocks) < 2:
        raise fail("expected three ':' lines around the row clues and the column clues", len(lines))
    rows = [_clue(n, line, declared) for n, line in _trim(blocks[0])]
    cols = [_clue(n, line, declared) for n, line in _trim(blocks[1])]
    used = {c for _, cs in rows + cols for c in cs}
    meta: dict[str, object] = {}
    if used - {"1"}:
        chars = [c for c in declared if c != "1" or "1" in used]
        meta["colours"] = (Colour("white", "FFFFFF", "."),) + tuple(
            Colour(declared[ch], rgb_for_name(declared[ch]), ch) for ch in chars
        )
        meta["row_colours"] = tuple(tuple(chars.index(c) + 1 for c in cs) for _, cs in rows)
        meta["col_colours"] = tuple(tuple(chars.index(c) + 1 for c in cs) for _, cs in cols)
    return [make_puzzle((c for c, _ in rows), (c for c, _ in cols), **meta)]


def _trim(block: list[tuple[int, str]]) -> list[tuple[int, str]]:
    while block and not block[-1][1].strip():
        block = block[:-1]
    if len(block) > MAX_SIDE:
        raise fail(f"more than {MAX_SIDE} clue lines", block[MAX_SIDE][0])
    return block


def _clue(number: int, text: str, declared: dict[str, str]) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """A clue line's lengths and colour characters (``1``, black, for a length without one)."""
    blocks = coloured_blocks(text, number)
    colours = [block.colour or "1" for block in blocks]
    for block, char in zip(blocks, colours, strict=True):
        if char not in declared:
            raise fail(f"colour {char!r} is not declared in the '#d' section", number, block.end)
    clue = clue_from_numbers([block.length for block in blocks], number)
    return clue, tuple(colours[: len(clue)])


def write(puzzles: Sequence[Puzzle]) -> str:
    puzzle = one_puzzle(puzzles, NAME)
    require_known_numbers(puzzle, NAME)
    out: list[str] = []
    chars: list[str] = []
    if puzzle.row_colours:
        out.append("#d")
        letters = iter("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        chars = [""] + [next(letters) for _ in puzzle.colours[1:]]
        for ch, colour in zip(chars[1:], puzzle.colours[1:], strict=True):
            name = re.sub(r"\s+", "_", colour.name.strip()) or "colour"
            out.append(f"  {ch}:{ch}  {name}")
    out.append(":")
    for clues, colours in ((puzzle.rows, puzzle.row_colours), (puzzle.cols, puzzle.col_colours)):
        for i, clue in enumerate(clues):
            tokens = [f"{n}{chars[colours[i][k]] if colours else ''}" for k, n in enumerate(clue)]
            out.append(" ".join(tokens) or "0")
        out.append(":")
    return "\n".join(out) + "\n"
