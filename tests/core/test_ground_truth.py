"""The solver's verdicts against ground truth it cannot influence.

Small grids are checked against exhaustive enumeration (``bruteforce.py``): every 4x4 clue set
that has a solution, many clue sets that have none, random 5x5/6x6 pictures and mutated clue sets.
Bigger random pictures are checked by re-deriving clues from every solution returned and, for
``unique`` verdicts, by an independent plain solver (``independent.py``).  Single-line logic is
checked too: the solver's ``line_grid`` must be exactly the fixpoint the independent line solver
reaches, since complete line logic has one fixpoint whatever the order lines are visited in.
"""

from __future__ import annotations

import random

import pytest

from nonogram_core import Cell, Puzzle, Result, Status, puzzle_from_picture, satisfies, solve
from tests.oracles import bw_bruteforce as bruteforce
from tests.oracles import bw_plain_solver as independent

_CELL_TEXT = {Cell.FILLED: "#", Cell.EMPTY: ".", Cell.UNKNOWN: "?"}


def grid_text(grid: list[list[Cell]] | None) -> tuple[str, ...] | None:
    if grid is None:
        return None
    return tuple("".join(_CELL_TEXT[Cell(c)] for c in row) for row in grid)


def verdict_problems(puzzle: Puzzle, result: Result, count: int, truth: list[tuple[str, ...]] | None) -> list[str]:
    """Everything wrong with ``result`` given the true solution ``count`` (and the solutions, if known)."""
    found = []
    expected = Status.NONE if count == 0 else Status.UNIQUE if count == 1 else Status.MULTIPLE
    if result.status is not expected:
        found.append(f"status {result.status.value}, truth {expected.value} ({count} solutions)")
    solutions = [tuple(s) for s in result.solutions]
    for solution in solutions:
        if not satisfies(puzzle, solution):
            found.append(f"solution {solution} does not satisfy the clues")
        elif truth is not None and solution not in truth:
            found.append(f"solution {solution} is not among the enumerated ones")
    if len(set(solutions)) != len(solutions):
        found.append("repeated solutions")
    if result.status is Status.UNIQUE and (len(solutions) != 1 or (truth and solutions != truth)):
        found.append(f"unique with solutions {solutions}, truth {truth}")
    if result.status is Status.MULTIPLE and len(set(solutions)) < 2:
        found.append(f"multiple with {len(set(solutions))} distinct solutions")
    if result.status is Status.NONE and solutions:
        found.append("none but carries solutions")
    return found


def line_logic_problems(puzzle: Puzzle, result: Result) -> list[str]:
    """The solver's line-logic fixpoint must equal the independent one (when clues pass ``problems``)."""
    if puzzle.problems():
        return []
    ours = grid_text(result.line_grid)
    theirs = independent.line_solve(puzzle)
    if ours != theirs:
        return [f"line_grid {ours} but independent line logic reaches {theirs}"]
    return []


def random_picture(rng: random.Random, height: int, width: int, density: float) -> tuple[str, ...]:
    return tuple("".join("#" if rng.random() < density else "." for _ in range(width)) for _ in range(height))


def assert_none_wrong(failures: list[str], checked: int) -> None:
    assert not failures, f"{len(failures)} of {checked} wrong; first ones:\n" + "\n".join(failures[:10])


# --- the oracles check each other ------------------------------------------------------------


def test_line_enumeration_matches_the_definition_of_a_clue() -> None:
    for length in range(0, 11):
        assert bruteforce.clue_of_bits((1 << length) - 1, length) == ((length,) if length else ())
        by_definition: dict[tuple[int, ...], list[int]] = {}
        for value in range(1 << length):
            by_definition.setdefault(bruteforce.clue_of_bits(value, length), []).append(value)
        for clue, values in by_definition.items():
            assert sorted(bruteforce.lines_with_clue(clue, length)) == values, (clue, length)


def test_the_two_enumerators_agree_on_4x4() -> None:
    sets = bruteforce.ClueSets(4, 4)
    assert int(sets.counts.sum()) == 1 << 16
    for i in range(0, len(sets.keys), 97):
        puzzle = sets.puzzle(sets.keys[i])
        solutions = bruteforce.enumerate_solutions(puzzle)
        assert len(solutions) == sets.counts[i]
        assert sets.witness_picture(i) in solutions


def test_independent_solver_agrees_with_brute_force() -> None:
    rng = random.Random(7)
    for _ in range(200):
        picture = random_picture(rng, rng.randint(2, 6), rng.randint(2, 6), rng.uniform(0.3, 0.7))
        puzzle = puzzle_from_picture(picture)
        solutions = bruteforce.enumerate_solutions(puzzle)
        other = independent.find_other_solution(puzzle, picture, budget=10**6)
        assert (other is None) == (solutions == [picture])
        settled = independent.line_solve(puzzle)
        assert settled is not None
        for solution in solutions:
            assert all(s in ("?", t) for s, t in zip("".join(settled), "".join(solution), strict=True))


def test_the_checks_catch_wrong_answers() -> None:
    """Each way a verdict can be wrong is reported (so the tests below can fail)."""
    puzzle = Puzzle(rows=((1,), (1,)), cols=((1,), (1,)))
    both = [("#.", ".#"), (".#", "#.")]
    assert not verdict_problems(puzzle, Result(Status.MULTIPLE, list(both)), 2, both)
    assert verdict_problems(puzzle, Result(Status.UNIQUE, both[:1]), 2, both)
    assert verdict_problems(puzzle, Result(Status.MULTIPLE, [both[0], both[0]]), 2, both)
    assert verdict_problems(puzzle, Result(Status.MULTIPLE, [both[0], ("##", "..")]), 2, None)
    assert verdict_problems(puzzle, Result(Status.NONE), 2, both)
    one = Puzzle(rows=((1,), ()), cols=((1,), ()))
    assert verdict_problems(one, Result(Status.UNIQUE, [("..", "#.")]), 1, [("#.", "..")])
    assert verdict_problems(one, Result(Status.UNIQUE, [("#.", "..")]), 0, [])
    wrong_line_grid = solve(one)
    wrong_line_grid.line_grid = [[Cell.UNKNOWN] * 2 for _ in range(2)]
    assert line_logic_problems(one, wrong_line_grid)


# --- exhaustive and random small grids ------------------------------------------------------


def test_every_4x4_clue_set() -> None:
    """All 2^16 pictures, grouped by clues: unique/multiple must match the picture count."""
    sets = bruteforce.ClueSets(4, 4)
    failures = []
    for i, key in enumerate(sets.keys):
        puzzle = sets.puzzle(key)
        count = int(sets.counts[i])
        truth = [sets.witness_picture(i)] if count == 1 else None
        problems = verdict_problems(puzzle, solve(puzzle), count, truth)
        failures += [f"{puzzle.rows} / {puzzle.cols}: {p}" for p in problems]
    assert_none_wrong(failures, len(sets.keys))
    assert len(sets.keys) > 50_000  # the test really covered every clue set


def test_4x4_clue_sets_without_a_solution() -> None:
    """Random clue sets no picture has (row and column totals equal, so no shortcut) are 'none'."""
    sets = bruteforce.ClueSets(4, 4)
    rng = random.Random(4)
    failures, tried = [], 0
    while tried < 3000:
        rows = tuple(rng.choice(sets.clues) for _ in range(4))
        cols = tuple(rng.choice(sets.clues) for _ in range(4))
        puzzle = Puzzle(rows=rows, cols=cols)
        if puzzle.problems() or sets.count(puzzle):
            continue
        tried += 1
        result = solve(puzzle)
        failures += [f"{rows} / {cols}: {p}" for p in verdict_problems(puzzle, result, 0, [])]
        failures += line_logic_problems(puzzle, result)
    assert_none_wrong(failures, tried)


def small_cases(seed: int, count: int) -> list[tuple[str, Puzzle]]:
    """Random 5x5/6x6 pictures, half of them with one row and one column clue changed."""
    rng = random.Random(seed)
    cases = []
    for n in range(count):
        size = rng.choice((5, 6))
        picture = random_picture(rng, size, size, rng.uniform(0.3, 0.75))
        puzzle = puzzle_from_picture(picture)
        if n % 2:
            puzzle = mutate(rng, puzzle)
        cases.append((f"#{n}", puzzle))
    return cases


def mutate(rng: random.Random, puzzle: Puzzle) -> Puzzle:
    """Replace one row clue and one column clue by random clues that fit the lines."""
    rows, cols = list(puzzle.rows), list(puzzle.cols)
    r, c = rng.randrange(len(rows)), rng.randrange(len(cols))
    rows[r] = bruteforce.clue_of_bits(rng.getrandbits(len(cols)), len(cols))
    cols[c] = bruteforce.clue_of_bits(rng.getrandbits(len(rows)), len(rows))
    return Puzzle(rows=tuple(rows), cols=tuple(cols))


def test_random_5x5_and_6x6_pictures_and_mutations() -> None:
    failures, verdicts = [], {Status.UNIQUE: 0, Status.MULTIPLE: 0, Status.NONE: 0}
    cases = small_cases(seed=56, count=600)
    for name, puzzle in cases:
        truth = bruteforce.enumerate_solutions(puzzle)
        result = solve(puzzle)
        verdicts[result.status] = verdicts.get(result.status, 0) + 1
        found = verdict_problems(puzzle, result, len(truth), truth)
        found += line_logic_problems(puzzle, result)
        failures += [f"{name} {puzzle.rows} / {puzzle.cols}: {p}" for p in found]
    assert_none_wrong(failures, len(cases))
    assert min(verdicts.values()) >= 30, verdicts  # every verdict was exercised


def test_more_solutions_when_asked() -> None:
    """``max_solutions=k`` returns min(k, true count) distinct valid solutions."""
    failures = []
    for name, puzzle in small_cases(seed=9, count=150):
        truth = bruteforce.enumerate_solutions(puzzle)
        result = solve(puzzle, max_solutions=4)
        solutions = {tuple(s) for s in result.solutions}
        if len(solutions) != min(4, len(truth)) or not solutions <= set(truth):
            failures.append(f"{name}: {len(solutions)} solutions returned, {len(truth)} exist")
    assert_none_wrong(failures, 150)


# --- bigger random pictures --------------------------------------------------------------------


def check_big_picture(picture: tuple[str, ...], timeout: float, budget: int) -> tuple[str, str]:
    """Solve a random picture's puzzle; return (outcome, failure text or '').

    The picture is a solution, so ``none`` is always wrong and a ``unique`` solution must be the
    picture.  Uniqueness itself is confirmed independently: by line logic completing the grid
    (a proof), or by a budgeted search for a different solution; the outcome says which.
    """
    puzzle = puzzle_from_picture(picture)
    result = solve(puzzle, timeout=timeout)
    if result.status is Status.TIMEOUT:
        bad = [s for s in result.solutions if not satisfies(puzzle, s)]
        return "timeout", f"timeout carries invalid solutions {bad}" if bad else ""
    problems = verdict_problems(puzzle, result, 1 if result.status is Status.UNIQUE else 2, None)
    problems += line_logic_problems(puzzle, result)
    if result.status is Status.UNIQUE:
        if tuple(result.solutions[0]) != picture:
            problems.append("unique, but the solution is not the picture the clues came from")
        settled = independent.line_solve(puzzle)
        if settled is not None and "?" not in "".join(settled):
            outcome = "unique (proved by line logic)"
        else:
            try:
                other = independent.find_other_solution(puzzle, picture, budget)
            except independent.BudgetExceeded:
                outcome = "unique (not confirmed: budget)"
            else:
                outcome = "unique (proved by search)"
                if other is not None:
                    problems.append(f"unique, but {other} is another solution")
    else:
        outcome = result.status.value
    return outcome, "; ".join(problems)


def run_big_pictures(sizes: tuple[int, ...], per_size: int, seed: int, timeout: float,
                     budget: int) -> dict[str, int]:
    rng = random.Random(seed)
    outcomes: dict[str, int] = {}
    failures = []
    for size in sizes:
        for n in range(per_size):
            density = rng.choice((0.5, 0.55, 0.6, 0.6, 0.65, 0.7, 0.8))
            picture = random_picture(rng, size, size, density)
            outcome, failure = check_big_picture(picture, timeout, budget)
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
            if failure:
                failures.append(f"{size}x{size} #{n} (density {density}): {failure}\n  {picture}")
    assert_none_wrong(failures, len(sizes) * per_size)
    print("big random pictures:", outcomes)
    return outcomes


def test_random_pictures_10_to_30() -> None:
    outcomes = run_big_pictures((10, 15, 20, 25, 30), per_size=8, seed=1030, timeout=10.0, budget=300)
    assert outcomes.get("unique (proved by line logic)", 0) >= 5
    assert outcomes.get("multiple", 0) >= 5
    assert outcomes.get("timeout", 0) <= 1


def shuffled_clue(rng: random.Random, line: str) -> tuple[int, ...]:
    """The clue of ``line`` with its cells shuffled: same filled count, other blocks."""
    cells = list(line)
    rng.shuffle(cells)
    return bruteforce.clue_of_bits(sum(1 << i for i, ch in enumerate(cells) if ch == "#"), len(cells))


def run_mutated_pictures(sizes: tuple[int, ...], count: int, seed: int, budget: int) -> dict[str, int]:
    """Pictures with one row and one column clue reshuffled (totals kept, so no shortcut).

    Most such clue sets have no solution.  ``none`` verdicts are confirmed by the independent
    search exhausting every possibility; any solution it finds instead is a failure.  Other
    verdicts carry solutions, which must satisfy the clues; a ``unique`` one must also survive
    the independent search for a different solution.
    """
    rng = random.Random(seed)
    outcomes: dict[str, int] = {}
    failures = []
    for n in range(count):
        size = rng.choice(sizes)
        picture = random_picture(rng, size, size, rng.uniform(0.5, 0.75))
        rows, cols = list(puzzle_from_picture(picture).rows), list(puzzle_from_picture(picture).cols)
        r, c = rng.randrange(size), rng.randrange(size)
        rows[r] = shuffled_clue(rng, picture[r])
        cols[c] = shuffled_clue(rng, "".join(row[c] for row in picture))
        puzzle = Puzzle(rows=tuple(rows), cols=tuple(cols))
        result = solve(puzzle, timeout=10.0)
        problems = verdict_problems(puzzle, result, {Status.UNIQUE: 1, Status.NONE: 0}.get(result.status, 2), None)
        problems += line_logic_problems(puzzle, result)
        try:
            if result.status is Status.NONE:
                other = independent.find_solution(puzzle, budget)
                problems += [f"none, but {other} is a solution"] if other else []
            elif result.status is Status.UNIQUE:
                other = independent.find_other_solution(puzzle, tuple(result.solutions[0]), budget)
                problems += [f"unique, but {other} is another solution"] if other else []
            outcome = f"{result.status.value} (confirmed)" if result.status is not Status.MULTIPLE else "multiple"
        except independent.BudgetExceeded:
            outcome = f"{result.status.value} (not confirmed: budget)"
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        failures += [f"#{n} {puzzle.rows} / {puzzle.cols}: {p}" for p in problems]
    assert_none_wrong(failures, count)
    print("mutated pictures:", outcomes)
    return outcomes


def test_mutated_pictures_10_to_25() -> None:
    outcomes = run_mutated_pictures((10, 15, 20, 25), count=60, seed=77, budget=300)
    assert outcomes.get("none (confirmed)", 0) >= 30


@pytest.mark.slow
def test_mutated_pictures_many() -> None:
    outcomes = run_mutated_pictures((10, 15, 20, 25, 30), count=400, seed=7777, budget=300)
    assert outcomes.get("none (confirmed)", 0) >= 200


@pytest.mark.slow
def test_random_pictures_10_to_50_many() -> None:
    outcomes = run_big_pictures((10, 20, 30, 40, 50), per_size=20, seed=1050, timeout=30.0, budget=300)
    assert outcomes.get("timeout", 0) <= 5


@pytest.mark.slow
def test_random_small_grids_many() -> None:
    failures = []
    cases = small_cases(seed=5566, count=5000)
    for name, puzzle in cases:
        truth = bruteforce.enumerate_solutions(puzzle)
        result = solve(puzzle)
        found = verdict_problems(puzzle, result, len(truth), truth) + line_logic_problems(puzzle, result)
        failures += [f"{name} {puzzle.rows} / {puzzle.cols}: {p}" for p in found]
    assert_none_wrong(failures, len(cases))


@pytest.mark.slow
def test_random_7x7_and_8x8() -> None:
    rng = random.Random(78)
    failures = []
    for n in range(400):
        size = rng.choice((7, 8))
        puzzle = puzzle_from_picture(random_picture(rng, size, size, rng.uniform(0.35, 0.75)))
        if n % 2:
            puzzle = mutate(rng, puzzle)
        truth = bruteforce.enumerate_solutions(puzzle)
        result = solve(puzzle)
        found = verdict_problems(puzzle, result, len(truth), truth) + line_logic_problems(puzzle, result)
        failures += [f"#{n} {puzzle.rows} / {puzzle.cols}: {p}" for p in found]
    assert_none_wrong(failures, 400)
