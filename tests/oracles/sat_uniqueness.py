"""An independent uniqueness oracle for "Make it unique" (its tests and bench/fixup_bench.py): nonogram lines as SAT.

It shares nothing with ``nonogram_core``: the clues are re-derived here from the picture, each line
is the automaton of its clue (blocks in order; a background gap between two blocks of the same
colour, none needed between different colours) encoded with one state variable per (cell, state),
and a picture is unique when the clues plus "not this picture" are unsatisfiable.  Needs
``pip install python-sat`` (CPython only; not a project dependency).

>>> is_unique(("#.", ".#"))
False
>>> is_unique(("##", ".#"))
True
>>> is_unique(("ab", "b."))
True
"""

from __future__ import annotations

from collections.abc import Sequence

BACKGROUND = "."


def _blocks_of(line: str) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    previous = BACKGROUND
    for ch in line:
        if ch != BACKGROUND and ch == previous:
            out[-1] = (ch, out[-1][1] + 1)
        elif ch != BACKGROUND:
            out.append((ch, 1))
        previous = ch
    return out


class _Cnf:
    def __init__(self) -> None:
        self.clauses: list[list[int]] = []
        self.count = 0

    def var(self) -> int:
        self.count += 1
        return self.count


def _line(cnf: _Cnf, cells: list[dict[str, int]], blocks: list[tuple[str, int]], alphabet: Sequence[str]) -> None:
    """Constrain ``cells`` (a variable per character per cell) to the clue ``blocks``.

    States: ``(j, t, fresh)``, ``j`` blocks finished, ``t`` cells of block ``j`` placed (``t = 0``: between
    blocks) and ``fresh`` when the last cell ended a block (so a block of the same colour may not follow).
    The automaton is deterministic, so forward implications plus one state per position suffice.
    """
    from pysat.card import CardEnc, EncType

    states = []
    for j in range(len(blocks) + 1):
        states.append((j, 0, False))
        if j > 0:
            states.append((j, 0, True))
        if j < len(blocks):
            states.extend((j, t, False) for t in range(1, blocks[j][1]))
    index = {s: k for k, s in enumerate(states)}

    def advance(state: tuple[int, int, bool], ch: str) -> tuple[int, int, bool] | None:
        j, t, fresh = state
        if t > 0:
            colour, length = blocks[j]
            if ch != colour:
                return None
            return (j + 1, 0, True) if t + 1 == length else (j, t + 1, False)
        if ch == BACKGROUND:
            return (j, 0, False)
        if j == len(blocks):
            return None
        colour, length = blocks[j]
        if ch != colour or (fresh and blocks[j - 1][0] == colour):
            return None
        return (j + 1, 0, True) if length == 1 else (j, 1, False)

    n = len(cells)
    x = [[cnf.var() for _ in states] for _ in range(n + 1)]
    cnf.clauses.append([x[0][index[(0, 0, False)]]])
    for i in range(n):
        for s in states:
            for ch in alphabet:
                nxt = advance(s, ch)
                if nxt is None:
                    cnf.clauses.append([-x[i][index[s]], -cells[i][ch]])
                else:
                    cnf.clauses.append([-x[i][index[s]], -cells[i][ch], x[i + 1][index[nxt]]])
    for i in range(n + 1):
        amo = CardEnc.atmost(lits=x[i], bound=1, top_id=cnf.count, encoding=EncType.seqcounter)
        cnf.count = max(cnf.count, amo.nv)
        cnf.clauses.extend(amo.clauses)
    finals = [(len(blocks), 0, False)] + ([(len(blocks), 0, True)] if blocks else [])
    cnf.clauses.append([x[n][index[s]] for s in finals])


def is_unique(picture: Sequence[str]) -> bool:
    """Whether ``picture`` is the only grid with its clues (black-and-white or colour)."""
    from pysat.solvers import Solver

    height, width = len(picture), len(picture[0])
    alphabet = sorted({ch for row in picture for ch in row} | {BACKGROUND})
    cnf = _Cnf()
    grid = [[{ch: cnf.var() for ch in alphabet} for _ in range(width)] for _ in range(height)]
    for row in grid:
        for cell in row:
            lits = list(cell.values())
            cnf.clauses.append(lits)
            cnf.clauses.extend([-a, -b] for k, a in enumerate(lits) for b in lits[k + 1:])
    for r in range(height):
        _line(cnf, grid[r], _blocks_of(picture[r]), alphabet)
    for c in range(width):
        column = "".join(picture[r][c] for r in range(height))
        _line(cnf, [grid[r][c] for r in range(height)], _blocks_of(column), alphabet)
    with Solver(name="cadical153", bootstrap_with=cnf.clauses) as sat:
        assert sat.solve(), "the picture must satisfy its own clues"
        sat.add_clause([-grid[r][c][picture[r][c]] for r in range(height) for c in range(width)])
        return not sat.solve()
