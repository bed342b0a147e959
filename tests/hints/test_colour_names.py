"""Colour names a person can read (issue 24): a colour its file names by a code ("aFFAC2B") is
called by the nearest common colour name in hints, on the wire (``label``) and on the command line,
distinct within each puzzle; names that are words stay the author's; ``Hint.proves`` keeps the
file's names (they identify the colours)."""

from __future__ import annotations

import json
import math
import re
import subprocess
import sys
from pathlib import Path

import pytest

from nonogram_core import next_hint, read_file
from nonogram_core.colour.names import NEUTRAL_CHROMA, NEUTRALS, lab, looks_like_code, nearest_name, readable_names
from nonogram_core.model import Colour
from nonogram_core.wire import puzzle_to_json
from tests.corpora import CORPORA, REASON

COLOUR = CORPORA / "colour"
HAULER = COLOUR / "numberloom-little-hauler.xml"


def corpus() -> list[Path]:
    if not COLOUR.is_dir():
        pytest.skip(REASON)
    return sorted(COLOUR.glob("*.xml"))


def test_every_corpus_palette_gets_distinct_readable_names_and_keeps_words():
    coded = 0
    for path in corpus():
        colours = read_file(path)[0].colours
        names = readable_names(colours)
        assert len(set(names)) == len(names), (path.name, names)
        for colour, name in zip(colours, names, strict=True):
            assert not looks_like_code(name), (path.name, colour, name)
            if not looks_like_code(colour.name):
                assert name == colour.name.strip()
            else:
                coded += 1
    assert coded >= 20  # the corpus has many coded names, so this test tests something


def test_nearest_names_are_the_obvious_ones():
    assert [nearest_name(rgb) for rgb in ("FF0000", "00CC00", "0000FF", "FFFF00", "000000", "FFFFFF")] == [
        "red", "green", "blue", "yellow", "black", "white"]
    two_oranges = [Colour("white", "FFFFFF"), Colour("cFF9900", "FF9900"), Colour("cFFA61D", "FFA61D")]
    assert readable_names(two_oranges)[1:] == ["dark orange", "light orange"]
    with_words = [Colour("white", "FFFFFF"), Colour("orange", "FF9900"), Colour("cFFA61D", "FFA61D")]
    assert readable_names(with_words)[1:] == ["orange", "orange 2"]


def test_hints_say_readable_names_and_proves_keep_the_files():
    if not HAULER.exists():
        pytest.skip(f"numberloom-little-hauler.xml is missing: {REASON}")
    puzzle = read_file(HAULER)[0]
    full = (1 << len(puzzle.colours)) - 1
    grid = [[full] * puzzle.width for _ in range(puzzle.height)]
    said = []
    index = {c.name: k for k, c in enumerate(puzzle.colours)} | {"empty": 0}
    for _ in range(30):
        hint = next_hint(puzzle, grid)
        said.append(hint.sentence)
        if not hint.proves:
            break
        for r, c, value in hint.proves:
            assert value in index  # the file's name identifies the colour
            grid[r][c] = 1 << index[value]
    text = " ".join(said)
    assert "aFFAC2B" not in text and "b313131" not in text
    assert "orange" in text and "charcoal" in text
    wire = puzzle_to_json(puzzle)["colours"]
    assert [(c["name"], c.get("label")) for c in wire[1:]] == [("aFFAC2B", "orange"), ("b313131", "charcoal")]


def test_the_command_line_hint_says_readable_names():
    if not HAULER.exists():
        pytest.skip(f"numberloom-little-hauler.xml is missing: {REASON}")
    out = subprocess.run([sys.executable, "-m", "nonogram_core", "hint", str(HAULER)],
                         capture_output=True, text=True, check=True).stdout
    assert "aFFAC2B" not in out and "b313131" not in out
    assert "orange" in out or "dark grey" in out


PICTURES = Path(__file__).resolve().parents[2] / "web" / "pictures"
GREYS = {name for _, name in NEUTRALS}


def picture_inks() -> dict[str, str]:
    """Every ink of the shipped picture packs: RGB -> the name it is shown by."""
    inks = {}
    for path in sorted(PICTURES.glob("*.json")):
        pack = json.loads(path.read_text(encoding="utf-8"))
        for puzzle in pack if isinstance(pack, list) else []:
            for colour in puzzle.get("colours") or []:
                if colour["char"] != ".":
                    inks[colour["rgb"]] = re.sub(r" \d+$", "", colour["name"])
    if not inks:
        pytest.skip("no picture packs in web/pictures")
    return inks


def test_greys_are_named_by_lightness_and_hues_by_a_hue():
    """Issue 30: #292F33 (180 pictures) was "dark green".  A colour with almost no hue is a grey
    named by its lightness, darker names for darker greys; a colour with a hue never a grey's name."""
    assert [nearest_name(rgb) for rgb in ("292F33", "31373D", "000000", "66757F", "CCD6DD", "FFFFFF")] == [
        "charcoal", "charcoal", "black", "grey", "pale grey", "white"]
    assert [nearest_name(rgb) for rgb in ("3B88C3", "FFCC4D", "DD2E44", "77B255", "C1694F")] == [
        "blue", "yellow", "red", "light green", "brown"]
    inks = picture_inks()
    assert len(inks) > 150
    order = [name for _, name in NEUTRALS]
    for rgb in inks:
        lightness, a, b = lab(rgb)
        name = nearest_name(rgb)
        if math.hypot(a, b) < NEUTRAL_CHROMA:
            assert name in GREYS, (rgb, name)
        else:
            assert name not in GREYS, (rgb, name)
    greys = sorted((lab(rgb)[0], order.index(nearest_name(rgb))) for rgb in inks if nearest_name(rgb) in GREYS)
    assert [k for _, k in greys] == sorted(k for _, k in greys)  # lighter greys never get darker names


def test_the_packs_show_each_ink_by_this_naming():
    """The packs' names are what scripts/pictures/colournames.py gives (run it after a naming change)."""
    for rgb, name in picture_inks().items():
        assert name == nearest_name(rgb), (rgb, name)
