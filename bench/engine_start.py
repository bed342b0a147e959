"""The solver's start in every browser engine: Chromium (Playwright), Firefox ESR (puppeteer-core
over WebDriver BiDi) and WebKit (WebKitGTK's MiniBrowser through selenium, under xvfb-run), each
in a fresh profile, on loopback and on the paced phone link (sitebuild/paced_server.py: gzip,
40 ms a request, one 10 Mbit/s downlink).  Measured from the navigation (the page's
``performance.now()`` when ``<html data-solver="ready">`` is seen):

* ``first_s``: a first visit's solver ready (Python started normally, the snapshot made after);
* ``later_s``: later visits in the same profile (a new page each, once the site is kept offline
  and the snapshot saved), median of ``--later`` visits;
* the worker's own phases (``nonogramSolverInfo``: pythonMs on a normal start, readMs and loadMs
  on a restore) and whether the later visit restored the snapshot.

    python3 bench/engine_start.py [--runs 2] [--engines chromium,firefox,webkit] [--links loopback,paced]
                                  [--json out.json]

Runs are interleaved (engine by engine within each run) so that the machine's load touches all
alike; the load average is printed beside every figure.  Goals (issue 41): solver ready within
10 s on the paced link in every engine, later visits within 3 s.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script: sitebuild/ and tests/ sit beside bench/

import sitebuild  # noqa: E402
from sitebuild import paced_server, serve  # noqa: E402
from tests.browser import SUB_PATH  # noqa: E402
from tests.engines.driver import ENGINES, missing, open_engine  # noqa: E402
from tests.engines.smoke import KEPT, READY  # noqa: E402

GOALS = {"first_s (paced)": 10.0, "later_s": 3.0}


def load() -> float:
    return os.getloadavg()[0]


def tree_cpu() -> float:
    """CPU seconds (user + system) of this process's descendants, living and reaped: the browser
    and its driver.  Unlike wall time, it hardly moves with the machine's load."""
    stats = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            stats[int(entry)] = (int(fields[1]), sum(int(f) for f in fields[11:15]))
    me, total = os.getpid(), 0
    for pid, (_, ticks) in stats.items():
        up = pid
        while up and up != me and up in stats:
            up = stats[up][0]
        if up == me:
            total += ticks
    return total / os.sysconf("SC_CLK_TCK")


def server_for(link: str, web: Path):
    if link == "paced":
        return paced_server.start(web, prefix=SUB_PATH)
    return serve.start(web, prefix=SUB_PATH)


def one_run(engine_name: str, link: str, web: Path, later: int) -> dict:
    server = server_for(link, web)
    row: dict = {"engine": engine_name, "link": link, "load_before": round(load(), 2)}
    try:
        with open_engine(engine_name) as engine:
            row["version"] = engine.version()
            cpu = tree_cpu()
            engine.goto(server.url)
            engine.wait_for(READY, 240_000)
            row["first_cpu_s"] = round(tree_cpu() - cpu, 2)
            row["first_s"] = round(engine.evaluate("performance.now()") / 1000, 2)
            row["first_info"] = engine.evaluate("globalThis.nonogramSolverInfo")
            engine.wait_for(KEPT, 240_000)
            seen, infos, cpus = [], [], []
            for _ in range(later):
                engine.new_page()
                cpu = tree_cpu()
                engine.goto(server.url)
                engine.wait_for(READY, 120_000)
                cpus.append(round(tree_cpu() - cpu, 2))
                seen.append(round(engine.evaluate("performance.now()") / 1000, 2))
                infos.append(engine.evaluate("globalThis.nonogramSolverInfo"))
            row["later_s"] = seen
            row["later_median_s"] = statistics.median(seen)
            row["later_cpu_s"] = statistics.median(cpus)
            row["later_info"] = infos[-1]
    except Exception as error:  # reported in the table: one engine failing does not stop the others
        row["error"] = f"{type(error).__name__}: {error}"
    finally:
        server.shutdown()
        server.server_close()
    row["load_after"] = round(load(), 2)
    return row


def summary(row: dict) -> str:
    if "error" in row:
        return f"{row['engine']:8} {row['link']:8} error: {row['error'][:200]}"
    first, later = row["first_info"], row["later_info"]
    return (f"{row['engine']:8} {row['link']:8} first {row['first_s']:6.2f} s, {row['first_cpu_s']:5.1f} CPU-s "
            f"(python {first.get('pythonMs')} ms)  "
            f"later {row['later_median_s']:5.2f} s, {row['later_cpu_s']:4.1f} CPU-s "
            f"{row['later_s']} (restored {later.get('snapshot')}, "
            f"read {later.get('readMs')} ms, load {later.get('loadMs')} ms)  "
            f"load {row['load_before']}->{row['load_after']}  [{row['version']}]")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--later", type=int, default=3, help="later visits per run (their median)")
    parser.add_argument("--engines", default=",".join(ENGINES))
    parser.add_argument("--links", default="loopback,paced")
    parser.add_argument("--web", type=Path, help="a built site (default: build web/ first)")
    parser.add_argument("--json", type=Path, help="also write every run here")
    args = parser.parse_args(argv)
    if args.web is None:
        sitebuild.build_site()
    web = args.web or ROOT / "web"
    engines = [name for name in args.engines.split(",") if name]
    for name in engines:
        reason = missing(name)
        if reason:
            parser.error(f"{name}: {reason}")
    rows = []
    for _ in range(args.runs):
        for link in args.links.split(","):
            for name in engines:
                rows.append(one_run(name, link, web, args.later))
                print(summary(rows[-1]), flush=True)
    print("\nmedians over runs (goals: first visit <= 10 s on the paced link, later visits <= 3 s):")
    for link in args.links.split(","):
        for name in engines:
            done = [r for r in rows if r["engine"] == name and r["link"] == link and "error" not in r]
            if done:
                med = {key: statistics.median(r[key] for r in done)
                       for key in ("first_s", "first_cpu_s", "later_median_s", "later_cpu_s")}
                loads = [r["load_before"] for r in done]
                print(f"  {name:8} {link:8} first {med['first_s']:6.2f} s ({med['first_cpu_s']:.1f} CPU-s)  "
                      f"later {med['later_median_s']:5.2f} s ({med['later_cpu_s']:.1f} CPU-s)  "
                      f"({len(done)} runs, load {min(loads)}-{max(loads)})")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
