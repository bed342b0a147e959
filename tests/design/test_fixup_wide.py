"""The widened "Make it unique": thin diagonals and outlines, where logic decides almost nothing and
small fixes are rare, get a fix of up to ``DEFAULT_MAX_FLIPS`` cells instead of none (from the
hitting-set phase or the widened greedy paths).  Each fix is proved unique by tests/oracles' plain
solver (shares no code with the package) and, when python-sat is installed, by the benchmark's SAT
oracle; every change it keeps is needed (trimmed); none erases more than a quarter of the drawing
(wiping a line out is always unique, never a fix).  The budget is generous: the search counts its
work, the budget is only a cut-off on a loaded machine.
"""

from __future__ import annotations

import pytest

from nonogram_core.design import check_design, suggest_unique
from nonogram_core.design.fixup import FixSearch
from nonogram_core.design.suggest import DEFAULT_MAX_FLIPS

from .helpers import independently_unique


def diagonal(n: int) -> tuple[str, ...]:
    """A 1-cell diagonal: every permutation of it has the same clues (n! solutions)."""
    return tuple("".join("#" if c == r else "." for c in range(n)) for r in range(n))


def cross(n: int) -> tuple[str, ...]:
    """A thin X: two crossing 1-cell diagonals."""
    return tuple("".join("#" if c in (r, n - 1 - r) else "." for c in range(n)) for r in range(n))


def two_diagonals(n: int) -> tuple[str, ...]:
    """Two parallel thin diagonals three cells apart."""
    return tuple("".join("#" if c in (r, r + 3) else "." for c in range(n)) for r in range(n))


@pytest.mark.parametrize("picture", [
    pytest.param(cross(10), id="cross-10"),
    pytest.param(diagonal(12), id="diagonal-12", marks=pytest.mark.slow),
    pytest.param(two_diagonals(10), id="two-diagonals-10", marks=pytest.mark.slow),
])
def test_a_thin_diagonal_gets_a_wide_fix_proved_unique(picture) -> None:
    assert check_design(picture).verdict.value == "multiple"
    found = suggest_unique(picture, max_suggestions=1, budget_s=120)
    assert found, "the wide search gave up"
    fix = found[0]
    # the wide search's fixes go beyond NARROW_FLIPS; the hitting-set phase (design.hitting) may find
    # fewer (diagonal-12: 8 cells, where the greedy paths needed more than 8)
    assert 0 < len(fix.flips) <= DEFAULT_MAX_FLIPS
    assert sum(a != b for ra, rb in zip(picture, fix.picture, strict=True)
               for a, b in zip(ra, rb, strict=True)) == len(fix.flips)
    ink = sum(row.count("#") for row in picture)
    erased = sum(1 for r, c, ch in fix.changes if ch == "." and picture[r][c] == "#")
    assert erased <= FixSearch.MAX_ERASED * ink  # the drawing is kept, not wiped out
    assert independently_unique(fix.picture)
    try:
        from tests.oracles.sat_uniqueness import is_unique
    except ImportError:  # python-sat is not installed
        return
    assert is_unique(fix.picture) and not is_unique(picture)
