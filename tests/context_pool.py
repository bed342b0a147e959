"""Contexts handed from one browser test to the next, so that most tests skip a context's start.

A fresh context costs about a CPU-second before the test does anything: the context, seeding the
served snapshot, and a solver start with nothing cached (Pyodide's 1.2 MB of JavaScript parsed and
its WebAssembly compiled anew).  In a context used before, the same start takes about half of that
(Chromium's caches of this context keep the compiled code), and a player test costs 2-3 CPU-seconds
in all, so taking a used context saves a fifth to a third of most browser tests.

A context is handed on only as a fresh one would be: its pages closed, the site's storage emptied
(localStorage, sessionStorage, IndexedDB, every Cache Storage cache but those named in
``keep_caches``), its routes, permissions and offline switch undone; and only after a test that
passed (a failing test's context is closed, whatever it left).  What cannot be undone is never
pooled: a context asked for with options beyond a window's (``POOLED_OPTIONS``), one of another
server's site, one for a test marked ``first_visit`` or ``offline`` (their service workers keep the
site: a state of their own).  A test that adds an init script or a clock to its context makes its
context with ``browser.new_context`` (a context of its own, as before).

The caches kept are the served snapshot's and the kept files' (web/offline/kept.js: the runtime and
the picture packs, each stored under its content hash, which the solver's worker reads and,
offline, the service worker a pooled context never has): a returning visitor's browser has both,
and neither holds anything a test made.  Emptying the kept files made every test's page store them
again once its solver was ready (about 30 files, the 9.6 MB WebAssembly among them, each hashed and
written: 0.1-0.4 CPU-seconds per page).
"""

from __future__ import annotations

import contextlib
import json
from urllib.parse import urlsplit

POOLED_OPTIONS = frozenset({"viewport", "has_touch", "is_mobile", "color_scheme"})
"""A context's options that a pooled context may be asked for: those of the window (no storage,
no network, no script of the test's)."""

EMPTY_STORAGE = """async (keep) => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of await caches.keys()) if (!keep.includes(name)) await caches.delete(name);
  for (const db of (await indexedDB.databases?.()) || []) {
    await new Promise((done) => {
      const request = indexedDB.deleteDatabase(db.name);
      request.onsuccess = request.onerror = request.onblocked = done;
    });
  }
  return localStorage.length + (await caches.keys()).filter((name) => !keep.includes(name)).length;
}"""
"""Empties the origin's storage but the caches named in ``keep``; says how much is left (0)."""


def close(context) -> None:
    """Close a context for good; its routes first: one still answering must not raise in the next test."""
    context.unroute_all(behavior="ignoreErrors")
    context.close()


class ContextPool:
    """The used contexts of one pytest worker, free for the next test, by their options."""

    def __init__(self, new_seeded_page, seed_url: str, keep_caches: tuple[str, ...], *, failed=lambda: False):
        self._new_seeded_page = new_seeded_page  # SeededBrowser.new_seeded_page
        self._failed = failed  # has the running test failed (a fixture's teardown cannot tell)?
        self._seed_url = seed_url  # a page of the served site's origin that loads nothing
        self._keep_caches = list(keep_caches)
        self._free: dict[str, list[tuple[object, object]]] = {}

    def poolable(self, site_url: str, options: dict, *, marked: bool) -> bool:
        """May a context for ``site_url`` with ``options`` come from (and go back to) the pool?"""
        same_origin = urlsplit(site_url).netloc == urlsplit(self._seed_url).netloc
        return same_origin and not marked and set(options) <= POOLED_OPTIONS

    @contextlib.contextmanager
    def page(self, site_url: str, **options):
        """``(context, page)``: a used context's blank page when one with these options is free,
        else a new seeded context's; afterwards the context is emptied for the next test, or
        closed when the test failed or it cannot be emptied."""
        key = json.dumps(options, sort_keys=True)
        free = self._free.setdefault(key, [])
        context, page = free.pop() if free else self._new_seeded_page(site_url, **options)
        passed = False
        try:
            yield context, page
            passed = True
        finally:
            emptied = passed and not self._failed() and self._empty(context)
            if emptied:
                free.append(emptied)
            else:
                close(context)

    def _empty(self, context):
        """The context as a fresh one and a new page of it at the seed page, or None."""
        try:
            context.unroute_all(behavior="ignoreErrors")  # a route still answering must not raise later
            context.set_offline(False)
            context.clear_permissions()
            for open_page in list(context.pages):
                open_page.close()
            page = context.new_page()
            page.goto(self._seed_url)
            left = page.evaluate(EMPTY_STORAGE, self._keep_caches)
        except Exception:  # noqa: BLE001 - a context that cannot be emptied is closed instead
            return None
        return (context, page) if left == 0 else None
