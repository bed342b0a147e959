"""A 25×25 drawn on a phone (390×844, touch; issue 39): the board scrolls inside its own box (the
page never wider than the screen), zoom and a Move tool as in the player, the clues staying in view,
the toolbar with Move and zoom on screen above the board, and fingers draw.  In headless Chromium."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser import wait_for, watching

from .helpers import cell, new_blank, picture_of

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}


@pytest.fixture
def phone(browser, site_url):
    with watching(browser, site_url, **PHONE) as watch:
        watch.page.goto(f"{site_url}editor.html")
        wait_for(watch.page, "document.documentElement.dataset.solver === 'ready'", timeout=120_000)
        yield watch.page


def touch_drag(page, start, end, steps: int = 6) -> None:
    """One finger down at client point `start`, moved to `end`, lifted."""
    page.evaluate(
        """([[x, y], [x2, y2], steps]) => {
          const send = (type, px, py) => (document.elementFromPoint(px, py) || document.body).dispatchEvent(
            new PointerEvent(type, { pointerId: 9, pointerType: 'touch', isPrimary: true, clientX: px, clientY: py,
              button: 0, buttons: 1, bubbles: true, cancelable: true }));
          send('pointerdown', x, y);
          for (let k = 1; k <= steps; k++) send('pointermove', x + (x2 - x) * k / steps, y + (y2 - y) * k / steps);
          window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 9, pointerType: 'touch', bubbles: true }));
        }""",
        [list(start), list(end), steps],
    )


def centre(locator) -> tuple[float, float]:
    box = locator.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def inside(inner, outer) -> bool:
    a, b = inner.bounding_box(), outer.bounding_box()
    return a["x"] >= b["x"] - 1 and a["y"] >= b["y"] - 1 and a["x"] + a["width"] <= b["x"] + b["width"] + 1 and \
        a["y"] + a["height"] <= b["y"] + b["height"] + 1


def test_a_25_by_25_is_drawn_on_a_phone_with_zoom_move_and_clues_in_view(phone):
    page = phone
    new_blank(page, 25, 25)
    wrap = page.locator("#board-wrap")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # the page never scrolls sideways
    # a few taps on Zoom in (three from the fitted size; four when the fit came out a pixel smaller)
    for _ in range(4):
        before = cell(page, 0, 0).bounding_box()["width"]
        if before >= 20:
            break
        page.get_by_role("button", name="Zoom in").tap()
        wait_for(page, "(w) => document.querySelector('[role=\"gridcell\"]').getBoundingClientRect().width > w",
                 arg=before)
    size = cell(page, 0, 0).bounding_box()["width"]
    assert size >= 20, size  # big enough for a finger
    assert wrap.evaluate("(w) => w.scrollWidth > w.clientWidth && w.scrollHeight > w.clientHeight")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # the toolbar stays on screen above the board: Move and zoom within reach while drawing
    wrap.scroll_into_view_if_needed()
    page.evaluate("() => window.scrollBy(0, document.getElementById('board-wrap').getBoundingClientRect().top - 60)")
    toolbar = page.get_by_role("toolbar", name="Drawing")
    move = toolbar.get_by_role("button", name="Move", exact=True)
    box = move.bounding_box()
    assert 0 <= box["y"] and box["y"] + box["height"] <= 844
    # Move: one finger pans the board and paints nothing
    move.tap()
    expect(move).to_have_attribute("aria-pressed", "true")
    before = wrap.evaluate("(w) => { w.scrollTo(0, 0); return [w.scrollLeft, w.scrollTop]; }")
    x, y = centre(wrap)
    touch_drag(page, (x + 100, y + 100), (x - 60, y - 60))
    after = wrap.evaluate("(w) => [w.scrollLeft, w.scrollTop]")
    assert after[0] > before[0] and after[1] > before[1], (before, after)
    assert picture_of(page) == ["." * 25] * 25
    # the clues stay in view, scrolled to the far corner: the last row's and last column's
    wrap.evaluate("(w) => w.scrollTo(w.scrollWidth, w.scrollHeight)")
    row_clue = page.locator('[role="rowheader"][aria-rowindex="25"]')
    col_clue = page.locator('[role="columnheader"][aria-colindex="25"]')
    assert inside(row_clue, wrap) and inside(col_clue, wrap)
    first_col_clue = page.locator('[role="columnheader"][aria-colindex="24"]')
    assert inside(first_col_clue, wrap)
    # Paint again: a tap paints a cell, a drag paints a run, both under the finger
    toolbar.get_by_role("button", name="Paint").tap()
    target = cell(page, 24, 24)
    page.touchscreen.tap(*centre(target))
    expect(target).to_have_attribute("data-state", "filled")
    touch_drag(page, centre(cell(page, 20, 20)), centre(cell(page, 20, 23)))
    assert picture_of(page)[20][20:24] == "####"
    # zooming back out shows the whole board again (as many taps as it took in), the strokes kept
    whole = "(w) => w.scrollWidth <= w.clientWidth + 1 && w.scrollHeight <= w.clientHeight + 1"
    for _ in range(4):
        if wrap.evaluate(whole):
            break
        before = cell(page, 0, 0).bounding_box()["width"]
        page.get_by_role("button", name="Zoom out").tap()
        wait_for(page, "(w) => document.querySelector('[role=\"gridcell\"]').getBoundingClientRect().width < w",
                 arg=before)
    assert wrap.evaluate(whole), wrap.evaluate("(w) => [w.scrollWidth, w.clientWidth, w.scrollHeight, w.clientHeight]")
    assert picture_of(page)[24] == "." * 24 + "#"
