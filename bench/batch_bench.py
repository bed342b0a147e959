"""Batch benchmarks: ``--jobs 1`` against ``--jobs N`` on tournament puzzles, and pool workers' memory.

    .venv/bin/python bench/batch_bench.py speed --count 60            # 60 TAAI 2011 puzzles, spread over the set
    .venv/bin/python bench/batch_bench.py memory --tasks 10000        # RSS of 2 workers over 10,000 tasks

``speed`` runs the real command (``nonogram solve --jobs J --output ...``) on the same puzzles for each
J, alternating the order, and records wall time, the children's CPU time and the load average; every
verdict is checked against the tournament's solution file (``unique`` must be that solution; each of
``multiple``'s two solutions must satisfy the clues).  ``memory`` runs random pictures' puzzles through
the process pool with worker recycling switched off and samples each worker's resident set size, so
any growth over the batch shows.  Results go to ``bench/results/`` (``--save``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import threading
import time
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TAAI = ROOT.parent / "shared" / "puzzles" / "tournament" / "taai2011.txt"


def tournament_blocks(path: Path) -> list[list[str]]:
    """Each ``$N`` block of a tournament file (puzzles or solutions), lines included."""
    blocks: list[list[str]] = []
    for line in path.read_text().splitlines():
        if line.startswith("$"):
            blocks.append([])
        if blocks:
            blocks[-1].append(line)
    return blocks


def spread(total: int, count: int) -> list[int]:
    """``count`` indices spread evenly over ``total`` (TAAI's puzzles are not in a random order)."""
    return [index * total // count for index in range(count)]


def speed(args: argparse.Namespace) -> dict:
    from nonogram_core import read_file, satisfies

    puzzles, solutions = tournament_blocks(TAAI), tournament_blocks(TAAI.with_name("taai2011.solution.txt"))
    chosen = spread(len(puzzles), args.count)
    work = Path(tempfile.mkdtemp(prefix="batch-bench-"))
    source = work / "sample.txt"
    source.write_text("\n".join(line for index in chosen for line in puzzles[index]) + "\n")
    truth = {f"{source}#{n}": ["".join("#" if c == "1" else "." for c in row.split()) for row in solutions[i][1:]]
             for n, i in enumerate(chosen, 1)}
    clues = {f"{source}#{n}": puzzle for n, puzzle in enumerate(read_file(source), 1)}
    runs = []
    for repeat in range(args.repeats):
        for jobs in (args.jobs if repeat % 2 == 0 else args.jobs[::-1]):
            out = work / f"out-{jobs}-{repeat}.jsonl"
            runs.append(one_run(source, out, jobs, args.timeout))
            runs[-1]["wrong"] = check(out, truth, clues, satisfies)
            print(json.dumps({k: v for k, v in runs[-1].items() if k != "verdicts"}), file=sys.stderr)
    return {"what": f"nonogram solve --jobs J on {args.count} TAAI 2011 puzzles (indices {chosen[:3]}... "
                    f"every {len(puzzles) // args.count}th)", "timeout": args.timeout, "runs": runs}


def one_run(source: Path, out: Path, jobs: int, timeout: float | None) -> dict:
    argv = [sys.executable, "-m", "nonogram_core", "solve", "--jobs", str(jobs), "--output", str(out), str(source)]
    if timeout:
        argv += ["--timeout", str(timeout)]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    load_before = os.getloadavg()
    began = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - began
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    verdicts: dict[str, int] = {}
    for line in out.read_text().splitlines():
        status = json.loads(line)["status"]
        verdicts[status] = verdicts.get(status, 0) + 1
    return {"jobs": jobs, "wall_s": round(wall, 2), "cpu_s": round(cpu, 2), "exit": done.returncode,
            "load_before": load_before, "load_after": os.getloadavg(), "verdicts": verdicts,
            "summary": done.stderr.strip().splitlines()[-1] if done.stderr.strip() else ""}


def check(out: Path, truth: dict, clues: dict, satisfies) -> list[str]:
    """Tasks whose line disagrees with the tournament's solution (timeouts are not wrong, only slow)."""
    wrong = []
    lines = {record["task"]: record for record in map(json.loads, out.read_text().splitlines())}
    for key, solution in truth.items():
        record = lines.get(key)
        if record is None:
            wrong.append(f"{key}: missing")
        elif record["status"] == "unique" and record["solutions"] != [solution]:
            wrong.append(f"{key}: unique but not the tournament's solution")
        elif record["status"] == "multiple" and not all(satisfies(clues[key], s) for s in record["solutions"]):
            wrong.append(f"{key}: a solution breaks the clues")
        elif record["status"] in ("none", "error"):
            wrong.append(f"{key}: {record['status']}")
    return wrong


def random_puzzle(rng: random.Random, size: int):
    from nonogram_core import puzzle_from_picture

    return puzzle_from_picture(["".join("#" if rng.random() < 0.55 else "." for _ in range(size))
                                for _ in range(size)])


def memory(args: argparse.Namespace) -> dict:
    import psutil

    from nonogram_core.batch import Task, outcomes, pool
    from nonogram_core.batch.inputs import PuzzleJob
    from nonogram_core.cli.solve_cmd import solve_job

    pool.MAX_TASKS_PER_WORKER = 10**9  # no recycling: measure what the workers' memory does on its own
    rng = random.Random(2026)
    tasks = [Task(f"r{n}", PuzzleJob("random", n, args.tasks, random_puzzle(rng, args.size)))
             for n in range(args.tasks)]
    samples: list[tuple[int, dict[int, int]]] = []
    progress = {"done": 0}
    stop = threading.Event()

    def sample() -> None:
        me = psutil.Process()
        while not stop.wait(0.5):
            samples.append((progress["done"], {c.pid: c.memory_info().rss for c in me.children()}))

    threading.Thread(target=sample, daemon=True).start()
    began = time.perf_counter()
    statuses: dict[str, int] = {}
    work = partial(solve_job, max_solutions=2, timeout=10, trace=False)
    for _, outcome in outcomes(tasks, work, jobs=args.jobs):
        progress["done"] += 1
        status = getattr(getattr(outcome, "status", None), "value", "error")
        statuses[status] = statuses.get(status, 0) + 1
    stop.set()
    wall = time.perf_counter() - began
    by_tenth: dict[int, int] = {}
    for done, rss in samples:
        if rss:
            tenth = min(9, done * 10 // args.tasks)
            by_tenth[tenth] = max(by_tenth.get(tenth, 0), max(rss.values()))
    return {"what": f"{args.tasks} random {args.size}x{args.size} puzzles on {args.jobs} pool workers, no recycling",
            "wall_s": round(wall, 1), "statuses": statuses, "load_after": os.getloadavg(),
            "max_worker_rss_mib_by_tenth_of_the_batch": {t: round(v / 2**20, 1) for t, v in sorted(by_tenth.items())}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="what", required=True)
    s = sub.add_parser("speed")
    s.add_argument("--count", type=int, default=60)
    s.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    s.add_argument("--repeats", type=int, default=1)
    s.add_argument("--timeout", type=float, default=None)
    m = sub.add_parser("memory")
    m.add_argument("--tasks", type=int, default=10_000)
    m.add_argument("--size", type=int, default=15)
    m.add_argument("--jobs", type=int, default=2)
    for p in (s, m):
        p.add_argument("--save", type=Path, default=None)
    args = parser.parse_args()
    report = speed(args) if args.what == "speed" else memory(args)
    report["commit"] = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                                      text=True, check=False).stdout.strip()
    text = json.dumps(report, indent=1)
    print(text)
    if args.save:
        args.save.write_text(text + "\n")


if __name__ == "__main__":
    main()
