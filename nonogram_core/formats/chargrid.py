"""Character grids (number-loom's "char grid"; php-nonogram's ``.dat`` and picross-solver's raw
``0``/``1`` files are the two-character case): each character a cell, the clues follow from the picture.

Read as number-loom reads them.  The background is the last of `` ._wW·☐0⬜`` the grid uses (else
its first character); the first of ``#Bb.■█1⬛`` left is black; every other character is a colour
of its own, named by it: ``r g b y c m`` and the coloured squares 🟥🟩🟦🟨🟧🟪🟫 their own colour,
others the next unused one.  Rows may be ragged (missing cells are background).  Triangle
characters (``◢◣◤◥``) make a Trianogram, which is not supported.  Nothing is written in this format:
``text`` writes black-and-white pictures, ``png`` colour ones.

>>> [p] = read("0110\\n1001\\n")
>>> p.rows, p.cols
(((2,), (1, 1)), ((1,), (1,), (1,), (1,)))
"""

from __future__ import annotations

from ..model import MAX_SIDE, Colour, Puzzle
from . import _detect
from ._common import UnsupportedFeatureError, fail, text_lines
from ._pictures import puzzle_from_cells

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "goal"})
write = None

BACKGROUNDS = _detect.CHARGRID_BACKGROUNDS
BLACKS = "#Bb.■█1⬛"
TRIANGLES = "◢🮞◿◣🮟◺◤🮜◸◥🮝◹"
_OWN_RGB = {
    "r": "FF0000", "g": "00FF00", "b": "0000FF", "y": "FFFF00", "c": "00FFFF", "m": "FF00FF",
    "🟥": "FF0000", "🟩": "00FF00", "🟦": "0000FF", "🟨": "FFFF00", "🟧": "FFA500", "🟪": "800080", "🟫": "8B4513",
}  # fmt: skip
_SPARE_RGB = {"1": "2C2C2C", "2": "585858", "3": "848484", "4": "B0B0B0",
              "R": "7F0000", "G": "007F00", "B": "00007F", "Y": "7F7F00", "C": "007F7F", "M": "7F007F"}


def read(data: str | bytes) -> list[Puzzle]:
    rows = [line for line in text_lines(data) if line]
    if not rows:
        raise fail("the picture is empty", 1)
    if len(rows) > MAX_SIDE or max(map(len, rows)) > MAX_SIDE:
        raise fail(f"the picture is larger than {MAX_SIDE} cells a side", 1)
    chars = sorted(set("".join(rows)))
    triangle = next((ch for ch in chars if ch in TRIANGLES), None)
    if triangle:
        raise UnsupportedFeatureError(f"triangle cells ({triangle!r}: a Trianogram) are not supported", line=1)
    palette = _palette(chars, rows[0].lstrip()[:1] or rows[0][0])
    index = {ch: k for k, (ch, _) in enumerate(palette)}
    width = max(map(len, rows))
    cells = [[index[ch] for ch in row] + [0] * (width - len(row)) for row in rows]
    return [puzzle_from_cells(cells, [colour for _, colour in palette])]


def _palette(chars: list[str], corner: str) -> list[tuple[str, Colour]]:
    """(character, colour) pairs: the background first, then black if any, then the others in
    character order, each with number-loom's RGB."""
    background = next((ch for ch in reversed(BACKGROUNDS) if ch in chars), corner)
    rest = [ch for ch in chars if ch != background]
    palette = [(background, Colour("white", "FFFFFF", "."))]
    black = next((ch for ch in BLACKS if ch in rest), None)
    if black is not None:
        palette.append((black, Colour("black", "000000", black)))
        rest.remove(black)
    unused = dict(sorted(_OWN_RGB.items()))
    for ch in rest:
        if not unused:
            unused = dict(sorted(_SPARE_RGB.items()))
        rgb = unused.pop(ch, None) or unused.pop(next(iter(unused)))
        palette.append((ch, Colour(ch, rgb, ch)))
    return palette
