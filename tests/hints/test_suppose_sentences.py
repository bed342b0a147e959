""""Suppose …" hints a person can follow: every forced cell named, every step true on its own.

Puzzles that need suppositions (generated ``hard`` from seeds, black and white and in 2 or 3 colours,
and a seeded sample of the shipped hard colour pictures) are solved the way the grader does: line
logic to its fixpoint, then a supposition, again and again.  Each supposition's sentence is read back
(``tests.oracles.suppose_truth``) and each claimed cell checked by its line's arrangements (dynamic
programming over the clue, no code from the package's solvers), from the board, the supposed cell and
the claims before it only; the last line named must then have no arrangement.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from nonogram_core import next_hint, puzzle_from_picture
from nonogram_core.formats import ourjson
from nonogram_core.generate import generate
from nonogram_core.hints.board import Board, LineLadder
from nonogram_core.hints.colour.board import ColourBoard
from nonogram_core.hints.colour.ladder import ColourLadder
from nonogram_core.hints.colour.probe import ColourProber
from nonogram_core.hints.contradiction import Prober
from nonogram_core.hints.lines import EMPTY, FILLED, UNKNOWN
from nonogram_core.model import colour_chars
from tests.oracles.colour_line_enum import dp_colour_line
from tests.oracles.line_truth import forced_dp
from tests.oracles.suppose_truth import parse, problems

PICTURES = Path(__file__).resolve().parents[2] / "web" / "pictures"
BW_NAMES = ("empty", "filled")
_TO_SET = {EMPTY: 1, FILLED: 2, UNKNOWN: 3}


def bw_forced(puzzle):
    def forced(axis, index, cells):
        clue = puzzle.rows[index] if axis == "row" else puzzle.cols[index]
        partial = [None if cell == 3 else cell == 2 for cell in cells]
        found = forced_dp(tuple(clue), partial)
        return None if found is None else [3 if v is None else 2 if v else 1 for v in found]
    return forced


def colour_forced(puzzle, count):
    def forced(axis, index, cells):
        clue, colours = ((puzzle.rows[index], puzzle.row_colours[index]) if axis == "row"
                         else (puzzle.cols[index], puzzle.col_colours[index]))
        allowed = [sum(1 << p for p, cell in enumerate(cells) if cell >> k & 1) for k in range(count)]
        union = dp_colour_line(clue, colours, len(cells), allowed)
        return None if union is None else [sum(1 << k for k in range(count) if union[k] >> p & 1)
                                           for p in range(len(cells))]
    return forced


def told(engine_board, ladder, prober, deep=False):
    """Each supposition finding met while solving, with the board it was found on (cell sets); ``deep``:
    each supposition followed to its end (probing without a round limit, the longest traces)."""
    while not engine_board.is_complete():
        while (finding := ladder.find(best=True)) is not None:
            ladder.apply(finding)
        if engine_board.is_complete():
            return
        finding = prober.find("probing", None) if deep else prober.next_finding()
        if finding is None or finding.technique not in ("two_line", "probing"):
            return
        yield finding, [row[:] for row in engine_board.cells]
        ladder.apply(finding)


def checked(sentence, grid, names, forced):
    suppositions = parse(sentence)
    assert suppositions, sentence
    for supposition in suppositions:
        assert problems(grid, supposition, names, forced) == [], sentence
    return suppositions


TOLD: Counter[str] = Counter()
"""Suppositions checked, per technique and per number of steps (``test_the_checks_met_long_chains``)."""


def check_black_and_white(puzzle):
    board = Board(puzzle)
    for finding, cells in told(board, LineLadder(board), Prober(board)):
        grid = [[_TO_SET[cell] for cell in row] for row in cells]
        (supposition,) = checked(finding.sentence, grid, BW_NAMES, bw_forced(puzzle))
        assert [supposition.cell] == list(finding.proves)
        TOLD.update([finding.technique, f"bw steps {min(len(supposition.steps), 5)}"])


def check_colour(puzzle, deep=False):
    board = ColourBoard(puzzle)
    names = ["empty", *board.words.names[1:]]
    count = len(colour_chars(puzzle))
    for finding, grid in told(board, ColourLadder(board), ColourProber(board), deep):
        for supposition in checked(finding.sentence, grid, names, colour_forced(puzzle, count)):
            assert [supposition.cell] == list(finding.proves)
            TOLD.update([f"colour {finding.technique}", f"colour steps {min(len(supposition.steps), 5)}"])


@pytest.mark.parametrize("seed", range(40))
def test_black_and_white_suppositions_name_cells_that_follow(seed):
    rng = random.Random(seed)
    check_black_and_white(generate(rng.randint(8, 15), rng.randint(8, 15), "hard", seed=seed))


@pytest.mark.parametrize("seed", range(16))
def test_colour_suppositions_name_cells_and_colours_that_follow(seed):
    rng = random.Random(seed)
    puzzle = generate(rng.randint(6, 12), rng.randint(6, 12), "hard", colours=rng.choice((2, 3)), seed=seed)
    check_colour(puzzle)
    check_colour(puzzle, deep=True)  # colour puzzles seldom need probing: its traces are checked this way


def shipped_hard(colour: bool, count: int, seed: int) -> list:
    found = []
    for pack in json.loads((PICTURES / "packs.json").read_text(encoding="utf-8"))["packs"]:
        if pack["colour"] == colour and "mosaic" not in pack:
            items = json.loads((PICTURES / pack["file"]).read_text(encoding="utf-8"))
            found += [item for item in items if item["grade"] == "hard" and len(item["rows"]) <= 25]
    return random.Random(seed).sample(found, min(count, len(found)))


@pytest.mark.parametrize("item", shipped_hard(True, 6, 38), ids=lambda item: item["title"])
def test_shipped_colour_pictures_suppositions_follow(item):
    check_colour(ourjson.from_object(item, ""))


@pytest.mark.parametrize("item", shipped_hard(False, 4, 38), ids=lambda item: item["title"])
def test_shipped_black_and_white_pictures_suppositions_follow(item):
    check_black_and_white(ourjson.from_object(item, ""))


def test_the_checks_met_long_chains():
    """Run after the others (file order): the sample held probing and chains of several steps."""
    if not TOLD:
        pytest.skip("run with the tests above")
    assert TOLD["two_line"] >= 50 and TOLD["colour two_line"] >= 20, TOLD
    assert TOLD["probing"] >= 20 and TOLD["colour probing"] >= 15, TOLD
    assert TOLD["bw steps 5"] >= 1 and TOLD["colour steps 4"] + TOLD["colour steps 5"] >= 1, TOLD


def test_a_hint_sentence_reads_back_on_the_players_board():
    puzzle = puzzle_from_picture(["##..", "...#", ".##.", "#..#", "...."])
    grid = [[UNKNOWN] * 4 for _ in range(4)] + [[EMPTY] * 4]
    hint = next_hint(puzzle, grid)
    (supposition,) = checked(hint.sentence, [[_TO_SET[c] for c in row] for row in grid], BW_NAMES, bw_forced(puzzle))
    assert [len(claims) for _, claims in supposition.steps] == [1, 1, 1]


def test_the_oracle_catches_a_step_that_does_not_follow():
    puzzle = puzzle_from_picture(["##..", "...#", ".##.", "#..#", "...."])
    grid = [[3] * 4 for _ in range(4)] + [[1] * 4]
    false_step = ("Suppose row 1, column 1 were empty: row 1 would then need row 1, column 4 filled; "
                  "and then row 3 could no longer fit its clue 2. So row 1, column 1 is filled.")
    (supposition,) = parse(false_step)
    assert problems(grid, supposition, BW_NAMES, bw_forced(puzzle)) == [
        "row 1 does not force row 1, column 4 filled"]
    old_style = ("Suppose row 1, column 1 were empty: row 1 would then need row 1, column 3 filled; "
                 "and then row 3 could no longer fit its clue 2. So row 1, column 1 is filled.")
    (supposition,) = parse(old_style)
    assert problems(grid, supposition, BW_NAMES, bw_forced(puzzle)) == ["row 3 still fits its clue"]
