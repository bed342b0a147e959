"""Print a saved ``bench/run.py`` result (JSON) as a Markdown table, for BENCHMARKS.md.

    .venv/bin/python bench/report.py bench/results/last.json [--only-slow MS]

``--only-slow MS`` keeps only the rows that took at least MS of CPU time or did not finish
(the summary still counts every puzzle).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from run import FINISHED, cpu_ms  # bench/ is on sys.path when this runs as a script


def fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:,.1f}"


def table(record: dict, only_slow: float | None) -> list[str]:
    labels = [label for label in record["summary"] if isinstance(record["summary"][label], dict)]
    head = ["puzzle", "size", "known"] + [f"{label} {col}" for label in labels for col in ("verdict", "CPU ms")]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row in record["puzzles"]:
        runs = [row[label] for label in labels]
        slow = any(r["status"] not in FINISHED or cpu_ms(r) >= only_slow
                   for r in runs) if only_slow is not None else True
        if not slow:
            continue
        cells = [row["name"], "x".join(map(str, row["size"])), row.get("known") or ""]
        for r in runs:
            verdict = r["status"] if r["check"] == "ok" else f"{r['status']} **{r['check']}**"
            cells += [verdict, fmt(cpu_ms(r))]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def summary(record: dict) -> list[str]:
    out = [f"Revision `{record['revision']}`, {record['date']}, limit {record['timeout']:g} s "
           f"of {record.get('clock', 'wall')} time per puzzle."]
    for label, s in record["summary"].items():
        if not isinstance(s, dict):
            continue
        out.append(f"- **{label}**: {s['finished']}/{s['puzzles']} finished, {s['timeouts']} timeouts, "
                   f"{s['problems']} wrong; median CPU {fmt(s.get('median_cpu_ms'))} ms, "
                   f"max {fmt(s.get('max_cpu_ms'))} ms; total CPU {s.get('total_cpu_s', 0):,.1f} s "
                   f"(wall {s['total_s']:,.1f} s)")
    if record["summary"].get("median_speedup") is not None:
        out.append(f"- median speed-up: {record['summary']['median_speedup']:.2f}x "
                   f"on {record['summary']['compared']} puzzles")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("result", type=Path)
    parser.add_argument("--only-slow", type=float, metavar="MS")
    args = parser.parse_args(argv)
    record = json.loads(args.result.read_text())
    print("\n".join(summary(record) + [""] + table(record, args.only_slow)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
