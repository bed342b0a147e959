"""Fit, zoom, sticky clues, phone taps, the compact toolbar and dark mode, in windows of the sizes
people use (1280x900, 1280x700, a 390x844 touch phone).  Puzzles are put straight into the page's
storage (helpers.put_puzzle), so none of these waits for the solver."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser import wait_for

from .helpers import cell, in_viewport, open_library_puzzle, put_puzzle, reset_asked, state, states
from .layout_helpers import drawing, page_scrolls, picture, sized_page

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("width, height, make", [(40, 30, picture), (40, 40, drawing)])
def test_up_to_40x40_fits_1280x900_unscrolled_with_cells_of_14px(browser, site_url, width, height, make):
    with sized_page(browser, site_url, 1280, 900) as page:
        put_puzzle(page, make(width, height), f"Big {width}x{height}")
        assert not page_scrolls(page)
        for r, c in [(0, 0), (0, width - 1), (height - 1, 0), (height - 1, width - 1)]:
            box = cell(page, r, c).bounding_box()
            assert box["width"] >= 14
            assert box["y"] + box["height"] <= 900 and box["x"] + box["width"] <= 1280
        assert in_viewport(page, page.locator('[role="columnheader"]').first)


def test_a_small_puzzle_opens_large(browser, site_url):
    with sized_page(browser, site_url, 1280, 900) as page:
        open_library_puzzle(page, "Dancer")  # 5x10: not 15% of the screen
        assert cell(page, 0, 0).bounding_box()["width"] >= 40


def test_clues_of_the_far_corner_stay_in_view_on_a_scrolled_50x50(browser, site_url):
    with sized_page(browser, site_url, 1280, 700) as page:
        put_puzzle(page, picture(50, 50, seed=5), "Fifty")
        corner = cell(page, 49, 49)
        corner.scroll_into_view_if_needed()
        assert in_viewport(page, corner)
        assert in_viewport(page, page.locator('[role="columnheader"][aria-colindex="50"]'))
        assert in_viewport(page, page.locator('[role="rowheader"][aria-rowindex="50"]'))
        corner.click()
        assert state(page, 49, 49) == "filled"  # the sticky clues do not cover it


def test_phone_taps_hit_every_cell_of_the_first_row_and_column(browser, site_url):
    with sized_page(browser, site_url, 390, 844, touch=True) as page:
        open_library_puzzle(page, "Cat")  # 20x20
        for c in range(20):
            cell(page, 0, c).tap()
        for r in range(1, 20):
            cell(page, r, 0).tap()
        grid = states(page)
        assert grid[0] == "#" * 20
        assert all(row[0] == "#" for row in grid)
        assert sum(row.count("#") for row in grid) == 39
        assert not page_scrolls(page)  # the 20x20 fits the phone's width


def test_phone_reaches_the_cells_of_a_puzzle_whose_row_clues_are_wider_than_the_screen(browser, site_url):
    """60 wide, 30 numbers in every row clue: sticky, that band would cover the whole phone and no
    cell could be tapped; it scrolls with the grid instead, and the puzzle opens on its first cells
    with the row clues' last numbers beside them.  The short column clues stay sticky."""
    stripes = ["#." * 30] * 60
    with sized_page(browser, site_url, 390, 844, touch=True) as page:
        put_puzzle(page, stripes, "Stripes")
        assert in_viewport(page, cell(page, 0, 0)) and in_viewport(page, cell(page, 5, 5))
        assert in_viewport(page, page.locator('[role="rowheader"][aria-rowindex="1"] span').last)
        for r, c in [(0, 0), (0, 6), (3, 0), (40, 58)]:  # tap() fails if a clue covers the cell
            cell(page, r, c).tap()
            assert state(page, r, c) == "filled"
        assert in_viewport(page, page.locator('[role="columnheader"][aria-colindex="59"]'))


def test_phone_toolbar_is_two_thumb_rows_with_zoom_and_help_folds_away(browser, site_url):
    """The phone's toolbar holds the zoom buttons, the Move tool and the Pencil: 14 buttons do not
    fit one row at a thumb's width, so it is two rows of seven (tools and zoom at the bottom)."""
    with sized_page(browser, site_url, 390, 844, touch=True) as page:
        open_library_puzzle(page, "Cat")
        boxes = page.evaluate(
            "() => [...document.querySelectorAll('.toolbar button')].filter((b) => b.offsetParent)"
            ".map((b) => { const r = b.getBoundingClientRect(); return [r.top, r.right, r.width, r.bottom]; })"
        )
        assert len({round(top) for top, *_ in boxes}) == 2
        assert max(right for _, right, *_ in boxes) <= 390
        assert min(width for *_, width, _ in boxes) >= 44
        assert max(bottom for *_, bottom in boxes) <= 844
        for name in ("Fill", "Cross", "Move", "Pencil", "Undo", "Redo", "Rewind", "Check", "Hint", "Solve", "Reset",
                     "Share", "Zoom in", "Zoom out"):
            assert page.get_by_role("button", name=name, exact=True).is_visible()
        assert not page.get_by_text("Each number is a block of filled cells").is_visible()
        page.get_by_text("Help", exact=True).tap()
        assert page.get_by_text("Each number is a block of filled cells").is_visible()


def cell_size(page) -> float:
    return cell(page, 0, 0).bounding_box()["width"]


def test_zoom_buttons_and_ctrl_wheel_zoom_around_the_pointer_without_painting(browser, site_url):
    with sized_page(browser, site_url, 1280, 900) as page:
        put_puzzle(page, picture(30, 30, seed=2), "Thirty")
        before = cell_size(page)
        page.get_by_role("button", name="Zoom in").click()
        assert cell_size(page) > before
        page.get_by_role("button", name="Zoom out").click()
        target = cell(page, 20, 20).bounding_box()
        x, y = target["x"] + target["width"] / 2, target["y"] + target["height"] / 2
        # Eight Ctrl+wheel notches at one spot, until the board is larger than the window (before, it
        # stays centred).  Sent in one go: notches more than 1.5 s apart count as a new zoom at a new
        # point (grid/zoom.js), and a loaded machine can space Playwright's real wheel events that far.
        page.evaluate(
            """([x, y]) => {
              const target = document.elementFromPoint(x, y);
              for (let k = 0; k < 8; k++) {
                target.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, clientX: x, clientY: y, ctrlKey: true,
                  bubbles: true, cancelable: true }));
              }
            }""",
            [x, y],
        )
        assert cell_size(page) > before * 2
        under = page.evaluate("([x, y]) => document.elementFromPoint(x, y).getAttribute('aria-label')", [x, y])
        assert under == "row 21, column 21, unknown"  # the same cell is still under the pointer
        assert "#" not in "".join(states(page))


def pinch(page, x: float, y: float, spread: float) -> None:
    """Two touch pointers down near (x, y), moved apart by `spread` px each, then lifted."""
    page.evaluate(
        """([x, y, spread]) => {
          const at = (id, px, py, type) => {
            const target = document.elementFromPoint(px, py) || document.body;
            target.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', isPrimary: id === 1,
              clientX: px, clientY: py, button: 0, buttons: type === 'pointerup' ? 0 : 1, bubbles: true }));
          };
          at(1, x - 10, y, 'pointerdown');
          at(2, x + 10, y, 'pointerdown');
          for (let k = 1; k <= 5; k++) {
            at(1, x - 10 - (spread * k) / 5, y, 'pointermove');
            at(2, x + 10 + (spread * k) / 5, y, 'pointermove');
          }
          window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1, pointerType: 'touch', bubbles: true }));
          window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 2, pointerType: 'touch', bubbles: true }));
        }""",
        [x, y, spread],
    )


def test_pinch_zooms_and_never_paints(browser, site_url):
    with sized_page(browser, site_url, 390, 844, touch=True) as page:
        open_library_puzzle(page, "Cat")
        before = cell_size(page)
        box = cell(page, 10, 10).bounding_box()
        pinch(page, box["x"] + 5, box["y"] + 5, 60)
        assert cell_size(page) > before * 1.5
        assert states(page) == ["?" * 20] * 20
        assert page.get_by_role("button", name="Undo").is_disabled()  # nothing to undo: nothing painted


def luminance(page, selector: str) -> float:
    rgb = page.evaluate(
        "(s) => getComputedStyle(document.querySelector(s)).backgroundColor.match(/\\d+/g).slice(0, 3).map(Number)",
        selector,
    )
    return sum(rgb) / 3


def test_dark_mode_follows_the_system_and_the_toggle(browser, site_url):
    with sized_page(browser, site_url, 1280, 900, dark=True) as page:
        assert luminance(page, "body") < 60
        open_library_puzzle(page, "Heart")
        assert luminance(page, ".cell") < 60
        toggle = page.get_by_role("button", name="Dark mode")
        assert toggle.get_attribute("aria-pressed") == "true"
        toggle.click()
        assert luminance(page, "body") > 200
        assert toggle.get_attribute("aria-pressed") == "false"
        page.reload()  # the choice is kept
        page.get_by_role("grid").wait_for()
        assert luminance(page, "body") > 200
    with sized_page(browser, site_url, 1280, 900) as page:
        assert luminance(page, "body") > 200
        page.emulate_media(color_scheme="dark")  # the system switching while the page is open
        wait_for(page, "document.documentElement.dataset.theme === 'dark'")
        assert luminance(page, "body") < 60
        page.emulate_media(color_scheme="light")
        wait_for(page, "document.documentElement.dataset.theme === 'light'")
        page.get_by_role("button", name="Dark mode").click()
        assert luminance(page, "body") < 60


def test_dark_mode_holds_on_every_panel_and_in_the_editor(browser, site_url):
    with sized_page(browser, site_url, 1280, 900) as page:
        page.get_by_role("button", name="Dark mode").click()
        for panel in ("#new-puzzle", "#daily-puzzle", ".library li"):
            assert luminance(page, panel) < 60, panel
        page.goto(site_url + "editor.html")  # the choice holds there, and the editor has the toggle too
        page.locator(".panels section").first.wait_for()
        assert luminance(page, "body") < 60 and luminance(page, ".panels section") < 60
        toggle = page.get_by_role("button", name="Dark mode")
        assert toggle.get_attribute("aria-pressed") == "true"
        toggle.click()
        assert luminance(page, ".panels section") > 200


def test_an_80x60_scrolls_under_sticky_clues_and_paints_where_it_is_dragged(browser, site_url):
    with sized_page(browser, site_url, 1280, 900) as page:
        put_puzzle(page, drawing(80, 60, seed=8), "Eighty")
        assert cell_size(page) >= 14
        far = cell(page, 59, 70)
        far.scroll_into_view_if_needed()
        assert in_viewport(page, page.locator('[role="columnheader"][aria-colindex="71"]'))
        assert in_viewport(page, page.locator('[role="rowheader"][aria-rowindex="60"]'))
        start = cell(page, 59, 60).bounding_box()
        page.mouse.move(start["x"] + 4, start["y"] + 4)
        page.mouse.down()
        page.mouse.move(start["x"] + 4 + 10 * start["width"], start["y"] + 4, steps=10)
        # Chromium hands a page its pointer moves at the next frame: wait for what they show
        expect(page.locator("[data-drag-count]")).to_have_text("11")
        page.mouse.up()
        assert states(page)[59][60:71] == "#" * 11


def test_messages_do_not_move_the_board_and_the_header_has_no_raw_file_control(browser, site_url):
    with sized_page(browser, site_url, 1280, 900) as page:
        box = page.get_by_label("Open puzzle").bounding_box()  # the input is there, visually hidden
        assert box["width"] <= 1 and box["height"] <= 1
        assert page.get_by_text("Open puzzle", exact=True).is_visible()  # its label is the button
        open_library_puzzle(page, "Heart")
        before = cell(page, 0, 0).bounding_box()
        cell(page, 0, 0).click()
        reset_asked(page)
        assert "reset" in page.get_by_role("status").inner_text()
        assert cell(page, 0, 0).bounding_box() == before


def test_two_fingers_moving_together_pan_the_board(browser, site_url):
    with sized_page(browser, site_url, 390, 844, touch=True) as page:
        put_puzzle(page, drawing(40, 40, seed=3), "Pan")
        wrap = page.locator("#board-wrap")
        for _ in range(4):  # it opens whole on a phone: zoomed in, it is too wide for it
            page.get_by_role("button", name="Zoom in").tap()
        assert wrap.evaluate("(w) => w.scrollWidth > w.clientWidth")
        box = cell(page, 5, 10).bounding_box()
        x, y = box["x"], box["y"]
        page.evaluate(
            """([x, y]) => {
              const send = (type, id, px, py) => (document.elementFromPoint(px, py) || document.body).dispatchEvent(
                new PointerEvent(type, { pointerId: id, pointerType: 'touch', clientX: px, clientY: py,
                  buttons: 1, bubbles: true }));
              send('pointerdown', 1, x, y); send('pointerdown', 2, x + 30, y);
              for (let k = 1; k <= 5; k++) {
                send('pointermove', 1, x - 20 * k, y);
                send('pointermove', 2, x + 30 - 20 * k, y);
              }
              for (const id of [1, 2]) {
                window.dispatchEvent(new PointerEvent('pointerup', { pointerId: id, pointerType: 'touch' }));
              }
            }""",
            [x, y],
        )
        assert wrap.evaluate("(w) => w.scrollLeft") > 50
        assert "#" not in "".join(states(page))


def test_the_phone_library_keeps_no_empty_message_box_above_its_panels(browser, site_url):
    """On a 390x844 phone the library's status line took its reserved 3.4rem while empty: a blank
    band between the search box and the New puzzle panel.  Empty, it takes no room; a message
    (here the one a removed puzzle leaves, with its Undo) still shows there in full."""
    with sized_page(browser, site_url, 390, 844, touch=True) as page:
        search = page.get_by_label("Search puzzles by title").bounding_box()
        first = page.locator("#library-view > :not(.library-head)").first.bounding_box()
        assert first["y"] - (search["y"] + search["height"]) < 24
        page.evaluate("""() => localStorage.setItem('nonogram:puzzle:mine',
                         JSON.stringify({title: 'Mine', rows: [[2]], cols: [[1], [1]], black_and_white: true}))""")
        page.evaluate("location.hash = '#play/mine'")
        page.get_by_role("heading", name="Mine").wait_for()
        page.evaluate("location.hash = '#library'")
        page.get_by_role("button", name="Remove Mine").click()
        message = page.get_by_role("status")
        assert "Removed" in message.inner_text()
        page.evaluate("scrollTo(0, 0)")  # the Remove button was far down the list
        # the line leaves its toast at the foot of the window on the scroll event, a frame later
        wait_for(page, "!document.getElementById('status-bar').classList.contains('toast')")
        assert in_viewport(page, message) and message.bounding_box()["height"] > 10
        undo = page.get_by_role("button", name="Undo")
        box, below = undo.bounding_box(), page.locator("#library-view > :not(.library-head)").first.bounding_box()
        assert box["y"] + box["height"] <= below["y"]  # on top of nothing
