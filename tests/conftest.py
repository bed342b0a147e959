"""Shared pytest configuration: the ``slow`` marker is skipped unless asked for, and the fixtures
of every browser test (one Chromium, the built site served under a sub-path, watched pages).

Big runs (whole corpora, fuzzing) are marked ``@pytest.mark.slow`` so the default suite stays
fast on CI; run them with ``NONOGRAM_SLOW=1`` in the environment or ``pytest --slow``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.browser import (
    CHROMIUM_ARGS,
    SUB_PATH,
    TEST_CHROMIUM,
    SeededBrowser,
    ServedSnapshot,
    report_outcome,
    running_test,
    serve_site,
    watching,
)
from tests.run_once import run_folder


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--slow", action="store_true", default=False, help="also run tests marked slow")


def _slow_enabled(config: pytest.Config) -> bool:
    return bool(config.getoption("--slow")) or os.environ.get("NONOGRAM_SLOW", "") not in ("", "0")


# The order the two pytest workers take test files in (pytest-xdist's loadfile hands each idle worker
# the next file of the collection): the long ones first (the engine smoke suites, the browser tests,
# the Pyodide, SAT and batch runs) and the many short ones last, so that the two end together
# instead of one running a long file alone at the end.  Folders not named keep their place among
# the short ones; within a folder, files keep their order.
FIRST = ("tests/engines/", "tests/web/", "tests/editor/", "tests/site/", "tests/wasm/", "tests/sat/",
         "tests/cli/", "tests/pictures/", "tests/design/", "tests/generate/", "tests/bench/", "tests/core/")
LAST = ("nonogram_core/",)  # the doctests: the shortest of all


def _order(item: pytest.Item) -> int:
    path = item.nodeid
    first = next((rank for rank, folder in enumerate(FIRST) if path.startswith(folder)), None)
    if first is not None:
        return first
    return len(FIRST) + (1 if path.startswith(LAST) else 0)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    items.sort(key=_order)  # stable: a file's tests stay together and in order
    if _slow_enabled(config):
        return
    skip = pytest.mark.skip(reason="slow: set NONOGRAM_SLOW=1 (or pass --slow) to run")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    running_test(item)  # before its fixtures: a context knows whether its test is about a first visit


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    report_outcome(report)  # before the teardown of its fixtures: a failed test's context is not handed on


@pytest.fixture(scope="session")
def chromium():
    """One headless Chromium (Debian's, through Playwright) for every browser test of the session.

    Defined here, above every folder of browser tests, so that all use this one: Playwright's sync
    API refuses to start a second instance while the first is running.
    """
    if not Path(TEST_CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {TEST_CHROMIUM}: run bash scripts/test.sh (it installs it)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=TEST_CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def browser(chromium, site_server, tmp_path_factory):
    """The session's Chromium, whose new contexts start with the served snapshot (tests/browser.py
    says when not: ``@pytest.mark.first_visit``, ``new_context(served_snapshot=False)``); the pytest
    workers of one run (pytest-xdist) share it through their common temporary folder."""
    return SeededBrowser(chromium, ServedSnapshot(chromium, site_server, run_folder(tmp_path_factory)))


@pytest.fixture(scope="session")
def built_site() -> Path:
    """web/ with the wheel, the runtime and the precache manifest, built once for the session
    (fast when already built): the site the browser tests serve and the Pyodide tests load from."""
    import sitebuild

    sitebuild.build_site()
    return Path(__file__).resolve().parents[1] / "web"


@pytest.fixture(scope="session")
def site_server(built_site: Path):
    """The server of ``site_url`` (tests.browser.serve_site: it also hands out the served snapshot)."""
    server = serve_site(built_site, prefix=SUB_PATH)
    yield server
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def site_url(site_server):
    """The built site served from 127.0.0.1 under ``SUB_PATH`` for the whole session."""
    yield site_server.url


@pytest.fixture
def watched(browser, site_url):
    with watching(browser, site_url) as watch:
        yield watch


@pytest.fixture
def page(watched, site_url):
    watched.page.goto(site_url)
    return watched.page
