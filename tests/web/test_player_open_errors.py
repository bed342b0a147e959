"""Files that are not puzzles: plain words saying what the player expected, the reader's
detail in smaller print, the previous puzzle left as it was; an image gets a link that opens it in
the editor's image import (handed over through IndexedDB, image-handover.js)."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser import wait_for

from .helpers import ARROW, cell, put_puzzle, states, status

pytestmark = pytest.mark.browser

# a 2x2 PNG: black, white / white, black
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAE0lEQVR4nGNgYGD4//8/GDMwAAAp5AX71ZPZmwAAAABJRU5ErkJggg=="
)


def shot(page, name: str) -> None:
    out = Path("/tmp/st")
    if out.is_dir():
        page.screenshot(path=str(out / name))


def open_with(page, path: Path) -> None:
    page.get_by_label("Open puzzle").set_input_files(str(path))


def test_an_image_opened_in_the_player_offers_the_editors_image_import(watched, site_url, tmp_path):
    page = watched.page
    page.goto(site_url)
    put_puzzle(page, ARROW, "Still here")
    cell(page, 0, 2).click()
    before = states(page)
    image = tmp_path / "holiday.png"
    image.write_bytes(PNG)
    open_with(page, image)
    expect(status(page)).to_contain_text("holiday.png is an image, not a puzzle file")
    expect(status(page)).to_contain_text("still shows “Still here”")
    assert page.get_by_role("heading", name="Still here").is_visible() and states(page) == before
    shot(page, "open-image-desktop.png")
    link = status(page).get_by_role("link", name="Open it in the Editor’s image import")
    link.click()
    page.wait_for_url("**/editor.html*")
    expect(page.locator("#image-panel")).to_be_visible(timeout=30_000)  # the image import has the picture
    expect(page.get_by_role("button", name="Use this picture")).to_be_visible()
    assert "#import" not in page.url  # a reload does not take it again
    page.get_by_role("button", name="Use this picture").click()


def test_a_text_file_says_what_the_player_expected_and_the_detail_in_small_print(watched, site_url, tmp_path):
    page = watched.page
    page.goto(site_url)
    wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=90_000)
    put_puzzle(page, ARROW, "Still here")
    notes = tmp_path / "shopping.txt"
    notes.write_text("milk\neggs\nbread\n")
    open_with(page, notes)
    expect(status(page)).to_contain_text("shopping.txt could not be opened as a puzzle", timeout=30_000)
    expect(status(page)).to_contain_text("still shows “Still here”")
    detail = status(page).locator("small")
    expect(detail).to_contain_text(".non")  # what it expected
    expect(detail).to_contain_text("shopping.txt:1")  # the reader's location, in smaller print
    assert page.get_by_role("heading", name="Still here").is_visible()
    shot(page, "open-text-desktop.png")


def test_an_image_on_a_phone(browser, site_url, tmp_path):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    try:
        page.goto(site_url)
        put_puzzle(page, ARROW, "Still here")
        image = tmp_path / "cat.jpg"
        image.write_bytes(b"\xff\xd8\xff\xe0" + bytes(60))
        open_with(page, image)
        link = status(page).get_by_role("link", name="Open it in the Editor’s image import")
        expect(link).to_be_visible()
        shot(page, "open-image-phone.png")
    finally:
        context.close()
