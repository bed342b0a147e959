"""Asking the worker's protocol (``webapi.handle``) as the page does: one JSON request in, one reply out."""

from __future__ import annotations

import json

from nonogram_core.webapi import handle


def ask(kind: str, payload: object, request_id: object = 7) -> dict:
    """The reply to one request, which must carry the request's id back."""
    reply = json.loads(handle(json.dumps({"id": request_id, "kind": kind, "payload": payload})))
    assert reply["id"] == request_id
    return reply


def ok(kind: str, payload: dict) -> dict:
    """The result of a request that must succeed."""
    reply = ask(kind, payload)
    assert reply["ok"], reply
    return reply["result"]
