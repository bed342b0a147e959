"""Helpers for the browser tests: find cells by the accessibility contract, wait for the solver."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

from tests.browser import wait_for, wait_kept_offline
from tests.corpora import CORPORA

ARROW = ["..#..", ".###.", "#.#.#", "..#..", "..#.."]
SHARED = CORPORA


def cell(page, r: int, c: int):
    """Locator of the cell at 0-based (r, c)."""
    return page.locator(f'[role="gridcell"][aria-rowindex="{r + 1}"][aria-colindex="{c + 1}"]')


def state(page, r: int, c: int) -> str:
    return cell(page, r, c).get_attribute("data-state")


def states(page) -> list[str]:
    """The grid as rows of '#', 'x', '?'."""
    return page.evaluate(
        """() => {
          const out = [];
          for (const el of document.querySelectorAll('[role="gridcell"]')) {
            const r = el.getAttribute('aria-rowindex') - 1;
            out[r] = (out[r] || '') + ({filled: '#', crossed: 'x', unknown: '?'})[el.dataset.state];
          }
          return out;
        }"""
    )


def open_library_puzzle(page, title: str) -> None:
    """Open the card whose name starts with ``title`` (a name matches anywhere by default: "Arrow"
    would also take a puzzle in progress called "Saved arrow", listed first under Continue)."""
    page.get_by_role("link", name=re.compile(rf"^{re.escape(title)}")).first.click()
    page.get_by_role("grid").wait_for()


def wait_solver(page) -> None:
    wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=90_000)


def status(page):
    return page.get_by_role("status")


def click_picture(page, picture: list[str]) -> None:
    for r, row in enumerate(picture):
        for c, ch in enumerate(row):
            if ch == "#":
                cell(page, r, c).click()


def to_library(page) -> None:
    """Back to the library view (its heading shown)."""
    page.evaluate("location.hash = '#library'")
    page.get_by_role("heading", name="Library").wait_for()


def fresh(page, title: str) -> None:
    """In a shared page: back to the library, forget all progress, open a bundled puzzle."""
    to_library(page)
    page.evaluate("localStorage.clear()")
    open_library_puzzle(page, title)


def clues_of(picture: list[str]) -> tuple[list[list[int]], list[list[int]]]:
    """Row and column clues of a picture ('#' filled)."""

    def runs(line: str) -> list[int]:
        return [len(run) for run in line.replace(".", " ").replace("?", " ").split()]

    cols = ["".join(row[c] for row in picture) for c in range(len(picture[0]))]
    return [runs(row) for row in picture], [runs(col) for col in cols]


def put_puzzle(page, picture: list[str], title: str, pid: str = "utest") -> str:
    """Store a puzzle (the clues of `picture`) in the page's library without the worker, then open
    it: what opening a file does, minus the parsing.  Returns its id."""
    rows, cols = clues_of(picture)
    puzzle = {"title": title, "rows": rows, "cols": cols, "black_and_white": True}
    page.evaluate(
        "([id, p]) => localStorage.setItem('nonogram:puzzle:' + id, JSON.stringify(p))", [pid, puzzle]
    )
    page.evaluate("(id) => { location.hash = '#play/' + id; }", pid)
    page.get_by_role("heading", name=title).wait_for()
    return pid


def in_viewport(page, locator) -> bool:
    """Is the element's box (at least its middle) inside the window?"""
    box = locator.bounding_box()
    size = page.viewport_size
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    return 0 <= x <= size["width"] and 0 <= y <= size["height"]


@contextmanager
def cut_off(watched, timeout: int = 240_000) -> Iterator:
    """Wait until the service worker has cached the whole site, then take the network away for the
    block; it comes back however the block ends, so a failing test cannot leave its context offline.
    Yields the page."""
    wait_kept_offline(watched.page, timeout=timeout)
    watched.context.set_offline(True)
    try:
        yield watched.page
    finally:
        watched.context.set_offline(False)


def solve_asked(page) -> None:
    """Solve, answering yes when it asks first (a slip must not reveal the picture)."""
    page.get_by_role("button", name="Solve", exact=True).click()
    page.get_by_role("button", name="Yes, solve it").click()


def reset_asked(page) -> None:
    """Reset, answering yes when it asks first (a slip must not wipe the progress)."""
    page.get_by_role("button", name="Reset", exact=True).click()
    page.get_by_role("button", name="Yes, reset it").click()
