"""Both pages show the package's version in their footer (boot/page.js reads build_wheel's precache.json),
offline too."""

from __future__ import annotations

import json

import pytest

import nonogram_core
from tests.browser import wait_for
from tests.web.helpers import cut_off


@pytest.mark.parametrize("name", ["", "editor.html"])
def test_footer_shows_the_version(watched, site_url, built_site, name):
    assert json.loads((built_site / "precache.json").read_text())["version"] == nonogram_core.__version__
    page = watched.page
    page.goto(site_url + name)
    footer = page.locator("footer.site-footer")
    wait_for(page, "document.documentElement.dataset.version !== undefined")
    assert footer.inner_text().strip() == f"nonogram {nonogram_core.__version__}"


@pytest.mark.offline
def test_footer_shows_the_version_offline(watched, site_url):
    watched.page.goto(site_url)
    with cut_off(watched) as page:
        page.reload()
        wait_for(page, "document.documentElement.dataset.version !== undefined")
        assert nonogram_core.__version__ in page.locator("footer.site-footer").inner_text()
