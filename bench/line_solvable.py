"""Time ``solve`` on puzzles that single-line logic alone solves (the goal: 30x30 within 5 ms).

Real corpora hold only a handful of small line-solvable puzzles, so this also draws seeded
random pictures (dense ones are usually line-solvable) and keeps those whose ``line_grid`` is
complete.  Each puzzle is solved ``--repeat`` times and its best CPU time kept, which removes
the noise of a shared machine; the first solve of a fresh process is not special-cased (the
line cache is per solve).

    .venv/bin/python bench/line_solvable.py --size 30 --count 100
    .venv/bin/python bench/line_solvable.py ../shared/puzzles/misc ../shared/puzzles/survey
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from run import load_cases  # noqa: E402  (bench/ is on sys.path when this runs as a script)

from nonogram_core import Puzzle, puzzle_from_picture, solve  # noqa: E402


def random_puzzles(size: int, count: int, seed: int) -> list[tuple[str, Puzzle]]:
    rng = random.Random(seed)
    out = []
    for n in range(count):
        density = rng.uniform(0.6, 0.8)
        picture = ["".join("#" if rng.random() < density else "." for _ in range(size)) for _ in range(size)]
        out.append((f"random-{size}-{n}", puzzle_from_picture(picture)))
    return out


def file_puzzles(paths: list[Path], side: int) -> list[tuple[str, Puzzle]]:
    cases = load_cases(paths, solutions=None, first=None, every=1)  # bench/run.py's reading of files and folders
    return [(case.name, case.puzzle) for case in cases if max(case.puzzle.width, case.puzzle.height) <= side]


def best_cpu_ms(puzzle: Puzzle, repeat: int) -> tuple[float, bool]:
    """Best CPU time of ``repeat`` solves, and whether line logic alone solved the puzzle.

    Puzzles that need search are cut short (a one-second timeout): only their flag matters.
    """
    best = float("inf")
    for _ in range(repeat):
        began = time.process_time()
        result = solve(puzzle, timeout=1.0)
        if result.line_grid is None or result.line_unknown_cells():
            return best, False
        best = min(best, (time.process_time() - began) * 1000)
    return best, repeat > 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", type=Path, help="puzzle files or directories (else random pictures)")
    parser.add_argument("--size", type=int, default=30, help="side of the random pictures; also the largest side")
    parser.add_argument("--count", type=int, default=100, help="random pictures to draw")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--limit-ms", type=float, default=5.0)
    args = parser.parse_args(argv)
    cases = file_puzzles(args.paths, args.size) if args.paths else random_puzzles(args.size, args.count, args.seed)
    times = []
    for name, puzzle in cases:
        ms, line_solved = best_cpu_ms(puzzle, args.repeat)
        if line_solved:
            times.append(ms)
            flag = "  OVER" if ms > args.limit_ms else ""
            print(f"{name:<40} {puzzle.width}x{puzzle.height}  {ms:7.2f} ms{flag}")
    if not times:
        print("no line-solvable puzzles among them")
        return 0
    over = sum(t > args.limit_ms for t in times)
    print(f"\n{len(times)} line-solvable of {len(cases)}: median {statistics.median(times):.2f} ms, "
          f"max {max(times):.2f} ms, {over} over {args.limit_ms:g} ms (best of {args.repeat}, CPU time)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
