"""The colours of ``.non`` files, in the two dialects that write them.

* mikix/nonogram-db: ``color a #ff0000`` declares character ``a``; clues carry the character after
  each number (``3a,1b``).  We add the colour's name after the hex (``color a #ff0000 red``), which
  mikix-style readers skip with the rest of the line, so that a named palette survives a round trip.
* nonny (Gregory Kikola): ``color red FF0000 #`` declares a colour by name, its hex without ``#`` and
  the character nonny draws it with; a clue line names the colour before its numbers and the name
  holds until the next one (``red 1 yellow 4 red 1``, or nonny's own ``red: 1, yellow: 4``); numbers
  before any name are black.

``Palette`` keeps the declarations in file order and hands out colour indexes (0 the background).

>>> p = Palette([declaration("red FF0000 #", 1)])
>>> named_clue("red 1 yellow 4, 1", 5, p, set())
Traceback (most recent call last):
nonogram_core.model.PuzzleFormatError: 5:7: colour 'yellow' is not declared by a 'color' line
>>> named_clue("2 red: 1, 3", 5, p, set()), p.order
(((2, 1, 3), ('black', 'red', 'red')), ['red', 'black'])
"""

from __future__ import annotations

import re
from collections import namedtuple

from ..model import Colour
from ._common import clue_from_numbers, fail, parse_count, shorten

Declaration = namedtuple("Declaration", "line key rgb name char named")
"""One ``color`` line: ``key`` is what clues use (mikix's character, nonny's name), ``char`` the
character for pictures, ``named`` True for nonny's dialect."""

_HEX6 = re.compile(r"#?[0-9A-Fa-f]{6}")
_WORD = re.compile(r"[A-Za-z_][\w-]*")
BACKGROUND_KEYS = ("0", "background")


def declaration(value: str, line: int) -> Declaration:
    """Parse the value of a ``color`` line in either dialect: a one-character key then ``#RRGGBB`` is
    mikix's (a name may follow), a word then hex digits (and maybe a symbol) is nonny's."""
    tokens = value.split()
    if len(tokens) >= 2 and len(tokens[0]) == 1 and tokens[1].startswith("#") and _HEX6.fullmatch(tokens[1]):
        char, rgb = tokens[0], tokens[1][1:].upper()
        return Declaration(line, char, rgb, " ".join(tokens[2:]) or char, char, False)
    if 2 <= len(tokens) <= 3 and _WORD.fullmatch(tokens[0]) and _HEX6.fullmatch(tokens[1]) and \
            (len(tokens) == 2 or len(tokens[2]) == 1):
        name, rgb = tokens[0], tokens[1].lstrip("#").upper()
        return Declaration(line, name, rgb, name, tokens[2] if len(tokens) == 3 else name[:1], True)
    raise fail("expected 'color C #RRGGBB' (a character, then a hex colour) or nonny's 'color NAME RRGGBB'", line)


class Palette:
    """The colours a file declares (``color`` lines) and those its clues use, in order of appearance."""

    def __init__(self, declared: list[Declaration]) -> None:
        self.declared = {d.key: d for d in declared}
        self.order = [d.key for d in declared if d.key not in BACKGROUND_KEYS]
        self.named = any(d.named for d in declared)
        self.used = False
        self.uses_black = False

    def note(self, key: str) -> None:
        """A clue uses colour ``key`` (declared or not: mikix allows characters with no ``color`` line)."""
        self.used = True
        if key not in self.order:
            self.order.append(key)

    def colours(self) -> tuple[Colour, ...]:
        back = next((self.declared[k] for k in BACKGROUND_KEYS if k in self.declared), None)
        background = Colour(back.name if back and back.name not in BACKGROUND_KEYS else "background",
                            back.rgb if back else "FFFFFF", "0")
        inks = []
        for key in self.order:
            d = self.declared.get(key)
            inks.append(Colour(d.name, d.rgb, d.char) if d else Colour(key, "000000", key if len(key) == 1 else "#"))
        return (background, *inks)

    def index(self, key: str) -> int:
        return self.order.index(key) + 1

    def char_index(self) -> dict[str, int]:
        """Picture character → colour index, for ``goal`` and ``saved`` grids (``0`` the background)."""
        chars = {"0": 0}
        for i, key in enumerate(self.order, 1):
            d = self.declared.get(key)
            chars.setdefault(d.char if d else key, i)
        return chars


def starts_named_clue(line: str, palette_names: set[str]) -> bool:
    """True for a nonny clue line: it starts with a declared colour's name (or ``black``) and a number."""
    match = re.match(r"\s*([A-Za-z_][\w-]*)\s*:?\s*[0-9]", line)
    return match is not None and match.group(1) in palette_names


def named_clue(text: str, line: int, palette: Palette, names: set[str]) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """A nonny clue line's lengths and colour keys; numbers before any name are ``black``."""
    colour = "black"
    numbers: list[int] = []
    keys: list[str] = []
    for match in re.finditer(r"[^,:\s]+", text):
        token = match.group()
        if token[0].isdigit():
            numbers.append(parse_count(token, line, match.start() + 1, what="a block length"))
            keys.append(colour)
        elif token in palette.declared or token in names or token == "black":
            colour = token
        else:
            raise fail(f"colour {shorten(token)!r} is not declared by a 'color' line", line, match.start() + 1)
    clue = clue_from_numbers(numbers, line)
    for key in keys[: len(clue)]:
        palette.note(key)
        palette.uses_black |= key == "black" and key not in palette.declared
    return clue, tuple(keys[: len(clue)])


def black_declaration() -> Declaration:
    """nonny's built-in default colour, for files whose clues use it without a ``color black`` line."""
    return Declaration(0, "black", "000000", "black", "#", True)
