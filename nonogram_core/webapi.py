"""The web worker's entry point: one JSON request in, one JSON reply out.

The browser's worker (``web/solver/worker.js``) calls ``handle`` with the text of a request
``{"id", "kind", "payload"}`` and posts back what it returns: ``{"id", "ok": true, "result"}`` or
``{"id", "ok": false, "error": {"type", "message", "data"}}``.  Keeping the whole protocol here,
pure and synchronous, means every reply the page can receive is tested on CPython.

Kinds are looked up in ``HANDLERS`` -- a plain table, so other parts of the app (the editor) add
their own with ``HANDLERS["name"] = function``.  A handler takes the payload dict and returns a
JSON-ready dict; it raises ``PuzzleError`` (or ``ValueError``) for bad input, which becomes an
error reply with the exception's class name as ``type``.

On the wire a puzzle is ``{"rows": [[1, 2], []], "cols": [...], "title", "author", ...}`` (colour
puzzles add ``colours``, ``row_colours`` and ``col_colours``; a blotted number is ``null``) and a
player's grid is a list of row strings of ``#`` (filled; in a colour puzzle each colour's ``char``),
``x`` (crossed) and ``?`` (unknown): ``nonogram_core.wire`` has the details and the checks.

>>> import json
>>> request = {"id": 1, "kind": "load", "payload": {"text": "width 1\\nheight 1\\nrows\\n1\\ncolumns\\n1\\n"}}
>>> reply = json.loads(handle(json.dumps(request)))
>>> reply["ok"], reply["result"]["puzzles"][0]["rows"]
(True, [[1]])
>>> json.loads(handle('{"id": 2, "kind": "nope", "payload": {}}'))["error"]["type"]
'UnknownKind'
"""

from __future__ import annotations

import json
import re
import sys
import traceback
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from . import __version__
from .design import collection as design_collection
from .design import handlers as design_handlers
from .model import (
    Puzzle,
    PuzzleError,
    PuzzleFormatError,
    clues_as_typed,
    colour_grid_to_text,
    satisfies,
)
from .wire import check_size, grid_from_json, known_cells, picture_of, puzzle_from_json, puzzle_to_json

if TYPE_CHECKING:
    from .result import Result

Payload = dict[str, Any]
Handler = Callable[[Payload], Payload]


class UnknownKind(PuzzleError):  # noqa: N818 (the name is what the page sees as error.type)
    """A request kind that no handler answers."""


def _cells(cells: list[tuple[int, int]]) -> list[list[int]]:
    return [[r, c] for r, c in cells]


# ---------------------------------------------------------------------------------------------
# Handlers


def handle_ping(payload: Payload) -> Payload:
    """Versions, for the READY handshake and bug reports."""
    return {"package": __package__, "version": __version__, "python": sys.version.split()[0],
            "kinds": sorted(HANDLERS)}


def handle_load(payload: Payload) -> Payload:
    """File text (with its name) or a share code -> the puzzles it holds."""
    if payload.get("code"):
        puzzles = [_decode_share_code(str(payload["code"]))]
    else:
        text = payload.get("text")
        if not isinstance(text, str):
            raise PuzzleFormatError("nothing to load: give 'text' (a file's contents) or 'code'")
        puzzles = _read_text(text, str(payload.get("filename") or "puzzle"))
    if not puzzles:
        raise PuzzleFormatError("the file holds no puzzle")
    for puzzle in puzzles:
        check_size(puzzle)
    return {"puzzles": [puzzle_to_json(p) for p in puzzles]}


def _read_text(text: str, filename: str) -> list[Puzzle]:
    from .formats import read

    return list(read(text, filename=filename))


def _decode_share_code(code: str) -> Puzzle:
    """A share code (``formats.sharecode``; its partial grid becomes ``saved``) or a JSON puzzle."""
    from urllib.parse import unquote

    code = code.lstrip("#").strip()
    if unquote(code).lstrip().startswith("{"):
        return puzzle_from_json(_json_object(code))
    from .formats import sharecode

    puzzle, grid = sharecode.decode(code)
    if grid is not None:
        puzzle = replace(puzzle, saved=tuple(colour_grid_to_text(grid, puzzle)))
    return puzzle


def _json_object(text: str) -> Any:
    from urllib.parse import unquote

    try:
        return json.loads(unquote(text))
    except ValueError as error:
        raise PuzzleFormatError(f"the share link is not a puzzle code ({error})") from None


def handle_share(payload: Payload) -> Payload:
    """A share code for a puzzle, with the player's grid when ``payload["grid"]`` is given."""
    from .formats import sharecode

    puzzle = puzzle_from_json(payload.get("puzzle"))
    grid = grid_from_json(puzzle, payload["grid"]) if payload.get("grid") else None
    return {"code": sharecode.encode(puzzle, grid)}


def _solve(puzzle: Puzzle, payload: Payload) -> Result:
    from .solver import solve

    puzzle.check()
    return solve(puzzle, max_solutions=min(int(payload.get("max_solutions") or 2), 100), timeout=_timeout(payload))


def _timeout(payload: Payload) -> float | None:
    """The request's time limit in seconds; ``None`` (no limit) when it gives none."""
    timeout = payload.get("timeout")
    return float(timeout) if timeout else None


def handle_solve(payload: Payload) -> Payload:
    """Verdict, solutions, the logic-only grid and statistics."""
    puzzle = puzzle_from_json(payload.get("puzzle"))
    result = _solve(puzzle, payload)
    return {
        "status": result.status.value,
        "solutions": [list(s) for s in result.solutions],
        "grid": colour_grid_to_text(result.grid, puzzle) if result.grid else None,
        "differing_cells": _cells(result.differing_cells()),
        "line_unknown_cells": _cells(result.line_unknown_cells()),
        "elapsed_ms": round(result.elapsed_ms, 3),
        "stats": result.stats.as_dict(),
    }


def handle_check(payload: Payload) -> Payload:
    """Is the player's grid a solution?  If not, which of their marks no solution agrees with.

    Any grid whose coloured cells satisfy every clue counts as solved (crosses and unknowns are
    both background).  Otherwise a mark (a known colour, or a cross) is wrong when every solution the
    solver found disagrees with it: exact for unique puzzles; for ambiguous ones it is judged against
    the solutions found (``max_solutions``, default 2), so a mark another solution would allow may be
    reported.
    """
    puzzle = puzzle_from_json(payload.get("puzzle"))
    grid = grid_from_json(puzzle, payload.get("grid"))
    picture = picture_of(puzzle, grid)
    if satisfies(puzzle, picture):
        return {"solved": True, "status": None, "wrong": [], "unknown": 0,
                "differing_cells": [], "line_unknown_cells": []}
    result = _solve(puzzle, payload)
    solutions = result.solutions  # a mark is wrong when no solution found agrees with it
    known = known_cells(puzzle, grid)
    wrong = [[r, c] for (r, c), ch in known.items() if solutions and all(s[r][c] != ch for s in solutions)]
    return {
        "solved": False,
        "status": result.status.value,
        "wrong": wrong,
        "unknown": puzzle.width * puzzle.height - len(known),
        "differing_cells": _cells(result.differing_cells()),
        "line_unknown_cells": _cells(result.line_unknown_cells()),
    }


def handle_hint(payload: Payload) -> Payload:
    """The next deduction a person can make from the player's grid (mistakes come first)."""
    puzzle = puzzle_from_json(payload.get("puzzle"))
    grid = grid_from_json(puzzle, payload.get("grid"))
    puzzle.check()
    from .hints import next_hint

    return dict(next_hint(puzzle, grid).as_dict())


def handle_analyse(payload: Payload) -> Payload:
    """Difficulty grade (the hints engine's replay, every kind of puzzle) plus the solver's verdict and effort."""
    from .hints import grade

    puzzle = puzzle_from_json(payload.get("puzzle"))
    result = _solve(puzzle, payload)
    graded = grade(puzzle, timeout=_timeout(payload)).as_dict()
    return {"status": result.status.value, "stats": result.stats.as_dict(),
            "elapsed_ms": round(result.elapsed_ms, 3), "line_unknown": len(result.line_unknown_cells()),
            "grade": graded}


def handle_generate(payload: Payload) -> Payload:
    """A new puzzle (``nonogram_core.generate``): ``width``, ``height``, ``difficulty``, ``seed``, ``style``,
    ``colours`` (ink colours, 1 = black and white, the default; as ``nonogram generate --colours``).

    The reply carries the puzzle (goal included), the ``seed`` that makes it again and its ``grade``.
    The daily puzzle is this with the date as the seed (``web/library/daily.js``).
    """
    from .generate import generate

    numbers = [payload.get(key, default) for key, default in (("width", 15), ("height", 15), ("colours", 1))]
    seed = payload.get("seed")
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in numbers) or not (
        seed is None or (isinstance(seed, int) and not isinstance(seed, bool))
    ):
        raise PuzzleFormatError("'width', 'height', 'colours' and 'seed' must be whole numbers")
    puzzle = generate(numbers[0], numbers[1], str(payload.get("difficulty") or "medium"), colours=numbers[2],
                      seed=seed, style=str(payload.get("style") or "picture"))
    extra = dict(puzzle.extra)
    return {"puzzle": puzzle_to_json(puzzle), "seed": int(extra["seed"]), "grade": extra["grade"]}


def handle_paste(payload: Payload) -> Payload:
    """Pasted text of any format the command line reads (Pattern game IDs too), or a share link
    (``format`` ``share``) -> its puzzles.

    ``{"text": "5x5:1/1/5/1/1/1/1/5/1/1"}`` -> ``{"format": "pattern", "puzzles": [wire puzzle, ...],
    "problems": [[sentence, ...], ...]}`` (each puzzle's ``Puzzle.problems``: clues that cannot fit, totals
    that differ; the clues come back as typed, one too long for its line included, so the view shows
    them and marks that line).  Text nothing reads is an error reply whose message is one line saying why.
    """
    from .formats import detect, read

    text = payload.get("text")
    if not isinstance(text, str) or not text.strip():
        raise PuzzleFormatError("nothing to read: paste the text of a puzzle file, or a Pattern game ID")
    name = str(payload.get("filename") or "") or None
    code = re.fullmatch(r"\s*(?:\S*#)?([123][A-Za-z0-9_-]{8,})\s*", text)  # a share link or its code
    if code:
        try:
            puzzle = _decode_share_code(code.group(1))
        except PuzzleError:
            pass  # not a share code after all: read it as a file
        else:
            check_size(puzzle)
            return {"format": "share", "puzzles": [puzzle_to_json(puzzle)], "problems": [puzzle.problems()]}
    with clues_as_typed():  # a clue too long for its line comes back, for the view to mark and mend
        puzzles = read(text, filename=name)
    for puzzle in puzzles:
        check_size(puzzle)
    try:
        fmt = detect(text, name)
    except PuzzleFormatError:  # read by its extension's format alone
        fmt = None
    return {"format": fmt, "puzzles": [puzzle_to_json(p) for p in puzzles],
            "problems": [p.problems() for p in puzzles]}


def handle_enter(payload: Payload) -> Payload:
    """The "Enter a puzzle" view's text areas -> the puzzle and every problem, line by line.

    ``{"rows": "3\\n1 1", "cols": "...", "palette": [{"key": "r", "name": "red", "rgb": "E02020"}]}`` ->
    ``{"puzzle": wire puzzle or null, "problems": [{"side": "rows"|"cols"|"", "line": 2, "column": 3 or
    null, "message": "Row 2: 5 2 needs 8 cells, the row has 7"}]}`` (``entry.check_entry``; the puzzle is
    null while a line does not read, and comes with problems such as totals that differ).
    """
    from .entry import check_entry
    from .model import Colour

    rows, cols = payload.get("rows", ""), payload.get("cols", "")
    if not isinstance(rows, str) or not isinstance(cols, str):
        raise PuzzleFormatError("'rows' and 'cols' are the text of the two text areas")
    palette = {}
    for entry in payload.get("palette") or []:
        if not isinstance(entry, dict) or not isinstance(entry.get("key"), str) or not entry["key"].isalpha():
            raise PuzzleFormatError("a palette entry is {key: letters, name, rgb}")
        palette[entry["key"]] = Colour(str(entry.get("name") or entry["key"]), str(entry.get("rgb") or "000000"),
                                       entry["key"] if len(entry["key"]) == 1 else "")
    found = check_entry(rows, cols, palette)
    return {"puzzle": puzzle_to_json(found.puzzle) if found.puzzle else None,
            "problems": [problem.as_dict() for problem in found.problems]}


def handle_typos(payload: Payload) -> Payload:
    """A puzzle whose clues have no solution -> the single edits that give exactly one (``typos``).

    ``{"puzzle": wire puzzle, "limit": 10, "timeout": 8}`` -> ``{"status": "none", "suggestions": [{"line":
    "row 4", "axis": "row", "index": 3, "clue": "3 1", "numbers": [3, 1], "was": "3 2", "kind":
    "changed", "colours": [1, 2]}], "complete": true, "checked": 42, "elapsed_ms": 310.0}``: ``clue`` and
    ``was`` as the page's ``data-clue`` writes them (numbers separated by single spaces, ``0`` if
    empty), ``index`` 0-based, ``colours`` the corrected clue's block colours (empty in black and white).
    ``status`` is the verdict of the clues as given: only ``none`` gets suggestions.
    """
    from .typos import DEFAULT_LIMIT, DEFAULT_TIMEOUT, find_typos

    with clues_as_typed():  # clues as the person typed them, one too long for its line included
        puzzle = puzzle_from_json(payload.get("puzzle"))
    limit = payload.get("limit", DEFAULT_LIMIT)
    if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= 100:
        raise PuzzleFormatError("'limit' must be a whole number from 1 to 100")
    found = find_typos(puzzle, limit=limit, timeout=_timeout(payload) or DEFAULT_TIMEOUT * 1.6)
    return {
        "status": found.status.value,
        "suggestions": [{"line": t.line, "axis": t.axis, "index": t.index, "clue": _data_clue(t.clue),
                         "numbers": list(t.clue), "was": _data_clue(t.was), "kind": t.kind, "colours": list(t.colours)}
                        for t in found.suggestions],
        "complete": found.complete,
        "checked": found.checked,
        "elapsed_ms": round(found.elapsed_ms, 3),
    }


def _data_clue(clue: tuple[int, ...]) -> str:
    """A clue as the page's ``data-clue`` holds it: numbers separated by single spaces, ``0`` if empty."""
    return " ".join(map(str, clue)) or "0"


HANDLERS: dict[str, Handler] = {
    "ping": handle_ping,
    "load": handle_load,
    "share": handle_share,
    "solve": handle_solve,
    "check": handle_check,
    "hint": handle_hint,
    "analyse": handle_analyse,
    "generate": handle_generate,
    "paste": handle_paste,
    "enter": handle_enter,
    "typos": handle_typos,
    **design_handlers.HANDLERS,  # the editor's kinds: design_check, suggest, grade, design_export, ...
    **design_collection.HANDLERS,  # collection_export: several drafts as one .nonpack or XML puzzle set
}
"""Request kind -> handler.  Add kinds by assigning into this table."""


# ---------------------------------------------------------------------------------------------
# The entry point


def handle(request: str) -> str:
    """Answer one JSON request with one JSON reply; never raises."""
    request_id = None
    try:
        message = json.loads(request)
        if not isinstance(message, dict):
            raise PuzzleFormatError("a request must be a JSON object {id, kind, payload}")
        request_id = message.get("id")
        kind = message.get("kind")
        handler = HANDLERS.get(kind) if isinstance(kind, str) else None
        if handler is None:
            raise UnknownKind(f"unknown request kind {kind!r}; known: {', '.join(sorted(HANDLERS))}")
        payload = message.get("payload") or {}
        if not isinstance(payload, dict):
            raise PuzzleFormatError("'payload' must be an object")
        return json.dumps({"id": request_id, "ok": True, "result": handler(payload)})
    except (PuzzleError, ValueError) as error:
        return _error(request_id, error)
    except RecursionError as error:
        return _error(request_id, error, "the puzzle is too large for this browser")
    except Exception as error:  # a bug: say so rather than leave the page waiting forever
        return _error(request_id, error, data={"traceback": traceback.format_exc(limit=8)})


def _error(request_id: Any, error: BaseException, message: str | None = None, data: Any = None) -> str:
    if data is None and isinstance(error, PuzzleFormatError):
        data = {"file": error.file, "line": error.line, "column": error.column}
    body = {"type": type(error).__name__, "message": message or str(error) or type(error).__name__,
            "data": data}
    return json.dumps({"id": request_id, "ok": False, "error": body})
