"""Inks a person tells apart.  Every ink stands out from an empty cell in both themes: an ink
close to the empty cells (charcoal #292F33 on the dark theme, a pale grey or white on the light
theme's white cells) gets an inner edge (grid/colour.css, grid/colour.js "deep"/"faint"), and
the palette names inks as a person would ("charcoal", not "dark green").  The shipped pictures'
inks are at least CIE76 ΔE 20 apart (tests/pictures/test_library.py), but a file may hold any.
And where cells are small, each colour clue chip carries its colour's letter, the letter its
palette swatch shows (grid/ink-letters.js), so two inks that look alike on a few pixels are still
told apart (issue 38)."""

from __future__ import annotations

import json

import pytest

from nonogram_core.design.palette import Design
from nonogram_core.formats import write
from tests.browser import wait_for

from .colour_helpers import open_file
from .helpers import cell
from .pictures_data import every_picture

pytestmark = pytest.mark.browser

GREYS = [{"name": "white", "rgb": "FFFFFF", "char": "."}, {"name": "charcoal", "rgb": "292F33", "char": "a"},
         {"name": "grey", "rgb": "8899A6", "char": "b"}, {"name": "pale grey", "rgb": "E1E8ED", "char": "c"}]
PICTURE = ["aa.bb.cc", "a.b.c.ab", ".abc.cba", "cc.bb.aa", "abcabc..", "..cbacba"]


def greys_file(tmp_path):
    """A file of a person's own with charcoal, grey and a pale grey that the shipped pictures no longer have."""
    puzzle = Design.of(PICTURE, GREYS, title="Greys").puzzle
    path = tmp_path / "greys.xml"
    path.write_text(write(type(puzzle)(**{**puzzle.__dict__, "goal": None}), "xml"))
    return path


def paint(page, name: str, r: int, c: int):
    page.get_by_role("radiogroup", name="Colours").get_by_role("radio", name=name, exact=True).click()
    cell(page, r, c).click()
    page.evaluate("document.activeElement.blur()")  # no keyboard cursor outline
    return cell(page, r, c).evaluate("(el) => getComputedStyle(el).boxShadow")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_inks_close_to_an_empty_cell_get_an_edge_in_each_theme(page, site_url, tmp_path, theme):
    page.evaluate("(t) => localStorage.setItem('nonogram:theme', t)", theme)
    page.reload()  # the theme is chosen as the page loads
    page.get_by_role("heading", name="Library").wait_for()
    assert page.evaluate("document.documentElement.dataset.theme") == theme
    open_file(page, greys_file(tmp_path), "Greys")
    page.evaluate("(t) => localStorage.setItem('nonogram:theme', t)", theme)  # open_file cleared the storage
    page.get_by_role("grid").wait_for()
    names = page.get_by_role("radiogroup", name="Colours").get_by_role("radio").all_inner_texts()
    assert [n.strip() for n in names] == ["charcoal", "grey", "pale grey"]  # the swatch's letter is CSS, not text
    charcoal, pale, grey = paint(page, "charcoal", 1, 1), paint(page, "pale grey", 1, 3), paint(page, "grey", 1, 5)
    edged = {"light": pale, "dark": charcoal}[theme]
    plain = {"light": charcoal, "dark": pale}[theme]
    assert edged != "none" and "inset" in edged, edged
    assert plain == "none" and grey == "none"  # inks that already stand out stay as they are


def grey_picture() -> tuple[str, dict]:
    """A shipped picture of 20 to 30 columns with charcoal and two other greys (Twemoji's wheel, rhino...)."""
    for entry, n, puzzle in every_picture():
        names = [colour["name"] for colour in puzzle.get("colours", ())[1:]]
        greys = [name for name in names if "grey" in name or name in ("charcoal", "black")]
        if len(greys) >= 3 and 20 <= len(puzzle["cols"]) <= 30 and not entry.get("mosaic"):
            return f"#pictures/{entry['id']}/{n}", puzzle
    pytest.skip("no picture of 20 to 30 columns with three greys ships")


def chips(page) -> list[dict]:
    """Every colour chip of the clues: its colour's name, its letter and the letter's size on screen."""
    return page.evaluate("""() => [...document.querySelectorAll('.clue span.ink')].map((span) => ({
        name: span.dataset.colour, letter: span.dataset.letter,
        size: parseFloat(getComputedStyle(span, '::after').fontSize),
        shown: getComputedStyle(span, '::after').content }))""")


def test_small_chips_carry_their_colours_letter_and_the_swatches_show_it(page, site_url):
    link, puzzle = grey_picture()
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}{link}")
    page.get_by_role("grid").wait_for()
    size = "parseFloat(getComputedStyle(document.querySelector('.board')).getPropertyValue('--cell'))"
    # a phone opens a picture at playable cells (26 px here): zoomed out, its chips are small
    while page.evaluate(size) >= 26:
        before = page.evaluate(size)
        page.get_by_role("button", name="Zoom out").click()
        wait_for(page, f"{size} < {before}")
    assert page.evaluate(size) < 26, page.evaluate(size)
    swatches = page.evaluate("""() => [...document.querySelectorAll('[role=radiogroup] [role=radio]')].map((b) =>
        [b.querySelector('.name').textContent, b.querySelector('.swatch').dataset.letter])""")
    letters = dict(swatches)
    assert len(letters) == len(puzzle["colours"]) - 1 and len(set(letters.values())) == len(letters), swatches
    found = chips(page)
    assert found and all(chip["letter"] == letters[chip["name"]] for chip in found), (letters, found[:5])
    assert all(chip["size"] >= 6.5 and chip["shown"] == json.dumps(chip["letter"]) for chip in found), found[:5]
    # zoomed in to roomy cells the chips are plain numbers again (the letter's size is 0)
    while page.evaluate(size) < 26:
        before = page.evaluate(size)
        page.get_by_role("button", name="Zoom in").click()
        wait_for(page, f"{size} > {before}")
    assert all(chip["size"] == 0 for chip in chips(page))
