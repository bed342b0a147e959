"""On a 390x844 touch phone: the cells use the screen (a 20x20 whole at 17 px or more, not
under the toolbar), the zoom buttons are on the toolbar, the Move tool pans a zoomed board with one
finger and paints nothing, the auto-cross option crosses the rest of a finished line (one undo step,
kept after a reload), and the cursor's row and column are named on big grids.  Puzzles are put
straight into storage (no solver needed)."""

from __future__ import annotations

import pytest

from .helpers import cell, open_library_puzzle, put_puzzle, state, states
from .layout_helpers import drawing, phone

pytestmark = pytest.mark.browser


def test_a_20x20_is_drawn_whole_at_17px_cells_above_the_toolbar(browser, site_url):
    with phone(browser, site_url) as page:
        open_library_puzzle(page, "Cat")
        toolbar_top = min(b.bounding_box()["y"] for b in page.locator(".toolbar button:visible").all())
        for r, c in [(0, 0), (0, 19), (19, 0), (19, 19)]:
            box = cell(page, r, c).bounding_box()
            assert box["width"] >= 17 and box["height"] >= 17
            assert box["x"] >= 0 and box["x"] + box["width"] <= 390
            assert box["y"] >= 0 and box["y"] + box["height"] <= toolbar_top
        first = page.locator('[role="rowheader"]').first.bounding_box()
        assert first["x"] >= 0  # the row clues are on screen too
        assert page.evaluate("() => document.querySelector('#board-wrap').scrollWidth") <= 390


def cell_size(page) -> float:
    return cell(page, 0, 0).bounding_box()["width"]


def test_zoom_buttons_are_on_the_phone_toolbar(browser, site_url):
    with phone(browser, site_url) as page:
        open_library_puzzle(page, "Cat")
        before = cell_size(page)
        page.get_by_role("button", name="Zoom in").tap()
        assert cell_size(page) > before
        page.get_by_role("button", name="Zoom out").tap()
        page.get_by_role("button", name="Zoom out").tap()
        assert cell_size(page) < before
        assert states(page) == ["?" * 20] * 20


def drag(page, x: float, y: float, dx: float, dy: float) -> None:
    """One finger down at (x, y), moved by (dx, dy) in five steps, lifted."""
    page.evaluate(
        """([x, y, dx, dy]) => {
          const send = (type, px, py) => (document.elementFromPoint(px, py) || document.body).dispatchEvent(
            new PointerEvent(type, { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: px, clientY: py,
              button: 0, buttons: type === 'pointerup' ? 0 : 1, bubbles: true, cancelable: true }));
          send('pointerdown', x, y);
          for (let k = 1; k <= 5; k++) send('pointermove', x + dx * k / 5, y + dy * k / 5);
          window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 7, pointerType: 'touch', bubbles: true }));
        }""",
        [x, y, dx, dy],
    )


def test_the_move_tool_pans_with_one_finger_and_paints_nothing(browser, site_url):
    with phone(browser, site_url) as page:
        put_puzzle(page, drawing(40, 40, seed=3), "Wide")
        wrap = page.locator("#board-wrap")
        # it opens at playable cells, bigger than the screen both ways (else: zoom in until it is)
        for _ in range(5):
            if wrap.evaluate("(w) => w.scrollWidth > w.clientWidth && w.scrollHeight > w.clientHeight"):
                break
            page.get_by_role("button", name="Zoom in").tap()
        assert wrap.evaluate("(w) => w.scrollWidth > w.clientWidth && w.scrollHeight > w.clientHeight")
        wrap.evaluate("(w) => w.scrollTo(0, 0)")
        move = page.get_by_role("button", name="Move", exact=True)
        move.tap()
        assert move.get_attribute("aria-pressed") == "true"
        box = cell(page, 8, 12).bounding_box()
        drag(page, box["x"] + 5, box["y"] + 5, -150, -60)
        assert wrap.evaluate("(w) => w.scrollLeft") > 100
        assert wrap.evaluate("(w) => w.scrollTop") > 30
        assert "#" not in "".join(states(page)) and "x" not in "".join(states(page))
        page.get_by_role("button", name="Fill", exact=True).tap()  # painting again
        cell(page, 8, 12).tap()
        assert state(page, 8, 12) == "filled"


def test_auto_cross_crosses_the_rest_of_a_finished_line_in_one_step_and_is_kept(browser, site_url):
    with phone(browser, site_url) as page:
        put_puzzle(page, ["##...", ".....", "....#", "#.#.#", "....."], "Auto")
        page.get_by_text("Help", exact=True).tap()
        option = page.get_by_label("Cross out the rest of a line once its clue is complete")
        assert not option.is_checked()  # off until chosen
        option.tap()
        page.get_by_text("Help", exact=True).tap()
        cell(page, 0, 0).tap()
        assert states(page)[0] == "#????"  # row 1 (2) not finished yet
        cell(page, 0, 1).tap()
        grid = states(page)
        assert grid[0] == "##xxx"  # row 1 finished: the rest crossed
        assert [row[1] for row in grid] == ["#", "x", "x", "x", "x"]  # column 2 (1) too
        page.get_by_role("button", name="Undo").tap()  # the fill and its crosses are one step
        assert states(page)[0] == "#????" and states(page)[1] == "?????"
        page.reload()
        page.get_by_role("grid").wait_for()
        page.get_by_text("Help", exact=True).tap()
        assert page.get_by_label("Cross out the rest of a line once its clue is complete").is_checked()


def test_the_cursor_row_and_column_are_named_on_a_big_grid(browser, site_url):
    with phone(browser, site_url) as page:
        put_puzzle(page, drawing(30, 30, seed=4), "Thirty")
        cell(page, 11, 6).tap()
        where = page.locator("#cursor-position")
        assert where.is_visible()
        assert where.inner_text() == "Row 12 · Col 7"
        assert (where.get_attribute("data-row"), where.get_attribute("data-col")) == ("12", "7")
        box = where.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390 and box["y"] >= 0
