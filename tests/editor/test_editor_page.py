"""The editor page, driven in headless Chromium (site served from 127.0.0.1 under a sub-path).

Cells are found through the accessibility contract (grid named "Editor", role=gridcell,
aria-rowindex/colindex, data-state filled/empty, data-ambiguous) and buttons by their names.
Every verdict the page shows is compared with the Python core or the independent brute force.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from playwright.sync_api import expect

from nonogram_core import puzzle_from_picture
from nonogram_core.design import check_design, differing
from tests.browser import wait_for, wait_kept_offline
from tests.corpora import CORPORA
from tests.oracles.bw_naive_solver import all_solutions, dom

from .helpers import (
    ARROW,
    DIAGONAL,
    ambiguous_cells,
    cell,
    drag,
    draw,
    import_image,
    new_blank,
    open_editor,
    picture_of,
    png,
    set_picture,
    wait_checked,
)

pytestmark = pytest.mark.browser

SHARED = CORPORA


def test_diagonal_is_marked_exactly_and_a_suggestion_makes_it_unique(editor):
    page = editor
    expect(page.get_by_role("grid", name="Editor")).to_be_visible()
    draw(page, DIAGONAL)
    assert picture_of(page) == DIAGONAL
    check = wait_checked(page)
    assert check["verdict"] == "multiple"
    expect(page.get_by_role("status")).to_contain_text("multiple")
    assert ambiguous_cells(page) == [(2, 2), (2, 3), (3, 2), (3, 3)]

    page.get_by_role("button", name="Show the other solution").click()
    assert picture_of(page) == check["other"] != DIAGONAL
    page.get_by_role("button", name="Show the other solution").click()
    assert picture_of(page) == DIAGONAL

    page.get_by_role("button", name="Make it unique").click()
    first = page.locator(".suggestion").first
    first.get_by_role("button", name="Preview").click()
    assert page.locator(".suggest-flip").count() >= 1
    first.get_by_role("button", name="Apply").click()
    assert wait_checked(page)["verdict"] == "unique"
    expect(page.get_by_role("status")).to_contain_text("unique")
    assert ambiguous_cells(page) == []
    fixed = tuple(picture_of(page))
    assert all_solutions(puzzle_from_picture(fixed), 2) == [fixed]
    page.keyboard.press("Control+z")
    assert picture_of(page) == DIAGONAL


def test_drag_paints_a_line_and_right_drag_erases(editor):
    page = editor
    new_blank(page, 5, 3)
    drag(page, (1, 0), (1, 4))
    assert picture_of(page) == [".....", "#####", "....."]
    drag(page, (1, 1), (1, 3), button="right")
    assert picture_of(page) == [".....", "#...#", "....."]
    drag(page, (0, 2), (2, 2))
    assert picture_of(page) == ["..#..", "#.#.#", "..#.."]
    assert wait_checked(page)["rows"] == [[1], [1, 1, 1], [1]]
    page.keyboard.press("Control+z")
    assert picture_of(page) == [".....", "#...#", "....."]


def test_keyboard_drawing_resize_from_edges_undo_and_redo(editor):
    page = editor
    new_blank(page, 4, 3)
    grid = page.get_by_role("grid", name="Editor")
    grid.focus()
    page.keyboard.press("Space")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Space")
    assert picture_of(page) == ["#...", ".#..", "...."]
    page.keyboard.press("x")
    assert cell(page, 1, 1).get_attribute("data-state") == "empty"
    page.keyboard.press("Control+z")
    assert cell(page, 1, 1).get_attribute("data-state") == "filled"

    page.get_by_role("button", name="Add a column on the left").click()
    page.get_by_role("button", name="Add a row at the top").click()
    page.get_by_role("button", name="Remove the bottom row").click()
    page.get_by_role("button", name="Remove the right column").click()
    assert picture_of(page) == ["....", ".#..", "..#."]
    assert (page.input_value("#width"), page.input_value("#height")) == ("4", "3")
    page.get_by_role("button", name="Undo").click()
    assert picture_of(page) == [".....", ".#...", "..#.."]
    page.keyboard.press("Control+y")
    assert picture_of(page) == ["....", ".#..", "..#."]
    wait_checked(page)


def test_large_designs_and_a_30x30_check_agree_with_the_core(editor):
    page = editor
    new_blank(page, 100, 100)
    assert wait_checked(page)["verdict"] == "unique"
    rng = random.Random(3)
    picture = ["".join("#" if rng.random() < 0.65 else "." for _ in range(30)) for _ in range(30)]
    set_picture(page, picture)
    check = wait_checked(page)
    expected = check_design(picture)
    assert check["verdict"] == expected.verdict.value
    assert ambiguous_cells(page) == sorted(map(tuple, check["ambiguous"]))
    times = page.evaluate("window.nonogramEditor.stats.checks")
    assert times[-1]["width"] == 30 and times[-1]["ms"] > 0


def test_image_import_with_threshold_and_invert(editor, tmp_path: Path):
    page = editor
    square = ["." * 12] * 3 + ["...######..."] * 6 + ["." * 12] * 3
    image = tmp_path / "square.png"
    image.write_bytes(png(square))
    page.fill("#width", "12")
    page.fill("#height", "12")
    import_image(page, image)
    expect(page.locator("#image-panel")).to_be_visible()
    page.check("#invert")
    page.uncheck("#invert")
    page.get_by_role("button", name="Use this picture").click()
    assert picture_of(page) == square
    assert wait_checked(page)["verdict"] == "unique"
    page.check("#invert")
    page.get_by_role("button", name="Use this picture").click()
    assert picture_of(page) == ["".join("." if ch == "#" else "#" for ch in row) for row in square]
    wide = tmp_path / "wide.png"
    wide.write_bytes(png(["#" * 40 + "." * 40] * 20))  # 80×20: the height follows the width
    page.uncheck("#invert")
    import_image(page, wide)
    page.fill("#image-width", "16")
    page.locator("#image-width").dispatch_event("change")
    expect(page.locator("#image-height")).to_have_value("4")
    page.get_by_role("button", name="Use this picture").click()
    assert picture_of(page) == ["########........"] * 4
    bad = tmp_path / "not-an-image.png"
    bad.write_bytes(b"this is not a picture")
    page.set_input_files("#image-file", str(bad))
    expect(page.locator("#notice")).to_contain_text("could not be decoded")


@pytest.mark.parametrize("fmt", ["non", "nin"])
def test_export_then_reopen_gives_the_same_design(editor, tmp_path: Path, fmt):
    page = editor
    draw(page, ARROW)
    page.fill("#title", "Arrow")
    assert wait_checked(page)["verdict"] == "unique"
    page.select_option("#export-format", fmt)
    with page.expect_download() as info:
        page.get_by_role("button", name="Download").click()
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    assert path.name.startswith("Arrow")
    new_blank(page, 3, 3)
    page.set_input_files("#open-file", str(path))
    expect(page.locator('[role="gridcell"]')).to_have_count(25)
    wait_for(page, "window.nonogramEditor.check !== null")
    assert picture_of(page) == ARROW


def test_contradictory_clues_are_reported_once_and_the_design_and_its_banner_kept(editor, tmp_path: Path):
    """The file's problem is said once, in the notice; the status line goes on describing the board
    (unchanged), through Share and Analyse too, never "contradiction" about a drawable design."""
    page = editor
    draw(page, ["#.", ".."])
    assert wait_checked(page)["verdict"] == "unique"
    banner = page.get_by_role("status").text_content()
    assert banner.startswith("unique")
    bad = tmp_path / "bad.non"
    bad.write_text("width 3\nheight 1\nrows\n1,1\ncolumns\n1\n1\n0\n")
    page.set_input_files("#open-file", str(bad))
    expect(page.locator("#notice")).to_contain_text("bad.non was not opened: its clues have no solution")
    assert page.locator("#notice").get_attribute("data-kind") == "error"
    assert picture_of(page) == ["#.", ".."]
    assert page.get_by_role("status").text_content() == banner
    page.get_by_role("button", name="Share link").click()
    wait_for(page, "document.getElementById('share-link').value.includes('index.html#')")
    page.get_by_role("button", name="Analyse").click()
    expect(page.locator("#grade-result")).to_contain_text("Difficulty")
    assert page.get_by_role("status").text_content() == banner
    assert "contradiction" not in page.get_by_role("status").text_content()


def test_share_warns_while_ambiguous_and_the_link_reopens_the_design(editor, site_url):
    page = editor
    draw(page, DIAGONAL)
    wait_checked(page)
    # the shared page may still show an earlier test's link: wait for this design's, not for any
    page.evaluate("document.getElementById('share-link').value = ''")
    page.get_by_role("button", name="Share link").click()
    expect(page.locator("#share-warning")).to_contain_text("not unique")
    wait_for(page, "document.getElementById('share-link').value.includes('index.html#')")
    link = page.input_value("#share-link")
    code = link.split("#", 1)[1]
    new_blank(page, 2, 2)
    wait_checked(page)  # the click below is about Open, not about the check landing meanwhile
    page.fill("#open-code", link)
    page.get_by_role("button", name="Open", exact=True).click()
    wait_for(page, "window.nonogramEditor.picture().length === 6")
    assert picture_of(page) == DIAGONAL
    new_blank(page, 2, 2)
    page.goto(f"{site_url}editor.html#{code}")
    wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=90_000)
    expect(page.locator("#notice")).to_contain_text("Opened")
    assert picture_of(page) == DIAGONAL


def test_the_panels_stay_put_when_a_check_lands(editor):
    """A check's verdict shows or hides its buttons (Show the other solution, Make it unique) some
    moments after an edit: the panels below must not move then, or a person reaching for Open (or a
    test's click, under load) hits whatever slid under the pointer."""
    page = editor
    form = page.locator("#open-code-form")
    draw(page, DIAGONAL)
    assert wait_checked(page)["verdict"] == "multiple"
    expect(page.get_by_role("button", name="Make it unique")).to_be_visible()
    top = form.bounding_box()["y"]
    new_blank(page, 2, 2)
    assert wait_checked(page)["verdict"] == "unique"
    expect(page.get_by_role("button", name="Make it unique")).to_be_hidden()
    assert abs(form.bounding_box()["y"] - top) <= 1
    draw(page, ARROW)  # another size, unique by line logic: no button either
    wait_checked(page)
    assert abs(form.bounding_box()["y"] - top) <= 1


def test_analysis_says_how_a_person_would_solve_it(editor):
    page = editor
    draw(page, ARROW)
    wait_checked(page)
    page.get_by_role("button", name="Analyse").click()
    expect(page.locator("#grade-result")).to_contain_text("single-line logic alone")
    draw(page, DIAGONAL)
    wait_checked(page)
    page.get_by_role("button", name="Analyse").click()
    expect(page.locator("#grade-result")).to_contain_text("guess")
    stalled = page.evaluate(
        """() => [...document.querySelectorAll('.cell.stall')]
              .map(el => [el.getAttribute('aria-rowindex') - 1, el.getAttribute('aria-colindex') - 1])"""
    )
    assert sorted(map(tuple, stalled)) == [(2, 2), (2, 3), (3, 2), (3, 3)]


@pytest.mark.offline
def test_draft_survives_a_reload_and_the_editor_works_offline(watched, site_url):
    page = open_editor(watched, site_url)
    wait_kept_offline(page, timeout=120_000)
    draw(page, ARROW)
    page.fill("#title", "Arrow")
    wait_checked(page)
    watched.context.set_offline(True)
    try:
        page.reload()
        wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=90_000)
        assert picture_of(page) == ARROW
        assert page.input_value("#title") == "Arrow"
        cell(page, 0, 0).click()
        assert wait_checked(page)["verdict"] in ("unique", "multiple")
        page.get_by_role("button", name="Save draft").click()
        expect(page.locator("#draft-list .draft")).to_have_count(1)
        expect(page.get_by_role("checkbox", name="Arrow")).to_be_visible()
    finally:
        watched.context.set_offline(False)


def test_rapid_edits_are_debounced_into_one_check(editor):
    page = editor
    set_picture(page, ARROW)
    wait_checked(page)
    before = page.evaluate("window.nonogramEditor.stats.checks.length")
    page.evaluate(
        """() => { const e = window.nonogramEditor;
                   for (const p of [['#.'], ['##'], ['#', '.'], ['.#'], ['#.', '.#']]) e.setPicture(p); }"""
    )
    check = wait_checked(page)
    page.wait_for_timeout(400)  # time is the subject: no further check may follow the last picture's
    assert page.evaluate("window.nonogramEditor.stats.checks.length") == before + 1
    assert check["picture"] == ["#.", ".#"] and check["verdict"] == "multiple"


def test_a_long_stale_check_is_cancelled_when_the_design_changes(editor):
    page = editor
    assert dom(3) == ["....###", "......#", "..###.#", "....#..", "###.#..", "..#....", "..#...."]
    cancelled = page.evaluate("window.nonogramEditor.stats.cancelled")
    set_picture(page, dom(10))  # many seconds of search in CPython, more in Pyodide (times out at 8 s)
    # its check has been running longer than the editor lets a stale one live (editor.js: STALE_CANCEL_MS)
    wait_for(page, """() => { const sent = window.nonogramEditor.inflight?.sent;
                              return Boolean(sent) && performance.now() - sent > 1600; }""", timeout=60_000)
    assert page.evaluate("window.nonogramEditor.check") is None  # still checking
    set_picture(page, ARROW)
    check = wait_checked(page, timeout=60_000)
    assert check["picture"] == ARROW and check["verdict"] == "unique"
    assert page.evaluate("window.nonogramEditor.stats.cancelled") == cancelled + 1


def test_a_unique_design_that_needs_more_than_line_logic_gets_line_solvable_fixes(editor):
    page = editor
    design = [".#####", ".##...", "#.#.#.", "#.#..#", ".....#", "##.##."]
    set_picture(page, design)
    check = wait_checked(page)
    assert check["verdict"] == "unique" and not check["line_solvable"] and check["line_unknown"]
    expect(page.get_by_role("status")).to_contain_text("line logic alone gets stuck")
    page.get_by_role("button", name="Analyse").click()
    expect(page.locator("#grade-result")).to_contain_text("Difficulty")
    assert page.locator(".cell.stall").count() > 0
    page.get_by_role("button", name="Make it solvable by line logic").click()
    page.locator(".suggestion").first.get_by_role("button", name="Apply").click()
    fixed = wait_checked(page)
    assert fixed["verdict"] == "unique" and fixed["line_solvable"]
    assert len(differing(design, fixed["picture"])) <= 3
    expect(page.get_by_role("status")).to_contain_text("solvable line by line")


def test_play_test_opens_the_player_on_the_design_and_saves_nothing(editor):
    page = editor
    set_picture(page, ARROW)
    wait_checked(page)
    with page.context.expect_page() as opened:
        page.get_by_role("button", name="Play-test").click()
    player = opened.value
    errors: list[str] = []
    player.on("pageerror", lambda error: errors.append(str(error)))
    # a new tab's document may not have its <html> yet when the first poll runs: hence ?.
    wait_for(player, "document.documentElement?.dataset.solver === 'ready'", timeout=90_000)
    # data-solver reads "ready" as soon as the play-test's load request is queued (app.js maps the
    # client's "busy" to it), i.e. while the worker may still be starting: give that start time
    expect(player.get_by_role("status")).to_contain_text("Play-test", timeout=60_000)
    expect(player.get_by_role("grid", name="Puzzle grid")).to_be_visible()
    for r, row in enumerate(ARROW):
        for c, ch in enumerate(row):
            if ch == "#":
                cell(player, r, c).click()
    expect(player.get_by_role("status")).to_contain_text("Solved")
    keys = player.evaluate("Object.keys(localStorage)")
    assert not [k for k in keys if k.startswith(("nonogram:progress:", "nonogram:puzzle:"))], keys
    player.close()
    assert errors == []


def test_every_ambiguous_region_is_shown_not_only_the_second_solutions(editor):
    page = editor
    picture = [
        "##########", "#........#", "#.#......#", "#..#.....#", "#........#",
        "#........#", "#.....#..#", "#......#.#", "#........#", "##########",
    ]
    set_picture(page, picture)
    check = wait_checked(page)
    assert check["verdict"] == "multiple"
    outlined = page.evaluate(
        """() => [...document.querySelectorAll('[data-undecided="true"], [data-ambiguous="true"]')]
              .map(el => [el.getAttribute('aria-rowindex') - 1, el.getAttribute('aria-colindex') - 1])"""
    )
    assert sorted(map(tuple, outlined)) == sorted(map(tuple, check["undecided"]))
    assert {(r, c) for r in (2, 3, 6, 7) for c in (2, 3, 6, 7)} == set(map(tuple, outlined))
    expect(page.get_by_role("status")).to_contain_text("more cells open")


def test_a_solver_that_cannot_load_is_reported_and_drawing_still_works(watched, site_url):
    watched.context.route("**/pyodide/pyodide.mjs", lambda route: route.fulfill(status=404, body="gone"))
    page = watched.page
    page.goto(f"{site_url}editor.html")
    expect(page.get_by_role("status")).to_contain_text("could not load", timeout=60_000)
    new_blank(page, 3, 2)
    cell(page, 0, 1).click()
    assert picture_of(page) == [".#.", "..."]
    expect(page.get_by_role("status")).to_contain_text("could not load")


def test_puzzles_the_editor_cannot_hold_are_refused_with_a_reason(editor, tmp_path: Path):
    page = editor
    draw(page, ["#.", ".."])
    wait_checked(page)
    wide = tmp_path / "wide.non"
    wide.write_text("width 250\nheight 1\nrows\n0\ncolumns\n" + "0\n" * 250)
    page.set_input_files("#open-file", str(wide))
    expect(page.locator("#notice")).to_contain_text("up to 200×200")
    assert picture_of(page) == ["#.", ".."]
