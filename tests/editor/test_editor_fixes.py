""""Make it unique" in the editor page (headless Chromium): progress and Cancel while the worker
searches, then up to three fixes, best first, each previewed on the board with its changed cells
marked, applied as one undoable step; and a colour design's share link that keeps its colour names.

Every fix the page offers is checked by tests/oracles' plain solver (no code shared with the
solver that found it).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from nonogram_core import Puzzle
from tests.browser import wait_for
from tests.oracles import bw_plain_solver

from .helpers import add_colour, cell, fresh, paint, picture_of, set_picture, wait_checked

pytestmark = pytest.mark.browser

# A smiley with a stray cell above its left eye: the one ambiguity (a 2x2 diagonal).
SMILEY = [
    "...####...",
    ".##....##.",
    ".#..#.#.#.",
    "#..#..#..#",
    "#........#",
    "#.#....#.#",
    "#..####..#",
    ".#......#.",
    ".##....##.",
    "...####...",
]

# Two crossing thin diagonals: ambiguous nearly everywhere, so the search runs long (and gives up).
CROSS = ["".join("#" if c in (r, 13 - r) else "." for c in range(14)) for r in range(14)]


def runs(line: str) -> tuple[int, ...]:
    return tuple(len(block) for block in line.split(".") if block)


def independently_unique(picture: list[str]) -> bool:
    puzzle = Puzzle(rows=tuple(runs(row) for row in picture),
                    cols=tuple(runs("".join(col)) for col in zip(*picture, strict=True)))
    return bw_plain_solver.find_other_solution(puzzle, tuple(picture), budget=20_000) is None


def flipped(page) -> list[tuple[int, int]]:
    cells = page.evaluate("""() => [...document.querySelectorAll('.cell.suggest-flip')]
        .map(el => [el.getAttribute('aria-rowindex') - 1, el.getAttribute('aria-colindex') - 1])""")
    return sorted((r, c) for r, c in cells)


def test_fixes_come_best_first_each_previewed_on_the_board_and_applied_with_undo(editor):
    page = editor
    set_picture(page, SMILEY)
    assert wait_checked(page)["verdict"] == "multiple"
    page.get_by_role("button", name="Make it unique").click()
    fixes = page.locator("li.suggestion")
    expect(fixes.first).to_be_visible(timeout=60_000)
    count = fixes.count()
    assert 1 <= count <= 3
    costs = [int(fixes.nth(i).get_attribute("data-cost")) for i in range(count)]
    assert costs == sorted(costs)
    expect(fixes.first).to_contain_text("Best fix")
    expect(page.locator("#suggest-progress")).to_be_hidden()

    answers = page.evaluate("window.nonogramEditor.lastSuggestions")
    assert len(answers) == count
    for i, answer in enumerate(answers):
        assert independently_unique(answer["picture"]), answer
        preview = fixes.nth(i).get_by_role("button", name="Preview")
        preview.click()
        expect(preview).to_have_attribute("aria-pressed", "true")
        # the board shows the fixed picture, its changed cells outlined, and drawing is paused
        assert picture_of(page) == answer["picture"]
        assert flipped(page) == sorted((r, c) for r, c, _ in answer["changes"])
        changed = answer["changes"][0]
        before = picture_of(page)
        cell(page, changed[0], changed[1]).click()
        assert picture_of(page) == before
        preview.click()
        expect(preview).to_have_attribute("aria-pressed", "false")
        assert picture_of(page) == SMILEY and flipped(page) == []

    fixes.first.get_by_role("button", name="Preview").click()
    fixes.first.get_by_role("button", name="Apply").click()
    assert picture_of(page) == answers[0]["picture"]
    assert wait_checked(page)["verdict"] == "unique"
    page.keyboard.press("Control+z")
    assert picture_of(page) == SMILEY


def test_a_long_search_shows_its_progress_and_cancel_stops_it(editor):
    page = editor
    set_picture(page, CROSS)
    assert wait_checked(page)["verdict"] == "multiple"
    page.get_by_role("button", name="Make it unique").click()
    progress = page.locator("#suggest-progress")
    expect(progress).to_be_visible()
    expect(progress).to_contain_text("Searching")
    expect(page.get_by_role("button", name="Make it unique")).to_be_disabled()
    wait_for(page, "document.querySelector('#suggest-progress progress').value > 0.3")
    progress.get_by_role("button", name="Cancel").click()
    expect(page.locator("#suggestions")).to_contain_text("Search cancelled.")
    expect(progress).to_be_hidden()
    expect(page.get_by_role("button", name="Make it unique")).to_be_enabled()
    # the worker was restarted: the live check still answers
    set_picture(page, SMILEY)
    assert wait_checked(page, timeout=120_000)["verdict"] == "multiple"


def test_a_colour_design_shared_from_the_editor_keeps_its_colour_names(editor, site_url):
    page = editor
    fresh(page, 3, 2)
    add_colour(page, "rouge vif", "#e03030")
    paint(page, "rouge vif", [(0, 0), (0, 1)])
    paint(page, "black", [(1, 2)])
    wait_checked(page)
    page.get_by_role("button", name="Share link").click()
    link = page.locator("#share-link")
    expect(link).to_be_visible(timeout=30_000)
    url = link.input_value()
    assert url.split("#")[1].startswith("3")  # the share code's version with colour names
    page.goto(url)
    colours = page.get_by_role("radiogroup", name="Colours")
    colours.wait_for(timeout=90_000)
    expect(colours.get_by_role("radio", name="rouge vif")).to_have_count(1)
    expect(colours.get_by_role("radio", name="black")).to_have_count(1)
    page.goto(f"{site_url}editor.html")
    wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=90_000)
