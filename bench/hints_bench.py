"""Benchmark hints and grading on ~30×30 puzzles (the issue's targets: a line hint ≤ 50 ms, a grade ≤ 1 s).

Puzzles: every corpus puzzle in ``../shared/puzzles/misc`` with both sides between 25 and 35, and
the first few 25×25 TAAI 2011 tournament puzzles.  For each puzzle it times ``grade`` (with a time
budget), then replays the solve and times ``next_hint`` on grids taken at 0 %, 25 %, 50 % and 75 %
of the way.  The first hint on a puzzle also pays for finding its unique solution (to spot
mistakes), so it is reported apart; the rest hit the remembered solution.  Times are CPU time of
this process (``time.process_time``): the machine is shared, and wall time swings with its load.

    .venv/bin/python bench/hints_bench.py [--tournament 10] [--timeout 10]
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from nonogram_core import read_file
from nonogram_core.hints import grade, next_hint
from nonogram_core.hints import mistakes as hint_mistakes
from nonogram_core.hints.board import Board, LineLadder
from nonogram_core.hints.techniques import LINE_METHODS

PUZZLES = Path(__file__).resolve().parents[2] / "shared" / "puzzles"
LINE_NAMES = {method.name for method in LINE_METHODS}


def corpus(tournament: int) -> list[tuple[str, object]]:
    found = []
    for path in sorted((PUZZLES / "misc").glob("*.non")):
        puzzle = read_file(path)[0]
        if 25 <= puzzle.width <= 35 and 25 <= puzzle.height <= 35:
            found.append((path.stem, puzzle))
    taai = PUZZLES / "tournament" / "taai2011.txt"
    if tournament and taai.exists():
        for index, puzzle in enumerate(read_file(taai)[:tournament]):
            found.append((f"taai2011#{index + 1}", puzzle))
    return found


def replay_grids(puzzle, fractions=(0.0, 0.25, 0.5, 0.75)) -> list[list[list[int]]]:
    """Grids met along a hints-only replay (line techniques only), at the given fractions of it."""
    board = Board(puzzle)
    ladder = LineLadder(board)
    states = [[row[:] for row in board.cells]]
    while (finding := ladder.find()) is not None:
        ladder.apply(finding)
        states.append([row[:] for row in board.cells])
    return [states[int(f * (len(states) - 1))] for f in fractions]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tournament", type=int, default=10, help="TAAI 2011 puzzles to add (default 10)")
    parser.add_argument("--timeout", type=float, default=10.0, help="grade time budget per puzzle (s)")
    args = parser.parse_args()

    grade_times, first_hints, line_hints, other_hints = [], [], [], []
    print(f"{'puzzle':42} {'size':>7} {'grade':>15} {'ls':>3} {'grade ms':>9} {'1st hint':>9} {'hints ms (line)':>16}")
    for name, puzzle in corpus(args.tournament):
        hint_mistakes._SOLUTIONS.clear()
        start = time.process_time()
        result = grade(puzzle, timeout=args.timeout)
        grade_times.append(time.process_time() - start)
        grids = replay_grids(puzzle)
        start = time.process_time()
        next_hint(puzzle, grids[0])
        first_hints.append(time.process_time() - start)
        these = []
        for grid in grids:
            start = time.process_time()
            hint = next_hint(puzzle, grid)
            elapsed = time.process_time() - start
            (line_hints if hint.technique in LINE_NAMES else other_hints).append(elapsed)
            if hint.technique in LINE_NAMES:
                these.append(elapsed)
        shown = " ".join(f"{t * 1000:.0f}" for t in these)
        print(f"{name[:42]:42} {puzzle.width:>3}x{puzzle.height:<3} {result.grade:>15} "
              f"{'yes' if result.line_solvable else 'no':>3} {ms(grade_times[-1])} {ms(first_hints[-1])}  {shown}")

    def summary(label: str, values: list[float]) -> None:
        if values:
            ordered = sorted(values)
            p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
            print(f"{label:34} n={len(values):3}  median {ms(statistics.median(values))} ms  "
                  f"p95 {ms(p95)} ms  max {ms(max(values))} ms")

    print()
    summary("grade", grade_times)
    summary("first hint (includes the solve)", first_hints)
    summary("line-technique hint (warm)", line_hints)
    summary("other hints (probing/guess/solved)", other_hints)


if __name__ == "__main__":
    main()
