"""The editor's worker kinds: JSON-shaped payload in, JSON-shaped answer out (pure; testable on CPython).

``nonogram_core.webapi`` maps request kinds to these functions.  Payloads carry a design as
``picture`` (rows of ``#``/``.``, or of a palette's characters with ``colours``: see ``design.palette``)
plus optional metadata; bad input raises ``PuzzleError`` with a
sentence the page can show as it is.  ``formats`` and ``hints`` are imported when first called,
as ``webapi`` does, so importing the worker's handlers stays cheap on CPython.  They are always
there: the wheel holds the whole package, the worker's snapshot imports both (``SNAPSHOT_IMPORTS``
in build_wheel.py), and ``webapi``'s own kinds (load, share, hint) import them unguarded.

>>> design_check({"picture": ["#.", ".#"]})["verdict"]
'multiple'
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from typing import Any

from ..model import Puzzle, PuzzleError
from ..wire import puzzle_from_json, puzzle_to_json, text_fields
from .check import check_clues, check_drawn
from .fixup import LINE_SOLVABLE, UNIQUE
from .palette import Design
from .suggest import DEFAULT_MAX_FLIPS, suggest_line_solvable, suggest_unique

CLUE_KEYS = ("rows", "cols", "colours", "row_colours", "col_colours")
"""The keys of a puzzle known by its clues: the wire form (``nonogram_core.wire``), colour and blotted included."""

Payload = dict[str, Any]
Cancel = Callable[[], bool] | None

DEFAULT_CHECK_TIMEOUT_S = 10.0


def design_check(payload: Payload, cancel: Cancel = None) -> Payload:
    """Verdict, ambiguous cells and line-logic stall cells of a drawn picture.

    With ``rows``/``cols`` clues instead of a picture, the solver supplies the picture (this is
    how an existing puzzle known only by its clues is opened in the editor).
    """
    timeout = float(payload.get("timeout", DEFAULT_CHECK_TIMEOUT_S))
    if "picture" in payload:
        design = Design.of(payload["picture"], payload.get("colours") or None)
        check = check_drawn(design, timeout=timeout, cancel=cancel)
        puzzle = design.puzzle
    else:
        puzzle = _puzzle_from_clues(payload)
        check = check_clues(puzzle, timeout=timeout, cancel=cancel)
    wire = puzzle_to_json(puzzle)  # the clues as every kind sends them (a blotted number is null)
    return {**check.as_dict(), **{key: wire[key] for key in ("rows", "cols", "row_colours", "col_colours")}}


def suggest(payload: Payload, cancel: Cancel = None) -> Payload:
    """Small sets of flips that make the design unique (``goal="unique"``) or line-solvable."""
    goal = payload.get("goal", UNIQUE)
    finder = {UNIQUE: suggest_unique, LINE_SOLVABLE: suggest_line_solvable}.get(goal)
    if finder is None:
        raise PuzzleError(f"unknown suggestion goal {goal!r}; use {UNIQUE!r} or {LINE_SOLVABLE!r}")
    found = finder(
        payload["picture"],
        colours=payload.get("colours") or None,
        max_suggestions=int(payload.get("max_suggestions", 3)),
        max_flips=int(payload.get("max_flips", DEFAULT_MAX_FLIPS)),
        budget_s=float(payload.get("budget_s", 10.0)),
        cancel=cancel,
    )
    return {"goal": goal, "suggestions": [s.as_dict() for s in found]}


def grade(payload: Payload, cancel: Cancel = None) -> Payload:
    """How a person would solve the design: the hint engine's grade (``Grade.as_dict``)."""
    from ..hints import grade as grade_puzzle

    puzzle = design_puzzle(payload)
    timeout = float(payload.get("timeout", DEFAULT_CHECK_TIMEOUT_S))
    return dict(grade_puzzle(puzzle, timeout=timeout, cancel=cancel).as_dict())


def export(payload: Payload, cancel: Cancel = None) -> Payload:
    """The design written in ``format`` (any the core writes); share codes are webapi's ``share`` kind.

    Binary formats come back base64-encoded (``encoding: "base64"``) so the reply stays JSON.
    """
    from ..formats import extension_for, write

    puzzle = design_puzzle(payload)
    fmt = str(payload.get("format", "non"))
    output = write(puzzle, fmt)
    extension = extension_for(fmt)
    if isinstance(output, bytes):
        return {"format": fmt, "extension": extension, "encoding": "base64",
                "text": base64.b64encode(output).decode("ascii")}
    return {"format": fmt, "extension": extension, "encoding": "utf-8", "text": output}


COLOUR_FORMATS = frozenset({"json", "nonogram-rs", "non", "nonpack", "g", "xml", "pynogram", "nonogrid", "png",
                            "clues"})
"""The formats whose writers hold a colour design (tests/design/test_colour_design.py writes a colour
design in each and reads it back, and checks that every other writer refuses one)."""


def formats(payload: Payload, cancel: Cancel = None) -> Payload:
    """The formats ``export`` can write, as ``[{name, extension, colour, reason}]``: every format but the
    read-only ones (``formats._detect.READ_ONLY``; tests/design/test_handlers_formats.py checks), so the
    answer comes from the detection table's names and extensions and imports none of the readers.
    ``colour`` says whether a format holds a colour design, and ``reason`` why not (``null`` when it does)."""
    from ..formats import FORMATS, extension_for
    from ..formats._detect import READ_ONLY

    return {"formats": [
        {"name": name, "extension": extension_for(name), "colour": name in COLOUR_FORMATS,
         "reason": None if name in COLOUR_FORMATS else f"the {name} format holds only black-and-white puzzles"}
        for name in FORMATS if name not in READ_ONLY
    ]}


def design_puzzle(payload: Payload) -> Puzzle:
    """The puzzle of a payload's ``picture`` (and ``colours``) with its metadata; the picture is the goal."""
    return Design.of(payload.get("picture") or (), payload.get("colours") or None, **text_fields(payload)).puzzle


def _puzzle_from_clues(payload: Payload) -> Puzzle:
    """The puzzle of a payload's clues, read as every other kind reads a puzzle (``wire.puzzle_from_json``:
    ``null`` blotted, ``[0]`` or ``[]`` an empty line, whole numbers only, at most ``MAX_SIDE`` lines)."""
    if not all(isinstance(payload.get(key), list) for key in ("rows", "cols")):
        raise PuzzleError("a design needs a picture, or row and column clues as lists of numbers")
    return puzzle_from_json({key: payload.get(key) for key in CLUE_KEYS})


HANDLERS: dict[str, Callable[..., Payload]] = {
    "design_check": design_check,
    "suggest": suggest,
    "grade": grade,
    "design_export": export,
    "design_formats": formats,
}
"""The editor's kinds, for ``webapi.HANDLERS`` to include."""
