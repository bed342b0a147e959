"""Fixtures of the player's browser tests (the shared ones, ``browser``, ``site_url``, ``watched``
and ``page``, are in tests/conftest.py; ``watching`` and ``Watched`` in tests/browser.py)."""

from __future__ import annotations

import pytest

from tests.browser import wait_for, watching
from tests.web.enter_helpers import start_empty


@pytest.fixture(scope="module")
def solver_page(browser, site_url):
    """One page whose worker has loaded Pyodide, shared by a module's solver tests (a cold start
    costs seconds); tests start from the library with storage cleared (see ``fresh``)."""
    with watching(browser, site_url) as watch:
        watch.page.goto(site_url)
        wait_for(watch.page, "document.documentElement.dataset.solver === 'ready'", timeout=120_000)
        yield watch.page


@pytest.fixture
def enter_page(solver_page):
    """The module's shared page at the "Enter a puzzle" view with nothing typed (tests/web/test_enter*.py)."""
    start_empty(solver_page)
    return solver_page
