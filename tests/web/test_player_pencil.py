"""The pencil: a "Pencil" toggle whose marks are provisional and drawn differently;
"Keep" makes them ordinary, "Discard" removes them, one undo step each; Check and Hint treat them
as not there; they are saved with the progress; a pencil fill never wins; colour puzzles too."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser import wait_for

from .colour_helpers import FLAG, colour_file, open_file, paint_solution
from .helpers import ARROW, cell, click_picture, fresh, reset_asked, solve_asked, state, states, status, wait_solver

pytestmark = pytest.mark.browser

SOLVED = "document.querySelector('#player-view').dataset.solved === 'yes'"


def pencil(page):
    return page.get_by_role("button", name="Pencil")


def pencilled(page) -> set[tuple[int, int]]:
    return {tuple(rc) for rc in page.evaluate(
        "[...document.querySelectorAll('[role=gridcell][data-pencil=true]')]"
        ".map((el) => [el.getAttribute('aria-rowindex') - 1, el.getAttribute('aria-colindex') - 1])")}


def shot(page, name: str) -> None:
    if Path("/tmp/st").is_dir():
        page.screenshot(path=f"/tmp/st/{name}")


def test_pencil_marks_are_provisional_kept_or_discarded_in_one_step(solver_page):
    page = solver_page
    fresh(page, "Arrow")
    cell(page, 0, 2).click()  # an ordinary mark
    pencil(page).click()
    expect(pencil(page)).to_have_attribute("aria-pressed", "true")
    cell(page, 1, 1).click()
    cell(page, 1, 2).click()
    cell(page, 0, 0).click(button="right")
    cell(page, 0, 2).click()  # the pencil never changes an ordinary mark
    assert state(page, 0, 2) == "filled" and (0, 2) not in pencilled(page)
    assert pencilled(page) == {(1, 1), (1, 2), (0, 0)}
    assert state(page, 1, 1) == "filled" and state(page, 0, 0) == "crossed"
    look = page.evaluate(
        "getComputedStyle(document.querySelector('[data-pencil=true][data-state=filled]')).backgroundImage")
    assert "gradient" in look  # drawn differently from an ordinary fill
    shot(page, "pencil-desktop.png")

    page.get_by_role("button", name="Discard").click()
    assert pencilled(page) == set() and state(page, 1, 1) == "unknown" and state(page, 0, 0) == "unknown"
    page.get_by_role("button", name="Undo").click()  # one step brings them all back
    assert pencilled(page) == {(1, 1), (1, 2), (0, 0)}

    page.get_by_role("button", name="Keep").click()
    assert pencilled(page) == set() and state(page, 1, 1) == "filled" and state(page, 0, 0) == "crossed"
    page.get_by_role("button", name="Undo").click()  # one step makes them pencil again
    assert pencilled(page) == {(1, 1), (1, 2), (0, 0)}
    page.get_by_role("button", name="Undo").click()  # and the stroke before: that one mark only
    assert pencilled(page) == {(1, 1), (1, 2)} and state(page, 0, 0) == "unknown"


def test_check_and_hint_treat_pencil_marks_as_not_there_and_reload_keeps_them(solver_page):
    page = solver_page
    fresh(page, "Arrow")
    wait_solver(page)
    pencil(page).click()
    cell(page, 4, 0).click()  # wrong: (4, 0) is empty
    page.get_by_role("button", name="Check").click()
    expect(status(page)).to_contain_text("No mistakes so far")
    page.get_by_role("button", name="Hint").click()
    expect(status(page)).not_to_contain_text("wrong", timeout=5000)
    assert page.locator(".cell.mistake").count() == 0
    page.reload()
    page.get_by_role("grid").wait_for()
    assert pencilled(page) == {(4, 0)} and state(page, 4, 0) == "filled"


def test_a_pencil_solution_counts_only_once_kept(solver_page):
    page = solver_page
    fresh(page, "Arrow")
    pencil(page).click()
    click_picture(page, ARROW)
    expect(status(page)).to_contain_text("Keep them")
    assert page.locator("#player-view").get_attribute("data-solved") == "no"
    page.get_by_role("button", name="Keep").click()
    wait_for(page, SOLVED)
    expect(status(page)).to_contain_text("Solved")
    assert [row.replace("?", ".") for row in states(page)] == ARROW and pencilled(page) == set()


def test_pencil_in_a_colour_puzzle(solver_page, tmp_path):
    page = solver_page
    open_file(page, colour_file(tmp_path, FLAG, "Pencil flag"), "Pencil flag")
    pencil(page).click()
    paint_solution(page, FLAG, {"a": "red", "b": "pale yellow", "c": "navy"})
    assert len(pencilled(page)) == sum(ch != "." for row in FLAG for ch in row)
    assert cell(page, 0, 0).get_attribute("data-colour") == "red"
    shot(page, "pencil-colour.png")
    page.get_by_role("button", name="Keep").click()
    wait_for(page, SOLVED)


def test_pencil_on_a_phone(browser, site_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(site_url)
        page.get_by_role("link", name="Heart").first.click()
        page.get_by_role("grid").wait_for()
        pencil(page).tap()
        cell(page, 1, 1).tap()
        cell(page, 2, 2).tap()
        expect(page.get_by_role("button", name="Keep")).to_be_visible()
        assert pencilled(page) == {(1, 1), (2, 2)}
        shot(page, "pencil-phone.png")
    finally:
        context.close()


def test_solve_and_reset_end_pencil_marks_and_undo_brings_them_back(solver_page):
    page = solver_page
    fresh(page, "Arrow")
    wait_solver(page)
    pencil(page).click()
    cell(page, 4, 0).click()
    solve_asked(page)
    expect(status(page)).to_contain_text("revealed")
    assert pencilled(page) == set()
    page.get_by_role("button", name="Undo").click()
    assert pencilled(page) == {(4, 0)} and state(page, 4, 0) == "filled"
    reset_asked(page)
    assert pencilled(page) == set() and state(page, 4, 0) == "unknown"


def test_hints_make_progress_around_pencil_marks_and_the_last_step_shows_the_win(solver_page):
    """The hint is found without the pencil marks, so Apply this step must replace those
    on the cells it proves (else the same hint came back for ever); finishing the puzzle by Apply
    shows the win, not "Step applied"."""
    page = solver_page
    fresh(page, "Heart")
    wait_solver(page)
    pencil(page).click()
    for r in (2, 3):
        for c in range(1, 9):
            cell(page, r, c).click()
    pencil(page).click()
    assert len(pencilled(page)) == 16
    told = []
    for _ in range(40):
        if page.evaluate(SOLVED):
            break
        page.get_by_role("button", name="Hint").click()
        apply = page.get_by_role("button", name="Apply this step", exact=True)
        apply.wait_for(timeout=60_000)
        apply.click()
        told.append(status(page).inner_text())
    assert page.evaluate(SOLVED), told[-3:]
    assert pencilled(page) == set()
    assert any("pencil mark" in t and "replaced" in t for t in told), told
    assert not any("Nothing left to apply" in t for t in told)
    expect(status(page)).to_contain_text("Solved!")
    assert "Step applied" not in status(page).inner_text()
