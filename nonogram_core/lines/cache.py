"""Memo of single-line results, keyed by (clue, line length) and the line's known cells.

Search and probing revisit the same partial lines thousands of times, so a dictionary lookup
replaces most line solves.  Lines with the same clue and length share one table; the key is the
line state packed into one int (``empty << size | filled``; a colour line's per-colour fields,
see ``colour.board``), which hashes faster than a tuple.  Contradictions are cached too (as
``None``), and a line that yields nothing new as ``AT_FIXPOINT``.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

AT_FIXPOINT = True
"""Cached in place of ``solve_line``'s answer when that answer is the line itself: most lookups
during probing meet a line that teaches nothing more, and an identity test ends them."""

LineResult = tuple[int, int] | int | None | bool
"""``solve_line``'s ``(filled, empty)``, or a colour line's packed state; ``None``; ``AT_FIXPOINT``."""

MAX_ENTRIES = 2_000_000
"""Total entries kept before the tables are emptied, to bound memory on long searches."""


class LineCache:
    """Per-(clue, size) tables of ``solve_line`` results (the propagator looks them up inline)."""

    def __init__(self) -> None:
        self._tables: dict[tuple[Hashable, int], dict[int, LineResult]] = {}
        self._trims = 0

    def table(self, clue: Sequence[Hashable], size: int) -> dict[int, LineResult]:
        """The table shared by every line with this clue and length (a colour line's clue is the
        pair of its block lengths and block colours)."""
        key = (tuple(clue), size)
        table = self._tables.get(key)
        if table is None:
            table = self._tables[key] = {}
        return table

    def trim(self) -> None:
        """Empty every table once the total grows past ``MAX_ENTRIES`` (cheap to rebuild).

        Called often (every few dozen line solves); counts the entries only every 1024th call.
        """
        self._trims += 1
        if self._trims % 1024 == 0 and sum(len(t) for t in self._tables.values()) > MAX_ENTRIES:
            for t in self._tables.values():
                t.clear()

