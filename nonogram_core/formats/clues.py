"""Plain clue text, as a person types the clues of a puzzle from paper (the app's "Enter a puzzle").

A ``rows`` heading, then one line per row, top to bottom; a ``columns`` heading, then one line per
column, left to right (``row clues``, ``cols``, ``column clues`` and a colon after them are fine
too).  Numbers are separated by spaces, commas or dots; ``0`` is an empty line; blank lines and ``#``
comments are skipped.  A colour clue puts a colour's letters after each number (``3r 1b``); a
``colours`` (or ``colors``, ``palette``) heading then lists each letter's name and/or ``#RRGGBB``
(``r red #E02020``); a letter the palette leaves out gets a usual colour for it (``r`` red, ``g``
green ...), and a number alone is black.  ``title`` and ``author`` lines may come first.

>>> [p] = read("rows\\n1, 1\\n0\\ncolumns\\n1\\n0\\n1\\n")
>>> p.rows, p.cols
(((1, 1), ()), ((1,), (), (1,)))
>>> [p] = read("rows\\n2r\\n1r 1\\ncolumns\\n2r\\n1r 1\\ncolours\\nr red #FF0000\\n")
>>> p.rows, p.row_colours, [c.name for c in p.colours]
(((2,), (1, 1)), ((1,), (1, 2)), ['white', 'red', 'black'])
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import MAX_SIDE, Colour, Puzzle
from . import _detect
from ._colournames import rgb_of
from ._common import (
    clue_from_numbers,
    fail,
    make_puzzle,
    not_a_count,
    one_puzzle,
    parse_count,
    require_known_numbers,
    shorten,
)
from ._common import text_lines as _text_lines

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "block_rgb", "block_names"})
_HEADINGS = {"rows": "rows", "row": "rows", "row clues": "rows", "columns": "cols", "column": "cols", "cols": "cols",
             "column clues": "cols", "colours": "palette", "colors": "palette", "palette": "palette"}
_TOKEN = re.compile(r"([0-9]+)([A-Za-z]*)")
_USUAL = {"r": "red", "g": "green", "b": "blue", "y": "yellow", "o": "orange", "p": "pink", "v": "violet",
          "c": "cyan", "m": "magenta", "w": "white", "k": "black", "n": "brown", "e": "grey", "t": "teal"}

ParsedLine = tuple[int, tuple[int, ...], tuple[str, ...]]
"""A clue line: its number in the text, its block lengths and its blocks' colour letters ("" = black)."""


def read(data: str | bytes) -> list[Puzzle]:
    sections: dict[str, list[tuple[int, str]]] = {}
    meta: dict[str, str] = {}
    current = None
    for number, raw in enumerate(_text_lines(data), 1):
        line = "" if raw.lstrip().startswith("#") else raw.strip()
        heading = _HEADINGS.get(line.rstrip(":").strip().lower())
        if heading:
            if heading in sections:
                raise fail(f"a second '{line}' heading", number)
            current = sections[heading] = []
        elif not line:
            continue
        elif current is None:
            key, _, value = line.partition(" ")
            field = {"title": "title", "title:": "title", "author": "author", "author:": "author", "by": "author"}.get(
                key.lower())
            if field is None:
                raise fail("expected a 'rows' heading before the clues", number)
            meta[field] = value.strip()
        else:
            current.append((number, line))
    for heading, word in (("rows", "rows"), ("cols", "columns")):
        if not sections.get(heading):
            raise fail(f"missing the '{word}' heading and its clue lines", 1)
    rows = parse_lines(sections["rows"], "row")
    cols = parse_lines(sections["cols"], "column")
    return [assemble(rows, cols, parse_palette(sections.get("palette", [])), **meta)]


def parse_lines(lines: Sequence[tuple[int, str]], what: str = "row") -> list[ParsedLine]:
    """Clue lines (numbered) as block lengths and colour letters; ``what`` names them in errors."""
    if len(lines) > MAX_SIDE:
        raise fail(f"{len(lines)} {what}s is more than the limit of {MAX_SIDE}", lines[MAX_SIDE][0])
    parsed = []
    for index, (number, text) in enumerate(lines, 1):
        numbers, letters = [], []
        for match in re.finditer(r"[^\s,.]+", text):
            token = _TOKEN.fullmatch(match.group())
            if not token:
                why = not_a_count(match.group(), "a number")
                raise fail(f"{what} {index}: {why}" + ("" if "negative" in why else
                           " (a colour clue puts letters after a number, as in 3r)"), number, match.start() + 1)
            numbers.append(parse_count(token.group(1), number, match.start() + 1, what="a block length"))
            letters.append(token.group(2))
        clue = clue_from_numbers(numbers or [0], number)
        parsed.append((number, clue, tuple(letters[: len(clue)])))
    return parsed


def parse_palette(lines: Sequence[tuple[int, str]]) -> dict[str, Colour]:
    """``letters name #RRGGBB`` lines (either of name and colour may be left out) → letters → ``Colour``."""
    palette = {}
    for number, text in lines:
        parts = [p for p in re.split(r"[\s=:]+", text) if p]
        if not parts or not re.fullmatch(r"[A-Za-z]+", parts[0]) or len(parts) < 2:
            raise fail("expected a colour line such as 'r red #E02020': its letters, then a name and/or a colour",
                       number)
        key, rest = parts[0], parts[1:]
        rgb = rgb_of(rest[-1]) if rest[-1].startswith("#") else None
        if rest[-1].startswith("#") and rgb is None:
            raise fail(f"expected a colour such as #E02020, found {shorten(rest[-1], 20)!r}", number)
        name = " ".join(rest[:-1] if rgb else rest) or _USUAL.get(key.lower(), key)
        palette[key] = Colour(name, rgb or rgb_of(name) or _usual(key).rgb, key if len(key) == 1 else "")
    return palette


def assemble(rows: list[ParsedLine], cols: list[ParsedLine], palette: dict[str, Colour] | None = None,
             **metadata: object) -> Puzzle:
    """The puzzle from parsed row and column lines, with its palette (white, then the letters in order
    of use, black for bare numbers in a colour puzzle).  Like every reader it does not judge the clues:
    ``Puzzle.problems`` says which do not fit."""
    palette = dict(palette or {})
    letters = [key for _, _, keys in rows + cols for key in keys]
    if not any(letters):
        return make_puzzle((c for _, c, _ in rows), (c for _, c, _ in cols), **metadata)
    order = list(dict.fromkeys(letters))
    inks = [palette.get(k) or _usual(k) for k in order]
    position = {key: i for i, key in enumerate(order, 1)}
    return make_puzzle(
        (c for _, c, _ in rows), (c for _, c, _ in cols), colours=(Colour("white", "FFFFFF", "."), *inks),
        row_colours=tuple(tuple(position[k] for k in keys) for _, _, keys in rows),
        col_colours=tuple(tuple(position[k] for k in keys) for _, _, keys in cols), **metadata,
    )  # fmt: skip


def _usual(key: str) -> Colour:
    """The colour a palette-less letter stands for: ``r`` red and so on; ``""`` (a bare number) black."""
    name = _USUAL.get(key.lower(), "black") if key else "black"
    return Colour(name, rgb_of(name) or "000000", key if len(key) == 1 else "#")


def write(puzzles: Sequence[Puzzle]) -> str:
    puzzle = one_puzzle(puzzles, NAME)
    require_known_numbers(puzzle, NAME)
    out = [f"{key} {' '.join(value.split())}" for key, value in (("title", puzzle.title), ("author", puzzle.author))
           if value.strip()]
    keys = _letters(puzzle) if puzzle.row_colours or puzzle.col_colours else []
    sides = (("rows", puzzle.rows, puzzle.row_colours), ("columns", puzzle.cols, puzzle.col_colours))
    for heading, clues, colours in sides:
        out += ["", heading] if out else [heading]
        out += [" ".join(f"{n}{keys[colours[i][k]] if keys else ''}" for k, n in enumerate(clue)) or "0"
                for i, clue in enumerate(clues)]
    if keys:
        out += ["", "colours"] + [f"{key} {' '.join(c.name.split()) or 'colour'} #{c.rgb}"
                                  for key, c in zip(keys[1:], puzzle.colours[1:], strict=True)]
    return "\n".join(out) + "\n"


def _letters(puzzle: Puzzle) -> list[str]:
    """A letter per colour (index 0, the background, gets ``""``): its own ``char`` when a free letter."""
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    own = {c.char for c in puzzle.colours}
    spare = (key for key in (*alphabet, *(a + b for a in alphabet for b in alphabet)) if key not in own)
    keys = [""]
    for colour in puzzle.colours[1:]:
        key = colour.char if len(colour.char) == 1 and colour.char.isascii() and colour.char.isalpha() else ""
        keys.append(key if key and key not in keys else next(k for k in spare if k not in keys))
    return keys
