"""Browser fixtures for the editor tests.  ``browser``, the built and served site (``site_url``)
and ``watched`` pages come from tests/conftest.py."""

from __future__ import annotations

import pytest

from tests.browser import wait_for, watching


@pytest.fixture(scope="module")
def editor(browser, site_url):
    """One editor page shared by a module's tests (Pyodide loads once), watched like ``watched``."""
    with watching(browser, site_url) as watch:
        watch.page.goto(f"{site_url}editor.html")
        wait_for(watch.page, "document.documentElement.dataset.solver === 'ready'", timeout=120_000)
        yield watch.page
