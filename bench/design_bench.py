"""Benchmark the editor's core on 30×30 designs: check time and suggestion time.

Designs are seeded random pictures of three kinds: "noise" (each cell filled with probability
0.6-0.7), "blobs" (a few filled discs, like drawn shapes) and blobs with one to three 2×2
diagonals drawn in, so both ambiguous and unique designs occur.

    .venv/bin/python bench/design_bench.py [--count 20] [--size 30] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from nonogram_core.design import check_design, suggest_line_solvable, suggest_unique


def noise(rng: random.Random, size: int) -> tuple[str, ...]:
    p = rng.choice((0.6, 0.65, 0.7))
    return tuple("".join("#" if rng.random() < p else "." for _ in range(size)) for _ in range(size))


def blobs(rng: random.Random, size: int) -> tuple[str, ...]:
    count = rng.randint(3, 7)
    discs = [(rng.uniform(0, size), rng.uniform(0, size), rng.uniform(2, size / 3)) for _ in range(count)]

    def inside(r: int, c: int) -> bool:
        return any((r - y) ** 2 + (c - x) ** 2 < d * d for y, x, d in discs)

    return tuple("".join("#" if inside(r, c) else "." for c in range(size)) for r in range(size))


def blobs_with_diagonals(rng: random.Random, size: int) -> tuple[str, ...]:
    """Blobs with one to three 2×2 windows redrawn as a diagonal (a classic local ambiguity)."""
    cells = [list(row) for row in blobs(rng, size)]
    for _ in range(rng.randint(1, 3)):
        r, c = rng.randrange(size - 1), rng.randrange(size - 1)
        cells[r][c] = cells[r + 1][c + 1] = "#"
        cells[r][c + 1] = cells[r + 1][c] = "."
    return tuple("".join(row) for row in cells)


KINDS = (noise, blobs, blobs_with_diagonals)


def arguments(description: str, count: int) -> argparse.Namespace:
    """The options both design benches take (this one and ``editor_browser_bench.py``)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--count", type=int, default=count, help="designs of each kind")
    parser.add_argument("--size", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    return parser.parse_args()


def designs(count: int, size: int, seed: int):
    """``(kind, picture)`` for ``count`` seeded designs of each kind in ``KINDS``, kind by kind."""
    rng = random.Random(seed)
    for make in KINDS:
        for _ in range(count):
            yield make.__name__, make(rng, size)


def timed(function, *args, **kwargs):
    started = time.perf_counter()
    value = function(*args, **kwargs)
    return value, (time.perf_counter() - started) * 1000


def summary(name: str, values: list[float]) -> str:
    if not values:
        return f"{name:>22}: (none)"
    return (
        f"{name:>22}: n={len(values):3d}  median {statistics.median(values):8.1f} ms"
        f"  max {max(values):8.1f} ms"
    )


def main() -> None:
    args = arguments(__doc__.splitlines()[0], count=20)
    checks: list[float] = []
    unique_times: list[float] = []
    line_times: list[float] = []
    verdicts: dict[str, int] = {}
    fixed = fixable = 0
    for _, picture in designs(args.count, args.size, args.seed):
        check, ms = timed(check_design, picture, timeout=10)
        checks.append(ms)
        verdicts[check.verdict.value] = verdicts.get(check.verdict.value, 0) + 1
        if check.verdict.value == "multiple":
            fixable += 1
            found, ms = timed(suggest_unique, picture, max_suggestions=3, budget_s=5)
            unique_times.append(ms)
            fixed += bool(found)
        elif not check.line_solvable:
            _, ms = timed(suggest_line_solvable, picture, max_suggestions=3, budget_s=5)
            line_times.append(ms)
    print(f"{3 * args.count} designs of {args.size}×{args.size}: {verdicts}")
    print(summary("check_design", checks))
    print(summary("suggest_unique", unique_times))
    print(f"{'':>22}  found a fix for {fixed} of {fixable} ambiguous designs")
    print(summary("suggest_line_solvable", line_times))


if __name__ == "__main__":
    main()
