"""The browser tests' served snapshot (tests/browser.py) is restored, not only seeded: a page of a
test starts as a later visit does, from the snapshot made once per run (by whichever pytest worker
made it first), else every browser test would quietly pay for a first visit's start."""

from __future__ import annotations

from dataclasses import replace

import pytest

from nonogram_core import puzzle_from_picture
from nonogram_core.formats import write
from sitebuild import cli
from tests.browser import watching

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
