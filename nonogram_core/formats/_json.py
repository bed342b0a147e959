"""Shared JSON plumbing for the JSON dialects: parsing with positions, typed field access.

Errors inside the document name the JSON path (``rows[3][1]``) since values carry no line numbers;
syntax errors carry the line and column ``json`` reports.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import wraps
from typing import Any

from ..model import BLOTTED, MAX_SIDE, Clue, Puzzle, PuzzleFormatError
from ._common import clue_from_numbers, fail, shorten, to_text

_SURROGATE = re.compile("[\ud800-\udfff]")
MAX_VALUES = 1_500_000
"""Most lists, objects and list items a JSON puzzle file may hold (the worst 500×500 colour puzzle
in nonogram-rs pairs needs 1.5 million; real ones far fewer); checked by counting before parsing."""

_last: list[Any] = [None, None, None]
"""The last text ``load`` parsed, its document and its failure (``fail``'s arguments, or ``None``)."""


def load(data: str | bytes) -> Any:
    """Parse JSON text; every failure becomes a ``PuzzleFormatError`` with line and column.

    The last text's answer (document or failure) is remembered, by identity: every JSON dialect's
    detector asks (``_detect.json_document``) and then the reader does, about the same text.  A
    failure is kept as ``fail``'s arguments so that each caller gets an error of its own to add a
    file name to.
    """
    text = to_text(data)
    if _last[0] is not text:
        _last[:] = [text, *_parse(text)]
    if _last[2] is not None:
        raise fail(*_last[2])
    return _last[1]


def _parse(text: str) -> tuple[Any, tuple[str, int | None, int | None] | None]:
    """The document in ``text`` and ``None``, or ``None`` and what ``fail`` should say."""
    values = text.count("[") + text.count("{") + text.count(",")
    if values > MAX_VALUES:
        return None, (f"the JSON holds about {values} values; the limit is {MAX_VALUES}", None, None)
    try:
        return json.loads(text), None
    except json.JSONDecodeError as error:
        return None, (f"invalid JSON: {error.msg}", error.lineno, error.colno)
    except RecursionError:
        return None, ("invalid JSON: nested too deeply", None, None)
    except ValueError as error:  # e.g. a number with thousands of digits
        return None, (f"invalid JSON: {shorten(str(error), 80)}", None, None)


_STEP = re.compile(r"\[(\d+)\]|([A-Za-z_][A-Za-z0-9_]*)|\.")
_SPACE = re.compile(r"[ \t\n\r]*")


def positioned(read: Callable[[str | bytes], list[Puzzle]]) -> Callable[[str | bytes], list[Puzzle]]:
    """Decorate a JSON dialect's ``read`` so errors naming a JSON path (``rows[3][1]: …``) also
    carry the line and column where that value starts in the text."""

    @wraps(read)
    def wrapper(data: str | bytes) -> list[Puzzle]:
        try:
            return read(data)
        except PuzzleFormatError as error:
            if error.line is None:
                path = error.message.split(": ", 1)[0] if ": " in error.message else ""
                where = locate(to_text(data), path)
                if where is not None:
                    error.line, error.column = where
            raise

    return wrapper


def locate(text: str, path: str) -> tuple[int, int] | None:
    """Line and column of the value at ``path`` (``[0]rows[3]``, ``extra.source``), or ``None``.

    >>> locate('{"rows": [[1],\\n  [2, 3]]}', "rows[1][1]")
    (2, 7)
    """
    matches = list(_STEP.finditer(path))
    steps = [int(m.group(1)) if m.group(1) else m.group(2) for m in matches if m.group(1) or m.group(2)]
    if "".join(m.group() for m in matches) != path or not steps:
        return None
    try:
        at = _value_start(text, steps)
    except (ValueError, IndexError, RecursionError):
        return None
    return text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at)


def _value_start(text: str, steps: list[int | str]) -> int:
    """Offset where the value at ``steps`` starts; ``ValueError`` (or ``IndexError`` at the end of
    the text) when the text does not have that shape."""
    decoder = json.JSONDecoder()

    def skip_space(at: int) -> int:
        return _SPACE.match(text, at).end()  # type: ignore[union-attr]  # it matches "" at worst

    def past(char: str, at: int) -> int:
        if text[at] != char:
            raise ValueError(f"expected {char!r} at {at}")
        return skip_space(at + 1)

    def past_value(at: int) -> int:
        return skip_space(decoder.raw_decode(text, at)[1])

    at = skip_space(0)
    for step in steps:
        if isinstance(step, int):
            at = past("[", at)
            for _ in range(step):
                at = past(",", past_value(at))
            continue
        at = past("{", at)
        while True:
            key, at = decoder.raw_decode(text, at)
            at = past(":", skip_space(at))
            if key == step:
                break
            at = past(",", past_value(at))
    return at


def expect_object(value: Any, path: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise fail(f"{path}: expected a JSON object, found {_kind(value)}")
    return value


def require_keys(obj: dict[str, Any], keys: tuple[str, ...], path: str = "") -> None:
    """Fail naming the first of ``keys`` missing from ``obj`` (the object at ``path``)."""
    for key in keys:
        if key not in obj:
            raise fail(f"{path}: missing {key!r}" if path else f"missing {key!r}")


def expect_list(value: Any, path: str, *, limit: int = MAX_SIDE) -> list[Any]:
    if not isinstance(value, list):
        raise fail(f"{path}: expected a list, found {_kind(value)}")
    if len(value) > limit:
        raise fail(f"{path}: {len(value)} entries is more than the limit of {limit}")
    return value


def expect_str(value: Any, path: str) -> str:
    if not isinstance(value, str):
        raise fail(f"{path}: expected a string, found {_kind(value)}")
    if not value.isascii() and _SURROGATE.search(value):
        raise fail(f"{path}: the string holds an unpaired surrogate escape (\\ud800–\\udfff)")
    return value


def expect_count(value: Any, path: str, *, allow_null: bool = False) -> int:
    """A block length 0..MAX_SIDE (``null`` → ``BLOTTED`` when allowed)."""
    if value is None and allow_null:
        return BLOTTED
    if isinstance(value, bool) or not isinstance(value, int):
        raise fail(f"{path}: expected a block length (a whole number), found {_kind(value)}")
    if value < 0:
        raise fail(f"{path}: a block length cannot be negative, found {shorten(str(value))}")
    if value > MAX_SIDE:
        raise fail(f"{path}: block length {shorten(str(value))} is outside 0..{MAX_SIDE}")
    return value


def expect_clue(value: Any, path: str, *, allow_null: bool = False) -> Clue:
    """A clue as a list of numbers; ``[]`` or ``[0]`` is an empty line."""
    items = expect_list(value, path)
    numbers = [expect_count(n, f"{path}[{i}]", allow_null=allow_null) for i, n in enumerate(items)]
    try:
        return clue_from_numbers(numbers)
    except Exception:
        raise fail(f"{path}: a block length of 0 is only allowed alone, meaning an empty line") from None


def expect_clues(value: Any, path: str, *, allow_null: bool = False) -> list[Clue]:
    """A list of clues (``expect_clue`` each)."""
    return [expect_clue(c, f"{path}[{i}]", allow_null=allow_null) for i, c in enumerate(expect_list(value, path))]


def text_rows(value: Any, path: str) -> list[str]:
    rows = expect_list(value, path)
    return [expect_str(row, f"{path}[{i}]") for i, row in enumerate(rows)]


def optional_str(obj: dict[str, Any], *keys: str) -> str:
    for key in keys:
        if key in obj and obj[key] is not None:
            return expect_str(obj[key], key)
    return ""


def dump(obj: Any) -> str:
    """Readable JSON as people write these files: one key per line, one clue (or row) per line.

    >>> print(dump({"rows": [[1], []], "title": "t"}), end="")
    {
     "rows": [
      [1],
      []
     ],
     "title": "t"
    }
    """
    if isinstance(obj, list):
        return "[\n" + ",\n".join(dump(item).rstrip("\n") for item in obj) + "\n]\n"
    lines = [f" {json.dumps(key, ensure_ascii=False)}: {_value(value)}" for key, value in obj.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def _value(value: Any) -> str:
    if isinstance(value, list) and value and all(isinstance(v, (list, str, dict)) for v in value):
        items = ",\n  ".join(json.dumps(v, ensure_ascii=False, separators=(", ", ": ")) for v in value)
        return "[\n  " + items + "\n ]"
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, float):
        return f"the number {shorten(repr(value))}"
    return {dict: "an object", list: "a list", str: "a string", int: "a number", float: "a number"}.get(
        type(value), type(value).__name__
    )
