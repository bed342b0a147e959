"""The fix-up search: a few cell changes that make a design unique (or line-solvable), verified.

An ambiguity lives in the cells the solver's logic cannot decide (``undecided``), and a second
solution shows one concrete way they can differ.  On a thin-line drawing it starts with a hitting-set
phase (``hitting``: the fewest changes that refute the near second solutions it collects, solved
only then); then, and on every other drawing, the search is greedy with restarts:

1. *Candidates.*  Change a cell where the second solution differs, then the other undecided cells,
   then neighbours of the differing cells (a neighbour's change rewrites a clue through them).
   Each change is priced by ``looks.cell_cost`` (a smooth edge is cheap, a hole or a cut line is
   dear); in a mirror-symmetric drawing a change and its mirror image form one candidate, and a
   lone change off the axis pays extra.  Candidates are tried cheapest first, a later group's
   price raised by ``GROUP_PRICE`` per group.
2. *A step* tries a bounded number of candidates.  One the solver proves meets the goal is an
   answer; otherwise the step moves to the candidate leaving the fewest undecided cells, the price
   of its change added (so of two equal fixes the one that keeps the picture wins).
3. *Restarts.*  Each answer starts from a different first candidate (the first step's ranking), so
   up to ``max_suggestions`` answers are different fixes; a path that reaches ``max_flips`` changed
   cells without success gives way to the next first candidate.
4. *Widening.*  Thin outlines and diagonals, where logic decides almost nothing, may need more
   changes than ``NARROW_FLIPS``.  When the narrow search has done ``NARROW_WORK`` (cells probed,
   summed over its solves) without an answer, it stops restarting and goes on from the ends of its
   paths (fewest undecided cells for their price first), then from the first step's untried
   candidates, each up to ``max_flips`` changed cells, ``WIDE_STEP`` candidates a step: wider,
   still ranked by how little the picture changes, still verified.
5. *Keeping the picture.*  No path erases more than ``MAX_ERASED`` of the drawing's ink: wiping
   out a thin line cell by cell (each step the cheap "tip of a line") is always unique and never a
   fix an author would take.
6. *Trimming.*  A change an answer does not need (the rest is still unique without it) is dropped.
7. *The last resort.*  Some thin drawings have no small fix.  When the searches above have used
   ``LAST_RESORT_SHARE`` of the budget (or ``LAST_RESORT_WORK``) without an answer, a black-and-white
   design's strokes get their corners filled where it is ambiguous until it is unique (``thicken``),
   then trimmed: a bigger fix that keeps every stroke, rather than none.

Everything is counted, not timed: candidates per step, and each candidate's solve limited by the
cells it probes (``WORK_FACTOR``), so the same design gives the same answers on any machine; the
time budget is only a cut-off (whatever was verified before it is returned).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..model import Puzzle
from ..result import Result, Status
from .alternatives import Alternatives
from .cached import SharedCacheSolver
from .check import Move, Picture, Position, Solver, apply_changes, around, differing
from .hitting import HittingFix
from .looks import Mirror, cell_cost, is_outline, outline_cost
from .palette import Design
from .quick import quick_alternative
from .thicken import Thicken

UNIQUE = "unique"
LINE_SOLVABLE = "line_solvable"

"""One cell change: (row, column, the solver's character the cell takes)."""

Progress = Callable[[dict[str, int]], None]
"""Told ``{"tried": candidates solved, "found": answers so far}`` after each solve."""


@dataclass
class Outcome:
    """What the solver said about one picture, reduced to what the search needs."""

    met: bool
    score: int
    """How far from the goal: undecided cells (unique) or cells line logic leaves open."""
    work: int
    """Cells the solver probed on the way (its count of work, the same on every machine)."""
    differing: list[Position]
    undecided: list[Position]
    other: Picture | None = None
    """A second solution (when not met and the solver found one)."""


@dataclass(frozen=True)
class Unit:
    """One candidate: a change, or a change and its mirror image, with its visual price."""

    moves: tuple[Move, ...]
    cost: int


@dataclass
class State:
    moves: tuple[Move, ...]
    picture: Picture
    outcome: Outcome
    cost: int = 0

    @property
    def cells(self) -> frozenset[Position]:
        return frozenset((r, c) for r, c, _ in self.moves)


@dataclass(frozen=True)
class Answer:
    moves: tuple[Move, ...]
    picture: Picture
    cost: int


class FixSearch:
    """One search for up to ``max_suggestions`` verified fixes of a design."""

    FIRST_STEP = 24
    """Candidates tried at the first step (their ranking seeds the restarts)."""
    STEP = 12
    """Candidates tried at each later step."""
    COST_WEIGHT = 2
    """Undecided cells a step may leave in exchange for one unit less of visual price."""
    ASYMMETRY_PENALTY = 2
    """Extra price of a lone change off the axis of a symmetric drawing."""
    GROUP_PRICE = 2
    """How much later a candidate of the next group (differing, undecided, neighbours) is tried than
    one of the same price in the group before: a cell the second solution changes is the surest bet."""
    REFUTE_FIRST = 1
    """Start with the refuting search (``refute``): known second solutions pick the changes."""
    HITTING = 1
    """Start with the hitting-set search (``hitting``): near second solutions choose the changes."""
    OUTLINES = 1
    """Price changes of a thin-line drawing by ``looks.outline_cost`` (keep its lines thin and whole)."""
    QUICK = 1
    """Look for a second solution quickly (``quick``) before solving a black-and-white candidate."""
    NARROW_FLIPS = 8
    """Changed cells a path may have before the search widens (up to ``max_flips``)."""
    NARROW_WORK = 120_000
    """Cells probed (all solves together) by the narrow search without an answer before it widens:
    about 4 s of a quiet machine, so the wide search has the rest of a 10 s budget."""
    WIDE_STEP = 6
    """Candidates tried at each step of a widened path."""
    MAX_ERASED = 0.25
    """Share of the drawing's ink cells a fix may turn to background (at least one cell)."""
    LAST_RESORT_SHARE = 0.55
    LAST_RESORT_WORK = 180_000
    """The searches above stop at this share of the budget, or after this many probed cells (about
    6 s of a quiet machine), whichever comes first; then, if they found nothing, a black-and-white
    design's corners are filled where it is ambiguous (``thicken``) with the rest of the budget."""
    WORK_FACTOR = 4
    WORK_FLOOR = 400
    """A candidate's solve may probe ``WORK_FACTOR`` times what the design's own took, plus
    ``WORK_FLOOR``; a candidate that needs more is far from unique and is passed over."""

    def __init__(
        self,
        goal: str,
        *,
        max_suggestions: int,
        max_flips: int,
        budget_s: float,
        cancel: Callable[[], bool] | None,
        solver: Solver,
        progress: Progress | None = None,
    ) -> None:
        self.goal = goal
        self.max_suggestions = max_suggestions
        self.max_flips = max_flips
        self.deadline = time.monotonic() + budget_s
        self.first_deadline: float | None = None
        self.work_cap: int | None = None
        """While set and nothing is found, the searches for small fixes end at this time or this work
        (``LAST_RESORT_SHARE``, ``LAST_RESORT_WORK``): the rest of the budget is the last resort's."""
        self.cancel = cancel
        self.solver = solver
        self.progress = progress
        self.answers: list[Answer] = []
        self.tried = 0
        self.work = 0
        """Cells probed by all the solves so far (the search's own count of its effort)."""
        self.seen: dict[frozenset[Move], Outcome | None] = {}
        self.work_limit: int | None = None
        self.ends: list[tuple[int, int, State]] = []
        """Where narrow paths stopped short of an answer: (ranking key, order, state)."""

    # ----- the search ---------------------------------------------------------------------------

    def run(self, design: Design) -> list[Answer]:
        """The answers, cheapest first (``[]`` when the design already meets the goal)."""
        self.design = design
        self.mirror = Mirror.of(design.drawn)
        # a drawing of thin lines is priced by what keeps its lines thin and whole (looks.outline_cost)
        outline = bool(self.OUTLINES) and design.puzzle.is_black_and_white and is_outline(design.drawn)
        self.cell_cost = outline_cost if outline else cell_cost
        self.background = design.solver_chars[0]
        self.pool = Alternatives(self.background)
        """Second solutions met so far (``alternatives``): candidates they survive are not solved."""
        outcome = self.evaluate(design.drawn, frozenset())
        if outcome is None or outcome.met:
            return []
        self.work_limit = self.WORK_FACTOR * outcome.work + self.WORK_FLOOR
        if outcome.other is not None:
            self.pool.add(design.drawn, outcome.other)
        ink = sum(ch != self.background for row in design.drawn for ch in row)
        self.erase_cap = max(1, int(self.MAX_ERASED * ink))
        start = State((), design.drawn, outcome)
        last_resort = self.goal == UNIQUE and design.puzzle.is_black_and_white
        if last_resort:
            self.first_deadline = time.monotonic() + self.LAST_RESORT_SHARE * max(0.0, self.deadline - time.monotonic())
            self.work_cap = self.LAST_RESORT_WORK
        self.search_first(start, outline)
        self.first_deadline = self.work_cap = None
        if last_resort and not self.answers:
            Thicken(self).run(outcome)
        return sorted(self.answers, key=lambda a: (a.cost, len(a.moves), a.moves))

    def search_first(self, start: State, outline: bool) -> None:
        """The searches that look for small fixes: hitting sets (outlines), refuting, greedy paths."""
        narrow = min(self.NARROW_FLIPS, self.max_flips)
        if self.HITTING and outline:
            HittingFix(self).run(start)
            if self.finished():
                return
        if self.REFUTE_FIRST:
            self.refute(start, self.max_flips)
            if self.finished():
                return
        ranked = self.step(start, self.FIRST_STEP, narrow)
        started = 0
        for state in ranked:
            if self.finished() or self.should_widen(narrow):
                break
            self.descend(state, narrow, self.STEP)
            started += 1
        if not self.answers and self.max_flips > narrow:
            self.widen(ranked[started:])

    def should_widen(self, narrow: int) -> bool:
        return not self.answers and self.max_flips > narrow and self.work >= self.NARROW_WORK

    def widen(self, untried: list[State]) -> None:
        """Go on from the best ends of the narrow paths, then from the first step's candidates no
        narrow path started from, each up to ``max_flips`` changed cells."""
        ends = [state for _, _, state in sorted(self.ends, key=lambda item: item[:2])]
        for state in ends + untried:
            if self.finished():
                return
            self.descend(state, self.max_flips, self.WIDE_STEP)

    def descend(self, state: State, limit: int, width: int) -> None:
        """Follow the best candidate from ``state`` until an answer or ``limit`` changed cells."""
        while not self.finished() and len(state.cells) < limit:
            ranked = self.step(state, width, limit)
            if not ranked:
                return
            state = ranked[0]
        if not self.answers:
            key = state.outcome.score + self.COST_WEIGHT * state.cost
            self.ends.append((key, len(self.ends), state))

    def step(self, state: State, width: int, limit: int) -> list[State]:
        """Try up to ``width`` candidates from ``state`` (at most ``limit`` changed cells); record
        answers; rank the rest, best first."""
        scored: list[tuple[int, int, State]] = []
        room = limit - len(state.cells)
        erasable = self.erase_cap - self.erased(state.moves)
        units = [unit for unit in self.units(state) if len(unit.moves) <= room and self.erased(unit.moves) <= erasable]
        for order, unit in enumerate(units[:width]):
            if self.finished():
                break
            moves = tuple(sorted(state.moves + unit.moves))
            picture = apply_changes(state.picture, unit.moves)
            outcome = self.evaluate(picture, frozenset(moves))
            if outcome is None:
                continue
            cost = state.cost + unit.cost
            if outcome.met:
                self.record(moves, picture, cost)
                continue
            key = outcome.score + self.COST_WEIGHT * cost
            scored.append((key, order, State(moves, picture, outcome, cost)))
        scored.sort(key=lambda item: item[:2])
        return [item[2] for item in scored]

    def erased(self, moves: Sequence[Move]) -> int:
        """How many of the changes turn a drawn ink cell to background."""
        drawn, back = self.design.drawn, self.background
        return sum(ch == back and drawn[r][c] != back for r, c, ch in moves)

    def record(self, moves: tuple[Move, ...], picture: Picture, cost: int) -> None:
        """Keep a verified answer, trimmed of changes it does not need, unless it is already known."""
        moves, picture, cost = self.trim(moves, picture, cost)
        if any(answer.moves == moves for answer in self.answers):
            return
        self.answers.append(Answer(moves, picture, cost))

    def trim(self, moves: tuple[Move, ...], picture: Picture, cost: int) -> tuple[tuple[Move, ...], Picture, int]:
        """Drop each change (dearest first) whose undoing keeps the goal met."""
        if len(moves) < 2:
            return moves, picture, cost
        drawn = self.design.drawn
        for move in sorted(moves, key=lambda m: -self.cell_cost(drawn, m[0], m[1], m[2])):
            if self.finished(answers=False) or len(moves) < 2:
                break
            rest = tuple(m for m in moves if m != move)
            smaller = apply_changes(drawn, rest)
            outcome = self.evaluate(smaller, frozenset(rest))
            if outcome is not None and outcome.met:
                moves, picture = rest, smaller
        return moves, picture, self.price(moves)

    def price(self, moves: Sequence[Move]) -> int:
        """The visual price of a set of changes, each read against the drawn picture with the changes
        before it made (two cells that each keep a line alone may cut it together)."""
        picture = self.design.drawn
        total = 0
        for r, c, ch in sorted(moves):
            total += self.cell_cost(picture, r, c, ch)
            picture = apply_changes(picture, [(r, c, ch)])
        if self.mirror.axis is not None:
            cells = {(r, c) for r, c, _ in moves}
            total += self.ASYMMETRY_PENALTY * sum(self.mirror.image(r, c) not in cells for r, c in cells)
        return total

    # ----- refuting: the known second solutions choose the changes -----------------------------

    def refute(self, start: State, limit: int) -> None:
        """From ``start``, change the cheapest cell that no known second solution survives; solve
        only then (an answer, or one more second solution to refute); up to ``limit`` changes."""
        state = start
        while not self.finished():
            alt = self.pool.survivor(state.picture)
            if alt is None:
                outcome = self.evaluate(state.picture, frozenset(state.moves))
                if outcome is None:
                    return
                if outcome.met:
                    self.record(state.moves, state.picture, state.cost)
                    return
                if outcome.other is None:
                    return
                alt = outcome.other
                self.pool.add(state.picture, alt)
            if len(state.cells) >= limit:
                return
            chosen = self.refuting_unit(state, alt, limit)
            if chosen is None:
                return
            moves = tuple(sorted(state.moves + chosen.moves))
            state = State(moves, apply_changes(state.picture, chosen.moves), state.outcome, state.cost + chosen.cost)

    def refuting_unit(self, state: State, alt: Picture, limit: int) -> Unit | None:
        """The change to make next: the cheapest that no known second solution survives, else the
        cheapest that at least undoes ``alt`` (the one in view)."""
        room = limit - len(state.cells)
        erasable = self.erase_cap - self.erased(state.moves)
        ambiguous = differing(state.picture, alt)
        best: tuple[tuple[int, int, int], Unit] | None = None
        for order, unit in enumerate(self.near_units(state, ambiguous)):
            if len(unit.moves) > room or self.erased(unit.moves) > erasable:
                continue
            if frozenset(state.moves + unit.moves) in self.seen:
                continue
            picture = apply_changes(state.picture, unit.moves)
            survivor = self.pool.survivor(picture)
            if survivor is not None and self.pool.carry(state.picture, alt, picture) is not None:
                continue  # the ambiguity in view survives it
            key = (0 if survivor is None else 1, unit.cost, order)
            if best is None or key < best[0]:
                best = (key, unit)
                if key[:2] == (0, 1):
                    break
        return best[1] if best else None

    def near_units(self, state: State, ambiguous: list[Position]) -> list[Unit]:
        """Candidates from the cells a second solution changes and their neighbours, cheapest first."""
        picture = state.picture
        near = around(ambiguous, set(ambiguous), len(picture), len(picture[0]))
        return self.ranked_units(state, [ambiguous, near], group_price=1)

    # ----- candidates ---------------------------------------------------------------------------

    def units(self, state: State) -> list[Unit]:
        """Every candidate from ``state``, cheapest first (ties: differing cells, undecided, neighbours)."""
        return self.ranked_units(state, self.trouble(state), self.GROUP_PRICE)

    def ranked_units(self, state: State, groups: list[list[Position]], group_price: int) -> list[Unit]:
        """The candidates changing a cell of ``groups`` (not one ``state`` already changed), cheapest
        first, each later group's price raised by ``group_price``; ties go to the earlier group, then
        to the earlier cell."""
        picture, taken = state.picture, state.cells
        chars = self.design.solver_chars
        found: dict[tuple[Move, ...], tuple[int, int, int, int]] = {}
        for group, cells in enumerate(groups):
            for order, (r, c) in enumerate(cells):
                if (r, c) in taken:
                    continue
                for ch in chars:
                    if ch == picture[r][c]:
                        continue
                    for unit in self.with_mirror(picture, (r, c, ch), taken):
                        found.setdefault(unit.moves, (unit.cost + group_price * group, group, order, unit.cost))
        ranked = sorted(found.items(), key=lambda item: item[1])
        return [Unit(moves, rank[-1]) for moves, rank in ranked]

    def trouble(self, state: State) -> list[list[Position]]:
        """The cells to change, in three groups: differing, other undecided, neighbours of differing."""
        outcome = state.outcome
        first = list(outcome.differing)
        known = set(first)
        second = [cell for cell in outcome.undecided if cell not in known]
        known.update(second)
        return [first, second, around(first, known, len(state.picture), len(state.picture[0]))]

    def with_mirror(self, picture: Picture, move: Move, taken: frozenset[Position]) -> list[Unit]:
        """The candidates a change makes: itself, and with its mirror image in a symmetric drawing."""
        r, c, ch = move
        cost = self.cell_cost(picture, r, c, ch)
        if self.mirror.axis is None:
            return [Unit((move,), cost)]
        image = self.mirror.image(r, c)
        if image == (r, c):
            return [Unit((move,), cost)]
        units = []
        rr, cc = image
        if image not in taken and picture[rr][cc] == picture[r][c]:
            pair = tuple(sorted([move, (rr, cc, ch)]))
            units.append(Unit(pair, cost + self.cell_cost(apply_changes(picture, [move]), rr, cc, ch)))
        units.append(Unit((move,), cost + self.ASYMMETRY_PENALTY))
        return units

    # ----- solving ------------------------------------------------------------------------------

    def evaluate(self, picture: Picture, moves: frozenset[Move]) -> Outcome | None:
        """Solve a picture's clues (once per set of changes); ``None`` when the solver ran out of time
        or of work (``work_limit``, after the design's own solve)."""
        if moves in self.seen:
            return self.seen[moves]
        if self.goal == UNIQUE and (alt := self.pool.survivor(picture)) is not None:
            # a known second solution survives: ambiguous, no solve needed
            ambiguous = differing(picture, alt)
            outcome = Outcome(False, len(picture) * len(picture[0]), 0, ambiguous, ambiguous, alt)
            self.seen[moves] = outcome
            return outcome
        puzzle = self.design.rebuild(picture)
        if self.QUICK and self.design.puzzle.is_black_and_white and isinstance(self.solver, SharedCacheSolver):
            quick = self.quick(picture, puzzle, moves)
            if quick is not None:
                return quick
        timeout = max(0.01, self.cutoff() - time.monotonic())
        counted = isinstance(self.solver, SharedCacheSolver) and self.work_limit is not None
        limits = {"work_limit": self.work_limit} if counted else {}
        result = self.solver(puzzle, max_solutions=2, timeout=timeout, cancel=self.cancel,
                             **limits)
        self.work += result.stats.probes
        return self.solved(moves, None if result.status is Status.TIMEOUT else self.outcome_of(result, picture))

    def quick(self, picture: Picture, puzzle: Puzzle, moves: frozenset[Move]) -> Outcome | None:
        """A second solution of ``picture`` (whose clues are ``puzzle``) by the quick look (``quick``), as an
        outcome; ``None``: solve fully."""
        assert isinstance(self.solver, SharedCacheSolver)
        found = quick_alternative(puzzle, picture, self.solver.lines)
        self.work += found.work
        if found.grid is None:
            return None
        ambiguous = differing(picture, found.grid)
        undecided = found.line_unknown or ambiguous
        return self.solved(moves, Outcome(False, max(len(undecided), len(ambiguous)), found.work, ambiguous, undecided,
                                          found.grid))

    def solved(self, moves: frozenset[Move], outcome: Outcome | None) -> Outcome | None:
        """Count a solve (full or quick), keep its outcome for ``moves`` and tell ``progress``."""
        self.tried += 1
        self.seen[moves] = outcome
        if self.progress is not None:
            self.progress({"tried": self.tried, "found": len(self.answers)})
        return outcome

    def outcome_of(self, result: Result, picture: Picture) -> Outcome:
        line_unknown = result.line_unknown_cells()
        if result.status is Status.UNIQUE:
            line_solvable = not line_unknown and result.line_grid is not None
            met = line_solvable if self.goal == LINE_SOLVABLE else True
            return Outcome(met, len(line_unknown), result.stats.probes, [], list(line_unknown))
        other = next((tuple(s) for s in result.solutions if tuple(s) != picture), None)
        ambiguous = differing(picture, other) if other is not None else result.differing_cells()
        undecided = result.unknown_cells() or ambiguous
        score = len(line_unknown) if self.goal == LINE_SOLVABLE else len(undecided)
        return Outcome(False, max(score, len(ambiguous)), result.stats.probes, ambiguous, undecided, other)

    def cutoff(self) -> float:
        """When the search in hand must stop: the budget's end, or the searches for small fixes'
        share of it while they have found nothing."""
        return self.deadline if self.first_deadline is None or self.answers else self.first_deadline

    def finished(self, answers: bool = True) -> bool:
        return (
            (answers and len(self.answers) >= self.max_suggestions)
            or time.monotonic() > self.cutoff()
            or (self.work_cap is not None and not self.answers and self.work >= self.work_cap)
            or (self.cancel is not None and self.cancel())
        )
