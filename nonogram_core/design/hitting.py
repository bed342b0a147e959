"""Fixing a thin drawing by hitting its second solutions: few changes, each chosen to refute many.

On an outline (where line logic decides almost nothing) the ambiguity is many small "switches"
at once: a stair of a diagonal that can step one cell later, two crossing strokes that can trade
ends.  A fix must refute every one of them, and a greedy path that undoes the one second solution
in view, then solves to meet the next, spends a change (and a 30-140 ms solve) on each; it ends
with 8-12 changed cells, or none within 10 s.

This search first *collects* second solutions close to the picture, cheaply: for each open cell,
line logic with that cell forced to the other value, then a depth-first search preferring the
picture's value everywhere else (``near_alternative``); the result differs from the picture in
little more than the switch through that cell.  Then it picks changes as a hitting set: each step
takes the change that the most known second solutions do not survive (``Alternatives.carry``'s
test, on the changed lines only), the cheaper to the eye first among equals, until none survives.
Only then is the picture solved: unique is an answer; a new second solution joins the pool and the
set is chosen again from the drawn picture, so changes that the new knowledge makes useless are
not kept.  Every answer is still the solver's verdict; the pool only chooses what to solve.

>>> from nonogram_core.model import puzzle_from_picture
>>> picture = ("#.", ".#")
>>> near_alternative(puzzle_from_picture(picture), picture, (0, 0))
('.#', '#.')
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..limits import Deadline
from ..lines.cache import LineCache
from ..model import Puzzle
from ..propagate import Board, Propagator
from ..result import Stats
from .alternatives import Alternatives, runs
from .check import Move, Picture, Position, apply_changes, around, differing
from .looks import END

if TYPE_CHECKING:
    from .fixup import FixSearch, State, Unit

NEAR_NODES = 60
"""Boards a search for one near second solution may propagate before it gives up."""

def near_alternative(puzzle: Puzzle, picture: Picture, cell: Position, lines: LineCache | None = None,
                     node_limit: int = NEAR_NODES) -> Picture | None:
    """A solution of ``puzzle`` other than ``picture`` that differs at ``cell``, as like the picture as
    line logic and a short search allow; ``None`` when none was found within ``node_limit`` boards."""
    return NearSearch(puzzle, picture, lines).around(cell, node_limit)


class NearSearch:
    """Near second solutions of one picture: the root propagated once, each search from a copy."""

    def __init__(self, puzzle: Puzzle, picture: Picture, lines: LineCache | None = None) -> None:
        self.puzzle = puzzle
        self.picture = picture
        self.width = puzzle.width
        self.prop = Propagator(puzzle, Stats(), Deadline(None), lines)
        self.root: Board | None = Board.blank(puzzle.width, puzzle.height)
        if not self.prop.run(self.root, range(puzzle.height), range(puzzle.width)):
            self.root = None
        self.work = 1
        self.open_count: int | None = None

    def open_cells(self) -> list[Position]:
        """Cells line logic leaves open at the root (where a switch can be)."""
        root = self.root
        if root is None:
            return []
        return [(r, c) for r in range(self.puzzle.height) for c in range(self.width)
                if not ((root.rows_filled[r] | root.rows_empty[r]) >> c) & 1]

    def around(self, cell: Position, node_limit: int = NEAR_NODES) -> Picture | None:
        """The near second solution through ``cell``."""
        r, c = cell
        return self.forced([(r, c, self.picture[r][c] != "#")], node_limit)

    def forced(self, cells: Sequence[tuple[int, int, bool]], node_limit: int = NEAR_NODES) -> Picture | None:
        """A second solution with the given cells filled or empty, the picture's value preferred
        everywhere else; ``node_limit`` boards beyond the two per open cell a search that never
        backtracks takes."""
        if self.root is None:
            return None
        if self.open_count is None:
            self.open_count = len(self.open_cells())
        node_limit += 2 * self.open_count
        board = self.root.copy()
        for r, c, filled in cells:
            board.set_cell(r, c, filled)
        self.work += 1
        if not self.prop.run(board, {r for r, _, _ in cells}, {c for _, c, _ in cells}):
            return None
        stack = [board]
        nodes = 0
        while stack and nodes < node_limit:
            board = stack.pop()
            guess = self.guess(board)
            if guess is None:
                found = board.to_solution(self.width)
                if found != self.picture:
                    self.work += nodes
                    return found
                continue
            gr, gc = guess
            drawn = self.picture[gr][gc] == "#"
            for filled in (not drawn, drawn):  # the picture's value on top: tried first
                child = board.copy()
                child.set_cell(gr, gc, filled)
                nodes += 1
                if self.prop.run(child, (gr,), (gc,)):
                    stack.append(child)
        self.work += nodes
        return None

    def guess(self, board: Board) -> Position | None:
        full = (1 << self.width) - 1
        for r, (filled, empty) in enumerate(zip(board.rows_filled, board.rows_empty, strict=True)):
            open_ = ~(filled | empty) & full
            if open_:
                return r, (open_ & -open_).bit_length() - 1
        return None


@dataclass
class Known:
    """A second solution of the picture in hand, with the lines it differs in (only a change on
    one of them can refute it), its columns read once."""

    grid: Picture
    cells: frozenset[Position]
    rows: frozenset[int]
    cols: frozenset[int]
    columns: tuple[str, ...]

    @classmethod
    def of(cls, picture: Picture, grid: Picture) -> Known:
        cells = differing(picture, grid)
        return cls(grid, frozenset(cells), frozenset(r for r, _ in cells), frozenset(c for _, c in cells),
                   columns_of(grid))


def columns_of(picture: Picture) -> tuple[str, ...]:
    return tuple("".join(column) for column in zip(*picture, strict=True))


def carried(picture: Picture, columns: tuple[str, ...], known: Known, moves: Sequence[Move],
            background: str) -> Picture | None:
    """``known`` (a second solution of ``picture``, whose columns are ``columns``) carried over to
    ``picture`` with ``moves`` made, when it still is one (the two ways of ``Alternatives.carry``,
    checked on the changed lines only)."""
    grid = known.grid
    swaps = (False, True) if any((r, c) in known.cells for r, c, _ in moves) else (False,)
    for swap in swaps:
        values = [(r, c, picture[r][c] if swap and (r, c) in known.cells else ch) for r, c, ch in moves]
        if all(v == ch for (_, _, v), (_, _, ch) in zip(values, moves, strict=True)) \
                and known.cells <= {(r, c) for r, c, _ in moves}:
            continue  # the carried grid is the changed picture itself
        if _same_lines(picture, columns, known, moves, values, background):
            return apply_changes(grid, values)
    return None


def _same_lines(picture: Picture, columns: tuple[str, ...], known: Known, moves: Sequence[Move],
                values: Sequence[Move], background: str) -> bool:
    """Whether every line the moves touch reads the same clue in the changed picture and in the
    carried grid (rows first, then columns, each with its own changes made)."""
    for r in {r for r, _, _ in moves}:
        if not _same_clue(picture[r], known.grid[r], [(c, ch) for rr, c, ch in moves if rr == r],
                          [(c, ch) for rr, c, ch in values if rr == r], background):
            return False
    for c in {c for _, c, _ in moves}:
        if not _same_clue(columns[c], known.columns[c], [(r, ch) for r, cc, ch in moves if cc == c],
                          [(r, ch) for r, cc, ch in values if cc == c], background):
            return False
    return True


def _same_clue(mine: str, theirs: str, my_changes: list[tuple[int, str]], their_changes: list[tuple[int, str]],
               background: str) -> bool:
    mine, theirs = _changed(mine, my_changes), _changed(theirs, their_changes)
    return mine == theirs or runs(mine, background) == runs(theirs, background)


def _changed(line: str, changes: list[tuple[int, str]]) -> str:
    for i, ch in changes:
        line = line[:i] + ch + line[i + 1:]
    return line


def touches(known: Known, moves: Sequence[Move]) -> bool:
    """Whether a change can refute ``known`` at all: it lies on a line ``known`` differs in."""
    return any(r in known.rows or c in known.cols for r, c, _ in moves)


class HittingFix:
    """The hitting-set phase of a ``fixup.FixSearch``: collect near second solutions, choose the
    fewest changes that refute them all, solve, learn from what the solve finds, choose again.

    Each candidate change (a cell where a known second solution differs, or a neighbour; with its
    mirror image in a symmetric drawing) is tested once against each second solution of the drawn
    picture: the solutions it refutes are a bit mask.  Choosing is then a small exact hitting-set
    search on the masks (fewest cells first, the cheaper to the eye among equals), each set it finds
    checked against the whole pool with the changes made together before it is solved.
    """

    ROUNDS = 20
    WORK = 40_000
    """Sets of changes chosen and solved, and cells probed by the whole search (``FixSearch.work``),
    before this phase gives way to the greedy paths (about a second of a quiet machine: where the
    ambiguity is too rich for a small set, the paths need the rest of the budget)."""
    COLLECT_WORK = 4000
    """Boards propagated while collecting near second solutions of the drawn picture."""
    CHECK_WORK = 800
    CHECK_NODES = 20
    CHECK_FOUND = 6
    """The look for near second solutions of a chosen picture before it is solved: boards
    propagated in all, boards for one open cell, second solutions wanted."""
    CHOOSE_NODES = 4000
    """Sets the hitting-set search may visit for one choice."""
    CHOICES = 4
    DEPTH_TRIES = 3
    """Chosen sets of one size that a second solution of their own refutes before larger sets are tried."""
    MADE_KEPT = 64
    """Sets of the fewest cells compared by their price before the cheapest is solved."""

    def __init__(self, search: FixSearch) -> None:
        self.search = search
        self.background = search.background
        self.alternatives = Alternatives(search.background)
        self.made: list[tuple[Picture, Picture]] = []
        """Second solutions of chosen pictures that the drawn picture does not have (newest first)."""
        self.misses = 0
        self.learned = 0
        self.near: NearSearch | None = None
        self.tried: set[tuple[Move, ...]] = set()
        self.drawn = search.design.drawn
        self.columns = columns_of(self.drawn)
        self.known: list[Known] = []
        """Second solutions of the drawn picture; bit k of a mask stands for ``known[k]``."""
        self.grids: set[Picture] = set()
        self.units: dict[tuple[Move, ...], Unit] = {}
        self.masks: dict[tuple[Move, ...], int] = {}
        self.cells: set[Position] = set()
        self.depth = 1

    def run(self, start: State) -> None:
        search = self.search
        drawn = self.drawn
        self.outcome = start.outcome
        if start.outcome.other is not None:
            self.learn(drawn, start.outcome.other)
        self.collect(drawn)
        for _ in range(self.ROUNDS):
            if search.finished() or search.work >= self.WORK:
                return
            moves = self.choose()
            if moves is None:
                return
            self.tried.add(moves)
            picture = apply_changes(drawn, moves)
            learned = self.learned
            if not self.near_check(picture):
                outcome = search.evaluate(picture, frozenset(moves))
                if outcome is None:
                    return
                if outcome.met:
                    search.record(moves, picture, search.price(moves))
                    return
                if outcome.other is None:
                    return
                self.learn(picture, outcome.other)
            if self.learned == learned:  # nothing new about the drawn picture: larger sets, sooner
                self.misses += 1
                if self.misses >= self.DEPTH_TRIES:
                    self.depth, self.misses = self.depth + 1, 0

    # ----- what is known ------------------------------------------------------------------------

    def learn(self, base: Picture, alt: Picture) -> None:
        """Keep a second solution of ``base``; when it is one of the drawn picture too, test every
        candidate change against it; when not (the changes made it), count a miss at this depth."""
        from .fixup import State  # (fixup imports this module: its names at call time)

        grid = self.alternatives.carry(base, alt, self.drawn)
        if grid is None:
            self.made.insert(0, (base, alt))
            del self.made[self.MADE_KEPT:]
            grid = self.lift(base, alt)
        if grid is None or grid in self.grids:
            return
        self.learned += 1
        self.grids.add(grid)
        known = Known.of(self.drawn, grid)
        bit = 1 << len(self.known)
        self.known.append(known)
        new_cells = sorted(known.cells - self.cells)
        self.cells.update(new_cells)
        near = around(new_cells, set(self.cells), len(self.drawn), len(self.drawn[0]))
        self.cells.update(near)
        state = State((), self.drawn, self.outcome)
        for unit in self.search.ranked_units(state, [new_cells, near], group_price=0):
            if unit.moves not in self.units and self.keeps_lines(unit.moves):
                self.units[unit.moves] = unit
                self.masks[unit.moves] = self.refuted(unit.moves, range(len(self.known) - 1))
        for moves, mask in self.masks.items():
            if self.refutes(known, moves):
                self.masks[moves] = mask | bit

    def keeps_lines(self, moves: tuple[Move, ...]) -> bool:
        """Whether the changes, made one after another, each keep the drawing's lines whole and thin
        (priced ``END`` or less): a hitting set counts cells, and a cut or a thickened line must not
        win by saving one."""
        picture = self.drawn
        for r, c, ch in sorted(moves):
            if self.search.cell_cost(picture, r, c, ch) > END:
                return False
            picture = apply_changes(picture, [(r, c, ch)])
        return True

    def lift(self, base: Picture, alt: Picture) -> Picture | None:
        """A second solution of the drawn picture like ``alt`` (one of ``base``, the drawn picture
        changed): ``alt``'s cells off the changed lines forced, the rest the drawn picture's if it can."""
        changed = differing(self.drawn, base)
        rows, cols = {r for r, _ in changed}, {c for _, c in changed}
        cells = [(r, c, alt[r][c] == "#") for r, c in differing(base, alt) if r not in rows and c not in cols]
        if not cells or self.near is None:
            return None
        return self.near.forced(cells)

    def refuted(self, moves: tuple[Move, ...], indexes: range) -> int:
        """The mask of the known second solutions (of ``indexes``) that ``moves`` refute."""
        return sum(1 << k for k in indexes if self.refutes(self.known[k], moves))

    def refutes(self, known: Known, moves: tuple[Move, ...]) -> bool:
        """Whether ``known`` is no second solution of the drawn picture with ``moves`` made."""
        return touches(known, moves) and carried(self.drawn, self.columns, known, moves, self.background) is None

    def collect(self, drawn: Picture) -> None:
        """Near second solutions of the drawn picture, one through each open cell no earlier one changed."""
        search = self.search
        near = self.near = NearSearch(search.design.puzzle, drawn, getattr(search.solver, "lines", None))
        covered: set[Position] = set()
        for known in self.known:
            covered.update(known.cells)
        for cell in near.open_cells():
            if search.finished() or near.work > self.COLLECT_WORK:
                break
            if cell in covered:
                continue
            alt = near.around(cell)
            if alt is not None:
                self.learn(drawn, alt)
                covered.update(differing(drawn, alt))
        search.work += near.work

    def near_check(self, picture: Picture) -> bool:
        """Look for near second solutions of a chosen picture before solving it; whether any was
        found (each joins the pool: the next choice must refute it too)."""
        search = self.search
        near = NearSearch(search.design.rebuild(picture), picture, getattr(search.solver, "lines", None))
        found = 0
        covered: set[Position] = set()
        for cell in near.open_cells():
            if near.work > self.CHECK_WORK or found >= self.CHECK_FOUND:
                break
            if cell in covered:
                continue
            alt = near.around(cell, self.CHECK_NODES)
            if alt is not None:
                self.learn(picture, alt)
                covered.update(differing(picture, alt))
                found += 1
        search.work += near.work
        return found > 0

    def survives(self, picture: Picture) -> bool:
        """Whether a second solution that earlier changes made is one of ``picture`` too (those of the
        drawn picture are in the masks)."""
        return any(self.alternatives.carry(base, alt, picture) is not None for base, alt in self.made)

    # ----- choosing -----------------------------------------------------------------------------

    def choose(self) -> tuple[Move, ...] | None:
        """The fewest changes that refute every known second solution (the cheapest of the first
        ``CHOICES`` such sets found), not solved before; ``None`` when there is none within
        ``max_flips`` cells or the search's node limit."""
        search = self.search
        full = (1 << len(self.known)) - 1
        killers: list[list[tuple[Move, ...]]] = [[] for _ in self.known]
        for moves, mask in self.masks.items():
            bits = mask
            while bits:
                low = bits & -bits
                killers[low.bit_length() - 1].append(moves)
                bits ^= low
        if any(not k for k in killers):
            return None
        for order in killers:
            order.sort(key=lambda m: (len(m), self.units[m].cost, -self.masks[m].bit_count(), m))
        self.nodes = 0
        while self.depth <= search.max_flips:
            found: list[tuple[int, tuple[Move, ...]]] = []
            for moves in self.sets(full, 0, (), self.depth, killers):
                if moves in self.tried or search.erased(moves) > search.erase_cap or not self.keeps_lines(moves):
                    continue
                if self.survives(apply_changes(self.drawn, moves)):
                    continue
                found.append((search.price(moves), moves))
                if len(found) >= self.CHOICES:
                    break
            if found:
                return min(found)[1]
            self.depth += 1
            self.nodes = 0
        return None

    def sets(self, full: int, covered: int, chosen: tuple[Move, ...], room: int,
             killers: list[list[tuple[Move, ...]]]) -> Iterator[tuple[Move, ...]]:
        """Sets of changes of at most ``room`` more cells whose masks cover ``full``: branch on the
        second solution left with the fewest refuting changes."""
        if covered == full:
            yield tuple(sorted(chosen))
            return
        self.nodes += 1
        if room <= 0 or self.nodes > self.CHOOSE_NODES:
            return
        left = full & ~covered
        target = min((k for k in range(len(killers)) if left >> k & 1), key=lambda k: len(killers[k]))
        taken = {(r, c) for r, c, _ in chosen}
        for moves in killers[target]:
            if len(moves) > room or any((r, c) in taken for r, c, _ in moves):
                continue
            yield from self.sets(full, covered | self.masks[moves], chosen + moves, room - len(moves), killers)

