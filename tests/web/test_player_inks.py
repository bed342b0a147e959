"""Every ink stands out from an empty cell in both themes.  Twemoji's charcoal #292F33
(about 180 pictures) almost vanished on the dark theme's empty cells and a pale grey or white ink
on the light theme's white ones: such a cell gets an inner edge (grid/colour.css, grid/colour.js
"deep"/"faint"), and the palette names them as a person would ("charcoal", not "dark green")."""

from __future__ import annotations

import pytest

from .helpers import cell
from .pictures_data import every_picture

pytestmark = pytest.mark.browser


def grey_picture() -> str:
    """The link of a picture up to 20×20 with charcoal (#292F33), grey and pale grey inks (Twemoji's
    rhino, wolf, wheel...), found in whatever packs ship."""
    for entry, n, puzzle in every_picture():
        names = {colour["name"] for colour in puzzle.get("colours", ())}
        if {"charcoal", "grey", "pale grey"} <= names and max(len(puzzle["rows"]), len(puzzle["cols"])) <= 20 \
                and min(len(puzzle["rows"]), len(puzzle["cols"])) >= 6 and not entry.get("mosaic"):
            return f"#pictures/{entry['id']}/{n}"
    pytest.skip("no picture up to 20×20 with charcoal, grey and pale grey inks ships")


def paint(page, name: str, r: int, c: int):
    page.get_by_role("radiogroup", name="Colours").get_by_role("radio", name=name, exact=True).click()
    cell(page, r, c).click()
    page.evaluate("document.activeElement.blur()")  # no keyboard cursor outline
    return cell(page, r, c).evaluate("(el) => getComputedStyle(el).boxShadow")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_inks_close_to_an_empty_cell_get_an_edge_in_each_theme(page, site_url, theme):
    page.evaluate("(t) => localStorage.setItem('nonogram:theme', t)", theme)
    page.goto(f"{site_url}{grey_picture()}")
    page.reload()  # the theme is chosen as the page loads
    page.get_by_role("grid").wait_for()
    assert page.evaluate("document.documentElement.dataset.theme") == theme
    names = page.get_by_role("radiogroup", name="Colours").get_by_role("radio").all_inner_texts()
    assert "charcoal" in [n.strip() for n in names] and not any("green" in n for n in names)
    charcoal, pale, grey = paint(page, "charcoal", 5, 1), paint(page, "pale grey", 5, 3), paint(page, "grey", 5, 5)
    edged = {"light": pale, "dark": charcoal}[theme]
    plain = {"light": charcoal, "dark": pale}[theme]
    assert edged != "none" and "inset" in edged, edged
    assert plain == "none" and grey == "none"  # inks that already stand out stay as they are
