"""Small pictures drawn by hand for their size, as text grids: ``drawn.txt``.

A picture of 8 to 15 cells is not an icon shrunk until it blurs: each was drawn cell by cell for
the project, so the few cells it has say what it is.  The file holds blocks::

    = Heart | colour
    r D62828
    .rr.rr.
    rrrrrrr
    ...

a title and ``colour`` or ``bw``, then (colour only) one line per ink, its character and RGB, then
the rows: ``.`` is background, ``#`` ink in black and white, an ink's character in colour.  Each
is made a puzzle as the other pictures are (``puzzle.make``: one solution proved, fixed by the
project's own design fixes when ambiguous, graded); the author is the project, the licence its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .raster import Cells

FILE = Path(__file__).resolve().parent / "drawn.txt"
MAX_SIDE = 15


@dataclass(frozen=True)
class Drawing:
    title: str
    colour: bool
    inks: tuple[tuple[str, tuple[int, int, int]], ...]
    rows: tuple[str, ...]

    @property
    def stem(self) -> str:
        """A file-name-like key for the review list and ``extra.source``: ``drawn:tea-pot``."""
        return "-".join("".join(ch if ch.isalnum() else " " for ch in self.title.lower()).split())

    def cells(self) -> Cells:
        index = {char: k for k, (char, _) in enumerate(self.inks, 1)} if self.colour else {"#": 1}
        grid = tuple(tuple(0 if ch == "." else index[ch] for ch in row) for row in self.rows)
        inks = tuple(rgb for _, rgb in self.inks) if self.colour else ((0, 0, 0),)
        return Cells(grid, inks)


def read(path: Path = FILE) -> list[Drawing]:
    """Every drawing of the file, checked: rectangular, at most ``MAX_SIDE``, known characters."""
    drawings: list[Drawing] = []
    blocks = ("\n" + path.read_text(encoding="utf-8")).split("\n=")
    for number, block in enumerate(blocks):
        if number == 0:
            continue  # the file's heading comments (a row may start with "#": comments only up there)
        lines = [line.rstrip() for line in block.splitlines() if line.strip()]
        head, *body = lines
        title, _, kind = head.lstrip("= ").partition("|")
        title, kind = title.strip(), kind.strip()
        if kind not in ("colour", "bw"):
            raise SystemExit(f"{path.name}: {title!r}: say 'colour' or 'bw', not {kind!r}")
        inks = []
        while body and " " in body[0].strip():
            char, rgb = body.pop(0).split()
            inks.append((char, (int(rgb[0:2], 16), int(rgb[2:4], 16), int(rgb[4:6], 16))))
        allowed = {".", *(c for c, _ in inks)} if kind == "colour" else {".", "#"}
        problems = []
        if not body or len({len(row) for row in body}) != 1:
            problems.append("rows of different lengths")
        elif max(len(body), len(body[0])) > MAX_SIDE:
            problems.append(f"bigger than {MAX_SIDE}")
        if any(ch not in allowed for row in body for ch in row):
            problems.append(f"a character outside {''.join(sorted(allowed))}")
        if problems:
            raise SystemExit(f"{path.name}: {title!r}: {', '.join(problems)}")
        drawings.append(Drawing(title, kind == "colour", tuple(inks), tuple(body)))
    return drawings
