"""``grade`` keeps its deadline in every stage, line techniques included, and so does ``nonogram grade``.

Before, only probing looked at the clock: a big line-solvable picture (the 200x200 Gargantua) was
graded in full, 25 s, whatever the timeout.  The line ladders now count the lines they examine on
the same clock (``hints.clock.Clock``), which looks at the time every few lines.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from nonogram_core import Colour, Puzzle, colour_blocks_of, grade, puzzle_from_picture, read_file
from nonogram_core.cli import main
from nonogram_core.hints.clock import Clock, Deadline
from tests.corpora import corpus_file

DISCS = [(30, 30, 20), (80, 40, 25), (60, 90, 28), (100, 100, 15), (20, 95, 12)]


def discs(side: int = 120, inks: int = 1) -> list[list[int]]:
    """A picture of filled discs and a stripe every 17 rows: line-solvable, and long to replay (seconds)."""
    return [[next((1 + k % inks for k, (a, b, s) in enumerate(DISCS) if (r - a) ** 2 + (c - b) ** 2 <= s * s),
                  1 if r % 17 == 0 else 0) for c in range(side)] for r in range(side)]


def colour_puzzle(picture: list[list[int]], inks: int) -> Puzzle:
    palette = (Colour("white", "FFFFFF", "."), *(Colour(f"ink{k}", f"{40 * k:02X}0000", "abc"[k - 1])
                                                  for k in range(1, inks + 1)))
    lines = [colour_blocks_of(row) for row in picture]
    columns = [colour_blocks_of(column) for column in zip(*picture, strict=True)]
    return Puzzle(rows=tuple(tuple(n for n, _ in line) for line in lines),
                  cols=tuple(tuple(n for n, _ in line) for line in columns), colours=palette,
                  row_colours=tuple(tuple(k for _, k in line) for line in lines),
                  col_colours=tuple(tuple(k for _, k in line) for line in columns))


@pytest.mark.parametrize("inks", [1, 2])
def test_the_line_ladder_stops_at_the_deadline(inks: int) -> None:
    picture = discs(inks=inks)
    puzzle = puzzle_from_picture(["".join(".#"[v] for v in row) for row in picture]) if inks == 1 else \
        colour_puzzle(picture, inks)
    began = time.perf_counter()
    graded = grade(puzzle, timeout=0.2)
    spent = time.perf_counter() - began
    assert graded.grade == "timeout" and graded.stall_grid is not None
    assert graded.steps["probing"] == graded.steps["two_line"] == 0  # stopped among the line techniques
    assert spent < 1.2, f"{spent:.2f} s for a 0.2 s deadline"


def test_a_cancel_stops_the_line_ladder_within_a_step() -> None:
    asked: list[float] = []
    puzzle = puzzle_from_picture(["".join(".#"[v] for v in row) for row in discs()])

    def cancel() -> bool:
        asked.append(time.perf_counter())
        return len(asked) > 3

    graded = grade(puzzle, cancel=cancel)
    assert graded.grade == "timeout" and len(asked) == 4
    assert sum(graded.steps.values()) < 20  # asked every few lines, not once per step


def test_the_clock_looks_at_the_time_only_every_few_units() -> None:
    looks: list[int] = []
    clock = Clock(cancel=lambda: looks.append(1) is None and len(looks) >= 3)
    for _ in range(Clock.CHECK_EVERY * 2):
        clock.tick()
    assert len(looks) == 2
    with pytest.raises(Deadline):
        clock.tick(Clock.CHECK_EVERY)


def gargantua() -> Path:
    return corpus_file("misc", "ps-nonograms-org-51237-gargantua.non")


def test_grade_of_the_200_by_200_gargantua_keeps_a_1_s_deadline() -> None:
    [puzzle] = read_file(gargantua())
    began = time.perf_counter()
    graded = grade(puzzle, timeout=1)
    assert graded.grade == "timeout"
    assert time.perf_counter() - began < 2.0


def test_nonogram_grade_of_gargantua_ends_within_3_5_s_saying_it_timed_out(
        capsys: pytest.CaptureFixture[str]) -> None:
    path = gargantua()
    began = time.perf_counter()
    status = main(["grade", "--timeout", "2", "--json", str(path)])
    spent = time.perf_counter() - began
    assert status == 0
    assert '"grade": "timeout"' in capsys.readouterr().out
    assert spent < 3.5, f"{spent:.2f} s"
