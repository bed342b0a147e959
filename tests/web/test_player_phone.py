"""On a 390x844 touch phone: the header (size never cut, Help never clipped, a long title
at most two lines), a 20x20 whole at the largest cells that fit, clue bands that stay compact as you
zoom, and the hinted line scrolled into view on Hint and after Apply.  (How big puzzles open:
test_player_phone_fit.py.)"""

from __future__ import annotations

import pytest

from .helpers import put_puzzle, wait_solver
from .layout_helpers import drawing, phone, picture

pytestmark = pytest.mark.browser

BOX = "document.querySelector('#board-wrap')"
BOARD = f"{BOX}.querySelector('.board')"


def test_the_header_keeps_size_help_and_a_long_title_readable(browser, site_url):
    with phone(browser, site_url) as page:
        title = "A rather long title for a puzzle that a phone would once wrap onto three lines or more"
        put_puzzle(page, drawing(20, 20, seed=5), title)
        head = page.evaluate("""() => {
          const meta = document.querySelector('#puzzle-meta');
          const range = document.createRange();
          range.setStart(meta.firstChild, 0);
          range.setEnd(meta.firstChild, 5);
          const help = document.querySelector('#help');
          const h2 = document.querySelector('#puzzle-title');
          return { meta: meta.textContent, sizeRight: range.getBoundingClientRect().right,
                   metaRight: meta.getBoundingClientRect().right, helpClipped: help.scrollWidth > help.clientWidth + 1,
                   helpRight: help.getBoundingClientRect().right,
                   lines: h2.getBoundingClientRect().height / parseFloat(getComputedStyle(h2).lineHeight) };
        }""")
        assert head["meta"].startswith("20×20")
        assert head["sizeRight"] <= head["metaRight"] + 0.5  # "20×20" whole, not "2."
        assert not head["helpClipped"] and head["helpRight"] <= 390
        assert head["lines"] <= 2.05


def test_a_20x20_uses_the_largest_cells_that_fit_and_bands_stay_compact_when_zoomed(browser, site_url):
    with phone(browser, site_url) as page:
        put_puzzle(page, drawing(20, 20, seed=2), "Twenty")
        fit = page.evaluate(f"""() => {{
          const box = {BOX}, board = {BOARD};
          const cell = parseFloat(board.style.getPropertyValue('--cell'));
          const fits = () => board.offsetWidth <= box.clientWidth - 4 && board.offsetHeight <= box.clientHeight;
          const now = fits();
          board.style.setProperty('--cell', (cell + 1) + 'px');
          const bigger = fits();
          board.style.setProperty('--cell', cell + 'px');
          return {{ cell, now, bigger }};
        }}""")
        assert fit["now"] and not fit["bigger"], fit  # one pixel more and it would not fit
        assert fit["cell"] >= 17
        put_puzzle(page, picture(40, 40, seed=3), "Forty", pid="forty")
        for _ in range(4):  # to 26 px cells or more
            page.get_by_role("button", name="Zoom in").tap()
        bands = page.evaluate(f"""() => {{
          const box = {BOX}, board = {BOARD};
          return {{ cell: parseFloat(board.style.getPropertyValue('--cell')),
                   rows: board.querySelector('.row-clue').offsetWidth / box.clientWidth,
                   cols: board.querySelector('.col-clue').offsetHeight / box.clientHeight }};
        }}""")
        assert bands["cell"] >= 26
        assert bands["rows"] <= 0.3 and bands["cols"] <= 0.3, bands  # not ~40 % of the width


def hinted_in_view(page) -> bool:
    """Is some cell of the hint inside the board's box, clear of the sticky clue bands?"""
    return page.evaluate(f"""() => {{
      const box = {BOX}.getBoundingClientRect();
      const style = {BOX}.style;
      const left = box.left + (parseFloat(style.scrollPaddingLeft) || 0);
      const top = box.top + (parseFloat(style.scrollPaddingTop) || 0);
      return [...document.querySelectorAll('.cell.hint-cell')].some((el) => {{
        const b = el.getBoundingClientRect();
        return b.left >= left - 1 && b.right <= box.right + 1 && b.top >= top - 1 && b.bottom <= box.bottom + 1;
      }});
    }}""")


def test_the_hinted_line_is_scrolled_into_view_on_hint_and_after_apply(browser, site_url):
    with phone(browser, site_url) as page:
        put_puzzle(page, drawing(40, 40, seed=3), "Hinted")
        wait_solver(page)
        size = f"parseFloat({BOARD}.style.getPropertyValue('--cell'))"
        for _ in range(8):  # to 26 px cells or more (a bound: Zoom in doing nothing fails, not hangs)
            if page.evaluate(size) >= 26:
                break
            page.get_by_role("button", name="Zoom in").tap()
        assert page.evaluate(size) >= 26
        page.locator("#board-wrap").evaluate("(w) => w.scrollTo(w.scrollWidth, w.scrollHeight)")
        page.get_by_role("button", name="Hint").tap()
        apply = page.get_by_role("button", name="Apply this step", exact=True)
        apply.wait_for(timeout=60_000)
        assert hinted_in_view(page)
        cells = page.evaluate(f"""() => {{
          const box = {BOX}.getBoundingClientRect(), style = {BOX}.style;
          const left = box.left + (parseFloat(style.scrollPaddingLeft) || 0);
          const top = box.top + (parseFloat(style.scrollPaddingTop) || 0);
          const size = parseFloat({BOARD}.style.getPropertyValue('--cell'));
          return [Math.floor((box.right - left) / size), Math.floor((box.bottom - top) / size), size];
        }}""")
        assert cells[2] >= 26 and cells[0] >= 9 and cells[1] >= 9, cells  # not 7x6 cells beside the hint panel
        sentence = page.get_by_role("status").inner_text()
        assert sentence.startswith(("Row ", "Column "))
        changed = page.evaluate("() => [...document.querySelectorAll('.cell.hint-cell')].map((el) => el.id)")
        page.locator("#board-wrap").evaluate("(w) => w.scrollTo(w.scrollWidth, w.scrollHeight)")
        apply.tap()
        seen = page.evaluate(f"""(ids) => {{
          const box = {BOX}.getBoundingClientRect();
          return ids.some((id) => {{ const b = document.getElementById(id).getBoundingClientRect();
            return b.left >= box.left && b.right <= box.right && b.top >= box.top && b.bottom <= box.bottom; }});
        }}""", changed)
        assert seen
