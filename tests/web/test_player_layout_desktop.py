"""At 1280x900 and from the keyboard: a 40x40 with many clue numbers fits whole at 14 px
cells or more, two-digit clue numbers are as large as one-digit ones, clue digits grow with the
cells, opening a puzzle puts the focus on the grid, and the skip link reaches the grid in one Tab."""

from __future__ import annotations

import pytest

from .helpers import cell, open_library_puzzle, put_puzzle, state
from .layout_helpers import page_scrolls, picture, sized_page

pytestmark = pytest.mark.browser


def desktop(browser, site_url):
    return sized_page(browser, site_url, 1280, 900)


@pytest.mark.parametrize("width, height", [(40, 30), (40, 40)])
def test_a_dense_puzzle_up_to_40x40_fits_whole_with_cells_of_14px(browser, site_url, width, height):
    """picture() gives about 13 numbers a line: clue bands wider and taller than most real puzzles'."""
    with desktop(browser, site_url) as page:
        put_puzzle(page, picture(width, height, seed=11), f"Dense {width}x{height}")
        assert not page_scrolls(page)
        for r in range(height):  # every row's last cell, inside the window and not covered
            box = cell(page, r, width - 1).bounding_box()
            assert box["width"] >= 14
            assert box["y"] + box["height"] <= 900 and box["x"] + box["width"] <= 1280
            x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
            assert page.evaluate("([x, y]) => document.elementFromPoint(x, y).dataset.r", [x, y]) == str(r)


def font_px(locator) -> float:
    return float(locator.evaluate("(el) => getComputedStyle(el).fontSize").removesuffix("px"))


def test_two_digit_clue_numbers_are_as_large_as_one_digit_ones(browser, site_url):
    with desktop(browser, site_url) as page:
        open_library_puzzle(page, "Cat")  # column 13's clue is 13, column 1's is 5
        thirteen = page.locator('[role="columnheader"][aria-colindex="13"] span', has_text="13")
        five = page.locator('[role="columnheader"][aria-colindex="1"] span')
        assert font_px(thirteen) == font_px(five)
        assert font_px(five) >= 14  # at the cells this puzzle opens with, not a fixed small size
        small = font_px(five)
        for _ in range(3):
            page.get_by_role("button", name="Zoom out").click()
        assert font_px(thirteen) == font_px(five) <= small  # they shrink together, and no further than 10 px
        assert font_px(five) >= 10
        assert thirteen.bounding_box()["width"] < cell(page, 0, 12).bounding_box()["width"]  # fits its column


def test_opening_a_puzzle_focuses_the_grid_and_the_skip_link_reaches_it_in_one_tab(browser, site_url):
    with desktop(browser, site_url) as page:
        open_library_puzzle(page, "Heart")
        grid = page.get_by_role("grid")
        assert grid.evaluate("(g) => document.activeElement === g")
        page.keyboard.press("Space")  # play at once: the cursor is on the first cell
        assert state(page, 0, 0) == "filled"
        page.evaluate("() => document.activeElement.blur()")
        page.keyboard.press("Tab")
        skip = page.get_by_role("link", name="Skip to the grid")
        assert skip.evaluate("(a) => document.activeElement === a")
        assert skip.is_visible()  # shown while it has the focus
        page.keyboard.press("Enter")
        assert grid.evaluate("(g) => document.activeElement === g")
        assert page.evaluate("location.hash").startswith("#play/")  # the link did not navigate
        page.keyboard.press("ArrowRight")
        page.keyboard.press("x")
        assert state(page, 0, 1) == "crossed"
