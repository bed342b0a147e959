"""The library's own rules, applied to finished puzzles: no re-drawing, no re-fixing, only checks.

Every puzzle of every pack, old or new, passes through here before it is written:

1. **Review.**  A picture a person dropped (``scripts/pictures-review.txt``) goes.
2. **Near-solid.**  A picture whose cells are at least ``SOLID`` filled goes: a filled rectangle
   is no picture.
3. **Each subject once.**  The first pack (in ``order``) to hold a title keeps it; a later
   picture with the same title goes (the black-and-white emoji that repeated colour ones).
4. **Inks a person tells apart.**  Any two colours of a picture, the white background included,
   must differ by ``inks.MIN_DELTA_E`` (CIE76, 20) in CIELAB; inks too close are moved, lighter or
   darker and more or less saturated, hue kept, by the least that separates them all (``inks``),
   which leaves the puzzle's solution as it was (the inks are labels of the same cells); their names
   are given again from the colours they finally show.  A picture whose inks cannot be separated
   so goes.
5. **Mend.**  A hard black-and-white picture of up to 30 cells a side is changed in a few cells
   so that single-line logic solves it at the medium grade, when the design search finds such a
   fix (``mended``): the library had two medium black-and-white pictures and 37 hard ones.
6. **Grade.**  ``grade()`` names each puzzle again, so a change of the grading rules reaches the
   stored grades without redrawing anything, and the pack is sorted easiest first.

All of it is a pure function of the puzzles given: the same packs in, the same bytes out, and
running it on its own output changes nothing.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from functools import lru_cache

from nonogram_core.design.palette import Design
from nonogram_core.formats import ourjson
from nonogram_core.hints.grading import grade

from . import build, puzzle
from .colournames import renamed
from .inks import separated

GRADE_ORDER = {"trivial": 0, "easy": 1, "medium": 2, "hard": 3}
SOLID = 0.9
"""Share of filled cells from which a picture counts as a near-solid rectangle."""
Pack = tuple[dict, list[dict]]
"""A pack's listing entry (id, name, colour, ...) and its puzzle objects."""


def source_key(pack: dict, item: dict) -> str:
    """The review-list name of a shipped picture: ``twemoji:1f680`` (``@bw`` in black and white),
    ``pixelarticons:alien``, ``drawn:heart``, from its ``extra.source``."""
    source = item.get("extra", {}).get("source", "")
    stem = source.rsplit(" ", 1)[-1].removesuffix(".svg")
    origin = pack.get("source", "")
    if origin == "twemoji" and not pack.get("colour", True):
        return f"twemoji:{stem}@bw"
    return f"{origin}:{stem}"


def solid_share(goal: list[str]) -> float:
    """Share of the grid's cells that are filled."""
    cells = sum(len(row) for row in goal)
    return sum(ch != "." for row in goal for ch in row) / cells


MEND_UP_TO = 30
"""Hard black-and-white pictures up to this many cells a side may be mended to medium (``mended``);
bigger ones are where the library's hard pictures are."""
MEND_FLIPS = 4
"""Cells a mend may change: a picture stays as drawn but for a few cells."""


def mended(item: dict, cache: str = "use") -> dict:
    """A hard black-and-white picture of up to ``MEND_UP_TO`` cells a side changed in up to
    ``MEND_FLIPS`` cells so that single-line logic solves it at the medium grade
    (``puzzle.medium_fix``), else the item as it is.  The library had 2 medium black-and-white
    pictures and 37 hard ones (issue 38): small pictures are where players expect line logic, as
    ``puzzle.LINE_FIX_UP_TO`` says of the fixes.  A mended picture grades medium, so mending it again
    changes nothing.  The search's outcome is cached like a drawing's (``cache``: ``use``, ``only``
    or ``off``, as ``make_pictures.py --cache`` says)."""
    goal = item["goal"]
    if item.get("colours") or item.get("grade") != "hard" or max(len(goal), len(goal[0])) > MEND_UP_TO:
        return item
    fixed = _medium_fix(list(goal), cache)
    if fixed is None:
        return item
    made = ourjson.to_object(Design.of(fixed[0], None).puzzle)
    return {**item, "rows": made["rows"], "cols": made["cols"], "goal": made["goal"], "grade": "medium"}


def _medium_fix(rows: list[str], cache: str) -> tuple[list[str], int] | None:
    """``puzzle.medium_fix`` of ``rows``, from ``.cache/pictures/results`` when it was found before."""
    key = hashlib.sha256(json.dumps([_code(), "mend", MEND_FLIPS, rows]).encode()).hexdigest()[:32]
    path = build.RESULTS / f"{key}.json"
    if cache != "off" and path.exists():
        found = json.loads(path.read_text(encoding="utf-8"))
        return (found["rows"], found["flips"]) if found else None
    if cache == "only":
        return None
    fixed = puzzle.medium_fix(rows, MEND_FLIPS)
    if cache != "off":
        build.RESULTS.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".tmp")
        temporary.write_text(json.dumps({"rows": fixed[0], "flips": fixed[1]} if fixed else {}), encoding="utf-8")
        temporary.replace(path)
    return fixed


@lru_cache(maxsize=1)
def _code() -> str:
    return build.code_hash("")


def regraded(item: dict) -> dict | None:
    """``item`` with the grade ``grade()`` gives now, ``None`` when that is no player's grade."""
    word = grade(ourjson.from_object(item, "")).grade
    if word not in GRADE_ORDER:
        return None
    return {**item, "grade": word} if item.get("grade") != word else item


def sort_key(item: dict) -> tuple:
    """Easiest first: grade, then size, then title."""
    return GRADE_ORDER[item["grade"]], len(item["rows"]) * len(item["cols"]), item["title"].lower()


def curate(packs: Iterable[Pack], dropped: dict[str, str], keep_order: set[str] = frozenset(),
           reserved: set[str] = frozenset(), cache: str = "use") -> tuple[list[Pack], list[str]]:
    """The packs after the rules above, and one line per picture that went (for the report).

    Packs in ``keep_order`` (mosaics: their tiles are a grid) keep their order and every tile:
    only their colours and grades are mended.  ``reserved``: titles (lower case) already taken,
    such as the mosaics' whole pictures.  ``cache``: the mends' cache mode (``mended``)."""
    seen: set[str] = set(reserved)
    result: list[Pack] = []
    gone: list[str] = []
    for listing, items in packs:
        kept = []
        tiles = listing["id"] in keep_order
        for item in items:
            key = source_key(listing, item)
            reason = None
            if not tiles:
                if key in dropped:
                    reason = f"review: {dropped[key]}"
                elif solid_share(item["goal"]) >= SOLID:
                    reason = f"near-solid ({solid_share(item['goal']):.0%} filled)"
                elif item["title"].lower() in seen:
                    reason = "title already used"
            if reason is None and not item.get("colours"):
                item = mended(item, cache)
            if reason is None and item.get("colours"):
                colours = separated(item["colours"])
                if colours is None:
                    reason = "inks cannot be told apart"
                else:
                    item = {**item, "colours": renamed(colours)}
            if reason is None:
                regrade = regraded(item)
                if regrade is None:
                    reason = "no player's grade"
                else:
                    item = regrade
            if reason is not None:
                gone.append(f"{listing['id']}: {item['title']} ({key}): {reason}")
                continue
            seen.add(item["title"].lower())
            kept.append(item)
        if not tiles:
            kept.sort(key=sort_key)
        if kept:
            result.append((listing, kept))
    return result, gone


def climb(packs: list[Pack], fixed_last: set[str] = frozenset()) -> list[Pack]:
    """Packs ordered so a player climbs: by mean grade, then mean size; ``fixed_last`` at the end
    in the order given (the mosaics)."""

    def level(pack: Pack) -> tuple:
        _, items = pack
        grades = sum(GRADE_ORDER[i["grade"]] for i in items) / len(items)
        cells = sum(len(i["rows"]) * len(i["cols"]) for i in items) / len(items)
        return round(grades + cells / 900, 6), pack[0]["id"]

    ordinary = sorted((p for p in packs if p[0]["id"] not in fixed_last), key=level)
    return ordinary + [p for p in packs if p[0]["id"] in fixed_last]
