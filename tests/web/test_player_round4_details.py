"""The smaller things a new player met (issue 38, point 11): the named picture's miniature beside
its title on a phone, not hidden behind the clues; a won colour picture without the box a pale ink
has while playing; the palette with the tools at the bottom of a phone; Shift+arrows painting a run
from the keyboard; a 60x44 whole in 1280x900.  Puzzles go straight into storage or come from the
picture packs (no solver needed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.browser import wait_for

from .helpers import cell, put_puzzle, states
from .layout_helpers import drawing, sized_page

pytestmark = pytest.mark.browser

PICTURES = Path(__file__).resolve().parents[2] / "web" / "pictures"
SOLVED = "document.querySelector('#player-view').dataset.solved === 'yes'"


def first_picture(colour: bool, pale: bool = False) -> tuple[str, int, dict]:
    """A picture of the packs (a colour one with a pale ink when asked), as (pack, n, puzzle)."""
    index = json.loads((PICTURES / "packs.json").read_text())
    for pack in index["packs"]:
        if pack.get("mosaic") or bool(pack.get("colour")) != colour:
            continue
        for n, puzzle in enumerate(json.loads((PICTURES / pack["file"]).read_text()), start=1):
            inks = [c["rgb"].upper() for c in puzzle.get("colours", [])[1:]]
            if max(len(puzzle["rows"]), len(puzzle["cols"])) > 15:
                continue
            if not pale or any(sum(int(rgb[i:i + 2], 16) for i in (0, 2, 4)) > 3 * 215 for rgb in inks):
                return pack["id"], n, puzzle
    raise AssertionError("no such picture in the packs")


def almost_won(page, pack: str, n: int, puzzle: dict) -> tuple[int, int, str]:
    """Store the picture's grid but for its first painted cell, open it; returns that cell and its char."""
    goal = puzzle["goal"]
    r, c = next((r, c) for r, row in enumerate(goal) for c, ch in enumerate(row) if ch != ".")
    ch = goal[r][c]
    cells = [row.replace(".", "x") for row in goal]
    cells[r] = cells[r][:c] + "?" + cells[r][c + 1:]
    page.evaluate("([k, p]) => localStorage.setItem(k, p)",
                  [f"nonogram:progress:pictures/{pack}/{n}", json.dumps({"cells": cells, "elapsedMs": 5000})])
    page.evaluate("(h) => { location.hash = h; }", f"#pictures/{pack}/{n}")
    page.get_by_role("grid").wait_for()
    page.locator('[role="gridcell"]').first.wait_for()
    return r, c, ch


def test_the_named_picture_sits_beside_its_title_on_a_phone(browser, site_url):
    pack, n, puzzle = first_picture(colour=False)
    with sized_page(browser, site_url, 390, 844, touch=True) as page:
        r, c, _ = almost_won(page, pack, n, puzzle)
        cell(page, r, c).tap()
        wait_for(page, SOLVED)
        mini = page.locator("#picture-reveal")
        mini.wait_for()
        box = mini.bounding_box()
        title = page.locator("#puzzle-title").bounding_box()
        clues = page.locator('[role="columnheader"]').first.bounding_box()
        assert box["y"] + box["height"] <= clues["y"], (box, clues)  # above the board, not behind its clues
        middle = box["y"] + box["height"] / 2
        assert box["x"] + box["width"] <= title["x"] + 45 and abs(middle - (title["y"] + title["height"] / 2)) < 12
        assert page.evaluate("""() => { const b = document.querySelector('#picture-reveal').getBoundingClientRect();
            const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
            return hit && hit.id === 'picture-reveal'; }""")  # nothing covers it


def test_a_won_colour_picture_has_no_boxes_round_its_pale_cells(browser, site_url):
    pack, n, puzzle = first_picture(colour=True, pale=True)
    with sized_page(browser, site_url, 1280, 900) as page:
        r, c, ch = almost_won(page, pack, n, puzzle)
        edged = page.evaluate("() => [...document.querySelectorAll('.cell.faint[data-state=\"filled\"]')]"
                              ".filter((e) => getComputedStyle(e).boxShadow !== 'none').length")
        assert edged > 0  # while playing, a pale ink has its edge (told from an empty cell)
        colours = {k["char"]: k["name"] for k in puzzle["colours"]}
        page.get_by_role("radiogroup", name="Colours").get_by_role("radio", name=colours[ch], exact=True).click()
        cell(page, r, c).click()
        wait_for(page, SOLVED)
        boxed = page.evaluate("() => [...document.querySelectorAll('.cell[data-colour]')]"
                              ".filter((e) => getComputedStyle(e).boxShadow !== 'none').length")
        assert boxed == 0  # the picture alone


def test_the_palette_sits_with_the_tools_at_the_bottom_of_a_phone(browser, site_url):
    pack, n, _ = first_picture(colour=True)
    with sized_page(browser, site_url, 390, 844, touch=True) as page:
        page.evaluate("(h) => { location.hash = h; }", f"#pictures/{pack}/{n}")
        page.locator('[role="gridcell"]').first.wait_for()
        colours = page.get_by_role("radiogroup", name="Colours").bounding_box()
        board = page.locator("#board-wrap").bounding_box()
        tools = min(b.bounding_box()["y"] for b in page.locator(".toolbar button:visible").all())
        assert colours["y"] >= board["y"] + board["height"] - 1  # under the board...
        assert colours["y"] + colours["height"] <= tools + 1  # ...right above the tools
        assert tools - (colours["y"] + colours["height"]) < 40


def test_shift_arrows_paint_a_run_that_one_undo_takes_back(page):
    put_puzzle(page, drawing(15, 15, seed=2), "Keys")
    cell(page, 2, 3).click()  # the cursor goes there (and fills it)
    cell(page, 2, 3).click()  # (and clears it)
    page.keyboard.down("Shift")
    for _ in range(4):
        page.keyboard.press("ArrowRight")
    page.keyboard.up("Shift")
    assert states(page)[2] == "???#####???????"
    page.keyboard.press("Control+z")
    assert states(page)[2] == "?" * 15  # the run was one step
    page.keyboard.press("Control+y")
    page.keyboard.down("Shift")  # from a filled cell (the run's end), a run clears, as a drag does
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.up("Shift")
    assert states(page)[2] == "???##??????????"
    page.keyboard.press("ArrowDown")  # a plain arrow moves without painting
    assert states(page)[3] == "?" * 15
    page.keyboard.press("Control+ArrowLeft")  # Ctrl: five cells
    assert page.locator(".cell.cursor").get_attribute("aria-colindex") == "1"
    assert page.locator(".cell.cursor").get_attribute("aria-rowindex") == "4"


def test_a_60x44_fits_a_1280x900_window_whole(browser, site_url):
    with sized_page(browser, site_url, 1280, 900) as page:
        put_puzzle(page, drawing(60, 44, seed=4), "Sixty")
        whole = page.evaluate("() => { const w = document.querySelector('#board-wrap');"
                              " return [w.scrollWidth <= w.clientWidth + 1, w.scrollHeight <= w.clientHeight + 1]; }")
        assert whole == [True, True]
        assert page.evaluate("document.querySelector('[role=gridcell]').getBoundingClientRect().width") >= 11
