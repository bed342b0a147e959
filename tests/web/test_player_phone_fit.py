"""How a puzzle opens on a 390x844 touch phone: a big one (44x43) at cells a finger can play (18 px
or more) where the player left off, with one tap on "Whole board" to see it all (a tap on a cell
there comes back to play at that spot); a 20-wide puzzle with wide clues (the daily's kind) at cells
that fill the height, not 14 px ones over an empty third of the screen; winning a zoomed puzzle
shows the whole picture.  Puzzles are put straight into storage (no solver needed)."""

from __future__ import annotations

import json

import pytest

from tests.browser import wait_for

from .helpers import cell, put_puzzle, states
from .layout_helpers import drawing, phone
from .touch_helpers import Finger, cell_box, centre

pytestmark = pytest.mark.browser

BOX = "document.querySelector('#board-wrap')"
SHOWS_WHOLE = f"{BOX}.scrollWidth <= {BOX}.clientWidth + 1 && {BOX}.scrollHeight <= {BOX}.clientHeight + 1"


def cell_px(page) -> float:
    return page.evaluate("document.querySelector('[role=gridcell]').getBoundingClientRect().width")


def in_box(page, r: int, c: int) -> bool:
    """Is cell (r, c) inside the board's box, clear of the sticky clue bands?"""
    return page.evaluate(
        f"""([r, c]) => {{
          const box = {BOX}.getBoundingClientRect(), style = {BOX}.style;
          const left = box.left + (parseFloat(style.scrollPaddingLeft) || 0);
          const top = box.top + (parseFloat(style.scrollPaddingTop) || 0);
          const b = document.querySelector(`[role="gridcell"][aria-rowindex="${{r + 1}}"][aria-colindex="${{c + 1}}"]`)
            .getBoundingClientRect();
          return b.left >= left - 1 && b.right <= box.right + 1 && b.top >= top - 1 && b.bottom <= box.bottom + 1;
        }}""",
        [r, c],
    )


def test_a_big_puzzle_opens_playable_and_whole_board_is_one_tap(browser, site_url):
    with phone(browser, site_url) as page:
        put_puzzle(page, drawing(44, 43, seed=7), "Big")
        assert cell_px(page) >= 18  # not 6 px
        assert in_box(page, 0, 0)  # a fresh puzzle opens at its first cell
        whole = page.get_by_role("button", name="Whole board")
        assert whole.get_attribute("aria-pressed") == "false"
        whole.tap()
        wait_for(page, SHOWS_WHOLE)  # every cell in view at once
        assert whole.get_attribute("aria-pressed") == "true" and cell_px(page) < 18
        Finger(page).tap(*centre(cell_box(page, 30, 35)))  # a tap there: play at that spot
        wait_for(page, "document.querySelector('#zoom-whole').getAttribute('aria-pressed') === 'false'")
        assert cell_px(page) >= 18 and in_box(page, 30, 35)
        assert set("".join(states(page))) == {"?"}  # the tap chose a place, it painted nothing
        whole.tap()
        wait_for(page, SHOWS_WHOLE)
        whole.tap()  # and back where the player was
        wait_for(page, f"!({SHOWS_WHOLE})")
        assert cell_px(page) >= 18 and in_box(page, 30, 35)


def test_a_big_puzzle_reopens_where_the_player_left_off(browser, site_url):
    with phone(browser, site_url) as page:
        put_puzzle(page, drawing(44, 43, seed=7), "Big", pid="big")
        page.locator("#board-wrap").evaluate("(w) => w.scrollTo(w.scrollWidth, w.scrollHeight)")
        cell(page, 40, 41).tap()
        assert states(page)[40][41] == "#"
        page.reload()
        page.get_by_role("grid").wait_for()
        wait_for(page, "document.querySelector('[role=gridcell][aria-rowindex=\"41\"][aria-colindex=\"42\"]')"
                 "?.dataset.state === 'filled'")
        assert cell_px(page) >= 18
        assert in_box(page, 40, 41)  # not back at the top left corner
        cell(page, 39, 41).tap()  # and it plays there at once
        assert states(page)[39][41] == "#"


def wide_clues(width: int, height: int) -> list[str]:
    """Rows of many short blocks (about 7 numbers a row clue: the width of a colour daily's chips)."""
    return ["".join("#" if (c + r) % 3 == 0 else "." for c in range(width)) for r in range(height)]


def test_a_20_wide_puzzle_with_wide_clues_uses_the_height(browser, site_url):
    with phone(browser, site_url) as page:
        put_puzzle(page, wide_clues(20, 16), "Daily-like")
        room = page.evaluate(
            f"""() => {{ const box = {BOX}.getBoundingClientRect();
                 const board = {BOX}.querySelector('.board').getBoundingClientRect();
                 return {{ below: box.bottom - board.bottom, height: box.height }}; }}"""
        )
        assert cell_px(page) >= 18, room  # not 14 px...
        assert room["below"] <= 0.25 * room["height"], room  # ...over an empty third of the screen
        whole = page.get_by_role("button", name="Whole board")
        whole.tap()
        wait_for(page, SHOWS_WHOLE)


# dailies of several kinds (the picture of a date is fixed): 20x20 colour ones with wide clue chips
# (11-04, 11-16), a 20x12, an 18x17 and an 18x18 (bound by the width), small ones
DAILIES = ("2026-11-02", "2026-11-04", "2026-11-16", "2026-11-18", "2026-11-19", "2026-11-25", "2026-11-27")


def test_the_daily_on_a_phone_opens_at_playable_cells_that_use_the_room(browser, site_url):
    with phone(browser, site_url) as page:
        page.evaluate("location.hash = '#daily'")  # today's
        page.get_by_role("grid").wait_for()
        page.locator('[role="gridcell"]').first.wait_for()
        assert cell_px(page) >= 17
        for day in DAILIES:
            page.evaluate("(h) => { location.hash = h; }", f"#daily/{day}")
            wait_for(page, "(d) => document.querySelector('#puzzle-title').textContent.includes(d)"
                           " && document.querySelector('[role=gridcell]')", day)
            room = page.evaluate(
                f"""() => {{ const box = {BOX}.getBoundingClientRect();
                     const board = {BOX}.querySelector('.board').getBoundingClientRect();
                     const cell = document.querySelector('[role=gridcell]').getBoundingClientRect().width;
                     const sideways = {BOX}.scrollWidth > {BOX}.clientWidth + 1;
                     return {{ below: box.bottom - Math.min(board.bottom, box.bottom), height: box.height,
                              wide: box.right - board.right < cell || sideways }}; }}"""
            )
            assert cell_px(page) >= 17, (day, room)  # not 14 px...
            # ...the board fills the box's width (less than a cell to spare: it can be no bigger) or its
            # height (no empty third below)
            assert room["wide"] or room["below"] <= 0.25 * room["height"], (day, room)


def test_winning_a_zoomed_puzzle_shows_the_whole_picture(browser, site_url):
    picture = drawing(44, 43, seed=9)
    with phone(browser, site_url) as page:
        last = next((r, c) for r in range(43) for c in range(44) if picture[r][c] == "#" and r > 30 and c > 30)
        cells = [row.replace(".", "x") for row in picture]
        cells[last[0]] = cells[last[0]][: last[1]] + "?" + cells[last[0]][last[1] + 1:]
        progress = {"cells": cells, "elapsedMs": 60_000, "at": list(last)}
        page.evaluate("(p) => localStorage.setItem('nonogram:progress:zoomwin', p)", json.dumps(progress))
        put_puzzle(page, picture, "Zoomed win", pid="zoomwin")
        assert cell_px(page) >= 18 and not page.evaluate(SHOWS_WHOLE)
        assert in_box(page, *last)  # opened where it was left
        cell(page, *last).tap()
        wait_for(page, "document.querySelector('#player-view').dataset.solved === 'yes'")
        wait_for(page, SHOWS_WHOLE)  # the whole picture, not a corner of it
