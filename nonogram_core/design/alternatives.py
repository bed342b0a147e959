"""Second solutions the fix-up search has met, kept to refute candidates without solving them.

Solving a thin outline (where line logic decides nothing) costs tens of milliseconds, and most
candidate changes leave the design ambiguous.  Often the ambiguity a solve found survives the
change: a second solution ``alt`` of a picture ``base`` (same clues, another grid), carried over to a
candidate ``picture`` that changes a few cells of ``base``, is still a second solution of it.  Two
ways of carrying it over are tried, each checked on the lines the change touches only (the others'
clues are ``base``'s, which ``alt`` shares):

* the changed cells take the candidate's values in ``alt`` too (a change away from the ambiguity);
* a changed cell where ``alt`` and ``base`` differ takes ``base``'s value instead (the ambiguity
  swaps that cell with another, and still can).

Such a carried-over grid satisfies every clue of the candidate and differs from it, so the
candidate is proved ambiguous: no solve is needed, and the verdict is as sound as the solver's.
Only a candidate no known alternative survives is solved, which either proves it unique or adds
the new second solution to the pool.

>>> pool = Alternatives(".")
>>> pool.add(("#.", ".#"), (".#", "#."))
>>> pool.survivor(("#.", ".#")) is not None, pool.survivor(("##", ".#")) is None
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from .check import Picture, differing

Runs = tuple[tuple[str, int], ...]

MAX_KEPT = 64
"""Alternatives kept (the newest): each candidate is checked against all of them."""


def runs(line: Sequence[str], background: str) -> Runs:
    """A line's clue: its blocks as (character, length), background left out.

    >>> runs("##.a#", ".")
    (('#', 2), ('a', 1), ('#', 1))
    """
    out: list[tuple[str, int]] = []
    previous, length = background, 0
    for ch in line:
        if ch == previous:
            length += 1
            continue
        if previous != background:
            out.append((previous, length))
        previous, length = ch, 1
    if previous != background:
        out.append((previous, length))
    return tuple(out)


class Alternatives:
    """Known pairs (picture, another solution of its clues), newest first."""

    def __init__(self, background: str) -> None:
        self.background = background
        self.pairs: list[tuple[Picture, Picture]] = []

    def __len__(self) -> int:
        return len(self.pairs)

    def add(self, base: Picture, alt: Picture) -> None:
        """Keep a second solution, and each part of it that is one by itself.

        A thin outline is often ambiguous in several places at once, and a solve shows them all
        changed together; each group of changed cells whose lines no other group crosses, applied
        alone, is a second solution too (checked), and is kept on its own, so the search can undo
        them one by one without solving between.
        """
        if base == alt:
            return
        base, alt = tuple(base), tuple(alt)
        parts = [part for part in self.parts(base, alt) if part != alt]
        for grid in [alt, *parts][::-1]:
            self.pairs.insert(0, (base, grid))
        del self.pairs[MAX_KEPT:]

    def parts(self, base: Picture, alt: Picture) -> list[Picture]:
        """The groups of cells ``alt`` changes that share no line with another group, each applied
        alone to ``base`` when that keeps every clue."""
        cells = differing(base, alt)
        group = {cell: k for k, cell in enumerate(cells)}

        def find(k: int) -> int:
            while parent[k] != k:
                parent[k] = parent[parent[k]]
                k = parent[k]
            return k

        parent = list(range(len(cells)))
        for line in (0, 1):  # cells on one row (then one column) are in one group
            first: dict[int, int] = {}
            for cell in cells:
                k = first.setdefault(cell[line], group[cell])
                parent[find(group[cell])] = find(k)
        groups: dict[int, list[tuple[int, int]]] = {}
        for cell in cells:
            groups.setdefault(find(group[cell]), []).append(cell)
        if len(groups) < 2:
            return []
        out = []
        for members in groups.values():
            rows = [list(row) for row in base]
            for r, c in members:
                rows[r][c] = alt[r][c]
            grid = tuple("".join(row) for row in rows)
            if self.same_clues(grid, base, members):
                out.append(grid)
        return out

    def survivor(self, picture: Picture) -> Picture | None:
        """A second solution of ``picture`` carried over from a known one, or ``None``."""
        for base, alt in self.pairs:
            found = self.carry(base, alt, picture)
            if found is not None:
                return found
        return None

    def carry(self, base: Picture, alt: Picture, picture: Picture) -> Picture | None:
        """``alt`` (a second solution of ``base``) carried over to ``picture``, when it still is one."""
        changed = differing(base, picture)
        if not changed:
            return alt
        for swap in (False, True):
            rows = [list(row) for row in alt]
            for r, c in changed:
                rows[r][c] = base[r][c] if swap and alt[r][c] != base[r][c] else picture[r][c]
            grid = tuple("".join(row) for row in rows)
            if grid != picture and self.same_clues(grid, picture, changed):
                return grid
        return None

    def same_clues(self, grid: Picture, picture: Picture, changed: list[tuple[int, int]]) -> bool:
        """Whether the lines through the changed cells have the same clues in both grids."""
        back = self.background
        for r in {r for r, _ in changed}:
            if runs(grid[r], back) != runs(picture[r], back):
                return False
        for c in {c for _, c in changed}:
            if runs([row[c] for row in grid], back) != runs([row[c] for row in picture], back):
                return False
        return True
