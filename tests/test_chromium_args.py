"""The features CHROMIUM_ARGS turns off are really off in the page's renderer, Playwright's own
among them: a ``--disable-features`` of ours replaces Playwright's instead of adding to it, so
tests/browser.py repeats Playwright's list, and this test sees when a new Playwright adds one."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.browser import CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES, TEST_CHROMIUM, TOP_CHROME_WEBUI

pytestmark = pytest.mark.browser


def renderers() -> dict[str, str]:
    """Every Chromium renderer's command line in /proc, by process id."""
    found = {}
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            text = cmdline.read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue  # a process that ended meanwhile
        if "--renderer-client-id" in text:
            found[cmdline.parent.name] = text
    return found


def renderer_disabled_features(browser) -> set[str]:
    """The ``--disable-features`` Chromium hands the renderer of a new page of ``browser`` (it
    passes the browser's own on): read from the command lines of the renderers it started."""
    before = renderers()
    context = browser.new_context()
    try:
        context.new_page().goto("data:text/html,<title>features</title>")
        lists = [re.search(r"--disable-features=(\S*)", text) for pid, text in renderers().items() if pid not in before]
        assert lists, "no new Chromium renderer found in /proc"
        return set().union(*(set(found.group(1).split(",")) for found in lists if found))
    finally:
        context.close()


def test_ours_and_playwrights_disabled_features_both_reach_the_renderer(chromium) -> None:
    assert set(TOP_CHROME_WEBUI) <= renderer_disabled_features(chromium)
    # Playwright's defaults alone: a second Chromium without ours
    plain = chromium.browser_type.launch(
        executable_path=TEST_CHROMIUM, args=[a for a in CHROMIUM_ARGS if not a.startswith("--disable-features")]
    )
    try:
        playwrights = renderer_disabled_features(plain) - set(TOP_CHROME_WEBUI)
    finally:
        plain.close()
    assert playwrights <= set(PLAYWRIGHT_DISABLED_FEATURES), (
        f"Playwright now also disables {sorted(playwrights - set(PLAYWRIGHT_DISABLED_FEATURES))}: "
        "add them to tests/browser.py PLAYWRIGHT_DISABLED_FEATURES"
    )
