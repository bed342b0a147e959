"""Helpers for the print page's tests: open ``print.html`` and wait for it to say it is ready, make
its PDF as the browser's "Save as PDF" does (Playwright's ``page.pdf``, A4 and Letter), and read
the PDF back with poppler (``pdfinfo`` for the pages, ``pdftotext`` for the words: scripts/test.sh
installs poppler-utils)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.browser import wait_for

PAPERS = ("A4", "Letter")
CONTROLS = r"^(Hint|Check|Solve|Undo|Redo|Rewind|Reset|Share|Fill|Cross|Move|Zoom in|Zoom out)$"
"""The player's controls, none of which a printed page shows."""


def poppler(tool: str) -> str:
    found = shutil.which(tool)
    if not found:
        pytest.fail(f"{tool} not found: the print tests read their PDFs with poppler (apt-get install poppler-utils; "
                    "bash scripts/test.sh installs it)")
    return found


def open_print(page, url: str, *, state: str = "ready") -> None:
    """Go to a print page and wait until it says it is ``state`` (ready: every sheet and solution drawn)."""
    page.goto(url)
    wait_for(page, "document.documentElement.dataset.print && document.documentElement.dataset.print !== 'loading'",
             timeout=120_000)
    assert page.evaluate("document.documentElement.dataset.print") == state, page.locator("#print-status").inner_text()


def printed_from(page, click):
    """The print page a click opens in a new tab, once it is ready."""
    with page.expect_popup() as opened:
        click()
    printed = opened.value
    # a new tab's document may not have its <html> yet when the first poll runs: hence ?.
    wait_for(printed, "location.pathname.endsWith('print.html') && document.documentElement?.dataset.print === 'ready'",
             timeout=120_000)
    return printed


def make_pdf(page, path: Path, paper: str) -> Path:
    page.pdf(path=str(path), format=paper)
    return path


def pdf_pages(path: Path) -> int:
    info = subprocess.run([poppler("pdfinfo"), str(path)], capture_output=True, text=True, check=True).stdout
    return int(next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")))


def pdf_page_size_mm(path: Path) -> tuple[float, float]:
    info = subprocess.run([poppler("pdfinfo"), str(path)], capture_output=True, text=True, check=True).stdout
    words = next(line for line in info.splitlines() if line.startswith("Page size:")).split()
    return float(words[2]) * 25.4 / 72, float(words[4]) * 25.4 / 72


def pdf_text(path: Path, page: int | None = None) -> str:
    """The PDF's words (those of one page, 1-based, when given): text, not pixels, is what it holds."""
    pages = ["-f", str(page), "-l", str(page)] if page else []
    return subprocess.run([poppler("pdftotext"), *pages, "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True).stdout


def sheet_numbers(page, sheet: int = 0) -> list[str]:
    """The clue numbers of one sheet's figures, as the page holds them: SVG text elements."""
    return page.evaluate("(i) => [...document.querySelectorAll('.sheet')[i].querySelectorAll('svg text')]"
                         ".map((t) => t.textContent)", sheet)


def black_cells(page, figure: str, index: int = 0) -> list[list[str]]:
    """The black squares (x, y, in cells) of the ``index``-th figure that ``figure`` (a CSS selector) finds."""
    return page.evaluate("""([css, i]) => [...document.querySelectorAll(css)[i].querySelectorAll('svg rect')]
        .filter((r) => r.getAttribute('fill') === '#000000').map((r) => [r.getAttribute('x'), r.getAttribute('y')])""",
                         [figure, index])


def clue_texts(puzzle) -> list[str]:
    """Every number a printed puzzle shows: each block's length, "0" for an empty line, "?" blotted."""
    lines = [*puzzle.rows, *puzzle.cols]
    return sorted(str(n) if n is not None and n >= 0 else "?" for line in lines for n in (line or (0,)))
