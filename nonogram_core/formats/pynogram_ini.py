"""pynogram's text puzzles (Arseny Tsionyx's pure-Python solver; its ``examples/*.txt``).

An INI file, read as Python's ``configparser`` reads it for pynogram (``#`` and ``;`` comments, on
their own line or after a space; keys in any case; ``ini_sections``): a ``[clues]`` section whose ``columns`` and
``rows`` values list the clues, one or more a line, separated by commas and line breaks, each maybe
in quotes (``'2 8'``); ``0`` or an empty item is an empty line.  A colour puzzle adds ``[colors]``
with ``NAME = (SPEC) SYMBOL`` (``SPEC`` an SVG colour name, ``R, G, B`` or hex digits) and suffixes
a block with its colour's name (``2g 1r 2``: a number alone is black).

>>> [p] = read("[clues]\\ncolumns = 1, 1 1\\nrows =\\n  2\\n  0\\n  1\\n")
>>> p.cols, p.rows
(((1,), (1, 1)), ((2,), (), (1,)))
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import Puzzle
from . import _detect
from ._colournames import rgb_of
from ._common import fail, make_puzzle, one_puzzle, require_known_numbers, text_lines
from ._suffixed import NamedPalette, colours_meta, parse_suffixed, suffix_names, suffixed_lines, symbol, title_comments

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "block_rgb"})
_COLOUR = re.compile(r"\((.+)\)\s*(\S)?\s*")


def read(data: str | bytes) -> list[Puzzle]:
    sections = ini_sections(text_lines(data))
    if "clues" not in sections:
        raise fail("missing the '[clues]' section", 1)
    palette = _palette(sections.get("colors", {}))
    rows, cols = ([parse_suffixed(item, palette, line=n, fold_case=True) for n, item in _items(sections["clues"], key)]
                  for key in ("rows", "columns"))
    return [make_puzzle((c for c, _ in rows), (c for c, _ in cols), **colours_meta(palette, rows, cols))]


Section = dict[str, tuple[int, list[tuple[int, str]]]]
"""An INI section: key → (its line, its value's lines, numbered)."""


def ini_sections(lines: Sequence[str]) -> dict[str, Section]:
    """The sections of an INI text as Python's ``configparser`` (pynogram's reader) splits it: ``#`` and
    ``;`` comments (whole lines, or after a space), ``[section]`` headers, ``key = value`` or
    ``key: value`` (keys in lower case), continuation lines indented deeper than their key, blank lines
    inside a value kept.  Here each value line keeps its line number, for errors."""
    sections: dict[str, Section] = {}
    section: Section | None = None
    key: str | None = None
    indent = 0
    for number, line in enumerate(lines, 1):
        value = _uncommented(line).strip()
        if not value:
            if section is not None and key is not None and not line.strip():
                section[key][1].append((number, ""))
            continue
        depth = len(line) - len(line.lstrip())
        if section is not None and key is not None and depth > indent:
            section[key][1].append((number, value))
            continue
        indent = depth
        header = re.fullmatch(r"\[([^\]]+)\]", value)
        if header:
            section = sections.setdefault(header.group(1).strip().lower(), {})
            key = None
        elif section is None:
            raise fail("expected a section header such as '[clues]' first", number)
        else:
            option = re.fullmatch(r"([^=:\s][^=:]*?)\s*[=:]\s*(.*)", value)
            if option is None:
                raise fail("expected 'key = value' (or a section header)", number)
            key = option.group(1).lower()
            section[key] = (number, [(number, option.group(2))] if option.group(2) else [])
    return sections


def _uncommented(line: str) -> str:
    """The line without its comment: a whole-line ``#``/``;`` one, or one after a space."""
    if line.strip()[:1] in ("#", ";"):
        return ""
    match = re.search(r"\s[#;]", line)
    return line[: match.start()] if match else line


def _items(section: Section, key: str) -> list[tuple[int, str]]:
    """pynogram's reading of a value: its lines, then the comma-separated items of each, unquoted
    (an empty item is an empty line)."""
    if key not in section:
        raise fail(f"the '[clues]' section has no '{key} =' value", 1)
    items = []
    for number, line in section[key][1]:
        if line.strip():
            items += [(number, item.strip().strip("'").strip('"').strip())
                      for item in line.strip().strip(",").split(",")]
    return items


def _palette(section: Section) -> NamedPalette:
    """Colour name → (name, RGB) from ``[colors]``: ``g = (0, 204, 0) %``."""
    palette: NamedPalette = {}
    for name, (number, value) in section.items():
        spec = " ".join(text for _, text in value)
        match = _COLOUR.fullmatch(spec.strip())
        rgb = rgb_of(match.group(1)) if match else None
        if rgb is None:
            raise fail(f"colour {name!r}: expected '(colour) symbol', e.g. '(red) %' or '(255, 0, 0) %'", number)
        palette[name] = (name, rgb)
    return palette


def write(puzzles: Sequence[Puzzle]) -> str:
    """pynogram's text: ``[colors]`` (each colour's hex) for colour puzzles, then ``[clues]``."""
    puzzle = one_puzzle(puzzles, NAME)
    require_known_numbers(puzzle, NAME)
    out = title_comments(puzzle)
    names = suffix_names(puzzle)
    if names:
        out += ["", "[colors]"] + [f"{name} = ({colour.rgb}) {symbol(k)}"
                                   for k, (name, colour) in enumerate(zip(names[1:], puzzle.colours[1:], strict=True))]
    out += ["", "[clues]", "columns =", *suffixed_lines(puzzle.cols, puzzle.col_colours, names),
            "rows =", *suffixed_lines(puzzle.rows, puzzle.row_colours, names)]
    return "\n".join(out) + "\n"
