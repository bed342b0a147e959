"""A small mosaic for the browser tests (the packs.json mosaic contract, on a fixture of its own): a 20×20
ring cut into a 2×2 of 10×10 tiles, served by a route beside the site's packs (packs.json gets one
more entry; its pack file is made here), so the tests need no copy of the site."""

from __future__ import annotations

import json

PACK_ID = "mosaic-test-ring"
TITLE = "Quokka lantern"  # words the page never holds otherwise: finding them means they leaked
TILE_TITLE = "Wombat part"


def _ring(size: int = 20) -> list[str]:
    centre = (size - 1) / 2
    rows = []
    for r in range(size):
        row = ""
        for c in range(size):
            d = ((r - centre) ** 2 + (c - centre) ** 2) ** 0.5
            row += "#" if 6.2 <= d <= 8.8 or (r, c) in {(7, 7), (7, 12)} else "."
        rows.append(row)
    return rows


def _runs(line: str) -> list[int]:
    return [len(run) for run in line.split(".") if run] or [0]


def _tile(goal: list[str], n: int) -> dict:
    cols = ["".join(row[c] for row in goal) for c in range(len(goal[0]))]
    return {"format": "nonogram", "version": 1, "title": f"{TILE_TITLE} {n}", "author": "nonogram tests",
            "license": "MIT", "grade": "easy", "goal": goal,
            "rows": [_runs(row) for row in goal], "cols": [_runs(col) for col in cols]}


def tiles() -> list[dict]:
    """The four tiles, row by row (top left, top right, bottom left, bottom right)."""
    whole = _ring()
    quarters = [(0, 0), (0, 10), (10, 0), (10, 10)]
    return [_tile([row[c:c + 10] for row in whole[r:r + 10]], i + 1) for i, (r, c) in enumerate(quarters)]


def entry() -> dict:
    return {"id": PACK_ID, "file": f"{PACK_ID}.json", "name": "Mosaic: A test ring", "colour": False,
            "source": "nonogram", "count": 4,
            "puzzles": [{"width": 10, "height": 10, "grade": "easy"} for _ in range(4)],
            "mosaic": {"rows": 2, "cols": 2, "title": TITLE}}


def serve_mosaic(context) -> None:
    """Route the context's requests (the page's and its service worker's) so the site has the mosaic."""

    def index(route):
        data = route.fetch().json()
        data["packs"].append(entry())
        route.fulfill(json=data)

    context.route("**/pictures/packs.json", index)
    context.route(f"**/pictures/{PACK_ID}.json", lambda route: route.fulfill(json=tiles()))


def solved_progress(goal: list[str]) -> str:
    """A tile's saved progress, solved (what the player stores: '#' filled, 'x' crossed)."""
    return json.dumps({"cells": [row.replace(".", "x") for row in goal], "elapsedMs": 5000, "solved": True,
                       "revealed": False})
