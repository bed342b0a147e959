"""davidje13/Nonogram's JSON: ``{"rows": [...], "cols": [...]}`` or ``{"image": ["## #", ...]}``.

Clue lists are lists of block lengths.  davidje13 allows ``null`` for a line whose clue is unknown;
our model has no such line (every line has a clue, though single numbers may be blotted), so such
a file raises ``UnsupportedFeatureError`` (a ``PuzzleFormatError`` and ``UnsupportedPuzzleError``).
An ``image`` is text art: ``#`` (or any character other than space, ``.``, ``-``, ``_``, ``0``)
is a filled cell; the clues are computed from it and it becomes the ``goal``.

>>> read('{"image": ["# ", "##"]}')[0].cols
((2,), (1,))
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Puzzle
from . import _detect, _json
from ._common import (
    UnsupportedFeatureError,
    clues_from_picture,
    fail,
    make_puzzle,
    one_puzzle,
    picture_rows,
    require_black_and_white,
)

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues"})
EMPTY_CHARS = " .-_0"


@_json.positioned
def read(data: str | bytes) -> list[Puzzle]:
    doc = _json.expect_object(_json.load(data), "the document")
    extra = tuple((k, v) for k, v in doc.items() if k in ("source", "name", "author") and isinstance(v, str))
    if "image" in doc:
        image = _json.text_rows(doc["image"], "image")
        if not image:
            raise fail("image: expected at least one row")
        width = max(len(row) for row in image)
        picture = picture_rows(["".join("." if ch in EMPTY_CHARS else "#" for ch in row.ljust(width)) for row in image])
        rows, cols = clues_from_picture(picture)
        return [make_puzzle(rows, cols, goal=picture, extra=extra)]
    _json.require_keys(doc, ("rows", "cols"))
    clues = {}
    for key in ("rows", "cols"):
        lines = _json.expect_list(doc[key], key)
        for i, line in enumerate(lines):
            if line is None:
                raise UnsupportedFeatureError(
                    f"{key}[{i}]: a whole line's clue is unknown (null), which is not supported"
                )
        clues[key] = _json.expect_clues(lines, key)
    return [make_puzzle(clues["rows"], clues["cols"], extra=extra)]


def write(puzzles: Sequence[Puzzle]) -> str:
    puzzle = one_puzzle(puzzles, NAME)
    require_black_and_white(puzzle, NAME)
    return _json.dump({"cols": [list(c) for c in puzzle.cols], "rows": [list(c) for c in puzzle.rows]})
