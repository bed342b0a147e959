"""The line techniques on colour and blotted lines, easiest first, each with a sentence naming colours.

A colour line technique is a function ``(ColourLine) -> LineStep | None``: the ``LineStep`` maps
each position it narrows to the cell's new colour set (a subset of the old one, never empty).  Like
the black-and-white techniques they never raise on a contradictory line; they prove nothing and
complete line logic reports the contradiction.

* ``complete_line``: a ``0`` clue (every cell empty), or a clue with no blotted number that needs
  the whole line (blocks plus one gap between neighbours of the same colour).
* ``simple_boxes``: on the bare line, the cells a block of known length covers in both its
  leftmost and rightmost place take its colour ("the red 3 must cover columns 5–6").
* ``absent_colours`` (counted as ``simple_spaces``): a colour with no block in the clue is on no
  cell of the line ("the clue has no blue block, so columns 1–5 cannot be blue").
* ``simple_spaces``: with each block's possible starts (``colour_block_starts``), cells no block
  can reach are empty, and cells no block of some colour can reach cannot be that colour.
* ``line_logic``: every cell value forced by the clue on this line (``solve_colour_line``), told
  block by block where one block always covers the cells, else as what every arrangement does.

>>> from ...model import Colour, Puzzle
>>> from .words import ColourWords
>>> words = ColourWords(Puzzle(rows=(), cols=(), colours=(Colour("white"), Colour("red"), Colour("blue"))))
>>> line = ColourLine((3,), (1,), [7] * 4, "column", words)
>>> step = simple_boxes(line)
>>> step.sentence, step.proves
('the red 3 must cover columns 2–3 wherever it lies, so those cells are red.', {1: 2, 2: 2})
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...lines.colour import colour_block_starts
from ...model import BLOTTED, Clue
from ..lines import LineStep
from ..words import count, covering, listed, positions, span, they, those_cells
from .board import is_settled, masks_of
from .words import ColourWords


@dataclass(frozen=True)
class ColourLine:
    """One line as a colour technique sees it: its clue, block colours, cell sets and words."""

    clue: Clue
    colours: tuple[int, ...]
    cells: list[int]
    unit: str
    words: ColourWords
    explain: bool = True
    """False when only the cells matter (grading): the costlier techniques then skip their sentence."""
    given_masks: list[int] | None = None
    """The cells as one bitmask per colour when the caller has them (a board keeps them)."""

    @property
    def size(self) -> int:
        return len(self.cells)

    def masks(self) -> list[int]:
        return self.given_masks if self.given_masks is not None else masks_of(self.cells, len(self.words.names))


ColourTechnique = Callable[[ColourLine], "LineStep | None"]


def narrowed(line: ColourLine, new: dict[int, int]) -> dict[int, int] | None:
    """The cells ``new`` really narrows (each intersected with its old set); ``None`` if one would be emptied."""
    proves = {}
    for position, value in new.items():
        old = line.cells[position]
        kept = old & value
        if not kept:
            return None
        if kept != old:
            proves[position] = kept
    return proves


def min_length(length: int) -> int:
    return 1 if length == BLOTTED else length


def packed_starts(clue: Clue, colours: tuple[int, ...]) -> tuple[list[int], int]:
    """Each block's start with the blocks packed to the left (blotted ones at length 1), and the length used."""
    starts, position = [], 0
    for index, length in enumerate(clue):
        if index and colours[index] == colours[index - 1]:
            position += 1
        starts.append(position)
        position += min_length(length)
    return starts, position


def complete_line(line: ColourLine) -> LineStep | None:
    """An empty clue, or a clue of known lengths that needs every cell: only one way to place it."""
    if all(is_settled(cell) for cell in line.cells):
        return None
    if not line.clue:
        proves = narrowed(line, dict.fromkeys(range(line.size), 1))
        return LineStep(proves, "the clue is 0, so every cell is empty.") if proves else None
    if BLOTTED in line.clue:
        return None
    starts, used = packed_starts(line.clue, line.colours)
    if used != line.size:
        return None
    forced = dict.fromkeys(range(line.size), 1)
    for start, length, colour in zip(starts, line.clue, line.colours, strict=True):
        forced.update(dict.fromkeys(range(start, start + length), 1 << colour))
    proves = narrowed(line, forced)
    if not proves:
        return None
    gaps = sum(a == b for a, b in zip(line.colours, line.colours[1:], strict=False))
    clue = line.words.clue_text(line.clue, line.colours)
    how = f"{clue} with {count(gaps, 'gap')}" if gaps else clue
    needs = f"all {count(line.size, 'cell')}" if line.size > 1 else "the only cell"
    return LineStep(proves, f"{how} needs {needs}, so there is only one way to place it.")


def simple_boxes(line: ColourLine) -> LineStep | None:
    """On the bare line, each block of known length covers the overlap of its two extreme places."""
    starts, used = packed_starts(line.clue, line.colours)
    slack = line.size - used
    proves: dict[int, int] = {}
    phrases: list[str] = []
    colours: set[int] = set()
    named = 0  # cells the phrases name
    for index, (start, length) in enumerate(zip(starts, line.clue, strict=True)):
        first, last = start + slack, start + length - 1
        if length == BLOTTED or first > last:
            continue
        colour = line.colours[index]
        new = narrowed(line, dict.fromkeys(range(first, last + 1), 1 << colour))
        if new is None:
            return None
        if new:
            proves.update(new)
            colours.add(colour)
            named += last - first + 1
            phrases.append(f"{line.words.block_name(line.clue, line.colours, index)} must cover "
                           f"{span(line.unit, first, last)}")
    if not proves:
        return None
    return LineStep(proves, covered_sentence(line, phrases, {1 << colour for colour in colours}, named) + ".")


def covered_sentence(line: ColourLine, phrases: list[str], values: set[int], cells: int) -> str:
    """``"the red 3 must cover columns 5–6 wherever it lies, so those cells are red"``: blocks that cover
    cells wherever they lie and what that makes the cells (``values``: the settled values they get;
    ``cells``: how many cells they settle, so one cell is "this cell")."""
    value = line.words.value_name(next(iter(values))) if len(values) == 1 else None
    return f"{covering(phrases)}, so {f'{those_cells(cells)} {value}' if value else 'each takes its colour'}"


def _reach(line: ColourLine, starts: list[int]) -> tuple[int, dict[int, int]]:
    """Cells some block can reach, and per colour the cells some block of that colour can reach."""
    anywhere = 0
    by_colour: dict[int, int] = {}
    for length, colour, mask in zip(line.clue, line.colours, starts, strict=True):
        last = mask.bit_length() - 1 + (0 if length == BLOTTED else length - 1)
        first = (mask & -mask).bit_length() - 1
        reach = (1 << (last + 1)) - (1 << first)
        anywhere |= reach
        by_colour[colour] = by_colour.get(colour, 0) | reach
    return anywhere, by_colour


def simple_spaces(line: ColourLine) -> LineStep | None:
    """Cells no block can reach are empty; cells no block of a colour can reach cannot take it."""
    masks = line.masks()
    starts = colour_block_starts(line.clue, line.colours, line.size, masks)
    if starts is None:
        return None
    anywhere, by_colour = _reach(line, starts)
    ink = 0
    for mask in masks[1:]:
        ink |= mask
    emptied = ink & ~anywhere  # cells that may hold ink but no block reaches
    ruled_out = {colour: masks[colour] & ~reach & ~emptied for colour, reach in by_colour.items()}
    if not emptied and not any(ruled_out.values()):
        return None
    empty_cells = bits(emptied)
    lost_cells = {colour: bits(lost) for colour, lost in ruled_out.items() if lost}
    new = dict.fromkeys(empty_cells, 1)
    for colour, cells in lost_cells.items():
        new.update((p, new.get(p, line.cells[p]) & ~(1 << colour)) for p in cells)
    proves = narrowed(line, new)
    if not proves or not line.explain:
        return LineStep(proves, "") if proves else None
    unit, words = line.unit, line.words
    parts = [f"no block can reach {positions(unit, empty_cells)}, so {they(len(empty_cells))} empty"
             ] if empty_cells else []
    for colour, cells in lost_cells.items():
        name = words.names[colour]
        parts.append(f"no {name} block can reach {positions(unit, cells)}, so {they(len(cells))} not {name}")
    opening = "with the blocks pushed as far as the known cells allow, "
    ruled = {p: value for p, value in proves.items() if not emptied >> p & 1}
    return LineStep(proves, opening + "; ".join(parts) + _leaving(line, ruled) + ".")


def absent_colours(line: ColourLine) -> LineStep | None:
    """A colour with no block in the clue appears nowhere on the line ("the clue has no blue block")."""
    in_clue = set(line.colours)
    masks = line.masks()
    groups: dict[int, list[int]] = {}  # the cells still allowing absent colours -> those colours
    for colour in range(1, len(masks)):
        if masks[colour] and colour not in in_clue:
            groups.setdefault(masks[colour], []).append(colour)
    if not groups:
        return None
    absent = sum(1 << colour for colours in groups.values() for colour in colours)
    proves = {p: cell & ~absent for p, cell in enumerate(line.cells) if cell & absent}
    if not all(proves.values()):
        return None  # a cell left with no colour: line logic reports the contradiction
    if not line.explain:
        return LineStep(proves, "")
    parts = []
    for mask, colours in groups.items():
        either = listed([line.words.names[colour] for colour in colours], "or")
        parts.append(f"the clue has no {either} block, so {positions(line.unit, bits(mask))} cannot be {either}")
    return LineStep(proves, "; ".join(parts) + _leaving(line, proves) + ".")


def bits(mask: int) -> list[int]:
    """The positions of the set bits of ``mask``, lowest first.

    >>> bits(0b10110)
    [1, 2, 4]
    """
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def _leaving(line: ColourLine, proves: dict[int, int]) -> str:
    """``", which leaves column 2 red"``: the colour left in cells that ruling colours out settled."""
    by_value: dict[int, list[int]] = {}
    for p, value in sorted(proves.items()):
        if is_settled(value):
            by_value.setdefault(value, []).append(p)
    if not by_value:
        return ""
    listed = " and ".join(f"{positions(line.unit, cells)} {line.words.value_name(value)}"
                          for value, cells in sorted(by_value.items()))
    return f", which leaves {listed}"
