"""The hitting-set phase's own parts, checked against what they stand for.

``carried`` is ``Alternatives.carry`` on the changed lines only (the phase calls it thousands of
times); on random small pictures with every second solution found by brute force, and every change
of one cell or two, both must say the same; a grid it returns must be a second solution of the
changed picture (its clues, and not the picture).  ``NearSearch.around`` must return a solution that
differs at the cell asked for.
"""

from __future__ import annotations

import itertools
import random

from nonogram_core.design.alternatives import Alternatives
from nonogram_core.design.check import apply_changes, differing
from nonogram_core.design.hitting import Known, NearSearch, carried, columns_of
from nonogram_core.model import clue_of, puzzle_from_picture


def clues(picture):
    rows = [clue_of(ch == "#" for ch in row) for row in picture]
    cols = [clue_of(ch == "#" for ch in col) for col in zip(*picture, strict=True)]
    return rows, cols


def grids_by_clues(height=3, width=4):
    """Every grid of the size, grouped by its clues (the brute force: 4096 grids)."""
    groups: dict = {}
    for bits in itertools.product(".#", repeat=height * width):
        grid = tuple("".join(bits[r * width:(r + 1) * width]) for r in range(height))
        rows, cols = clues(grid)
        groups.setdefault((tuple(rows), tuple(cols)), []).append(grid)
    return groups


def ambiguous_pictures(count, seed=7):
    groups = [group for group in grids_by_clues().values() if len(group) > 1]
    rng = random.Random(seed)
    found = []
    for group in rng.sample(groups, count):
        picture = rng.choice(group)
        found.append((picture, [grid for grid in group if grid != picture]))
    return found


def test_carried_says_what_alternatives_carry_says_and_is_a_second_solution():
    pool = Alternatives(".")
    checked = 0
    for picture, others in ambiguous_pictures(12):
        columns = columns_of(picture)
        cells = [(r, c) for r in range(len(picture)) for c in range(len(picture[0]))]
        changes = [((r, c, "#" if picture[r][c] == "." else "."),) for r, c in cells]
        changes += [a + b for a, b in itertools.combinations(changes, 2)]
        for alt in others:
            known = Known.of(picture, alt)
            for moves in changes:
                changed = apply_changes(picture, moves)
                fast = carried(picture, columns, known, moves, ".")
                slow = pool.carry(picture, alt, changed)
                assert (fast is None) == (slow is None), (picture, alt, moves)
                if fast is not None:
                    assert fast != changed and clues(fast) == clues(changed)
                checked += 1
    assert checked > 1000


def test_a_near_second_solution_differs_at_the_cell_asked_for():
    for picture, others in ambiguous_pictures(8, seed=11):
        near = NearSearch(puzzle_from_picture(picture), picture)
        for cell in near.open_cells():
            found = near.around(cell)
            assert found is not None and found in others
            assert cell in differing(picture, found)
