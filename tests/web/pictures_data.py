"""The picture packs the site ships (web/pictures/, made by scripts/make_pictures.py), read from
disk so the browser tests work with whatever packs the pipeline produced, and a painter that
plays a picture's goal through the page's contract (palette radios, grid cells)."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from tests.browser import wait_for

ROOT = Path(__file__).resolve().parents[2]
PICTURES = ROOT / "web" / "pictures"
INDEX_HTML = (ROOT / "web" / "index.html").read_text(encoding="utf-8")


@cache
def index() -> dict:
    path = PICTURES / "packs.json"
    if not path.exists():
        pytest.skip("web/pictures/packs.json is absent: the picture packs are built by scripts/make_pictures.py")
    return json.loads(path.read_text(encoding="utf-8"))


@cache
def pack(pack_id: str) -> list[dict]:
    entry = next(p for p in index()["packs"] if p["id"] == pack_id)
    return json.loads((PICTURES / entry["file"]).read_text(encoding="utf-8"))


def every_picture():
    """(pack entry, 1-based n, puzzle) for every picture, in packs.json order."""
    for entry in index()["packs"]:
        for n, puzzle in enumerate(pack(entry["id"]), 1):
            yield entry, n, puzzle


def inked(puzzle: dict) -> int:
    return sum(len(row) - row.count(".") for row in puzzle["goal"])


def title_occurs(title: str, text: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(title)}(?!\w)", text, re.IGNORECASE) is not None


def small_picture(colour: bool | None = None, *, skip: int = 0) -> tuple[dict, int, dict]:
    """A quick picture to paint: of the first packs (of that ink), the one with the fewest inked cells
    among those up to 20×20, whose title the page's own text never contains (so finding it in
    the page means it leaked)."""
    choices = [
        (inked(p), i, entry, n, p) for i, (entry, n, p) in enumerate(every_picture())
        if (colour is None or entry["colour"] == colour) and max(len(p["rows"]), len(p["cols"])) <= 20
        and not entry.get("mosaic")  # a mosaic's tile is never named, and its page is a board
        and p.get("title") and not title_occurs(p["title"], INDEX_HTML)
    ]
    if len(choices) <= skip:
        kind = {True: "colour ", False: "black-and-white ", None: ""}[colour]
        pytest.skip(f"fewer than {skip + 1} {kind}pictures up to 20×20 ship")
    _, _, entry, n, puzzle = sorted(choices, key=lambda c: c[:2])[skip]
    return entry, n, puzzle


def cell(page, r: int, c: int):
    return page.locator(f'[role="gridcell"][aria-rowindex="{r + 1}"][aria-colindex="{c + 1}"]')


def paint(page, puzzle: dict, *, upto: int | None = None) -> None:
    """Fill the goal's cells (each colour after choosing its palette radio); `upto` stops early."""
    colours = puzzle.get("colours") or []
    inks = [c["char"] for c in colours[1:]] if len(colours) > 2 else ["#"]
    done = 0
    for i, char in enumerate(inks):
        if len(inks) > 1:
            page.get_by_role("radiogroup", name="Colours").get_by_role("radio").nth(i).click()
        for r, row in enumerate(puzzle["goal"]):
            for c, ch in enumerate(row):
                if ch == char or (char == "#" and ch not in ".?x"):
                    cell(page, r, c).click()
                    done += 1
                    if upto is not None and done >= upto:
                        return


def open_picture(page, site_url: str, pack_id: str, n: int) -> None:
    page.goto(f"{site_url}#pictures/{pack_id}/{n}")
    page.get_by_role("grid").wait_for()


def solved(page) -> None:
    wait_for(page, "document.querySelector('#player-view').dataset.solved === 'yes'")
