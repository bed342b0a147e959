"""After one visit of the player on a phone, the whole site works offline (issue 33): every
picture pack that pictures/packs.json lists opens from its deep link and plays, though none was
opened, and the editor's solver starts.  The page keeps the packs once its solver is ready
(web/offline.js), so ``<html data-offline="ready">`` means all of it is kept.
bench/first_visit.py measures the same visit's bytes and times on a paced link."""

from __future__ import annotations

import json

import pytest

from .conftest import watching

pytestmark = pytest.mark.browser


def test_every_pack_and_the_editor_work_offline_after_a_first_visit(browser, built_site, site_url):
    packs = json.loads((built_site / "pictures" / "packs.json").read_text())["packs"]
    with watching(browser, site_url) as watch:
        page = watch.page
        page.set_viewport_size({"width": 390, "height": 844})
        page.goto(site_url)
        page.wait_for_function("document.documentElement.dataset.solver === 'ready'", timeout=90_000)
        page.wait_for_function("document.documentElement.dataset.offline === 'ready'", timeout=120_000)
        watch.context.set_offline(True)
        try:
            for pack in packs:
                page.goto(f"{site_url}index.html#pictures/{pack['id']}/{len(pack['puzzles'])}")
                first = page.get_by_role("gridcell").first
                first.wait_for(timeout=20_000)
                first.click()
                assert page.locator("#status").get_attribute("data-kind") != "error", pack["id"]
            page.goto(f"{site_url}editor.html")
            page.wait_for_function("document.getElementById('engine').textContent.includes('Solver ready')",
                                   timeout=90_000)
        finally:
            watch.context.set_offline(False)
