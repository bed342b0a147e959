"""Browser fixtures for the editor tests.  ``browser`` (one Chromium per session) and the built
site (``built_site``) come from tests/conftest.py; the served site and the watched pages are
tests/web's own fixtures, taken from ``tests/web/conftest.py`` through the shared ``load_script``
so there is one definition of each."""

from __future__ import annotations

import pytest

from bench.web_bench import load_script

_web = load_script("tests/web/conftest")

site_url = _web.site_url
watched = _web.watched


@pytest.fixture(scope="module")
def editor(browser, site_url):
    """One editor page shared by a module's tests (Pyodide loads once), watched like ``watched``."""
    with _web.watching(browser, site_url) as watch:
        watch.page.goto(f"{site_url}editor.html")
        watch.page.wait_for_function("document.documentElement.dataset.solver === 'ready'", timeout=120_000)
        yield watch.page
