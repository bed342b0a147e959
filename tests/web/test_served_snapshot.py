"""The browser tests' served snapshot (tests/browser.py) is restored, not only seeded: a page of a
test starts as a later visit does, from the snapshot made once per run (by whichever pytest worker
made it first), else every browser test would quietly pay for a first visit's start."""

from __future__ import annotations

import pytest

from .helpers import wait_solver

pytestmark = pytest.mark.browser


def test_a_tests_page_starts_from_the_served_snapshot(page) -> None:
    wait_solver(page)
    info = page.evaluate("globalThis.nonogramSolverInfo")
    assert info["snapshot"] is True, info
