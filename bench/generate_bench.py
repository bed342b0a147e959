"""Time ``nonogram_core.generate``: CPU seconds per puzzle over seeds 0..N-1, median and max.

    .venv/bin/python bench/generate_bench.py                 # the issue's speed goals and a few more
    .venv/bin/python bench/generate_bench.py 15x15:medium 20x20:hard:3   # SIZE:DIFFICULTY[:COLOURS]
    .venv/bin/python bench/generate_bench.py --colour                # the goals in 2, 3 and 6 colours, easy in 2-6
    .venv/bin/python bench/generate_bench.py --easy                  # colour easy only

CPU time (``time.process_time``), not wall clock: the machine is shared, and the load average
printed beside each row says how shared.  Every puzzle is also checked (unique, and the grade asked
for), so a speed-up that breaks the promise does not pass unnoticed.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

from nonogram_core import grade, solve
from nonogram_core.generate import generate

DEFAULT = ["15x15:medium", "20x20:hard", "30x30:medium", "15x15:easy", "15x15:hard", "40x40:medium", "20x20:medium:3"]
COLOUR = [f"{spec}:{inks}" for inks in (2, 3, 6) for spec in ("15x15:medium", "20x20:hard", "30x30:medium")] + [
    "15x15:trivial:3", "20x20:trivial:3", "15x15:hard:3"] + [f"15x15:easy:{inks}" for inks in range(2, 7)] + [
    "10x10:easy:4", "20x20:easy:3", "40x40:easy:6"]
"""``--colour``: the speed goals' requests in 2, 3 and 6 colours, colour trivial, and colour easy in every palette."""
GOALS = {"15x15:medium": 0.5, "20x20:hard": 2.0, "30x30:medium": 3.0}


def run(spec: str, count: int) -> str:
    size, difficulty, *rest = spec.split(":")
    width, height = map(int, size.split("x"))
    colours = int(rest[0]) if rest else 1
    times = []
    for seed in range(count):
        began = time.process_time()
        puzzle = generate(width, height, difficulty, colours=colours, seed=seed)
        times.append(time.process_time() - began)
        assert solve(puzzle).status.value == "unique"
        assert grade(puzzle).grade == difficulty
    goal = GOALS.get(":".join(spec.split(":")[:2]))
    return (f"{spec:16} n={count:3}  median {statistics.median(times):6.3f} s  max {max(times):6.3f} s"
            f"  goal {f'{goal:.1f} s' if goal else '-':>6}  load {os.getloadavg()[0]:.1f}")


def main(argv: list[str]) -> None:
    specs = COLOUR if argv == ["--colour"] else [s for s in COLOUR if ":easy:" in s] if argv == ["--easy"] else (
        argv or DEFAULT)
    for spec in specs:
        count = 10 if spec.startswith(("30", "40")) else 20
        print(run(spec, count), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
