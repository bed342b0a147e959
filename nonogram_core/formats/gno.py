"""gnonograms' ``.gno`` game files (Jeremy Wootten's GTK app).

Sections headed ``[Name]``, which gnonograms tells apart by their first three letters in any case:
``[Description]`` (title, author, date, difficulty, one a line), ``[License]``, ``[Dimensions]``
(rows, then columns), ``[Row clues]`` and ``[Column clues]`` (numbers separated by commas or spaces,
``0`` an empty line), ``[Solution grid]`` (``1`` empty, ``2`` filled; older files say ``[Solution]``)
and ``[Working grid]`` (the player's grid: ``0`` unknown too).  Others (``[Locked]``, ``[State]``,
``[History]``...) are skipped.  Clues may be missing when the solution is there: they follow from it.

>>> [p] = read("[Dimensions]\\n1\\n2\\n[Row clues]\\n2\\n[Column clues]\\n1\\n1\\n")
>>> p.rows, p.cols
(((2,),), ((1,), (1,)))
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import Puzzle
from . import _detect
from ._common import (
    check_clue_count,
    clue_text,
    clues_from_picture,
    fail,
    make_puzzle,
    one_puzzle,
    parse_clue_text,
    parse_side,
    require_black_and_white,
    text_lines,
)

NAME, EXTENSIONS, detect = _detect.entry(__name__)
KEEPS = frozenset({"clues", "title", "goal", "saved"})
_HEADING = re.compile(r"\s*\[([^\]]*)\]\s*")


def read(data: str | bytes) -> list[Puzzle]:
    sections: dict[str, tuple[int, list[tuple[int, str]]]] = {}
    current: list[tuple[int, str]] | None = None
    for number, line in enumerate(text_lines(data), 1):
        heading = _HEADING.fullmatch(line)
        if heading:
            current = []
            sections.setdefault(heading.group(1).strip()[:3].upper(), (number, current))
        elif current is not None:
            current.append((number, line.strip()))
    sections = {key: (number, body if key == "DES" else [(n, t) for n, t in body if t])
                for key, (number, body) in sections.items()}
    if "DIM" not in sections:
        raise fail("missing the '[Dimensions]' section", 1)
    number, dims = sections["DIM"]
    if len(dims) != 2:
        raise fail("'[Dimensions]' needs two lines: the number of rows, then of columns", number)
    height, width = (parse_side(text, n, what=what) for (n, text), what in zip(dims, ("height", "width"), strict=True))
    goal = _grid(sections.get("SOL"), height, width, "12", "Solution grid")
    saved = _grid(sections.get("WOR"), height, width, "012", "Working grid")
    rows = _clues(sections.get("ROW"), height, "Row clues")
    cols = _clues(sections.get("COL"), width, "Column clues")
    if rows is None or cols is None:
        if goal is None:
            raise fail("missing the '[Row clues]' and '[Column clues]' sections (and no solution to take them from)", 1)
        drawn_rows, drawn_cols = clues_from_picture(goal)
        rows, cols = rows or list(drawn_rows), cols or list(drawn_cols)
    return [make_puzzle(rows, cols, goal=goal, saved=saved if saved and set("".join(saved)) != {"?"} else None,
                        **_description(sections))]


def _clues(section: tuple[int, list[tuple[int, str]]] | None, count: int, what: str) -> list[tuple[int, ...]] | None:
    if section is None:
        return None
    number, body = section
    if len(body) != count:
        raise fail(f"'[{what}]' has {len(body)} lines; the dimensions say {count}", body[-1][0] if body else number)
    return [parse_clue_text(text, n, separators=", \t") for n, text in body]


def _grid(section: tuple[int, list[tuple[int, str]]] | None, height: int, width: int, allowed: str,
          what: str) -> tuple[str, ...] | None:
    """The grid as ``#``/``.`` rows (a working grid ``#``/``x``/``?``), or ``None`` if absent."""
    if section is None:
        return None
    number, body = section
    check_clue_count(height, "rows", number)
    if len(body) != height:
        raise fail(f"'[{what}]' has {len(body)} rows; the dimensions say {height}", number)
    chars = {"0": "?", "1": "x" if "0" in allowed else ".", "2": "#"}
    rows = []
    for n, text in body:
        cells = text.split()
        if len(cells) != width or not set(cells) <= set(allowed):
            raise fail(f"expected {width} cells of {', '.join(allowed)} separated by spaces", n)
        rows.append("".join(chars[cell] for cell in cells))
    return tuple(rows)


def _description(sections: dict[str, tuple[int, list[tuple[int, str]]]]) -> dict[str, object]:
    meta: dict[str, object] = {}
    lines = [text for _, text in sections.get("DES", (0, []))[1]]
    if lines:  # title, author, date, difficulty: one a line, blank when unknown
        from urllib.parse import unquote

        meta["title"] = unquote(lines[0])
        meta["author"] = lines[1] if len(lines) > 1 else ""
    licence = sections.get("LIC", (0, []))[1]
    if licence:
        meta["license"] = licence[0][1]
    return meta


def write(puzzles: Sequence[Puzzle]) -> str:
    """A game file gnonograms opens: description, dimensions, clues, and the solution when known."""
    puzzle = one_puzzle(puzzles, NAME)
    require_black_and_white(puzzle, NAME)
    title = " ".join(puzzle.title.splitlines()).strip()
    out = ["[Description]", _escape(title), " ".join(puzzle.author.split()), "", ""]
    if puzzle.license:
        out += ["[License]", " ".join(puzzle.license.split())]
    out += ["[Dimensions]", str(puzzle.height), str(puzzle.width), "[Row clues]"]
    out += [clue_text(c, ", ") for c in puzzle.rows]
    out.append("[Column clues]")
    out += [clue_text(c, ", ") for c in puzzle.cols]
    if puzzle.goal is not None:
        out.append("[Solution grid]")
        out += [" ".join("2" if ch == "#" else "1" for ch in row) for row in puzzle.goal]
    if puzzle.saved is not None:
        out.append("[Working grid]")
        out += [" ".join({"#": "2", "?": "0"}.get(ch, "1") for ch in row) for row in puzzle.saved]
    return "\n".join(out) + "\n"


def _escape(title: str) -> str:
    """The title as gnonograms stores it: URI escapes for ``%``, ``[`` and ``]`` (it unescapes on reading)."""
    return title.replace("%", "%25").replace("[", "%5B").replace("]", "%5D")
