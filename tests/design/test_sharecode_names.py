"""Share links keep a colour design's names: version 3 codes carry them; versions 1 and 2 still decode.

A colour design drawn in the editor with "black" and "red" must open elsewhere with those names, not
as "colour1" and "colour2": the code of a design with names is version 3 (the names as UTF-8 after
the RGBs), and every code without names keeps its version, so links already shared still open.
"""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from nonogram_core.design.palette import Design
from nonogram_core.formats import sharecode
from nonogram_core.model import Cell, PuzzleFormatError
from nonogram_core.webapi import handle

PALETTE = [
    {"name": "blanc cassé", "rgb": "FFFFF0", "char": "."},
    {"name": "чёрный", "rgb": "000000", "char": "k"},
    {"name": "赤", "rgb": "E03030", "char": "r"},
    {"name": "🫐 blue", "rgb": "3030E0", "char": "b"},
]
PICTURE = ["kr.b", "rrkb", ".bbk"]


def names(puzzle) -> list[str]:
    return [c.name for c in puzzle.colours]


def test_a_colour_design_round_trips_with_its_non_ascii_names() -> None:
    puzzle = Design.of(PICTURE, PALETTE, title="Ünïcode").puzzle
    code = sharecode.encode(puzzle)
    assert code[0] == "3" and all(ch.isalnum() or ch in "-_" for ch in code)
    back, grid = sharecode.decode(code)
    assert names(back) == [c["name"] for c in PALETTE]
    assert [c.rgb for c in back.colours] == [c["rgb"] for c in PALETTE]
    assert (back.rows, back.cols, back.row_colours, back.col_colours) == (
        puzzle.rows, puzzle.cols, puzzle.row_colours, puzzle.col_colours)
    assert back.title == "Ünïcode" and grid is None


def test_names_cost_only_their_bytes() -> None:
    puzzle = Design.of(PICTURE, PALETTE).puzzle
    unnamed = replace(puzzle, colours=tuple(replace(c, name=f"colour{i}") for i, c in enumerate(puzzle.colours)))
    named_bits = len(sharecode.encode(puzzle)) * 6
    plain_bits = len(sharecode.encode(unnamed)) * 6
    name_bytes = sum(len(c["name"].encode()) for c in PALETTE)
    assert sharecode.encode(unnamed)[0] == "1"  # default names: the code keeps version 1
    # each name: its bytes and a length of at most 8 bits (the rest is padding to whole characters)
    assert named_bits - plain_bits <= 8 * name_bytes + 8 * len(PALETTE) + 12


def test_a_version_3_code_keeps_a_colour_grid_as_version_2_does() -> None:
    puzzle = Design.of(PICTURE, PALETTE).puzzle
    grid = [[1 << 1, 1 << 2, 1, 0b1111], [1 << 2] * 4, [1] * 4]
    back, back_grid = sharecode.decode(sharecode.encode(puzzle, grid))
    assert names(back) == [c["name"] for c in PALETTE]
    assert back_grid == grid


@pytest.mark.parametrize(("code", "rgbs", "grid"), [
    ("1AAgFVVWo", [], None),  # black-and-white, made by the first encoder
    ("1wAAAC_____wAAAAD_Wt9YA", ["FFFFFF", "FF0000", "0000FF"], [[Cell.FILLED]]),  # colour, version 1
])
def test_old_codes_still_decode_with_default_names(code, rgbs, grid) -> None:
    puzzle, decoded_grid = sharecode.decode(code)
    assert [c.rgb for c in puzzle.colours] == rgbs
    assert names(puzzle) == [f"colour{i}" for i in range(len(rgbs))]
    assert decoded_grid == grid


def test_a_version_2_code_still_decodes() -> None:
    puzzle, _ = sharecode.decode("1wAAAC_____wAAAAD_Wt9YA")
    code = sharecode.encode(puzzle, [[0b100]])
    assert code[0] == "2"
    assert sharecode.decode(code)[1] == [[0b100]]


def test_a_mangled_version_3_code_is_refused() -> None:
    code = sharecode.encode(Design.of(PICTURE, PALETTE).puzzle)
    bad = code[:10] + ("A" if code[10] != "A" else "B") + code[11:]
    with pytest.raises(PuzzleFormatError):
        sharecode.decode(bad)


def test_the_editor_share_and_load_kinds_keep_the_names() -> None:
    """What the editor sends (its puzzle JSON) and what a page opening the link gets back."""
    design = Design.of(PICTURE, PALETTE)
    wire = {"rows": [list(r) for r in design.puzzle.rows], "cols": [list(c) for c in design.puzzle.cols],
            "colours": PALETTE, "row_colours": [list(r) for r in design.puzzle.row_colours],
            "col_colours": [list(c) for c in design.puzzle.col_colours]}
    shared = json.loads(handle(json.dumps({"id": 1, "kind": "share", "payload": {"puzzle": wire}})))
    code = shared["result"]["code"]
    loaded = json.loads(handle(json.dumps({"id": 2, "kind": "load", "payload": {"code": code}})))
    colours = loaded["result"]["puzzles"][0]["colours"]
    assert [c["name"] for c in colours] == [c["name"] for c in PALETTE]
