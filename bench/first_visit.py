"""What a first visit costs on a phone, and what works offline after it (issue 33).

The built site is served on 127.0.0.1 the way GitHub Pages serves it, over a mobile link
(sitebuild/paced_server.py: gzip except what is already compressed, max-age=600, 40 ms per request,
every request sharing one 10 Mbit/s downlink), to a fresh phone profile (390x844, touch) in
headless Chromium.  Measured, from the navigation:

* ``library_s``: the library lists puzzles (``#library-list li``: one can start playing by hand);
* ``ready_s`` and ``ready_bytes``: the solver answers (``<html data-solver="ready">``, at the
  moment the page notes: ``paced_server.READY_AT``) and the bytes on the wire until then;
* ``first_visit_bytes``: the whole first visit, with what the page fetches afterwards for offline
  use (until ``data-offline="ready"`` and the link has been quiet for 2 s);
* ``later_ready_s``: solver ready on later visits in the same profile (each in a new tab), median
  of 3, once the first visit's snapshot is saved;
* offline (the link cut): every picture pack of pictures/packs.json opens from its deep link
  (``index.html#pictures/<pack>/1``) and takes a click on a cell, and the editor says "Solver ready".

    python3 bench/first_visit.py                 # build web/, measure a private copy of it
    python3 bench/first_visit.py --web DIR       # measure a site already built in DIR (e.g. main's)
    python3 bench/first_visit.py --json out.json

Goals (issue 33): ready_bytes <= 6 MB, first_visit_bytes <= 8 MB, ready_s <= 8, library_s <= 2,
later_ready_s <= 1.5, every pack and the editor offline.
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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script: the site build (sitebuild/) sits beside bench/

import sitebuild  # noqa: E402
from sitebuild import paced_server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 3}
GOALS = {"ready_bytes": 6e6, "first_visit_bytes": 8e6, "ready_s": 8, "library_s": 2, "later_ready_s": 1.5}


def built_copy(web: Path | None) -> Path:
    """The site to measure, copied (others may rebuild web/ meanwhile)."""
    if web is None:
        sitebuild.build_site()
        web = ROOT / "web"
    copy = Path(tempfile.mkdtemp(prefix="first-visit-")) / "web"
    shutil.copytree(web, copy)
    return copy


def wait(page, script: str, timeout_s: float = 120) -> None:
    page.wait_for_function(script, timeout=timeout_s * 1000, polling=20)


def first_visit(context, server, snapshot_timeout_s: float) -> dict:
    traffic = server.traffic
    page = context.new_page()
    page.add_init_script(paced_server.READY_AT)
    start = time.monotonic()
    page.goto(server.url, wait_until="commit")
    wait(page, "document.querySelectorAll('#library-list li').length > 0")
    library_s = time.monotonic() - start
    wait(page, "window.solverReadyAt")
    ready = paced_server.monotonic_of(page.evaluate("window.solverReadyAt"))
    result = {
        "library_s": round(library_s, 2),
        "ready_s": round(ready - start, 2),
        "ready_bytes": traffic.total(until=ready),
        "engine_messages": page.evaluate("document.getElementById('engine')?.textContent || ''"),
    }
    wait(page, "document.documentElement.dataset.offline === 'ready'", 300)
    result["offline_ready_s"] = round(time.monotonic() - start, 2)
    while time.monotonic() - traffic.last_at() < 2:  # what the page still fetches for offline use
        time.sleep(0.25)
    result["first_visit_bytes"] = traffic.total()
    result["info"] = page.evaluate("globalThis.nonogramSolverInfo")
    result["snapshot_saved"] = wait_for_snapshot(page, snapshot_timeout_s)
    page.close()
    return result


def wait_for_snapshot(page, timeout_s: float = 120) -> bool:
    """Whether the solver's worker saved its memory snapshot (worker.js) within the time."""
    script = "caches.has('nonogram-snapshot').then((has) => has && caches.open('nonogram-snapshot'))" \
             ".then((c) => c ? c.keys() : []).then((k) => k.length)"
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        if page.evaluate(script):
            return True
        time.sleep(0.25)
    return False


def later_visits(context, server, times: int = 3) -> list[dict]:
    runs = []
    for _ in range(times):
        page = context.new_page()
        before = server.traffic.total()
        start = time.monotonic()
        page.goto(server.url, wait_until="commit")
        wait(page, "document.documentElement.dataset.solver === 'ready'")
        runs.append({"ready_s": round(time.monotonic() - start, 2), "bytes": server.traffic.total() - before,
                     "info": page.evaluate("globalThis.nonogramSolverInfo")})  # snapshot: restored?
        page.close()
    return runs


def offline_checks(context, server, web: Path) -> dict:
    """With the link cut: every picture pack's first picture plays, and the editor's solver starts."""
    packs = [pack["id"] for pack in json.loads((web / "pictures" / "packs.json").read_text())["packs"]]
    context.set_offline(True)
    page = context.new_page()
    failed = []
    for pack in packs:
        try:
            page.goto(f"{server.url}index.html#pictures/{pack}/1")
            cell = page.get_by_role("gridcell").first
            cell.wait_for(timeout=20_000)
            cell.click()
        except Exception as error:  # noqa: BLE001 (reported, the run goes on)
            failed.append(f"{pack}: {str(error).splitlines()[0]}")
    editor = None
    try:
        page.goto(f"{server.url}editor.html")
        # #engine's text (the phone layout may not show that line)
        wait(page, "document.getElementById('engine')?.textContent.includes('Solver ready')", 120)
    except Exception as error:  # noqa: BLE001
        editor = str(error).splitlines()[0]
    context.set_offline(False)
    page.close()
    return {"packs": len(packs), "packs_failed": failed, "editor_solver_offline": editor is None,
            "editor_failure": editor}


def measure(web: Path) -> dict:
    from playwright.sync_api import sync_playwright

    server = paced_server.start(web, prefix="/nonogram/")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            context = browser.new_context(**PHONE, bypass_csp=True)  # string predicates in wait_for_function
            # a site that ships its snapshot (before issue 33) saves none: do not wait for it
            shipped = bool(json.loads((web / "precache.json").read_text()).get("snapshot"))
            first = first_visit(context, server, 0 if shipped else 120)
            later = later_visits(context, server)
            offline = offline_checks(context, server, web)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return {
        **first,
        "later_ready_s": statistics.median(run["ready_s"] for run in later),
        "later": later,
        **offline,
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }


def report(result: dict) -> str:
    mb = lambda n: f"{n / 1e6:.2f} MB"  # noqa: E731
    lines = [
        f"library lists puzzles   {result['library_s']:.2f} s   (goal <= {GOALS['library_s']} s)",
        f"solver ready            {result['ready_s']:.2f} s   (goal <= {GOALS['ready_s']} s)",
        f"bytes until ready       {mb(result['ready_bytes'])}   (goal <= 6 MB)",
        f"whole first visit       {mb(result['first_visit_bytes'])}   (goal <= 8 MB; offline-ready at "
        f"{result['offline_ready_s']:.1f} s)",
        f"later visits, ready     {result['later_ready_s']:.2f} s median of "
        f"{[run['ready_s'] for run in result['later']]}   (goal <= {GOALS['later_ready_s']} s)",
        f"offline                 {result['packs'] - len(result['packs_failed'])}/{result['packs']} packs play, "
        f"editor solver {'starts' if result['editor_solver_offline'] else 'does NOT start: '}"
        f"{result['editor_failure'] or ''}",
        f"load average            {result['load_average']}",
    ]
    lines += [f"  failed: {failure}" for failure in result["packs_failed"]]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--web", type=Path, help="a built site to measure (default: build web/ first)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    web = built_copy(args.web)
    try:
        result = measure(web)
    finally:
        shutil.rmtree(web.parent, ignore_errors=True)
    print(report(result))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
