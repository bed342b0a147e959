"""A picture played from its link: opened at #pictures/<pack>/<n> on a fresh page, its
title is nowhere in the page (nor the document's title) until the grid is painted to "Solved", then
the heading, the message ("Solved! It's a …") and the document's title name it; Solve reveals it
marked "revealed"; progress is kept; a pack opened once works offline."""

from __future__ import annotations

import pytest

from tests.browser import wait_for, wait_kept_offline

from .helpers import cut_off, solve_asked, wait_solver
from .pictures_data import cell, open_picture, paint, small_picture, solved, title_occurs

pytestmark = pytest.mark.browser


def assert_secret(page, title: str) -> None:
    assert not title_occurs(title, page.content()), f"the title {title!r} is in the page before the win"
    assert not title_occurs(title, page.title())
    heading = page.locator("#player-view h2").inner_text()
    assert heading.startswith("#")  # "#3 · 20×20 · medium": size and grade only


def marked(page) -> int:
    cells = "[...document.querySelectorAll('[role=gridcell]')]"
    return page.evaluate(f"{cells}.filter(c => c.dataset.state !== 'unknown').length")


@pytest.mark.parametrize("colour", [False, True], ids=["black-and-white", "colour"])
def test_a_linked_picture_keeps_its_title_secret_until_painted_to_solved(page, site_url, colour):
    entry, n, puzzle = small_picture(colour)
    title = puzzle["title"]
    open_picture(page, site_url, entry["id"], n)
    info = entry["puzzles"][n - 1]
    assert f"{info['width']}×{info['height']}" in page.locator("#player-view h2").inner_text()
    assert info["grade"] in page.locator("#player-view h2").inner_text()
    assert page.locator('[role="gridcell"]').count() == info["width"] * info["height"]
    assert_secret(page, title)

    paint(page, puzzle)
    solved(page)
    message = page.get_by_role("status").inner_text()
    assert message.startswith("Solved! It's") and title.lower() in message.lower()
    assert page.get_by_role("heading", name=title).first.is_visible()
    assert title in page.title()


def test_solve_reveals_the_title_marked_revealed(page, site_url):
    entry, n, puzzle = small_picture(skip=1)
    open_picture(page, site_url, entry["id"], n)
    assert_secret(page, puzzle["title"])
    wait_solver(page)
    solve_asked(page)
    wait_for(page, "document.querySelector('#player-view').dataset.revealed === 'yes'")
    heading = page.locator("#player-view h2").inner_text()
    assert puzzle["title"] in heading and "revealed" in heading
    assert puzzle["title"].lower() in page.get_by_role("status").inner_text().lower()
    page.evaluate(f"location.hash = '#pictures/{entry['id']}'")
    card = page.locator(f"#pictures a[data-picture='{entry['id']}/{n}']")
    card.wait_for()
    assert card.get_attribute("data-state") == "revealed" and puzzle["title"] in card.inner_text()


def test_progress_is_kept_and_the_card_says_started_without_the_title(page, site_url):
    entry, n, puzzle = small_picture(skip=2)
    open_picture(page, site_url, entry["id"], n)
    paint(page, puzzle, upto=3)
    assert marked(page) == 3
    page.reload()
    page.get_by_role("grid").wait_for()
    assert marked(page) == 3
    page.evaluate(f"location.hash = '#pictures/{entry['id']}'")
    card = page.locator(f"#pictures a[data-picture='{entry['id']}/{n}']")
    card.wait_for()
    assert card.get_attribute("data-state") == "started" and not title_occurs(puzzle["title"], card.inner_text())


def test_a_bad_picture_link_says_so_in_the_library(page, site_url):
    page.goto(f"{site_url}#pictures/no-such-pack/1")
    wait_for(page, "document.querySelector('#status').textContent.includes('no-such-pack')")
    assert page.evaluate("location.hash") == "#library"


@pytest.mark.offline
def test_a_pack_opened_once_works_offline(watched, site_url):
    entry, n, puzzle = small_picture()
    page = watched.page
    page.goto(site_url)
    page.locator("#pictures a[data-pack]").first.wait_for()
    wait_kept_offline(page, timeout=240_000)  # slow under load
    open_picture(page, site_url, entry["id"], n)  # now through the service worker, which keeps it
    wait_for(page, "navigator.serviceWorker.controller !== null")
    page.evaluate("location.hash = '#library'")
    page.locator("#pictures a[data-pack]").first.wait_for()
    with cut_off(watched) as offline:
        offline.goto(f"{site_url}#pictures/{entry['id']}/{n}")
        offline.get_by_role("grid").wait_for()
        cell(offline, 0, 0).wait_for()
        assert offline.locator('[role="gridcell"]').count() == len(puzzle["rows"]) * len(puzzle["cols"])


def test_sharing_a_picture_gives_its_own_link(page, site_url):
    entry, n, _ = small_picture()
    open_picture(page, site_url, entry["id"], n)
    page.get_by_role("button", name="Share").click()
    link = page.get_by_label("Share link")
    wait_for(page, "document.getElementById('share-link').value !== ''")
    assert link.input_value() == f"{site_url}#pictures/{entry['id']}/{n}"
