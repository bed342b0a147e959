"""Colour and blotted puzzles in the player, in headless Chromium under a sub-path: open from a file,
paint the solution colour by colour through the palette (radiogroup "Colours") and see "Solved";
Hint names a colour; Check, Solve, undo, saved progress and share links keep colours; blotted clues
show "?" and play; a file that cannot be opened says which puzzle the board still shows."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from nonogram_core import solve
from nonogram_core.design.palette import Design
from nonogram_core.formats import read_file, write
from nonogram_core.model import colour_chars
from tests.browser import wait_for
from tests.corpora import corpus_file

from .colour_helpers import FLAG, PALETTE, colour_file, open_file, paint_solution, palette
from .helpers import cell, cut_off, solve_asked, status, to_library

pytestmark = pytest.mark.browser


def test_open_paint_colour_by_colour_and_win(solver_page, tmp_path):
    page = solver_page
    assert solve(Design.of(FLAG, PALETTE).puzzle).status.value == "unique"
    open_file(page, colour_file(tmp_path, FLAG, "Flag"), "Flag")
    radios = palette(page).get_by_role("radio")
    expect(radios).to_have_count(3)
    assert [r.strip() for r in radios.all_inner_texts()] == ["red", "pale yellow", "navy"]
    expect(palette(page).get_by_role("radio", name="red")).to_have_attribute("aria-checked", "true")
    # clue numbers in their colour, named by it
    expect(page.locator('[role="rowheader"]').first).to_have_attribute("aria-label", "row 1 clue 2 red 1 pale yellow")
    paint_solution(page, FLAG, {"a": "red", "b": "pale yellow"})
    painted = cell(page, 0, 2)
    expect(painted).to_have_attribute("data-state", "filled")
    expect(painted).to_have_attribute("data-colour", "pale yellow")
    expect(painted).to_have_attribute("aria-label", "row 1, column 3, pale yellow")
    assert "Solved" not in status(page).inner_text()
    # the first row is complete: its numbers are struck
    expect(page.locator('[role="rowheader"]').first.locator("span").first).to_have_attribute("data-done", "true")
    paint_solution(page, FLAG, {"c": "navy"})
    expect(status(page)).to_contain_text("Solved")
    # the library's card shows the solved picture in its colours
    page.evaluate("location.hash = '#library'")
    expect(page.get_by_role("link", name="Flag").first).to_contain_text("Solved")
    red = page.evaluate("""() => [...document.querySelectorAll('canvas.thumb')].some((canvas) => {
        const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 0; i < data.length; i += 4) if (data[i] === 0xE0 && data[i + 1] === 0x30) return true;
        return false; })""")
    assert red


def test_keys_choose_colours_same_colour_clears_right_click_crosses_and_undo(solver_page, tmp_path):
    page = solver_page
    open_file(page, colour_file(tmp_path, FLAG, "Keys"), "Keys")
    page.locator('[role="grid"]').focus()
    page.keyboard.press("3")
    expect(palette(page).get_by_role("radio", name="navy")).to_have_attribute("aria-checked", "true")
    cell(page, 0, 0).click()
    expect(cell(page, 0, 0)).to_have_attribute("data-colour", "navy")
    page.keyboard.press("1")
    cell(page, 0, 0).click()  # another colour: recoloured
    expect(cell(page, 0, 0)).to_have_attribute("data-colour", "red")
    cell(page, 0, 0).click()  # the same colour: cleared
    expect(cell(page, 0, 0)).to_have_attribute("data-state", "unknown")
    cell(page, 2, 0).click(button="right")
    expect(cell(page, 2, 0)).to_have_attribute("data-state", "crossed")
    # a drag paints a straight run in the first cell's new value
    box = cell(page, 1, 1).bounding_box()
    end = cell(page, 1, 3).bounding_box()
    page.mouse.move(box["x"] + 3, box["y"] + 3)
    page.mouse.down()
    page.mouse.move(end["x"] + 3, end["y"] + 3, steps=4)
    page.mouse.up()
    for c in (1, 2, 3):
        expect(cell(page, 1, c)).to_have_attribute("data-colour", "red")
    page.get_by_role("button", name="Undo").click()
    expect(cell(page, 1, 2)).to_have_attribute("data-state", "unknown")


def test_hint_on_a_fresh_colour_puzzle_names_a_colour_and_is_true(solver_page):
    page = solver_page
    path = corpus_file("colour", "numberloom-char-unicode_colors.xml")
    puzzle = read_file(path)[0]
    page.get_by_label("Open puzzle").set_input_files(str(path))
    expect(palette(page).get_by_role("radio")).to_have_count(len(puzzle.colours) - 1, timeout=60_000)
    page.get_by_role("button", name="Hint").click()
    expect(status(page)).not_to_have_text("", timeout=30_000)
    wait_for(page, "document.querySelectorAll('.hint-cell').length > 0", timeout=30_000)
    sentence = status(page).inner_text()
    names = [c.name for c in puzzle.colours[1:]]
    assert any(name in sentence for name in names) or "empty" in sentence, sentence
    assert page.locator(".hint-cell").count() >= 1


def test_a_real_colour_puzzle_painted_from_its_solution_is_solved(solver_page):
    page = solver_page
    path = corpus_file("colour", "numberloom-char-unicode_colors.xml")
    puzzle = read_file(path)[0]
    result = solve(puzzle)
    assert result.status.value == "unique"
    chars = colour_chars(puzzle)
    names = {ch: puzzle.colours[k].name for k, ch in enumerate(chars) if k}
    # the hint test before this one opened the same puzzle: start without its progress
    to_library(page)
    page.evaluate("localStorage.clear()")
    page.get_by_label("Open puzzle").set_input_files(str(path))
    expect(palette(page).get_by_role("radio")).to_have_count(len(names), timeout=60_000)
    paint_solution(page, list(result.solutions[0]), names)
    expect(status(page)).to_contain_text("Solved")


def test_check_solve_progress_and_a_share_link_keep_colours(solver_page, tmp_path, site_url):
    page = solver_page
    open_file(page, colour_file(tmp_path, FLAG, "Kept"), "Kept")
    palette(page).get_by_role("radio", name="navy").click()
    cell(page, 0, 0).click()  # wrong: that cell is red
    palette(page).get_by_role("radio", name="red").click()
    cell(page, 0, 1).click()  # right
    page.get_by_role("button", name="Check").click()
    expect(status(page)).to_contain_text("wrong", timeout=30_000)
    expect(cell(page, 0, 0)).to_have_class(lambda_class("wrong"))
    # saved progress survives a reload
    page.reload()
    wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=90_000)
    expect(cell(page, 0, 1)).to_have_attribute("data-colour", "red")
    expect(cell(page, 0, 0)).to_have_attribute("data-colour", "navy")
    # a share link with progress carries the colours
    page.get_by_role("button", name="Share").click()
    page.get_by_label("Include my progress").check()
    link = page.get_by_label("Share link")
    expect(link).not_to_have_value("", timeout=30_000)
    url = link.input_value()
    page.evaluate("localStorage.clear()")
    page.goto(url)
    page.get_by_role("heading", name="Kept").wait_for(timeout=60_000)
    expect(cell(page, 0, 1)).to_have_attribute("data-colour", "red")
    # Solve reveals the solution in its colours
    solve_asked(page)
    expect(cell(page, 2, 1)).to_have_attribute("data-colour", "navy", timeout=30_000)
    expect(cell(page, 0, 0)).to_have_attribute("data-colour", "red")


def lambda_class(name: str):
    import re

    return re.compile(rf"(^|\s){name}(\s|$)")


def test_a_blotted_puzzle_shows_question_marks_and_plays(solver_page, tmp_path):
    page = solver_page
    # a 3x3 cross with a blotted number (null in our JSON, '?' on screen; .non cannot hold one); still unique
    path = tmp_path / "blotted.json"
    path.write_text('{"title": "Blotted cross", "rows": [[1], [null], [1]], "cols": [[1], [3], [1]]}')
    page.get_by_label("Open puzzle").set_input_files(str(path))
    page.get_by_role("heading", name="Blotted cross").wait_for(timeout=30_000)
    expect(page.locator('[role="rowheader"]').nth(1)).to_contain_text("?")
    for r, c in [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)]:
        cell(page, r, c).click()
    expect(status(page)).to_contain_text("Solved")


def test_a_file_that_cannot_be_opened_says_which_puzzle_the_board_still_shows(solver_page, tmp_path):
    page = solver_page
    open_file(page, colour_file(tmp_path, FLAG, "Still here"), "Still here")
    bad = tmp_path / "broken.non"
    bad.write_text("width 2\nheight 1\nrows\n2\ncolumns\n1\nbanana\n")
    page.get_by_label("Open puzzle").set_input_files(str(bad))
    expect(status(page)).to_contain_text("broken.non could not be opened", timeout=30_000)
    expect(status(page)).to_contain_text("still shows “Still here”")


@pytest.mark.offline
def test_offline_a_colour_puzzle_opens_plays_and_the_editor_draws_colours(watched, site_url, tmp_path):
    watched.page.goto(site_url)
    with cut_off(watched) as page:
        page.reload()
        wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=90_000)
        open_file(page, colour_file(tmp_path, FLAG, "Offline flag"), "Offline flag")
        paint_solution(page, FLAG, {"a": "red", "b": "pale yellow", "c": "navy"})
        expect(status(page)).to_contain_text("Solved")
        page.goto(f"{site_url}editor.html")
        wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=90_000)
        page.fill("#new-colour-name", "teal")
        page.get_by_role("button", name="Add colour").click()
        palette(page).get_by_role("radio", name="teal").click()
        cell(page, 0, 0).click()
        expect(cell(page, 0, 0)).to_have_attribute("data-colour", "teal")
        wait_for(page, "window.nonogramEditor.check !== null", timeout=30_000)


def test_a_puzzle_of_one_ink_that_is_not_black_shows_its_colour(solver_page, tmp_path):
    page = solver_page
    picture = ["a.", "aa"]
    puzzle = Design.of(picture, PALETTE[:2], title="Red only").puzzle
    path = tmp_path / "red.xml"
    path.write_text(write(type(puzzle)(**{**puzzle.__dict__, "goal": None}), "xml"))
    open_file(page, path, "Red only")
    expect(palette(page).get_by_role("radio", name="red")).to_have_attribute("aria-checked", "true")
    for r, c in [(0, 0), (1, 0), (1, 1)]:
        cell(page, r, c).click()
    expect(cell(page, 1, 1)).to_have_attribute("data-colour", "red")
    expect(status(page)).to_contain_text("Solved")
