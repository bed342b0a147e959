"""Clues whose blocks carry their colour's name as a suffix (``2g 1r 2``), as pynogram and nonogrid
write them: shared by both readers and writers.

A number alone is black, a built-in colour; ``[colors]`` (pynogram) or ``defs`` (nonogrid) name the
others.  The palette is background white, then black if a block uses it undeclared, then the
declared colours in file order.
"""

from __future__ import annotations

import re

from ..model import Colour, Puzzle
from ._common import clue_from_numbers, fail, not_a_count, parse_count

Parsed = tuple[tuple[int, ...], tuple[str, ...]]
"""A clue and its blocks' colour names."""
NamedPalette = dict[str, tuple[str, str]]
"""Colour key (as clues write it) → (name, RGB)."""
_BLOCK = re.compile(r"([0-9]+)(\S*)")


def parse_suffixed(item: str, palette: NamedPalette, *, line: int | None = None, fold_case: bool = False,
                   drop_zeros: bool = False) -> Parsed:
    """One clue's lengths and colour keys; ``fold_case`` for pynogram (configparser lower-cases the
    names), ``drop_zeros`` for nonogrid (which drops zero blocks: ``0`` alone is an empty line)."""
    numbers, names = [], []
    for token in item.split():
        match = _BLOCK.fullmatch(token)
        if not match:
            raise fail(not_a_count(token, "a block length (a number, maybe with a colour name after it)"), line)
        name = (match.group(2).lower() if fold_case else match.group(2)) or "black"
        if name != "black" and name not in palette:
            raise fail(f"colour {match.group(2)!r} is not defined", line)
        numbers.append(parse_count(match.group(1), line, what="a block length"))
        names.append(name)
    if drop_zeros:
        names = [name for name, n in zip(names, numbers, strict=True) if n]
        numbers = [n for n in numbers if n]
    clue = clue_from_numbers(numbers or [0], line)
    return clue, tuple(names[: len(clue)])


def colours_meta(palette: NamedPalette, rows: list[Parsed], cols: list[Parsed]) -> dict[str, object]:
    """``colours`` and the blocks' colour indexes when the file names any colour, else nothing."""
    if not palette:
        return {}
    used = {name for _, names in rows + cols for name in names}
    order = ([] if "black" not in used or "black" in palette else ["black"]) + list(palette)
    inks = [Colour(*palette[n], n if len(n) == 1 else "") if n in palette else Colour("black", "000000", "#")
            for n in order]
    position = {name: i for i, name in enumerate(order, 1)}
    return {
        "colours": (Colour("white", "FFFFFF", "."), *inks),
        "row_colours": tuple(tuple(position[n] for n in names) for _, names in rows),
        "col_colours": tuple(tuple(position[n] for n in names) for _, names in cols),
    }


def suffix_names(puzzle: Puzzle) -> list[str]:
    """A key per colour (index 0, the background, gets ``""``) usable as an INI or TOML key and a clue
    suffix: the colour's name when it is a lower-case word no other colour has and not ``black`` (the
    built-in colour of bare numbers), else ``c1``, ``c2``...; nothing for a black-and-white puzzle."""
    if not puzzle.row_colours and not puzzle.col_colours:
        return []
    names = [""]
    for k, colour in enumerate(puzzle.colours[1:], 1):
        name = colour.name.lower()
        if not re.fullmatch(r"[a-z_][a-z0-9_-]*", name) or name in names or name == "black":
            name = next(f"c{n}" for n in range(k, k + len(puzzle.colours) + 1) if f"c{n}" not in names)
        names.append(name)
    return names


def suffixed_lines(clues: tuple[tuple[int, ...], ...], colours: tuple[tuple[int, ...], ...],
                   names: list[str]) -> list[str]:
    """Each clue as ``2g 1r`` (``0`` for an empty line), indented for a multi-line value."""
    return ["    " + (" ".join(f"{n}{names[colours[i][k]] if names else ''}" for k, n in enumerate(clue)) or "0")
            for i, clue in enumerate(clues)]


def symbol(index: int) -> str:
    """A display symbol for the ``index``-th colour (both formats want one; neither reads it back)."""
    return "*%&@$+=~^"[index % 9]


def title_comments(puzzle: Puzzle) -> list[str]:
    """The title and author as ``#`` comment lines (both formats ignore comments)."""
    return [f"# {' '.join(line.split())}" for line in (puzzle.title, puzzle.author) if line.strip()]
