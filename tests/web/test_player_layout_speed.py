"""A huge puzzle stays responsive.  A 384x216 colour picture is made here (random blobs in
four inks, its clues worked out in the page), opened, and clicked; the renderer's main thread may
spend at most 200 ms of CPU from the click to the painted frame (median of five clicks).

CPU time (Chrome's trace "tdur", the thread's own time), not the wall clock: the test machine is
shared, and under load a frame waits for a core longer than it works.  Before the rows became
boxes of their own (web/grid/grid.css, grid/grid-view.js CHUNK) one click cost ~230 ms of CPU here; with them
~55 ms (load average 15-18 on 2 shared cores).  On a slower machine (2026-11-28, load 1) the same
revision takes 100-130 ms, so the budget is 200 ms: the click from before the fix, about four
times dearer (~460 ms there), still fails it; a slower machine does not."""

from __future__ import annotations

import json
import statistics

import pytest

from tests.browser import wait_for

from .helpers import cell

# A measurement of speed, so behind `slow` (run with --slow or NONOGRAM_SLOW=1): the default run
# keeps to verdicts, and a shared machine's load moved this one by a third between runs.
pytestmark = [pytest.mark.browser, pytest.mark.slow]

WIDTH, HEIGHT = 384, 216
BUDGET_MS = 200

MAKE = """([w, h]) => {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const grid = Array.from({length: h}, (_, r) => Array.from({length: w}, (_, c) => {
    const v = Math.sin(r / 9 + rnd() * .4) + Math.cos(c / 13);
    return v > 1.2 ? 1 : v > .6 ? 2 : v > 0 ? 0 : v > -.8 ? 3 : 4; }));
  const blocks = (line) => {
    const clue = [], inks = [];
    let previous = 0;
    for (const ink of line) {
      if (ink && ink === previous) clue[clue.length - 1]++;
      else if (ink) { clue.push(1); inks.push(ink); }
      previous = ink;
    }
    return [clue, inks];
  };
  const rows = grid.map(blocks);
  const cols = Array.from({length: w}, (_, c) => blocks(grid.map((row) => row[c])));
  const puzzle = {title: "Huge", rows: rows.map((x) => x[0]), row_colours: rows.map((x) => x[1]),
    cols: cols.map((x) => x[0]), col_colours: cols.map((x) => x[1]),
    colours: [{name: "white", rgb: "FFFFFF", char: "."}, {name: "red", rgb: "D8262B", char: "a"},
              {name: "green", rgb: "2E8B3A", char: "b"}, {name: "blue", rgb: "1F4FA0", char: "c"},
              {name: "brown", rgb: "7A4A1E", char: "d"}]};
  localStorage.setItem("nonogram:puzzle:huge", JSON.stringify(puzzle));
  location.hash = "#play/huge";
}"""


def main_thread_cpu_ms(trace: dict) -> float:
    """The renderer main thread's own time in its top-level tasks."""
    events = trace["traceEvents"]
    main = {(e["pid"], e["tid"]) for e in events if e.get("name") == "thread_name" and
            e.get("args", {}).get("name") == "CrRendererMain"}
    tasks = sorted((e for e in events if (e.get("pid"), e.get("tid")) in main and e.get("ph") == "X" and
                    "toplevel" in e.get("cat", "") and "tdur" in e), key=lambda e: e["ts"])
    total, end = 0.0, -1.0
    for e in tasks:
        if e["ts"] >= end:  # not nested in the previous top-level task
            total += e["tdur"] / 1000
            end = e["ts"] + e["dur"]
    return total


def test_a_click_on_a_384x216_colour_puzzle_paints_within_200ms_of_cpu(browser, site_url):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(180_000)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(site_url)
        page.get_by_role("heading", name="Library").wait_for()
        page.evaluate(MAKE, [WIDTH, HEIGHT])
        page.get_by_role("heading", name="Huge").wait_for()
        assert page.get_by_role("gridcell").count() == WIDTH * HEIGHT
        wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=180_000)  # settled
        spent = []
        for k in range(6):
            target = cell(page, 3 + 2 * k, 5 + 3 * k)
            box = target.bounding_box()
            if k:
                browser.start_tracing(page=page, categories=["toplevel", "devtools.timeline"])
            page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            page.evaluate("() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))")
            if k:  # the first click warms up (the first stroke, the first save)
                spent.append(main_thread_cpu_ms(json.loads(browser.stop_tracing())))
            assert target.get_attribute("data-state") == "filled"
            assert target.get_attribute("data-colour") == "red"  # the first colour, in its colour
        print(f"CPU per click (ms): {[round(ms) for ms in spent]}")
        assert statistics.median(spent) <= BUDGET_MS
    finally:
        context.close()
    assert errors == []
