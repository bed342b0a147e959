"""The shipped picture packs (web/pictures/): every puzzle's promises, checked, and the counts.

Each puzzle's clues are re-derived here from its goal by counting runs (no code from
``nonogram_core``), its uniqueness is the solver's verdict with the goal as the one solution, and
its stored grade is what ``grade()`` says.  The default run checks a random sample (a new one each
run; ``PICTURES_SEED=N`` repeats one); the test marked slow checks every puzzle
(``NONOGRAM_SLOW=1`` or ``--slow``).
"""

from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path

import pytest

from nonogram_core import grade, solve
from nonogram_core.formats import ourjson
from nonogram_core.result import Status
from tests.oracles.line_truth import coloured_runs

PICTURES = Path(__file__).resolve().parents[2] / "web" / "pictures"
GRADES = {"trivial", "easy", "medium", "hard"}
SAMPLE = 12


def _packs() -> dict:
    return json.loads((PICTURES / "packs.json").read_text(encoding="utf-8"))


def _all_puzzles() -> list[tuple[str, int, dict]]:
    found = []
    for pack in _packs()["packs"]:
        items = json.loads((PICTURES / pack["file"]).read_text(encoding="utf-8"))
        found.extend((pack["id"], index, item) for index, item in enumerate(items, 1))
    return found



def check_puzzle(pack_id: str, index: int, item: dict) -> None:
    where = f"{pack_id}/{index} ({item.get('title')!r})"
    for key in ("title", "author", "license", "grade", "goal", "rows", "cols"):
        assert item.get(key), f"{where}: no {key}"
    assert item["grade"] in GRADES, f"{where}: grade {item['grade']!r}"
    goal = item["goal"]
    columns = ["".join(row[c] for row in goal) for c in range(len(goal[0]))]
    chars = [c["char"] for c in item.get("colours", [])]
    for name, lines, clues, shades in (("rows", goal, item["rows"], item.get("row_colours")),
                                       ("cols", columns, item["cols"], item.get("col_colours"))):
        assert len(lines) == len(clues), f"{where}: {len(clues)} {name} clues for {len(lines)} lines"
        for number, (line, clue) in enumerate(zip(lines, clues, strict=True)):
            blocks = coloured_runs(line)
            assert [n for n, _ in blocks] == clue, f"{where}: {name}[{number}] clue {clue} is not the goal's"
            if chars:
                assert [chars.index(ch) for _, ch in blocks] == shades[number], f"{where}: {name}[{number}] colours"
            else:
                assert {ch for _, ch in blocks} <= {"#"}, f"{where}: {name}[{number}] has a non-# cell"
    puzzle = ourjson.from_object(item, "")
    result = solve(puzzle, timeout=120)
    assert result.status is Status.UNIQUE, f"{where}: the solver says {result.status.value}"
    assert tuple(result.solutions[0]) == tuple(puzzle.goal), f"{where}: the solution is not the goal"
    assert grade(puzzle, timeout=300).grade == item["grade"], f"{where}: stored grade is not grade()'s"


@pytest.fixture(scope="module")
def everything() -> list[tuple[str, int, dict]]:
    if not (PICTURES / "packs.json").exists():
        pytest.skip("web/pictures/packs.json is not built (python3 scripts/make_pictures.py)")
    return _all_puzzles()


def test_a_random_sample_is_true(everything) -> None:
    seed = int(os.environ.get("PICTURES_SEED", random.randrange(1 << 30)))
    sample = random.Random(seed).sample(everything, min(SAMPLE, len(everything)))
    for pack_id, index, item in sample:
        try:
            check_puzzle(pack_id, index, item)
        except AssertionError as error:
            raise AssertionError(f"{error} [PICTURES_SEED={seed}]") from None


@pytest.mark.slow
def test_every_puzzle_is_true(everything) -> None:
    for pack_id, index, item in everything:
        check_puzzle(pack_id, index, item)


def test_counts(everything) -> None:
    colour = [item for _, _, item in everything if item.get("colours")]
    black_and_white = [item for _, _, item in everything if not item.get("colours")]
    hard = [item for _, _, item in everything if item["grade"] == "hard"]
    assert len(everything) >= 500
    assert len(colour) >= 300
    assert len(black_and_white) >= 100
    assert len(hard) >= 50
    for _, _, item in everything:
        assert 5 <= len(item["rows"]) <= 60 and 5 <= len(item["cols"]) <= 60, item["title"]
        assert len(item.get("colours", [])) <= 7, f"{item['title']}: more than six inks"


def test_titles_read_as_words(everything) -> None:
    for _, _, item in everything:
        title = item["title"]
        assert title[0].isupper() and title == title.strip() and "_" not in title, title
        assert not re.search(r"[A-Za-z]\d|\d[A-Za-z]", title), f"{title!r} reads like a file name"


def test_packs_json_agrees_with_the_packs(everything) -> None:
    document = _packs()
    source_ids = {source["id"] for source in document["sources"]}
    assert source_ids == {"twemoji", "pixelarticons", "drawn"}
    for source in document["sources"]:
        for key in ("name", "credit", "license", "license_url", "note"):
            assert source[key], f"{source['id']}: no {key}"
        assert source["url"] or source["id"] == "drawn", f"{source['id']}: no url"  # ours: no page of its own
    assert (PICTURES / "LICENSE-pixelarticons.txt").read_text(encoding="utf-8").startswith("MIT License")
    files = {path.name for path in PICTURES.glob("*.json")} - {"packs.json"}
    assert files == {pack["file"] for pack in document["packs"]}
    by_pack: dict[str, list[dict]] = {}
    for pack_id, _, item in everything:
        by_pack.setdefault(pack_id, []).append(item)
    for pack in document["packs"]:
        assert pack["file"] == f"{pack['id']}.json"
        assert pack["id"] == pack["id"].lower() and " " not in pack["id"] and "_" not in pack["id"]
        assert pack["source"] in source_ids
        items = by_pack[pack["id"]]
        assert pack["count"] == len(items) == len(pack["puzzles"])
        for listed, item in zip(pack["puzzles"], items, strict=True):
            assert listed == {"width": len(item["cols"]), "height": len(item["rows"]), "grade": item["grade"]}
            assert bool(item.get("colours")) == pack["colour"]
            credit = next(s for s in document["sources"] if s["id"] == pack["source"])
            assert (item["author"], item["license"]) == (credit["credit"], credit["license"])
        if "mosaic" in pack:
            continue  # a mosaic's tiles are listed row by row (tests/pictures/test_library.py)
        order = ["trivial", "easy", "medium", "hard"]
        ranks = [order.index(item["grade"]) for item in items]
        assert ranks == sorted(ranks), f"{pack['id']}: not ordered easy to hard"
