"""A first visit on a phone: the bytes it downloads, gzipped as GitHub Pages serves them
(sitebuild/paced_server.py, here without pacing), stay within the goals -- 6 MB until the solver is
ready, 8 MB in all -- and after it the whole site works offline: every picture pack that
pictures/packs.json lists opens from its deep link and plays, though none was opened, and the
editor's solver starts.  The page keeps the packs once its solver is ready (web/offline/register.js), so
``<html data-offline="ready">`` means all of it is kept.  bench/first_visit.py measures the same
visit's times on a paced link."""

from __future__ import annotations

import json
import time

import pytest

from sitebuild import paced_server
from tests.browser import SUB_PATH, wait_for, wait_kept_offline, watching

pytestmark = [pytest.mark.browser, pytest.mark.first_visit]  # its own server: a first visit



@pytest.fixture
def gzip_site(built_site):
    server = paced_server.start(built_site, prefix=SUB_PATH, latency=0, bits_per_second=1e10)
    yield server
    server.shutdown()
    server.server_close()


def test_a_first_visit_stays_light_and_then_everything_works_offline(browser, built_site, gzip_site):
    packs = json.loads((built_site / "pictures" / "packs.json").read_text())["packs"]
    url, traffic = gzip_site.url, gzip_site.traffic
    with watching(browser, url) as watch:
        page = watch.page
        page.set_viewport_size({"width": 390, "height": 844})
        page.add_init_script(paced_server.READY_AT)
        page.goto(url)
        wait_for(page, "window.solverReadyAt", timeout=90_000)
        until_ready = traffic.total(until=paced_server.monotonic_of(page.evaluate("window.solverReadyAt")))
        assert until_ready <= 6e6, f"{until_ready} bytes until the solver was ready (all so far: {traffic.total()})"
        wait_kept_offline(page, timeout=120_000)
        while time.monotonic() - traffic.last_at() < 1:  # what the page still fetches for offline use
            time.sleep(0.1)
        assert traffic.total() <= 8e6
        assert any(path.endswith("pictures/packs.json") for _, _, _, path in traffic.sent)

        watch.context.set_offline(True)
        try:
            for pack in packs:
                page.goto(f"{url}index.html#pictures/{pack['id']}/{len(pack['puzzles'])}")
                first = page.get_by_role("gridcell").first
                first.wait_for(timeout=20_000)
                first.click()
                assert page.locator("#status").get_attribute("data-kind") != "error", pack["id"]
            page.goto(f"{url}editor.html")
            wait_for(page, "document.getElementById('engine').textContent.includes('Solver ready')",
                                   timeout=90_000)
        finally:
            watch.context.set_offline(False)
