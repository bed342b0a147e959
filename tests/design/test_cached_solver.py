"""The fix-up search's solver (one line cache across calls) answers exactly as ``solve`` does.

It runs ``solve``'s stages itself so that candidates share a cache; a cache holds only single-line
answers, so any difference in verdict, solutions or the grids' open cells would be a bug.
"""

from __future__ import annotations

import random

from nonogram_core import solve
from nonogram_core.design.cached import SharedCacheSolver
from nonogram_core.design.palette import Design

PALETTE = [{"name": "white", "rgb": "FFFFFF", "char": "."}, {"name": "red", "rgb": "E03030", "char": "r"},
           {"name": "blue", "rgb": "3030E0", "char": "b"}]


def pictures(seed: int, chars: str, count: int):
    rng = random.Random(seed)
    for _ in range(count):
        size = rng.randint(4, 9)
        yield ["".join(rng.choice(chars) for _ in range(size)) for _ in range(size)]


def test_one_shared_cache_answers_like_solve_on_black_and_white_and_colour() -> None:
    for chars, colours in (("..#", None), ("..rb", PALETTE)):
        shared = SharedCacheSolver()  # one cache for the whole run, as in a search
        statuses = set()
        for picture in pictures(7, chars, 40):
            puzzle = Design.of(picture, colours).puzzle
            expected, got = solve(puzzle, max_solutions=2), shared(puzzle, max_solutions=2)
            assert got.status == expected.status
            assert got.solutions == expected.solutions
            assert got.line_unknown_cells() == expected.line_unknown_cells()
            if expected.status.value == "multiple":
                assert got.unknown_cells() == expected.unknown_cells()
            statuses.add(got.status.value)
        assert statuses == {"unique", "multiple"}  # both kinds of answer were compared


def test_a_work_limit_stops_a_solve_the_same_way_every_time() -> None:
    picture = ["".join("#" if c in (r, 13 - r) else "." for c in range(14)) for r in range(14)]
    puzzle = Design.of(picture).puzzle
    first = SharedCacheSolver()(puzzle, work_limit=20)
    again = SharedCacheSolver()(puzzle, work_limit=20)
    assert first.status.value == again.status.value == "timeout"
    assert first.stats.probes == again.stats.probes
    assert SharedCacheSolver()(puzzle).status.value == "multiple"
