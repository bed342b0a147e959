"""What the player keeps straight: a revealed colour puzzle shows its colours, and the
Undo of a reveal gives the game back (a hand-made solution then wins, the "revealed" message and
the library's mark go).  One page whose worker has loaded Pyodide is shared (``solver_page``)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser import wait_for

from .colour_helpers import FLAG, PALETTE, colour_file, open_file
from .helpers import ARROW, click_picture, fresh, reset_asked, solve_asked, states, status, wait_solver

pytestmark = pytest.mark.browser

SOLVED = "document.querySelector('#player-view').dataset.solved === 'yes'"


def css_rgb(hex_rgb: str) -> str:
    r, g, b = (int(hex_rgb[i:i + 2], 16) for i in (0, 2, 4))
    return f"rgb({r}, {g}, {b})"


def backgrounds(page) -> list[list[str]]:
    return page.evaluate(
        """() => {
          const out = [];
          for (const el of document.querySelectorAll('[role="gridcell"]')) {
            const r = el.getAttribute('aria-rowindex') - 1;
            (out[r] ||= []).push(getComputedStyle(el).backgroundColor);
          }
          return out;
        }"""
    )


def test_solve_shows_each_cell_of_a_colour_puzzle_in_its_colour(solver_page, tmp_path):
    page = solver_page
    open_file(page, colour_file(tmp_path, FLAG, "Flag reveal"), "Flag reveal")
    wait_solver(page)
    solve_asked(page)
    expect(status(page)).to_contain_text("revealed")
    ink = {c["char"]: css_rgb(c["rgb"]) for c in PALETTE[1:]}
    shown = backgrounds(page)
    for r, row in enumerate(FLAG):
        for c, ch in enumerate(row):
            if ch == ".":
                assert shown[r][c] not in ink.values(), (r, c, shown[r][c])
            else:
                assert shown[r][c] == ink[ch], (r, c, ch, shown[r][c])
    # the clue chips keep their colour, unfaded
    chips = page.evaluate(
        """() => [...document.querySelectorAll('.clue span.ink')].map((s) =>
             [getComputedStyle(s).backgroundColor, getComputedStyle(s).opacity,
              s.style.getPropertyValue('--clue-bg')])"""
    )
    assert chips
    for background, opacity, wanted in chips:
        assert background == css_rgb(wanted.strip("# ")) and float(opacity) == 1.0


def test_undo_of_solve_gives_the_game_back_and_a_hand_made_solution_wins(solver_page):
    page = solver_page
    fresh(page, "Arrow")
    wait_solver(page)
    solve_asked(page)
    expect(status(page)).to_contain_text("revealed")
    page.get_by_role("button", name="Undo").click()
    assert "?" in "".join(states(page))
    expect(status(page)).not_to_contain_text("revealed")  # the message went with the reveal
    assert page.locator("#player-view").get_attribute("data-revealed") == "no"
    page.reload()  # nor does it come back with the saved progress
    page.get_by_role("grid").wait_for()
    expect(status(page)).not_to_contain_text("revealed")
    page.evaluate("location.hash = '#library'")
    assert "revealed" not in page.get_by_role("link", name="Arrow").inner_text()
    page.get_by_role("link", name="Arrow").click()
    page.get_by_role("grid").wait_for()
    click_picture(page, ARROW)
    wait_for(page, SOLVED)
    expect(status(page)).to_contain_text("Solved")
    expect(page.get_by_role("button", name="Next puzzle")).to_be_visible()
    page.evaluate("location.hash = '#library'")
    card = page.get_by_role("link", name="Arrow")
    assert "Solved" in card.inner_text() and "best 0:" in card.inner_text()
    assert "revealed" not in card.inner_text()


def test_redo_of_solve_is_a_reveal_again_and_reset_after_it_plays_on(solver_page):
    page = solver_page
    fresh(page, "Arrow")
    wait_solver(page)
    solve_asked(page)
    expect(status(page)).to_contain_text("revealed")
    page.get_by_role("button", name="Undo").click()
    page.get_by_role("button", name="Redo").click()
    expect(status(page)).to_contain_text("revealed")
    assert page.locator("#player-view").get_attribute("data-solved") == "no"
    reset_asked(page)
    click_picture(page, ARROW)
    wait_for(page, SOLVED)
