"""The browser tests' served snapshot (tests/browser.py) is restored, not only seeded: a page of a
test starts as a later visit does, from the snapshot made once per run (by whichever pytest worker
made it first), else every browser test would quietly pay for a first visit's start."""

from __future__ import annotations

from dataclasses import replace

import pytest

from nonogram_core import puzzle_from_picture
from nonogram_core.formats import write
from sitebuild import cli
from tests.browser import KEPT_FILES, watching

from .helpers import wait_solver

pytestmark = pytest.mark.browser


def test_a_tests_page_starts_from_the_served_snapshot(page) -> None:
    wait_solver(page)
    info = page.evaluate("globalThis.nonogramSolverInfo")
    assert info["snapshot"] is True, info


def test_a_tests_own_build_served_by_the_browser_fixture_starts_from_it_too(browser, tmp_path) -> None:
    """A site built from the same package and Pyodide (here ``--collection``) shares the runtime, so
    ``browser.serve_site`` seeds its contexts too (tests/site/test_site_options.py and others)."""
    collection = tmp_path / "one.nonpack"
    collection.write_text(write([replace(puzzle_from_picture(["#.#", ".#.", "#.#"]), title="Cross", author="Ann",
                                         license="CC BY 4.0")], "nonpack"), encoding="utf-8")
    cli.main(["--collection", str(collection), "--no-pictures", "--out", str(tmp_path / "site")])
    with browser.serve_site(tmp_path / "site") as server, watching(browser, server.url) as watch:
        watch.page.goto(server.url)
        wait_solver(watch.page)
        info = watch.page.evaluate("globalThis.nonogramSolverInfo")
        assert info["snapshot"] is True, info


KEPT_COUNT = f"""async (untilAll) => {{
  const asked = Object.keys((await (await fetch('precache.json')).json()).lazy).length;
  for (;;) {{
    const kept = (await caches.has('{KEPT_FILES}')) ? (await (await caches.open('{KEPT_FILES}')).keys()).length : 0;
    if (!untilAll || kept === asked) return [asked, kept];
    await new Promise((next) => setTimeout(next, 50));
  }}
}}"""
"""How many files the manifest asks to keep, and how many the kept files' cache holds (with
``untilAll``, once it holds them all: the page keeps them after its solver is ready)."""


def test_a_used_context_is_handed_on_with_the_kept_files(browser, site_url) -> None:
    """tests/context_pool.py keeps the kept files (web/offline/kept.js) with the snapshot: the next
    test's page finds them all, so it does not fetch, hash and store them again."""
    with watching(browser, site_url) as watch:
        watch.page.goto(site_url)
        wait_solver(watch.page)
        watch.page.evaluate(KEPT_COUNT, True)
    with watching(browser, site_url) as watch:  # the context just emptied: the last one handed back
        asked, kept = watch.page.evaluate(KEPT_COUNT, False)
        assert asked > 20 and kept == asked
        assert watch.page.evaluate("localStorage.length + sessionStorage.length") == 0
