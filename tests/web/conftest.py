"""Fixtures for the browser tests: the built site served from 127.0.0.1 under a sub-path and a
fresh page per test that fails the test if any request leaves the site's origin, the page logs an
error or its Content-Security-Policy blocks anything.  The one
headless Chromium of the session (``browser``) is in tests/conftest.py, shared with tests/editor.
``load_script`` (build_wheel.py, serve.py as modules) is the benchmarks' own, so there is one; the
repository root is on ``sys.path`` for that (pytest's ``pythonpath`` in pyproject.toml)."""

from __future__ import annotations

import collections
import contextlib
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from bench.web_bench import load_script

ROOT = Path(__file__).resolve().parents[2]
SUB_PATH = "/any/sub/path/"


@pytest.fixture(scope="session")
def site_url(built_site: Path):
    server = load_script("serve").start(built_site, prefix=SUB_PATH)
    yield server.url
    server.shutdown()
    server.server_close()


class Watched:
    """A page plus the record of every request it made, every error it logged and every
    Content-Security-Policy violation the browser reported (so every browser test also proves the
    pages work under their policy: nothing they need is blocked)."""

    def __init__(self, context, page, origin: str):
        self.context = context
        self.page = page
        self.origin = origin
        self.foreign: list[str] = []
        self.errors: list[str] = []
        self.csp: list[str] = []
        # the page's and its workers' last console lines: a timed-out wait quotes them (tests/conftest.py)
        self.console: collections.deque[str] = collections.deque(maxlen=40)
        page.nonogram_console = self.console
        context.on("request", self._request)
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("console", self._console)

    def _console(self, message) -> None:
        self.console.append(f"{message.type}: {message.text[:300]}")
        if "Content Security Policy" in message.text:
            self.csp.append(message.text)

    def _request(self, request) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in ("data", "blob"):
            return
        if f"{parts.scheme}://{parts.netloc}" != self.origin:
            self.foreign.append(request.url)


@contextlib.contextmanager
def watching(browser, site_url: str):
    """A fresh browser context and page; afterwards, no foreign request and no page error."""
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(site_url))
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    page = context.new_page()
    page.set_default_timeout(30_000)
    watch = Watched(context, page, origin)
    yield watch
    context.close()
    assert watch.foreign == [], f"requests left the origin: {watch.foreign}"
    assert watch.csp == [], f"the Content-Security-Policy blocked something: {watch.csp}"
    assert watch.errors == [], f"errors in the page: {watch.errors}"


@pytest.fixture
def watched(browser, site_url):
    with watching(browser, site_url) as watch:
        yield watch


@pytest.fixture
def page(watched, site_url):
    watched.page.goto(site_url)
    return watched.page


@pytest.fixture(scope="module")
def solver_page(browser, site_url):
    """One page whose worker has loaded Pyodide, shared by a module's solver tests (a cold start
    costs seconds); tests start from the library with storage cleared (see ``fresh``)."""
    with watching(browser, site_url) as watch:
        watch.page.goto(site_url)
        watch.page.wait_for_function("document.documentElement.dataset.solver === 'ready'", timeout=120_000)
        yield watch.page
