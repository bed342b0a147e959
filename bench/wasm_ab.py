"""Does a solver change move the browser/CPython ratio?  Two source trees, four sides, interleaved.

    .venv/bin/python bench/wasm_ab.py --against REV [--runs 3] [--json FILE]

A is the working tree, B a temporary ``git worktree`` of REV (as ``bench/run.py --against``).
Each tree's package becomes a wheel in a private site (with a private download cache, so the
shared ``.cache`` keeps its entries) and is solved in a Chromium worker
(``bench/pyodide_bench_worker.js``, one browser, a page per tree) and by CPython
(``bench/worker.py``, one process per tree, as ``bench/run.py`` does): the four sides take turns
on every run of every puzzle of web_bench's set, after one untimed pass, so the machine's load
falls on all four alike.  Reports each side's time B/A (median per puzzle and total) and each
tree's WebAssembly/CPython ratio; the verdicts of all four must agree.  Wall-clock times on all
sides, as in ``bench/wasm_ratio.py``.

Why: a change can speed CPython up and WebAssembly not at all (keying the line cache by a pair
did exactly that), so the browser's ratio is judged on whole solves, not on micro-benchmarks.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import Worker, temporary_worktree  # noqa: E402
from wasm_ratio import ROOT, BrowserPyodide, solve_requests  # noqa: E402
from web_bench import CHROMIUM_ARGS, interleaved, load_script, medians, save_json  # noqa: E402

from nonogram_core import Puzzle  # noqa: E402


def bench_site(tree: Path, web: Path, cache: Path) -> Path:
    """The wheel of ``tree``'s package (with Pyodide bytecode) and the runtime, laid out in ``web``."""
    build = load_script("build_wheel")
    build.ROOT, build.CACHE = tree, cache  # the tree's package; the runtime from the private cache
    try:
        build.vendor_pyodide(web / "pyodide")
        wheel = build.build_wheel(web / "wheels", runtime=web / "pyodide")
    finally:
        build.ROOT, build.CACHE = ROOT, ROOT / ".cache"
    (web / "precache.json").write_text(f'{{"wheel": "wheels/{wheel.name}"}}\n')
    return web


def private_cache(into: Path) -> Path:
    """A download cache holding only the shared one's Pyodide tarball (fetched there if missing)."""
    build = load_script("build_wheel")
    tarball = build.pyodide_tarball()
    into.mkdir(parents=True)
    shutil.copyfile(tarball, into / tarball.name)
    return into


def sides(pages: dict, natives: dict) -> list:
    """Each tree's browser and CPython, in turn, as sides for ``interleaved``: a time and a verdict."""
    def wasm(label: str):
        def timed(item: tuple[dict, Puzzle]) -> dict:
            answer = pages[label].ask({"request": item[0]})
            return {f"wasm_{label}": answer["ms"], "status": answer["reply"]["result"]["status"]}
        return timed

    def cpython(label: str):
        def timed(item: tuple[dict, Puzzle]) -> dict:
            native = natives[label].solve(item[1], 60, "wall", 2)
            return {f"cpython_{label}": native["ms"], "status": native["status"]}
        return timed

    return [side(label) for label in pages for side in (wasm, cpython)]


def measure(pages: dict, natives: dict, runs: int) -> list[dict]:
    chosen = [(name, (request, puzzle_of(request))) for name, request in solve_requests()]
    rows = []
    for name, values in interleaved(chosen, sides(pages, natives), runs):
        verdicts = set(values.pop("status"))
        if len(verdicts) != 1:
            raise SystemExit(f"{name}: the four sides disagree: {sorted(verdicts)}")
        row = {"puzzle": name, "status": verdicts.pop(), **medians(values)}
        rows.append(row)
        print(f"{name:<36} wasm A {row['wasm_A']:7.1f} B {row['wasm_B']:7.1f} ({row['wasm_B'] / row['wasm_A']:.3f})"
              f"  CPython A {row['cpython_A']:7.1f} B {row['cpython_B']:7.1f}"
              f" ({row['cpython_B'] / row['cpython_A']:.3f})", flush=True)
    return rows


def puzzle_of(request: dict) -> Puzzle:
    puzzle = request["payload"]["puzzle"]
    return Puzzle(rows=tuple(map(tuple, puzzle["rows"])), cols=tuple(map(tuple, puzzle["cols"])))


def summary(rows: list[dict]) -> dict:
    def per_puzzle(numerator: str, denominator: str) -> float:
        return statistics.median(r[numerator] / r[denominator] for r in rows)

    def total(numerator: str, denominator: str) -> float:
        return sum(r[numerator] for r in rows) / sum(r[denominator] for r in rows)

    return {
        "wasm_B_over_A": {"median": per_puzzle("wasm_B", "wasm_A"), "total": total("wasm_B", "wasm_A")},
        "cpython_B_over_A": {"median": per_puzzle("cpython_B", "cpython_A"), "total": total("cpython_B", "cpython_A")},
        "ratio_A": {"median": per_puzzle("wasm_A", "cpython_A"), "total": total("wasm_A", "cpython_A")},
        "ratio_B": {"median": per_puzzle("wasm_B", "cpython_B"), "total": total("wasm_B", "cpython_B")},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", required=True, help="a git revision: B (A is the working tree)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with (tempfile.TemporaryDirectory(prefix="wasm-ab-") as tmp,
          temporary_worktree(args.against, Path(tmp) / "tree-B") as tree):
        trees = {"A": ROOT, "B": tree}
        natives = {label: Worker(label, source) for label, source in trees.items()}
        try:
            cache = private_cache(Path(tmp) / "cache")
            sites = {label: bench_site(source, Path(tmp) / f"web-{label}", cache) for label, source in trees.items()}
            for worker in natives.values():
                worker.start()
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
                pages = {label: BrowserPyodide(site, browser=browser) for label, site in sites.items()}
                rows = measure(pages, natives, args.runs)
                for page in pages.values():
                    page.close()
                browser.close()
        finally:
            for worker in natives.values():
                worker.stop()
    report = {"against": args.against, "load_average": os.getloadavg(), "rows": rows, **summary(rows)}
    for key, label in (("wasm_B_over_A", "WebAssembly, B/A"), ("cpython_B_over_A", "CPython, B/A"),
                       ("ratio_A", "ratio WebAssembly/CPython, A (working tree)"),
                       ("ratio_B", f"ratio WebAssembly/CPython, B ({args.against})")):
        print(f"{label}: median per puzzle {report[key]['median']:.3f}, total {report[key]['total']:.3f}")
    print(f"load average at the end: {report['load_average']}")
    save_json(args.json, report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
