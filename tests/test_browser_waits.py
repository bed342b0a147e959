"""Every browser test waits through ``tests.browser.wait_for``: Playwright's own ``wait_for_function``
evaluates a string expression with ``eval``, which the pages' Content-Security-Policy refuses, and a
timeout there says nothing of the page's state."""

from __future__ import annotations

from pathlib import Path

TESTS = Path(__file__).resolve().parent
HELPER = TESTS / "browser.py"


def test_browser_tests_wait_through_the_csp_safe_helper() -> None:
    direct = [
        f"{path.relative_to(TESTS.parent)}:{number}"
        for path in sorted(TESTS.rglob("*.py"))
        if path not in (HELPER, Path(__file__).resolve())
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if ".wait_for_function(" in line
    ]
    assert direct == [], f"wait with tests.browser.wait_for(page, expression, ...) instead: {direct}"
