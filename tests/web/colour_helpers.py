"""Helpers for the colour player tests: a small colour puzzle written to a file without its picture,
opened on a clean slate, and painted colour by colour through the palette (radiogroup "Colours")."""

from __future__ import annotations

from pathlib import Path

from nonogram_core.design.palette import Design
from nonogram_core.formats import write

from .helpers import cell

PALETTE = [{"name": "white", "rgb": "FFFFFF", "char": "."}, {"name": "red", "rgb": "E03030", "char": "a"},
           {"name": "pale yellow", "rgb": "F8F0A0", "char": "b"}, {"name": "navy", "rgb": "1A2A6C", "char": "c"}]
FLAG = ["aab.", "a.bc", ".cc."]  # unique (test_player_colour.py checks it against the core)


def colour_file(tmp_path: Path, picture: list[str], title: str, fmt: str = "xml") -> Path:
    puzzle = Design.of(picture, PALETTE, title=title).puzzle
    puzzle = type(puzzle)(**{**puzzle.__dict__, "goal": None})  # the player must not need the picture
    path = tmp_path / f"{title}.{fmt}"
    path.write_text(write(puzzle, fmt))
    return path


def open_file(page, path: Path, title: str) -> None:
    """Open a file on a clean slate (the same clues in another test would restore its progress)."""
    page.evaluate("location.hash = '#library'")
    page.evaluate("localStorage.clear()")
    page.get_by_label("Open puzzle").set_input_files(str(path))
    page.get_by_role("heading", name=title).wait_for(timeout=60_000)


def palette(page):
    return page.get_by_role("radiogroup", name="Colours")


def paint_solution(page, solution: list[str], names: dict[str, str]) -> None:
    """Paint every colour's cells, one colour at a time, choosing it in the palette first."""
    for ch, name in names.items():
        palette(page).get_by_role("radio", name=name, exact=True).click()
        for r, row in enumerate(solution):
            for c, here in enumerate(row):
                if here == ch:
                    cell(page, r, c).click()
