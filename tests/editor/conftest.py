"""Browser fixtures for the editor tests.  ``browser`` (one Chromium per session) comes from
tests/conftest.py; the served site and the watched pages are tests/web's own fixtures, taken
from ``tests/web/conftest.py`` by path so there is one definition of each."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location(
    "nonogram_web_fixtures", Path(__file__).resolve().parents[1] / "web" / "conftest.py"
)
_web = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_web)

built_site = _web.built_site
site_url = _web.site_url
watched = _web.watched


@pytest.fixture(scope="module")
def editor(browser, site_url):
    """One editor page shared by a module's tests (Pyodide loads once), watched like ``watched``."""
    with _web.watching(browser, site_url) as watch:
        watch.page.goto(f"{site_url}editor.html")
        watch.page.wait_for_function("document.documentElement.dataset.solver === 'ready'", timeout=120_000)
        yield watch.page
