"""The library's own rules, applied to finished puzzles: no re-drawing, no re-fixing, only checks.

Every puzzle of every pack, old or new, passes through here before it is written:

1. **Review.**  A picture a person dropped (``scripts/pictures-review.txt``) goes.
2. **Near-solid.**  A picture whose cells are at least ``SOLID`` filled goes: a filled rectangle
   is no picture.
3. **Each subject once.**  The first pack (in ``order``) to hold a title keeps it; a later
   picture with the same title goes (the black-and-white emoji that repeated colour ones).
4. **Inks a person tells apart.**  Any two colours of a picture, the white background included,
   must differ by ``MIN_DELTA_E`` in CIELAB; an ink too close to another is darkened (hue kept)
   until it is far enough from all, which leaves the puzzle's solution as it was (the inks are
   labels of the same cells).  A picture no darkening separates goes.
5. **Grade.**  ``grade()`` names each puzzle again, so a change of the grading rules reaches the
   stored grades without redrawing anything, and the pack is sorted easiest first.

All of it is a pure function of the puzzles given: the same packs in, the same bytes out, and
running it on its own output changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from nonogram_core.colour.names import lab
from nonogram_core.formats import ourjson
from nonogram_core.hints.grading import grade

from .colournames import renamed

GRADE_ORDER = {"trivial": 0, "easy": 1, "medium": 2, "hard": 3}
SOLID = 0.9
"""Share of filled cells from which a picture counts as a near-solid rectangle."""
MIN_DELTA_E = 12.0
"""Least CIE76 difference between two colours of one picture (the background included)."""
DARKEN = 0.97
"""Each darkening step scales an ink's RGB by this."""

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


def delta_e(first: str, second: str) -> float:
    return sum((a - b) ** 2 for a, b in zip(lab(first), lab(second), strict=True)) ** 0.5


def separated(colours: list[dict]) -> list[dict] | None:
    """The palette with every ink at least ``MIN_DELTA_E`` from the colours before it (the
    background first), darkening inks as needed; ``None`` when that cannot be done.

    >>> [c["rgb"] for c in separated([{"rgb": "FFFFFF"}, {"rgb": "E2E2E2"}, {"rgb": "000000"}])]
    ['FFFFFF', 'D1D1D1', '000000']
    """
    done: list[dict] = []
    for colour in colours:
        rgb = colour["rgb"]
        channels = [int(rgb[i:i + 2], 16) for i in (0, 2, 4)]
        scale = 1.0
        while any(delta_e(rgb, other["rgb"]) < MIN_DELTA_E for other in done):
            scale *= DARKEN
            if scale < 0.2:
                return None
            rgb = "".join(f"{round(v * scale):02X}" for v in channels)
        done.append(dict(colour, rgb=rgb))
    return done


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
           reserved: set[str] = frozenset()) -> tuple[list[Pack], list[str]]:
    """The packs after the rules above, and one line per picture that went (for the report).

    Packs in ``keep_order`` (mosaics: their tiles are a grid) keep their order and every tile:
    only their colours and grades are mended.  ``reserved``: titles (lower case) already taken,
    such as the mosaics' whole pictures."""
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
