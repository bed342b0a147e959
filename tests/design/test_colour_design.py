"""Colour designs in the editor's core: verdicts, ambiguous cells, the other solution, suggestions
that may recolour a cell, grading and export, all against brute force over every colouring."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from nonogram_core import read
from nonogram_core.design import check_design, suggest_line_solvable, suggest_unique
from nonogram_core.design.handlers import COLOUR_FORMATS, formats
from nonogram_core.design.palette import Design
from nonogram_core.model import PuzzleError, colour_chars, satisfies
from nonogram_core.webapi import handle
from tests.oracles.line_truth import coloured_runs

PALETTE = [
    {"name": "white", "rgb": "FFFFFF", "char": "."},
    {"name": "red", "rgb": "E03030", "char": "a"},
    {"name": "blue", "rgb": "3050E0", "char": "#"},  # '#' is the page's own: the solver renames it
]
PAGE = "".join(c["char"] for c in PALETTE)


def call(kind: str, **payload) -> dict:
    reply = json.loads(handle(json.dumps({"id": 1, "kind": kind, "payload": payload})))
    assert reply["ok"], reply
    return reply["result"]


def every_solution(picture: list[str], chars: str = PAGE) -> list[tuple[str, ...]]:
    """Every colouring (in the page's characters) with the clues of ``picture``: the ground truth.

    Clues re-derived by counting, never by the solver: each row runs over every line of ``chars``
    whose blocks are that row's, then each stack of such rows is kept when its columns' blocks are
    the picture's too (the same set as trying every colouring of every cell, found ~100x sooner),
    and ``satisfies`` must agree on each.
    """
    design = Design.of(picture, PALETTE[: len(chars)])
    solver_chars = colour_chars(design.puzzle)
    to_solver = dict(zip(chars, solver_chars, strict=True))
    column_clues = [coloured_runs("".join(col)) for col in zip(*picture, strict=True)]
    lines = list(map("".join, itertools.product(chars, repeat=len(picture[0]))))
    rows = [[line for line in lines if coloured_runs(line) == clue] for clue in map(coloured_runs, picture)]
    found = []
    for stack in itertools.product(*rows):
        stacked = zip(zip(*stack, strict=True), column_clues, strict=True)
        if all(coloured_runs("".join(col)) == clue for col, clue in stacked):
            assert satisfies(design.puzzle, ["".join(to_solver[ch] for ch in row) for row in stack])
            found.append(stack)
    return found


def random_pictures(count: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    shapes = [(2, 3), (3, 2), (3, 3), (2, 4)]
    out = []
    for _ in range(count):
        height, width = rng.choice(shapes)
        out.append(["".join(rng.choice(PAGE) for _ in range(width)) for _ in range(height)])
    return out


@pytest.mark.parametrize("picture", random_pictures(40, 15))
def test_verdict_other_solution_and_ambiguous_cells_agree_with_brute_force(picture) -> None:
    truth = every_solution(picture)
    assert tuple(picture) in truth
    check = check_design(picture, colours=PALETTE)
    assert check.picture == tuple(picture)  # answered in the page's characters
    if len(truth) == 1:
        assert check.verdict.value == "unique"
        assert check.other is None and check.ambiguous == []
        return
    assert check.verdict.value == "multiple"
    assert check.other in truth and check.other != tuple(picture)
    differ = [(r, c) for r, row in enumerate(picture) for c, ch in enumerate(row) if check.other[r][c] != ch]
    assert check.ambiguous == differ
    # undecided covers every cell where any two solutions differ
    varying = {(r, c) for r in range(len(picture)) for c in range(len(picture[0]))
               if len({s[r][c] for s in truth}) > 1}
    assert varying <= set(check.undecided)


def test_line_logic_stall_cells_are_those_no_line_settles() -> None:
    # a colour design single-line logic finishes: every cell settled
    assert check_design(["aa#", "a.#"], colours=PALETTE).line_solvable
    # two reds on a diagonal, red everywhere ambiguous: multiple, never line-solvable
    check = check_design(["a.", ".a"], colours=PALETTE)
    assert check.verdict.value == "multiple" and not check.line_solvable


def ambiguous_designs() -> list[list[str]]:
    return [p for p in random_pictures(80, 7) if len(every_solution(p)) > 1][:6]


@pytest.mark.parametrize("picture", ambiguous_designs())
def test_make_it_unique_suggestions_are_unique_by_brute_force(picture) -> None:
    found = suggest_unique(picture, colours=PALETTE, max_suggestions=3, budget_s=5)
    assert found, picture
    for suggestion in found:
        assert every_solution(list(suggestion.picture)) == [suggestion.picture]
        # the changes are exactly the cells that differ, each to its new character
        changed = [(r, c, ch) for r, row in enumerate(suggestion.picture) for c, ch in enumerate(row)
                   if picture[r][c] != ch]
        assert list(suggestion.changes) == changed
        assert [list(f) for f in suggestion.flips] == [[r, c] for r, c, _ in changed]
        assert set("".join(suggestion.picture)) <= set(PAGE)


def test_a_suggestion_may_recolour_a_cell_rather_than_empty_it() -> None:
    # Two red cells on a diagonal: the other diagonal is the second solution; making one blue fixes it.
    picture = ["a.", ".a"]
    found = suggest_unique(picture, colours=PALETTE, max_suggestions=6, max_flips=1, budget_s=5)
    values = {ch for s in found for _, _, ch in s.changes}
    assert values & {"a", "#"}, found  # some fix gives a cell another colour
    for suggestion in found:
        assert every_solution(list(suggestion.picture)) == [suggestion.picture]


def test_line_solvable_suggestions_are_checked_by_the_solver() -> None:
    picture = ["a.", ".a"]
    for suggestion in suggest_line_solvable(picture, colours=PALETTE, budget_s=5):
        assert check_design(list(suggestion.picture), colours=PALETTE).line_solvable


def test_the_worker_kinds_take_a_palette() -> None:
    result = call("design_check", picture=["a.#", ".a#"], colours=PALETTE)
    assert result["verdict"] == "multiple" and result["other"] == [".a#", "a.#"]
    assert result["rows"] == [[1, 1], [1, 1]] and result["row_colours"] == [[1, 2], [1, 2]]
    unique = call("design_check", picture=["aa", "#."], colours=PALETTE)
    assert (unique["verdict"], unique["picture"]) == ("unique", ["aa", "#."])
    suggestions = call("suggest", picture=["a.", ".a"], colours=PALETTE, goal="unique")["suggestions"]
    assert suggestions and all(len(s["changes"][0]) == 3 for s in suggestions)
    graded = call("grade", picture=["aa#", "a.#"], colours=PALETTE)
    assert graded["line_solvable"] is True and graded["grade"] not in (None, "contradictory")


def test_opening_colour_clues_solves_for_the_picture_in_the_wire_characters() -> None:
    wire = {"rows": [[2], [1, 1]], "cols": [[2], [1], [1]], "colours": PALETTE,
            "row_colours": [[1], [1, 2]], "col_colours": [[1], [1], [2]]}
    result = call("design_check", **wire)
    # the wire's characters are colour_chars: 'a' red, and blue (a '#' in a palette of two inks) -> 'b'
    assert (result["verdict"], result["picture"]) == ("unique", ["aa.", "a.b"])
    contradiction = call("design_check", **{**wire, "cols": [[2], [1], [2]]})
    assert contradiction["verdict"] == "contradiction"


def test_a_palette_of_one_ink_is_black_and_white_with_its_colour_kept() -> None:
    palette = PALETTE[:2]
    assert check_design(["a.", ".a"], colours=palette).verdict.value == "multiple"
    assert check_design(["aa", ".a"], colours=palette).picture == ("aa", ".a")
    exported = call("design_export", picture=["aa", ".a"], colours=palette, format="xml")
    puzzle = read(exported["text"], format="xml")[0]
    assert puzzle.colours[1].rgb == "E03030"


@pytest.mark.parametrize("name", sorted(COLOUR_FORMATS))
def test_every_colour_format_holds_the_design(name) -> None:
    picture = ["aa#.", "#..a", ".##a"]
    design = Design.of(picture, PALETTE, title="Flag")
    exported = call("design_export", picture=picture, colours=PALETTE, format=name, title="Flag")
    text = exported["text"]
    if exported["encoding"] == "base64":
        import base64

        text = base64.b64decode(text)
    back = read(text, format=name)[0]
    assert (back.rows, back.cols) == (design.puzzle.rows, design.puzzle.cols)
    # the same colour in every block, by the colours' RGB (formats may reorder or rename the palette),
    # or by name for the formats that give each block a colour name and rebuild RGB from it
    by_name = name in ("g", "nonogram-rs")

    def key(puzzle, k):
        return puzzle.colours[k].name if by_name else puzzle.colours[k].rgb.upper()

    for mine, theirs in ((design.puzzle.row_colours, back.row_colours), (design.puzzle.col_colours, back.col_colours)):
        assert [[key(design.puzzle, k) for k in line] for line in mine] == \
            [[key(back, k) for k in line] for line in theirs]


def test_formats_that_cannot_hold_colours_refuse_and_say_so() -> None:
    listed = {f["name"]: f for f in formats({})["formats"]}
    for name, entry in listed.items():
        assert entry["colour"] is (name in COLOUR_FORMATS)
        if entry["colour"]:
            assert entry["reason"] is None
            continue
        assert "black-and-white" in entry["reason"]
        reply = json.loads(handle(json.dumps({"id": 1, "kind": "design_export", "payload": {
            "picture": ["a#"], "colours": PALETTE, "format": name}})))
        assert reply["ok"] is False, name


@pytest.mark.parametrize(
    ("colours", "picture", "message"),
    [
        ([{"name": "white", "rgb": "FFFFFF", "char": "."}], ["a"], "2 to"),
        ([*PALETTE[:2], {"name": "green", "rgb": "00FF00", "char": "a"}], ["a"], "its own character"),
        ([*PALETTE[:2], {"name": "green", "rgb": "00FF00", "char": "x"}], ["a"], "its own character"),
        ([*PALETTE[:2], {"name": "green", "rgb": "nope", "char": "g"}], ["a"], "six hex digits"),
        (PALETTE, ["az"], "unexpected 'z'"),
        (PALETTE, ["a", "aa"], "row 2 has 2 cells"),
        ("red", ["a"], "2 to"),
    ],
)
def test_bad_colour_designs_get_a_sentence(colours, picture, message) -> None:
    with pytest.raises(PuzzleError, match=message):
        check_design(picture, colours=colours)
    reply = json.loads(handle(json.dumps({"id": 1, "kind": "design_check",
                                          "payload": {"picture": picture, "colours": colours}})))
    assert reply["ok"] is False and message in reply["error"]["message"]
