"""Hypothesis strategies for random puzzles, and the comparison of what a format keeps."""

from __future__ import annotations

from itertools import groupby

from hypothesis import strategies as st

from nonogram_core.model import BLOTTED, Colour, Puzzle, colour_chars

SAFE_TEXT = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), max_size=20).map(str.strip)
EXTRA_KEYS = ("catalogue", "source", "note", "difficulty", "origin")
COLOUR_NAMES = ("red", "green", "blue", "yellow", "orange", "brown", "pink", "grey", "teal")


@st.composite
def pictures(draw: st.DrawFn, max_side: int = 12, inks: int = 1, square: bool = False) -> list[list[int]]:
    """A rectangle of colour indexes (0 = background, 1..inks)."""
    width = draw(st.integers(1, max_side))
    height = width if square else draw(st.integers(1, max_side))
    cell = st.integers(0, inks)
    return [[draw(cell) for _ in range(width)] for _ in range(height)]


def colour_clues(lines: list[list[int]]) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Block lengths and block colours of each line of colour indexes."""
    clues, colours = [], []
    for line in lines:
        runs = [(value, len(list(group))) for value, group in groupby(line) if value]
        clues.append(tuple(n for _, n in runs))
        colours.append(tuple(v for v, _ in runs))
    return tuple(clues), tuple(colours)


@st.composite
def metadata(draw: st.DrawFn) -> dict[str, object]:
    meta: dict[str, object] = {
        key: draw(SAFE_TEXT) for key in ("title", "author", "copyright", "license") if draw(st.booleans())
    }
    keys = draw(st.lists(st.sampled_from(EXTRA_KEYS), unique=True, max_size=3))
    values = SAFE_TEXT.filter(bool)
    meta["extra"] = tuple((key, draw(values)) for key in keys)
    return meta


@st.composite
def black_and_white(draw: st.DrawFn, max_side: int = 12, square: bool = False) -> Puzzle:
    """A puzzle made from a random picture: its clues, maybe its goal and a partial grid."""
    picture = draw(pictures(max_side, square=square))
    rows, _ = colour_clues(picture)
    cols, _ = colour_clues([list(col) for col in zip(*picture, strict=True)])
    meta = draw(metadata())
    if draw(st.booleans()):
        meta["goal"] = tuple("".join("#" if v else "." for v in row) for row in picture)
    if draw(st.booleans()):
        cell = st.sampled_from("#x?")
        meta["saved"] = tuple("".join(draw(cell) for _ in row) for row in picture)
    return Puzzle(rows=rows, cols=cols, **meta)  # type: ignore[arg-type]


FILE_CHARS = ("*", "%", "@", "&", "r", "g", "X", "#", ".", "x", "?", "", "ab")
"""Colour characters a file may give, reserved and unusable ones too (``colour_chars`` replaces those)."""


@st.composite
def colour(draw: st.DrawFn, max_side: int = 10) -> Puzzle:
    """A colour puzzle (2–4 inks) from a random colour picture, maybe with its goal, a saved grid and
    blotted numbers."""
    inks = draw(st.integers(2, 4))
    picture = draw(pictures(max_side, inks))
    rows, row_colours = colour_clues(picture)
    cols, col_colours = colour_clues([list(col) for col in zip(*picture, strict=True)])
    if draw(st.booleans()):
        rows, cols = draw(_blotted(rows)), draw(_blotted(cols))
    names = draw(st.lists(st.sampled_from(COLOUR_NAMES), min_size=inks, max_size=inks, unique=True))
    rgbs = draw(
        st.lists(st.integers(0, 0xFFFFFF).map(lambda v: f"{v:06X}"), min_size=inks, max_size=inks, unique=True).filter(
            lambda r: "FFFFFF" not in r
        )
    )
    chars = draw(st.lists(st.sampled_from(FILE_CHARS), min_size=inks, max_size=inks))
    palette = (Colour("white", "FFFFFF", "."),) + tuple(
        Colour(n, rgb, chars[i]) for i, (n, rgb) in enumerate(zip(names, rgbs, strict=True))
    )
    meta = draw(metadata())
    model = colour_chars(Puzzle(rows=(), cols=(), colours=palette))
    if draw(st.booleans()):
        meta["goal"] = tuple("".join(model[v] for v in row) for row in picture)
    if draw(st.booleans()):
        cell = st.sampled_from(("x", "?", *model[1:]))
        meta["saved"] = tuple("".join(draw(cell) for _ in row) for row in picture)
    return Puzzle(rows=rows, cols=cols, colours=palette, row_colours=row_colours, col_colours=col_colours, **meta)  # type: ignore[arg-type]


@st.composite
def _blotted(draw: st.DrawFn, clues: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    """``clues`` with some numbers hidden (``BLOTTED``)."""
    return tuple(tuple(BLOTTED if draw(st.integers(0, 3)) == 0 else n for n in clue) for clue in clues)


@st.composite
def arbitrary_clues(draw: st.DrawFn, max_side: int = 10) -> Puzzle:
    """Clues not made from a picture: may contradict each other, and may hold blotted numbers (each
    clue fits its line: ``Puzzle`` refuses one that does not)."""
    width = draw(st.integers(1, max_side))
    height = draw(st.integers(1, max_side))
    blotted = draw(st.booleans())

    def clue(length: int) -> st.SearchStrategy[tuple[int, ...]]:
        number = st.integers(1, length) | (st.just(BLOTTED) if blotted else st.nothing())
        return st.lists(number, max_size=4).map(tuple).filter(lambda c: sum(map(abs, c)) + len(c) - 1 <= length)

    return Puzzle(rows=tuple(draw(clue(width)) for _ in range(height)),
                  cols=tuple(draw(clue(height)) for _ in range(width)))


def picture_indexes(puzzle: Puzzle, field: str) -> list[list[int]] | None:
    """The goal or saved grid as colour indexes (``-1`` unknown), so formats that rename colour
    characters compare equal (``colour_chars`` says which character is which colour)."""
    rows = getattr(puzzle, field)
    if rows is None:
        return None
    index = {ch: i for i, ch in enumerate(colour_chars(puzzle))} | {"x": 0, "?": -1}
    return [[index[ch] for ch in row] for row in rows]


def block_attribute(puzzle: Puzzle, attribute: str) -> tuple:
    """Every block's colour ``name`` or ``rgb``, line by line (no colours: empty)."""
    if not any(puzzle.row_colours) and not any(puzzle.col_colours):
        return ()
    return tuple(
        tuple(getattr(puzzle.colours[i], attribute) for i in line)
        for line in (*puzzle.row_colours, *puzzle.col_colours)
    )


def kept(puzzle: Puzzle, keeps: frozenset[str]) -> dict[str, object]:
    """The parts of ``puzzle`` a format with ``KEEPS == keeps`` must preserve."""
    view: dict[str, object] = {"rows": puzzle.rows, "cols": puzzle.cols}
    if "meta" in keeps:
        view.update({k: getattr(puzzle, k) for k in ("title", "author", "copyright", "license")})
    if "title" in keeps:
        view["title"] = puzzle.title
    if "goal" in keeps:
        view["goal"] = picture_indexes(puzzle, "goal")
    if "saved" in keeps:  # a saved grid with nothing done is no progress: a format may drop it (gnonograms' zeros)
        saved = picture_indexes(puzzle, "saved")
        view["saved"] = None if saved is not None and all(i == -1 for row in saved for i in row) else saved
    if "extra" in keeps:
        view["extra"] = dict(puzzle.extra)
    if "colours" in keeps:  # characters as solutions show them: a file format may refuse some (e.g. "" or "|")
        palette = [(c.name, c.rgb) for c in puzzle.colours]
        view["colours"] = (palette, colour_chars(puzzle), puzzle.row_colours, puzzle.col_colours)
    if "block_rgb" in keeps:
        view["block_rgb"] = block_attribute(puzzle, "rgb")
    if "block_names" in keeps:
        view["block_names"] = block_attribute(puzzle, "name")
    return view
