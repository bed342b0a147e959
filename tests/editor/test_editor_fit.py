"""The editor sizes its cells to the room it has: beside the side panels on a 1280x900 window a
small design is drawn big (it was capped at 28 px, leaving a third of the width empty) and a tall
one fits the window's height with its edge buttons; on a 390x844 phone the board fits the width.
These need no solver: the picture is set through the page's ``window.nonogramEditor`` hook."""

from __future__ import annotations

import contextlib

import pytest

pytestmark = pytest.mark.browser


@contextlib.contextmanager
def editor_at(browser, site_url: str, width: int, height: int, touch: bool = False):
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch, is_mobile=touch)
    page = context.new_page()
    page.goto(f"{site_url}editor.html")
    page.get_by_role("grid", name="Editor").wait_for()
    try:
        yield page
    finally:
        context.close()


def show(page, side: int) -> dict:
    """Set a side x side design with a frame and a diagonal; the boxes of a cell, the board, the
    bottom and right edge button groups and the side panels, in page coordinates."""
    rows = ["".join("#" if r in (0, side - 1) or c in (0, side - 1, r) else "." for c in range(side))
            for r in range(side)]
    page.evaluate("(rows) => window.nonogramEditor.setPicture(rows)", rows)
    page.evaluate("scrollTo(0, 0)")
    boxes = {"cell": page.locator('[role="gridcell"][aria-rowindex="1"][aria-colindex="1"]'),
             "board": page.get_by_role("grid", name="Editor"),
             "bottom": page.get_by_role("group", name="Bottom edge"),
             "right": page.get_by_role("group", name="Right edge"),
             "panels": page.locator(".panels")}
    return {name: locator.bounding_box() for name, locator in boxes.items()}


def test_small_and_tall_designs_fill_the_desktop_drawing_area(browser, site_url):
    with editor_at(browser, site_url, 1280, 900) as page:
        small = show(page, 11)
        assert small["cell"]["width"] > 30  # drawn bigger than the old 28 px cap
        assert small["right"]["x"] + small["right"]["width"] <= small["panels"]["x"]
        assert small["bottom"]["y"] + small["bottom"]["height"] <= 900
        tall = show(page, 40)
        assert tall["cell"]["width"] >= 8
        assert tall["bottom"]["y"] + tall["bottom"]["height"] <= 900  # no scrolling to reach the last row
        assert tall["right"]["x"] + tall["right"]["width"] <= tall["panels"]["x"]


def test_the_phone_board_fits_the_width(browser, site_url):
    with editor_at(browser, site_url, 390, 844, touch=True) as page:
        boxes = show(page, 15)
        assert boxes["right"]["x"] + boxes["right"]["width"] <= 390
        assert boxes["cell"]["width"] >= 12


def test_the_phone_colour_tools_wrap_without_a_stray_bar(browser, site_url):
    """The bar between "Add colour" and the selected colour's tools ended a wrapped line on a phone;
    there the selected colour's tools start their own line, with no bar drawn."""
    with editor_at(browser, site_url, 390, 844, touch=True) as page:
        sep = page.locator(".colour-tools .sep").bounding_box()
        assert sep is None or sep["width"] == 0 or sep["height"] == 0
        add, recolour = page.get_by_role("button", name="Add colour").bounding_box(), page.get_by_label("Recolour")
        label = recolour.locator("xpath=..").bounding_box()
        assert label["y"] >= add["y"] + add["height"] - 1 and label["x"] < 40  # a line of its own
