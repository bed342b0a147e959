"""The player's solver features in headless Chromium, sharing one page whose worker has loaded
Pyodide (see ``solver_page``): file open, hint, check, solve, share links, cancel."""

from __future__ import annotations

import json

import pytest

from tests.browser import wait_for
from tests.corpora import REASON

from .helpers import (
    ARROW,
    SHARED,
    cell,
    click_picture,
    fresh,
    reset_asked,
    solve_asked,
    state,
    states,
    status,
    wait_solver,
)

pytestmark = pytest.mark.browser


def test_open_file_solve_by_clicking(solver_page, tmp_path):
    page = solver_page
    path = tmp_path / "arrow.non"
    path.write_text('title "Uploaded arrow"\nwidth 5\nheight 5\nrows\n1\n3\n1,1,1\n1\n1\n'
                    "columns\n1\n1\n5\n1\n1\n")
    page.get_by_label("Open puzzle").set_input_files(str(path))
    page.get_by_role("heading", name="Uploaded arrow").wait_for(timeout=90_000)
    click_picture(page, ARROW)
    wait_for(page, "document.querySelector('#player-view').dataset.solved === 'yes'")
    assert "Solved" in status(page).inner_text()
    page.evaluate("location.hash = '#library'")  # the opened file is now in the library, solved
    assert "Solved" in page.get_by_role("link", name="Uploaded arrow").inner_text()


def test_bad_file_gives_a_clear_error_and_keeps_the_game(solver_page, tmp_path):
    page = solver_page
    fresh(page, "Arrow")
    cell(page, 0, 2).click()
    path = tmp_path / "broken.non"
    path.write_text("width 2\nheight 1\nrows\n2\ncolumns\n1\nbanana\n")
    page.get_by_label("Open puzzle").set_input_files(str(path))
    wait_for(page, "document.querySelector('#status').dataset.kind === 'error'", timeout=90_000)
    assert "broken.non" in status(page).inner_text()
    assert state(page, 0, 2) == "filled"


def test_hint_explains_and_highlights_undecided_cells_and_their_line(solver_page):
    page = solver_page
    fresh(page, "Arrow")
    wait_solver(page)
    page.get_by_role("button", name="Hint").click()
    wait_for(page, "document.querySelector('#status').dataset.kind === 'hint'")
    assert len(status(page).inner_text()) > 10
    marked = page.locator(".hint-cell")
    assert marked.count() > 0  # the cells the hint decides, all still undecided on the board
    assert all(marked.nth(i).get_attribute("data-state") == "unknown" for i in range(marked.count()))
    assert page.locator(".clue.hint-line").count() >= 1  # and the line(s) it reasons about


def test_hint_points_out_a_mistake_first(solver_page):
    page = solver_page
    fresh(page, "Arrow")
    cell(page, 0, 0).click()  # wrong: (0, 0) is empty in the only solution
    wait_solver(page)
    page.get_by_role("button", name="Hint").click()
    page.locator(".mistake").first.wait_for()
    assert "mistake" in cell(page, 0, 0).get_attribute("class")


def test_check_marks_wrong_cells(solver_page):
    page = solver_page
    fresh(page, "Arrow")
    cell(page, 0, 0).click()
    cell(page, 0, 2).click()
    wait_solver(page)
    page.get_by_role("button", name="Check").click()
    page.locator(".wrong").first.wait_for()
    assert page.locator(".wrong").count() == 1
    assert "wrong" in status(page).inner_text()


def test_solve_button_reveals_the_solution_without_winning(solver_page):
    page = solver_page
    fresh(page, "Heart")
    wait_solver(page)
    solve_asked(page)
    wait_for(page, "document.querySelector('#player-view').dataset.revealed === 'yes'")
    assert "revealed" in status(page).inner_text()
    assert page.locator("#player-view").get_attribute("data-solved") == "no"


def test_share_link_opens_the_puzzle(solver_page):
    page = solver_page
    code = json.dumps({"rows": [[1], [2]], "cols": [[2], [1]], "title": "Linked"})
    page.evaluate("(code) => { location.hash = code; }", code)
    page.get_by_role("heading", name="Linked").wait_for()
    assert page.locator('[role="gridcell"]').count() == 4
    assert "#play/" in page.url


def share_link(page, with_progress: bool) -> str:
    """Open the Share panel (if closed), set "Include my progress", and return the link it shows."""
    if page.get_by_role("button", name="Share").get_attribute("aria-expanded") != "true":
        page.get_by_role("button", name="Share").click()
    box = page.get_by_label("Include my progress")
    if box.is_checked() != with_progress:
        box.click()
    want = "yes" if with_progress else "no"
    wait_for(page, "(want) => document.querySelector('#share-link').dataset.progress === want", arg=want)
    return page.get_by_label("Share link").input_value()


def follow(page, link: str, says: str) -> None:
    """Open a share link in the page; wait until the puzzle is open and the status line `says`."""
    page.evaluate("(link) => { location.href = link; }", link)
    wait_for(
        page,
        "(says) => location.hash.startsWith('#play/') && document.querySelector('#status').textContent.includes(says)",
        arg=says,
    )


def test_share_button_makes_a_link_that_opens_the_same_puzzle(solver_page):
    page = solver_page
    fresh(page, "Heart")
    page.get_by_role("button", name="Share").click()
    assert page.get_by_label("Include my progress").is_disabled()  # nothing marked yet
    link = share_link(page, with_progress=False)
    assert "Share link" in status(page).inner_text()
    page.evaluate("location.hash = '#library'")  # (leaving the puzzle saves it)
    page.get_by_role("heading", name="Library").wait_for()
    page.evaluate("localStorage.clear()")
    follow(page, link, says="")
    page.get_by_role("heading", name="Heart").wait_for()
    assert page.locator('[role="gridcell"]').count() == 100
    assert page.url.endswith("#play/lib-heart")  # the bundled puzzle, not a copy of it
    share = page.get_by_role("button", name="Share")
    assert share.get_attribute("aria-expanded") == "false"  # another puzzle: the panel closed
    share.click()
    page.get_by_label("Share link").focus()
    page.keyboard.press("Escape")  # closes the panel, back on its button
    assert page.get_by_label("Share link").is_hidden()
    assert page.evaluate("document.activeElement.id") == "share"


def test_share_link_carries_progress_without_overwriting_different_saved_progress(solver_page):
    page = solver_page
    fresh(page, "Heart")
    cell(page, 2, 0).click()
    cell(page, 0, 0).click(button="right")
    cell(page, 9, 9).click(button="right")
    shared = states(page)
    link = share_link(page, with_progress=True)
    assert len(link.split("#", 1)[1]) < 100  # 100 cells, title and author: the grid is run-length coded

    # On a browser that has no progress on this puzzle, the link restores the shared grid.
    page.evaluate("location.hash = '#library'")  # (leaving the puzzle saves it)
    page.get_by_role("heading", name="Library").wait_for()
    page.evaluate("localStorage.clear()")
    follow(page, link, says="Opened with the progress from the link")
    assert states(page) == shared
    assert page.url.endswith("#play/lib-heart")
    page.reload()  # and it is now this browser's saved progress
    page.get_by_role("grid").wait_for()
    assert states(page) == shared

    # Different progress of one's own is kept; the link's is offered, and taking it can be undone.
    cell(page, 4, 4).click()
    mine = states(page)
    follow(page, link, says="Kept your saved progress")
    assert states(page) == mine
    page.get_by_role("button", name="Use that progress instead").click()
    assert states(page) == shared
    page.get_by_role("button", name="Undo").click()
    assert states(page) == mine
    assert page.get_by_role("button", name="Use that progress instead").is_hidden()

    # The same progress again: nothing to ask.
    page.get_by_role("button", name="Redo").click()
    follow(page, link, says="Your saved progress is the same")
    assert states(page) == shared
    assert page.get_by_role("button", name="Use that progress instead").is_hidden()

    # A link opened over the same puzzle with nothing marked (reset): the link's grid is taken.
    reset_asked(page)
    follow(page, link, says="Opened with the progress from the link")
    assert states(page) == shared


def wait_status(page, says: str) -> None:
    wait_for(page, "(says) => document.querySelector('#status').textContent.includes(says)", arg=says)


def test_a_file_with_saved_progress_restores_it_but_never_over_other_progress(solver_page, tmp_path):
    page = solver_page
    page.evaluate("location.hash = '#library'")
    page.get_by_role("heading", name="Library").wait_for()
    page.evaluate("localStorage.clear()")
    saved = ["??#??", "x?#?x", "?????", "?????", "?????"]
    path = tmp_path / "saved-arrow.json"
    path.write_text(json.dumps({"format": "nonogram", "version": 1, "title": "Saved arrow", "saved": saved,
                                "rows": [[1], [3], [1, 1, 1], [1], [1]], "cols": [[1], [1], [5], [1], [1]]}))
    page.get_by_label("Open puzzle").set_input_files(str(path))
    wait_status(page, "Opened with the progress from the file")
    assert states(page) == saved
    cell(page, 4, 2).click()
    mine = states(page)
    page.get_by_label("Open puzzle").set_input_files(str(path))  # the same file over the same game
    wait_status(page, "Kept your saved progress")
    assert states(page) == mine
    page.get_by_role("button", name="Use that progress instead").click()
    assert states(page) == saved


def test_cancel_stops_a_long_solve_quickly_and_the_solver_comes_back(solver_page, tmp_path):
    hard = SHARED / "survey" / "webpbn-09892-nature.non"  # no solver finishes it in 15 s
    if not hard.exists():
        pytest.skip(REASON)
    page = solver_page
    path = tmp_path / "nature.non"
    path.write_text(hard.read_text())
    page.get_by_label("Open puzzle").set_input_files(str(path))
    page.locator('[role="gridcell"]').first.wait_for()
    solve_asked(page)
    page.get_by_role("button", name="Cancel").wait_for()  # shown once work takes > 300 ms
    cancel_ms = page.evaluate(
        """() => new Promise((resolve) => {
          const t0 = performance.now();
          const box = document.querySelector('#status');
          const seen = new MutationObserver(() => {
            if (box.textContent.startsWith('Cancelled')) { seen.disconnect(); resolve(performance.now() - t0); }
          });
          seen.observe(box, { childList: true, characterData: true, subtree: true });
          document.querySelector('#cancel').click();
        })"""
    )
    assert cancel_ms < 200
    cell(page, 0, 0).click()  # the page is responsive and the board still playable
    assert state(page, 0, 0) == "filled"
    wait_solver(page)  # a fresh worker answers again
    fresh(page, "Arrow")
    page.get_by_role("button", name="Hint").click()
    wait_for(page, "document.querySelector('#status').dataset.kind === 'hint'")


def test_drop_a_file_on_the_page_opens_it(solver_page):
    page = solver_page
    page.evaluate("location.hash = '#library'")
    page.evaluate(
        """() => {
          const text = 'title "Dropped"\\nwidth 2\\nheight 2\\nrows\\n1\\n2\\ncolumns\\n2\\n1\\n';
          const data = new DataTransfer();
          data.items.add(new File([text], 'dropped.non', { type: 'text/plain' }));
          document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));
        }"""
    )
    page.get_by_role("heading", name="Dropped").wait_for()
    assert page.locator('[role="gridcell"]').count() == 4


def test_hostile_title_is_shown_as_text(solver_page, tmp_path):
    page = solver_page
    path = tmp_path / "hostile.non"
    path.write_text('title "<img src=x onerror=window.pwned=1>"\nwidth 1\nheight 1\nrows\n1\ncolumns\n1\n')
    page.get_by_label("Open puzzle").set_input_files(str(path))
    page.get_by_role("heading", name="<img src=x onerror=window.pwned=1>").wait_for()
    assert page.locator("#puzzle-title img").count() == 0
    assert page.evaluate("window.pwned === undefined")
