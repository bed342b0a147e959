"""A first-timer and a returning player in the library: the tutorial (a 5x5 with a coach, one idea a
step) offered once at the top and always reachable from Help; the puzzles in progress first, under
"Continue", the most recently played first (a picture's title still a secret); the mosaic packs'
cards each showing something of their own.  No solver needed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.browser import wait_for

from .helpers import cell, states

pytestmark = pytest.mark.browser

STEP = "document.querySelector('#tutorial-coach')?.dataset.step === '{0}'"


def test_the_tutorial_is_offered_once_and_teaches_a_5x5_step_by_step(page):
    offer = page.get_by_role("region", name="New to nonograms?")
    offer.wait_for()
    page.get_by_role("link", name="Show me how").click()
    page.get_by_role("grid").wait_for()
    assert page.get_by_role("grid").get_attribute("aria-rowcount") == "5"
    coach = page.get_by_role("region", name="Tutorial", exact=True)
    assert coach.is_visible() and coach.get_attribute("data-step") == "1"
    assert "Rows 2 and 3 say 5" in coach.inner_text()
    for r in (1, 2):
        for c in range(5):
            cell(page, r, c).click()
    wait_for(page, STEP.format(2))
    for r, c in ((0, 0), (3, 0), (4, 0), (0, 4), (3, 4), (4, 4)):
        cell(page, r, c).click(button="right")
    wait_for(page, STEP.format(3))
    cell(page, 0, 1).click()
    cell(page, 0, 3).click()
    wait_for(page, STEP.format(4))
    for r, c in ((3, 1), (3, 2), (3, 3), (4, 2)):
        cell(page, r, c).click()
    wait_for(page, STEP.format("done"))
    assert "You solved your first nonogram" in coach.inner_text()
    assert states(page)[0] == "x#?#x"
    page.get_by_role("button", name="Back to the library").click()
    page.get_by_role("heading", name="Library").wait_for()
    assert page.locator("#tutorial-offer").count() == 0  # offered once
    page.reload()
    page.get_by_role("heading", name="Library").wait_for()
    page.get_by_role("heading", name="Pictures").wait_for()
    assert page.locator("#tutorial-offer").count() == 0
    # and always reachable again from Help
    page.get_by_role("link", name="Arrow").first.click()
    page.get_by_role("button", name="Help", exact=True).click()
    page.get_by_role("link", name="The two-minute tutorial").click()
    wait_for(page, STEP.format(1))
    assert page.get_by_role("dialog", name="How to play").is_hidden()
    assert set("".join(states(page))) == {"?"}  # a fresh start


def test_no_thanks_puts_the_offer_away_for_good(page):
    page.get_by_role("region", name="New to nonograms?").wait_for()
    page.get_by_role("button", name="No thanks").click()
    assert page.locator("#tutorial-offer").count() == 0
    page.reload()
    page.get_by_role("heading", name="Pictures").wait_for()
    assert page.locator("#tutorial-offer").count() == 0


def progress(cells: list[str], updated: int, **more) -> str:
    return json.dumps({"cells": cells, "elapsedMs": 61_000, "updated": updated, **more})


def test_puzzles_in_progress_come_first_the_most_recent_first(page):
    page.evaluate(
        """([cat, picture, arrow, heart]) => {
          localStorage.setItem('nonogram:progress:webpbn-6', cat);
          localStorage.setItem('nonogram:progress:pictures/small-bw/2', picture);
          localStorage.setItem('nonogram:progress:lib-arrow', arrow);
          localStorage.setItem('nonogram:progress:lib-heart', heart);
        }""",
        [progress(["#" * 20] + ["?" * 20] * 19, 1000), progress(["#"], 3000),
         progress(["..#..", ".###.", "#.#.#", "..#..", "..#.."], 4000, solved=True),  # finished: not listed
         progress(["?" * 10] * 10, 5000)],  # nothing marked: not started
    )
    page.reload()
    section = page.get_by_role("region", name="Continue")
    section.wait_for()
    links = section.get_by_role("link")
    wait_for(page, "document.querySelectorAll('#continue a').length === 2")
    assert [links.nth(i).get_attribute("href") for i in range(2)] == ["#pictures/small-bw/2", "#play/webpbn-6"]
    assert links.nth(1).inner_text().startswith("Cat")
    assert links.nth(0).inner_text().startswith("#2 ·")  # the picture's title stays a secret
    assert "100% done" in links.nth(0).inner_text() and "5% done" in links.nth(1).inner_text()  # 20 of 400 cells
    pack = json.loads((Path(__file__).resolve().parents[2] / "web" / "pictures" / "small-bw.json").read_text())
    assert pack[1]["title"].lower() not in section.inner_text().lower()
    # first on the page: above the panels and the pictures
    order = page.evaluate("""() => ['continue', 'new-puzzle', 'daily-puzzle', 'pictures']
        .map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity)""")
    assert order[0] < min(order[1:]), order
    links.nth(1).click()
    page.get_by_role("heading", name="Cat").wait_for()
    assert states(page)[0] == "#" * 20


def test_each_mosaic_card_shows_something_of_its_own(page):
    page.get_by_role("heading", name="Pictures").wait_for()
    mosaics = page.locator("#pictures a[data-pack^='mosaic']")
    wait_for(page, "document.querySelectorAll(\"#pictures a[data-pack^='mosaic']\").length > 1")
    count = mosaics.count()
    for i in range(count):  # a card's picture is drawn once it is seen
        mosaics.nth(i).scroll_into_view_if_needed()
    wait_for(page, f"document.querySelectorAll('#pictures a[data-pack^=\"mosaic\"] canvas').length === {count}")
    pictures = page.evaluate(
        "() => [...document.querySelectorAll('#pictures a[data-pack^=\"mosaic\"] canvas')].map((c) => c.toDataURL())"
    )
    assert len(set(pictures)) == count, "two mosaic cards look the same"
