"""ricoriedel/nonogram-rs JSON: clues as ``[colour, length]`` pairs.

``{"cols": [[["!", 1]], ...], "rows": [[["r", 2], ["g", 1]], ...]}``.  A colour is any string;
``"!"`` is nonogram-rs's plain black: a puzzle using only it is black-and-white, otherwise the
colours become the palette (index 0 a white background, then the colours in order of first use).

>>> read('{"rows": [[["!", 1]]], "cols": [[["!", 1]]]}')[0].colours
()
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..model import Colour, Puzzle
from . import _detect, _json
from ._common import clue_from_numbers, fail, make_puzzle, one_puzzle, require_known_numbers, rgb_for_name

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "block_names"})


@_json.positioned
def read(data: str | bytes) -> list[Puzzle]:
    doc = _json.expect_object(_json.load(data), "the document")
    _json.require_keys(doc, ("rows", "cols"))
    names: list[str] = []
    parsed = {}
    for key in ("rows", "cols"):
        lines = _json.expect_list(doc[key], key)
        parsed[key] = [_line(line, f"{key}[{i}]", names) for i, line in enumerate(lines)]
    meta: dict[str, Any] = {}
    if names and names != ["!"]:
        meta["colours"] = (
            Colour("background", "FFFFFF", "."),
            *(Colour(n, rgb_for_name(n), n[:1]) for n in names),
        )
        meta["row_colours"] = tuple(colours for _, colours in parsed["rows"])
        meta["col_colours"] = tuple(colours for _, colours in parsed["cols"])
    return [make_puzzle((c for c, _ in parsed["rows"]), (c for c, _ in parsed["cols"]), **meta)]


def _line(value: Any, path: str, names: list[str]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    numbers, colours = [], []
    for i, pair in enumerate(_json.expect_list(value, path)):
        where = f"{path}[{i}]"
        if not isinstance(pair, list) or len(pair) != 2:
            raise fail(f"{where}: expected a [colour, length] pair")
        name = _json.expect_str(pair[0], where + "[0]")
        length = _json.expect_count(pair[1], where + "[1]")
        if length == 0:
            raise fail(f"{where}: a block length must be at least 1")
        if name not in names:
            names.append(name)
        numbers.append(length)
        colours.append(names.index(name) + 1)
    return clue_from_numbers(numbers), tuple(colours)


def write(puzzles: Sequence[Puzzle]) -> str:
    puzzle = one_puzzle(puzzles, NAME)
    require_known_numbers(puzzle, NAME)
    names = [c.name or c.char for c in puzzle.colours]

    def line(clue: tuple[int, ...], colours: tuple[int, ...] | None) -> list[list[Any]]:
        return [[names[colours[k]] if colours else "!", n] for k, n in enumerate(clue)]

    rows = [line(c, puzzle.row_colours[i] if puzzle.row_colours else None) for i, c in enumerate(puzzle.rows)]
    cols = [line(c, puzzle.col_colours[i] if puzzle.col_colours else None) for i, c in enumerate(puzzle.cols)]
    return _json.dump({"cols": cols, "rows": rows})
