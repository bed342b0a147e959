""""Make it unique" always answers on thin drawings: the last resort fills stroke corners (``design.thicken``).

Both drawings are ``bench/outline_pictures.py``'s (seed 39, the set the search is tuned on), written out
so the test stands alone.  On them the hitting-set, refuting and greedy searches found no fix within the
issue's 10 s (they ran out of candidates after 6.8 s, and out of time); an exhaustive look found no fix
of one or two cells for drawings like these.  The searches for small fixes are given little work here
(``LAST_RESORT_WORK``, counted, so the test is the same on every machine), then the last resort must
answer: a picture proved unique by the SAT oracle of tests/oracles (the plain solver takes minutes on
these), nothing erased, as many strokes.
"""

from __future__ import annotations

import time

import pytest

from nonogram_core.design import check_design, suggest_unique
from nonogram_core.design.fixup import FixSearch
from nonogram_core.design.thicken import corners

from .test_fixup_outline import pieces

CROSSING = (
    "....................",
    "....................",
    "..................#.",
    ".................##.",
    "...#.............#..",
    "....#...........#...",
    ".....##........#....",
    "......##......#.....",
    "........#....##.....",
    ".........##..#......",
    "..........###.......",
    "...........##.......",
    "..........#..##.....",
    ".........##...##....",
    "........##......#...",
    "........#........##.",
    ".......#............",
    "......#.............",
    ".....#..............",
    "....................",
)

WAVE = (
    "....................",
    "....................",
    "....................",
    "....................",
    "......#.............",
    "....##.#.........##.",
    "....#...#.......##..",
    "...#.....#......#...",
    "..#......##....#....",
    ".##.......#...##....",
    ".#.........######...",
    ".##.......##....##..",
    "..##.....##.......#.",
    "...##...##..........",
    ".....###............",
    "....................",
    "....................",
    "....................",
    "....................",
    "....................",
)


@pytest.mark.parametrize("picture", [CROSSING, WAVE], ids=["crossing-strokes", "wave"])
def test_a_thin_drawing_with_no_small_fix_still_gets_a_unique_one(picture, monkeypatch) -> None:
    pytest.importorskip("pysat", reason="the SAT oracle (python-sat) decides these 20x20 drawings in time")
    from tests.oracles.sat_uniqueness import is_unique

    assert check_design(picture, timeout=10).verdict.value == "multiple" and not is_unique(picture)
    monkeypatch.setattr(FixSearch, "LAST_RESORT_WORK", 500)
    began = time.process_time()
    found = suggest_unique(picture, max_suggestions=1, budget_s=60)
    assert found, "no answer"
    assert time.process_time() - began < 5
    fix = found[0]
    assert is_unique(fix.picture)
    assert all(ch == "#" for _, _, ch in fix.changes), "a stroke was erased"
    assert pieces(fix.picture, ink=True, diagonal=True) == pieces(picture, ink=True, diagonal=True)
    assert pieces(fix.picture, ink=False, diagonal=False) == pieces(picture, ink=False, diagonal=False)
    assert len(fix.flips) <= 20


def test_the_last_resort_waits_for_the_small_fix_searches() -> None:
    """A drawing the small-fix searches fix keeps their fix (a single cell), not a corner-filled one."""
    found = suggest_unique(["#.", ".#"], max_suggestions=1)
    assert [s.flips for s in found] == [((0, 0),)]


def test_corners_join_the_steps_of_a_diagonal_from_one_side() -> None:
    diagonal = ("#...", ".#..", "..#.", "...#")
    below = [(1, 0), (2, 1), (3, 2)]
    above = [(0, 1), (1, 2), (2, 3)]
    assert corners(diagonal, above + below, "#") == above
    assert corners(diagonal, above + below, "#", thin=False) == above + below


def test_corners_never_bridge_a_gap_or_close_a_loop() -> None:
    gap = ("#.#",)
    assert corners(gap, [(0, 1)], "#", thin=False) == []  # ink on two sides, but opposite: a join
    loop = ("##.", "#.#", ".##")
    assert corners(loop, [(1, 1)], "#", thin=False) == []  # the hole of a ring
