"""scripts/pictures/inks.py: palettes moved apart to CIE76 ΔE 20, as little as it takes.

Random palettes (seeded) of up to six inks, many of them greys and near-greys as in Twemoji: every
two colours of the result are ΔE 20 apart, the background and far-apart palettes are kept, each ink
keeps its hue, and separating a separated palette changes nothing.  The distance is computed here
from ``names.lab`` (CIE76), not by the module.
"""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

import pytest

from nonogram_core.colour.names import lab

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
inks = pytest.importorskip("pictures.inks")


def gap(first: str, second: str) -> float:
    return math.dist(lab(first), lab(second))


def palette(rng: random.Random) -> list[dict]:
    colours = [{"rgb": "FFFFFF", "char": "."}]
    for k in range(rng.randint(2, 6)):
        if rng.random() < 0.5:  # a grey, maybe slightly blue as Twemoji's are
            v = rng.randint(20, 235)
            rgb = (v, min(255, v + rng.randint(0, 12)), min(255, v + rng.randint(0, 20)))
        else:
            rgb = tuple(rng.randint(0, 255) for _ in range(3))
        colours.append({"rgb": "".join(f"{c:02X}" for c in rgb), "char": "abcdef"[k]})
    return colours


@pytest.mark.parametrize("seed", range(60))
def test_every_two_colours_end_20_apart_hue_kept_and_again_changes_nothing(seed: int) -> None:
    colours = palette(random.Random(seed))
    moved = inks.separated(colours)
    if moved is None:  # six greys and white cannot all be 20 apart on one line; a tint may not fit either
        assert sum(1 for c in colours if math.hypot(*lab(c["rgb"])[1:]) < 10) >= 4
        return
    rgbs = [c["rgb"] for c in moved]
    assert rgbs[0] == "FFFFFF" and [c["char"] for c in moved] == [c["char"] for c in colours]
    assert all(gap(x, y) >= 20 for i, x in enumerate(rgbs) for y in rgbs[i + 1:])
    for before, after in zip(colours, moved, strict=True):
        (_, a0, b0), (_, a1, b1) = lab(before["rgb"]), lab(after["rgb"])
        if math.hypot(a0, b0) >= 10 and math.hypot(a1, b1) >= 10:  # a colour with a hue keeps it
            assert abs(math.remainder(math.atan2(b0, a0) - math.atan2(b1, a1), math.tau)) < 0.15, (before, after)
    assert inks.separated(moved) == moved
    if all(gap(x["rgb"], y["rgb"]) >= 20 for i, x in enumerate(colours) for y in colours[i + 1:]):
        assert moved == colours


def test_a_pale_grey_beside_white_and_a_grey_both_move_a_little() -> None:
    """Not the pale grey made dark: it goes just below white's reach, the grey makes room."""
    moved = inks.separated([{"rgb": "FFFFFF"}, {"rgb": "8899A6"}, {"rgb": "D8DBDC"}])
    assert [c["rgb"] for c in moved] == ["FFFFFF", "8394A1", "C2C5C6"]
    assert gap("D8DBDC", "C2C5C6") < 10 and gap("8899A6", "8394A1") < 5


def test_the_issue_greys_are_told_apart() -> None:
    """Dark grey beside charcoal (contrast 1.75) and pale grey beside light grey (1.47): issue 38."""
    moved = [c["rgb"] for c in inks.separated([{"rgb": "FFFFFF"}, {"rgb": "292F33"}, {"rgb": "4A4A4A"},
                                                {"rgb": "D5DCE1"}, {"rgb": "B5B5B5"}])]
    assert min(gap(x, y) for i, x in enumerate(moved) for y in moved[i + 1:]) >= 20
