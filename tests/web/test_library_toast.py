"""A library message (“Removed … Undo”) shows where the player is: removing a puzzle far down the
library on a phone must leave the Undo on screen, not in the status line at the top of the page.
Scrolled out of sight, the line floats as a toast at the foot of the window; back at the top, it is
in its place under the heading again (test_player_layout checks that place)."""

from __future__ import annotations

import json

import pytest

from tests.browser import wait_for

from .helpers import status

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}


def fill_library(page, count: int) -> None:
    """Store `count` small puzzles of the user's own (removable ones) and show the library."""
    puzzle = {"rows": [[2]], "cols": [[1], [1]], "black_and_white": True}
    page.evaluate(
        """([count, puzzle]) => {
          localStorage.clear();
          for (let n = 1; n <= count; n++) {
            const title = 'Mine ' + String(n).padStart(2, '0');
            localStorage.setItem('nonogram:puzzle:mine' + n, JSON.stringify({ ...puzzle, title }));
          }
        }""",
        [count, puzzle],
    )
    page.reload()
    page.get_by_role("heading", name="Library").wait_for()


def inside_window(page, locator) -> bool:
    """Is the whole of the element's box inside the window?"""
    box = locator.bounding_box()
    size = page.viewport_size
    return (box is not None and box["x"] >= 0 and box["y"] >= 0
            and box["x"] + box["width"] <= size["width"] and box["y"] + box["height"] <= size["height"])


def test_undo_of_a_removal_far_down_the_library_is_on_screen_on_a_phone(browser, site_url):
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        page.goto(site_url)
        page.get_by_role("heading", name="Library").wait_for()
        fill_library(page, 20)
        card = page.get_by_role("link", name="Mine 18")
        card.scroll_into_view_if_needed()
        assert page.evaluate("scrollY") > page.viewport_size["height"]  # far down the page
        page.get_by_role("button", name="Remove Mine 18").tap()
        assert page.get_by_role("link", name="Mine 18").count() == 0
        assert "Removed “Mine 18”" in status(page).inner_text()
        undo = page.get_by_role("button", name="Undo")
        assert inside_window(page, undo), undo.bounding_box()
        assert inside_window(page, status(page))
        undo.tap()
        assert page.get_by_role("link", name="Mine 18").count() == 1
        assert "is back" in status(page).inner_text()
        stored = page.evaluate("localStorage.getItem('nonogram:puzzle:mine18')")
        assert json.loads(stored)["title"] == "Mine 18"
        page.evaluate("scrollTo(0, 0)")  # the line's own place is on screen: no toast
        wait_for(page, "!document.getElementById('status-bar').classList.contains('toast')")
        assert "is back" in status(page).inner_text()
    finally:
        context.close()


def test_the_library_toast_can_be_dismissed_and_leaves_the_last_card_reachable(page):
    fill_library(page, 30)
    page.evaluate("window.scrollTo(0, document.scrollingElement.scrollHeight)")
    page.get_by_role("button", name="Remove Mine 30").click()
    toast = page.locator("#status-bar")
    assert inside_window(page, page.get_by_role("button", name="Undo"))
    page.evaluate("window.scrollTo(0, document.scrollingElement.scrollHeight)")
    last = page.locator("#library-list > li").last.bounding_box()
    assert last["y"] + last["height"] <= toast.bounding_box()["y"]  # scrolled clear of the toast
    page.get_by_role("button", name="Dismiss message").click()
    assert status(page).inner_text() == ""
    assert page.get_by_role("button", name="Undo").count() == 0
    assert page.get_by_role("button", name="Dismiss message").count() == 0
    assert page.get_by_role("link", name="Mine 30").count() == 0
