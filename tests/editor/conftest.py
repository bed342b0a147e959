"""Browser fixtures for the editor tests: the web tests' own (served site, Chromium, watched
page), imported from ``tests/web/conftest.py`` by path so there is one definition of each."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from urllib.parse import urlsplit

import pytest

_spec = importlib.util.spec_from_file_location(
    "nonogram_web_fixtures", Path(__file__).resolve().parents[1] / "web" / "conftest.py"
)
_web = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_web)

built_site = _web.built_site
site_url = _web.site_url
browser = _web.browser
watched = _web.watched


@pytest.fixture(scope="module")
def editor(browser, site_url):
    """One editor page shared by a module's tests (Pyodide loads once); checked like ``watched``."""
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(site_url))
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    page = context.new_page()
    page.set_default_timeout(30_000)
    watch = _web.Watched(context, page, origin)
    page.goto(f"{site_url}editor.html")
    page.wait_for_function("document.documentElement.dataset.solver === 'ready'", timeout=90_000)
    yield page
    context.close()
    assert watch.foreign == [], f"requests left the origin: {watch.foreign}"
    assert watch.errors == [], f"errors in the page: {watch.errors}"
