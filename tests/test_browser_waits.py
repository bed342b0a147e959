"""Every browser test waits through ``tests.browser.wait_for``: Playwright's own ``wait_for_function``
evaluates a string expression with ``eval``, which the pages' Content-Security-Policy refuses, and a
timeout there says nothing of the page's state.  And no test waits for time (``wait_for_timeout``):
a page that is slower under load than the pause fails it, one that is faster wastes it.  Where time
passing is itself the subject (a timer that must not move, a check that must not come), the line
says so with ``# time is the subject``."""

from __future__ import annotations

from pathlib import Path

TESTS = Path(__file__).resolve().parent
HELPER = TESTS / "browser.py"


def lines_with(text: str, *, but: tuple[Path, ...] = (), unless: str = "\0") -> list[str]:
    """``path:line`` of every line of tests/ holding ``text`` and not ``unless`` (but in ``but`` and this file)."""
    return [
        f"{path.relative_to(TESTS.parent)}:{number}"
        for path in sorted(TESTS.rglob("*.py"))
        if path not in (*but, Path(__file__).resolve())
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if text in line and unless not in line
    ]


def test_browser_tests_wait_through_the_csp_safe_helper() -> None:
    direct = lines_with(".wait_for_function(", but=(HELPER,))
    assert direct == [], f"wait with tests.browser.wait_for(page, expression, ...) instead: {direct}"


def test_browser_tests_do_not_wait_for_time() -> None:
    paused = lines_with(".wait_for_timeout(", unless="# time is the subject")
    assert paused == [], f"wait for a state the page announces (tests.browser.wait_for) instead: {paused}"


def test_waits_for_the_offline_copy_go_through_the_marker_check() -> None:
    """Chromium contexts block service workers unless the test is marked ``offline``: a wait for
    ``data-offline`` of its own would time out in an unmarked test instead of saying why."""
    engines = TESTS / "engines" / "smoke.py"  # Firefox and WebKit: their own browsers, no marker
    direct = lines_with("dataset.offline", but=(HELPER, engines))
    assert direct == [], f"wait with tests.browser.wait_kept_offline(page) instead: {direct}"


def test_a_wait_on_a_promise_is_refused_wherever_it_starts() -> None:
    """Playwright takes a promise for a truthy value: the wait would end at once, whatever it holds."""
    import pytest

    from tests.browser import wait_for

    for expression in ("async () => false", "(async () => false)().then((x) => x)", "fetch('x').then((r) => r.ok)"):
        with pytest.raises(ValueError, match="cannot wait on a promise"):
            wait_for(None, expression)
