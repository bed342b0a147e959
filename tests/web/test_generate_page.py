""""New puzzle" and the daily puzzle in the player, driven in headless Chromium (site under a sub-path).

A generated puzzle is played to "Solved" by clicking the cells of the goal the worker returned
(kept with the puzzle in localStorage); the daily puzzle (a picture of the packs, test_pictures_daily.py)
is the same after a reload, after its stored copy is forgotten (chosen again from the date), and offline.
"""

from __future__ import annotations

import json

import pytest

from tests.browser import wait_for, wait_kept_offline, watching

from .helpers import click_picture, status, wait_solver
from .pictures_data import paint

pytestmark = pytest.mark.browser


def stored_puzzle(page, pid: str) -> dict:
    return json.loads(page.evaluate("(id) => localStorage.getItem('nonogram:puzzle:' + id)", pid))


def open_id(page) -> str:
    page.get_by_role("grid").wait_for()
    wait_for(page, "location.hash.startsWith('#play/')")
    return page.evaluate("decodeURIComponent(location.hash.slice(6))")


def test_new_puzzle_opens_at_once_and_can_be_played_to_solved(page):
    wait_solver(page)
    page.get_by_label("Size").select_option("5")
    page.get_by_label("Difficulty").select_option("easy")
    page.get_by_role("button", name="New puzzle").click()
    pid = open_id(page)
    puzzle = stored_puzzle(page, pid)
    assert pid.startswith("gen-5x5-easy-") and len(puzzle["goal"]) == 5
    assert page.locator('[role="gridcell"]').count() == 25
    click_picture(page, puzzle["goal"])
    wait_for(page, "document.querySelector('#player-view').dataset.solved === 'yes'")
    assert "Solved" in status(page).inner_text()
    page.evaluate("location.hash = '#library'")
    page.get_by_role("link", name=puzzle["title"]).wait_for()
    assert "Solved" in page.get_by_role("link", name=puzzle["title"]).inner_text()


def test_generating_can_be_cancelled(page):
    wait_solver(page)
    page.get_by_label("Size").select_option("40")
    page.get_by_label("Difficulty").select_option("hard")
    # New puzzle and then Cancel in one task: a 40×40 can be generated in less time than a click takes
    # on some seeds, and then there is nothing left to cancel (the request is pending from the click on)
    page.evaluate("""() => {
      document.getElementById('new-puzzle-make').click();
      const cancel = document.getElementById('new-puzzle-cancel');
      if (cancel.hidden) throw new Error('no Cancel offered while generating');
      cancel.click();
    }""")
    wait_for(page, "document.querySelector('#status').textContent.includes('cancelled')")
    assert page.get_by_role("button", name="New puzzle").is_enabled()
    assert page.evaluate("location.hash") in ("", "#library")


@pytest.mark.offline
def test_daily_puzzle_same_across_reloads_regeneration_and_offline(browser, site_url):
    with watching(browser, site_url) as watch:
        page = watch.page
        page.goto(site_url)
        wait_solver(page)
        wait_kept_offline(page, timeout=60_000)
        today = page.evaluate("document.getElementById('daily-puzzle').dataset.date")
        link = page.locator("#daily-puzzle").get_by_role("button", name="Copy link").get_attribute("data-link")
        assert link.endswith(f"#daily/{today}")  # the link is copied by a button, not shown as a raw URL field
        page.get_by_role("link", name="Play today’s puzzle").click()
        assert open_id(page) == f"daily-{today}"
        first = stored_puzzle(page, f"daily-{today}")
        assert first["title"] == f"Daily puzzle {today}"

        page.reload()
        assert open_id(page) == f"daily-{today}" and stored_puzzle(page, f"daily-{today}") == first

        watch.context.set_offline(True)
        page.evaluate("localStorage.clear(); location.hash = '#library'")
        page.reload()
        wait_solver(page)
        page.evaluate(f"location.hash = '#daily/{today}'")
        assert open_id(page) == f"daily-{today}"
        assert stored_puzzle(page, f"daily-{today}")["rows"] == first["rows"]
        paint(page, first)  # a picture of the packs (in colour perhaps), or generated when none loads
        wait_for(page, "document.querySelector('#player-view').dataset.solved === 'yes'")
        page.evaluate("location.hash = '#library'")
        wait_for(page, "document.getElementById('daily-puzzle').dataset.streak === '1'")
        watch.context.set_offline(False)


def test_bad_daily_link_says_so(page):
    page.evaluate("location.hash = '#daily/2026-02-31'")
    wait_for(page, "document.querySelector('#status').textContent.includes('not a date')")
    page.get_by_role("heading", name="Library").wait_for()
