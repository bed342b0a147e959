"""How fast the "Enter a puzzle" view answers: a keystroke in 50×50 clues (read and marked in
JavaScript: no worker call per key), and Check on a line-solvable 30×30.  The figures are printed
(pytest -s) for docs/player.md; the limits leave room for a loaded two-core machine."""

from __future__ import annotations

import os
import statistics

from tests.browser import wait_for
from tests.web.enter_helpers import as_text, clues_of, line_solvable_picture, open_enter, random_picture, type_clues

KEYSTROKE_MEDIAN_MS = 50
CHECK_30_MS = 1000

MEASURE_KEYS = """() => {
  window.keyLatency = [];
  window.longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: false });
  // from the key's event to the next frame after every handler ran: what the typist waits for
  document.getElementById('enter-rows').addEventListener('input', (e) => {
    const start = e.timeStamp;
    requestAnimationFrame(() => setTimeout(() => window.keyLatency.push(performance.now() - start), 0));
  });
}"""


def test_typing_50_by_50_clues_stays_fluid(page) -> None:
    open_enter(page)
    rows, cols = clues_of(random_picture(50, seed=50))
    type_clues(page, as_text(rows[:-1]) + "\n", as_text(cols))
    wait_for(page, "document.getElementById('enter-size').textContent === '50 × 49'")
    page.evaluate(MEASURE_KEYS)
    area = page.get_by_label("Row clues", exact=True)
    area.press("Control+End")
    last = " ".join(map(str, rows[-1]))
    page.keyboard.type(last[: len(last) // 2], delay=40)
    # a pause in the typing: the board takes the new size (its 50×50 cells built), then typing goes on
    wait_for(page, "document.querySelectorAll('#enter-board [role=gridcell]').length === 2500", timeout=30_000)
    page.keyboard.type(last[len(last) // 2:], delay=40)
    wait_for(page, "(n) => window.keyLatency.length >= n", len(last))
    latency = page.evaluate("window.keyLatency")
    tasks = page.evaluate("window.longTasks")
    median = statistics.median(latency)
    print(f"\n50×50 keystroke: median {median:.1f} ms, max {max(latency):.1f} ms over {len(latency)} keys; "
          f"long tasks {[round(t) for t in tasks]}")
    assert median < KEYSTROKE_MEDIAN_MS
    assert area.input_value().endswith(last)
    wait_for(page, "document.getElementById('enter-fine').textContent.startsWith('Every line reads')")


def test_a_line_solvable_30_by_30_gets_its_verdict_within_a_second(page) -> None:
    # as a visitor's every visit after the first: every test context starts with the served snapshot
    # (tests/browser.py), so the solver is restored from it (a first visit's worker is busy making
    # that snapshot right after its first answers)
    open_enter(page)
    rows, cols = clues_of(line_solvable_picture(30, seed=30))
    type_clues(page, as_text(rows), as_text(cols))
    times = []
    for _ in range(3):
        times.append(page.evaluate("""async () => {
          const verdict = document.getElementById('enter-verdict');
          const started = performance.now();
          document.getElementById('enter-check').click();
          while (['', undefined].includes(verdict.dataset.verdict)) await new Promise((r) => setTimeout(r, 5));
          return [performance.now() - started, verdict.dataset.verdict];
        }"""))
    print(f"\n30×30 line-solvable Check: {[round(ms) for ms, _ in times]} ms")
    assert all(verdict == "unique" for _, verdict in times)
    # a second on a machine with a core to spare; a busier one (the suite's other worker, a build)
    # stretches every figure by its load per core
    budget = CHECK_30_MS * max(1.0, os.getloadavg()[0] / (os.cpu_count() or 1))
    assert statistics.median(ms for ms, _ in times) < budget, f"{times} ms, budget {budget:.0f} ms"
