"""Ground truth for "Suppose …" hint sentences: read what a sentence claims, check each claim by enumeration.

A supposition sentence reads

    Suppose row 4, column 7 were empty: row 4 would then need row 4, column 8 empty; column 7 would
    then need row 2, column 7 empty; ...; and then row 2 could no longer fit its clue 2 2.

(colour ones may go on "Were it red, …" for another colour of the same cell).  ``parse`` reads the
supposed cell and value, each step's line and claimed cells, and the line said to break; ``problems``
replays them on cell sets (bit ``k``: the cell may be colour ``k``, 0 the background) with no code
from nonogram_core: each step's line, given the board, the supposition and the claims before it,
and nothing else, must force every cell it names to what it names (every arrangement of the line
agreeing with the cells so far gives it that value); the last line must then have no arrangement.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

Cell = tuple[int, int]
Forced = Callable[[str, int, list[int]], "list[int] | None"]
"""``forced(axis, index, cells)``: per cell of the line, the values some agreeing arrangement gives it
(bit sets), ``None`` when no arrangement agrees."""

_SUPPOSITION = re.compile(
    r"(?:[Ss]uppose row (\d+), column (\d+) were|Were it) ([^:,]+?)[:,] (.*?could no longer fit its clue [^.]*)\.")
_CLAIM = re.compile(r"row (\d+), column (\d+) (.+?)(?=(?:,| and) row \d+, column \d+ |$)")
_STEP = re.compile(r"^(row|column) (\d+) would then need (.+)$")
_BROKEN = re.compile(r"^(?:and )?then (row|column) (\d+) could no longer fit its clue (.+)$")


@dataclass
class Claim:
    cell: Cell  # 0-based
    value: str  # "filled", "empty", a colour's name, or "not red or blue"


@dataclass
class Supposition:
    cell: Cell
    value: str
    steps: list[tuple[tuple[str, int], list[Claim]]]
    broken: tuple[str, int]


def parse(sentence: str) -> list[Supposition]:
    """Every supposition told in ``sentence`` (0-based rows and columns); raises ``ValueError`` on a
    step that does not read as the contract says."""
    found: list[Supposition] = []
    for match in _SUPPOSITION.finditer(sentence):
        if match.group(1):
            cell = (int(match.group(1)) - 1, int(match.group(2)) - 1)
        elif found:
            cell = found[-1].cell
        else:
            raise ValueError(f"'Were it' before any 'Suppose': {sentence!r}")
        parts = match.group(4).split("; ")
        broken = _BROKEN.match(parts[-1])
        if broken is None:
            raise ValueError(f"no broken line in {parts[-1]!r}")
        steps = []
        for part in parts[:-1]:
            step = _STEP.match(part)
            if step is None:
                raise ValueError(f"not a step: {part!r}")
            claims = [Claim((int(r) - 1, int(c) - 1), value) for r, c, value in _CLAIM.findall(step.group(3))]
            if not claims:
                raise ValueError(f"a step that names no cell: {part!r}")
            steps.append(((_axis(step.group(1)), int(step.group(2)) - 1), claims))
        found.append(Supposition(cell, match.group(3), steps, (_axis(broken.group(1)), int(broken.group(2)) - 1)))
    return found


def _axis(word: str) -> str:
    return "row" if word == "row" else "col"


def allowed(value: str, names: Sequence[str]) -> int:
    """The values a claim leaves a cell (bits over ``names``, 0 the background: "empty")."""
    if value.startswith("not "):
        out = re.split(r", | or ", value[4:])
        return ((1 << len(names)) - 1) & ~sum(1 << names.index(name) for name in out)
    return 1 << names.index(value)


def problems(grid: list[list[int]], supposition: Supposition, names: Sequence[str], forced: Forced) -> list[str]:
    """What is wrong with a told supposition on ``grid`` (cell sets; not changed): each claim not forced
    by its line from the supposition and the claims before it, a claim off its line, a last line that fits."""
    cells = [row[:] for row in grid]
    wrong: list[str] = []
    r0, c0 = supposition.cell
    cells[r0][c0] = allowed(supposition.value, names)

    def line(axis: str, index: int) -> list[int]:
        return cells[index][:] if axis == "row" else [row[index] for row in cells]

    for (axis, index), claims in supposition.steps:
        options = forced(axis, index, line(axis, index))
        if options is None:
            wrong.append(f"{axis} {index + 1} is already broken before its step")
            break
        for claim in claims:
            r, c = claim.cell
            position = c if axis == "row" else r
            if (r if axis == "row" else c) != index:
                wrong.append(f"row {r + 1}, column {c + 1} is not on {axis} {index + 1}")
                continue
            want = allowed(claim.value, names)
            if options[position] & ~want:
                wrong.append(f"{axis} {index + 1} does not force row {r + 1}, column {c + 1} {claim.value}")
            cells[r][c] &= want
    axis, index = supposition.broken
    if not wrong and forced(axis, index, line(axis, index)) is not None:
        wrong.append(f"{axis} {index + 1} still fits its clue")
    return wrong


__all__ = ["Claim", "Supposition", "allowed", "parse", "problems"]
