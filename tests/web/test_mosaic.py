"""Mosaics: a packs.json entry with "mosaic": {rows, cols, title} is shown as a board of
its tiles (each solved tile drawn, the others numbered), each tile played as a picture from its
link; a tile's win sends the player back to the board; the whole picture and its title appear when
the last tile is solved, and not before (nor any tile's title, ever); progress is kept per tile.
Played on a 2×2 fixture served beside the site's packs (mosaic_fixture.py)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser import Watched

from .mosaic_fixture import PACK_ID, TILE_TITLE, TITLE, serve_mosaic, solved_progress, tiles
from .pictures_data import cell, title_occurs

pytestmark = pytest.mark.browser
BOARD = f"#pictures/{PACK_ID}"


@pytest.fixture
def mosaic_page(browser, site_url):
    """A page whose site has the fixture mosaic (no service worker: the route must see every fetch)."""
    context = browser.new_context(viewport={"width": 1100, "height": 900}, service_workers="block")
    serve_mosaic(context)
    page = context.new_page()
    page.set_default_timeout(30_000)
    watch = Watched(context, page, site_url.split("/any/")[0])
    page.goto(site_url)
    yield page
    # a fetch of packs.json still in flight must not raise in a later test's Playwright call
    context.unroute_all(behavior="ignoreErrors")
    context.close()
    assert watch.errors == [], watch.errors


def secret_kept(page) -> None:
    html = page.content()
    assert not title_occurs(TITLE, html) and TILE_TITLE not in html


def go(page, hash_: str) -> None:
    page.evaluate("(hash) => { location.hash = hash; }", hash_)


def near_win(page, n: int) -> tuple[int, int]:
    """From the library: tile n's progress is its goal less one filled cell; returns that cell."""
    go(page, "#library")
    page.locator("#library-list li").first.wait_for()
    goal = tiles()[n - 1]["goal"]
    r, c = next((r, c) for r, row in enumerate(goal) for c, ch in enumerate(row) if ch == "#")
    cells = [row.replace(".", "x") for row in goal]
    cells[r] = cells[r][:c] + "?" + cells[r][c + 1:]
    page.evaluate("([id, cells]) => localStorage.setItem('nonogram:progress:' + id,"
                  " JSON.stringify({cells, elapsedMs: 3000, solved: false}))", [f"pictures/{PACK_ID}/{n}", cells])
    return r, c


def board(page):
    go(page, BOARD)
    found = page.locator(f".mosaic[data-mosaic='{PACK_ID}']")
    found.wait_for()
    return found


def test_the_mosaic_is_listed_and_filtered_by_its_tiles(mosaic_page):
    page = mosaic_page
    card = page.locator(f"#pictures a[data-pack='{PACK_ID}']")
    expect(card).to_contain_text("Mosaic · 2×2 tiles · 20×20")
    expect(card).to_have_attribute("data-total", "4")
    page.locator("select[data-filter='grid']").select_option("m")  # its tiles are 10×10
    expect(card).to_have_count(0)
    page.locator("select[data-filter='grid']").select_option("s")
    expect(card).to_have_attribute("data-total", "4")
    page.locator("select[data-filter='grade']").select_option("hard")
    expect(card).to_have_count(0)
    secret_kept(page)


def test_tiles_are_played_from_the_board_and_the_last_one_names_the_whole(mosaic_page):
    page = mosaic_page
    for n in (1, 2):
        page.evaluate("([id, p]) => localStorage.setItem('nonogram:progress:' + id, p)",
                      [f"pictures/{PACK_ID}/{n}", solved_progress(tiles()[n - 1]["goal"])])
    shown = board(page)
    expect(shown).to_have_attribute("data-complete", "no")
    expect(shown).to_have_attribute("data-solved", "2")
    links = shown.locator("a.tile")
    assert [links.nth(i).get_attribute("data-state") for i in range(4)] == ["solved", "solved", "new", "new"]
    assert links.nth(2).get_attribute("href") == f"{BOARD}/3"
    expect(page.locator(f"#library-view a[href^='{BOARD}/']")).to_have_count(4)  # one link a tile, no more
    expect(page.get_by_role("button", name="Play tile 3")).to_be_visible()
    secret_kept(page)
    go(page, "#library")
    page.get_by_role("searchbox").fill("quokka")  # not found before the last tile
    expect(page.locator("#library-list")).to_have_attribute("data-search", "done")
    expect(page.locator("#library-list a[data-mosaic]")).to_have_count(0)
    page.get_by_role("searchbox").fill("")

    r, c = near_win(page, 3)
    board(page).get_by_role("link", name="Tile 3:").click()
    page.get_by_role("heading", name="Tile 3 of 4").wait_for()
    cell(page, r, c).click()
    expect(page.locator("#player-view")).to_have_attribute("data-solved", "yes")
    expect(page.get_by_role("status")).to_contain_text("1 tile to go")
    expect(page.locator("#player-view")).to_have_attribute("data-title-known", "no")
    secret_kept(page)
    page.get_by_role("button", name="Next puzzle").click()  # back to the board
    expect(page.locator(".mosaic")).to_have_attribute("data-solved", "3")
    assert page.evaluate("location.hash") == BOARD

    r, c = near_win(page, 4)
    go(page, f"{BOARD}/4")  # a tile's deep link
    page.get_by_role("heading", name="Tile 4 of 4").wait_for()
    secret_kept(page)
    cell(page, r, c).click()
    expect(page.get_by_role("status")).to_contain_text("Solved! The mosaic is complete. It's a quokka lantern.")
    expect(page.get_by_role("heading", level=2)).to_contain_text(TITLE)
    expect(page.locator("#player-view")).to_have_attribute("data-title-known", "yes")
    page.get_by_role("button", name="Next puzzle").click()
    whole = page.locator(".mosaic")
    expect(whole).to_have_attribute("data-complete", "yes")
    expect(page.locator(".mosaic-named")).to_have_text("Complete! It's a quokka lantern.")

    page.reload()  # kept across reloads, and the card says it too
    expect(page.locator(".mosaic")).to_have_attribute("data-complete", "yes")
    go(page, "#library")
    card = page.locator(f"#pictures a[data-pack='{PACK_ID}']")
    expect(card.locator(".title")).to_have_text(TITLE)
    expect(card).to_contain_text("Mosaic: A test ring · Mosaic · 2×2 tiles")
    page.get_by_role("searchbox").fill("quokka")  # the whole's title is found now that it is known
    found = page.locator(f"#library-list a[data-mosaic='{PACK_ID}']")
    expect(found).to_contain_text(TITLE)
    assert found.get_attribute("href") == BOARD
    assert TILE_TITLE not in page.content()
