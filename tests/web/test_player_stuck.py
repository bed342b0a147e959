"""A player who is stuck, and one who wins: Solve is a reveal (one undo step, never a win), Rewind
goes back to the last grid without a mistake, a puzzle with several solutions says so once, and
the win shows the picture, the time and "Next puzzle".  One page whose worker has loaded Pyodide
is shared (``solver_page``)."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from tests.browser import wait_for

from .helpers import (
    ARROW,
    cell,
    click_picture,
    fresh,
    solve_asked,
    state,
    states,
    status,
    to_library,
    wait_solver,
)

pytestmark = pytest.mark.browser


def wait_status(page, says: str) -> None:
    wait_for(page, "(says) => document.querySelector('#status').textContent.includes(says)", arg=says)


def test_solve_is_a_reveal_that_undo_takes_back_and_never_a_win(solver_page):
    page = solver_page
    fresh(page, "Heart")
    cell(page, 2, 0).click()
    cell(page, 0, 0).click(button="right")
    mine = states(page)
    wait_solver(page)
    solve_asked(page)
    wait_status(page, "revealed")
    assert "revealed" in status(page).inner_text()
    assert page.locator("#player-view").get_attribute("data-solved") == "no"
    assert page.get_by_role("button", name="Next puzzle").is_hidden()  # not a win
    assert "?" not in "".join(states(page))
    page.get_by_role("button", name="Undo").click()  # one undo step takes the whole reveal back
    assert states(page) == mine
    page.get_by_role("button", name="Redo").click()
    to_library(page)
    card = page.get_by_role("link", name="Heart")
    assert "revealed" in card.inner_text()
    assert "Solved" not in card.inner_text()
    assert "Solved" not in status(page).inner_text() and "revealed" not in status(page).inner_text()


def test_rewind_takes_the_mistake_away_and_keeps_the_correct_marks_made_after_it(solver_page):
    page = solver_page
    fresh(page, "Arrow")
    cell(page, 0, 0).click()  # wrong, and the first move: (0, 0) is empty
    cell(page, 0, 2).click()  # right
    cell(page, 1, 1).click()  # right
    cell(page, 1, 2).click()  # right
    cell(page, 4, 4).click(button="right")  # right
    before = states(page)
    wait_solver(page)
    page.get_by_role("button", name="Rewind").click()
    wait_status(page, "Took away 1 wrong mark")
    assert "4 correct marks made since stay" in status(page).inner_text()
    kept = [row[:] for row in before]
    kept[0] = "?" + kept[0][1:]
    assert states(page) == kept  # only the mistake went: the good work after it is still there
    page.get_by_role("button", name="Undo").click()  # one step
    assert states(page) == before
    page.get_by_role("button", name="Redo").click()
    assert states(page) == kept
    page.get_by_role("button", name="Rewind").click()  # nothing wrong now
    wait_status(page, "nothing to rewind")
    assert states(page) == kept


def test_rewind_gives_back_a_correct_mark_overwritten_by_a_mistake(solver_page):
    page = solver_page
    fresh(page, "Arrow")
    cell(page, 0, 0).click(button="right")  # right: (0, 0) is empty
    cell(page, 0, 2).click()  # right
    cell(page, 0, 0).click()  # the cross filled over: wrong
    cell(page, 1, 1).click()  # right
    wait_solver(page)
    page.get_by_role("button", name="Rewind").click()
    wait_status(page, "Took away 1 wrong mark (the first came 2 moves ago)")
    grid = states(page)
    assert grid[0] == "x?#??" and grid[1] == "?#???"


def open_code(page, puzzle: dict) -> None:
    page.evaluate("(code) => { location.hash = code; }", json.dumps(puzzle))
    page.get_by_role("heading", name=puzzle["title"]).wait_for()


def test_a_puzzle_with_several_solutions_says_so_once(solver_page):
    page = solver_page
    to_library(page)
    page.evaluate("localStorage.clear()")
    wait_solver(page)
    twins = {"rows": [[1], [1]], "cols": [[1], [1]], "title": "Twins"}  # two diagonals fit
    open_code(page, twins)
    wait_status(page, "more than one solution")
    to_library(page)
    page.get_by_role("link", name="Twins").click()
    page.get_by_role("grid").wait_for()
    page.wait_for_timeout(500)  # time is the subject: the notice must not come back for a puzzle played before
    assert "more than one solution" not in status(page).inner_text()
    cell(page, 0, 1).click()
    cell(page, 1, 0).click()  # the other diagonal from the one the solver found first wins too
    wait_for(page, "document.querySelector('#player-view').dataset.solved === 'yes'")


def test_a_puzzle_without_a_solution_says_so_on_opening(solver_page):
    page = solver_page
    to_library(page)
    wait_solver(page)
    open_code(page, {"rows": [[1, 1], [], [1, 1]], "cols": [[2], [], [2]], "title": "Impossible"})
    wait_status(page, "no solution")
    open_code(page, {"rows": [[2], []], "cols": [[1], []], "title": "Uneven"})  # the counts differ
    wait_status(page, "no solution")


def test_the_win_shows_the_picture_time_and_next_puzzle(solver_page):
    page = solver_page
    fresh(page, "Arrow")
    cell(page, 0, 0).click(button="right")
    click_picture(page, ARROW)
    wait_for(page, "document.querySelector('#player-view').dataset.solved === 'yes'")
    assert "Solved" in status(page).inner_text()
    assert "Arrow in 0:0" in status(page).inner_text()  # the time
    assert page.get_by_role("button", name="Next puzzle").is_visible()
    assert page.locator(".board.solved").count() == 1
    crossed_mark = page.evaluate(  # crosses are hidden on the finished picture
        "getComputedStyle(document.querySelector('[data-state=\"crossed\"]'), '::after').content"
    )
    assert crossed_mark in ("none", "normal", '""')
    page.get_by_role("button", name="Next puzzle").click()
    page.get_by_role("heading", name="Heart").wait_for()  # the next unsolved puzzle
    assert "Solved" not in status(page).inner_text()
    to_library(page)
    card = page.get_by_role("link", name="Arrow")
    assert "Solved" in card.inner_text() and "best 0:" in card.inner_text()
    assert card.locator("canvas.thumb:not(.blank)").count() == 1  # a small picture of it
    assert "Solved" not in status(page).inner_text()


def test_drag_shows_and_announces_the_run_length(solver_page):
    page = solver_page
    fresh(page, "Heart")
    start = cell(page, 4, 1).bounding_box()
    page.mouse.move(start["x"] + 5, start["y"] + 5)
    page.mouse.down()
    page.mouse.move(start["x"] + 5 + 4 * start["width"], start["y"] + 5, steps=6)
    counter = page.locator("[data-drag-count]")
    # Chromium hands a page its pointer moves at the next frame: wait for what they show
    expect(counter).to_be_visible()
    expect(counter).to_have_attribute("data-drag-count", "5")
    assert counter.inner_text() == "5"
    assert counter.get_attribute("aria-live") == "polite"
    page.mouse.move(start["x"] + 5, start["y"] + 5 + 2 * start["height"], steps=4)  # now down
    expect(counter).to_have_attribute("data-drag-count", "3")
    assert counter.inner_text() == "3"
    page.mouse.up()
    expect(counter).to_be_hidden()
    assert [state(page, r, 1) for r in range(4, 7)] == ["filled"] * 3


def test_timer_pauses_while_the_page_is_hidden(solver_page):
    page = solver_page
    fresh(page, "Heart")
    cell(page, 0, 0).click(button="right")
    page.evaluate(
        """() => {
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
          document.dispatchEvent(new Event('visibilitychange'));
        }"""
    )
    page.wait_for_timeout(2500)  # time is the subject: a hidden page's timer must not run
    page.evaluate(
        """() => {
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
          document.dispatchEvent(new Event('visibilitychange'));
        }"""
    )
    page.wait_for_timeout(1100)  # time is the subject: the timer after the page is shown again
    assert page.locator("#timer").inner_text() in ("0:00", "0:01", "0:02")
    page.evaluate("delete document.hidden")
