"""What every browser test shares: how Chromium starts, the sub-path the site is served under, the
watched page that fails a test on any foreign request, page error or Content-Security-Policy
violation, and ``wait_for``, the one way a test waits for a state the page announces.  The
fixtures built on these (``browser``, ``site_url``, ``watched``, ``page``) are in tests/conftest.py."""

from __future__ import annotations

import collections
import contextlib
import os
import re
from urllib.parse import urlsplit

CHROMIUM = os.environ.get("NONOGRAM_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SUB_PATH = "/any/sub/path/"
"""The browser tests serve the site here: every path must be relative, as on a GitHub Pages project site."""


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
        # the page's and its workers' last console lines: a timed-out wait quotes them (page_state)
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


_FUNCTION = re.compile(r"^\s*(async\s+)?(function\b|\([^()]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>)")


def wait_for(page, expression: str, arg=None, **options):
    """``page.wait_for_function`` under the pages' Content-Security-Policy, with the page's state in
    the error when it times out.

    Playwright evaluates a string *expression* with ``eval`` inside the page, which the policy forbids
    (it allows no 'unsafe-eval', and must not); a *function* it calls directly.  So a bare expression
    becomes ``() => (expression)``: tests keep their short strings and the policy stays strict.  A
    timeout quotes the status lines and the last console lines (``page_state``), so that a failure
    in CI says more than "Timeout 30000ms exceeded".
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

    if not _FUNCTION.match(expression):
        expression = f"() => ({expression})"
    try:
        return page.wait_for_function(expression, arg=arg, **options)
    except PlaywrightTimeoutError as error:
        raise PlaywrightTimeoutError(f"{error.message}\n{page_state(page)}") from None


def page_state(page) -> str:
    """What a timed-out wait saw: the page's status lines and its last console lines (a worker's
    too, when the page is ``Watched``)."""
    try:
        lines = page.evaluate(
            """() => ['status', 'notice', 'engine'].map((id) => document.getElementById(id))
                 .filter(Boolean).map((el) => `${el.id}: ${el.textContent.trim().slice(0, 200)}`)
                 .concat([`solver: ${document.documentElement.dataset.solver}`])"""
        )
    except Exception as error:  # the page may be gone or navigating
        lines = [f"(page state unavailable: {error})"]
    console = list(getattr(page, "nonogram_console", []))
    return "page state:\n  " + "\n  ".join(lines + ["console:"] + console[-20:])
