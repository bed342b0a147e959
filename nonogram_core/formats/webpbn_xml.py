"""webpbn's XML format (``<puzzleset><puzzle type="grid">…``): clues, colours, goal and saved grids.

A ``<puzzle>`` has optional ``<title>``, ``<author>``, ``<copyright>`` (and ``<source>``, ``<id>``,
``<description>``, ``<note>``, kept in ``extra``), ``<color name= char=>RGB</color>`` entries,
``<clues type="columns">`` and ``<clues type="rows">`` holding one ``<line>`` per line with
``<count color="…">n</count>`` blocks (colour defaults to the puzzle's ``defaultcolor``, black), and
``<solution type="goal|solution|saved"><image>|..X|…</image></solution>`` pictures.
``<count>0</count>`` is a *blotted* count (its value hidden): ``BLOTTED`` in the model.
A puzzle with more than two colours keeps its palette with the background (``backgroundcolor``,
default white) at index 0; a black-and-white one has ``colours == ()`` unless its two colours are
not plain white/black.

Entity declarations are refused before parsing (no "billion laughs").
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import replace

from ..model import BLOTTED, MAX_SIDE, Colour, Puzzle, colour_chars
from . import _detect
from ._common import (
    MAX_PUZZLES,
    UNKNOWN,
    fail,
    make_puzzle,
    parse_count,
    picture_indexes,
    picture_rows,
    picture_text,
    shorten,
    to_text,
)
from ._xmltree import Node, parse

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "meta", "goal", "saved", "colours", "extra", "blotted"})
MAX_TAGS = 1_500_000
"""Most tags an XML file may have, counted before parsing (a 500×500 puzzle with a 500-block colour
clue on every line, the worst case, needs about a million)."""
_EXTRA_TAGS = ("source", "id", "description", "note", "authorid")
_DEFAULTS = {"black": ("000000", "X"), "white": ("FFFFFF", ".")}


def read(data: str | bytes) -> list[Puzzle]:
    text = to_text(data)
    tags = text.count("<")
    if tags > MAX_TAGS:
        raise fail(f"the XML has {tags} tags; the limit is {MAX_TAGS}")
    if re.search(r"<!ENTITY", text[:200000], re.IGNORECASE):
        raise fail("XML entity declarations are not allowed in puzzle files")
    root = parse(text)
    puzzles = [root] if root.tag == "puzzle" else root.findall("puzzle")
    if root.tag not in ("puzzle", "puzzleset"):
        raise fail(f"expected <puzzleset> or <puzzle> as the root element, found <{shorten(root.tag)}>", root.line)
    if not puzzles:
        raise fail("the puzzle set holds no <puzzle>", root.line)
    if len(puzzles) > MAX_PUZZLES:
        raise fail(f"more than {MAX_PUZZLES} puzzles in one file")
    return [_puzzle(p, root, n) for n, p in enumerate(puzzles, 1)]


def _puzzle(node: Node, root: Node, number: int) -> Puzzle:
    where = f"puzzle {number}"
    if node.get("type", "grid") != "grid":
        raise fail(f'{where}: only type="grid" puzzles are supported, not {shorten(str(node.get("type")))!r}',
                   node.line)
    palette = _Palette(node, where)
    clues = {}
    for kind in ("rows", "columns"):
        found = [c for c in node.findall("clues") if c.get("type") == kind]
        if len(found) != 1:
            raise fail(f'{where}: expected one <clues type="{kind}">, found {len(found)}', node.line)
        lines = found[0].findall("line")
        if len(lines) > MAX_SIDE:
            raise fail(f"{where}: {len(lines)} {kind} is more than the limit of {MAX_SIDE}", found[0].line)
        clues[kind] = [_line(line, palette, f"{where}, {kind} line {i}") for i, line in enumerate(lines, 1)]
    meta: dict[str, object] = {}
    for tag, field in (
        ("title", "title"),
        ("author", "author"),
        ("copyright", "copyright"),
        ("license", "license"),
    ):
        value = _text(node, tag) or (_text(root, tag) if root is not node else "")
        if value:
            meta[field] = value
    extra = tuple((tag, text) for tag in _EXTRA_TAGS if (text := _text(node, tag))) + tuple(
        (e.get("name") or "", e.text.strip()) for e in node.findall("extra") if e.get("name")
    )
    meta.update(palette.model_fields(clues))
    width, height = len(clues["columns"]), len(clues["rows"])
    for solution in node.findall("solution"):
        kind = solution.get("type", "goal")  # type: ignore[assignment]
        field = "saved" if kind == "saved" else "goal"
        if field in meta:
            continue
        image = solution.find("image")
        if image is None:
            raise fail(f"{where}: <solution> without an <image>", solution.line)
        meta[field] = palette.image(image, width, height, saved=field == "saved", where=where)
    return make_puzzle((c for c, _ in clues["rows"]), (c for c, _ in clues["columns"]), extra=extra, **meta)


def _text(node: Node, tag: str) -> str:
    child = node.find(tag)
    return child.text.strip() if child is not None else ""


def _line(line: Node, palette: _Palette, where: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    numbers, colours = [], []
    counts = line.findall("count")
    if len(counts) > MAX_SIDE:
        raise fail(f"{where}: more than {MAX_SIDE} blocks", line.line)
    for count in counts:
        n = parse_count(count.text, count.line, count.column, what=f"a block length in {where}")
        numbers.append(BLOTTED if n == 0 else n)
        colours.append(palette.index(count.get("color") or palette.default, where, count))  # type: ignore[arg-type]
    return tuple(numbers), tuple(colours)


class _Palette:
    """The ``<color>`` table of one puzzle, background first."""

    def __init__(self, node: Node, where: str) -> None:
        self.default = node.get("defaultcolor", "black")
        self.background = node.get("backgroundcolor", "white")
        self.entries: dict[str, Colour] = {}
        for colour in node.findall("color"):
            name = colour.get("name") or ""
            rgb = colour.text.strip().lstrip("#")
            if not name or not re.fullmatch(r"[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}", rgb):
                raise fail(f'{where}: expected <color name="…">RRGGBB</color>, got {shorten(name)!r}', colour.line)
            if len(rgb) == 3:
                rgb = "".join(ch * 2 for ch in rgb)
            self.entries[name] = Colour(name, rgb.upper(), colour.get("char") or "")
            if len(self.entries) > 256:
                raise fail(f"{where}: more than 256 colours", colour.line)
        for name in (self.background, self.default):  # type: ignore[assignment]
            if name not in self.entries:
                rgb, char = _DEFAULTS.get(name, ("000000", ""))
                self.entries[name] = Colour(name, rgb, char)
        names = [self.background] + [n for n in self.entries if n != self.background]
        colours = [self.entries[name] for name in names]  # type: ignore[index]
        self.colours = [Colour(c.name, c.rgb, ch) for c, ch in zip(colours, image_chars(colours), strict=True)]
        self.names = names

    def index(self, name: str, where: str, count: Node) -> int:
        if name not in self.names:
            raise fail(f"{where}: colour {shorten(name)!r} is not declared by a <color> element", count.line)
        index = self.names.index(name)
        if index == 0:
            raise fail(f"{where}: a block cannot have the background colour {shorten(name)!r}", count.line)
        return index

    @property
    def black_and_white(self) -> bool:
        return len(self.colours) <= 2

    def model_fields(self, clues: dict[str, Any]) -> dict[str, object]:
        if self.black_and_white:
            plain = [(c.name, c.rgb) for c in self.colours] == [("white", "FFFFFF"), ("black", "000000")]
            return {} if plain else {"colours": tuple(self.colours)}
        return {
            "colours": tuple(self.colours),
            "row_colours": tuple(c for _, c in clues["rows"]),
            "col_colours": tuple(c for _, c in clues["columns"]),
        }

    def image(self, image: Node, width: int, height: int, *, saved: bool, where: str) -> tuple[str, ...]:
        """A ``<solution>`` picture: one ``|…|`` row per line; ``?`` or ``[..]`` unknown (saved only)."""
        rows = [(n, row.strip()) for n, row in enumerate(image.text.split("\n"), image.line) if row.strip()]
        cells_by_row = []
        for number, row in rows:
            body = row[1:-1] if row.startswith("|") and row.endswith("|") and len(row) >= 2 else row
            cells_by_row.append((number, re.findall(r"\[[^\]]*\]|.", body)))
        if len(cells_by_row) != height or any(len(r) != width for _, r in cells_by_row):
            raise fail(f"{where}: <image> is not {width}×{height} cells", image.line)
        chars = {c.char: i for i, c in enumerate(self.colours)}
        out = []
        for number, row in cells_by_row:  # type: ignore[assignment]
            line = []
            for cell in row:
                if cell == "?" or cell.startswith("["):
                    if not saved:
                        raise fail(f"{where}: a goal image cannot hold unknown cells", number)
                    line.append(UNKNOWN)
                elif cell not in chars:
                    raise fail(f"{where}: <image> uses {shorten(cell)!r}, which is no colour's char", number)
                else:
                    line.append(chars[cell])
            out.append(line)
        return picture_rows(picture_text(out, self.colours, saved=saved))


def image_chars(colours: Sequence[Colour], preferred: Sequence[str] = ()) -> list[str]:
    """Each colour's character in ``<image>`` rows: its ``char`` when that is one printable character,
    not ``|``, ``?``, ``[`` or ``]`` (they mean something else there) and not taken by an earlier
    colour; else its ``preferred`` one (the writer passes ``colour_chars``, so a puzzle read back
    shows the same characters); else the first free one of ``.X*%@#a…z0…9``.  Reader and writer
    share it, so what one writes the other reads back."""
    chars: list[str] = []
    for k, colour in enumerate(colours):
        candidates = [colour.char, *preferred[k : k + 1]]
        usable = [c for c in candidates if len(c) == 1 and c not in chars and _image_char(c)]
        chars.append(usable[0] if usable else next(c for c in _FALLBACK_CHARS if c not in chars))
    return chars


_FALLBACK_CHARS = ".X*%@#abcdefghijklmnopqrstuvwxyz0123456789"


def _image_char(char: str) -> bool:
    return char not in "|?[]" and char.isprintable() and not char.isspace()


def write(puzzles: Sequence[Puzzle]) -> str:
    out = ['<?xml version="1.0" encoding="UTF-8"?>', "<puzzleset>"]
    for puzzle in puzzles:
        out += _puzzle_xml(puzzle)
    out.append("</puzzleset>")
    return "\n".join(out) + "\n"


def _puzzle_xml(puzzle: Puzzle) -> list[str]:
    colours = list(puzzle.colours) or [Colour("white", "FFFFFF", "."), Colour("black", "000000", "X")]
    names = _unique_names(colours)
    out = [
        f'<puzzle type="grid" defaultcolor={quoteattr(names[1] if len(names) > 1 else "black")} '
        f"backgroundcolor={quoteattr(names[0])}>"
    ]
    for tag in ("title", "author", "copyright", "license"):
        if getattr(puzzle, tag):
            out.append(f"<{tag}>{_xml_text(getattr(puzzle, tag))}</{tag}>")
    for key, value in puzzle.extra:
        if key in _EXTRA_TAGS:
            out.append(f"<{key}>{_xml_text(value)}</{key}>")
        else:  # our extension; other readers ignore unknown elements
            out.append(f"<extra name={quoteattr(_xml_valid(key))}>{_xml_text(value)}</extra>")
    chars = image_chars(colours, colour_chars(replace(puzzle, colours=tuple(colours))))
    for name, colour, char in zip(names, colours, chars, strict=True):
        out.append(f"<color name={quoteattr(name)} char={quoteattr(char)}>{colour.rgb}</color>")
    for kind, clues, block_colours in (
        ("columns", puzzle.cols, puzzle.col_colours),
        ("rows", puzzle.rows, puzzle.row_colours),
    ):
        out.append(f'<clues type="{kind}">')
        for i, clue in enumerate(clues):
            counts = []
            for k, n in enumerate(clue):
                colour_name = names[block_colours[i][k]] if block_colours else names[1]
                counts.append(f"<count color={quoteattr(colour_name)}>{0 if n == BLOTTED else n}</count>")
            out.append("<line>" + "".join(counts) + "</line>")
        out.append("</clues>")
    image = chars + ["?"]  # UNKNOWN (-1) is the last
    for field in ("goal", "saved"):
        if getattr(puzzle, field) is not None:
            rows = [escape("|" + "".join(image[i] for i in row) + "|") for row in picture_indexes(puzzle, field)]
            out += [f'<solution type="{field}">', "<image>", *rows, "</image>", "</solution>"]
    out.append("</puzzle>")
    return out


_XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def _xml_text(value: str) -> str:
    """Escaped element text."""
    return escape(_xml_valid(value))


def _xml_valid(value: str) -> str:
    """``value`` unchanged if XML 1.0 can hold it (it cannot hold most control characters at all)."""
    if _XML_INVALID.search(value):
        raise ValueError(f"XML cannot hold the control characters in {shorten(value)!r}")
    return value


def _unique_names(colours: Sequence[Colour]) -> list[str]:
    names: list[str] = []
    for i, colour in enumerate(colours):
        name = colour.name or f"colour{i}"
        while name in names:
            name += "_"
        names.append(name)
    return names


def escape(value: str) -> str:
    """Escape ``&``, ``<`` and ``>`` for XML text (``xml.sax.saxutils`` would import ``urllib``: 40 ms)."""
    return html.escape(value, quote=False)


def quoteattr(value: str) -> str:
    """``value`` as a double-quoted XML attribute, with whitespace kept as character references."""
    quoted = html.escape(value, quote=True).replace("\n", "&#10;").replace("\r", "&#13;").replace("\t", "&#9;")
    return f'"{quoted}"'
