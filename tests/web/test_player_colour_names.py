"""Readable colour names in the player: a file that names its colours by codes shows
"orange" / "charcoal" in the palette (the file's name as the tooltip) and in the hints."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser import wait_for

from .colour_helpers import palette
from .helpers import SHARED, status, wait_solver

pytestmark = pytest.mark.browser

HAULER = SHARED / "colour" / "numberloom-little-hauler.xml"


def test_coded_colour_names_read_as_common_names(solver_page):
    if not HAULER.exists():
        pytest.skip("numberloom-little-hauler.xml is not in ../shared/puzzles/colour")
    page = solver_page
    page.evaluate("location.hash = '#library'")
    page.evaluate("localStorage.clear()")
    page.get_by_label("Open puzzle").set_input_files(str(HAULER))
    page.get_by_role("grid").wait_for(timeout=60_000)
    orange = palette(page).get_by_role("radio", name="orange", exact=True)
    charcoal = palette(page).get_by_role("radio", name="charcoal", exact=True)
    expect(orange).to_have_attribute("title", "aFFAC2B")
    expect(charcoal).to_have_attribute("title", "b313131")
    expect(palette(page)).not_to_contain_text("aFFAC2B")
    wait_solver(page)
    page.get_by_role("button", name="Hint").click()
    wait_for(page, "document.querySelector('#status').dataset.kind === 'hint'", timeout=30_000)
    said = status(page).inner_text()
    assert "aFFAC2B" not in said and "b313131" not in said
    assert "orange" in said or "charcoal" in said or "empty" in said
