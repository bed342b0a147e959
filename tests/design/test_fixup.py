""""Make it unique" on drawings an author would make: every fix proved unique by an independent solver,
fixes that keep the picture (edges before holes, mirror pairs in symmetric drawings, a neighbouring
ink rather than a hole), at most three different fixes, cheapest first, the same every run.

The independent checks share no code with ``nonogram_core``: clues are counted here, and uniqueness
is decided by the plain solvers of tests/oracles (``bw_plain_solver`` for black-and-white,
``colour_plain_solver`` for colour) and, when python-sat is installed, by the SAT oracle too
(``sat_uniqueness``).
"""

from __future__ import annotations

import pytest

from nonogram_core import solve
from nonogram_core.design import check_design, suggest_unique
from nonogram_core.design.check import apply_changes
from nonogram_core.design.looks import EDGE, LONE, Mirror, cell_cost
from nonogram_core.design.palette import Design
from nonogram_core.design.suggest import DEFAULT_MAX_FLIPS

from .helpers import independently_unique

# A smiley whose left eye has a stray cell above it: (2,4) and (3,3) make a 2x2 diagonal, the only
# ambiguity (4 undecided cells).  Dropping the stray cell is the fix an author would choose.
SMILEY = (
    "...####...",
    ".##....##.",
    ".#..#.#.#.",
    "#..#..#..#",
    "#........#",
    "#.#....#.#",
    "#..####..#",
    ".#......#.",
    ".##....##.",
    "...####...",
)

# Mirror-symmetric (left-right), with the same ambiguity on both sides (rows 7 and 9).
SYMMETRIC = (
    ".########.",
    "..#....#..",
    "##.####.##",
    "###....###",
    "....##....",
    "#...##...#",
    ".#..##..#.",
    ".##.##.##.",
    "#.#.##.#.#",
    "##..##..##",
)

PALETTE = [
    {"name": "white", "rgb": "FFFFFF", "char": "."},
    {"name": "red", "rgb": "E03030", "char": "r"},
    {"name": "blue", "rgb": "3030E0", "char": "b"},
]

# A red body with blue stripes: rows 1 and 2 hold a run of five reds each that may swap ends
# (.rrrrr.. / ..rrrrr. or the other way round), the only ambiguity.
COLOUR = (
    "........",
    ".rrrrr..",
    "..rrrrr.",
    ".bbbrbb.",
    ".rrrbrb.",
    ".rrrrrr.",
    ".rrrrrb.",
    "........",
)


def single_cell_fixes(picture, colours=None) -> dict[tuple[int, int, str], int]:
    """Every one-cell change that makes the design unique (by the solver), with its visual price."""
    design = Design.of(picture, colours)
    fixes = {}
    for r, row in enumerate(design.drawn):
        for c, old in enumerate(row):
            for new in design.solver_chars:
                if new != old:
                    changed = apply_changes(design.drawn, [(r, c, new)])
                    if solve(design.rebuild(changed)).status.value == "unique":
                        fixes[(r, c, design.page_char(new))] = cell_cost(design.drawn, r, c, new)
    return fixes


@pytest.mark.parametrize(("picture", "colours", "chars"), [
    (SMILEY, None, ".#"), (SYMMETRIC, None, ".#"), (COLOUR, PALETTE, ".rb")])
def test_every_fix_is_unique_by_an_independent_solver_and_at_most_three_ranked(picture, colours, chars) -> None:
    assert check_design(picture, colours=colours).verdict.value == "multiple"
    assert not independently_unique(picture, chars)  # the independent solver sees the ambiguity too
    found = suggest_unique(picture, colours=colours, max_suggestions=3, budget_s=30)
    assert 1 <= len(found) <= 3
    assert len({s.changes for s in found}) == len(found)  # different fixes
    assert [s.cost for s in found] == sorted(s.cost for s in found)  # cheapest to the eye first
    for suggestion in found:
        assert 1 <= len(suggestion.changes) <= DEFAULT_MAX_FLIPS
        assert suggestion.picture == apply_changes(picture, suggestion.changes)
        assert independently_unique(suggestion.picture, chars), suggestion


def test_the_smiley_gets_the_stray_cell_removed_and_keeps_its_mouth() -> None:
    found = suggest_unique(SMILEY, max_suggestions=3, budget_s=30)
    assert found[0].changes == ((2, 4, "."),)  # the stray cell above the eye, a line's tip
    mouth = {(6, c) for c in range(3, 7)} | {(5, 2), (5, 7)}
    for suggestion in found:
        assert not mouth & set(suggestion.flips), suggestion  # no fix eats into the mouth


def test_the_first_fix_is_as_cheap_as_the_cheapest_single_cell_that_works() -> None:
    for picture, colours in ((SMILEY, None), (COLOUR, PALETTE)):
        fixes = single_cell_fixes(picture, colours)
        assert max(fixes.values()) > min(fixes.values())  # some fixes look worse: the choice matters
        best = suggest_unique(picture, colours=colours, max_suggestions=1, budget_s=30)[0]
        assert len(best.changes) == 1 and best.changes[0] in fixes
        assert best.cost == min(fixes.values())


def test_a_symmetric_drawing_is_fixed_by_a_mirror_pair_and_stays_symmetric() -> None:
    mirror = Mirror.of(SYMMETRIC)
    assert mirror.axis == "left-right"
    assert single_cell_fixes(SYMMETRIC) == {}  # both sides are ambiguous: any fix changes two cells or more
    found = suggest_unique(SYMMETRIC, max_suggestions=3, budget_s=30)
    first = found[0]
    changes = set(first.changes)
    assert len(changes) == 2
    assert all((*mirror.image(r, c), ch) in changes for r, c, ch in changes)
    assert all(row == row[::-1] for row in first.picture)


def test_a_colour_fix_takes_a_neighbouring_ink_rather_than_punching_a_hole() -> None:
    fixes = single_cell_fixes(COLOUR, PALETTE)
    holes = [(r, c) for (r, c, ch), cost in fixes.items() if ch == "." and cost == LONE]
    assert holes  # a hole in the red would fix it too
    for suggestion in suggest_unique(COLOUR, colours=PALETTE, max_suggestions=3, budget_s=30):
        for r, c, ch in suggestion.changes:
            around = {COLOUR[r + dr][c + dc] for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)}
            assert ch in around, suggestion  # the new value is already beside the cell


def test_the_same_design_gets_the_same_fixes_every_run() -> None:
    first = suggest_unique(SYMMETRIC, max_suggestions=3, budget_s=30)
    assert suggest_unique(SYMMETRIC, max_suggestions=3, budget_s=30) == first


@pytest.mark.parametrize(("picture", "r", "c", "new", "cost"), [
    (("###", "###", "..."), 1, 1, ".", EDGE),  # the middle of a block's lower edge
    (("###", "###", "###"), 1, 1, ".", LONE),  # a hole in a solid block
    ((".#.", ".#.", ".#."), 1, 1, ".", 3),  # cutting a thin line
    (("...", ".#.", "..."), 1, 1, ".", LONE),  # dropping a lone dot (an eye)
    (("...", "...", "..."), 1, 1, "#", LONE),  # a new lone dot
    (("...", "##.", "..."), 1, 1, ".", 2),  # the tip of a line
    (("rrr", "rrr", "bbb"), 1, 1, "b", EDGE),  # a neighbouring ink
    (("rrr", "rrr", "rrr"), 1, 1, "b", LONE),  # a colour dot no neighbour has
])
def test_cell_cost_reads_the_shape_around_a_cell(picture, r, c, new, cost) -> None:
    assert cell_cost(picture, r, c, new) == cost


def test_every_fix_is_unique_by_the_sat_oracle_when_python_sat_is_installed() -> None:
    pytest.importorskip("pysat", reason="python-sat is not installed (pip install python-sat)")
    from tests.oracles.sat_uniqueness import is_unique

    for picture, colours in ((SMILEY, None), (SYMMETRIC, None), (COLOUR, PALETTE)):
        assert not is_unique(picture)
        for suggestion in suggest_unique(picture, colours=colours, max_suggestions=3, budget_s=30):
            assert is_unique(suggestion.picture)
