"""Core tests of the editor: design checks and fix suggestions, against an independent brute force.

Every verdict and every suggestion is re-checked with ``reference`` (exhaustive, shares no code
with the solver).  The suggestion search runs both on the real solver and on the reference, so
the algorithm is tested even if the solver had a bug, and the solver's answers are checked too.
"""

from __future__ import annotations

import random

import pytest

from nonogram_core import PuzzleError, Result, Status, puzzle_from_picture, satisfies, solve
from nonogram_core.design import (
    Verdict,
    apply_flips,
    check_clues,
    check_design,
    differing,
    normalise_picture,
    suggest_line_solvable,
    suggest_unique,
)
from nonogram_core.design import fixup as suggest_module
from nonogram_core.design.fixup import FixSearch
from nonogram_core.design.suggest import DEFAULT_MAX_FLIPS, RETURN_MARGIN
from nonogram_core.model import MAX_SIDE, Puzzle
from tests.oracles.bw_naive_solver import all_solutions, line_logic, reference_solve

SOLVERS = {"real": solve, "reference": reference_solve}

# A 2x2 diagonal (rows and columns 2-3) inside a frame that is otherwise determined.
DIAGONAL_IN_PICTURE = (
    "######",
    "#....#",
    "#.#..#",
    "#..#.#",
    "#....#",
    "######",
)

# (picture, verdict, ambiguous cells)
TABLE = [
    (("#.", ".#"), Verdict.MULTIPLE, [(0, 0), (0, 1), (1, 0), (1, 1)]),
    (("##", ".#"), Verdict.UNIQUE, []),
    (("..", ".."), Verdict.UNIQUE, []),
    (("###", "###"), Verdict.UNIQUE, []),
    (("#..", "...", "..#"), Verdict.MULTIPLE, [(0, 0), (0, 2), (2, 0), (2, 2)]),
    (DIAGONAL_IN_PICTURE, Verdict.MULTIPLE, None),  # cells checked against the brute force below
]


@pytest.fixture(params=sorted(SOLVERS))
def solver(request: pytest.FixtureRequest):
    return SOLVERS[request.param]


def random_picture(rng: random.Random, height: int, width: int, density: float) -> tuple[str, ...]:
    return tuple("".join("#" if rng.random() < density else "." for _ in range(width)) for _ in range(height))


def is_unique(picture: tuple[str, ...]) -> bool:
    return all_solutions(puzzle_from_picture(picture), 2) == [picture]


@pytest.mark.parametrize(("picture", "verdict", "ambiguous"), TABLE)
def test_check_design_table(solver, picture, verdict, ambiguous) -> None:
    check = check_design(picture, solver=solver)
    assert check.verdict is verdict
    assert check.picture == picture
    if verdict is Verdict.MULTIPLE:
        assert check.other != picture and satisfies(puzzle_from_picture(picture), check.other)
        cells = [(r, c) for r in range(len(picture)) for c in range(len(picture[0]))]
        assert check.ambiguous == [(r, c) for r, c in cells if picture[r][c] != check.other[r][c]]
        if ambiguous is not None:
            assert check.ambiguous == ambiguous
    else:
        assert check.other is None and check.ambiguous == []


def test_diagonal_in_picture_marks_exactly_the_diagonal(solver) -> None:
    solutions = all_solutions(puzzle_from_picture(DIAGONAL_IN_PICTURE), 3)
    assert len(solutions) == 2  # the design really has exactly one ambiguity
    check = check_design(DIAGONAL_IN_PICTURE, solver=solver)
    assert check.ambiguous == [(2, 2), (2, 3), (3, 2), (3, 3)]
    assert check.as_dict()["ambiguous"] == [[2, 2], [2, 3], [3, 2], [3, 3]]


def test_line_unknown_matches_reference_line_logic(solver) -> None:
    rng = random.Random(5)
    for _ in range(20):
        picture = random_picture(rng, 5, 6, 0.5)
        check = check_design(picture, solver=solver)
        grid = line_logic(puzzle_from_picture(picture))
        assert grid is not None
        expected = [(r, c) for r, row in enumerate(grid) for c, cell in enumerate(row) if cell == 3]
        assert check.line_unknown == expected
        assert check.line_solvable == (not expected)


def test_check_clues_fills_in_the_picture_and_finds_contradictions(solver) -> None:
    puzzle = puzzle_from_picture(("##", ".#"))
    check = check_clues(Puzzle(rows=puzzle.rows, cols=puzzle.cols), solver=solver)
    assert (check.verdict, check.picture) == (Verdict.UNIQUE, ("##", ".#"))
    # Passes problems() (2 cells by rows and by columns) yet has no solution.
    impossible = Puzzle(rows=((1, 1),), cols=((1,), (1,), ()))
    assert impossible.problems() == []
    assert check_clues(impossible, solver=solver).verdict is Verdict.CONTRADICTION
    totals = Puzzle(rows=((1,),), cols=((1,), (1,)))  # the rows fill 1 cell, the columns 2
    assert check_clues(totals, solver=solver).verdict is Verdict.CONTRADICTION


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        ([], "at least one row"),
        (["#.", "#"], "row 2 has 1 cells"),
        (["#?"], "unexpected '?'"),
        (["." * (MAX_SIDE + 1)], "at most"),
    ],
)
def test_bad_pictures_are_refused_with_a_clear_message(rows, message) -> None:
    with pytest.raises(PuzzleError, match=message):
        normalise_picture(rows)


def test_suggest_unique_on_known_designs(solver) -> None:
    for picture in (("#.", ".#"), DIAGONAL_IN_PICTURE):
        found = suggest_unique(picture, solver=solver)
        assert 1 <= len(found) <= 3
        for suggestion in found:
            assert suggestion.goal == "unique"
            assert 1 <= len(suggestion.flips) <= DEFAULT_MAX_FLIPS
            assert suggestion.picture == apply_flips(picture, suggestion.flips)
            assert is_unique(suggestion.picture)
    assert suggest_unique(("##", ".#"), solver=solver) == []


def test_every_suggestion_on_random_ambiguous_designs_is_unique(solver) -> None:
    rng = random.Random(2026)
    designs = tried = helped = 0
    while designs < 25:
        tried += 1
        picture = random_picture(rng, rng.randint(4, 6), rng.randint(4, 6), rng.choice((0.4, 0.5, 0.6)))
        if is_unique(picture):
            continue
        designs += 1
        found = suggest_unique(picture, max_suggestions=2, budget_s=5, solver=solver)
        helped += bool(found)
        seen = set()
        for suggestion in found:
            assert 1 <= len(suggestion.flips) <= DEFAULT_MAX_FLIPS
            assert suggestion.flips not in seen
            seen.add(suggestion.flips)
            assert suggestion.picture == apply_flips(picture, suggestion.flips)
            assert is_unique(suggestion.picture), (picture, suggestion)
    # Small random designs are almost always fixable with a few flips.
    assert helped >= designs - 2, (helped, designs, tried)


def test_line_solvable_suggestions_are_line_solvable(solver) -> None:
    rng = random.Random(7)
    checked = helped = 0
    while checked < 10:
        picture = random_picture(rng, 5, 5, 0.5)
        if line_logic(puzzle_from_picture(picture)) is None:
            continue
        before = check_design(picture, solver=reference_solve)
        if before.line_solvable:
            assert suggest_line_solvable(picture, solver=solver) == []
            continue
        checked += 1
        found = suggest_line_solvable(picture, max_suggestions=2, budget_s=5, solver=solver)
        helped += bool(found)
        for suggestion in found:
            assert suggestion.goal == "line_solvable"
            grid = line_logic(puzzle_from_picture(suggestion.picture))
            assert grid is not None and all(cell != 3 for row in grid for cell in row), suggestion
            assert is_unique(suggestion.picture)
    # Without this the loop above would pass with no suggestion ever found (all ten get one today).
    assert helped >= checked - 2, (helped, checked)


def test_suggestions_stop_when_cancelled(solver) -> None:
    assert suggest_unique(DIAGONAL_IN_PICTURE, cancel=lambda: True, solver=solver) == []


def test_undecided_cells_cover_every_ambiguous_region() -> None:
    # Two separate ambiguous regions: a second solution may change only one of them.
    picture = (
        "##########", "#........#", "#.#......#", "#..#.....#", "#........#",
        "#........#", "#.....#..#", "#......#.#", "#........#", "##########",
    )
    solutions = all_solutions(puzzle_from_picture(picture), 50)
    everywhere = {(r, c) for s in solutions for r, c in differing(picture, s)}
    check = check_design(picture)
    assert check.verdict is Verdict.MULTIPLE
    assert set(check.ambiguous) <= everywhere <= set(check.undecided)
    assert check.undecided == sorted(everywhere)  # here logic leaves open exactly those cells
    assert check_design(DIAGONAL_IN_PICTURE).undecided == [(2, 2), (2, 3), (3, 2), (3, 3)]
    assert check_design(("##", ".#")).undecided == []


class _SolvesOnAFakeClock:
    """A solver for the suggestion search whose every solve costs ``cost`` seconds of a fake clock.

    The search reads the clock through ``suggest.time.monotonic``; a clock that moves only when a
    solve is made counts the budget in solves, so the test asserts work done, not a machine's speed.
    ``needs`` makes the design hard: a solve handed a timeout shorter than ``needs`` spends all of
    it and times out, as the real solver does on a design beyond its time.
    """

    def __init__(self, cost: float, needs: float = 0.0) -> None:
        self.now = 0.0
        self.cost = cost
        self.needs = needs
        self.calls: list[tuple[float, float]] = []  # (fake time at the call, timeout handed over)

    def monotonic(self) -> float:
        return self.now

    def __call__(self, puzzle: Puzzle, **options):
        timeout = options["timeout"]
        self.calls.append((self.now, timeout))
        if timeout < self.needs:
            self.now += timeout
            return Result(Status.TIMEOUT)
        self.now += self.cost
        return solve(puzzle, **options)


@pytest.mark.parametrize("suggest", [suggest_unique, suggest_line_solvable])
def test_suggestions_stop_when_their_time_budget_is_spent(suggest, monkeypatch) -> None:
    unbounded = _SolvesOnAFakeClock(cost=0.125)
    monkeypatch.setattr(suggest_module, "time", unbounded)
    assert len(suggest(DIAGONAL_IN_PICTURE, max_suggestions=100, budget_s=100, solver=unbounded)) > 1
    assert len(unbounded.calls) > 10  # so a budget of five solves is what stops the search below

    clock = _SolvesOnAFakeClock(cost=0.125)  # binary fractions: the sums below are exact
    monkeypatch.setattr(suggest_module, "time", clock)
    monkeypatch.setattr(FixSearch, "LAST_RESORT_SHARE", 0.5)
    found = suggest(DIAGONAL_IN_PICTURE, max_suggestions=100, budget_s=0.625, solver=clock)
    # The search keeps a margin of the budget for its return (RETURN_MARGIN: its own end is 0.605);
    # a solve starts while that lasts and is handed what is left of it (at least 0.01 s, so a solve
    # can still answer a trivial design); while nothing is found, what is left of the searches for
    # small fixes' share (the rest is the last resort's: make it unique, black-and-white).
    end = 0.625 * (1 - RETURN_MARGIN)
    assert end == 0.60546875
    first = [(0.125, (end - 0.125) / 2)] if suggest is suggest_unique else [(0.125, end - 0.125)]
    assert clock.calls == [(0.0, end), *first, (0.25, end - 0.25), (0.375, end - 0.375), (0.5, end - 0.5)]
    assert clock.now <= 0.625  # the last solve ended inside the caller's budget
    assert found  # whatever was found in time is still verified, as each suggester promises
    for suggestion in found:
        assert suggestion.picture == apply_flips(DIAGONAL_IN_PICTURE, suggestion.flips)
        assert is_unique(suggestion.picture)
        if suggest is suggest_line_solvable:
            assert check_design(suggestion.picture).line_solvable


@pytest.mark.parametrize("suggest", [suggest_unique, suggest_line_solvable])
def test_suggestions_on_a_design_harder_than_their_budget_give_up_when_the_solver_times_out(
    suggest, monkeypatch
) -> None:
    # The design that gets fixes above, but every solve of it now needs 2 s of the fake clock: more
    # than the budget.  The one solve made (of the design as drawn) must be handed
    # what the budget allows, not more, and the search must give up when it times out.
    clock = _SolvesOnAFakeClock(cost=0.125, needs=2.0)
    monkeypatch.setattr(suggest_module, "time", clock)
    assert suggest(DIAGONAL_IN_PICTURE, budget_s=0.5, solver=clock) == []
    assert clock.calls == [(0.0, 0.5 * (1 - RETURN_MARGIN))]


@pytest.mark.slow
def test_many_larger_random_ambiguous_designs_get_verified_fixes() -> None:
    rng = random.Random(11)
    designs = helped = 0
    while designs < 60:
        size = rng.randint(8, 11)
        picture = random_picture(rng, size, size, rng.choice((0.55, 0.6, 0.65)))
        if check_design(picture).verdict is not Verdict.MULTIPLE:
            continue
        designs += 1
        found = suggest_unique(picture, max_suggestions=3, budget_s=5)
        helped += bool(found)
        for suggestion in found:
            assert suggestion.picture == apply_flips(picture, suggestion.flips)
            assert is_unique(suggestion.picture), (picture, suggestion)
    assert helped >= designs * 0.8, (helped, designs)
