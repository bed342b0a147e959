"""Olšák's ``.g`` format (the *grid* solver), black-and-white or colour.

Free text may precede an optional declaration section that starts with a line beginning ``#d``
(``#declaration of the colors:`` too) and lists colours as ``IN:OUT  SPEC  comment``: ``IN`` is the
character clues use, ``OUT`` the one grid prints (a space for the background), ``SPEC`` an X11 colour
name or ``#RRGGBB``.  ``0`` declares the background (white when absent) and ``1`` the colour of
blocks written without a character (black when absent).  Then lines starting with ``:`` delimit the
row clues (first block) and the column clues (second block), with a comment after the colon if the
author likes.  A clue is space-separated block lengths, each optionally followed by its colour's
character (``3b 1o``); a blank line is an empty line (as in grid, pbnsolve, nonny and number-loom),
except blank lines closing the file, which count only where the row clues need the columns.
Triddlers (``#t``) and triangle colours (``black/white``) are other puzzles, refused as unsupported.

>>> p = read("#d\\n  r:r  red\\n:\\n1r 1\\n:\\n1r\\n1\\n:\\n")[0]
>>> p.row_colours, [c.name for c in p.colours]
(((1, 2),), ['white', 'red', 'black'])
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import MAX_SIDE, Colour, Puzzle
from . import _detect
from ._colournames import rgb_of
from ._common import (
    UnsupportedFeatureError,
    clue_from_numbers,
    coloured_blocks,
    fail,
    make_puzzle,
    one_puzzle,
    require_known_numbers,
    shorten,
    text_lines,
)

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "block_names", "block_rgb"})
_DECL = re.compile(r"\s*(\S):(.)\s*(\S+)\s*(.*?)\s*")

_Lines = list[tuple[int, str]]


def read(data: str | bytes) -> list[Puzzle]:
    lines = text_lines(data)
    index, declared = _preamble(lines)
    blocks = _clue_blocks(lines, index)
    rows = [_clue(n, line, declared) for n, line in blocks[0]]
    needed = max((sum(c) + len(c) - 1 for c, _ in rows if c), default=1)
    cols = [_clue(n, line, declared) for n, line in _trim_end(blocks[1], needed, closed=len(blocks) > 2)]
    if len(rows) > MAX_SIDE or len(cols) > MAX_SIDE:
        raise fail(f"more than {MAX_SIDE} clue lines", len(lines))
    return [make_puzzle((c for c, _ in rows), (c for c, _ in cols), **_palette(declared, rows, cols))]


def _preamble(lines: list[str]) -> tuple[int, dict[str, tuple[str, str]]]:
    """The index of the first ``:`` line and the declared colours (char → (name, RGB)), ``1`` black."""
    declared: dict[str, tuple[str, str]] = {}
    index = 0
    while index < len(lines) and not lines[index].startswith(":"):
        head = lines[index][:2].lower()
        if head == "#t":
            raise UnsupportedFeatureError("this is a triddler (triangular grid), which is not supported",
                                          line=index + 1)
        if head == "#d":
            index += 1
            while index < len(lines) and not lines[index].startswith(":"):
                if lines[index].strip():
                    _declare(lines[index], index + 1, declared)
                index += 1
            break
        index += 1
    declared.setdefault("0", ("white", "FFFFFF"))
    declared.setdefault("1", ("black", "000000"))
    return index, declared


def _declare(line: str, number: int, declared: dict[str, tuple[str, str]]) -> None:
    match = _DECL.fullmatch(line)
    if not match:
        raise fail("expected a colour declaration 'C:D  colour  comment'", number)
    char, _, spec, comment = match.groups()
    if "/" in spec or "\\" in spec or comment[:1] in ("<", ">"):
        raise UnsupportedFeatureError(f"triangle colour {shorten(spec)!r} (a Trianogram) is not supported", line=number)
    rgb = rgb_of(spec)
    if rgb is None:
        raise fail(f"unknown colour {shorten(spec)!r}; use an X11 colour name or #RRGGBB", number)
    name = comment if spec.startswith("#") and comment else spec
    declared[char] = (name, rgb)


def _clue_blocks(lines: list[str], index: int) -> list[_Lines]:
    """The numbered lines between ``:`` lines: rows, columns and, if the file closes them, a third."""
    blocks: list[_Lines] = []
    current: _Lines | None = None
    for number in range(index, len(lines)):
        if lines[number].startswith(":"):
            if current is not None:
                blocks.append(current)
                if len(blocks) == 2:
                    blocks.append([])  # the closing ':' line
                    break
            current = []
        elif current is not None:
            current.append((number + 1, lines[number]))
    if current is not None and len(blocks) == 1:
        blocks.append(current)  # the column clues run to the end of the file
    if len(blocks) < 2:
        raise fail("expected ':' lines before the row clues and before the column clues", len(lines))
    return blocks


def _trim_end(block: _Lines, needed: int, *, closed: bool) -> _Lines:
    """The column lines, without blank lines at the end of a file that no row needs as columns."""
    if closed:
        return block
    block = list(block)
    while block and not block[-1][1].strip() and len(block) > needed:
        block.pop()
    return block


def _clue(number: int, text: str, declared: dict[str, tuple[str, str]]) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """A clue line's lengths and colour characters (``1``, the default colour, for a length without one)."""
    blocks = coloured_blocks(text, number)
    colours = [block.colour or "1" for block in blocks]
    for block, char in zip(blocks, colours, strict=True):
        if char not in declared or char == "0":
            raise fail(f"colour {char!r} is not declared in the '#d' section", number, block.end)
    clue = clue_from_numbers([block.length for block in blocks], number)
    return clue, tuple(colours[: len(clue)])


_Parsed = list[tuple[tuple[int, ...], tuple[str, ...]]]


def _palette(declared: dict[str, tuple[str, str]], rows: _Parsed, cols: _Parsed) -> dict[str, object]:
    """``colours`` and each block's colour index, or nothing for black blocks on white."""
    used = {char for _, chars in rows + cols for char in chars}
    if used <= {"1"} and declared["1"][1] == "000000" and declared["0"][1] == "FFFFFF":
        return {}
    chars = [ch for ch in declared if ch != "0" and (ch != "1" or "1" in used)]
    background = Colour(declared["0"][0], declared["0"][1], ".")
    position = {ch: i for i, ch in enumerate(chars, 1)}
    return {
        "colours": (background, *(Colour(declared[ch][0], declared[ch][1], ch) for ch in chars)),
        "row_colours": tuple(tuple(position[c] for c in cs) for _, cs in rows),
        "col_colours": tuple(tuple(position[c] for c in cs) for _, cs in cols),
    }


def write(puzzles: Sequence[Puzzle]) -> str:
    """Olšák's text: a ``#d`` section with each colour's RGB and name for colour puzzles, ``:`` lines
    around the row and the column clues, a blank line for an empty line."""
    puzzle = one_puzzle(puzzles, NAME)
    require_known_numbers(puzzle, NAME)
    out: list[str] = []
    chars: list[str] = []
    if puzzle.row_colours:
        out.append("#d")
        letters = iter("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        chars = [""] + [next(letters) for _ in puzzle.colours[1:]]
        background = puzzle.colours[0] if puzzle.colours else Colour("white", "FFFFFF")
        out.append(f"   0:   #{background.rgb}   {_one_line(background.name) or 'white'}")
        for ch, colour in zip(chars[1:], puzzle.colours[1:], strict=True):
            out.append(f"   {ch}:{ch}  #{colour.rgb}   {_one_line(colour.name) or 'colour'}")
    out.append(": rows")
    sides = ((puzzle.rows, puzzle.row_colours, ": columns"), (puzzle.cols, puzzle.col_colours, ": end"))
    for clues, colours, closing in sides:
        for i, clue in enumerate(clues):
            out.append(" ".join(f"{n}{chars[colours[i][k]] if colours else ''}" for k, n in enumerate(clue)))
        out.append(closing)
    return "\n".join(out) + "\n"


def _one_line(name: str) -> str:
    return re.sub(r"\s+", " ", name).strip()
