"""A slip and a page change spoil nothing: Solve and Reset ask first (the question's buttons: "Yes,
solve it" / "Yes, reset it" and "Keep playing"; Escape and a click outside are a no), the undo
history survives a reload (Solve and Reset included), a revealed puzzle says "Undo hides it" only
while Undo can, and Reset then Undo gives the time back.  On a phone Solve says its name."""

from __future__ import annotations

import json

import pytest

from tests.browser import wait_for

from .helpers import cell, fresh, reset_asked, solve_asked, states, status, wait_solver
from .layout_helpers import sized_page

pytestmark = pytest.mark.browser

REVEALED = "document.querySelector('#player-view').dataset.revealed === '{0}'"


def question(page):
    return page.locator("dialog.confirm")


def reload(page) -> None:
    page.reload()
    page.get_by_role("grid").wait_for()
    page.locator('[role="gridcell"]').first.wait_for(state="attached")


def undo(page) -> None:
    page.get_by_role("button", name="Undo", exact=True).click()


def test_solve_and_reset_ask_first_and_a_no_changes_nothing(solver_page):
    page = solver_page
    fresh(page, "Heart")
    wait_solver(page)
    cell(page, 2, 0).click()
    mine = states(page)
    solve = page.get_by_role("button", name="Solve", exact=True)
    for say_no in ("Keep playing", "Escape", "outside"):
        solve.click()
        dialog = page.get_by_role("dialog", name="Reveal the solution?")
        dialog.wait_for()
        if say_no == "Keep playing":
            page.get_by_role("button", name="Keep playing").click()
        elif say_no == "Escape":
            page.keyboard.press("Escape")
        else:
            page.mouse.click(5, 5)  # on the backdrop, outside the question's box
        dialog.wait_for(state="hidden")
        assert states(page) == mine and page.locator("#player-view").get_attribute("data-revealed") == "no"
    page.get_by_role("button", name="Reset", exact=True).click()
    page.get_by_role("dialog", name="Clear the whole grid?").wait_for()
    page.get_by_role("button", name="Keep playing").click()
    assert not question(page).is_visible() and states(page) == mine
    reset_asked(page)
    assert set("".join(states(page))) == {"?"}
    undo(page)
    assert states(page) == mine
    solve_asked(page)
    wait_for(page, REVEALED.format("yes"))


def test_the_undo_history_survives_a_reload_solve_and_reset_included(solver_page):
    page = solver_page
    fresh(page, "Heart")
    wait_solver(page)
    for r, c in ((2, 0), (2, 1), (2, 2)):
        cell(page, r, c).click()
    three = states(page)
    undo(page)  # a redo waits too
    two = states(page)
    reload(page)
    assert states(page) == two
    undo(page)
    assert states(page)[2].startswith("#??")
    page.get_by_role("button", name="Redo", exact=True).click()
    page.get_by_role("button", name="Redo", exact=True).click()
    assert states(page) == three
    reset_asked(page)
    reload(page)
    assert set("".join(states(page))) == {"?"}
    undo(page)  # the Reset, undone after a reload
    assert states(page) == three
    solve_asked(page)
    wait_for(page, REVEALED.format("yes"))
    reload(page)
    wait_for(page, REVEALED.format("yes"))
    assert "Undo hides" in status(page).inner_text()
    assert page.get_by_role("button", name="Undo", exact=True).is_enabled()  # and it does
    undo(page)
    wait_for(page, REVEALED.format("no"))
    assert states(page) == three
    undo(page)
    undo(page)
    undo(page)
    assert set("".join(states(page))) == {"?"}  # every step, back to the start


def test_a_revealed_puzzle_whose_history_is_gone_does_not_promise_undo(solver_page):
    page = solver_page
    fresh(page, "Heart")
    wait_solver(page)
    solve_asked(page)
    wait_for(page, REVEALED.format("yes"))
    page.evaluate("location.hash = '#library'")  # (leaving saves the history: take it away after)
    page.get_by_role("heading", name="Library").wait_for()
    page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('nonogram:history:'))"
                  ".forEach((k) => localStorage.removeItem(k))")
    page.get_by_role("link", name="Heart").first.click()
    wait_for(page, "document.querySelector('#status').textContent.includes('revealed')")
    words = status(page).inner_text()
    assert "revealed" in words and "Undo" not in words and "Reset" in words
    assert page.get_by_role("button", name="Undo", exact=True).is_disabled()


def test_reset_then_undo_gives_the_time_back(page):
    progress = {"cells": ["?????"] * 4 + ["#????"], "elapsedMs": 125_000}
    page.evaluate("(p) => localStorage.setItem('nonogram:progress:lib-arrow', p)", json.dumps(progress))
    page.get_by_role("link", name="Arrow").first.click()
    page.get_by_role("grid").wait_for()
    wait_for(page, "document.querySelector('#timer').textContent.startsWith('2:0')")
    reset_asked(page)
    wait_for(page, "document.querySelector('#timer').textContent === '0:00'")
    undo(page)
    wait_for(page, "document.querySelector('#timer').textContent.startsWith('2:0')")  # not 0:00 again
    assert states(page)[4] == "#????"
    reload(page)  # and the time is saved so
    wait_for(page, "document.querySelector('#timer').textContent.startsWith('2:0')")


def test_solve_is_named_on_the_phone_toolbar(browser, site_url):
    with sized_page(browser, site_url, 390, 844, touch=True) as page:
        page.get_by_role("link", name="Cat").first.click()
        page.get_by_role("grid").wait_for()
        for name in ("Solve", "Reset", "Hint", "Rewind", "Check"):
            label = page.get_by_role("button", name=name, exact=True).locator(".label")
            box = label.bounding_box()
            assert box and box["width"] >= 15 and box["height"] >= 7, (name, box)  # seen, not only heard
            assert label.evaluate("(e) => getComputedStyle(e).clip") in ("auto", "")
        page.get_by_role("button", name="Solve", exact=True).tap()
        assert page.get_by_role("button", name="Yes, solve it").is_visible()
        page.get_by_role("button", name="Keep playing").tap()
        assert set("".join(states(page))) == {"?"}
