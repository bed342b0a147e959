"""The player, driven in headless Chromium: the site is served from 127.0.0.1 under a sub-path.

Cells are found through the accessibility contract (role=gridcell, aria-rowindex/colindex,
data-state) and buttons by their visible names, as a user (or screen reader) would."""

from __future__ import annotations

import pytest

from tests.browser import wait_for

from .helpers import (
    ARROW,
    cell,
    click_picture,
    cut_off,
    open_library_puzzle,
    reset_asked,
    state,
    states,
    status,
    wait_solver,
)

pytestmark = pytest.mark.browser


# ----- playing without the solver -------------------------------------------------------------


def test_solve_by_clicking_shows_solved(page):
    open_library_puzzle(page, "Arrow")
    grid = page.get_by_role("grid")
    assert grid.get_attribute("aria-label")
    assert page.locator('[role="gridcell"]').count() == 25
    assert cell(page, 2, 4).get_attribute("aria-label") == "row 3, column 5, unknown"
    click_picture(page, ARROW[:-1])
    assert "Solved" not in status(page).inner_text()
    cell(page, 4, 2).click()
    assert cell(page, 4, 2).get_attribute("aria-label") == "row 5, column 3, filled"
    wait_for(page, "document.querySelector('#player-view').dataset.solved === 'yes'")
    assert "Solved" in status(page).inner_text()
    page.reload()  # still solved after a reload, and says so
    page.get_by_role("grid").wait_for()
    assert page.locator("#player-view").get_attribute("data-solved") == "yes"
    assert "Solved" in status(page).inner_text()


def test_right_click_crosses_click_again_clears(page):
    open_library_puzzle(page, "Arrow")
    cell(page, 0, 0).click(button="right")
    assert state(page, 0, 0) == "crossed"
    cell(page, 0, 0).click(button="right")
    assert state(page, 0, 0) == "unknown"
    cell(page, 0, 1).click()
    cell(page, 0, 1).click()
    assert state(page, 0, 1) == "unknown"


def test_drag_paints_a_straight_run_with_the_first_cells_new_value(page):
    open_library_puzzle(page, "Heart")
    cell(page, 0, 3).click(button="right")  # a cross the fill drag must leave alone
    start = cell(page, 0, 0).bounding_box()
    end = cell(page, 1, 5).bounding_box()  # slightly off the row: the run stays straight
    page.mouse.move(start["x"] + 5, start["y"] + 5)
    page.mouse.down()
    page.mouse.move(end["x"] + 5, end["y"] + 5, steps=8)
    page.mouse.up()
    assert states(page)[0][:7] == "###x##?"
    assert states(page)[1] == "?" * 10
    # dragging again from a filled cell clears the run it passes over
    page.mouse.move(start["x"] + 5, start["y"] + 5)
    page.mouse.down()
    page.mouse.move(start["x"] + 5 + 2 * start["width"], start["y"] + 5, steps=4)
    page.mouse.up()
    assert states(page)[0][:7] == "???x##?"


def test_touch_tool_toggle_makes_a_click_cross(page):
    open_library_puzzle(page, "Arrow")
    page.get_by_role("button", name="Cross").click()
    cell(page, 1, 1).click()
    assert state(page, 1, 1) == "crossed"
    page.get_by_role("button", name="Fill").click()
    cell(page, 1, 2).click()
    assert state(page, 1, 2) == "filled"


def test_undo_redo_buttons_and_shortcuts(page):
    open_library_puzzle(page, "Arrow")
    cell(page, 0, 2).click()
    cell(page, 1, 1).click(button="right")
    page.get_by_role("button", name="Undo").click()
    assert state(page, 1, 1) == "unknown" and state(page, 0, 2) == "filled"
    page.keyboard.press("Control+z")
    assert state(page, 0, 2) == "unknown"
    assert page.get_by_role("button", name="Undo").is_disabled()
    page.get_by_role("button", name="Redo").click()
    assert state(page, 0, 2) == "filled"
    page.keyboard.press("Control+y")
    assert state(page, 1, 1) == "crossed"
    assert page.get_by_role("button", name="Redo").is_disabled()


def test_keyboard_play(page):
    open_library_puzzle(page, "Arrow")
    page.get_by_role("grid").focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")  # (0, 2) filled
    page.keyboard.press("ArrowDown")
    page.keyboard.press("x")  # (1, 2) crossed
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Enter")  # (1, 1) filled
    page.keyboard.press("Delete")  # (1, 1) cleared
    assert states(page)[:2] == ["??#??", "??x??"]
    assert "cursor" in cell(page, 1, 1).get_attribute("class")


def test_completed_clue_is_marked_and_clicking_it_crosses_the_rest(page):
    open_library_puzzle(page, "Arrow")
    cell(page, 0, 2).click()
    clue = page.locator('.row-clue[data-index="0"]')
    assert "done" in clue.get_attribute("class")
    clue.click()
    assert states(page)[0] == "xx#xx"
    column = page.locator('.col-clue[data-index="1"]')  # clue "1"
    cell(page, 1, 1).click()
    assert "bad" not in column.get_attribute("class")
    cell(page, 2, 1).click()  # a block of 2 under a clue of 1: flagged
    assert "bad" in column.get_attribute("class")
    page.keyboard.press("Control+z")
    assert "bad" not in column.get_attribute("class")


def focused_label(page) -> str:
    return page.evaluate("document.activeElement.getAttribute('aria-label')")


def test_clues_are_reachable_by_keyboard_and_enter_crosses_the_rest(page):
    open_library_puzzle(page, "Arrow")
    grid = page.get_by_role("grid")
    grid.focus()
    for key in ("ArrowRight", "ArrowRight", "Space", "Home"):  # fill (0, 2), back to column 1
        page.keyboard.press(key)
    assert grid.get_attribute("aria-activedescendant") == cell(page, 0, 0).get_attribute("id")
    page.keyboard.press("ArrowLeft")  # past the left edge: the row's clue
    assert focused_label(page) == "row 1 clue 1, satisfied"
    assert page.get_by_role("rowheader", name="row 1 clue 1, satisfied").count() == 1
    page.keyboard.press("Enter")  # crosses the rest of the line, as a click does
    assert states(page)[0] == "xx#xx"
    page.keyboard.press("ArrowDown")
    assert focused_label(page) == "row 2 clue 3"  # not satisfied: Space does nothing
    page.keyboard.press("Space")
    assert states(page)[1] == "?????"
    page.keyboard.press("Control+z")  # undo works from a clue too
    assert states(page)[0] == "??#??"
    page.keyboard.press("ArrowRight")  # back into the grid, on that row
    assert page.evaluate("document.activeElement.getAttribute('role')") == "grid"
    assert grid.get_attribute("aria-activedescendant") == cell(page, 1, 0).get_attribute("id")
    assert "cursor" in cell(page, 1, 0).get_attribute("class")
    for key in ("ArrowUp", "ArrowUp", "ArrowRight", "ArrowRight"):  # past the top: column clues
        page.keyboard.press(key)
    assert focused_label(page) == "column 3 clue 5"
    assert page.get_by_role("columnheader", name="column 3 clue 5").count() == 1
    page.keyboard.press("ArrowDown")
    page.keyboard.press("x")
    assert state(page, 0, 2) == "crossed"
    assert focused_label(page) == "Puzzle grid"
    cell(page, 1, 1).click()
    cell(page, 2, 1).click()  # a block of 2 under a clue of 1
    assert page.locator('.col-clue[data-index="1"]').get_attribute("aria-label") == "column 2 clue 1, cannot match"


def test_progress_is_restored_after_reload_and_shown_in_the_library(page):
    open_library_puzzle(page, "Heart")
    cell(page, 2, 0).click()
    cell(page, 3, 0).click(button="right")
    page.reload()
    page.get_by_role("grid").wait_for()
    assert state(page, 2, 0) == "filled" and state(page, 3, 0) == "crossed"
    page.get_by_role("link", name="Library").click()
    assert "% done" in page.get_by_role("link", name="Heart").inner_text()


def test_reset_clears_and_can_be_undone(page):
    open_library_puzzle(page, "Arrow")
    cell(page, 0, 2).click()
    reset_asked(page)
    assert state(page, 0, 2) == "unknown"
    page.get_by_role("button", name="Undo").click()
    assert state(page, 0, 2) == "filled"


def test_zoom_changes_cell_size(page):
    open_library_puzzle(page, "Heart")
    before = cell(page, 0, 0).bounding_box()["width"]
    page.get_by_role("button", name="Zoom in").click()
    assert cell(page, 0, 0).bounding_box()["width"] > before


# ----- offline and file:// ----------------------------------------------------------------


@pytest.mark.offline
def test_works_offline_after_first_visit(watched, site_url):
    watched.page.goto(site_url)
    open_library_puzzle(watched.page, "Arrow")
    with cut_off(watched) as page:
        page.reload()
        page.get_by_role("grid").wait_for()
        wait_solver(page)
        page.get_by_role("button", name="Hint").click()
        wait_for(page, "document.querySelector('#status').dataset.kind === 'hint'")
        served = page.evaluate(  # the app manifest and its icons come from the cache too
            "Promise.all(['manifest.webmanifest', 'icons/icon-192.png'].map((u) => fetch(u).then((r) => r.ok)))"
        )
        assert served == [True, True]


def test_file_url_explains_how_to_serve(browser, built_site):
    context = browser.new_context(served_snapshot=False)  # a file: URL reads no Cache Storage of the site
    try:
        page = context.new_page()
        page.goto((built_site / "index.html").as_uri())
        warning = page.get_by_role("alert")
        warning.wait_for()  # visible: the classic script has run
        assert "build_wheel.py --serve" in warning.inner_text()
    finally:
        context.close()


def test_long_press_crosses_on_touch(page):
    open_library_puzzle(page, "Arrow")
    # the cell's place is read when the press starts, not before: the board may still be fitting
    # itself to the window after the grid appears (a press measured earlier can land on another cell)
    cell(page, 3, 3).evaluate(
        """(cell) => new Promise((resolve) => {
          const box = cell.getBoundingClientRect();
          const x = box.x + box.width / 2, y = box.y + box.height / 2;
          const init = { pointerType: 'touch', pointerId: 7, isPrimary: true, button: 0, buttons: 1,
                         clientX: x, clientY: y, bubbles: true };
          document.elementFromPoint(x, y).dispatchEvent(new PointerEvent('pointerdown', init));
          setTimeout(() => {
            window.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
            resolve();
          }, 700);
        })""",
    )
    assert state(page, 3, 3) == "crossed"
