"""A hint can always be read, and applied.  The first hint on Edge Pattern (a bundled 10x11)
is a 188-character "Suppose ..." sentence, four lines on a phone: the whole message panel must be
inside the window and on top (elementFromPoint over its whole box finds it), no button may overlap
it, and "Apply this step" puts the proved cell on the board as one undoable step.  Checked on a
1280x900 desktop and a 390x844 touch phone, each a page whose worker has loaded Pyodide."""

from __future__ import annotations

import contextlib

import pytest

from tests.browser import Watched, wait_for

from .helpers import ARROW, open_library_puzzle, states, wait_solver

pytestmark = pytest.mark.browser

DESKTOP = {"viewport": {"width": 1280, "height": 900}}
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}


@contextlib.contextmanager
def sized(browser, site_url, size):
    context = browser.new_context(**size)
    page = context.new_page()
    page.set_default_timeout(60_000)
    watch = Watched(context, page, site_url.split("/any/")[0])
    page.goto(site_url)
    try:
        yield page
    finally:
        context.close()
    assert watch.errors == [], watch.errors


def long_hint(page) -> None:
    open_library_puzzle(page, "Edge Pattern")
    wait_solver(page)
    page.get_by_role("button", name="Hint").click()
    wait_for(page, "() => document.querySelector('#status').dataset.kind === 'hint'", timeout=60_000)


def readable(page, locator) -> list[str]:
    """What is wrong with reading `locator`: outside the window, covered, or overlapped by a button."""
    return page.evaluate(
        """(box) => {
          const problems = [];
          const r = box.getBoundingClientRect();
          if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
            problems.push(`outside the window: ${JSON.stringify(r)}`);
          for (const fx of [0.02, 0.25, 0.5, 0.75, 0.98]) for (const fy of [0.05, 0.5, 0.95]) {
            const x = r.left + fx * r.width, y = r.top + fy * r.height;
            const hit = document.elementFromPoint(x, y);
            if (!hit || !(box === hit || box.contains(hit)))
              problems.push(`covered at ${x},${y} by ${hit?.outerHTML.slice(0, 80)}`);
          }
          for (const b of document.querySelectorAll('button, [role="button"], a.button')) {
            if (!b.offsetParent) continue;
            const q = b.getBoundingClientRect();
            if (q.left < r.right && q.right > r.left && q.top < r.bottom && q.bottom > r.top)
              problems.push(`overlapped by the button ${b.textContent.trim() || b.getAttribute('aria-label')}`);
          }
          if (box.scrollHeight > box.clientHeight + 1) problems.push('it scrolls: clipped');
          return problems;
        }""",
        locator.element_handle(),
    )


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_long_hint_is_wholly_visible_and_apply_this_step_plays_it(browser, site_url, size):
    with sized(browser, site_url, size) as page:
        long_hint(page)
        message = page.get_by_role("status")
        text = message.inner_text()
        assert text.startswith("Suppose") and len(text) > 150
        assert readable(page, message) == []
        apply = page.get_by_role("button", name="Apply this step", exact=True)
        assert apply.is_visible()
        before = states(page)
        assert before[1][8] == "?"
        apply.click()  # the hint proves row 2, column 9 empty: it is crossed
        after = states(page)
        assert after[1][8] == "x"
        assert sum(a != b for a, b in zip("".join(before), "".join(after), strict=True)) == 1
        assert "Undo" in message.inner_text()
        page.get_by_role("button", name="Undo").click()  # one step
        assert states(page) == before


def test_apply_this_step_fills_what_a_line_hint_proves(browser, site_url):
    with sized(browser, site_url, DESKTOP) as page:
        open_library_puzzle(page, "Arrow")  # the middle column is 5: the first hint fills a whole line
        wait_solver(page)
        page.get_by_role("button", name="Hint").click()
        wait_for(page, "() => document.querySelector('#status').dataset.kind === 'hint'", timeout=60_000)
        page.get_by_role("button", name="Apply this step", exact=True).click()
        grid = states(page)
        changed = [(r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch != "?"]
        assert changed  # and every cell it set agrees with the solution
        assert all({"#": "#", "x": "."}[grid[r][c]] == ARROW[r][c] for r, c in changed)
        assert page.get_by_role("button", name="Apply this step").is_hidden()  # gone once used
