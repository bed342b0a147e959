"""How the solver's worker starts (web/worker.js), counted by the requests it makes.

With the build's memory snapshot (every module of the package already imported) the worker must
not download the wheel, neither on a first visit nor on a warm one, must keep Pyodide's fast
call trampoline, which restoring a snapshot made under node would otherwise switch off, and must
run on mimalloc (web/pyodide-start.mjs says why).  When the
snapshot is missing or stale (made from another wheel than precache.json names) it must start
Python normally and load the wheel instead, and still answer.

Service workers are blocked here so that every request of the worker reaches the routes and the
request log; tests/web/test_player.py covers the service worker's cache.
"""

from __future__ import annotations

import contextlib
import json

import pytest

from .helpers import open_library_puzzle, status, wait_solver

pytestmark = pytest.mark.browser


@contextlib.contextmanager
def counted_context(browser):
    """A context without service workers, and the list of wheel and snapshot URLs it requested."""
    context = browser.new_context(service_workers="block")
    fetched: list[str] = []
    context.on("request", lambda request: fetched.append(request.url)
               if request.url.endswith((".whl", ".snapshot.gz")) else None)
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


def answers_a_hint(page) -> None:
    open_library_puzzle(page, "Arrow")
    page.get_by_role("button", name="Hint").click()
    page.wait_for_function("document.querySelector('#status').dataset.kind === 'hint'", timeout=60_000)
    assert len(status(page).inner_text()) > 10


def wheels(fetched: list[str]) -> list[str]:
    return [url for url in fetched if url.endswith(".whl")]


def test_snapshot_start_downloads_no_wheel_cold_or_warm(browser, built_site, site_url):
    manifest = json.loads((built_site / "precache.json").read_text())
    assert manifest["snapshot"], "build_wheel.py made no snapshot (see its warning)"
    with counted_context(browser) as (context, fetched):
        page = context.new_page()
        cold = start(page, site_url)
        assert cold["snapshot"] is True
        assert cold["allocator"] == "mimalloc"  # the snapshot was made with PYTHONMALLOC=mimalloc
        assert wheels(fetched) == []
        assert [url for url in fetched if url.endswith(manifest["snapshot"])]
        fetched.clear()
        warm = start(page, site_url, reload=True)
        assert warm["snapshot"] is True
        assert wheels(fetched) == []
        answers_a_hint(page)
        assert wheels(fetched) == []  # not even for a module imported late


def test_snapshot_start_keeps_the_fast_call_trampoline(browser, site_url):
    """Chromium has WebAssembly GC, so a normal start uses the fast trampoline; so must a restore."""
    with counted_context(browser) as (context, _):
        info = start(context.new_page(), site_url)
        assert info["snapshot"] is True
        assert info["fastCalls"] is True


def test_a_stale_snapshot_falls_back_to_the_wheel(browser, built_site, site_url):
    manifest = json.loads((built_site / "precache.json").read_text())
    manifest["wheel_sha256"] = "0" * 64  # as if the site were redeployed with another wheel
    with counted_context(browser) as (context, fetched):
        context.route("**/precache.json", lambda route: route.fulfill(
            status=200, content_type="application/json", body=json.dumps(manifest)))
        page = context.new_page()
        info = start(page, site_url)
        assert info["snapshot"] is False
        assert info["allocator"] == "mimalloc" and info["fastCalls"] is True  # a normal start: the same runtime
        assert len(wheels(fetched)) == 1
        answers_a_hint(page)


def test_a_missing_snapshot_falls_back_to_the_wheel(browser, site_url):
    with counted_context(browser) as (context, fetched):
        context.route("**/*.snapshot.gz", lambda route: route.fulfill(status=404, body="gone"))
        page = context.new_page()
        info = start(page, site_url)
        assert info["snapshot"] is False
        assert len(wheels(fetched)) == 1
        answers_a_hint(page)
