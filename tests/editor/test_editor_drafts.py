"""Drafts keep what the author did (issue 39): a renamed draft is exported under its new title; Save
writes over the draft opened and "Save as new" makes a copy; a new blank, an imported image or an
opened file starts with an empty title and author, and Undo brings them back with the picture; the
collection being assembled (ticks, name, format, order) and the undo history survive a reload; the
collection panel shows each ticked puzzle's grade and every draft's thumbnail; a download of an
ambiguous design warns as the share link does, and a legend names the two kinds of marks.  In
headless Chromium."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from nonogram_core.formats import read_file
from tests.browser import wait_for

from .helpers import cell, import_image, open_editor, picture_of, png, set_picture, wait_checked

pytestmark = pytest.mark.browser

BOX = ["###", "#.#", "###"]
STAIRS = ["#...", "##..", "###.", "####"]
TWO_WAYS = ["#.", ".#"]


def fresh_storage(page) -> None:
    page.evaluate("() => { for (const k of Object.keys(localStorage)) if (k.startsWith('nonogram:editor')) "
                  "localStorage.removeItem(k); }")
    page.reload()
    wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=120_000)


def names(page):
    return page.locator("#draft-list .draft-name")


def design_with(page, picture, title="", author="") -> None:
    page.evaluate("([p, meta]) => window.nonogramEditor.setPicture(p, {metadata: meta, draft: null})",
                  [picture, {"title": title, "author": author}])


def test_save_writes_over_the_opened_draft_and_save_as_new_makes_a_copy(watched, site_url):
    page = open_editor(watched, site_url)
    fresh_storage(page)
    design_with(page, BOX, "Box", "Ann")
    page.get_by_role("button", name="Save draft").click()
    expect(names(page)).to_have_text(["Box"])
    expect(page.locator("#draft-current")).to_contain_text("Box")
    set_picture(page, STAIRS)  # drawn on, then saved again: the same draft, not a second one
    page.get_by_role("button", name="Save draft").click()
    expect(names(page)).to_have_text(["Box"])
    assert page.evaluate("JSON.parse(localStorage.getItem('nonogram:editor:drafts'))[0].picture") == STAIRS
    page.get_by_role("button", name="Save as new").click()  # a copy, told apart; the design is now the copy
    expect(names(page)).to_have_text(["Box (2)", "Box"])
    set_picture(page, BOX)
    page.get_by_role("button", name="Save draft").click()
    stored = page.evaluate("JSON.parse(localStorage.getItem('nonogram:editor:drafts'))")
    assert [(d["name"], d["picture"]) for d in stored] == [("Box (2)", BOX), ("Box", STAIRS)]
    # opening the older draft and saving writes over that one
    page.get_by_role("button", name="Open the draft Box", exact=True).click()
    wait_for(page, "window.nonogramEditor.picture().length === 4")
    page.fill("#author", "Bea")
    page.get_by_role("button", name="Save draft").click()
    stored = page.evaluate("JSON.parse(localStorage.getItem('nonogram:editor:drafts'))")
    assert [(d["name"], d["author"]) for d in stored] == [("Box (2)", "Ann"), ("Box", "Bea")]


def test_a_renamed_draft_is_exported_and_downloaded_under_its_new_title(watched, site_url, tmp_path):
    page = open_editor(watched, site_url)
    fresh_storage(page)
    design_with(page, BOX, "Box", "Ann")
    page.get_by_role("button", name="Save as new").click()
    page.get_by_role("button", name="Save as new").click()  # "Box (2)": a name that is not the title
    for old, new in (("Box (2)", "Square"), ("Box", "Frame")):
        page.get_by_role("button", name=f"Rename the draft {old}", exact=True).click()
        page.keyboard.press("Control+A")
        page.keyboard.type(new)
        page.keyboard.press("Enter")
    expect(names(page)).to_have_text(["Square", "Frame"])
    # the design on the board is the copy saved last ("Square" now): its title follows the rename
    expect(page.locator("#title")).to_have_value("Square")
    for name in ("Square", "Frame"):
        page.get_by_role("checkbox", name=name).check()
    # two copies of one picture: flagged as the same puzzle twice, and still exported
    expect(page.locator("#collection-summary")).to_contain_text("2 puzzles: 2 unique", timeout=60_000)
    expect(page.locator("#collection-summary")).to_contain_text("The same puzzle twice")
    with page.expect_download() as info:
        page.get_by_role("button", name="Export collection").click()
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    assert [p.title for p in read_file(path)] == ["Square", "Frame"]
    page.select_option("#export-format", "non")
    with page.expect_download() as info:
        page.get_by_role("button", name="Download").click()
    assert info.value.suggested_filename == "Square.non"
    path = tmp_path / "one.non"
    info.value.save_as(path)
    assert read_file(path)[0].title == "Square"
    # reopened, a draft carries its new title
    page.get_by_role("button", name="Open the draft Frame").click()
    expect(page.locator("#title")).to_have_value("Frame")


def test_new_blank_image_and_file_start_untitled_and_undo_brings_title_and_author_back(watched, site_url, tmp_path):
    page = open_editor(watched, site_url)
    fresh_storage(page)
    design_with(page, BOX, "Box", "Ann")
    page.fill("#license", "CC0")
    page.get_by_role("button", name="New blank").click()
    assert [page.input_value(f) for f in ("#title", "#author", "#license")] == ["", "", ""]
    page.get_by_role("button", name="Undo", exact=True).click()
    assert picture_of(page) == BOX
    assert [page.input_value(f) for f in ("#title", "#author", "#license")] == ["Box", "Ann", "CC0"]
    page.get_by_role("button", name="Redo", exact=True).click()
    assert page.input_value("#title") == "" and picture_of(page) == ["..."] * 3
    page.get_by_role("button", name="Undo", exact=True).click()
    # an imported image: a new design, untitled
    image = tmp_path / "arrow.png"
    image.write_bytes(png(["..#..", ".###.", "#.#.#", "..#..", "..#.."]))
    import_image(page, image)
    page.get_by_role("button", name="Use this picture").click()
    wait_for(page, "window.nonogramEditor.picture().length === 5")
    assert (page.input_value("#title"), page.input_value("#author")) == ("", "")
    page.get_by_role("button", name="Undo", exact=True).click()
    assert (page.input_value("#title"), page.input_value("#author")) == ("Box", "Ann")
    # an opened file without a title or author: empty fields, not the previous design's
    bare = tmp_path / "bare.non"
    bare.write_text("width 2\nheight 2\nrows\n2\n1\ncolumns\n1\n2\n")
    page.set_input_files("#open-file", str(bare))
    wait_for(page, "window.nonogramEditor.picture().length === 2")
    assert (page.input_value("#title"), page.input_value("#author")) == ("", "")
    page.get_by_role("button", name="Undo", exact=True).click()
    assert picture_of(page) == BOX and page.input_value("#title") == "Box"
    # typing a title is no undo step: undoing a stroke keeps what was typed since
    cell(page, 1, 1).click()
    page.fill("#title", "Full box")
    page.get_by_role("button", name="Undo", exact=True).click()
    assert picture_of(page) == BOX and page.input_value("#title") == "Full box"


def test_the_collection_and_the_undo_history_survive_a_reload(watched, site_url):
    page = open_editor(watched, site_url)
    fresh_storage(page)
    for picture, title in ((BOX, "Box"), (STAIRS, "Stairs"), (TWO_WAYS, "Two ways")):
        design_with(page, picture, title)
        page.get_by_role("button", name="Save as new").click()
    expect(names(page)).to_have_text(["Two ways", "Stairs", "Box"])
    page.get_by_role("button", name="Move the draft Box up").click()
    page.get_by_role("checkbox", name="Box").check()
    page.get_by_role("checkbox", name="Two ways").check()
    page.fill("#collection-title", "My puzzles")
    page.select_option("#collection-format", "xml")
    # the panel: a thumbnail beside every draft, the verdict and the grade beside each ticked one
    expect(page.locator("#draft-list .draft-thumb")).to_have_count(3)
    ticked = page.locator('#draft-list .draft:has(.draft-pick:checked)')
    expect(ticked.locator(".verdict")).to_have_text(["multiple solutions", "unique"], timeout=60_000)
    expect(ticked.locator(".draft-grade")).to_have_count(2, timeout=60_000)
    assert all(g for g in ticked.locator(".draft-grade").evaluate_all("els => els.map(e => e.dataset.grade)"))
    # a history to keep: two strokes on the Box
    page.get_by_role("button", name="Open the draft Box").click()
    wait_for(page, "window.nonogramEditor.picture().length === 3")
    cell(page, 1, 1).click()
    cell(page, 0, 0).click()
    wait_checked(page)
    after = picture_of(page)
    page.reload()
    wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=120_000)
    expect(names(page)).to_have_text(["Two ways", "Box", "Stairs"])
    assert page.get_by_role("checkbox", name="Box").is_checked()
    assert page.get_by_role("checkbox", name="Two ways").is_checked()
    assert not page.get_by_role("checkbox", name="Stairs").is_checked()
    expect(page.locator("#collection-title")).to_have_value("My puzzles")
    expect(page.locator("#collection-format")).to_have_value("xml")
    assert picture_of(page) == after and page.input_value("#title") == "Box"
    expect(page.locator("#draft-current")).to_contain_text("Box")
    page.get_by_role("button", name="Undo", exact=True).click()
    assert picture_of(page) == ["###", "###", "###"]
    page.get_by_role("button", name="Undo", exact=True).click()
    assert picture_of(page) == BOX
    page.get_by_role("button", name="Redo", exact=True).click()
    assert picture_of(page) == ["###", "###", "###"]


def test_downloading_an_ambiguous_design_warns_and_a_legend_names_the_marks(watched, site_url):
    page = open_editor(watched, site_url)
    set_picture(page, TWO_WAYS)
    check = wait_checked(page)
    assert check["verdict"] == "multiple"
    legend = page.get_by_role("list", name="What the marks mean")
    expect(legend).to_be_visible()
    expect(legend).to_contain_text("two solutions fill differently")
    expect(legend).to_contain_text("logic cannot decide")
    with page.expect_download():
        page.get_by_role("button", name="Download").click()
    expect(page.locator("#share-warning")).to_be_visible()
    expect(page.locator("#share-warning")).to_contain_text("not unique")
    set_picture(page, BOX)
    wait_checked(page)
    expect(legend).to_be_hidden()
    with page.expect_download():
        page.get_by_role("button", name="Download").click()
    expect(page.locator("#share-warning")).to_be_hidden()
