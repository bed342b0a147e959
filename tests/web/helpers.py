"""Helpers for the browser tests: find cells by the accessibility contract, wait for the solver."""

from __future__ import annotations

from pathlib import Path

ARROW = ["..#..", ".###.", "#.#.#", "..#..", "..#.."]
SHARED = Path(__file__).resolve().parents[3] / "shared" / "puzzles"


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
    page.get_by_role("link", name=title).first.click()
    page.get_by_role("grid").wait_for()


def wait_solver(page) -> None:
    page.wait_for_function("document.documentElement.dataset.solver === 'ready'", timeout=90_000)


def status(page):
    return page.get_by_role("status")


def click_picture(page, picture: list[str]) -> None:
    for r, row in enumerate(picture):
        for c, ch in enumerate(row):
            if ch == "#":
                cell(page, r, c).click()


def fresh(page, title: str) -> None:
    """In a shared page: back to the library, forget all progress, open a bundled puzzle."""
    page.evaluate("location.hash = '#library'")
    page.get_by_role("heading", name="Library").wait_for()
    page.evaluate("localStorage.clear()")
    open_library_puzzle(page, title)
