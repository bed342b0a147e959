"""Clues to CNF: cell variables, and each line's clue as clauses over them.

The encoding starts from *domains*: per cell, the set of colours (bit ``k``: colour ``k``, bit 0
the background; ``Cell`` values in black-and-white) that native propagation and probing have left
possible.  A cell with one colour left is a constant, never a variable, and a line's clauses only
mention what its known cells still allow, so a board that logic nearly solved is a small formula.

Two encodings of a line, usable alone or together (``ENCODINGS``):

* ``automaton``: the line read left to right by the clue's deterministic automaton (gap, block
  cells, gap...), one variable per (position, state) still reachable from the start and still able
  to reach an accepting state.  Unit propagation on it deduces everything complete single-line
  logic deduces (it is the REGULAR constraint's decomposition).  Blotted numbers are a state that
  loops on its colour, so every line can use it.
* ``starts``: per block, its start in the *order encoding* (``o[j][p]``: block ``j`` starts at or
  before ``p``), so that "blocks in order, with a gap between blocks of one colour" is binary
  clauses; a block covers its cells, and a cell of colour ``k`` is covered by some block of colour
  ``k``.  Lines with a blotted number fall back to the automaton.

Variable 1 is the constant TRUE (a unit clause); ``-1`` is FALSE.  ``add`` drops FALSE literals
and clauses holding TRUE, so constants cost the solver nothing.

>>> from nonogram_core.model import Puzzle
>>> f = encode(Puzzle(rows=((1,), (1,)), cols=((1,), (1,))), [[3, 3], [3, 3]], "automaton")
>>> f.cell_lit(0, 0, 1) > 1, f.cell_lit(0, 0, 0) == -f.cell_lit(0, 0, 1)
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..limits import Deadline
from ..model import BLOTTED, Puzzle, block_colours, colour_count

TRUE = 1
FALSE = -1
ENCODINGS = ("automaton", "starts", "both")

Clause = list[int]


class Formula:
    """Clauses, the variable count, and each cell's literal per colour."""

    def __init__(self, domains: Sequence[Sequence[int]], colours: int) -> None:
        self.clauses: list[Clause] = [[TRUE]]
        self.top = 1
        self.colours = colours
        self.height = len(domains)
        self.width = len(domains[0]) if domains else 0
        self.domains = domains
        self.lits: list[list[list[int]]] = [[self._cell(domain) for domain in row] for row in domains]
        self.unsatisfiable = False

    def new_var(self) -> int:
        self.top += 1
        return self.top

    def add(self, clause: Clause) -> None:
        """Add ``clause`` without its FALSE literals; a clause holding TRUE is dropped, an empty one
        makes the formula unsatisfiable."""
        if TRUE in clause:
            return
        kept = [lit for lit in clause if lit != FALSE]
        if not kept:
            self.unsatisfiable = True
        self.clauses.append(kept)

    def cell_lit(self, r: int, c: int, colour: int) -> int:
        """The literal "cell (r, c) is ``colour``" (TRUE or FALSE when the domain settles it)."""
        return self.lits[r][c][colour]

    def _cell(self, domain: int) -> list[int]:
        """Per colour, the literal of one cell: constants for a settled cell, one variable for a
        two-colour domain, one per colour (exactly one true) for larger domains."""
        lits = [FALSE] * self.colours
        allowed = [k for k in range(self.colours) if domain >> k & 1]
        if len(allowed) == 1:
            lits[allowed[0]] = TRUE
        elif len(allowed) == 2:
            var = self.new_var()
            lits[allowed[0]], lits[allowed[1]] = -var, var
        elif allowed:
            for k in allowed:
                lits[k] = self.new_var()
            self.add([lits[k] for k in allowed])
            for i, a in enumerate(allowed):
                for b in allowed[i + 1:]:
                    self.add([-lits[a], -lits[b]])
        else:
            self.unsatisfiable = True
            self.clauses.append([])
        return lits

    def line_lits(self, is_row: bool, index: int) -> list[list[int]]:
        if is_row:
            return self.lits[index]
        return [self.lits[r][index] for r in range(self.height)]


def encode(
    puzzle: Puzzle, domains: Sequence[Sequence[int]], encoding: str = "automaton", deadline: Deadline | None = None
) -> Formula:
    """The CNF of ``puzzle`` restricted to ``domains`` (per cell, a bitset of allowed colours).

    ``deadline`` is checked after each line (a big board takes a second or more to encode)."""
    if encoding not in ENCODINGS:
        raise ValueError(f"unknown encoding {encoding!r}; choose one of {', '.join(ENCODINGS)}")
    formula = Formula(domains, colour_count(puzzle))
    row_colours, col_colours = block_colours(puzzle)
    lines = [(True, r, clue, row_colours[r]) for r, clue in enumerate(puzzle.rows)]
    lines += [(False, c, clue, col_colours[c]) for c, clue in enumerate(puzzle.cols)]
    for is_row, index, clue, shades in lines:
        cells = formula.line_lits(is_row, index)
        blotted = BLOTTED in clue
        if encoding in ("automaton", "both") or blotted:
            automaton(formula, cells, clue, shades)
        if encoding in ("starts", "both") and not blotted:
            starts(formula, cells, clue, shades)
        if deadline is not None:
            deadline.check()
    return formula


def line_automaton(clue: Sequence[int], shades: Sequence[int]) -> tuple[list[int], list[dict[int, int]], set[int]]:
    """The clue's deterministic automaton: per state the colour that enters it, its transitions
    (colour -> state), and the accepting states.  State 0 is the gap before the first block.

    >>> labels, moves, accept = line_automaton((2,), (1,))
    >>> labels, moves, sorted(accept)
    ([0, 1, 1, 0], [{0: 0, 1: 1}, {1: 2}, {0: 3}, {0: 3}], [2, 3])
    """
    labels = [0]
    moves: list[dict[int, int]] = [{0: 0}]
    gap = 0  # the gap state before the current block
    last_states: list[int] = []  # per block, its last state
    for j, (length, colour) in enumerate(zip(clue, shades, strict=True)):
        first = len(labels)
        moves[gap][colour] = first
        if j and shades[j - 1] != colour:
            moves[last_states[-1]][colour] = first
        cells = 1 if length == BLOTTED else length
        for t in range(cells):
            labels.append(colour)
            moves.append({})
            if t:
                moves[first + t - 1][colour] = first + t
        last = first + cells - 1
        if length == BLOTTED:
            moves[last][colour] = last
        last_states.append(last)
        gap = len(labels)
        labels.append(0)
        moves.append({0: gap})
        moves[last][0] = gap
    accept = {gap} | ({last_states[-1]} if last_states else set())
    return labels, moves, accept


def automaton(formula: Formula, cells: list[list[int]], clue: Sequence[int], shades: Sequence[int]) -> None:
    """Clauses making the line a word of the clue's automaton (see the module's docstring)."""
    labels, moves, accept = line_automaton(clue, shades)
    n = len(cells)
    allowed = [[k for k, lit in enumerate(lits) if lit != FALSE] for lits in cells]
    layers = [{0}]
    for i in range(n):
        layers.append({moves[q][k] for q in layers[i] for k in allowed[i] if k in moves[q]})
    layers[n] &= accept
    for i in range(n - 1, -1, -1):
        layers[i] = {q for q in layers[i] if any(moves[q].get(k) in layers[i + 1] for k in allowed[i])}
    if not layers[0]:
        formula.add([])
        return
    node = [{q: TRUE if len(layer) == 1 else formula.new_var() for q in layer} for layer in layers]
    add = formula.add
    for i in range(n):
        here, there, lits = node[i], node[i + 1], cells[i]
        for q, var in here.items():
            for k in allowed[i]:
                target = moves[q].get(k)
                if target in there:
                    add([-var, -lits[k], there[target]])
                else:
                    add([-var, -lits[k]])
        preds: dict[int, list[int]] = {t: [] for t in there}
        for q, var in here.items():
            for target in set(moves[q].values()):
                if target in preds:
                    preds[target].append(var)
        for t, var in there.items():
            add([-var, lits[labels[t]]])
            add([-var, *preds[t]])
        for k in allowed[i]:
            add([-lits[k], *(var for t, var in there.items() if labels[t] == k)])


def starts(formula: Formula, cells: list[list[int]], clue: Sequence[int], shades: Sequence[int]) -> None:
    """Clauses placing each block by its start, in the order encoding (see the module's docstring)."""
    n = len(cells)
    m = len(clue)
    gaps = [1 if j + 1 < m and shades[j + 1] == shades[j] else 0 for j in range(m)]
    candidates = _start_candidates(cells, clue, shades, gaps)
    if candidates is None:
        formula.add([])
        return
    add = formula.add
    order: list[dict[int, int]] = []  # per block: p -> literal "starts at or before p"
    start_lit: list[dict[int, int]] = []
    for j, places in enumerate(candidates):
        lo, hi = places[0], places[-1]
        at_most = {p: formula.new_var() for p in range(lo, hi)}
        at_most[hi] = TRUE
        at_most[lo - 1] = FALSE
        for p in range(lo, hi - 1):
            add([-at_most[p], at_most[p + 1]])
        valid = set(places)
        lits = {}
        for p in range(lo, hi + 1):
            if p in valid:
                s = formula.new_var()
                add([-s, at_most[p]])
                add([-s, -at_most[p - 1]])
                add([s, -at_most[p], at_most[p - 1]])
                lits[p] = s
                for i in range(p, p + clue[j]):
                    add([-s, cells[i][shades[j]]])
            else:
                add([-at_most[p], at_most[p - 1]])
        order.append(at_most)
        start_lit.append(lits)
        if j:
            before = order[j - 1]
            step = clue[j - 1] + gaps[j - 1]
            low, high = candidates[j - 1][0], candidates[j - 1][-1]
            for p in range(lo, hi + 1):
                q = min(p - step, high)
                add([-at_most[p], before[q] if q >= low - 1 else FALSE])
    for i in range(n):
        for k, lit in enumerate(cells[i]):
            if k == 0 or lit == FALSE:
                continue
            cover = [s for j in range(m) if shades[j] == k
                     for p, s in start_lit[j].items() if p <= i < p + clue[j]]
            add([-lit, *cover])


def _start_candidates(
    cells: list[list[int]], clue: Sequence[int], shades: Sequence[int], gaps: list[int]
) -> list[list[int]] | None:
    """Per block, the starts its own cells allow, between the leftmost and rightmost packings;
    ``None`` when some block has none."""
    n = len(cells)
    m = len(clue)
    earliest = [0] * m
    latest = [0] * m
    position = 0
    for j in range(m):
        earliest[j] = position
        position += clue[j] + gaps[j]
    position = n
    for j in range(m - 1, -1, -1):
        position -= clue[j]
        latest[j] = position
        position -= gaps[j - 1] if j else 0
    out = []
    for j in range(m):
        colour, length = shades[j], clue[j]
        places = []
        for p in range(earliest[j], latest[j] + 1):
            if any(cells[i][colour] == FALSE for i in range(p, p + length)):
                continue
            if p > 0 and cells[p - 1][colour] == TRUE or p + length < n and cells[p + length][colour] == TRUE:
                continue
            places.append(p)
        if not places:
            return None
        out.append(places)
    return out
