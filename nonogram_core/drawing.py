"""Grids with their clues in the margins, as text: what ``nonogram solve`` prints and ``str(Puzzle)`` is.

A colour puzzle's cells are the characters of ``colour_chars`` (``.`` background); its clue numbers
carry their colour: painted (``Painter(ansi=True)``: 24-bit ANSI, the colour as background and black
or white text, whichever reads better on it), or as the colour's character after the number
(``3r``), so a file or a pipe gets plain text that still says everything.  Black-and-white puzzles
print exactly as they always have.  A blotted number prints as ``?``.

Text from a file (titles, colour names, characters, file names) is untrusted: ``one_line`` escapes
every control, line-breaking and text-direction character in it as ``\\uXXXX`` (JSON's own escape),
so a title cannot start a line of its own ("Cat\\nFAKE: unique"), recolour or clear a terminal, or
read differently from what it says.  Everything ``draw`` and ``Painter`` build from a file goes
through it, so their output can be written raw, ANSI codes and all.

>>> from nonogram_core.model import Puzzle
>>> print(draw(Puzzle(rows=((2,), (1,)), cols=((1,), (2,))), ["##", ".#"]))
  1 2
2 # #
1 . #
>>> one_line("Cat\\nFAKE: unique")
'Cat\\\\u000aFAKE: unique'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from .grids import colour_chars
from .model import BLOTTED, Puzzle, block_colours

_UNSAFE = [*range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0), 0x061C, 0x200E, 0x200F,
           *range(0x202A, 0x202F), *range(0x2066, 0x206A)]
TERMINAL_ESCAPES = {code: f"\\u{code:04x}" for code in _UNSAFE}
"""What the CLI's ``TerminalSafe`` stream escapes in everything it writes: control and text-direction
characters, but not newlines and tabs, which the output's own layout uses."""
ONE_LINE_ESCAPES = {**TERMINAL_ESCAPES, **{code: f"\\u{code:04x}" for code in (0x09, 0x0A, 0x2028, 0x2029)}}
"""``TERMINAL_ESCAPES`` plus tab, newline and the Unicode line and paragraph separators: for text from
a file placed inside a line of output (a title, a file name), which must stay in that line."""


def one_line(text: str) -> str:
    """``text`` (from a file or a user) made safe to print inside one line of output."""
    return text.translate(ONE_LINE_ESCAPES)


class Painter:
    """Builds output text: file text escaped (``one_line``), and colours as ANSI codes when ``ansi`` is true."""

    def __init__(self, ansi: bool = False) -> None:
        self.ansi = ansi

    def text(self, text: str) -> str:
        """``text`` with control, line-breaking and text-direction characters escaped."""
        return one_line(text)

    def paint(self, text: str, rgb: str) -> str:
        """``text`` on the colour ``rgb`` (``RRGGBB``); plain when not painting or ``rgb`` is not hex."""
        codes = _colour_codes(rgb) if self.ansi else None
        return f"{codes}{self.text(text)}\x1b[0m" if codes else self.text(text)


def _colour_codes(rgb: str) -> str | None:
    """The ANSI codes for a background ``rgb`` with black or white text, or ``None`` for a bad ``rgb``."""
    if not re.fullmatch(r"[0-9A-Fa-f]{6}", rgb):
        return None
    red, green, blue = (int(rgb[i : i + 2], 16) for i in (0, 2, 4))
    ink = "0;0;0" if 0.299 * red + 0.587 * green + 0.114 * blue > 140 else "255;255;255"
    return f"\x1b[48;2;{red};{green};{blue}m\x1b[38;2;{ink}m"


def is_colour(puzzle: Puzzle) -> bool:
    """More than one ink: cells and clue numbers need their colour drawn."""
    return len(puzzle.colours) > 2


Token = tuple[str, int]
"""A clue number as drawn, and its width on screen (ANSI codes take none)."""


def clue_tokens(puzzle: Puzzle, painter: Painter) -> tuple[list[list[Token]], list[list[Token]]]:
    """Per row and per column, each clue number drawn (``?`` blotted, ``3r`` unpainted colour) with
    its width on screen."""
    chars = colour_chars(puzzle)
    row_colours, col_colours = block_colours(puzzle)
    colour = is_colour(puzzle)

    def tokens(clue: tuple[int, ...], colours: tuple[int, ...]) -> list[Token]:
        out = []
        for n, k in zip(clue, colours, strict=True):
            number = "?" if n == BLOTTED else str(n)
            if not colour:
                out.append((number, len(number)))
            elif painter.ansi:
                out.append((painter.paint(number, puzzle.colours[k].rgb), len(number)))
            else:
                out.append((number + painter.text(chars[k]), len(number) + 1))
        return out

    return ([tokens(c, k) for c, k in zip(puzzle.rows, row_colours, strict=True)],
            [tokens(c, k) for c, k in zip(puzzle.cols, col_colours, strict=True)])


def draw(puzzle: Puzzle, rows: Sequence[str], painter: Painter | None = None) -> str:
    """``rows`` (one character a cell) with column clues stacked above and row clues to the left."""
    painter = painter or Painter()
    row_tokens, col_tokens = clue_tokens(puzzle, painter)
    row_texts = [(" ".join(t for t, _ in line), sum(w for _, w in line) + len(line) - 1) if line else ("0", 1)
                 for line in row_tokens]
    margin = max((w for _, w in row_texts), default=0)
    cell = max((w for line in col_tokens for _, w in line), default=1)
    depth = max((len(line) for line in col_tokens), default=0)
    lines = []
    for level in range(depth):
        cells = []
        for line in col_tokens:
            offset = level - (depth - len(line))
            cells.append(" " * (cell - line[offset][1]) + line[offset][0] if offset >= 0 else " " * cell)
        lines.append(" " * (margin + 1) + " ".join(cells))
    paint = _cell_painter(puzzle, painter)
    for (text, width), row in zip(row_texts, rows, strict=True):
        lines.append(" " * (margin - width) + text + " " + " ".join(paint(ch.rjust(cell)) for ch in row))
    return "\n".join(lines)


def _cell_painter(puzzle: Puzzle, painter: Painter) -> Callable[[str], str]:
    """Draws one cell: its colour when painting a colour puzzle (the background stays plain)."""
    if not (painter.ansi and is_colour(puzzle)):
        return painter.text
    rgb = {ch: colour.rgb for ch, colour in zip(colour_chars(puzzle)[1:], puzzle.colours[1:], strict=True)}
    return lambda text: painter.paint(text, rgb[text.strip()]) if text.strip() in rgb else painter.text(text)


def legend(puzzle: Puzzle, painter: Painter) -> str:
    """``colours: a black, r red`` -- which character is which colour (colour puzzles only)."""
    chars = colour_chars(puzzle)
    entries = [f"{painter.paint(ch, c.rgb)} {painter.text(c.name or c.rgb)}"
               for ch, c in zip(chars[1:], puzzle.colours[1:], strict=True)]
    return "colours: " + ", ".join(entries)
