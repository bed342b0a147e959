"""What every browser test shares: how Chromium starts, the sub-path the site is served under, the
watched page that fails a test on any foreign request, page error or Content-Security-Policy
violation, the served snapshot, and ``wait_for``, the one way a test waits for a state the page
announces.  The fixtures built on these (``browser``, ``site_url``, ``watched``, ``page``) are in
tests/conftest.py.

**How a new browser test gets a page** (pick the first that fits):

* ``page``: a fresh context's page, already at ``site_url`` (the library), watched (no foreign
  request, no page error, no CSP violation).  ``watched`` is the same before the ``goto``: its
  ``.page``, ``.context`` and the records; go where the test needs.
* A module's shared page, when its tests only need a page whose solver is ready and can start
  from a known state: ``solver_page`` (tests/web: the player; ``fresh(page, title)`` resets it)
  and ``editor`` (tests/editor).  Cheapest of all: no new context per test.  A test that leaves
  something behind (a field's value, an open panel) must not let the next one read it: wait for
  the *new* state (e.g. a field's value to change), never for the element alone.
* ``watching(browser, site_url)`` or ``browser.new_context(...)``: a context of its own (another
  viewport, touch, a second visitor, an init script).
* A site the test builds itself (``--collection``, ``--site-title`` ...): serve it with
  ``browser.serve_site(directory)`` (a context manager), whose pages get the served snapshot too.

Every context made through the ``browser`` fixture starts with **the served snapshot**: the
solver's memory snapshot, made once per run by Chromium exactly as a visitor's first visit makes
it, put into the context's Cache Storage before the test's first page opens (but for a context
``watching`` makes for another server's site, whose origin would never read it).  The page's solver
then starts as on a later visit (``info.snapshot`` true) in well under a second of CPU instead of
the about 9 CPU-seconds of a first visit (Pyodide's normal start, making and zipping the snapshot).
A test *about* the first visit (what it downloads, says or saves) is marked
``@pytest.mark.first_visit`` (whole module: ``pytestmark``), or asks for one context without it:
``browser.new_context(served_snapshot=False)``.

Contexts also start with **service workers blocked**: the app then never keeps its 15 MB for
offline use (sw.js's precache and offline/kept.js), which cost each context a few CPU-seconds of
the browser's and the test server's, and which no test needs but those about offline use.  Such a
test is marked ``@pytest.mark.offline`` (a ``first_visit`` one too gets its service worker: a first
visit is when the site is kept); it then waits for ``data-offline="ready"`` before cutting the
context off (``tests.web.helpers.cut_off``).  A context made with ``service_workers=...`` keeps
what it asks for.

Waiting: ``wait_for(page, "document.documentElement.dataset.solver === 'ready'")`` and its kind (a
``data-*`` attribute, a status text, a field's new value); never ``page.wait_for_timeout``
(tests/test_browser_waits.py checks, but for a line about time itself), and ``time.sleep`` only
between two looks at a state.
"""

from __future__ import annotations

import base64
import collections
import contextlib
import functools
import os
import re
import threading
from pathlib import Path
from urllib.parse import urlsplit

from sitebuild.serve import SiteHandler, SiteServer, make_server
from tests.context_pool import ContextPool, close
from tests.run_once import once

CHROMIUM = os.environ.get("NONOGRAM_CHROMIUM", "/usr/bin/chromium")
"""Debian's Chromium, the browser people run: what bench/ measures and the engine smoke suites'
"chromium" drives."""
HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"
TEST_CHROMIUM = os.environ.get("NONOGRAM_TEST_CHROMIUM") or (
    HEADLESS_SHELL if os.path.exists(HEADLESS_SHELL) else CHROMIUM)
"""The Chromium the browser tests drive: Debian's ``chromium-headless-shell`` (scripts/test.sh
installs it) when there, as Playwright's own headless Chromium is: the same engine (Blink, V8, the
same version from the same source package) without the browser's window, tabs and address bar,
which cost the full browser's headless mode a fifth of the tests' CPU (48 browser tests, one worker,
load 2.5-3.6: 109 and 119 CPU-seconds with ``chromium``, 89 and 88 with the shell; wall 77 and 82 s,
67 and 67 s).  ``NONOGRAM_TEST_CHROMIUM`` chooses another."""
PLAYWRIGHT_DISABLED_FEATURES = (
    "AimEnabled,AvoidCorsURLLoaderRestartOnRedirect,AvoidUnnecessaryBeforeUnloadCheckSync,"
    "DestroyProfileOnBrowserClose,HttpsFirstBalancedModeAutoEnable,HttpsUpgrades,LensOverlay,MediaRouter,"
    "NetworkTimeServiceQuerying,OptimizationHints,PaintHolding,PreconnectToSearch,TcpPortRandomizationWin,"
    "ThirdPartyStoragePartitioning,msEdgeUpdateLaunchServicesPreferredVersion,msForceBrowserSignIn"
).split(",")
"""Playwright's own ``--disable-features`` for Chromium: a second ``--disable-features`` replaces
the first, so CHROMIUM_ARGS repeats them (tests/test_chromium_args.py fails when Playwright adds one)."""
TOP_CHROME_WEBUI = ["WebUIOmniboxAimPopup", "WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "PreloadTopChromeWebUI"]
"""The browser window's own web pages (the address bar's suggestion popup, preloaded): headless
Chromium 156 loads one in a renderer of its own for every new context's window, 0.25-0.4 CPU-seconds
each that no test looks at (about a fifth of a player test's CPU: tests/web/test_player*.py, 35
tests, 139 CPU-seconds with it, 114 without, one worker, load 3-4).  The headless shell the tests
drive now (TEST_CHROMIUM) has no window at all; the flag stays for a run with the full browser."""
NO_SPARE_RENDERER = ["SpareRendererForSitePerProcess"]
"""Chromium keeps a renderer started ahead for the next page, but one of another context cannot
take it: nearly every test's spare was started for nothing (45 renderers instead of 79 for 35
player tests, about 3 % of their CPU)."""
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-features=" + ",".join(PLAYWRIGHT_DISABLED_FEATURES + TOP_CHROME_WEBUI + NO_SPARE_RENDERER),
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
def watching(browser, site_url: str, **options):
    """A browser context and page as fresh as a new one (tests/context_pool.py: it may be a used
    one, emptied); afterwards, no foreign request and no page error.  ``options`` are the
    context's (Playwright's ``new_context``: a phone's viewport and touch...), a 1100×900 viewport
    unless they give one."""
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(site_url))
    options = {"viewport": {"width": 1100, "height": 900}, **options}
    with _context_and_page(browser, site_url, options) as (context, page):
        page.set_default_timeout(30_000)
        watch = Watched(context, page, origin)
        try:
            yield watch
        finally:
            context.remove_listener("request", watch._request)
    assert watch.foreign == [], f"requests left the origin: {watch.foreign}"
    assert watch.csp == [], f"the Content-Security-Policy blocked something: {watch.csp}"
    assert watch.errors == [], f"errors in the page: {watch.errors}"


@contextlib.contextmanager
def _context_and_page(browser, site_url: str, options: dict):
    if isinstance(browser, SeededBrowser):
        with browser.reused_page(site_url, **options) as both:
            yield both
        return
    context = browser.new_context(**options)
    try:
        yield context, context.new_page()
    finally:
        close(context)


FIRST_VISIT = "first_visit"
"""The marker of a test about a first visit: its contexts start with empty storage."""
OFFLINE = "offline"
"""The marker of a test about offline use: its contexts let the service worker keep the site."""
SNAPSHOTS = "nonogram-snapshot"  # web/solver/worker.js: SNAPSHOTS, the cache the worker restores from
KEPT_FILES = "nonogram-lazy"  # web/offline/kept.js: KEPT, the runtime's and the packs' files by content hash
_running: dict[str, object] = {"item": None, "failed": False}


def running_test(item) -> None:
    """Told by tests/conftest.py before each test's fixtures are set up (module-scoped ones
    included), so that contexts made for it know whether it is about a first visit."""
    _running["item"] = item
    _running["failed"] = False


def report_outcome(report) -> None:
    """Told by tests/conftest.py of each phase's outcome: a failed test's context is never handed
    on (a fixture's teardown is resumed as if all went well)."""
    _running["failed"] = bool(_running["failed"] or report.failed)


def _test_failed() -> bool:
    return bool(_running["failed"])


def _marked(marker: str) -> bool:
    item = _running["item"]
    return item is not None and item.get_closest_marker(marker) is not None


def _about_a_first_visit() -> bool:
    return _marked(FIRST_VISIT)


def _context_options(options: dict) -> dict:
    """``options`` with service workers blocked unless the test is about offline use or a first
    visit, or the caller chose for itself (the module docstring says why)."""
    if _marked(OFFLINE) or _marked(FIRST_VISIT):
        return options
    return {"service_workers": "block", **options}


class ServedSnapshot:
    """The solver's memory snapshot of the served site, made once (when first needed) by a first
    visit in Chromium, as a visitor's browser makes it, then put into each new context's Cache
    Storage under the key the worker looks for (``solver.snapshot?runtime=<hash>`` beside the site).

    The test server (``serve_site``) hands the bytes to a context from two extra URLs beside the
    site (``SEED_PAGE``, ``SEED_BODY``: nothing is added to the site itself).  A test's own site
    served through ``SeededBrowser.serve_site`` gets the snapshot too (``add``): the key names the
    build's runtime, which a build of the same package and Pyodide shares (``--collection``,
    ``--site-title`` ...), while a site built differently simply finds no snapshot."""

    def __init__(self, browser, server: SiteServer, shared: Path | None = None):
        self._browser = browser
        self._servers = [server]  # the served site's, then tests' own sites' (``add``)
        self._shared = shared  # a folder the run's other pytest workers see (None: no other)
        self._path: str | None = None  # the key, relative to a server's site
        self._bytes = b""

    @property
    def _server(self) -> SiteServer:
        return self._servers[0]

    def add(self, server: SiteServer) -> None:
        """Seed contexts that visit ``server``'s site (one ``serve_site`` started) too."""
        self._servers.append(server)

    def forget(self, server: SiteServer) -> None:
        """``server`` stopped: its port may serve another site next."""
        self._servers.remove(server)

    def _make(self) -> None:
        """Made here, or by another pytest worker of the run (``run_once``): the snapshot names no
        origin (each worker serves the site on a port of its own), so the run makes it once instead
        of once per worker (a first visit: about 5 CPU-seconds)."""
        kept = once(self._shared, "served-snapshot", lambda: b"\n".join(self._made_here()))
        path, self._bytes = kept.split(b"\n", 1)
        self._path = path.decode()

    def _made_here(self) -> tuple[bytes, bytes]:
        """The snapshot's key (relative to the site, no line break in it) and bytes, made by a first
        visit here."""
        context = self._browser.new_context(service_workers="block")
        try:
            page = context.new_page()
            page.goto(self._server.url)
            wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=240_000)
            # the worker saves the snapshot moments after it says ready (worker.js: boot); polled in
            # the page, since wait_for cannot wait on a promise
            key, data = page.evaluate(
                f"""async () => {{
                  for (const end = Date.now() + 240000; Date.now() < end;
                       await new Promise((resolve) => setTimeout(resolve, 200))) {{
                    const cache = await caches.open('{SNAPSHOTS}');
                    const [request] = await cache.keys();
                    const response = request && await cache.match(request);
                    if (!response) continue;
                    const blob = new Blob([await response.arrayBuffer()]);
                    const url = await new Promise((resolve, reject) => {{
                      const reader = new FileReader();
                      reader.onload = () => resolve(reader.result);
                      reader.onerror = () => reject(reader.error);
                      reader.readAsDataURL(blob);
                    }});
                    return [request.url, url.slice(url.indexOf(',') + 1)];
                  }}
                  throw new Error('the solver saved no snapshot within 240 s of being ready');
                }}"""
            )
        finally:
            context.close()
        if not key.startswith(self._server.url):
            raise AssertionError(f"the worker saved its snapshot as {key}, not beside the site {self._server.url}")
        return key.removeprefix(self._server.url).encode(), base64.b64decode(data)

    @property
    def seed_url(self) -> str:
        """A page of the served site's origin that loads nothing (where the snapshot is seeded)."""
        return self._server.url + SEED_PAGE

    def server_of(self, url: str) -> SiteServer | None:
        """The server (the served site's or one ``add``-ed) whose origin ``url`` is on, if any."""
        netloc = urlsplit(url).netloc
        return next((server for server in self._servers if urlsplit(server.url).netloc == netloc), None)

    def seed(self, context, page=None, server: SiteServer | None = None) -> None:
        """Put the snapshot into ``context``'s Cache Storage for ``server``'s site (the served
        site's when None; made first when this is the first), through ``page`` (left at the seeding
        page), else through a page opened and closed here."""
        if self._path is None:
            self._make()
        server = server or self._server
        server.snapshot = self._bytes  # type: ignore[attr-defined]  # what its SEED_BODY hands out
        own = page is None
        page = context.new_page() if own else page
        page.goto(server.url + SEED_PAGE)
        page.evaluate(
            f"""async ([source, key]) => {{
              const response = await fetch(source);
              if (!response.ok) throw new Error(`the served snapshot: HTTP ${{response.status}}`);
              const cache = await caches.open('{SNAPSHOTS}');
              const headers = {{ 'content-type': response.headers.get('content-type') }};
              await cache.put(key, new Response(await response.blob(), {{ headers }}));
            }}""",
            [SEED_BODY, server.url + self._path],
        )
        if own:
            page.close()


SEED_PAGE = "served-snapshot-seed.html"
SEED_BODY = "served-snapshot-seed.bin"


class _SiteHandler(SiteHandler):
    """The site's handler plus the served snapshot's two URLs beside the site's root."""

    server: SiteServer

    def do_GET(self) -> None:
        name = self.path[len(self.prefix):] if self.path.startswith(self.prefix) else ""
        if name in (SEED_PAGE, SEED_BODY):
            body = b"<!doctype html><title>served snapshot</title>" if name == SEED_PAGE else self.server.snapshot
            self.send_response(200)
            self.send_header("Content-Type", "text/html" if name == SEED_PAGE else "application/octet-stream")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()


def serve_site(directory, prefix: str = SUB_PATH, max_age: int = 0) -> SiteServer:
    """``sitebuild.serve.start`` with the served snapshot's URLs (``site_url``'s server)."""
    server = make_server(directory, port=0, prefix=prefix, max_age=max_age, quiet=True)
    prefix = urlsplit(server.url).path  # as make_server normalised it
    server.RequestHandlerClass = functools.partial(_SiteHandler, directory=str(directory), prefix=prefix,
                                                   max_age=max_age, quiet=True)
    server.snapshot = b""  # type: ignore[attr-defined]  # ServedSnapshot sets it
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class SeededBrowser:
    """The session's Chromium (Playwright's ``Browser``: everything else is passed through) whose
    ``new_context`` puts the served snapshot into each new context, but for a test marked
    ``first_visit`` or when asked ``served_snapshot=False``, and blocks its service workers, but
    for a test marked ``offline`` or ``first_visit``."""

    def __init__(self, browser, snapshot: ServedSnapshot):
        self._browser = browser
        self._snapshot = snapshot
        self._pool = ContextPool(self.new_seeded_page, snapshot.seed_url, (SNAPSHOTS, KEPT_FILES),
                                  failed=_test_failed)

    @contextlib.contextmanager
    def reused_page(self, site_url: str, **options):
        """``(context, page)`` as fresh as ``new_seeded_page``'s, from this worker's pool of used
        contexts when it may (tests/context_pool.py says when); the context is emptied for the next
        test, or closed, afterwards."""
        if self._pool.poolable(site_url, options, marked=_marked(OFFLINE) or _marked(FIRST_VISIT)):
            with self._pool.page(site_url, **options) as both:
                yield both
            return
        context, page = self.new_seeded_page(site_url, **options)
        try:
            yield context, page
        finally:
            close(context)

    def new_context(self, *, served_snapshot: bool = True, **options):
        context = self._browser.new_context(**_context_options(options))
        if served_snapshot and not _about_a_first_visit():
            self._snapshot.seed(context)
        return context

    def new_seeded_page(self, site_url: str | None = None, **options):
        """A new context and its page, the snapshot seeded through that page (one page fewer to
        open than ``new_context`` then ``new_page``): what ``watching`` uses.  For the served site
        or a test's own one started by ``serve_site``; not for another server's site (one a test
        serves itself), whose origin the page would never read it from."""
        context = self._browser.new_context(**_context_options(options))
        page = context.new_page()
        server = self._snapshot.server_of(site_url) if site_url else None
        if not _about_a_first_visit() and (site_url is None or server):
            self._snapshot.seed(context, page, server)
        return context, page

    @contextlib.contextmanager
    def serve_site(self, directory, prefix: str = SUB_PATH, max_age: int = 0):
        """A test's own build served (as ``serve_site``) while the block runs, its contexts seeded
        like the served site's: a site built from the same package and Pyodide (``--collection``,
        ``--site-title`` ...) then starts its solver from the snapshot, not by a first visit."""
        server = serve_site(directory, prefix, max_age)
        self._snapshot.add(server)
        try:
            yield server
        finally:
            self._snapshot.forget(server)
            server.shutdown()
            server.server_close()

    def seed_snapshot(self, context, page=None) -> None:
        """Put the served snapshot into ``context`` whatever the test's marks: for a test of the
        worker's start that needs a snapshot an earlier visit saved, without making that visit
        (a normal start costs about 3 CPU-seconds); ``page`` is left at the seeding page."""
        self._snapshot.seed(context, page)

    def __getattr__(self, name: str):
        return getattr(self._browser, name)


def wait_kept_offline(page, timeout: int = 240_000) -> None:
    """Wait for ``<html data-offline="ready">``: the service worker has kept the whole site.  Only a
    test marked ``offline`` (or ``first_visit``) has a service worker; any other fails at once
    saying so, instead of waiting out ``timeout`` for what its blocked worker never does."""
    if not (_marked(OFFLINE) or _marked(FIRST_VISIT)):
        raise AssertionError("mark the test @pytest.mark.offline: its contexts block service workers")
    wait_for(page, "document.documentElement.dataset.offline === 'ready'", timeout=timeout)


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

    if re.search(r"\basync\b|\.then\(", expression):  # a promise anywhere, not only a leading async
        raise ValueError("wait_for cannot wait on a promise (Playwright takes one for a truthy value): "
                         "poll the state inside page.evaluate, or wait for a flag the page sets")
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
