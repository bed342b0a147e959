"""The colour pipeline keeps ``solve``'s whole contract: limits, deadlines, start grids, grids and stats.

Verdicts against enumeration are in ``test_colour_ground_truth``; here the other promises:
``max_solutions``, timeout and cancel, ``start``, ``line_grid`` (the fixpoint of the colour
line solver, recomputed here by a plain loop), the ambiguity report, the black-and-white puzzles
the colour pipeline can also solve (it must agree with the black-and-white solver), and
``Puzzle.problems`` for colour clues.
"""

from __future__ import annotations

import itertools
import random

import pytest

from nonogram_core import BLOTTED, Cell, Colour, Status, puzzle_from_picture, satisfies, solve
from nonogram_core.colour.board import ColourBoard, transpose
from nonogram_core.colour.pipeline import solve_colour, start_board
from nonogram_core.colour.propagate import ColourPropagator
from nonogram_core.limits import Limits
from nonogram_core.lines.colour import solve_colour_line
from nonogram_core.model import Puzzle, PuzzleError, block_colours
from nonogram_core.propagate import Deadline, Interrupted
from nonogram_core.result import Stats
from tests.oracles.colour_bruteforce import blot, clues_of, puzzle_of, random_grid
from tests.oracles.random_pictures import random_picture


def permutations(n: int) -> Puzzle:
    """Every row and column holds one cell of colour ``a``: n! solutions, the permutation matrices."""
    line = ((1,), (1,))
    return puzzle_of([line] * n, [line] * n, 3)


def test_max_solutions_bounds_the_solutions_found() -> None:
    puzzle = permutations(4)
    for asked, expect in ((1, 2), (2, 2), (5, 5), (24, 24), (100, 24)):
        result = solve(puzzle, max_solutions=asked)
        assert result.status is Status.MULTIPLE
        assert len(result.solutions) == expect == len(set(result.solutions))
        assert all(satisfies(puzzle, s) for s in result.solutions)


def test_ambiguity_report() -> None:
    result = solve(permutations(3))
    assert len(result.differing_cells()) >= 2
    assert result.line_unknown_cells() == [(r, c) for r in range(3) for c in range(3)]
    assert result.unknown_cells() and all(result.grid[r][c] == 0b011 for r, c in result.unknown_cells())
    assert result.stats.search_nodes >= 1 and result.stats.probes >= 1


def test_timeout_and_cancel_stop_with_valid_partial_answers() -> None:
    puzzle = permutations(9)  # 362 880 solutions: never finishes within the limits below
    result = solve(puzzle, max_solutions=10**6, timeout=0.2)
    assert result.status is Status.TIMEOUT and result.elapsed_ms < 5000  # generous: CI machines are busy
    assert result.solutions and all(satisfies(puzzle, s) for s in result.solutions)
    calls = itertools.count()
    result = solve(puzzle, max_solutions=10**6, cancel=lambda: next(calls) > 20)
    assert result.status is Status.TIMEOUT
    assert len(set(result.solutions)) == len(result.solutions)


def test_start_grid_restricts_the_solutions() -> None:
    puzzle = permutations(3)
    start = [[0b111] * 3 for _ in range(3)]
    start[0][0] = 0b010  # cell (0, 0) is colour a
    result = solve(puzzle, max_solutions=10, start=start)
    assert result.status is Status.MULTIPLE and len(result.solutions) == 2
    assert all(s[0][0] == "a" for s in result.solutions)
    start[1][2] = 0b010  # and (1, 2): one permutation left
    assert solve(puzzle, start=start).solutions == [("a..", "..a", ".a.")]
    start[2][0] = 0b010  # column 1 would hold two: no completion
    assert solve(puzzle, start=start).status is Status.NONE


def test_blotted_black_and_white_puzzles_use_cells() -> None:
    puzzle = Puzzle(rows=((BLOTTED,), (1,)), cols=((2,), ()))
    result = solve(puzzle)
    assert result.status is Status.UNIQUE and result.solutions == [("#.", "#.")]
    assert result.grid == [[Cell.FILLED, Cell.EMPTY], [Cell.FILLED, Cell.EMPTY]]
    assert isinstance(result.grid[0][0], Cell)
    start = [[Cell.UNKNOWN, Cell.FILLED], [Cell.UNKNOWN, Cell.UNKNOWN]]
    assert solve(puzzle, start=start).status is Status.NONE


def line_fixpoint(puzzle: Puzzle) -> list[list[int]]:
    """Single-line logic to a fixpoint, plainly: every line re-solved until no line changes."""
    colours = max(2, len(puzzle.colours))
    row_colours, col_colours = block_colours(puzzle)
    grid = [[(1 << colours) - 1] * puzzle.width for _ in range(puzzle.height)]
    lines = [([(r, c) for c in range(puzzle.width)], puzzle.rows[r], row_colours[r]) for r in range(puzzle.height)]
    lines += [([(r, c) for r in range(puzzle.height)], puzzle.cols[c], col_colours[c]) for c in range(puzzle.width)]
    changed = True
    while changed:
        changed = False
        for cells, clue, shades in lines:
            allowed = [sum(1 << i for i, (r, c) in enumerate(cells) if grid[r][c] >> k & 1) for k in range(colours)]
            result = solve_colour_line(clue, shades, len(cells), allowed)
            assert result is not None
            for i, (r, c) in enumerate(cells):
                value = sum(1 << k for k in range(colours) if result[k] >> i & 1)
                changed |= value != grid[r][c]
                grid[r][c] = value
    return grid


@pytest.mark.parametrize("seed", range(12))
def test_line_grid_is_the_line_solver_fixpoint(seed: int) -> None:
    rng = random.Random(seed)
    colours = rng.choice((3, 4, 5))
    size = rng.choice((6, 8, 10))
    rows, cols = clues_of(random_grid(rng, size, size + 2, colours, 0.3))
    if seed % 3 == 0:
        rows, cols = blot(rng, list(rows), 0.2), blot(rng, list(cols), 0.2)
    puzzle = puzzle_of(rows, cols, colours)
    result = solve(puzzle)
    assert result.status in (Status.UNIQUE, Status.MULTIPLE)
    assert result.line_grid == line_fixpoint(puzzle)


@pytest.mark.parametrize("seed", range(20))
def test_colour_pipeline_agrees_with_black_and_white_solver(seed: int) -> None:
    size = 5 + seed % 6
    puzzle = puzzle_from_picture(random_picture(size, size + seed % 3, seed, density=0.4 + 0.02 * seed))
    plain = solve(puzzle, max_solutions=20)
    colour = solve_colour(puzzle, Limits(max_solutions=20))
    assert colour.status is plain.status
    assert set(colour.solutions) == set(plain.solutions)
    assert colour.line_grid == plain.line_grid


def test_colour_clues_that_cannot_fit_their_line_are_refused_naming_it() -> None:
    """Too long for the line (same-colour neighbours need a gap, a blotted number at least 1 cell) or a
    block of no colour of the puzzle: ``Puzzle`` refuses it when built; totals that differ are ``problems``."""
    line = ((2, 2), (1, 1))
    with pytest.raises(PuzzleError, match=r"^row 1: clue 2 a, 2 a needs 5 cells, the row has 4$"):
        puzzle_of([line], [((1,), (1,))] * 4, 3)
    touching = puzzle_of([((2, 2), (1, 2))], [((1,), (1,))] * 2 + [((1,), (2,))] * 2, 3)
    assert touching.problems() == []
    totals = puzzle_of([((2, 2), (1, 2))], [((1,), (1,))] * 4, 3)
    assert totals.problems() == [
        "the rows fill 2 a cells but the columns fill 4",
        "the rows fill 2 b cells but the columns fill 0",
    ]
    assert solve(totals).status is Status.NONE
    with pytest.raises(PuzzleError, match=r"^row 1: clue \? a, 2 a needs 4 cells, the row has 3$"):
        puzzle_of([((BLOTTED, 2), (1, 1))], [((1,), (1,))] * 3, 3)
    with pytest.raises(PuzzleError, match=r"^row 1: every block needs one of the puzzle's 2 colours \(1 to 2\), got 3"):
        puzzle_of([((1,), (3,))], [((1,), (1,))], 3)


def test_trace_reports_progress() -> None:
    lines: list[str] = []
    solve(permutations(3), trace=lines.append)
    assert any("line logic" in line for line in lines)
    assert any("solution 2" in line for line in lines)


def test_board_transpose_and_settled_rows_read_fast() -> None:
    """The C-speed paths of the board (``transpose``, ``_indices``) against cell-by-cell construction."""
    rng = random.Random(5)
    for _ in range(60):
        height, width, colours = rng.randint(1, 9), rng.randint(1, 70), rng.randint(2, 12)
        allowed = [[rng.randrange(1, 1 << colours) for _ in range(width)] for _ in range(height)]
        board = ColourBoard.from_allowed(allowed, colours)
        assert transpose(board.rows, width, colours) == board.cols
        assert transpose(board.cols, height, colours) == board.rows
        assert board.to_grid() == allowed
        settled = [[1 << rng.randrange(colours) for _ in range(width)] for _ in range(height)]
        board = ColourBoard.from_allowed(settled, colours)
        assert board.to_grid() == settled and board.is_complete()
        chars = ".abcdefghijk"
        assert board.to_solution(chars) == tuple("".join(chars[v.bit_length() - 1] for v in row) for row in settled)


@pytest.mark.parametrize("seed", range(6))
def test_rows_and_columns_agree_after_any_propagation(seed: int) -> None:
    """Also when the deadline or a contradiction cuts a sweep short (the cross lines learn its changes)."""
    rng = random.Random(seed)
    colours = rng.choice((3, 4))
    rows, cols = clues_of(random_grid(rng, 12, 14, colours, 0.4))
    puzzle = puzzle_of(rows, cols, colours)
    contradictory = [[(1 << colours) - 1] * 14 for _ in range(12)]
    contradictory[11] = [1] * 14  # the last row all background: the columns find out late
    # (cancel after this many checks, start grid, what ``run`` ends with: None for Interrupted)
    for trip, start, ends in ((None, None, True), (2, None, None), (5, None, None), (None, contradictory, False)):
        calls = itertools.count()
        deadline = Deadline(None, None if trip is None else lambda: next(calls) >= trip)  # noqa: B023
        board = start_board(puzzle, start)
        prop = ColourPropagator.for_puzzle(puzzle, Stats(), deadline)
        prop.CHECK_EVERY = 1  # check after every line solve: the deadline strikes mid-sweep
        try:
            outcome = prop.run(board, range(12), range(14))
        except Interrupted:
            outcome = None
        assert outcome is ends  # the case tested what it says: a cut-short sweep, a contradiction
        assert transpose(board.rows, 14, colours) == board.cols


def test_large_palettes() -> None:
    """More colours than default letters still get distinct characters; an absurd palette is refused clearly."""
    for count, status in ((100, Status.UNIQUE), (300, Status.NONE)):
        colours = tuple(Colour(f"c{i}", "000000", "#") for i in range(count))
        puzzle = Puzzle(rows=((1, 1),), cols=((1,), (1,)), colours=colours,
                        row_colours=((count - 1, count - 2),), col_colours=((count - 1,), (count - 2,)))
        result = solve(puzzle)
        assert result.status is status
        assert all(satisfies(puzzle, s) for s in result.solutions)
    assert puzzle.problems() == ["the puzzle has 299 colours; at most 255 are supported"]
