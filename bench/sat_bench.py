"""The engines side by side (native, sat, auto), per puzzle, with a limit on CPU time.

    .venv/bin/python bench/sat_bench.py ../shared/puzzles/tournament/taai2011.txt --every 10 --engines auto
    .venv/bin/python bench/sat_bench.py ../shared/puzzles/survey/webpbn-18297-thing.non --engines sat,native
    .venv/bin/python bench/sat_bench.py FILE#652 --engines sat --encoding starts --solver glucose4

Each puzzle is solved in this process, one engine after another, with its CPU time limited by
``solve(cancel=)`` polling ``time.process_time`` (the SAT solver runs in this process, not in the
child process it is forked into by default, so its time counts: ``sat.child.FORK = False``): the
machine is shared, and a wall-clock limit would turn other people's load into timeouts.
``FILE#N`` names the N-th puzzle of a collection.  Every answer is checked: each
solution re-derives the clues, the engines must agree on every verdict they all reach, verdicts
must match ``verdicts.json`` for the shared corpora, and a unique solution must equal the one in
``--solutions`` (tournament files).  Per engine it prints finished puzzles, median, total and
maximum CPU seconds, and the load average; ``--save`` keeps every row as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nonogram_core import read_file, satisfies, solve  # noqa: E402
from nonogram_core.limits import Limits  # noqa: E402
from nonogram_core.sat import child  # noqa: E402

child.FORK = False  # the solver in this process: its CPU time is what the limit counts

CORPORA = ROOT.parent / "shared" / "puzzles"


def cases(specs: list[str], every: int, first: int) -> list[tuple[str, object]]:
    """(name, puzzle) for every puzzle named: ``FILE``, ``FILE#N``, or a folder's files."""
    out = []
    for spec in specs:
        path, _, number = spec.partition("#")
        files = sorted(p for p in Path(path).iterdir() if p.suffix in (".non", ".xml")) if Path(path).is_dir() \
            else [Path(path)]
        for file in files:
            puzzles = read_file(file)
            numbers = [int(number)] if number else range(first, len(puzzles) + 1, every)
            for n in numbers:
                name = file.name if len(puzzles) == 1 else f"{file.name}#{n}"
                out.append((name, puzzles[n - 1], file))
    return out


def colour_random_cases(only: str, per_class: int, seed: int) -> list[tuple[str, object, Path | None]]:
    """The seeded random colour puzzles of ``bench/colour_random.py`` whose class contains ``only``."""
    from colour_random import cases as colour_cases  # bench/ is on sys.path when this runs as a script

    import nonogram_core

    return [(f"{cls} {name}", puzzle, None) for cls, name, puzzle in colour_cases(nonogram_core, seed, per_class, only)]


def known_verdict(file: Path | None) -> str | None:
    if file is None:
        return None
    try:
        key = str(file.resolve().relative_to(CORPORA.resolve()))
        verdicts = json.loads((CORPORA / "verdicts.json").read_text())
    except (ValueError, OSError):
        return None
    verdict = verdicts.get(key)
    return None if verdict in (None, "unknown") else verdict


def run(puzzle, engine: str, limit: float, options: dict) -> tuple[str, float, list]:
    """(verdict, CPU seconds, solutions) of one engine on one puzzle under a CPU-time limit."""
    began = time.process_time()
    cancel = lambda: time.process_time() - began > limit  # noqa: E731
    if engine == "native" or not options:
        result = solve(puzzle, cancel=cancel, engine=engine)
    elif engine == "sat":
        from nonogram_core.sat.engine import solve_sat

        result = solve_sat(puzzle, Limits(cancel=cancel), **options)
    else:
        from nonogram_core.sat.portfolio import solve_auto

        result = solve_auto(puzzle, Limits(cancel=cancel), budget=options.get("budget"))
    spent = time.process_time() - began
    for solution in result.solutions:
        if not satisfies(puzzle, solution):
            raise AssertionError(f"{engine}: a solution breaks the clues")
    return f"{result.status.value}/{result.engine}", spent, result.solutions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("inputs", nargs="*", help="puzzle files, FILE#N, or folders")
    parser.add_argument("--colour-random", metavar="CLASS",
                        help="also bench/colour_random.py's puzzles of the classes containing CLASS (e.g. large)")
    parser.add_argument("--per-class", type=int, default=5, help="--colour-random: puzzles per class")
    parser.add_argument("--engines", default="native,sat,auto")
    parser.add_argument("--limit", type=float, default=60.0, help="CPU seconds per puzzle and engine")
    parser.add_argument("--every", type=int, default=1, help="every N-th puzzle of a collection")
    parser.add_argument("--first", type=int, default=1, help="the first puzzle of a collection to take")
    parser.add_argument("--encoding", help="sat: the line encoding (automaton, starts, both)")
    parser.add_argument("--solver", help="sat: the python-sat solver name")
    parser.add_argument("--no-probing", action="store_true", help="sat: seed with propagation alone")
    parser.add_argument("--budget", type=int, help="auto: the native search's budget in units of work (Stats.work)")
    parser.add_argument("--solutions", type=Path, help="tournament solutions file (checks unique verdicts)")
    parser.add_argument("--save", type=Path, help="write the rows as JSON here")
    args = parser.parse_args()
    options = {key: value for key, value in (("encoding", args.encoding), ("solver", args.solver),
                                             ("budget", args.budget)) if value is not None}
    if args.no_probing:
        options["probing"] = False
    given = read_file(args.solutions) if args.solutions else None
    engines = args.engines.split(",")
    print(f"# load {os.getloadavg()}  options {options}", flush=True)
    rows = []
    todo = cases(args.inputs, args.every, args.first)
    if args.colour_random:
        todo += colour_random_cases(args.colour_random, args.per_class, 1)
    for name, puzzle, file in todo:
        row = {"puzzle": name}
        finished = {}
        for engine in engines:
            verdict, spent, solutions = run(puzzle, engine, args.limit, {k: v for k, v in options.items()
                                                                          if engine != "native"})
            row[engine] = {"verdict": verdict, "cpu_s": round(spent, 3)}
            status = verdict.split("/")[0]
            if status != "timeout":
                finished[engine] = status
            if status == "unique" and given is not None and "#" in name:
                expected = given[int(name.rsplit("#", 1)[1]) - 1].goal
                assert expected is None or tuple(solutions[0]) == tuple(expected), f"{name}: wrong solution"
        truth = known_verdict(file)
        assert len(set(finished.values())) <= 1, f"{name}: engines disagree: {finished}"
        assert truth is None or all(v == truth for v in finished.values()), f"{name}: {finished} but truth {truth}"
        rows.append(row)
        save(args.save, options, args.limit, rows)  # after every puzzle: a run stopped early keeps its rows
        print(f"{name:32}" + "".join(f"  {e}: {row[e]['verdict']:18} {row[e]['cpu_s']:8.2f}s" for e in engines),
              flush=True)
    for engine in engines:
        times = [row[engine]["cpu_s"] for row in rows]
        done = sum(1 for row in rows if not row[engine]["verdict"].startswith("timeout"))
        print(f"# {engine}: {done}/{len(rows)} finished, median {statistics.median(times):.2f} s, "
              f"total {sum(times):.1f} s, max {max(times):.2f} s CPU")
    print(f"# load {os.getloadavg()}")


def save(path: Path | None, options: dict, limit: float, rows: list[dict]) -> None:
    if path is not None:
        path.write_text(json.dumps({"options": options, "limit": limit, "rows": rows, "load": os.getloadavg()},
                                   indent=1))


if __name__ == "__main__":
    main()
