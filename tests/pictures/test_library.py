"""The library as a player climbs it: small pictures to start, big ones and mosaics to
end, grades spread in each ink, each subject once, inks a person tells apart.

Everything here reads the shipped ``web/pictures/`` only (no code of the pipeline): counts, the
mosaic contract, the grade spread, ΔE, titles.  The tiles' uniqueness is the solver's verdict on
a sample (every tile with ``NONOGRAM_SLOW=1``); the new pipeline stages are run twice from no
cache on a few drawings (skipped without the ``pictures`` extra).
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from pathlib import Path

import pytest

from nonogram_core import grade, solve
from nonogram_core.colour.names import lab
from nonogram_core.formats import ourjson
from nonogram_core.result import Status

ROOT = Path(__file__).resolve().parents[2]
PICTURES = ROOT / "web" / "pictures"
GRADES = ("trivial", "easy", "medium", "hard")


@pytest.fixture(scope="module")
def library() -> list[tuple[dict, list[dict]]]:
    if not (PICTURES / "packs.json").exists():
        pytest.skip("web/pictures/packs.json is not built")
    document = json.loads((PICTURES / "packs.json").read_text(encoding="utf-8"))
    return [(pack, json.loads((PICTURES / pack["file"]).read_text(encoding="utf-8"))) for pack in document["packs"]]


def _pictures(library, mosaics: bool = False) -> list[dict]:
    """Every puzzle of the ordinary packs (and the mosaics' tiles too when asked)."""
    return [item for pack, items in library if mosaics or "mosaic" not in pack for item in items]


def _side(item: dict) -> int:
    return max(len(item["rows"]), len(item["cols"]))


def test_small_pictures_to_start(library) -> None:
    small = [item for item in _pictures(library) if _side(item) <= 15]
    assert len(small) >= 120
    assert sum(1 for item in small if item.get("colours")) >= 40
    assert sum(1 for item in small if not item.get("colours")) >= 40
    assert sum(1 for item in small if _side(item) <= 10) >= 40


def test_big_pictures_to_end(library) -> None:
    big = [item for item in _pictures(library) if min(len(item["rows"]), len(item["cols"])) >= 40]
    assert len(big) >= 40
    assert all(_side(item) <= 60 for item in _pictures(library, mosaics=True))


def _mosaics(library) -> list[tuple[dict, list[dict]]]:
    return [(pack, items) for pack, items in library if "mosaic" in pack]


def test_mosaic_contract(library) -> None:
    mosaics = _mosaics(library)
    assert len(mosaics) >= 10
    titles = {item["title"].lower() for item in _pictures(library)}
    for pack, tiles in mosaics:
        shape = pack["mosaic"]
        rows, cols = shape["rows"], shape["cols"]
        where = pack["id"]
        assert pack["file"] == f"{pack['id']}.json" and pack["id"].startswith("mosaic-"), where
        assert shape["title"] and shape["title"].lower() not in titles, f"{where}: title repeats a picture's"
        assert len(tiles) == rows * cols == pack["count"], where
        grid = [tiles[r * cols:(r + 1) * cols] for r in range(rows)]
        heights = [len(row[0]["rows"]) for row in grid]
        widths = [len(grid[0][c]["cols"]) for c in range(cols)]
        for r, row in enumerate(grid):
            for c, tile in enumerate(row):
                assert (len(tile["rows"]), len(tile["cols"])) == (heights[r], widths[c]), f"{where} tile {r},{c}"
                cells = [ch for line in tile["goal"] for ch in line]
                assert any(ch != "." for ch in cells), f"{where} tile {r},{c} is blank"
                assert sum(ch != "." for ch in cells) < 0.9 * len(cells), f"{where} tile {r},{c} is (nearly) full"
        assert sum(heights) >= 30 and sum(widths) >= 30, f"{where}: smaller than 30x30"
        assert len({tuple(tile["goal"]) for tile in tiles}) == len(tiles), f"{where}: two tiles alike"


def _tile_is_unique(tile: dict) -> None:
    result = solve(ourjson.from_object(tile, ""), timeout=120)
    assert result.status is Status.UNIQUE, f"{tile['title']}: {result.status.value}"
    assert tuple(result.solutions[0]) == tuple(tile["goal"]), tile["title"]


def test_a_sample_of_tiles_is_unique(library) -> None:
    tiles = [tile for _, items in _mosaics(library) for tile in items]
    for tile in random.Random(int(os.environ.get("PICTURES_SEED", "29"))).sample(tiles, min(6, len(tiles))):
        _tile_is_unique(tile)


@pytest.mark.slow
def test_every_tile_is_unique(library) -> None:
    for _, items in _mosaics(library):
        for tile in items:
            _tile_is_unique(tile)


def test_grades_are_spread_in_each_ink(library) -> None:
    for colour in (True, False):
        counts = Counter(item["grade"] for item in _pictures(library, mosaics=True)
                         if bool(item.get("colours")) == colour)
        total = sum(counts.values())
        assert max(counts.values()) <= total / 2, f"colour={colour}: {dict(counts)}"
        assert sum(1 for word in GRADES if counts[word] >= total / 10) >= 3, f"colour={colour}: {dict(counts)}"
        assert counts["medium"] >= 8, f"colour={colour}: {dict(counts)}"  # 2 black-and-white ones before issue 38


def test_stored_grade_is_grade_on_a_sample(library) -> None:
    items = _pictures(library, mosaics=True)
    for item in random.Random(29).sample(items, 8):
        assert grade(ourjson.from_object(item, "")).grade == item["grade"], item["title"]


def test_packs_climb(library) -> None:
    """Within a pack easiest first; across packs the mean grade never falls by much, mosaics last."""
    ordinary = [(pack, items) for pack, items in library if "mosaic" not in pack]
    assert [pack["id"] for pack, _ in library[:len(ordinary)]] == [pack["id"] for pack, _ in ordinary]
    means = [sum(GRADES.index(i["grade"]) for i in items) / len(items) for _, items in ordinary]
    assert means[0] == min(means) and means[0] < means[-1], means
    for _, items in ordinary:
        ranks = [GRADES.index(item["grade"]) for item in items]
        assert ranks == sorted(ranks)


def _delta_e(first: str, second: str) -> float:
    """CIE76: the distance in CIELAB (``names.lab``), as the pipeline measures it (scripts/pictures/inks.py)."""
    return sum((a - b) ** 2 for a, b in zip(lab(first), lab(second), strict=True)) ** 0.5


def test_every_two_inks_differ_by_delta_e_20(library) -> None:
    """Issue 38: no two colours of a picture (the white background included) closer than CIE76 ΔE 20,
    in every shipped picture and mosaic tile: a dark grey beside charcoal, a pale grey beside a light
    one were 12 apart and looked alike on a small clue chip."""
    closest = []
    for item in _pictures(library, mosaics=True):
        rgbs = [colour["rgb"] for colour in item.get("colours", [])]
        if rgbs:
            assert rgbs[0] == "FFFFFF"
        for i, first in enumerate(rgbs):
            for second in rgbs[i + 1:]:
                assert _delta_e(first, second) >= 20, f"{item['title']}: {first} and {second}"
        if rgbs:
            closest.append(min(_delta_e(x, y) for i, x in enumerate(rgbs) for y in rgbs[i + 1:]))
    assert len(closest) >= 500


def test_each_ink_is_named_for_the_colour_it_shows(library) -> None:
    """An ink moved apart is named again from its final RGB ("light grey", not the "pale grey" it was)."""
    from nonogram_core.colour.names import nearest_name

    for item in _pictures(library, mosaics=True):
        for colour in item.get("colours", [])[1:]:
            assert colour["name"].rstrip(" 0123456789") == nearest_name(colour["rgb"]), (item["title"], colour)


def test_each_subject_once_and_no_solid_rectangles(library) -> None:
    pictures = _pictures(library)
    titles = Counter(item["title"].lower() for item in pictures)
    repeats = sum(count - 1 for count in titles.values())
    assert repeats <= len(pictures) / 100, [title for title, count in titles.items() if count > 1]
    for item in pictures:
        cells = [ch for line in item["goal"] for ch in line]
        assert sum(ch != "." for ch in cells) < 0.9 * len(cells), f"{item['title']}: a near-solid rectangle"
    unreadable = {"Helicopter", "Mailbox", "Money", "Parcel", "Crown"}
    assert not [item["title"] for item in pictures if item["title"] in unreadable and _side(item) <= 12]
    sticks = [item["title"] for item in pictures if not item.get("colours") and
              item["title"] in {"Broom", "Plunger", "Crayon", "Fountain pen", "Pen"}]
    assert len(sticks) <= 1, f"black-and-white look-alikes: {sticks}"


def test_nonogram_grade_says_the_stored_grade(library, tmp_path: Path) -> None:
    """The command a player or author runs agrees with the word the library shows."""
    import subprocess
    import sys

    items = random.Random(30).sample(_pictures(library, mosaics=True), 3)
    files = []
    for number, item in enumerate(items):
        path = tmp_path / f"{number}.json"
        path.write_text(json.dumps(item), encoding="utf-8")
        files.append(str(path))
    done = subprocess.run([sys.executable, "-m", "nonogram_core", "grade", "--json", *files],
                          capture_output=True, text=True, check=True)
    said = [json.loads(line)["grade"] for line in done.stdout.splitlines() if line.strip()]
    assert said == [item["grade"] for item in items]
