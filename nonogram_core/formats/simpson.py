"""Steven Simpson's ``.non`` format, with the mikix/nonogram-db extensions.

A ``.non`` file is a list of ``key value`` lines (``title "…"``, ``by "…"``, ``copyright "…"``,
``catalogue "…"``, ``license CC-BY-3.0``, ``width 5``, ``height 10``, ``goal "0110…"``,
``color a #ff0000``) and two blocks: ``rows`` followed by *height* clue lines and ``columns``
followed by *width* clue lines.  A clue is comma-separated block lengths, ``0`` or a blank line for
an empty line; in colour puzzles each length carries its colour's character (``3b,1d``).
Unknown lines are ignored, as the format asks, but kept in ``Puzzle.extra`` so a conversion loses
nothing.  We also write (and read back) a ``saved "#x?…"`` line for a partial grid (colour puzzles:
the colours' characters, ``x`` background, ``?`` unknown; a colour goal uses ``0`` and them); pbnsolve's
``goal``/``saved`` pictures written on the lines after the keyword (``0``/``1``/``?``) are read too.

>>> p = read('width 2\\nheight 1\\nrows\\n1\\ncolumns\\n1\\n0\\n')[0]
>>> p.rows, p.cols
(((1,),), ((1,), ()))
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import Clue, Puzzle
from . import _detect
from ._common import (
    UNKNOWN,
    clue_from_numbers,
    coloured_blocks,
    fail,
    make_puzzle,
    one_puzzle,
    parse_side,
    picture_indexes,
    picture_text,
    shorten,
    text_lines,
    trim_padding,
)
from ._non_colours import Declaration, Palette, declaration, named_clue, starts_named_clue

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "meta", "goal", "saved", "block_rgb", "block_names", "extra"})

_KEYS = {
    "width",
    "height",
    "rows",
    "columns",
    "goal",
    "title",
    "by",
    "copyright",
    "catalogue",
    "license",
    "color",
    "saved",
}
_KEY_LINE = re.compile(r"([A-Za-z_][A-Za-z0-9_-]*)(?:[ \t]+(.*))?")
_META = {"title": "title", "by": "author", "copyright": "copyright", "license": "license"}


def read(data: str | bytes) -> list[Puzzle]:
    """Read one puzzle; raises ``PuzzleFormatError`` with the line of the first problem."""
    return [read_lines(text_lines(data))]


def read_lines(lines: Sequence[str], first_line: int = 1) -> Puzzle:
    """Parse the lines of one puzzle (``first_line`` is the 1-based number of ``lines[0]``)."""
    props: dict[str, tuple[int, str]] = {}
    blocks: dict[str, tuple[int, list[tuple[int, str]]]] = {}
    colours: list[Declaration] = []
    extra: list[tuple[str, str]] = []
    index = 0
    while index < len(lines):
        number = first_line + index
        text = lines[index].strip()
        index += 1
        if not text or text.startswith("#"):
            continue
        match = _KEY_LINE.fullmatch(text)
        key = match.group(1) if match else ""
        value = (match.group(2) or "").strip() if match else ""
        if key in ("rows", "columns") and not value:
            if key in blocks:
                raise fail(f"'{key}' appears twice", number)
            body: list[tuple[int, str]] = []
            names = {d.key for d in colours if d.named} | ({"black"} if any(d.named for d in colours) else set())
            while index < len(lines) and (_is_clue_line(lines[index]) or starts_named_clue(lines[index], names)):
                body.append((first_line + index, lines[index].strip()))
                index += 1
            blocks[key] = (number, body)
        elif key == "color":
            colours.append(declaration(value, number))
        elif key in _KEYS:
            if key in props:
                raise fail(f"'{key}' appears twice", number)
            if key in ("goal", "saved") and not value:  # pbnsolve's picture on the following lines
                picture = []
                while index < len(lines) and re.fullmatch(r"[01?#x.]+", lines[index].strip()):
                    picture.append(lines[index].strip())
                    index += 1
                value = "".join(picture)
            props[key] = (number, value)
        elif match:
            extra.append((key, _string(value, number)))
    return _assemble(props, blocks, colours, extra, first_line + len(lines))


def _is_clue_line(line: str) -> bool:
    """Blank lines and lines starting with a digit (or a minus and a digit) belong to a clue block:
    bad ones fail later, at their own line and naming the value, not as a block too short."""
    text = line.strip()
    return not text or text[0].isdigit() or (text[0] == "-" and text[1:2].isdigit())


def _string(value: str, line: int) -> str:
    """A property value: ``"quoted"`` (with HTML escapes) or bare text."""
    if value.startswith('"'):
        if len(value) < 2 or not value.endswith('"'):
            raise fail("expected a closing '\"' at the end of the line", line, len(value) + 1)
        value = value[1:-1]
    if "&" not in value:  # html.unescape would return it as is; importing html costs 1 ms of start-up
        return value
    import html

    return html.unescape(value)


_Lines = list[tuple[int, str]]
"""Numbered lines: (1-based line number, text)."""
_ParsedClue = tuple[Clue, tuple[str, ...], int]
"""A clue, its blocks' colour characters and its line number."""


def _assemble(
    props: dict[str, tuple[int, str]],
    blocks: dict[str, tuple[int, _Lines]],
    colours: list[Declaration],
    extra: list[tuple[str, str]],
    end_line: int,
) -> Puzzle:
    for key in ("width", "height"):
        if key not in props:
            raise fail(f"missing '{key} N' line", end_line)
    width = parse_side(props["width"][1], props["width"][0], what="width")
    height = parse_side(props["height"][1], props["height"][0], what="height")
    for key in ("rows", "columns"):
        if key not in blocks:
            raise fail(f"missing '{key}' section", end_line)
    palette = Palette(colours)
    rows = _clue_block(blocks["rows"], height, "rows", palette)
    cols = _clue_block(blocks["columns"], width, "columns", palette)
    if palette.order and not any(clue for clue, _, _ in rows + cols):
        palette.used = True  # declared colours and no block to say otherwise: a blank colour puzzle
    if palette.used and not palette.named:
        for clue, chars, number in rows + cols:
            if clue and not all(chars):
                raise fail("in a colour puzzle every block needs its colour character", number)
    meta: dict[str, object] = {
        field: _string(props[key][1], props[key][0]) for key, field in _META.items() if key in props
    }
    if "catalogue" in props:
        extra.insert(0, ("catalogue", _string(props["catalogue"][1], props["catalogue"][0])))
    if palette.named and palette.order == ["black"] and palette.colours()[1].rgb == "000000" and \
            palette.colours()[0].rgb == "FFFFFF":
        palette.used = False  # nonny's default black on white: a black-and-white puzzle
    if palette.used:
        meta["colours"] = palette.colours()
        meta["row_colours"] = tuple(tuple(palette.index(c) for c in chars) for _, chars, _ in rows)
        meta["col_colours"] = tuple(tuple(palette.index(c) for c in chars) for _, chars, _ in cols)
    for key in ("goal", "saved"):
        if key in props:
            meta[key] = _grid(props[key], width, height, palette, key)
    return make_puzzle((c for c, _, _ in rows), (c for c, _, _ in cols), extra=tuple(extra), **meta)


def _clue_block(block: tuple[int, _Lines], count: int, name: str, palette: Palette) -> list[_ParsedClue]:
    start, body = block
    body = trim_padding(body, count)  # blank lines are empty clues, but blank padding is tolerated
    if len(body) != count:
        where = body[-1][0] if body else start
        raise fail(f"'{name}' has {len(body)} clue lines, expected {count}", where)
    return [(*_clue(number, text, palette), number) for number, text in body]


def _clue(number: int, text: str, palette: Palette) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """A clue line's lengths and colour keys (``""`` for a length without one): mikix's characters
    after the numbers, or nonny's names before them."""
    if palette.named and not re.search(r"[0-9][^0-9\s,]", text):
        return named_clue(text, number, palette, set(palette.declared))
    blocks = coloured_blocks(text, number, separators=",")
    for block in blocks:
        if block.colour and block.length:
            palette.note(block.colour)
    chars = [block.colour for block in blocks]
    clue = clue_from_numbers([block.length for block in blocks], number)
    if clue and any(chars) and not all(chars):
        bare = next(block for block in blocks if not block.colour)
        raise fail("in a colour puzzle every block needs its colour character", number, bare.end + 1)
    return clue, tuple(chars[: len(clue)])


def _grid(prop: tuple[int, str], width: int, height: int, palette: Palette, key: str) -> tuple[str, ...]:
    """A ``goal`` or ``saved`` picture in the model's characters (``picture_text``).

    Black-and-white: ``0``/``1`` (a saved grid also ``#``, ``x``, ``.``, ``?``).  Colour: ``0`` is the
    background and each colour its clue character; a saved grid adds ``x``/``.`` (background) and ``?``.
    """
    number, value = prop
    cells = re.sub(r"\s", "", _string(value, number))
    if len(cells) != width * height:
        raise fail(f"'{key}' has {len(cells)} cells, expected width × height = {width * height}", number)
    index = palette.char_index() if palette.used else {"0": 0, "1": 1}
    if key == "saved":
        index = {"x": 0, ".": 0, "?": UNKNOWN, **({} if palette.used else {"#": 1}), **index}
    bad = next((ch for ch in cells if ch not in index), None)
    if bad is not None:
        allowed = ", ".join(repr(ch) for ch in index)
        raise fail(f"'{key}' holds {bad!r}; it may only hold {allowed}", number)
    rows = [[index[ch] for ch in cells[r * width : (r + 1) * width]] for r in range(height)]
    return picture_text(rows, palette.colours(), saved=key == "saved")


def write(puzzles: Sequence[Puzzle]) -> str:
    """The ``.non`` text of one puzzle (mikix ``color`` lines for colour puzzles)."""
    return write_one(one_puzzle(puzzles, NAME))


def write_one(puzzle: Puzzle) -> str:
    chars = _file_chars(puzzle)
    out: list[str] = []
    extra = dict(puzzle.extra)
    if "catalogue" in extra:
        out.append(f"catalogue {_quote(extra.pop('catalogue'))}")
    for key, field in _META.items():
        value = getattr(puzzle, field)
        if value:
            bare = key == "license" and re.fullmatch(r"[A-Za-z0-9.+-]+", value)
            out.append(f"{key} {value if bare else _quote(value)}")
    for key, value in extra.items():
        if key in _KEYS or not _KEY_LINE.fullmatch(key):
            raise ValueError(f"cannot write the property {key!r} in the non format")
        out.append(f"{key} {_quote(value)}")
    if chars:
        out += [f"color {ch} #{colour.rgb}{_colour_name(colour.name, ch)}"
                for ch, colour in zip(chars, puzzle.colours, strict=True)]
    out += [f"width {puzzle.width}", f"height {puzzle.height}", "", "rows"]
    out += [_clue_out(c, k, puzzle.row_colours, chars) for k, c in enumerate(puzzle.rows)]
    out += ["", "columns"]
    out += [_clue_out(c, k, puzzle.col_colours, chars) for k, c in enumerate(puzzle.cols)]
    if puzzle.goal is not None:
        table = chars or ["0", "1"]
        out += ["", "goal " + _quote("".join(table[i] for row in picture_indexes(puzzle, "goal") for i in row))]
    if puzzle.saved is not None:
        table = (["x", *chars[1:]] if chars else ["x", "#"]) + ["?"]  # UNKNOWN (-1) is the last
        out.append("saved " + _quote("".join(table[i] for row in picture_indexes(puzzle, "saved") for i in row)))
    return "\n".join(out) + "\n"


def _colour_name(name: str, char: str) -> str:
    """`` name`` after a ``color`` line's hex (mikix readers skip it), or nothing when the reader would
    name the colour so anyway."""
    name = re.sub(r"\s+", " ", name).strip()
    return "" if name in ("", char, "background") else f" {name}"


def _file_chars(puzzle: Puzzle) -> list[str]:
    """One ``.non`` character per palette entry ('0' for the background), or [] for plain puzzles."""
    if not puzzle.row_colours and not puzzle.col_colours:
        return []
    chars = ["0"]
    for colour in puzzle.colours[1:]:
        ch = colour.char
        if len(ch) != 1 or ch.isdigit() or ch in ', \t"x.?#' or ch in chars or not ch.isprintable() or ch.isspace():
            ch = next(c for c in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ" if c not in chars)
        chars.append(ch)
    return chars


def _clue_out(clue: Clue, k: int, colours: tuple[tuple[int, ...], ...], chars: list[str]) -> str:
    if any(n < 0 for n in clue):
        raise ValueError("the non format cannot hold blotted (unknown) clue numbers")
    if not clue:
        return "0"
    if not chars:
        return ",".join(map(str, clue))
    return ",".join(f"{n}{chars[c]}" for n, c in zip(clue, colours[k], strict=True))


_LINE_BREAKS = "\n\r\x0b\x0c\x1c\x1d\x1e\u2028\u2029"


def _quote(value: str) -> str:
    """A quoted property value; line breaks become character references so the value stays on
    one line.  (C1 control characters cannot survive HTML unescaping, so they are refused.)"""
    if re.search("[\x80-\x9f]", value):
        raise ValueError(f"the non format cannot hold the control characters in {shorten(value)!r}")
    import html

    text = html.escape(value, quote=True)
    for ch in _LINE_BREAKS:
        text = text.replace(ch, f"&#{ord(ch)};")
    return '"' + text + '"'
