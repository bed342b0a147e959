"""The editor's collections: several drafts written as one file (``collection_export``).

A collection file holds many puzzles (``.nonpack``, an XML puzzle set, ...): the editor gathers
drafts into one, shows each one's verdict first (``design_check``), then asks for the file here.
Each puzzle keeps its picture as the goal, its palette and its metadata; a format that cannot hold
them all (black-and-white only, or one puzzle a file) is refused with the reason, never truncated.

>>> reply = export_collection({"format": "nonpack", "puzzles": [
...     {"picture": ["#."], "title": "A"}, {"picture": ["##"], "title": "B"}]})
>>> reply["extension"], reply["count"], reply["text"].count("title")
('.nonpack', 2, 2)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..model import Puzzle, PuzzleError
from .palette import Design

Payload = dict[str, Any]

COLLECTION_FORMATS = ("nonpack", "xml")
"""The formats that hold many puzzles, each with its goal, palette and metadata (the editor offers them)."""
MAX_PUZZLES = 500


def collection_puzzles(payload: Payload) -> list[Puzzle]:
    """The payload's ``puzzles`` (each ``{picture, colours?, title?, author?, license?, copyright?}``)."""
    from ..wire import text_fields

    items = payload.get("puzzles")
    if not isinstance(items, list) or not items:
        raise PuzzleError("a collection needs at least one puzzle")
    if len(items) > MAX_PUZZLES:
        raise PuzzleError(f"a collection holds at most {MAX_PUZZLES} puzzles; this one has {len(items)}")
    puzzles = []
    for number, item in enumerate(items, 1):
        if not isinstance(item, dict):
            raise PuzzleError(f"puzzle {number} of the collection is not an object")
        try:
            design = Design.of(item.get("picture") or (), item.get("colours") or None, **text_fields(item))
        except PuzzleError as error:
            raise PuzzleError(f"puzzle {number} ({item.get('title') or 'untitled'}): {error}") from None
        puzzles.append(design.puzzle)
    return puzzles


def export_collection(payload: Payload, cancel: Callable[[], bool] | None = None) -> Payload:
    """The puzzles written as one file in ``format`` (``nonpack`` or ``xml``)."""
    from ..formats import extension_for, write

    fmt = str(payload.get("format", "nonpack"))
    if fmt not in COLLECTION_FORMATS:
        raise PuzzleError(f"a collection is written as {' or '.join(COLLECTION_FORMATS)}, not {fmt!r}")
    puzzles = collection_puzzles(payload)
    try:
        text = write(puzzles, fmt)
    except ValueError as error:
        raise PuzzleError(f"the {fmt} format cannot hold this collection: {error}") from None
    return {"format": fmt, "extension": extension_for(fmt), "encoding": "utf-8", "text": text, "count": len(puzzles)}


HANDLERS: dict[str, Callable[..., Payload]] = {"collection_export": export_collection}
"""The collection kinds, for ``webapi.HANDLERS`` to include."""
