"""How the solver's worker starts (web/solver/worker.js), counted by the requests it makes.

A first visit starts Python from the network (the wheel downloaded once, the download's true size
said), keeps the runtime by content hash and saves a memory snapshot in Cache Storage; a later
visit restores that snapshot without downloading anything, with Pyodide's fast call trampoline and
mimalloc (web/solver/pyodide-start.mjs says why).  A saved snapshot that does not restore (corrupt) or
belongs to another deploy (precache.json's "runtime") falls back to a normal start and is
replaced; storage that is full starts normally every time and says nothing alarming.

Service workers are blocked here so that every request of the worker reaches the request log;
tests/site/test_first_visit.py covers the service worker and offline play.
"""

from __future__ import annotations

import contextlib
import json
import re
import time

import pytest

from tests.browser import wait_for

from .helpers import open_library_puzzle, status, wait_solver

pytestmark = [pytest.mark.browser, pytest.mark.first_visit]  # no served snapshot (tests/browser.py)

RUNTIME = ("pyodide/", "wheels/")
# every text the engine line shows, from the one it has when the page's modules have run (the
# solver's client replays its status then, which may already be the download's) to the last
ENGINE_LINE = """addEventListener("DOMContentLoaded", () => {
  const engine = document.getElementById("engine"), seen = (window.engineLines = [engine.textContent]);
  new MutationObserver(() => seen.push(engine.textContent))
    .observe(engine, { childList: true, characterData: true, subtree: true });
});"""


@contextlib.contextmanager
def counted_context(browser):
    """A context without service workers, and the list of runtime URLs it requested."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(ENGINE_LINE)
    fetched: list[str] = []
    context.on("request", lambda request: fetched.append(request.url)
               if any(f"/{folder}" in request.url for folder in RUNTIME) else None)
    try:
        yield context, fetched
    finally:
        context.close()


def start(page, url: str, *, reload: bool = False) -> dict:
    if reload:
        page.reload()
    else:
        page.goto(url)
    wait_solver(page)
    return page.evaluate("globalThis.nonogramSolverInfo")


def saved_snapshots(page, *, wait_for: str | None = None, timeout_s: float = 90) -> list[str]:
    """The keys of the saved snapshots (waiting until one ends with ``wait_for``)."""
    script = ("caches.has('nonogram-snapshot').then((has) => has ? caches.open('nonogram-snapshot')"
              ".then((c) => c.keys()).then((keys) => keys.map((k) => k.url)) : [])")
    end = time.monotonic() + timeout_s
    while True:
        keys = page.evaluate(script)
        if wait_for is None or any(key.endswith(wait_for) for key in keys) or time.monotonic() > end:
            return keys
        time.sleep(0.25)


def answers_a_hint(page) -> None:
    open_library_puzzle(page, "Arrow")
    page.get_by_role("button", name="Hint").click()
    wait_for(page, "document.querySelector('#status').dataset.kind === 'hint'", timeout=60_000)
    assert len(status(page).inner_text()) > 10


def wheels(fetched: list[str]) -> list[str]:
    return [url for url in fetched if url.endswith(".whl")]


def test_a_first_visit_starts_from_the_network_and_later_ones_restore_its_snapshot(browser, built_site, site_url):
    manifest = json.loads((built_site / "precache.json").read_text())
    with counted_context(browser) as (context, fetched):
        page = context.new_page()
        first = start(page, site_url)
        assert first["snapshot"] is False
        assert first["allocator"] == "mimalloc" and first["fastCalls"] is True
        assert len(wheels(fetched)) == 1
        runtime_mb = sum(size for path, size in manifest["transfer_sizes"].items() if path.startswith(RUNTIME)) / 1e6
        said = [re.search(r"Downloading the solver \(([\d.]+) MB, once\)", line)
                for line in page.evaluate("window.engineLines")]
        assert [float(match[1]) for match in said if match] == [round(runtime_mb, 1)]
        assert saved_snapshots(page, wait_for=f"runtime={manifest['runtime']}")

        fetched.clear()
        later = start(page, site_url, reload=True)
        assert later["snapshot"] is True
        assert later["allocator"] == "mimalloc" and later["fastCalls"] is True  # the repairs hold
        # the runtime is kept, the wheel not even read (the .mjs modules are imported, not fetched:
        # the HTTP cache or, when one controls the page, the service worker answers them)
        assert [url for url in fetched if not url.endswith(".mjs")] == []
        assert not any("Downloading" in line for line in page.evaluate("window.engineLines"))
        answers_a_hint(page)
        assert wheels(fetched) == []  # not even for a module imported late


def test_a_corrupt_or_stale_saved_snapshot_falls_back_and_is_replaced(browser, built_site, site_url):
    manifest = json.loads((built_site / "precache.json").read_text())
    key = f"runtime={manifest['runtime']}"
    with counted_context(browser) as (context, fetched):
        page = context.new_page()
        browser.seed_snapshot(context, page)  # as an earlier visit saved it
        [saved] = saved_snapshots(page, wait_for=key)
        # gzip that unpacks to zeros: not a Pyodide snapshot (no magic number)
        page.evaluate("""(url) => caches.open('nonogram-snapshot').then((cache) => cache.put(url, new Response(
            new Blob([new Uint8Array(65536)]).stream().pipeThrough(new CompressionStream('gzip')))))""", saved)
        info = start(page, site_url)
        assert info["snapshot"] is False
        assert status(page).get_attribute("data-kind") != "error"
        assert saved_snapshots(page, wait_for=key) == [saved]  # made again

        redeployed = {**manifest, "runtime": "0" * 16}  # as if the worker or the runtime had changed
        context.route("**/precache.json", lambda route: route.fulfill(
            status=200, content_type="application/json", body=json.dumps(redeployed)))
        fetched.clear()
        info = start(page, site_url, reload=True)
        assert info["snapshot"] is False
        assert wheels(fetched) == []  # the kept wheel still serves: same content hash
        assert saved_snapshots(page, wait_for="runtime=" + "0" * 16) == [saved.replace(key, "runtime=" + "0" * 16)]
        answers_a_hint(page)


def test_full_storage_starts_normally_and_plays(browser, site_url):
    with counted_context(browser) as (context, _):
        page = context.new_page()
        origin = re.match(r"https?://[^/]+", site_url)[0]
        context.new_cdp_session(page).send("Storage.overrideQuotaForOrigin", {"origin": origin, "quotaSize": 50_000})
        info = start(page, site_url)
        assert info["snapshot"] is False
        answers_a_hint(page)
        assert page.locator("#engine").inner_text() == "Solver ready"
        assert saved_snapshots(page) == []
