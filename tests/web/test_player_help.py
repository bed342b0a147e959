"""Help can be read and put away: on a 390x844 phone its text wraps inside the screen and the
options (auto-cross first) are in view without scrolling; on a phone and a desktop it closes with
Escape, with a tap or click outside it (which paints nothing), and with its Close button."""

from __future__ import annotations

import pytest

from tests.browser import wait_for

from .helpers import cell, in_viewport, open_library_puzzle, states
from .layout_helpers import sized_page

pytestmark = pytest.mark.browser

AUTO_CROSS = "Cross out the rest of a line once its clue is complete"


def panel_is(page, shown: bool) -> None:
    wait_for(page, f"document.querySelector('#help-panel').hidden === {'false' if shown else 'true'}")


def test_help_reads_on_a_phone_and_closes_with_a_tap_outside(browser, site_url):
    with sized_page(browser, site_url, 390, 844, touch=True) as page:
        open_library_puzzle(page, "Cat")
        help_button = page.get_by_role("button", name="Help", exact=True)
        help_button.tap()
        panel_is(page, True)
        assert help_button.get_attribute("aria-expanded") == "true"
        panel = page.get_by_role("dialog", name="How to play")
        box = panel.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390 and box["y"] >= 0 and box["y"] + box["height"] <= 844
        # every paragraph wraps inside the panel: none runs off its right edge
        widths = panel.evaluate(
            "(p) => [...p.querySelectorAll('p, label')].filter((e) => e.offsetParent)"
            ".map((e) => [e.scrollWidth, e.clientWidth, e.getBoundingClientRect().right])"
        )
        assert widths and all(scroll <= client + 1 and right <= 390 for scroll, client, right in widths), widths
        assert panel.evaluate("(p) => p.scrollWidth <= p.clientWidth")
        option = page.get_by_label(AUTO_CROSS)
        assert option.is_visible() and in_viewport(page, option) and in_viewport(page, page.get_by_text(AUTO_CROSS))
        option.tap()
        assert option.is_checked()
        page.get_by_role("heading", name="Cat").tap()  # outside it (the sheet covers the board)
        panel_is(page, False)
        assert help_button.get_attribute("aria-expanded") == "false"
        help_button.tap()
        panel_is(page, True)
        page.get_by_role("button", name="Close", exact=True).tap()
        panel_is(page, False)
        help_button.tap()
        panel_is(page, True)
        help_button.tap()  # the button itself toggles it
        panel_is(page, False)


def test_help_closes_with_escape_and_a_click_outside_on_a_desktop(browser, site_url):
    with sized_page(browser, site_url, 1280, 900) as page:
        open_library_puzzle(page, "Cat")
        help_button = page.get_by_role("button", name="Help", exact=True)
        help_button.click()
        panel_is(page, True)
        assert page.get_by_label(AUTO_CROSS).is_visible()
        page.keyboard.press("Escape")
        panel_is(page, False)
        assert page.evaluate("document.activeElement.id") == "help"  # focus back where it was
        help_button.click()
        panel_is(page, True)
        page.get_by_role("heading", name="Cat").click()  # anywhere outside
        panel_is(page, False)
        help_button.click()
        panel_is(page, True)
        cell(page, 3, 3).click()  # on the board: closes, paints nothing
        panel_is(page, False)
        assert set("".join(states(page))) == {"?"}
        cell(page, 3, 3).click()  # and the board plays again
        assert states(page)[3][3] == "#"
