"""Solve time in Pyodide (WebAssembly, under node) against this CPython, per GC setting.

    .venv/bin/python bench/wasm_ratio.py [--browser] [--runs 3] [--settings default,freeze,disable] [--json FILE]

Runs the same wheel and the same ``webapi`` solve requests in Pyodide and in this CPython, to ask
"does X change the WebAssembly/CPython ratio?" without the whole page of ``bench/web_bench.py``.
Pyodide runs under node (``bench/pyodide_runner.mjs``) or, with ``--browser``, in a Web Worker
of headless Chromium (``bench/pyodide_bench_worker.js``).  The two differ: node 20's V8 has no
WebAssembly GC, so Pyodide calls C functions through a slower JavaScript trampoline there, and
its ratios come out higher than the browser's; use ``--browser`` for numbers to report.  For each setting
(``SETTINGS``: Python code run on *both* sides, so the ratio stays honest) every puzzle is solved
once untimed (V8 compiles hot WebAssembly with its optimising tier in the background), then
``--runs`` times on each side, interleaved (Pyodide, CPython, Pyodide, ...) so the shared
machine's changing load falls on both alike.  Times are wall-clock around ``webapi.handle`` on
both sides (Pyodide has no per-thread CPU clock), and the solver's own ``elapsed_ms``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from web_bench import (  # noqa: E402
    CHROMIUM_ARGS,
    ROOT,
    import_the_wheel,
    interleaved,
    medians,
    private_site,
    puzzles,
    save_json,
)

from sitebuild import serve  # noqa: E402  (web_bench put the repository's root on the path)

RUNNER = ROOT / "bench" / "pyodide_runner.mjs"

# Every setting starts from the interpreter's defaults (recorded by whichever runs first).
_RESET = """import gc
from nonogram_core.webapi import handle as _bench_handle
_default_threshold = globals().setdefault("_default_threshold", gc.get_threshold())
gc.unfreeze()
gc.enable()
gc.set_threshold(*_default_threshold)
"""
SETTINGS = {
    "default": _RESET,
    # move everything alive after import to the permanent generation: GC passes skip it
    "freeze": _RESET + "gc.collect()\ngc.freeze()\n",
    # fewer young collections
    "threshold": _RESET + "gc.freeze()\ngc.set_threshold(50_000, 20, 100)\n",
    # no cyclic GC inside a request; collect the young garbage after it
    "disable": _RESET + """gc.freeze()
from nonogram_core.webapi import handle as _plain_handle
def _bench_handle(request):
    gc.disable()
    try:
        return _plain_handle(request)
    finally:
        gc.enable()
""",
}


class Pyodide:
    """The node runner: one JSON line in, one out."""

    def __init__(self, web: Path, node_flags: list[str]):
        self.process = subprocess.Popen(["node", *node_flags, str(RUNNER), str(web)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, bufsize=1)
        self.info = self._read()["ready"]

    def _read(self) -> dict:
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("the Pyodide runner stopped")
        return json.loads(line)

    def ask(self, message: dict) -> dict:
        self.process.stdin.write(json.dumps(message) + "\n")
        answer = self._read()
        if "error" in answer:
            raise RuntimeError(answer["error"])
        return answer

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=30)


class BrowserPyodide:
    """Pyodide in a Web Worker of headless Chromium, over the same protocol as ``Pyodide``.

    Launches its own Chromium, or opens a page in ``browser`` when given (one Playwright per
    process: a caller can run two of these, one per tree, in one browser)."""

    def __init__(self, web: Path, js_flags: str = "", browser=None):
        for source in (ROOT / "bench" / "pyodide_bench_worker.js", ROOT / "bench" / "pyodide_protocol.mjs"):
            shutil.copyfile(source, web / source.name)
        (web / "solver").mkdir(exist_ok=True)  # the app's start (it imports ../pyodide/), as this tree has it
        shutil.copyfile(ROOT / "web" / "solver" / "pyodide-start.mjs", web / "solver" / "pyodide-start.mjs")
        self.server = serve.start(web, prefix="/bench/")
        self.playwright = None
        if browser is None:
            from playwright.sync_api import sync_playwright

            self.playwright = sync_playwright().start()
            args = [*CHROMIUM_ARGS, f"--js-flags={js_flags}"] if js_flags else CHROMIUM_ARGS
            browser = self.playwright.chromium.launch(executable_path="/usr/bin/chromium", args=args)
        self.browser = browser
        self.page = browser.new_page()
        self.page.goto(self.server.url + "precache.json")  # any page of the origin; not the app itself
        self.page.evaluate("""() => {
            window.worker = new Worker('./pyodide_bench_worker.js', { type: 'module' });
            window.ask = (message) => new Promise((resolve) => {
              window.worker.onmessage = (event) => resolve(event.data);
              if (message !== null) window.worker.postMessage(message);
            });
        }""")
        first = self.page.evaluate("ask(null)")
        if "error" in first:
            raise RuntimeError(first["error"])
        self.info = {**first["ready"], "node": "-", "flags": js_flags}

    def ask(self, message: dict) -> dict:
        answer = self.page.evaluate("(message) => ask(message)", message)
        if "error" in answer:
            raise RuntimeError(answer["error"])
        return answer

    def close(self) -> None:
        self.page.close()
        if self.playwright is not None:
            self.browser.close()
            self.playwright.stop()
        self.server.shutdown()


def start_pyodide(web: Path, browser: bool, flags: list[str] | None = None):
    """Pyodide under node (``flags`` for node) or in Chromium (``flags`` for V8, as --js-flags)."""
    if browser:
        return BrowserPyodide(web, " ".join(flags or []))
    if shutil.which("node") is None:
        sys.exit("node is needed (apt-get install nodejs)")
    return Pyodide(web, flags or [])


class Native:
    """This CPython, running the wheel's code with the same settings code."""

    def __init__(self):
        from nonogram_core.webapi import handle

        self.namespace = {"_bench_handle": handle}

    def ask(self, message: dict) -> dict:
        if "exec" in message:
            exec(message["exec"], self.namespace)
            return {"value": self.namespace.get("_result")}
        start = time.perf_counter()
        reply = self.namespace["_bench_handle"](json.dumps(message["request"]))
        return {"reply": json.loads(reply), "ms": (time.perf_counter() - start) * 1000}


def solve_requests() -> list[tuple[str, dict]]:
    """``web_bench``'s puzzles as ``webapi`` solve requests."""
    return [(name, {"id": 1, "kind": "solve", "payload": {"puzzle": puzzle, "timeout": 60}})
            for name, puzzle in puzzles()]


def timed_side(side: Pyodide | BrowserPyodide | Native, key: str):
    """A side for ``interleaved``: a request's time around ``handle`` and the solver's own time."""
    def timed(request: dict) -> dict[str, float]:
        answer = side.ask({"request": request})
        return {f"{key}_ms": answer["ms"], f"{key}_solver_ms": answer["reply"]["result"]["elapsed_ms"]}

    return timed


def measure(pyodide: Pyodide, native: Native, setting: str, chosen: list[tuple[str, dict]], runs: int) -> list[dict]:
    for side in (pyodide, native):
        side.ask({"exec": SETTINGS[setting]})
    rows = []
    for name, times in interleaved(chosen, [timed_side(pyodide, "wasm"), timed_side(native, "cpython")], runs):
        row = {"puzzle": name, **medians(times)}
        row["ratio"] = row["wasm_ms"] / max(row["cpython_ms"], 1e-6)
        rows.append(row)
    return rows


def summary(rows: list[dict]) -> dict:
    return {
        "median_ratio": statistics.median(r["ratio"] for r in rows),
        "total_ratio": sum(r["wasm_ms"] for r in rows) / sum(r["cpython_ms"] for r in rows),
        "wasm_total_ms": sum(r["wasm_ms"] for r in rows),
        "cpython_total_ms": sum(r["cpython_ms"] for r in rows),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--browser", action="store_true", help="Pyodide in headless Chromium, not node")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--settings", default="default,freeze,disable")
    parser.add_argument("--rounds", type=int, default=1, help="repeat the list of settings (ABAB...)")
    parser.add_argument("--v8-flag", action="append", default=[],
                        help="a V8 flag (node, or --js-flags with --browser), e.g. --v8-flag=--no-liftoff")
    parser.add_argument("--verbose", action="store_true", help="print every puzzle")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    web, manifest = private_site()
    import_the_wheel(web, manifest)
    report = {"load_average": os.getloadavg(), "python": sys.version.split()[0], "settings": {}}
    pyodide, native = start_pyodide(web, args.browser, args.v8_flag), Native()
    report["pyodide"] = pyodide.info
    chosen = solve_requests()
    for _ in range(args.rounds):
        for setting in args.settings.split(","):
            rows = measure(pyodide, native, setting, chosen, args.runs)
            line = summary(rows)
            report["settings"].setdefault(setting, []).append({"rows": rows, **line})
            print(f"{setting:<10} median ratio {line['median_ratio']:.2f}  total {line['total_ratio']:.2f}  "
                  f"(wasm {line['wasm_total_ms']:.0f} ms, CPython {line['cpython_total_ms']:.0f} ms)", flush=True)
            if args.verbose:
                for row in rows:
                    print(f"    {row['puzzle']:<36} wasm {row['wasm_ms']:8.1f}  cpython {row['cpython_ms']:8.1f}"
                          f"  ratio {row['ratio']:.2f}")
    pyodide.close()
    shutil.rmtree(web.parent, ignore_errors=True)
    where = "Chromium" if args.browser else f"node {pyodide.info['node']}"
    print(f"Pyodide {pyodide.info['pyodide']} (Python {pyodide.info['python']}, {where}) "
          f"vs CPython {report['python']}; load average at start {report['load_average']}")
    save_json(args.json, report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
