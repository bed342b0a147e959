"""Helpers of the "Enter a puzzle" browser tests (tests/web/test_enter*.py): reaching the view, typing
clues, reading its verdict, and the puzzles they use (clues computed from pictures by
``tests.web.helpers.clues_of``, so each test knows the truth)."""

from __future__ import annotations

import json
import random
from pathlib import Path

from nonogram_core import Puzzle, solve
from tests.browser import wait_for
from tests.web.helpers import clues_of

LIBRARY = json.loads((Path(__file__).resolve().parents[2] / "web" / "library.json").read_text())

# a 10×10 mushroom drawn for these tests: unique and line-solvable (the view's Example too)
MUSHROOM = ["...####...", "..######..", ".##.##.##.", "##########", "#.######.#",
            "....##....", "...####...", "...#..#...", "...#..#...", "...####..."]
# an 8×8 whose clues two pictures share: the cells they disagree on are known (found by search)
AMBIGUOUS = ("4 3|2 1 1|2 2|1 1 1|2 1|1 2|1 3 2|1 1", "1 2 1|3 2|2 1 1|1 1|1 2|2 1|1 1 3|4 2")


def as_text(clues) -> str:
    """Clues as the text areas take them: a line each, numbers separated by spaces, 0 if empty."""
    return "\n".join(" ".join(map(str, clue)) or "0" for clue in clues)


def bundled(title: str) -> dict:
    return next(p for p in LIBRARY["puzzles"] if p["title"] == title)


def random_picture(size: int, seed: int, ink: str = "##.") -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(ink) for _ in range(size)) for _ in range(size)]


def line_solvable_picture(size: int, seed: int) -> list[str]:
    """A random size×size picture whose clues line logic alone solves (checked here)."""
    for attempt in range(200):
        picture = random_picture(size, seed * 1000 + attempt, "###.")
        rows, cols = clues_of(picture)
        result = solve(Puzzle(rows=rows, cols=cols))
        if result.status.value == "unique" and not result.line_unknown_cells():
            return picture
    raise AssertionError("no line-solvable picture found")


def open_enter(page) -> None:
    """The "Enter a puzzle" view, the solver ready."""
    page.evaluate("location.hash = '#enter'")
    page.get_by_role("heading", name="Enter a puzzle").wait_for()
    wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=120_000)


def start_empty(page) -> None:
    """In a page shared by a module's tests: the view with nothing typed."""
    open_enter(page)
    page.get_by_role("button", name="Clear").click()
    page.get_by_label("Paste a puzzle").fill("")
    wait_for(page, "document.querySelector('#enter-rows').value === ''")


def type_clues(page, rows: str, cols: str) -> None:
    page.get_by_label("Row clues").fill(rows)
    page.get_by_label("Column clues").fill(cols)


def check(page) -> str:
    """Press Check and wait for the verdict; returns data-verdict."""
    page.get_by_role("button", name="Check", exact=True).click()
    answered = "!['', undefined].includes(document.querySelector('#enter-verdict').dataset.verdict)"
    wait_for(page, answered, timeout=30_000)
    return page.locator("#enter-verdict").get_attribute("data-verdict")


def problems(page) -> list[tuple[str, str, str]]:
    """The listed problems: (data-side, data-line, text)."""
    found = page.evaluate("""() => [...document.querySelectorAll('#enter-problems li')]
        .map((li) => [li.dataset.side, li.dataset.line, li.textContent])""")
    return [tuple(item) for item in found]
