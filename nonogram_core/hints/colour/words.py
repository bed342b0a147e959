"""Sentence pieces for colour and blotted lines: colour names, colour clues and their blocks.

A colour puzzle's sentences name each block by its colour and length ("the red 3"), and each cell
by the colour it takes.  A puzzle with a single ink (a black-and-white puzzle with blotted numbers)
speaks exactly like the black-and-white hints: "the 3", "filled".  A blotted number is written
``?`` in a clue and "the red ?" as a block.

>>> from ...model import Colour, Puzzle
>>> names = ColourWords(Puzzle(rows=(), cols=(), colours=(Colour("white"), Colour("red"), Colour("blue"))))
>>> names.clue_text((3, 1, 3), (1, 2, 1))
'red 3, blue 1, red 3'
>>> names.block_name((3, 1, 3), (1, 2, 1), 2), names.value_name(2), names.value_name(1)
('the second red 3', 'red', 'empty')
>>> names.set_words(0b110)
'red or blue'
>>> one_ink = ColourWords(Puzzle(rows=(), cols=()))
>>> one_ink.clue_text((-1, 2), (1, 1)), one_ink.block_name((-1, 2), (1, 1), 0), one_ink.value_name(2)
('? 2', 'the ?', 'filled')
"""

from __future__ import annotations

from ...colour.names import readable_names
from ...model import BLOTTED, Clue, Puzzle, colour_chars
from ..words import listed, ordinal


class ColourWords:
    """How to name one puzzle's colours, blocks and cell values in sentences and in ``Hint.proves``."""

    def __init__(self, puzzle: Puzzle) -> None:
        count = len(colour_chars(puzzle))
        given = [colour.name for colour in puzzle.colours]
        # the file's names identify colours (Hint.proves); sentences say names a person can read
        # ("orange" for "aFFAC2B", colour/names.py)
        self.keys = [given[k] if k < len(given) and given[k] else f"colour {k}" for k in range(count)]
        readable = readable_names(puzzle.colours)
        self.names = [readable[k] if k < len(readable) and given[k] else self.keys[k] for k in range(count)]
        self.one_ink = count <= 2

    def colour(self, k: int) -> str:
        """Colour ``k`` as an adjective before a block ("red"), nothing for a single-ink puzzle."""
        return "" if self.one_ink else self.names[k]

    def value_name(self, cell: int) -> str | None:
        """A settled cell's value in words: ``"empty"``, the colour's name (``"filled"`` with one ink).

        ``None`` for a cell that may still take two or more values.
        """
        if cell & (cell - 1) or not cell:
            return None
        k = cell.bit_length() - 1
        if k == 0:
            return "empty"
        return "filled" if self.one_ink else self.names[k]

    def key_name(self, cell: int) -> str | None:
        """A settled cell's value as ``Hint.proves`` gives it: ``value_name`` with the file's own colour name."""
        word = self.value_name(cell)
        return self.keys[cell.bit_length() - 1] if word not in (None, "empty", "filled") else word

    def set_words(self, cell: int) -> str:
        """The colours of a set of several: ``"red or blue"`` (``"empty"`` for the background)."""
        return listed([self.value_name(1 << k) or "" for k in range(cell.bit_length()) if cell >> k & 1], "or")

    def number(self, length: int) -> str:
        return "?" if length == BLOTTED else str(length)

    def block_text(self, length: int, colour: int) -> str:
        """One block as in a clue: ``"red 3"``, ``"3"`` with one ink."""
        return f"{self.colour(colour)} {self.number(length)}".strip()

    def clue_text(self, clue: Clue, colours: tuple[int, ...]) -> str:
        """A colour clue as people write it: ``"red 3, blue 1"`` (``"3 1"`` with one ink, ``"0"`` empty)."""
        if not clue:
            return "0"
        separator = " " if self.one_ink else ", "
        return separator.join(self.block_text(n, k) for n, k in zip(clue, colours, strict=True))

    def block_name(self, clue: Clue, colours: tuple[int, ...], index: int) -> str:
        """Block ``index``: ``"the red 3"``, or ``"the second red 3"`` when the clue repeats it."""
        key = (clue[index], colours[index])
        pairs = list(zip(clue, colours, strict=True))
        text = self.block_text(*key)
        if pairs.count(key) == 1:
            return f"the {text}"
        return f"the {ordinal(pairs[: index + 1].count(key))} {text}"
