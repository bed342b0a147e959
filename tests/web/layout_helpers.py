"""Helpers for the player's layout tests: a page in a window of a given size (touch, dark; a
phone's), random puzzles with many clue numbers (``picture``) or drawn-looking ones (``drawing``),
and whether the page scrolls."""

from __future__ import annotations

import contextlib
import random


@contextlib.contextmanager
def sized_page(browser, site_url, width, height, touch=False, dark=False):
    """A page at the library in a window of this size (a context as fresh as a new one:
    ``browser.reused_page``); no page error in it."""
    options = {"viewport": {"width": width, "height": height}, "has_touch": touch, "is_mobile": touch,
               "color_scheme": "dark" if dark else "light"}
    with browser.reused_page(site_url, **options) as (_context, page):
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(site_url)
        page.get_by_role("heading", name="Library").wait_for()
        yield page
    assert errors == []


def phone(browser, site_url):
    """A 390×844 touch phone's page at the library (``sized_page``)."""
    return sized_page(browser, site_url, 390, 844, touch=True)


def picture(width: int, height: int, seed: int = 1) -> list[str]:
    """A random picture with about 13 blocks a line: more clue numbers than most real puzzles."""
    rng = random.Random(seed)
    return ["".join(rng.choice("##.") for _ in range(width)) for _ in range(height)]


def drawing(width: int, height: int, seed: int = 1) -> list[str]:
    """Overlapping random rectangles (XOR): blocks a few cells long both ways, as drawn puzzles
    have (about 6 clue numbers a line, where picture() gives about 13)."""
    rng = random.Random(seed)
    grid = [[False] * width for _ in range(height)]
    for _ in range(width * height // 60):
        w, h = rng.randint(2, 12), rng.randint(2, 12)
        x, y = rng.randrange(width - w + 1), rng.randrange(height - h + 1)
        for r in range(y, y + h):
            for c in range(x, x + w):
                grid[r][c] = not grid[r][c]
    return ["".join("#" if v else "." for v in row) for row in grid]


def page_scrolls(page) -> bool:
    return page.evaluate(
        "() => { const s = document.scrollingElement; const w = document.querySelector('#board-wrap');"
        " return s.scrollHeight > innerHeight || s.scrollWidth > innerWidth"
        " || w.scrollHeight > w.clientHeight || w.scrollWidth > w.clientWidth; }"
    )
