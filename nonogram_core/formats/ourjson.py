"""Our own JSON format (``"format": "nonogram"``), also the reader of plain ``{"rows", "cols"}``.

One puzzle is an object; a collection is a list of them (or ``{"puzzles": [...]}``)::

    {"format": "nonogram", "version": 1,
     "title": "Dancer", "author": "Jan Wolter", "copyright": "…", "license": "CC-BY-3.0",
     "rows": [[2], [2, 1], []], "cols": [[1, 1], [3]],
     "goal": ["##.", …], "saved": ["#x?", …],
     "colours": [{"name": "white", "rgb": "FFFFFF", "char": "."}, …],
     "row_colours": [[1], [1, 2], []], "col_colours": […],
     "extra": {"catalogue": "…"}}

Only ``rows`` and ``cols`` are required.  A clue is a list of block lengths (``[]`` or ``[0]`` for
an empty line); ``null`` inside a clue is a blotted (unknown) number.  ``goal`` rows use ``#``/``.``,
``saved`` rows ``#``/``x``/``?``; in colour puzzles each colour's character as ``colour_chars`` gives it
(its ``char`` unless that is reserved or taken) stands in for ``#``.  Colour puzzles list
their palette in ``colours`` (index 0 = background) and the colour index of every block in
``row_colours``/``col_colours``.  Readers ignore unknown keys.

>>> read('{"rows": [[1], []], "cols": [[1], []]}')[0].rows
((1,), ())
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..model import BLOTTED, Colour, Puzzle
from . import _detect, _json
from ._common import MAX_PUZZLES, fail, make_puzzle, picture_indexes, picture_rows, picture_text

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "meta", "goal", "saved", "colours", "extra", "blotted"})
VERSION = 1


@_json.positioned
def read(data: str | bytes) -> list[Puzzle]:
    doc = _json.load(data)
    if isinstance(doc, dict) and "puzzles" in doc:
        doc = doc["puzzles"]
    if isinstance(doc, list):
        items = _json.expect_list(doc, "puzzles", limit=MAX_PUZZLES)
        if not items:
            raise fail("the collection holds no puzzles")
        return [from_object(item, f"[{i}]") for i, item in enumerate(items)]
    return [from_object(doc, "")]


def from_object(doc: Any, path: str) -> Puzzle:
    """One puzzle object (see the module docstring) → ``Puzzle``."""
    obj = _json.expect_object(doc, path or "the document")
    version = obj.get("version", VERSION)
    if obj.get("format", "nonogram") == "nonogram" and version != VERSION:
        raise fail(f"{path}version: this program reads version {VERSION}, the file is version {version!r}")
    _json.require_keys(obj, ("rows", "cols"), path)
    rows = _json.expect_clues(obj["rows"], f"{path}rows", allow_null=True)
    cols = _json.expect_clues(obj["cols"], f"{path}cols", allow_null=True)
    meta: dict[str, Any] = {
        "title": _json.optional_str(obj, "title", "name"),
        "author": _json.optional_str(obj, "author", "by"),
        "copyright": _json.optional_str(obj, "copyright"),
        "license": _json.optional_str(obj, "license", "licence"),
    }
    for key in ("goal", "saved"):
        if obj.get(key) is not None:
            meta[key] = picture_rows(_json.text_rows(obj[key], path + key))
    if obj.get("colours"):
        meta["colours"] = tuple(
            _colour(c, f"{path}colours[{i}]") for i, c in enumerate(_json.expect_list(obj["colours"], f"{path}colours"))
        )
        for key, clues in (("row_colours", rows), ("col_colours", cols)):
            meta[key] = _block_colours(obj.get(key), clues, len(meta["colours"]), path + key)
    if obj.get("extra") is not None:
        extra = _json.expect_object(obj["extra"], path + "extra")
        meta["extra"] = tuple(
            (_json.expect_str(k, f"{path}extra"), _json.expect_str(v, f"{path}extra.{k}")) for k, v in extra.items()
        )
    return _model_pictures(make_puzzle(rows, cols, **meta), path)


def _model_pictures(puzzle: Puzzle, path: str) -> Puzzle:
    """A colour puzzle's ``goal``/``saved`` rows checked and in the model's characters (``colour_chars``;
    files written before that convention used each colour's ``char``, read the same way)."""
    if len(puzzle.colours) <= 2:
        return puzzle
    pictures: dict[str, Any] = {}
    for field in ("goal", "saved"):
        if getattr(puzzle, field) is not None:
            try:
                cells = picture_indexes(puzzle, field)
            except ValueError as error:
                raise fail(f"{path}{field}: {error}") from None
            if any(len(row) != puzzle.width for row in cells) or len(cells) != puzzle.height:
                raise fail(f"{path}{field}: expected {puzzle.height} rows of {puzzle.width} cells")
            pictures[field] = picture_text(cells, puzzle.colours, saved=field == "saved")
    return replace(puzzle, **pictures)


def _colour(value: Any, path: str) -> Colour:
    obj = _json.expect_object(value, path)
    return Colour(
        name=_json.expect_str(obj.get("name", ""), path + ".name"),
        rgb=_json.expect_str(obj.get("rgb", "000000"), path + ".rgb"),
        char=_json.expect_str(obj.get("char", "#"), path + ".char"),
    )


def _block_colours(value: Any, clues: list[Any], palette_size: int, path: str) -> tuple[tuple[int, ...], ...]:
    if value is None or value == []:
        return ()
    lines = _json.expect_list(value, path)
    if len(lines) != len(clues):
        raise fail(f"{path}: {len(lines)} lines, expected {len(clues)} like the clues")
    out = []
    for i, (line, clue) in enumerate(zip(lines, clues, strict=True)):
        indexes = [_json.expect_count(c, f"{path}[{i}]") for c in _json.expect_list(line, f"{path}[{i}]")]
        if len(indexes) != len(clue) or any(not 1 <= c < palette_size for c in indexes):
            raise fail(f"{path}[{i}]: expected one colour index (1..{palette_size - 1}) per block")
        out.append(tuple(indexes))
    return tuple(out)


def write(puzzles: Sequence[Puzzle]) -> str:
    """One object for one puzzle, a list for a collection."""
    objects = [to_object(p) for p in puzzles]
    return _json.dump(objects[0] if len(objects) == 1 else objects)


def to_object(puzzle: Puzzle) -> dict[str, Any]:
    obj: dict[str, Any] = {"format": "nonogram", "version": VERSION}
    for key in ("title", "author", "copyright", "license"):
        if getattr(puzzle, key):
            obj[key] = getattr(puzzle, key)
    obj["rows"] = [[None if n == BLOTTED else n for n in c] for c in puzzle.rows]
    obj["cols"] = [[None if n == BLOTTED else n for n in c] for c in puzzle.cols]
    if puzzle.goal is not None:
        obj["goal"] = list(puzzle.goal)
    if puzzle.saved is not None:
        obj["saved"] = list(puzzle.saved)
    if puzzle.colours:
        obj["colours"] = [{"name": c.name, "rgb": c.rgb, "char": c.char} for c in puzzle.colours]
    if puzzle.row_colours or puzzle.col_colours:
        obj["row_colours"] = [list(c) for c in puzzle.row_colours]
        obj["col_colours"] = [list(c) for c in puzzle.col_colours]
    if puzzle.extra:
        obj["extra"] = dict(puzzle.extra)
    return obj
