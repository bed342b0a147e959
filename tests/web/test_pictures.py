"""The library's "Pictures" section: every pack of packs.json with its solved/total,
the filters (grid size, grade, ink), a pack's page whose unsolved pictures show neither title nor
picture, the About / Credits view, and the packs loaded only when needed (not precached)."""

from __future__ import annotations

import json

import pytest

from tests.browser import wait_for

from .pictures_data import ROOT, index, open_picture, pack, paint, small_picture, solved, title_occurs

pytestmark = pytest.mark.browser


def pictures_section(page):
    section = page.get_by_role("region", name="Pictures")
    section.get_by_role("heading", name="Pictures").wait_for()
    return section


def pack_links(page) -> dict[str, tuple[str, str, str]]:
    """data-pack -> (its text, data-solved, data-total) of the pack links shown."""
    page.locator("[data-pack]").first.wait_for()
    return {
        a.get_attribute("data-pack"): (a.inner_text(), a.get_attribute("data-solved"), a.get_attribute("data-total"))
        for a in page.locator("#pictures a[data-pack]").all()
    }


def test_the_pictures_section_lists_every_pack_with_solved_over_total(page):
    section = pictures_section(page)
    shown = pack_links(page)
    packs = index()["packs"]
    assert list(shown) == [p["id"] for p in packs]
    for entry in packs:
        text, solved_count, total = shown[entry["id"]]
        assert entry["name"] in text and f"0/{entry['count']} solved" in text
        assert (solved_count, total) == ("0", str(entry["count"]))
        assert entry["count"] == len(entry["puzzles"]) == len(pack(entry["id"]))
    link = section.get_by_role("link", name=packs[0]["name"]).first
    assert link.get_attribute("href") == f"#pictures/{packs[0]['id']}"


def test_filters_narrow_the_packs_and_their_counts(page):
    pictures_section(page)
    packs = index()["packs"]
    pack_links(page)
    page.locator("select[data-filter='ink']").select_option("bw")
    shown = pack_links(page)
    assert set(shown) == {p["id"] for p in packs if not p["colour"]}
    page.locator("select[data-filter='ink']").select_option("colour")
    assert set(pack_links(page)) == {p["id"] for p in packs if p["colour"]}
    page.locator("select[data-filter='ink']").select_option("")

    grades = {i["grade"] for p in packs for i in p["puzzles"]}
    grade = "hard" if "hard" in grades else packs[0]["puzzles"][0]["grade"]
    page.locator("select[data-filter='grade']").select_option(grade)
    wait_for(page, "[...document.querySelectorAll('#pictures [data-pack]')].length > 0")
    expected = {p["id"]: sum(i["grade"] == grade for i in p["puzzles"]) for p in packs}
    assert {k: int(v[2]) for k, v in pack_links(page).items()} == {k: v for k, v in expected.items() if v}

    page.locator("select[data-filter='grade']").select_option("")
    page.locator("select[data-filter='grid']").select_option("s")  # up to 15×15
    small = {p["id"]: sum(max(i["width"], i["height"]) <= 15 for i in p["puzzles"]) for p in packs}
    if any(small.values()):
        assert {k: int(v[2]) for k, v in pack_links(page).items()} == {k: v for k, v in small.items() if v}
    # on a pack's page the filters hold too: only its small pictures are listed
    first = next((p for p in packs if small[p["id"]]), None)
    if first:
        page.evaluate(f"location.hash = '#pictures/{first['id']}'")
        page.locator("#pictures a[data-picture]").first.wait_for()
        assert page.locator("#pictures a[data-picture]").count() == small[first["id"]]


def test_a_packs_page_hides_unsolved_titles_and_shows_solved_ones_with_a_picture(page, site_url):
    entry, n, puzzle = small_picture()
    page.goto(f"{site_url}#pictures/{entry['id']}")
    cards = page.locator("#pictures a[data-picture]")
    cards.first.wait_for()
    assert cards.count() == entry["count"]
    card = page.locator(f"#pictures a[data-picture='{entry['id']}/{n}']")
    info = entry["puzzles"][n - 1]
    assert f"{info['width']}×{info['height']}" in card.inner_text() and info["grade"] in card.inner_text()
    assert card.get_attribute("data-state") == "new" and card.get_attribute("href") == f"#pictures/{entry['id']}/{n}"
    assert "blank" in card.locator("canvas").get_attribute("class")  # no spoiler picture
    titles = [p["title"] for p in pack(entry["id"])]
    text = page.locator("#pictures").inner_text()
    assert not [t for t in titles if title_occurs(t, text) and not title_occurs(t, entry["name"])]

    open_picture(page, site_url, entry["id"], n)
    paint(page, puzzle)
    solved(page)
    page.evaluate(f"location.hash = '#pictures/{entry['id']}'")
    card.wait_for()
    assert card.get_attribute("data-state") == "solved"
    assert puzzle["title"] in card.inner_text() and "Solved" in card.inner_text()
    assert "blank" not in (card.locator("canvas").get_attribute("class") or "")
    page.evaluate("location.hash = '#library'")
    assert pack_links(page)[entry["id"]][1] == "1"
    assert f"1/{entry['count']} solved" in pack_links(page)[entry["id"]][0]


def test_the_about_view_credits_every_source_with_its_licence(page, site_url):
    page.get_by_role("link", name="About and credits").click()
    page.get_by_role("heading", name="About", exact=True).wait_for()
    page.wait_for_selector("#picture-credits[data-filled='yes']")
    view = page.locator("#about-view")
    for source in index()["sources"]:
        item = view.locator(f"[data-source='{source['id']}']")
        assert source["name"] in item.inner_text() and source["credit"] in item.inner_text()
        licence = item.locator("a.licence")
        assert licence.inner_text() == source["license"]
        href = licence.get_attribute("href")
        if not source["license_url"].startswith("http"):  # shipped with the site: it must be there
            assert href.endswith(f"pictures/{source['license_url']}")
            assert (ROOT / "web" / "pictures" / source["license_url"]).exists()
        else:
            assert href == source["license_url"]
    twemoji = view.locator("[data-source='twemoji']")
    if twemoji.count():
        assert "CC-BY 4.0" in twemoji.inner_text().replace("CC BY", "CC-BY") or "4.0" in twemoji.inner_text()
        assert "modified" in twemoji.inner_text().lower()
        assert "creativecommons.org/licenses/by/4.0" in twemoji.locator("a.licence").get_attribute("href")
    for fixed in ("webpbn", "pyodide", "nonogram"):
        assert view.locator(f"[data-source='{fixed}']").count() == 1
    assert "Mozilla Public License 2.0" in view.locator("[data-source='pyodide']").inner_text()
    assert "MIT" in view.locator("[data-source='nonogram']").inner_text()
    assert page.title().startswith("About")


def test_packs_are_loaded_when_needed_not_precached(built_site):
    manifest = json.loads((built_site / "precache.json").read_text())
    assert not [f for f in manifest["files"] if f.startswith("pictures/")]
    assert "pictures/packs.json" in manifest["lazy"]
    for entry in index()["packs"]:
        assert f"pictures/{entry['file']}" in manifest["lazy"]
