"""nonogrid's TOML puzzles (Arseny Tsionyx's Rust solver; its ``examples/*.toml``).

A ``[clues]`` table with the strings ``columns`` and ``rows`` (usually ``\"\"\"`` multi-line), read
as nonogrid reads them: on each line, ``#`` or ``;`` starts a comment; the rest is split on commas,
each item (quotes around it dropped) one line's clue; an empty item is skipped and ``0`` is an
empty line.  A colour puzzle adds ``[colors]`` ``defs = ["g = (0, 255, 0) *", ...]``: a name, an
SVG colour name, ``R, G, B`` or hex digits in brackets, and a symbol; blocks are suffixed with the
colour's name (``2g 1r 2``: a number alone is black).

>>> [p] = read('[clues]\\ncolumns = "1, 1 1"\\nrows = \"\"\"\\n2\\n0\\n1 # last\\n\"\"\"\\n')
>>> p.cols, p.rows
(((1,), (1, 1)), ((2,), (), (1,)))
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import Puzzle
from . import _detect
from ._colournames import rgb_of
from ._common import fail, make_puzzle, one_puzzle, require_known_numbers, shorten
from ._common import to_text as _to_text
from ._suffixed import NamedPalette, colours_meta, parse_suffixed, suffix_names, suffixed_lines, symbol, title_comments

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "block_rgb"})
_DEF = re.compile(r"\s*([^=\s]+)\s*=\s*(.*?)\s*(\S)\s*")


def read(data: str | bytes) -> list[Puzzle]:
    text = _to_text(data)
    doc = _detect.toml_document(text)
    if doc is None:
        import tomllib

        try:
            tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            raise fail(f"not TOML: {shorten(str(error), 120)}") from None
        raise fail("not TOML")
    clues = doc.get("clues")
    if not isinstance(clues, dict):
        raise fail("missing the '[clues]' table", 1)
    palette = _palette(doc.get("colors"))
    rows, cols = ([parse_suffixed(item, palette, line=n, drop_zeros=True)
                   for n, item in _items(text, clues.get(key), key)] for key in ("rows", "columns"))
    return [make_puzzle((c for c, _ in rows), (c for c, _ in cols), **colours_meta(palette, rows, cols))]


def _items(text: str, value: object, key: str) -> list[tuple[int, str]]:
    """nonogrid's reading of a clue string: per line, no comment, comma-separated, empty items
    skipped; each item with the file line it is on (for a multi-line string, counted from its start)."""
    if not isinstance(value, str):
        raise fail(f"'[clues]' needs '{key}' as a string of clues")
    start = re.search(rf"^[ \t]*{key}[ \t]*=[ \t]*(\"\"\"|\'\'\')?[ \t]*(\n)?", text, re.MULTILINE)
    first = text.count("\n", 0, start.start()) + 1 + (1 if start.group(2) and start.group(1) else 0) if start else 0
    items = []
    for k, line in enumerate(value.splitlines()):
        line = re.split(r"[#;]", line.strip(), maxsplit=1)[0]
        parts = (part.strip().strip("'\"") for part in line.split(","))
        items += [(first + k if first else None, item) for item in parts if item]
    return items  # type: ignore[return-value]  # the line is None only when the key was not found


def _palette(colors: object) -> NamedPalette:
    """Colour name → (name, RGB) from ``[colors] defs``: ``"g = (0, 255, 0) *"``."""
    defs = colors.get("defs") if isinstance(colors, dict) else None
    palette: NamedPalette = {}
    for item in defs or []:
        match = _DEF.fullmatch(item) if isinstance(item, str) else None
        rgb = rgb_of(match.group(2).strip("()")) if match else None
        if match is None or rgb is None:
            raise fail(f"expected a colour definition like 'r = (red) %', found {shorten(str(item))!r}")
        palette[match.group(1)] = (match.group(1), rgb)
    return palette


def write(puzzles: Sequence[Puzzle]) -> str:
    """nonogrid's TOML: ``[colors] defs`` with each colour's hex for colour puzzles, then ``[clues]``."""
    puzzle = one_puzzle(puzzles, NAME)
    require_known_numbers(puzzle, NAME)
    out = title_comments(puzzle)
    names = suffix_names(puzzle)
    if names:
        defs = [f'    "{name} = ({colour.rgb}) {symbol(k)}",'
                for k, (name, colour) in enumerate(zip(names[1:], puzzle.colours[1:], strict=True))]
        out += ["", "[colors]", "defs = [", *defs, "]"]
    out += ["", "[clues]", 'columns = """', *suffixed_lines(puzzle.cols, puzzle.col_colours, names), '"""',
            'rows = """', *suffixed_lines(puzzle.rows, puzzle.row_colours, names), '"""']
    return "\n".join(out) + "\n"
