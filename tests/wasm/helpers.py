"""What the Pyodide tests share: the answers one module got from Pyodide, and a reply without what
may differ between CPython and Pyodide."""

from __future__ import annotations

from typing import NamedTuple


class Answers(NamedTuple):
    """What one module asked Pyodide, the replies in the same order, and the run's ``info``
    (``python``, ``where`` the package was imported from, ``loadMs``, ``pyodide``)."""

    requests: list[dict]
    replies: list[dict]
    info: dict


def comparable(reply: dict) -> dict:
    """A webapi reply without what may differ between CPython and Pyodide: times and statistics."""
    reply = dict(reply)
    reply.pop("wall_ms", None)
    result = reply.get("result")
    if isinstance(result, dict):
        reply["result"] = {k: v for k, v in result.items() if k not in ("elapsed_ms", "python", "stats")}
    return reply
