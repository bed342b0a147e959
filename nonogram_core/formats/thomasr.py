"""ThomasR/nonogram-solver's JSON: ``{"rows": [...], "columns": [...], "content": [...]}``.

``[0]`` is an empty line.  The optional ``content`` is the grid, row by row in one flat list:
``1`` filled, ``-1`` empty, ``0`` unknown; we keep it as the puzzle's ``saved`` partial grid.

>>> read('{"rows": [[1], [0]], "columns": [[1], [0]], "content": [1, 0, 0, -1]}')[0].saved
('#?', '?x')
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model import Puzzle
from . import _detect, _json
from ._common import fail, make_puzzle, one_puzzle, require_black_and_white

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "saved"})
_CELL = {1: "#", -1: "x", 0: "?"}


@_json.positioned
def read(data: str | bytes) -> list[Puzzle]:
    doc = _json.expect_object(_json.load(data), "the document")
    _json.require_keys(doc, ("rows", "columns"))
    rows = _json.expect_clues(doc["rows"], "rows")
    cols = _json.expect_clues(doc["columns"], "columns")
    saved = None
    if doc.get("content") is not None:
        content = _json.expect_list(doc["content"], "content", limit=len(rows) * len(cols))
        if len(content) != len(rows) * len(cols) or any(isinstance(v, bool) or v not in _CELL for v in content):
            raise fail(f"content: expected {len(rows) * len(cols)} cells, each -1, 0 or 1")
        cells = "".join(_CELL[v] for v in content)
        saved = tuple(cells[r * len(cols) : (r + 1) * len(cols)] for r in range(len(rows)))
    return [make_puzzle(rows, cols, saved=saved)]


def write(puzzles: Sequence[Puzzle]) -> str:
    puzzle = one_puzzle(puzzles, NAME)
    require_black_and_white(puzzle, NAME)
    doc: dict[str, object] = {
        "rows": [list(c) or [0] for c in puzzle.rows],
        "columns": [list(c) or [0] for c in puzzle.cols],
    }
    if puzzle.saved is not None:
        back = {v: k for k, v in _CELL.items()}
        doc["content"] = [back[ch] for row in puzzle.saved for ch in row]
    return _json.dump(doc)
