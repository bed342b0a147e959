"""Simon Tatham's Pattern game IDs, as Pattern shows and takes them (Game > Specific / "Enter game ID").

``10x5:2/1.1/…`` is the size (``W`` alone means ``WxW``), a colon, then one clue per column (left to
right) and then per row (top to bottom), separated by ``/``; a clue's numbers are separated by ``.``
and an empty line has nothing between its slashes.  Pattern may add ``,`` and letters for cells it
fixes (``a``-``z`` skip that many cells then fix one empty, capitals one full, ``z`` skips 25): they
become the puzzle's ``saved`` grid.  An ID starting with ``:`` has no size (Pattern keeps the one it
has); we take the split of the clues into columns and rows whose totals agree, the square one when
several do.  A random seed (``15x15#12345``) is not a puzzle: Pattern generates one from it.

>>> [p] = read("4x4:2/1/2/1/1.1/2/1/1")    # Bella Image's puzzle from pattern.c
>>> p.cols, p.rows
(((2,), (1,), (2,), (1,)), ((1, 1), (2,), (1,), (1,)))
>>> write([p])
'4x4:2/1/2/1/1.1/2/1/1'
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import MAX_SIDE, Puzzle
from . import _detect
from ._common import fail, make_puzzle, not_a_count, one_puzzle, parse_count, require_black_and_white, to_text

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues"})
_ID = re.compile(r"(?:([0-9]+)(?:x([0-9]+))?)?:([0-9./]*)(?:,([A-Za-z]*))?")


def read(data: str | bytes) -> list[Puzzle]:
    text = "".join(to_text(data).split())
    if re.fullmatch(r"[0-9]+(?:x[0-9]+)?#.*", text):
        raise fail("this is a random seed, not a puzzle: in Pattern, Game > Specific... shows the game ID "
                   "(the size, ':' and the clues) to paste instead", 1, text.index("#") + 1)
    match = _ID.fullmatch(text)
    negative = re.search(r"[-\u2212][0-9]+", text)
    if negative and not match:
        raise fail(not_a_count(negative.group(), "a block length"), 1, negative.start() + 1)
    if not match:
        raise fail("expected a Pattern game ID such as '5x5:1/3/2.1/1/1/1/1/5/1/1' (size, ':', clues separated by '/')",
                   1, 1)
    width, height, desc, fixed = match.groups()
    specs = [_clue(spec, number) for number, spec in enumerate(desc.split("/"), 1)]
    if width is None:
        width_n, height_n = _size_from_clues(specs)
    else:
        width_n = parse_count(width, 1, 1, what="the width")
        height_n = parse_count(height, 1, len(width) + 2, what="the height") if height else width_n
    if len(specs) != width_n + height_n:
        raise fail(f"a {width_n}x{height_n} game ID needs {width_n + height_n} clues separated by '/', "
                   f"found {len(specs)}", 1)
    cols, rows = specs[:width_n], specs[width_n:]
    saved = _fixed_cells(fixed, width_n, height_n) if fixed else None
    return [make_puzzle(rows, cols, saved=saved)]


def _clue(spec: str, number: int) -> tuple[int, ...]:
    if not spec:
        return ()
    numbers = [parse_count(n, 1, what=f"a block length (clue {number})") for n in spec.split(".")]
    return tuple(n for n in numbers if n)  # Pattern refuses 0; a typed '0' means an empty line


def _size_from_clues(specs: list[tuple[int, ...]]) -> tuple[int, int]:
    """(width, height) for an ID given without its size: the splits where column and row totals agree
    and every clue fits, the most nearly square of them."""
    total = len(specs)
    fits = []
    for width in range(1, min(total, MAX_SIDE + 1)):
        height = total - width
        cols, rows = specs[:width], specs[width:]
        if height > MAX_SIDE or sum(map(sum, cols)) != sum(map(sum, rows)):
            continue
        fit = all(sum(c) + len(c) - 1 <= height for c in cols if c) and \
            all(sum(r) + len(r) - 1 <= width for r in rows if r)
        if fit:
            fits.append((abs(width - height), width, height))
    if not fits:
        raise fail("this game ID has no size, and no split of its clues into columns and rows fits: "
                   "write the size first, e.g. '10x10:…'", 1, 1)
    _, width, height = min(fits)
    return width, height


def _fixed_cells(code: str, width: int, height: int) -> tuple[str, ...]:
    """Pattern's fixed cells (``a``-``y`` skip 0-24 cells then fix one, ``z`` skips 25) as a saved grid."""
    cells = ["?"] * (width * height)
    at = 0
    for ch in code:
        skip = ord(ch.lower()) - ord("a")
        at += skip
        if skip < 25 and at < len(cells):
            cells[at] = "#" if ch.isupper() else "x"
            at += 1
        if at > len(cells):
            raise fail("too much data in the fixed-cells part (after ',') of the game ID", 1)
    return tuple("".join(cells[r * width : (r + 1) * width]) for r in range(height))


def write(puzzles: Sequence[Puzzle]) -> str:
    puzzle = one_puzzle(puzzles, NAME)
    require_black_and_white(puzzle, NAME)
    clues = "/".join(".".join(map(str, clue)) for clue in (*puzzle.cols, *puzzle.rows))
    return f"{puzzle.width}x{puzzle.height}:{clues}"
