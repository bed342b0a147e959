"""Colour designs: the page's palette and characters, and the puzzle a colour picture makes.

The editor draws a colour design as rows of characters, one per colour of its palette (the
background first), exactly as the page holds them: ``{"picture": [".aab", ...], "colours": [{"name":
"white", "rgb": "FFFFFF", "char": "."}, {"name": "red", "rgb": "E03030", "char": "a"}, ...]}``.
Inside, the solver speaks ``model.colour_chars`` (which may rename a character a file or page chose,
``#`` in a palette of several inks for one); a ``Design`` translates the page's characters into those
and every answer (pictures, other solutions, suggestions) back, so the page only ever sees its own.
Without a palette (or with one of a background and one ink) a design is black-and-white, ``#``/``.``.

>>> design = Design.of(["ab", ".a"], [{"name": "white", "rgb": "FFFFFF", "char": "."},
...     {"name": "red", "rgb": "FF0000", "char": "a"}, {"name": "blue", "rgb": "0000FF", "char": "b"}])
>>> design.puzzle.rows, design.puzzle.row_colours
(((1, 1), (1,)), ((1, 2), (1,)))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..model import (
    MAX_COLOURS,
    MAX_SIDE,
    Colour,
    Puzzle,
    PuzzleError,
    colour_blocks_of,
    colour_chars,
    puzzle_from_picture,
)
from ..wire import MAX_TEXT

Picture = tuple[str, ...]

BACKGROUND_ALIASES = ".x-0 "
"""Characters read as the background in any design (as black-and-white designs always allowed)."""


@dataclass(frozen=True)
class Design:
    """A drawn design: the puzzle its picture makes, in the solver's characters, and the way back."""

    puzzle: Puzzle
    drawn: Picture
    """The picture in ``colour_chars(puzzle)`` characters (``#``/``.`` in black-and-white)."""
    page_chars: tuple[str, ...]
    """The page's character for each colour index (``.``/``#`` without a palette)."""

    @classmethod
    def of(cls, picture: Iterable[str], colours: Any = None, **metadata: str) -> Design:
        """Read a picture and its palette (``None`` or ``[]``: black-and-white); ``PuzzleError`` on bad input."""
        palette = read_palette(colours)
        rows = [str(row) for row in picture]
        _check_shape(rows)
        if palette is None:
            page_chars: tuple[str, ...] = (".", "#")
            indexes = _indexes(rows, {"#": 1, "1": 1}, "draw with '#' and '.'")
        else:
            page_chars = tuple(c.char for c in palette)
            known = {ch: k for k, ch in enumerate(page_chars) if k}
            allowed = ", ".join(repr(ch) for ch in page_chars[1:])
            indexes = _indexes(rows, known, f"draw with the palette's characters ({allowed}) and '.'")
        puzzle = puzzle_of(indexes, palette, **metadata)
        chars = colour_chars(puzzle)
        drawn = tuple("".join(chars[k] for k in row) for row in indexes)
        return cls(puzzle, drawn, page_chars)

    @property
    def solver_chars(self) -> tuple[str, ...]:
        return colour_chars(self.puzzle)

    def to_page(self, rows: Sequence[str]) -> list[str]:
        """Rows in the solver's characters as the page writes them."""
        back = dict(zip(self.solver_chars, self.page_chars, strict=True))
        return ["".join(back.get(ch, ch) for ch in row) for row in rows]

    def page_char(self, solver_char: str) -> str:
        return self.to_page([solver_char])[0]

    def rebuild(self, drawn: Sequence[str]) -> Puzzle:
        """The puzzle of another picture in the solver's characters, with this design's palette."""
        index = {ch: k for k, ch in enumerate(self.solver_chars)}
        palette = self.puzzle.colours or None
        return puzzle_of([[index[ch] for ch in row] for row in drawn], palette)

    def colour_name(self, solver_char: str) -> str:
        """A cell value in words: ``empty``, ``filled`` (one ink, no palette) or the colour's name."""
        k = self.solver_chars.index(solver_char)
        if k == 0:
            return "empty"
        return self.puzzle.colours[k].name if self.puzzle.colours else "filled"


def read_palette(value: Any) -> tuple[Colour, ...] | None:
    """The page's palette as ``Colour``s, or ``None`` for a black-and-white design.

    Each entry needs a ``name``, an ``rgb`` of six hex digits and a ``char``: one printable character,
    not a background alias, not ``?`` and not used twice (the background's own is ``.``).
    """
    if value is None or value == []:
        return None
    if not isinstance(value, list) or not 2 <= len(value) <= MAX_COLOURS:
        raise PuzzleError(f"a design's colours must be a list of 2 to {MAX_COLOURS}, the background first")
    from ..wire import _colours  # the wire's checks of name, rgb and char, with its messages

    colours = _colours(value)
    seen: set[str] = set()
    for index, colour in enumerate(colours):
        char = "." if index == 0 else colour.char
        bad = len(char) != 1 or not char.isprintable() or char in seen or char == "?"
        if bad or (index and char in BACKGROUND_ALIASES):
            raise PuzzleError(f"colour {index + 1} ({colour.name[:40]!r}) needs its own character, got {char!r}")
        seen.add(char)
    return tuple(Colour(c.name[:MAX_TEXT] or f"colour {k}", c.rgb, "." if k == 0 else c.char)
                 for k, c in enumerate(colours))


def puzzle_of(indexes: Sequence[Sequence[int]], palette: tuple[Colour, ...] | None, **metadata: Any) -> Puzzle:
    """The puzzle whose solution is a picture of colour indexes (0 = background), its goal included.

    >>> puzzle_of([[1, 0], [1, 1]], None).cols
    ((2,), (1,))
    """
    if palette is None:
        return puzzle_from_picture(["".join("#" if k else "." for k in row) for row in indexes], **metadata)
    width = len(indexes[0]) if indexes else 0
    rows = [colour_blocks_of(row) for row in indexes]
    cols = [colour_blocks_of(row[c] for row in indexes) for c in range(width)]
    base = Puzzle(rows=(), cols=(), colours=palette)
    chars = colour_chars(base)
    return Puzzle(
        rows=tuple(tuple(n for n, _ in line) for line in rows),
        cols=tuple(tuple(n for n, _ in line) for line in cols),
        colours=palette,
        row_colours=tuple(tuple(k for _, k in line) for line in rows),
        col_colours=tuple(tuple(k for _, k in line) for line in cols),
        goal=tuple("".join(chars[k] for k in row) for row in indexes),
        **metadata,
    )


def _check_shape(rows: list[str]) -> None:
    if not rows or not rows[0]:
        raise PuzzleError("a design needs at least one row and one column")
    width = len(rows[0])
    if len(rows) > MAX_SIDE or width > MAX_SIDE:
        raise PuzzleError(f"a design can be at most {MAX_SIDE}×{MAX_SIDE} cells, got {width}×{len(rows)}")
    for number, row in enumerate(rows, 1):
        if len(row) != width:
            raise PuzzleError(f"row {number} has {len(row)} cells, expected {width} like row 1")


def _indexes(rows: list[str], known: dict[str, int], advice: str) -> list[list[int]]:
    """Each cell's colour index: ``known`` characters, background aliases as 0, anything else an error."""
    out = []
    for number, row in enumerate(rows, 1):
        line = []
        for ch in row:
            if ch in known:
                line.append(known[ch])
            elif ch in BACKGROUND_ALIASES:
                line.append(0)
            else:
                raise PuzzleError(f"row {number}: unexpected {ch!r}; {advice}")
        out.append(line)
    return out
