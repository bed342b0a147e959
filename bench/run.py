"""Benchmark the solver on real puzzles, optionally against another git revision, interleaved.

    .venv/bin/python bench/run.py ../shared/puzzles/survey --timeout 60
    .venv/bin/python bench/run.py ../shared/puzzles/tournament/taai2011.txt --timeout 30 \\
        --solutions ../shared/puzzles/tournament/taai2011.solution.txt
    .venv/bin/python bench/run.py ../shared/puzzles/misc --against HEAD~3

Arguments are puzzle files or directories (every file in them; a tournament file holds many
puzzles).  Each puzzle is solved in a worker process (``bench/worker.py``) with a time limit on
its CPU time (``--clock cpu``, the default, so a busy shared machine does not turn work into
timeouts) or on wall-clock time (``--clock wall``, ``solve(timeout=)``); a worker that overruns
its deadline by more than a grace period is killed and restarted, and the puzzle is a ``killed``
row.  Timeouts are rows like any other and are counted in the summary.

Every answer is checked: the solutions must re-derive the clues, the verdict must match
``verdicts.json`` when the puzzle is in the shared corpora, and a ``unique`` solution must equal
the solution given by ``--solutions`` (tournament files) or the file's own goal picture.

``--against REF`` checks REF out into a temporary ``git worktree`` and runs both versions on the
same puzzles, alternating which goes first, then prints each puzzle's speed-up (REF CPU time /
ours) and the median speed-up.  Times are shown as wall clock (``ms``) and as the worker's CPU
time (``cpu ms``): on a shared machine the CPU time is the fairer measure of the solver.
Results are saved as JSON (``--save``, default ``bench/results/last.json``).
"""

from __future__ import annotations

import argparse
import json
import platform
import select
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nonogram_core import Puzzle, read_file, satisfies  # noqa: E402

CORPORA = ROOT.parent / "shared" / "puzzles"
WORKER = Path(__file__).resolve().parent / "worker.py"
FINISHED = ("unique", "multiple", "none")


@dataclass
class Case:
    """One puzzle to run, with what is known about it."""

    name: str
    puzzle: Puzzle
    known: str | None = None
    given: tuple[str, ...] | None = None
    runs: dict[str, dict] = field(default_factory=dict)


def load_cases(paths: list[Path], solutions: Path | None, first: int | None, every: int) -> list[Case]:
    verdicts = _known_verdicts()
    cases: list[Case] = []
    for file in puzzle_files(paths):
        key = _corpus_key(file)
        puzzles = read_file(file)
        for index, puzzle in enumerate(puzzles):
            name = file.stem if len(puzzles) == 1 else f"{file.stem}#{puzzle.title or index + 1}"
            cases.append(Case(name, puzzle, verdicts.get(key) if len(puzzles) == 1 else None, puzzle.goal))
    if solutions is not None:
        given = read_file(solutions)
        if len(given) != len(cases):
            raise SystemExit(f"{solutions}: {len(given)} solutions for {len(cases)} puzzles")
        for case, solved in zip(cases, given, strict=True):
            case.given = solved.goal
    cases = cases[::every]
    return cases[:first] if first else cases


def puzzle_files(paths: list[Path]) -> list[Path]:
    """The files named, and every file in the folders named (sorted), but a folder's notes (``.json``
    files such as ``verdicts.json``, ``NOTES`` such as the colour folders' ``MANIFEST.csv``); for this
    script and ``peers.py`` alike."""
    return [file for path in paths
            for file in (sorted(p for p in path.iterdir() if p.is_file() and not _is_note(p))
                         if path.is_dir() else [path])]


def _is_note(path: Path) -> bool:
    return path.suffix == ".json" or path.name in NOTES


NOTES = frozenset({"MANIFEST.csv", "README.md"})
"""Files in a corpus folder that describe the puzzles and are not puzzles."""


def _known_verdicts() -> dict[str, str]:
    path = CORPORA / "verdicts.json"
    if not path.is_file():
        return {}
    return {k: v for k, v in json.loads(path.read_text()).items() if v != "unknown"}


def _corpus_key(file: Path) -> str | None:
    try:
        return file.resolve().relative_to(CORPORA.resolve()).as_posix()
    except ValueError:
        return None


class Worker:
    """A ``bench/worker.py`` process for one source tree, restarted if it has to be killed."""

    def __init__(self, label: str, source: Path) -> None:
        self.label, self.source = label, source
        self.process: subprocess.Popen[str] | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(WORKER), str(self.source)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
        )
        ready = self._read(60.0)
        if ready is None or not ready.get("ready"):
            raise SystemExit(f"worker for {self.label} ({self.source}) did not start")

    def solve(self, puzzle: Puzzle, timeout: float, clock: str, max_solutions: int,
              strategies: list[str] | None = None) -> dict:
        if self.process is None or self.process.poll() is not None:
            self.start()
        assert self.process is not None and self.process.stdin is not None
        request = {"rows": puzzle.rows, "cols": puzzle.cols, "timeout": timeout, "clock": clock,
                   "max_solutions": max_solutions}
        if not puzzle.is_black_and_white:
            request.update(colours=[[c.name, c.rgb, c.char] for c in puzzle.colours],
                           row_colours=puzzle.row_colours, col_colours=puzzle.col_colours)
        if strategies is not None:
            request["strategies"] = strategies
        began = time.perf_counter()
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        # a CPU-time limit can take several times as long on a busy machine
        answer = self._read(timeout * (8 if clock == "cpu" else 2) + 5.0)
        if answer is None:
            self.stop()
            elapsed = (time.perf_counter() - began) * 1000
            return {"status": "killed", "ms": elapsed, "cpu_ms": elapsed}
        return answer

    def _read(self, limit: float) -> dict | None:
        assert self.process is not None and self.process.stdout is not None
        ready, _, _ = select.select([self.process.stdout], [], [], limit)
        line = self.process.stdout.readline() if ready else ""
        return json.loads(line) if line else None

    def stop(self) -> None:
        if self.process is not None:
            self.process.kill()
            self.process.wait()
            self.process = None


def check(case: Case, run: dict) -> str:
    """``ok``, or what is wrong with one answer."""
    status, solutions = run["status"], [tuple(s) for s in run.get("solutions", [])]
    if status == "error":
        return "ERROR " + run.get("error", "")
    if any(not satisfies(case.puzzle, s) for s in solutions):
        return "BAD SOLUTION"
    if status == "unique" and len(solutions) != 1 or status == "multiple" and len(set(solutions)) < 2:
        return "BAD SOLUTION COUNT"
    if status in FINISHED and case.known and status != case.known:
        return f"WRONG (known {case.known})"
    if status == "none" and case.given:
        return "WRONG (a solution is given)"
    # a colour file's picture may use its own characters, not ours: compare it only when it reads as a solution
    comparable = case.puzzle.is_black_and_white or case.given and satisfies(case.puzzle, case.given)
    if status == "unique" and case.given and comparable and solutions[0] != tuple(case.given):
        return "WRONG (not the given solution)"
    return "ok"


def run_all(cases: list[Case], workers: list[Worker], args: argparse.Namespace) -> None:
    width = max((len(c.name) for c in cases), default=10)
    header = [f"{'puzzle':<{width}}", f"{'size':>7}"]
    for worker in workers:
        header += [f"{worker.label[:8]:>8}", f"{'ms':>10}", f"{'cpu ms':>10}"]
    if len(workers) == 2:
        header.append(f"{'speed-up':>9}")
    print("  ".join(header + ["check"]), flush=True)
    for number, case in enumerate(cases):
        order = workers if number % 2 == 0 else workers[::-1]
        for worker in order:
            run = worker.solve(case.puzzle, args.timeout, args.clock, args.max_solutions, args.strategies)
            run["check"] = check(case, run)
            case.runs[worker.label] = run
        print(row_text(case, workers, width), flush=True)


def row_text(case: Case, workers: list[Worker], width: int) -> str:
    size = f"{case.puzzle.width}x{case.puzzle.height}"
    parts = [f"{case.name:<{width}}", f"{size:>7}"]
    for worker in workers:
        run = case.runs[worker.label]
        parts += [f"{run['status']:>8}", f"{run['ms']:>10.1f}", f"{cpu_ms(run):>10.1f}"]
    if len(workers) == 2:
        ratio = speedup(case, workers)
        parts.append(f"{ratio:>8.2f}x" if ratio is not None else f"{'-':>9}")
    problems = sorted({f"{w.label}: {case.runs[w.label]['check']}" for w in workers
                       if case.runs[w.label]["check"] != "ok"})
    parts.append("; ".join(problems) if problems else "ok")
    return "  ".join(parts)


def speedup(case: Case, workers: list[Worker]) -> float | None:
    """REF CPU time / ours, when both finished (above 1: the working tree is faster)."""
    ours, ref = (case.runs[w.label] for w in workers)
    if ours["status"] in FINISHED and ref["status"] in FINISHED and cpu_ms(ours) > 0:
        return cpu_ms(ref) / cpu_ms(ours)
    return None


def cpu_ms(run: dict) -> float:
    return run.get("cpu_ms", run["ms"])


def summary(cases: list[Case], workers: list[Worker]) -> dict:
    out: dict = {}
    for worker in workers:
        runs = [c.runs[worker.label] for c in cases]
        done = [r["ms"] for r in runs if r["status"] in FINISHED]
        done_cpu = [cpu_ms(r) for r in runs if r["status"] in FINISHED]
        out[worker.label] = {
            "puzzles": len(runs),
            "finished": len(done),
            "timeouts": sum(r["status"] in ("timeout", "killed") for r in runs),
            "problems": sum(r["check"] != "ok" for r in runs),
            "median_ms": statistics.median(done) if done else None,
            "median_cpu_ms": statistics.median(done_cpu) if done_cpu else None,
            "max_ms": max(done) if done else None,
            "max_cpu_ms": max(done_cpu) if done_cpu else None,
            "total_s": sum(r["ms"] for r in runs) / 1000,
            "total_cpu_s": sum(cpu_ms(r) for r in runs) / 1000,
            **line_solvable_summary(cases, worker.label),
        }
    if len(workers) == 2:
        ratios = [r for c in cases if (r := speedup(c, workers)) is not None]
        out["median_speedup"] = statistics.median(ratios) if ratios else None
        out["compared"] = len(ratios)
    return out


def line_solvable_summary(cases: list[Case], label: str, side: int = 30) -> dict:
    """Puzzles up to ``side`` x ``side`` that line logic alone solves: how many, how slow."""
    times = [cpu_ms(c.runs[label]) for c in cases
             if c.runs[label].get("line_solved") and max(c.puzzle.width, c.puzzle.height) <= side]
    return {
        f"line_solvable_upto_{side}": len(times),
        f"line_solvable_upto_{side}_max_ms": max(times) if times else None,
        f"line_solvable_upto_{side}_median_ms": statistics.median(times) if times else None,
    }


def print_summary(stats: dict, workers: list[Worker]) -> None:
    print()
    for worker in workers:
        s = stats[worker.label]
        median = f"{s['median_ms']:.1f} ms (cpu {s['median_cpu_ms']:.1f})" if s["median_ms"] is not None else "-"
        print(f"{worker.label}: {s['finished']}/{s['puzzles']} finished, {s['timeouts']} timeouts, "
              f"{s['problems']} problems; median {median}, "
              f"total {s['total_s']:.1f} s (cpu {s['total_cpu_s']:.1f} s)")
        if s["line_solvable_upto_30"]:
            print(f"  line-solvable puzzles up to 30x30: {s['line_solvable_upto_30']}, cpu "
                  f"median {s['line_solvable_upto_30_median_ms']:.1f} ms, "
                  f"max {s['line_solvable_upto_30_max_ms']:.1f} ms")
    if len(workers) == 2 and stats["median_speedup"] is not None:
        print(f"median speed-up of {workers[0].label} over {workers[1].label}: "
              f"{stats['median_speedup']:.2f}x on {stats['compared']} puzzles both finished")


def git_revision(source: Path) -> str:
    done = subprocess.run(["git", "-C", str(source), "describe", "--always", "--dirty"],
                          capture_output=True, text=True)
    return done.stdout.strip() or "unknown"


def is_revision(name: str) -> bool:
    """Whether git resolves ``name`` to a commit of this repository (a branch, tag, hash, ``HEAD~3``...)."""
    done = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--verify", "--quiet", "--end-of-options",
                           f"{name}^{{commit}}"], capture_output=True)
    return done.returncode == 0


@contextmanager
def temporary_worktree(revision: str, tree: Path) -> Iterator[Path]:
    """``revision`` checked out (detached) at ``tree`` for the ``with`` block, removed again however it ends;
    ``--against`` of run.py and startup.py.  A name git cannot resolve to a commit stops the
    benchmark with a message (not git's traceback)."""
    if not is_revision(revision):
        raise SystemExit(f"--against {revision}: not a git revision of {ROOT}")
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet", str(tree), revision], check=True)
    try:
        yield tree
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], check=False)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+", type=Path, help="puzzle files or directories")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per puzzle (default 10)")
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                        help="what --timeout limits: the worker's CPU time (default) or wall-clock time")
    parser.add_argument("--max-solutions", type=int, default=2)
    parser.add_argument("--solutions", type=Path, help="a tournament solution file matching the puzzles")
    parser.add_argument("--first", type=int, help="only the first N puzzles (after --every)")
    parser.add_argument("--every", type=int, default=1, help="only every K-th puzzle")
    parser.add_argument("--against", metavar="REF", help="also run git revision REF, interleaved")
    parser.add_argument("--strategies", type=strategy_codes, metavar="CODES",
                        help="which searches share the work, e.g. 111 or 000,010,111: per search three digits, "
                             "thorough / fewer-first / weighted (see search.STRATEGIES; default: the solver's)")
    parser.add_argument("--save", type=Path, default=ROOT / "bench" / "results" / "last.json")
    return parser.parse_args(argv)


def strategy_codes(text: str) -> list[str]:
    """``--strategies``: comma-separated codes of three binary digits each, to measure searches alone."""
    codes = text.split(",")
    if any(len(code) != 3 or set(code) - {"0", "1"} for code in codes):  # split gives at least [""]
        raise argparse.ArgumentTypeError(f"{text!r}: give codes of three 0/1 digits, comma-separated, e.g. 111,000")
    return codes


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    cases = load_cases(args.paths, args.solutions, args.first, args.every)
    workers = [Worker("ours", ROOT)]
    with tempfile.TemporaryDirectory(prefix="nonogram-bench-") as tmp, ExitStack() as trees:
        if args.against:
            tree = trees.enter_context(temporary_worktree(args.against, Path(tmp) / "ref"))
            workers.append(Worker(args.against, tree))
        try:
            for worker in workers:
                worker.start()
            run_all(cases, workers, args)
        finally:
            for worker in workers:
                worker.stop()
    stats = summary(cases, workers)
    print_summary(stats, workers)
    save(args, cases, workers, stats)
    return 1 if any(stats[w.label]["problems"] for w in workers[:1]) else 0


def save(args: argparse.Namespace, cases: list[Case], workers: list[Worker], stats: dict) -> None:
    record = {
        "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "revision": git_revision(ROOT),
        "against": args.against,
        "timeout": args.timeout,
        "clock": args.clock,
        "strategies": args.strategies,
        "python": platform.python_version(),
        "paths": [str(p) for p in args.paths],
        "summary": stats,
        "puzzles": [
            {"name": c.name, "size": [c.puzzle.width, c.puzzle.height], "known": c.known,
             **{label: {k: v for k, v in run.items() if k != "solutions"} for label, run in c.runs.items()}}
            for c in cases
        ],
    }
    args.save.parent.mkdir(parents=True, exist_ok=True)
    args.save.write_text(json.dumps(record, indent=1) + "\n")
    print(f"saved {args.save}")


if __name__ == "__main__":
    raise SystemExit(main())
