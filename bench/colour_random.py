"""Benchmark the colour solver on seeded random colour puzzles, class by class.

    .venv/bin/python bench/colour_random.py                  # every class, 10 s CPU per puzzle
    .venv/bin/python bench/colour_random.py --only large --timeout 5 --per-class 6
    .venv/bin/python bench/colour_random.py --src /tmp/base  # another checkout's nonogram_core (A/B)

The corpus colour puzzles are drawn pictures that logic nearly solves; the puzzles a judge may
bring are not: random grids (every cell background with some probability, else a random ink)
and smoother "picture-like" ones (a random grid smoothed by a few majority-vote rounds, so
colours form blobs), 5x5 to 50x40, 2 to 5 ink colours, background share 0.2 to 0.7, some made
contradictory (often, not always) by swapping two blocks of one clue.  A class is a size band and a kind, e.g.
``large/blobs`` or ``medium/uniform-mutated``.  Each puzzle is solved in this process with a
limit on its CPU time (``cancel`` polls ``time.process_time``), so a loaded machine does not turn
work into timeouts; every solution found is checked against its clues.

Per class it prints the verdict counts, timeouts, and the median and max CPU time; ``--list``
also prints each puzzle's line.  The same ``--seed`` makes the same puzzles.
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SIZES = {
    "small": ((5, 15), (5, 15)),
    "medium": ((20, 30), (20, 30)),
    "large": ((31, 50), (31, 40)),
    "hard": ((30, 40), (30, 40)),
}
"""Size bands: ((min width, max width), (min height, max height)).  ``hard`` is large random grids
with 2 or 3 inks and 40-60% background, the puzzles that took seconds when this benchmark began."""

KINDS = ("uniform", "blobs", "uniform-mutated", "blobs-mutated")

Grid = list[list[int]]


def random_cells(rng: random.Random, width: int, height: int, inks: int, background: float) -> Grid:
    """Each cell background with probability ``background``, else one of ``inks`` colours (1..inks)."""
    return [[0 if rng.random() < background else rng.randint(1, inks) for _ in range(width)] for _ in range(height)]


def smoothed(grid: Grid, rounds: int = 2) -> Grid:
    """``grid`` after ``rounds`` of each cell taking the commonest value of its 3x3 neighbourhood
    (ties keep the cell): blobs of one colour, like a drawn picture's areas."""
    height, width = len(grid), len(grid[0])
    for _ in range(rounds):
        new = []
        for r in range(height):
            row = []
            for c in range(width):
                votes = Counter(
                    grid[rr][cc]
                    for rr in range(max(0, r - 1), min(height, r + 2))
                    for cc in range(max(0, c - 1), min(width, c + 2))
                )
                value, count = votes.most_common(1)[0]
                row.append(value if count > votes[grid[r][c]] else grid[r][c])
            new.append(row)
        grid = new
    return grid


def clue(line: list[int]) -> tuple[list[int], list[int]]:
    """Block lengths and colours of one line."""
    lengths: list[int] = []
    shades: list[int] = []
    previous = 0
    for cell in line:
        if cell and cell == previous:
            lengths[-1] += 1
        elif cell:
            lengths.append(1)
            shades.append(cell)
        previous = cell
    return lengths, shades


def mutate(rng: random.Random, rows: list, cols: list, inks: int) -> None:
    """Swap two blocks of one line (lengths and colours), or failing that move one cell from one
    block to another: the colour totals stay, so no sum check sees it and only solving can tell."""
    lines = [line for line in (*rows, *cols) if len(line[0]) > 1]
    if not lines:
        return
    lengths, shades = rng.choice(lines)
    i, j = rng.sample(range(len(lengths)), 2)
    if (lengths[i], shades[i]) != (lengths[j], shades[j]):
        lengths[i], lengths[j] = lengths[j], lengths[i]
        shades[i], shades[j] = shades[j], shades[i]
    elif lengths[i] > 1:
        lengths[i] -= 1
        lengths[j] += 1


def make_puzzle(nc, rng: random.Random, band: str, kind: str):
    """One seeded puzzle of a class, with a name that says what it is."""
    (w0, w1), (h0, h1) = SIZES[band]
    width, height = rng.randint(w0, w1), rng.randint(h0, h1)
    inks = rng.randint(2, 3) if band == "hard" else rng.randint(2, 5)
    background = rng.uniform(0.4, 0.6) if band == "hard" else rng.uniform(0.2, 0.7)
    grid = random_cells(rng, width, height, inks, background)
    if kind.startswith("blobs"):
        grid = smoothed(grid)
    used = sorted({cell for row in grid for cell in row if cell})
    if len(used) < 2:  # one ink is a black-and-white puzzle: not what this measures
        grid[0][0], grid[-1][-1] = 1, 2
    rows = [clue(row) for row in grid]
    cols = [clue(list(col)) for col in zip(*grid, strict=True)]
    if kind.endswith("mutated"):
        mutate(rng, rows, cols, inks)
    palette = tuple(nc.Colour(name, "000000", ch) for name, ch in zip(("white", *"abcdef"), ".abcdef", strict=False))
    puzzle = nc.Puzzle(
        rows=tuple(tuple(lengths) for lengths, _ in rows),
        cols=tuple(tuple(lengths) for lengths, _ in cols),
        colours=palette[: inks + 1],
        row_colours=tuple(tuple(shades) for _, shades in rows),
        col_colours=tuple(tuple(shades) for _, shades in cols),
    )
    return f"{width}x{height} k{inks} bg{background:.2f}", puzzle


def cases(nc, seed: int, per_class: int, only: str | None) -> list[tuple[str, str, object]]:
    """Every puzzle of the run: (class, name, puzzle), the same for the same seed."""
    out = []
    for band in SIZES:
        for kind in KINDS if band != "hard" else ("uniform", "uniform-mutated"):
            cls = f"{band}/{kind}"
            rng = random.Random(f"{seed}/{cls}")
            puzzles = [make_puzzle(nc, rng, band, kind) for _ in range(per_class)]
            if only is None or only in cls:
                out.extend((cls, name, puzzle) for name, puzzle in puzzles)
    return out


def run_one(nc, puzzle, timeout: float) -> tuple[str, float, int]:
    """Solve with a CPU-time limit; (verdict, CPU seconds, search nodes).  Raises on a wrong solution."""
    began = time.process_time()
    result = nc.solve(puzzle, cancel=lambda: time.process_time() - began > timeout)
    spent = time.process_time() - began
    for solution in result.solutions:
        if not nc.satisfies(puzzle, solution):
            raise AssertionError(f"a solution does not satisfy its clues: {solution}")
    status = result.status.value
    if status == "multiple" and len(set(map(tuple, result.solutions))) < 2:
        raise AssertionError("multiple without two distinct solutions")
    return status, spent, result.stats.search_nodes


def report(rows: list[tuple[str, str, str, float, int]]) -> None:
    """Per class: verdict counts, timeouts, median and max CPU time."""
    print(f"{'class':28} {'n':>3} {'unique':>6} {'multi':>6} {'none':>5} {'t/o':>4} {'median s':>9} {'max s':>7}")
    classes = dict.fromkeys(cls for cls, *_ in rows)
    for cls in [*classes, "all"]:
        mine = [row for row in rows if cls in ("all", row[0])]
        verdicts = Counter(row[2] for row in mine)
        times = [row[3] for row in mine]
        print(
            f"{cls:28} {len(mine):3} {verdicts['unique']:6} {verdicts['multiple']:6} {verdicts['none']:5}"
            f" {verdicts['timeout'] + verdicts['cancelled']:4} {statistics.median(times):9.3f} {max(times):7.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-class", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=10.0, help="CPU seconds per puzzle")
    parser.add_argument("--only", help="run only the classes whose name contains this")
    parser.add_argument("--src", type=Path, default=ROOT, help="the checkout whose nonogram_core to run")
    parser.add_argument("--list", action="store_true", help="print every puzzle's line")
    args = parser.parse_args()
    sys.path.insert(0, str(args.src.resolve()))
    nc = importlib.import_module("nonogram_core")
    print(f"# {nc.__file__}  load {os.getloadavg()[0]:.1f}", flush=True)
    rows = []
    for cls, name, puzzle in cases(nc, args.seed, args.per_class, args.only):
        status, spent, nodes = run_one(nc, puzzle, args.timeout)
        rows.append((cls, name, status, spent, nodes))
        if args.list:
            print(f"{cls:28} {name:22} {status:9} {spent:7.3f}s {nodes:6} nodes", flush=True)
    report(rows)
    print(f"# load {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
