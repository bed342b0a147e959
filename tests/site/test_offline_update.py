"""The service worker picks up a redeploy even when the host caches for 10 minutes (GitHub Pages
sends max-age=600), and the new version then works offline."""

from __future__ import annotations

import json
import shutil

import pytest

from sitebuild.manifest import precache_manifest
from tests.browser import wait_for, wait_kept_offline, watching
from tests.web.helpers import wait_solver

pytestmark = pytest.mark.browser


def redeploy(web, title: str) -> str:
    """Change a bundled puzzle's title and rewrite precache.json as the site build would."""
    library = json.loads((web / "library.json").read_text())
    library["puzzles"][0]["title"] = title
    (web / "library.json").write_text(json.dumps(library))
    manifest = json.loads((web / "precache.json").read_text())
    fresh = precache_manifest(web, web / manifest["wheel"])
    (web / "precache.json").write_text(json.dumps(fresh))
    return fresh["hash"]


@pytest.mark.offline
def test_a_redeploy_is_picked_up_and_works_offline(browser, built_site, tmp_path):
    web = tmp_path / "web"
    shutil.copytree(built_site, web)
    with browser.serve_site(web, prefix="/pages/project/", max_age=600) as server:
        with watching(browser, server.url) as watch:
            page = watch.page
            page.goto(server.url)
            wait_solver(page)
            wait_kept_offline(page, timeout=60_000)
            assert page.get_by_role("link", name="Arrow").count() == 1

            version = redeploy(web, "Arrow, redeployed")
            page.reload()
            wait_for(
                page,
                "(v) => navigator.serviceWorker.controller?.scriptURL.endsWith('sw.js?v=' + v)",
                arg=version, timeout=60_000,
            )
            page.reload()
            page.get_by_role("link", name="Arrow, redeployed").wait_for()

            watch.context.set_offline(True)
            page.reload()
            page.get_by_role("link", name="Arrow, redeployed").wait_for()
            wait_solver(page)
            watch.context.set_offline(False)
