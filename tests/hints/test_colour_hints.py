"""``next_hint`` on colour and blotted puzzles: sound against every solution (by enumeration), colours named.

Puzzles are random pictures of 1–3 inks on up to 4×4 cells, with some clue numbers blotted; the
solutions come from ``colour_truth`` (enumeration, no code from the package).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nonogram_core import Colour, Puzzle, PuzzleError, next_hint
from nonogram_core.hints.colour.board import ColourBoard
from nonogram_core.hints.colour.ladder import COLOUR_LINE_METHODS, ColourLadder
from nonogram_core.hints.colour.line_logic import line_logic
from nonogram_core.hints.colour.line_techniques import (
    ColourLine,
    absent_colours,
    complete_line,
    simple_boxes,
    simple_spaces,
)
from nonogram_core.hints.colour.words import ColourWords
from nonogram_core.model import BLOTTED, colour_grid_from_text, colour_grid_to_text, unknown_cell
from tests.oracles.colour_line_truth import line_blocks, solutions

PALETTE = (Colour("white", "FFFFFF", "."), Colour("red", "FF0000", "r"), Colour("green", "00A000", "g"),
           Colour("blue", "0000FF", "b"))
DEDUCTIONS = {"complete_line", "simple_boxes", "simple_spaces", "line_logic", "two_line", "probing"}


def colour_puzzle(picture: list[tuple[int, ...]], inks: int, blotted: set[tuple[str, int, int]] = frozenset()):
    """The puzzle whose solution is ``picture`` (rows of colour indices), ``blotted`` numbers hidden."""
    height, width = len(picture), len(picture[0])
    columns = [tuple(picture[r][c] for r in range(height)) for c in range(width)]

    def clues(axis, lines):
        blocks = [line_blocks(line) for line in lines]
        numbers = tuple(tuple(BLOTTED if (axis, i, j) in blotted else n for j, (n, _) in enumerate(b))
                        for i, b in enumerate(blocks))
        return numbers, tuple(tuple(k for _, k in b) for b in blocks)

    rows, row_colours = clues("row", picture)
    cols, col_colours = clues("col", columns)
    return Puzzle(rows=rows, cols=cols, colours=PALETTE[: inks + 1], row_colours=row_colours,
                  col_colours=col_colours)


@st.composite
def colour_cases(draw, max_side=4):
    """A random colour (or blotted) puzzle and all its solutions."""
    inks = draw(st.integers(1, 3))
    height, width = draw(st.integers(1, max_side)), draw(st.integers(1, max_side))
    picture = [tuple(draw(st.lists(st.integers(0, inks), min_size=width, max_size=width)))
               for _ in range(height)]
    blot = draw(st.sampled_from([0.0, 0.0, 0.3, 1.0]))
    blotted = {(axis, i, j) for axis in ("row", "col") for i in range(max(height, width))
               for j in range(max_side) if draw(st.floats(0, 1)) < blot}
    if inks == 1 and not blotted:  # one ink and nothing blotted would be a black-and-white puzzle
        blotted = {("row", r, 0) for r in range(height)}
    puzzle = colour_puzzle(picture, inks, blotted)
    found = solutions(puzzle.rows, puzzle.cols, puzzle.row_colours, puzzle.col_colours, inks + 1, limit=300)
    return puzzle, found


@st.composite
def partial_grids(draw):
    """A case and a grid showing cells of one solution: settled, unknown, or narrowed around the truth."""
    puzzle, found = draw(colour_cases())
    shown = found[draw(st.integers(0, len(found) - 1))]
    full = unknown_cell(puzzle)
    grid = []
    for row in shown:
        cells = []
        for value in row:
            kind = draw(st.sampled_from(["unknown", "unknown", "settled", "narrowed"]))
            extra = draw(st.integers(0, full)) if kind == "narrowed" else full if kind == "unknown" else 0
            cells.append((1 << value) | extra)
        grid.append(cells)
    return puzzle, found, grid


def value_index(puzzle: Puzzle) -> dict[str, int]:
    names = {"empty": 0, "filled": 1} if len(puzzle.colours) <= 2 else {"empty": 0}
    names.update({colour.name: k for k, colour in enumerate(puzzle.colours) if k and len(puzzle.colours) > 2})
    return names


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(partial_grids())
def test_colour_hints_are_sound(case):
    check_sound(*case)


@pytest.mark.slow
@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(partial_grids())
def test_colour_hints_are_sound_many(case):
    check_sound(*case)


def check_sound(puzzle, found, grid):
    hint = next_hint(puzzle, grid)
    assert hint.technique != "mistake", hint.sentence
    agreeing = [s for s in found if all(grid[r][c] >> v & 1 for r, row in enumerate(s) for c, v in enumerate(row))]
    index = value_index(puzzle)
    for r, c, value in hint.proves:
        k = index[value]
        assert grid[r][c] != 1 << k, "a hint proves only cells that were not settled"
        for solution in agreeing:
            assert solution[r][c] == k, (puzzle, grid, hint)
        if len(puzzle.colours) > 2 and value != "empty":
            assert value in hint.sentence, "the sentence names the colour it proves"
    if hint.technique in DEDUCTIONS:
        assert hint.proves and hint.lines and hint.sentence
    if hint.technique == "solved":
        assert all(cell & (cell - 1) == 0 for row in grid for cell in row)


WORDS = ColourWords(colour_puzzle([(1, 2, 3)], inks=3))


def told(technique, clue, colours, line):
    """A colour technique's sentence and proved cells on a line written in colour characters."""
    puzzle = colour_puzzle([(1, 2, 3)], inks=3)
    wide = colour_puzzle([tuple(1 + k % 3 for k in range(len(line)))], inks=3)  # the line's width, same palette
    cells = colour_grid_from_text([line], wide)[0]
    step = technique(ColourLine(clue, colours, cells, "column", WORDS))
    return None if step is None else (step.sentence, colour_grid_to_text([[
        step.proves.get(p, cell) for p, cell in enumerate(cells)]], puzzle)[0])


def test_colour_line_sentences():
    assert told(simple_boxes, (3,), (1,), "?????") == (
        "the red 3 must cover column 3 wherever it lies, so this cell is red.", "??r??")
    assert told(simple_boxes, (2, 2), (1, 2), "????") == (
        "the red 2 must cover columns 1–2 and the green 2 must cover columns 3–4 wherever they lie, "
        "so each takes its colour.", "rrgg")
    assert told(complete_line, (1, 2, 1), (1, 2, 2), "?????") == (
        "red 1, green 2, green 1 with 1 gap needs all 5 cells, so there is only one way to place it.", "rggxg")
    assert told(simple_spaces, (2,), (1,), "??r???") == (
        "with the blocks pushed as far as the known cells allow, no block can reach columns 1 and 5–6, "
        "so they are empty.", "x?r?xx")
    assert told(absent_colours, (2,), (1,), "??r???") == (
        "the clue has no green or blue block, so columns 1–2 and 4–6 cannot be green or blue.", "??r???")
    assert told(line_logic, (3, 1), (1, 3), "???b?") == (
        "the red 3 must cover columns 1–3 wherever it lies, so those cells are red; and of all the ways to "
        "place red 3, blue 1 that agree with the cells already known, every one leaves column 5 empty.", "rrrbx")
    assert told(line_logic, (BLOTTED,), (2,), "?g?") == (
        "of all the ways to place green ? that agree with the cells already known, every one keeps red "
        "and blue out of columns 1 and 3.", "?g?")


def test_ruling_a_colour_out_says_what_is_left():
    step = absent_colours(ColourLine((1,), (1,), [0b110], "column", WORDS))
    assert step.proves == {0: 0b010}
    assert step.sentence == ("the clue has no green block, so column 1 cannot be green, which leaves column 1 red.")


def test_a_narrowing_chain_is_told_until_a_cell_settles():
    # no single line settles a cell of the blank grid: row 1 rules green out, then column 1 red
    picture = [(0, 1), (2, 0)]
    puzzle = colour_puzzle(picture, inks=2)
    hint = next_hint(puzzle, [[7, 7], [7, 7]])
    assert hint.technique == "simple_spaces"
    assert hint.sentence == (
        "Row 1: the clue has no green block, so columns 1–2 cannot be green. "
        "Then column 1: the clue has no red block, so rows 1–2 cannot be red, which leaves row 1 empty.")
    assert hint.proves == ((0, 0, "empty"),) and picture[0][0] == 0
    assert hint.lines == (("row", 0), ("col", 0))


def test_one_ink_blotted_puzzles_speak_black_and_white():
    puzzle = Puzzle(rows=((BLOTTED,), (2,)), cols=((2,), (1,)))
    hint = next_hint(puzzle, [[3, 3], [3, 3]])
    assert hint.technique == "complete_line"
    assert hint.as_dict()["proves"] == [[1, 0, "filled"], [1, 1, "filled"]]
    assert hint.sentence == "Row 2: 2 needs all 2 cells, so there is only one way to place it."


def test_colour_grids_are_checked():
    puzzle = colour_puzzle([(1, 2)], inks=2)
    with pytest.raises(PuzzleError, match="from 1 to 7"):
        next_hint(puzzle, [[8, 7]])
    with pytest.raises(PuzzleError, match="from 1 to 7"):
        next_hint(puzzle, [[0, 7]])


def test_suppositions_rule_colours_out_and_the_chain_ends_in_a_settled_cell():
    picture = [(1, 0, 0, 2), (0, 1, 2, 1), (1, 2, 0, 0), (0, 0, 1, 0)]  # unique, not line-solvable
    puzzle = colour_puzzle(picture, inks=2)
    board = ColourBoard(puzzle)
    ladder = ColourLadder(board)
    while (finding := ladder.find(best=True)) is not None:  # single-line logic to its fixpoint
        ladder.apply(finding)
    hint = next_hint(puzzle, board.cells)
    assert hint.technique == "two_line"
    assert hint.sentence == (
        "Suppose row 2, column 2 were empty: row 2 would then need row 2, column 1 red; column 2 would then "
        "need row 3, column 2 green; column 1 would then need row 3, column 1 empty; and then row 3 could no "
        "longer fit its clue red 1, green 1. So it is not empty. "
        "Then suppose row 2, column 3 were red: row 2 would then need row 2, column 1 red; column 3 would then "
        "need row 3, column 3 not red; column 1 would then need row 3, column 1 empty; and then row 3 could no "
        "longer fit its clue red 1, green 1. So it is not red. "
        "Then row 2: the second red 1 must cover column 4 wherever it lies, so this cell is red.")
    assert hint.proves == ((1, 3, "red"),) and picture[1][3] == 1


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(partial_grids())
def test_a_hint_is_the_easiest_line_step_that_settles_a_cell(case):
    puzzle, _, grid = case
    if puzzle.is_black_and_white:
        return
    board = ColourBoard(puzzle, grid)
    ladder = ColourLadder(board)
    levels = [level for level, method in enumerate(COLOUR_LINE_METHODS) for ref in board.refs
              if (step := method.run(ladder.colour_line(ref))) is not None
              and any(value & (value - 1) == 0 for value in step.proves.values())]
    hint = next_hint(puzzle, grid)
    if levels:
        assert hint.technique == COLOUR_LINE_METHODS[min(levels)].name
        assert " Then " not in hint.sentence  # one step, not a chain
