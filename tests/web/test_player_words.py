"""Words that match what happens: the header says "Solver ready" only once the worker
said so (a request sent while it loads made it say so at once) and never runs it together with
the first visit's download note; a win made with hints says so, and the library marks the best time."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser import wait_for, watching

from .helpers import open_library_puzzle, status

pytestmark = pytest.mark.browser

# Every state of #engine from the moment the parser makes it (before any script of the page runs: a
# log begun at DOMContentLoaded missed everything when a busy machine's solver was up before it).
LOG_ENGINE = """
window.engineLog = [];
const watch = (engine) => {
  const note = () => window.engineLog.push({ text: engine.textContent, up: Boolean(globalThis.nonogramSolverInfo),
                                              flag: document.documentElement.dataset.solver || '' });
  note();
  new MutationObserver(note).observe(engine, { childList: true, subtree: true, characterData: true, attributes: true });
};
const parsed = new MutationObserver(() => {
  const engine = document.getElementById('engine');
  if (engine) { parsed.disconnect(); watch(engine); }
});
parsed.observe(document, { childList: true, subtree: true });
"""


@pytest.mark.first_visit  # the first visit's download note
def test_solver_ready_only_when_ready_and_never_run_together(browser, site_url):
    with watching(browser, site_url) as watch:
        page = watch.page
        page.add_init_script(LOG_ENGINE)
        page.goto(site_url)
        open_library_puzzle(page, "Heart")  # its background analysis is asked while the solver loads
        wait_for(page, "() => document.documentElement.dataset.solver === 'ready'", timeout=120_000)
        log = page.evaluate("window.engineLog")
        assert any(not entry["up"] for entry in log)  # it was seen loading
        early = [e for e in log if not e["up"] and ("Solver ready" in e["text"] or e["flag"] == "ready")]
        assert early == []
        assert not any("ready" in e["text"] and "Downloading" in e["text"] for e in log)
        assert page.locator("#engine").inner_text().strip() == "Solver ready"


def test_a_win_with_hints_is_marked_in_the_message_and_beside_the_best_time(solver_page):
    page = solver_page
    page.evaluate("location.hash = '#library'")
    page.evaluate("localStorage.clear()")
    open_library_puzzle(page, "Arrow")
    page.get_by_role("button", name="Hint").click()
    page.get_by_role("button", name="Apply this step", exact=True).click()
    for _ in range(10):
        if page.evaluate("() => document.querySelector('#player-view').dataset.solved === 'yes'"):
            break
        page.get_by_role("button", name="Hint").click()
        page.get_by_role("button", name="Apply this step", exact=True).click()
    expect(status(page)).to_contain_text("Solved!")
    expect(status(page)).to_contain_text("hints")
    page.evaluate("location.hash = '#library'")
    expect(page.get_by_role("link", name="Arrow").first).to_contain_text("with hints")
