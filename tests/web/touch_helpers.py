"""Real touches for the browser tests: Chrome DevTools' ``Input.dispatchTouchEvent`` goes through the
browser's own touch pipeline (touch adjustment, ``touch-action``, pointer events, scrolling and
``pointercancel``), which synthetic ``PointerEvent``s dispatched from the page never meet.  Use it
in a context made with ``has_touch=True, is_mobile=True`` (layout_helpers.sized_page(touch=True))."""

from __future__ import annotations

from tests.browser import wait_for

FINGER = 12  # px: the radius of a fingertip's contact (Chromium aims a touch at what lies within it)


class Finger:
    """One finger on the page: down, moves, up, each a real touch event."""

    def __init__(self, page):
        self.page = page
        self.cdp = page.context.new_cdp_session(page)

    def _send(self, kind: str, points: list[tuple[float, float]]) -> None:
        touch_points = [{"x": x, "y": y, "radiusX": FINGER, "radiusY": FINGER, "force": 1, "id": i}
                        for i, (x, y) in enumerate(points)]
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": touch_points})

    def down(self, x: float, y: float) -> None:
        self._send("touchStart", [(x, y)])

    def move(self, x: float, y: float) -> None:
        self._send("touchMove", [(x, y)])

    def up(self) -> None:
        self._send("touchEnd", [])

    def drag(self, start: tuple[float, float], end: tuple[float, float], steps: int = 10) -> None:
        """Down at start, moved to end in `steps` moves, lifted."""
        (x0, y0), (x1, y1) = start, end
        self.down(x0, y0)
        for k in range(1, steps + 1):
            self.move(x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps)
        self.up()

    def tap(self, x: float, y: float) -> None:
        self.down(x, y)
        self.up()

    def long_press(self, x: float, y: float, until: str) -> None:
        """Hold the finger down until the page shows `until` (an expression), then lift it."""
        self.down(x, y)
        try:
            wait_for(self.page, until)
        finally:
            self.up()


def cell_box(page, r: int, c: int) -> dict:
    """The on-screen box of the cell at 0-based (r, c)."""
    return page.locator(f'[role="gridcell"][aria-rowindex="{r + 1}"][aria-colindex="{c + 1}"]').bounding_box()


def centre(box: dict) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
