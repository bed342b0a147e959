"""Collections in the editor: a collection file lists its puzzles to choose from (or to keep as
drafts); drafts are renamed, deleted (with Undo) and ticked into a collection whose verdicts show
before it is exported as .nonpack or an XML puzzle set; New blank forgets the title and author; the
file input accepts every format the editor exports.  The worker's ``collection_export`` kind is
tested on CPython, the page in headless Chromium."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from playwright.sync_api import expect

from nonogram_core import puzzle_from_picture
from nonogram_core.design.collection import export_collection
from nonogram_core.design.handlers import formats as design_formats
from nonogram_core.formats import read, read_file, write
from nonogram_core.formats._detect import TABLE
from nonogram_core.model import PuzzleError
from tests.browser import wait_for

from .helpers import new_blank, picture_of, wait_checked

ROOT = Path(__file__).resolve().parents[2]
BOX = ["###", "#.#", "###"]
STAIRS = ["#...", "##..", "###.", "####"]
TWO_WAYS = ["#.", ".#"]
RED_GREEN = [{"name": "white", "rgb": "FFFFFF", "char": "."}, {"name": "red", "rgb": "FF0000", "char": "r"},
             {"name": "green", "rgb": "00AA00", "char": "g"}]


# ---------------------------------------------------------------------------------------------
# The worker's collection_export, and the accept list (CPython)


@pytest.mark.parametrize("fmt", ["nonpack", "xml"])
def test_collection_export_writes_every_puzzle_with_its_goal_title_and_colours(fmt):
    reply = export_collection({"format": fmt, "puzzles": [
        {"picture": BOX, "title": "Box", "author": "Ann"},
        {"picture": ["rg", ".r"], "colours": RED_GREEN, "title": "Red pair"},
        {"picture": STAIRS, "title": "Stairs"},
    ]})
    puzzles = read(reply["text"], filename=f"c{reply['extension']}")
    assert [p.title for p in puzzles] == ["Box", "Red pair", "Stairs"]
    assert (puzzles[0].goal, puzzles[2].goal) == (tuple(BOX), tuple(STAIRS))
    assert puzzles[0].author == "Ann"
    assert [c.rgb for c in puzzles[1].colours] == ["FFFFFF", "FF0000", "00AA00"]
    assert puzzles[1].row_colours == ((1, 2), (1,))
    assert reply["count"] == 3


def test_collection_export_refuses_what_it_cannot_write_saying_why():
    with pytest.raises(PuzzleError, match="nonpack or xml"):
        export_collection({"format": "nin", "puzzles": [{"picture": BOX}]})
    with pytest.raises(PuzzleError, match="at least one puzzle"):
        export_collection({"format": "xml", "puzzles": []})
    with pytest.raises(PuzzleError, match=r"puzzle 2 \(Bad\)"):
        export_collection({"format": "xml", "puzzles": [{"picture": BOX}, {"picture": ["#", "##"], "title": "Bad"}]})


def js_extensions() -> list[str]:
    source = (ROOT / "web" / "editor" / "file-types.js").read_text(encoding="utf-8")
    block = re.search(r"PUZZLE_EXTENSIONS = \[(.*?)\];", source, re.S).group(1)
    return re.findall(r'"(\.[\w.-]+)"', block)


def test_the_file_input_list_is_every_extension_of_the_format_table():
    listed = js_extensions()
    assert len(listed) == len(set(listed))
    assert set(listed) == {extension for row in TABLE for extension in row.extensions}
    exported = {f["extension"] for f in design_formats({})["formats"]}
    assert exported <= set(listed) and {".g", ".mk", ".cwd", ".pbm", ".csv", ".nonpack"} <= set(listed)


# ---------------------------------------------------------------------------------------------
# The page



def titled(picture, title):
    return replace(puzzle_from_picture(picture), title=title, author="Ann")


@pytest.fixture
def collection_file(tmp_path) -> Path:
    path = tmp_path / "set.xml"
    path.write_text(write([titled(BOX, "Box"), titled(STAIRS, "Stairs"), titled(TWO_WAYS, "Two ways")], "xml"))
    return path


@pytest.fixture
def page(editor):
    """The module's editor page with no drafts, no list shown and a blank design."""
    editor.evaluate("localStorage.removeItem('nonogram:editor:drafts'); window.nonogramEditor.drafts.render()")
    editor.evaluate("window.nonogramEditor.opener.closeChooser()")
    return editor


@pytest.mark.browser
def test_the_file_input_accepts_every_listed_format(page):
    assert page.get_attribute("#open-file", "accept").split(",") == js_extensions()


@pytest.mark.browser
def test_a_collection_lists_its_puzzles_and_opens_the_one_chosen(page, collection_file):
    new_blank(page, 2, 2)
    page.set_input_files("#open-file", str(collection_file))
    choices = page.locator("#collection-puzzles button")
    expect(choices).to_have_count(3)
    assert [t.split("\n")[0] for t in choices.all_inner_texts()] == ["Box", "Stairs", "Two ways"]
    expect(page.locator("#notice")).to_contain_text("holds 3 puzzles")
    assert picture_of(page) == ["..", ".."]  # nothing opened silently
    page.get_by_role("button", name="Stairs").click()
    wait_for(page, "window.nonogramEditor.picture().length === 4")
    assert picture_of(page) == STAIRS and page.input_value("#title") == "Stairs"
    assert choices.nth(1).get_attribute("aria-current") == "true"
    page.get_by_role("button", name="Close the list").click()
    expect(page.locator("#collection-chooser")).to_be_hidden()


@pytest.mark.browser
def test_drafts_are_kept_renamed_deleted_and_exported_as_a_collection_with_verdicts(page, collection_file, tmp_path):
    page.set_input_files("#open-file", str(collection_file))
    page.get_by_role("button", name="Keep all as drafts").click()
    expect(page.locator("#notice")).to_contain_text("Kept 3 of 3")
    names = page.locator("#draft-list .draft-name")
    expect(names).to_have_text(["Box", "Stairs", "Two ways"])
    # rename in place: Enter keeps it; Escape leaves a name as it was
    page.get_by_role("button", name="Rename the draft Box").click()
    page.keyboard.press("Control+A")
    page.keyboard.type("Square")
    page.keyboard.press("Enter")
    page.get_by_role("button", name="Rename the draft Stairs").click()
    page.keyboard.type("ignored")
    page.keyboard.press("Escape")
    expect(names).to_have_text(["Square", "Stairs", "Two ways"])
    # every ticked draft shows its verdict before export
    for name in ("Square", "Stairs", "Two ways"):
        page.get_by_role("checkbox", name=name).check()
    verdicts = page.locator("#draft-list .verdict")
    expect(verdicts).to_have_text(["unique", "unique", "multiple solutions"], timeout=30_000)
    assert [v.get_attribute("data-verdict") for v in verdicts.all()] == ["unique", "unique", "multiple"]
    expect(page.locator("#collection-summary")).to_contain_text("not unique: “Two ways” (multiple solutions)")
    # delete, undo, delete again
    page.get_by_role("button", name="Delete the draft Two ways").click()
    expect(names).to_have_text(["Square", "Stairs"])
    page.get_by_role("button", name=re.compile("Undo delete")).click()
    expect(names).to_have_text(["Square", "Stairs", "Two ways"])
    page.get_by_role("button", name="Delete the draft Two ways").click()
    expect(page.locator("#collection-summary")).to_contain_text("2 puzzles: 2 unique, ready to export")
    page.get_by_role("button", name="Move the draft Stairs up").click()  # exported in the list's order
    page.get_by_role("button", name="Move the draft Stairs down").click()
    page.get_by_role("button", name="Move the draft Square down").click()
    expect(names).to_have_text(["Stairs", "Square"])
    for fmt in ("nonpack", "xml"):
        page.fill("#collection-title", "My set")
        page.select_option("#collection-format", fmt)
        with page.expect_download() as info:
            page.get_by_role("button", name="Export collection").click()
        path = tmp_path / info.value.suggested_filename
        info.value.save_as(path)
        assert path.name == f"My-set.{fmt}"
        puzzles = read_file(path)
        assert [(p.title, p.goal) for p in puzzles] == [("Stairs", tuple(STAIRS)), ("Square", tuple(BOX))]
    # a draft opens with its renamed title
    page.get_by_role("button", name="Open the draft Square").click()
    wait_for(page, "window.nonogramEditor.picture().length === 3")
    assert picture_of(page) == BOX and page.input_value("#title") == "Square"


@pytest.mark.browser
def test_new_blank_starts_without_the_previous_title_author_and_licence(page):
    for field, value in (("#title", "Old"), ("#author", "Someone"), ("#license", "CC0")):
        page.fill(field, value)
    new_blank(page, 5, 5)
    assert [page.input_value(f) for f in ("#title", "#author", "#license")] == ["", "", ""]
    wait_checked(page)
    assert page.evaluate("JSON.parse(localStorage.getItem('nonogram:editor:draft')).title") == ""


@pytest.mark.browser
def test_a_bad_clue_value_is_named_with_its_line(page, tmp_path):
    bad = tmp_path / "bad.non"
    bad.write_text("width 2\nheight 2\nrows\n1\n-1\ncolumns\n1\n1\n")
    page.set_input_files("#open-file", str(bad))
    expect(page.locator("#notice")).to_have_text(
        "bad.non could not be opened: line 5, column 1: a block length cannot be negative, found '-1'")


@pytest.mark.browser
def test_saving_a_title_twice_keeps_both_drafts_told_apart(page):
    page.fill("#title", "Again")
    page.get_by_role("button", name="Save draft").click()
    page.get_by_role("button", name="Save as new").click()  # "Save draft" again would write over it
    expect(page.locator("#draft-list .draft-name")).to_have_text(["Again (2)", "Again"])
    expect(page.locator("#drafts-empty")).to_be_hidden()
