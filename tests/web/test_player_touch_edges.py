"""Real fingers on a 390x844 phone (Chrome DevTools touch events, not synthetic pointer events): a
drag along the first row, the first column, the last row and the last column paints its run at every
cell size, from a finger that lands half on the clues beside the edge; taps and long presses work
there too; a finger on the clues pans a zoomed board and paints nothing.

Chromium aims a touch that lands near the first row or column at the focusable clue beside it; while
that clue let the browser pan (touch-action), the stroke was cancelled as soon as the finger moved."""

from __future__ import annotations

import pytest

from tests.browser import wait_for

from .helpers import cell, open_library_puzzle, states
from .layout_helpers import sized_page
from .touch_helpers import Finger, cell_box, centre

pytestmark = pytest.mark.browser

RUN = 5  # cells a drag paints
SIZE = 20  # the 20x20 "Cat"
EDGE = 3  # px from the cell's outer side: the finger is mostly over the clues (or the screen's edge)


def edge_run(edge: str) -> list[tuple[int, int]]:
    last = SIZE - 1
    return {
        "first row": [(0, c) for c in range(RUN)],
        "first column": [(r, 0) for r in range(RUN)],
        "last row": [(last, c) for c in range(RUN)],
        "last column": [(r, last) for r in range(RUN)],
    }[edge]


def show_edge(page, edge: str) -> None:
    """Scroll the board (when it is bigger than its box) so that the run's cells are in view."""
    page.locator("#board-wrap").evaluate(
        """(w, edge) => w.scrollTo(edge === 'last column' ? w.scrollWidth : 0,
                                   edge === 'last row' ? w.scrollHeight : 0)""",
        edge,
    )


def start_point(page, edge: str, r: int, c: int) -> tuple[float, float]:
    box = cell_box(page, r, c)
    x, y = centre(box)
    if edge == "first row":
        y = box["y"] + EDGE
    elif edge == "first column":
        x = box["x"] + EDGE
    elif edge == "last row":
        y = box["y"] + box["height"] - EDGE
    else:
        x = box["x"] + box["width"] - EDGE
    return x, y


def cells_are(page, cells, wanted: str) -> None:
    """Wait until every cell of `cells` shows data-state `wanted`."""
    wait_for(
        page,
        """([cells, wanted]) => cells.every(([r, c]) => document.querySelector(
             `[role="gridcell"][aria-rowindex="${r + 1}"][aria-colindex="${c + 1}"]`)?.dataset.state === wanted)""",
        [cells, wanted],
    )


def run_painted(page, cells, timeout: int = 30_000) -> str:
    """Wait until every cell of `cells` shows one painted state, and say which: "filled", or
    "crossed" when the finger's first move reached the page only after the 450 ms that make a
    press a long press (a busy machine; the long press then paints the run with the other tool)."""
    wait_for(
        page,
        """(cells) => { const states = cells.map(([r, c]) => document.querySelector(
             `[role="gridcell"][aria-rowindex="${r + 1}"][aria-colindex="${c + 1}"]`)?.dataset.state);
           return states.every((s) => s === states[0]) && ['filled', 'crossed'].includes(states[0]); }""",
        cells,
        timeout=timeout,
    )
    return cell(page, *cells[0]).get_attribute("data-state")


def drag_run(page, finger, edge: str, run) -> str:
    """Drag along `run` and return the state it painted.  A drag a busy machine broke up (seen about
    once in four full runs, each time a different way) gets one more try; a drag that never paints
    (the bug this file is about) fails both."""
    seen = []
    for _ in range(2):
        finger.drag(start_point(page, edge, *run[0]), centre(cell_box(page, *run[-1])))
        try:
            return run_painted(page, run, timeout=10_000)
        except Exception:
            seen.append(["".join(row) for row in states(page)])
            page.keyboard.press("Control+z")  # whatever part of the run was painted (nothing: no effect)
            cells_are(page, run, "unknown")
    raise AssertionError(f"the {edge} drag never painted its run: {seen}")


def cell_px(page) -> int:
    return round(cell_box(page, 0, 0)["width"])


def test_drags_along_the_four_edges_paint_at_every_cell_size(browser, site_url):
    with sized_page(browser, site_url, 390, 844, touch=True) as page:
        open_library_puzzle(page, "Cat")
        finger = Finger(page)
        sizes = []
        for zooms in ([], ["Zoom out"] * 3, ["Zoom in"] * 6):
            for name in zooms:
                page.get_by_role("button", name=name).tap()
            sizes.append(cell_px(page))
            for edge in ("first row", "first column", "last row", "last column"):
                run = edge_run(edge)
                show_edge(page, edge)
                painted = drag_run(page, finger, edge, run)  # (once: nothing painted on the first row and column)
                mark = "#" if painted == "filled" else "x"
                assert sum(row.count(mark) for row in states(page)) == RUN, (edge, sizes[-1])
                page.keyboard.press("Control+z")  # (a tap on Undo within ~0.2 s of a drag may make no click)
                cells_are(page, run, "unknown")
        assert min(sizes) <= 11 and max(sizes) >= 30, sizes  # small cells and big ones were tried


def test_taps_and_long_presses_work_on_the_edges(browser, site_url):
    with sized_page(browser, site_url, 390, 844, touch=True) as page:
        open_library_puzzle(page, "Cat")
        page.get_by_role("button", name="Zoom out").tap()
        page.get_by_role("button", name="Zoom out").tap()
        finger = Finger(page)
        for edge, r, c in (("first row", 0, 7), ("first column", 7, 0), ("last row", 19, 7), ("last column", 7, 19)):
            show_edge(page, edge)
            finger.tap(*start_point(page, edge, r, c))
            cells_are(page, [(r, c)], "filled")
            r2, c2 = (r, c + 2) if edge.endswith("row") else (r + 2, c)
            cell = f'[role="gridcell"][aria-rowindex="{r2 + 1}"][aria-colindex="{c2 + 1}"]'
            crossed = f"document.querySelector('{cell}').dataset.state === 'crossed'"
            finger.long_press(*start_point(page, edge, r2, c2), until=crossed)
            cells_are(page, [(r2, c2)], "crossed")
        grid = "".join(states(page))
        assert grid.count("#") == 4 and grid.count("x") == 4


def test_a_finger_on_the_clues_pans_a_zoomed_board_and_a_tap_there_paints_nothing(browser, site_url):
    with sized_page(browser, site_url, 390, 844, touch=True) as page:
        open_library_puzzle(page, "Cat")
        for _ in range(4):
            page.get_by_role("button", name="Zoom in").tap()
        wrap = page.locator("#board-wrap")
        assert wrap.evaluate("(w) => w.scrollWidth > w.clientWidth && w.scrollHeight > w.clientHeight")
        wrap.evaluate("(w) => w.scrollTo(0, 0)")
        finger = Finger(page)
        clue = page.locator('[role="columnheader"][aria-colindex="6"]').bounding_box()
        x, y = clue["x"] + clue["width"] / 2, clue["y"] + clue["height"] - 6
        finger.drag((x, y), (x - 120, y))  # along the column clues: the board moves sideways
        wait_for(page, "document.querySelector('#board-wrap').scrollLeft > 80")
        row_clue = page.locator('[role="rowheader"][aria-rowindex="8"]').bounding_box()
        x, y = row_clue["x"] + 6, row_clue["y"] + row_clue["height"] / 2
        finger.drag((x, y), (x, y - 100))  # down the row clues: up and down
        wait_for(page, "document.querySelector('#board-wrap').scrollTop > 60")
        assert set("".join(states(page))) == {"?"}
