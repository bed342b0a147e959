"""Full single-line logic on a colour or blotted line, told block by block where it can be.

Can deduce: every cell value the clue forces on this line given the cells already known (the
complete colour line solver, ``solve_colour_line``): cells that must take a colour, cells that must
be empty, and colours a cell can no longer take.

The sentence names blocks where one block always covers the cells it proves ("the red 3 must
cover columns 5–6 wherever it lies, so those cells are red": the block's possible starts, from
``colour_block_starts``, all put it there), and otherwise says what every arrangement does.

Cannot deduce anything that needs two lines at once (see ``probe``).

>>> from ...model import Colour, Puzzle
>>> from .line_techniques import ColourLine
>>> from .words import ColourWords
>>> words = ColourWords(Puzzle(rows=(), cols=(), colours=(Colour("white"), Colour("red"), Colour("blue"))))
>>> line_logic(ColourLine((3, 1), (1, 2), [7, 7, 7, 4, 7], "column", words)).sentence
'the red 3 must cover columns 1–3 wherever it lies, so those cells are red; and of all the ways to \
place red 3, blue 1 that agree with the cells already known, every one leaves column 5 empty.'
"""

from __future__ import annotations

from ...lines.colour import colour_block_starts, solve_colour_line
from ...model import BLOTTED
from ..lines import LineStep
from ..words import listed, positions, span
from .board import cells_of, is_settled
from .line_techniques import ColourLine, covered_sentence


def line_logic(line: ColourLine) -> LineStep | None:
    """Prove every cell value that holds in all arrangements agreeing with the known cells."""
    masks = line.masks()
    solved = solve_colour_line(line.clue, line.colours, line.size, masks)
    if solved is None:
        return None
    after = cells_of(solved, line.size)
    proves = {p: value for p, value in enumerate(after) if value != line.cells[p]}
    if not proves or not line.explain:
        return LineStep(proves, "") if proves else None
    covered, phrases, named = _block_cores(line, masks, proves)
    parts = []
    if phrases:
        parts.append(covered_sentence(line, phrases, {proves[p] for p in covered}, named))
    effects = _effects(line, {p: v for p, v in proves.items() if p not in covered})
    if effects:
        parts.append(f"of all the ways to place {line.words.clue_text(line.clue, line.colours)} that agree "
                     f"with the cells already known, every one {listed(effects)}")
    return LineStep(proves, "; and ".join(parts) + ".")


def _block_cores(line: ColourLine, masks: list[int], proves: dict[int, int]) -> tuple[set[int], list[str], int]:
    """Newly coloured cells that one block of known length covers wherever it starts, with phrases
    (and how many cells the phrases name: one is "this cell")."""
    starts = colour_block_starts(line.clue, line.colours, line.size, masks)
    covered: set[int] = set()
    phrases = []
    named = 0
    for index, (length, colour, mask) in enumerate(zip(line.clue, line.colours, starts or (), strict=False)):
        if length == BLOTTED:
            continue
        first, last = mask.bit_length() - 1, (mask & -mask).bit_length() - 1 + length - 1
        mine = [p for p in range(first, last + 1) if proves.get(p) == 1 << colour]
        if mine:
            covered.update(mine)
            named += last - first + 1
            phrases.append(f"{line.words.block_name(line.clue, line.colours, index)} must cover "
                           f"{span(line.unit, first, last)}")
    return covered, phrases, named


def _effects(line: ColourLine, proves: dict[int, int]) -> list[str]:
    """What every arrangement does to the cells ``proves`` narrows: colours, empties, colours ruled out."""
    unit, words = line.unit, line.words
    effects = []
    settled: dict[int, list[int]] = {}
    for p, value in sorted(proves.items()):
        if is_settled(value):
            settled.setdefault(value.bit_length() - 1, []).append(p)
    for colour, cells in sorted(settled.items()):
        if colour == 0:
            continue
        where = positions(unit, cells)
        effects.append(f"fills {where}" if words.one_ink else f"makes {where} {words.names[colour]}")
    if 0 in settled:
        effects.append(f"leaves {positions(unit, settled[0])} empty")
    kept_out: dict[tuple[int, ...], list[str]] = {}  # colours ruled out, grouped by the cells they leave
    for colour in range(len(words.names)):
        lost = tuple(p for p, v in sorted(proves.items())
                     if not is_settled(v) and line.cells[p] >> colour & 1 and not v >> colour & 1)
        if lost and colour == 0:
            effects.append(f"puts a block on {positions(unit, lost)}")
        elif lost:
            kept_out.setdefault(lost, []).append(words.names[colour])
    for lost, names in kept_out.items():
        effects.append(f"keeps {listed(names)} out of {positions(unit, lost)}")
    return effects
