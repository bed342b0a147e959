"""Web app numbers for the README: cold start, warm reload, bytes, browser vs CPython solve time.

    .venv/bin/python bench/web_bench.py [--runs 5] [--solve-runs 3] [--json bench/results/web.json]
    .venv/bin/python bench/web_bench.py --skip-start --against-worker old-worker.js   # A/B two workers

* **cold start to first answer**: a fresh browser context (empty HTTP cache, no service worker)
  opens a puzzle and presses Hint at once; the time is from navigation start to the hint's
  sentence appearing (Pyodide + wheel load, then the request) -- what a first-time visitor waits;
* **warm reload**: the same context after the service worker has precached the site, reloaded;
* **bytes**: counted by the server for the cold start, for the service worker's precache that
  follows it, and for a warm reload;
* **solve time**: the solver's own ``elapsed_ms`` for the same puzzles in the browser's worker
  (Pyodide) and in this CPython importing the same built wheel, median of ``--solve-runs``,
  the two sides interleaved so the shared machine's changing load falls on both alike, after
  one untimed pass (WebAssembly's optimising tier compiles hot code in the background);
  with ``--against-worker FILE`` (e.g. ``git show REV:web/solver/worker.js > old.js``) a second worker
  built from that file runs in the same page, interleaved too, for an A/B of worker changes.

Headless Chromium (Debian's) through Playwright, the site served from 127.0.0.1 under a sub-path.
The machine is shared, so medians over several runs are reported with the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: the site build (sitebuild/) sits beside bench/
    sys.path.insert(0, str(ROOT))

import sitebuild  # noqa: E402
from sitebuild import serve  # noqa: E402

SHARED = ROOT.parent / "shared" / "puzzles"
SOLVE_SET = [
    "survey/webpbn-00529-swing.non", "survey/webpbn-00065-mum.non", "survey/webpbn-00436-petro.non",
    "survey/webpbn-01611-merka.non", "survey/webpbn-01694-tragic.non", "survey/webpbn-03541-signed.non",
    "survey/webpbn-00803-light.non", "survey/webpbn-02040-hot.non", "survey/webpbn-07604-dicap.non",
    "survey/webpbn-06739-karate.non", "dom/7-dom.non", "survey/webpbn-10810-center.non",
]
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
MARK_HINT = """
window.__marks = {};
document.addEventListener('DOMContentLoaded', () => {
  const box = document.getElementById('status');
  new MutationObserver(() => {
    if (box.dataset.kind === 'hint' && !window.__marks.hint) window.__marks.hint = performance.now();
  }).observe(box, { attributes: true, childList: true, subtree: true, characterData: true });
});
"""


def private_site() -> tuple[Path, dict]:
    """Build the site, then copy it (others rebuild web/ while a benchmark runs for minutes)."""
    manifest = sitebuild.build_site()
    web = Path(tempfile.mkdtemp(prefix="web-bench-")) / "web"
    shutil.copytree(ROOT / "web", web)
    return web, manifest


def import_the_wheel(web: Path, manifest: dict) -> None:
    """Make CPython run the very code the browser gets: the built wheel (pure Python) goes first
    on the path, so edits to the working tree during a run cannot skew the comparison."""
    sys.path.insert(0, str(web / manifest["wheel"]))
    for name in [m for m in sys.modules if m == "nonogram_core" or m.startswith("nonogram_core.")]:
        del sys.modules[name]


def counting_server(web: Path):
    """serve.start, with a tally of the bytes of every response body."""
    tally = {"bytes": 0}
    original = serve.SiteHandler.copyfile

    def copyfile(self, source, outputfile):
        start = source.tell()
        original(self, source, outputfile)
        tally["bytes"] += source.tell() - start

    serve.SiteHandler.copyfile = copyfile
    return serve.start(web, prefix="/bench/site/"), tally


def first_hint_ms(page, url: str | None) -> float:
    """Navigate (or reload when ``url`` is None), press Hint at once, time the answer."""
    if url is None:
        page.reload()
    else:
        page.goto(url)
    page.get_by_role("grid").wait_for()
    page.get_by_role("button", name="Hint").click()  # queued in the worker until Python is up
    page.wait_for_function("window.__marks && window.__marks.hint", timeout=120_000)
    return page.evaluate("window.__marks.hint")


def measure_start(browser, url: str, runs: int, tally: dict) -> dict:
    cold, warm, cold_bytes, precache_bytes, warm_bytes, loads = [], [], [], [], [], []
    for _ in range(runs):
        context = browser.new_context()
        context.add_init_script(MARK_HINT)
        page = context.new_page()
        before = tally["bytes"]
        cold.append(first_hint_ms(page, url))
        cold_bytes.append(tally["bytes"] - before)
        loads.append(page.evaluate("globalThis.nonogramSolverInfo || null"))
        page.wait_for_function("document.documentElement.dataset.offline === 'ready'", timeout=120_000)
        time.sleep(0.3)
        precache_bytes.append(tally["bytes"] - before - cold_bytes[-1])
        before = tally["bytes"]
        warm.append(first_hint_ms(page, None))
        warm_bytes.append(tally["bytes"] - before)
        context.close()
    return {
        "cold_first_answer_ms": cold, "warm_first_answer_ms": warm,
        "cold_median_ms": statistics.median(cold), "warm_median_ms": statistics.median(warm),
        "cold_bytes": statistics.median(cold_bytes), "precache_bytes": statistics.median(precache_bytes),
        "warm_bytes": statistics.median(warm_bytes), "solver_load": loads,
    }


def puzzles() -> list[tuple[str, dict]]:
    from nonogram_core.webapi import handle

    found = []
    for name in SOLVE_SET:
        if not (SHARED / name).exists():
            continue
        request = {"id": 0, "kind": "load", "payload": {"text": (SHARED / name).read_text(), "filename": name}}
        reply = json.loads(handle(json.dumps(request)))
        if not reply["ok"]:  # e.g. a reader broken in the working tree: say so, not KeyError: 'result'
            raise SystemExit(f"{SHARED / name}: could not load it: {reply['error']['message']}")
        found.append((name, reply["result"]["puzzles"][0]))
    return found


def measure_solves(browser, url: str, runs: int, against: bool = False) -> list[dict]:
    """Browser and CPython solve times, interleaved (browser, CPython, browser, ...) so that the
    shared machine's changing load falls on both sides alike; one untimed pass first.  With
    ``against``, the page's second worker (``solver/worker-against.js``) takes its turn in each round."""
    from nonogram_core.webapi import handle

    def native(puzzle: dict) -> dict[str, float]:
        request = {"id": 0, "kind": "solve", "payload": {"puzzle": puzzle, "timeout": 60}}
        return {"cpython_ms": json.loads(handle(json.dumps(request)))["result"]["elapsed_ms"]}

    def wasm(puzzle: dict, client: str = "__client", key: str = "browser_ms") -> dict[str, float]:
        return {key: page.evaluate(
            f"async (puzzle) => (await window.{client}.request('solve', {{ puzzle, timeout: 60 }})).elapsed_ms",
            puzzle,
        )}

    sides = [wasm, native]
    if against:
        sides.append(lambda puzzle: wasm(puzzle, "__against", "against_ms"))
    chosen = puzzles()
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.evaluate(
        """async (against) => {
          const { SolverClient } = await import('./solver/client.js');
          window.__client = new SolverClient();
          await window.__client.ready;
          if (against) {
            window.__against = new SolverClient({ workerUrl: new URL('./solver/worker-against.js', location.href) });
            await window.__against.ready;
          }
        }""",
        against,
    )
    rows = []
    for name, times in interleaved(chosen, sides, runs):
        row = {"puzzle": name, **medians(times)}
        row["ratio"] = row["browser_ms"] / max(row["cpython_ms"], 1e-6)
        if against:
            row["against_ratio"] = row["against_ms"] / max(row["cpython_ms"], 1e-6)
        rows.append(row)
    context.close()
    return rows


Item = TypeVar("Item")


def interleaved(chosen: Sequence[tuple[str, Item]], sides: Sequence[Callable[[Item], dict[str, Any]]],
                runs: int) -> Iterator[tuple[str, dict[str, list[Any]]]]:
    """Every side measures every item: one untimed pass over them all first (V8's optimising tier
    compiles hot WebAssembly in the background meanwhile), then, item by item, ``runs`` rounds in
    which the sides take turns, so the shared machine's changing load falls on all of them alike.

    A side is a function of the item returning named values (times, verdicts); sides may share a
    name.  Yields each item's name with every value's list over the runs as soon as it is measured
    (so a long run can report as it goes).
    """
    for _, item in chosen:
        for side in sides:
            side(item)
    for name, item in chosen:
        values: dict[str, list[Any]] = {}
        for _ in range(runs):
            for side in sides:
                for key, value in side(item).items():
                    values.setdefault(key, []).append(value)
        yield name, values


def medians(values: dict[str, list[float]]) -> dict[str, float]:
    """The median of each named list of ``interleaved``'s runs."""
    return {key: statistics.median(runs) for key, runs in values.items()}


def save_json(path: Path | None, report: dict) -> None:
    """Write a benchmark's report (when ``--json`` asked for one)."""
    if path:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(report, indent=1))


def print_start(start: dict) -> None:
    def runs(times: list[float]) -> str:
        return ", ".join(f"{t:.0f}" for t in times)

    print(f"cold start to first answer: median {start['cold_median_ms']:.0f} ms "
          f"(runs: {runs(start['cold_first_answer_ms'])})")
    print(f"warm reload to first answer: median {start['warm_median_ms']:.0f} ms "
          f"(runs: {runs(start['warm_first_answer_ms'])})")
    print(f"bytes: cold {start['cold_bytes'] / 1e6:.2f} MB, then precache {start['precache_bytes'] / 1e6:.2f} MB,"
          f" warm reload {start['warm_bytes'] / 1e3:.1f} kB")
    for info in start["solver_load"]:
        print(f"  worker load (cold): {info}")


def print_solves(rows: list[dict]) -> None:
    against = "against_ms" in rows[0]
    for row in rows:
        extra = f"  against {row['against_ms']:8.1f} ms ({row['against_ratio']:.2f})" if against else ""
        print(f"{row['puzzle']:<36} browser {row['browser_ms']:8.1f} ms  cpython {row['cpython_ms']:8.1f} ms"
              f"  ratio {row['ratio']:.2f}{extra}")
    for key, label in (("browser_ms", "browser/CPython"), ("against_ms", "against-worker/CPython")):
        if key in rows[0]:
            ratios = [row[key] / max(row["cpython_ms"], 1e-6) for row in rows]
            total = sum(r[key] for r in rows) / sum(r["cpython_ms"] for r in rows)
            print(f"{label}: median ratio {statistics.median(ratios):.2f}, total-time ratio {total:.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--solve-runs", type=int, default=3)
    parser.add_argument("--json", type=Path, help="also write the numbers here")
    parser.add_argument("--skip-solves", action="store_true")
    parser.add_argument("--skip-start", action="store_true")
    parser.add_argument("--against-worker", type=Path, help="a second worker.js to time in the same page")
    args = parser.parse_args(argv)
    web, manifest = private_site()
    if args.against_worker:
        # beside worker.js: its imports, and the site root it finds, are relative to solver/
        shutil.copyfile(args.against_worker, web / "solver" / "worker-against.js")
    import_the_wheel(web, manifest)
    server, tally = counting_server(web)
    url = server.url + "#play/lib-heart"
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        report = {"load_average": os.getloadavg()}
        if not args.skip_start:
            report["start"] = measure_start(browser, url, args.runs, tally)
        if not args.skip_solves:
            report["solves"] = measure_solves(browser, server.url, args.solve_runs, bool(args.against_worker))
        browser.close()
    server.shutdown()
    module = sys.modules.get("nonogram_core")
    report["cpython_module"] = getattr(module, "__file__", None)
    shutil.rmtree(web.parent, ignore_errors=True)
    if report.get("start"):
        print_start(report["start"])
    if report.get("solves"):
        print_solves(report["solves"])
    if report["cpython_module"]:
        print(f"CPython ran {report['cpython_module']}")
    print(f"load average at start: {report['load_average']}")
    save_json(args.json, report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
