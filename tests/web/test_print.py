"""The print page for one puzzle (``print.html#<share code>``), in headless Chromium under a sub-path:
its layout contract (the grid with its clues as text, title, author and credit, none of the player's
controls, colour clues in their colours), the solution on a second page when asked, a 50×50 on one
page of A4 and of Letter with readable numbers, a bad code said plainly, and the player's Print
button opening it.  Each PDF is made as "Save as PDF" makes it (``page.pdf``) and read back."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest
from playwright.sync_api import expect

from nonogram_core import puzzle_from_picture, solve
from nonogram_core.design.palette import Design
from nonogram_core.formats import sharecode
from tests.browser import wait_for, watching

from .helpers import open_library_puzzle, wait_solver
from .print_helpers import (
    CONTROLS,
    PAPERS,
    black_cells,
    clue_texts,
    make_pdf,
    open_print,
    pdf_page_size_mm,
    pdf_pages,
    pdf_text,
    printed_from,
    sheet_numbers,
)

pytestmark = pytest.mark.browser

PALETTE = [{"name": "white", "rgb": "FFFFFF", "char": "."}, {"name": "red", "rgb": "D02828", "char": "a"},
           {"name": "pale yellow", "rgb": "F8F0A0", "char": "b"}, {"name": "navy", "rgb": "1A2A6C", "char": "c"}]
BOAT = ["....a.....", "...aa.....", "..aaa..b..", ".aaaa.bb..", "aaaaa.bbb.", "....c.....",
        "cccccccccc", ".cccccccc.", "..cccccc..", "bbbbbbbbbb"]
HOSTILE = 'Boat <img src=x onerror="document.title=1">'


@pytest.fixture(scope="module")
def print_page(browser, site_url):
    """One watched page for the module's print views (each test goes to its own address)."""
    with watching(browser, site_url) as watch:
        yield watch.page


def code_of(puzzle) -> str:
    return sharecode.encode(puzzle)


def test_one_puzzle_is_its_clues_as_text_in_their_colours_with_no_controls(print_page, site_url, tmp_path):
    page = print_page
    puzzle = replace(Design.of(BOAT, PALETTE).puzzle, title=HOSTILE, author="Ann Author", goal=None)
    assert solve(puzzle).status.value == "unique"
    open_print(page, f"{site_url}print.html#{code_of(puzzle)}")
    sheet = page.locator('.sheet[data-kind="puzzle"]')
    expect(sheet.get_by_role("heading", level=1)).to_have_text(HOSTILE)  # a title is text, never markup
    assert page.locator(".sheet img").count() == 0
    expect(sheet.locator(".sheet-credit")).to_have_text("10×10 · by Ann Author")
    # none of the player's controls: on paper there is nothing to press
    assert page.get_by_role("button", name=re.compile(CONTROLS)).count() == 0
    assert page.locator(".sheet button, .sheet input").count() == 0
    # every clue number is a text element, in the clue's colour (a chip of its ink, the digit readable on it)
    assert sorted(sheet_numbers(page)) == clue_texts(puzzle)
    chips = page.evaluate("""() => [...document.querySelector('.sheet').querySelectorAll('svg rect')]
        .map((r) => r.getAttribute('fill')).filter((f) => f !== '#ffffff')""")
    inks = {f"#{c['rgb']}" for c in PALETTE[1:]}
    assert set(chips) == inks  # every ink has its chips, and nothing else is coloured (no solution shown)
    assert len(chips) == sum(len(line) for line in (*puzzle.rows, *puzzle.cols))
    fills = page.evaluate("() => [...document.querySelectorAll('.sheet:first-child svg text')]"
                          ".map((t) => t.getAttribute('fill'))")
    assert {"#ffffff", "#000000"} == set(fills)  # white on navy and red, black on pale yellow
    for paper in PAPERS:
        pdf = make_pdf(page, tmp_path / f"boat-{paper}.pdf", paper)
        assert pdf_pages(pdf) == 1
        text = pdf_text(pdf)
        assert "Boat <img" in text and "by Ann Author" in text  # searchable: the words are in the PDF
        assert sorted(text.split("by Ann Author", 1)[1].split()) == clue_texts(puzzle)  # every number, as text


def test_the_solution_goes_on_a_second_page_when_asked(print_page, site_url, tmp_path):
    page = print_page
    picture = [".###.", "#...#", "#.#.#", "#...#", ".###."]
    puzzle = replace(puzzle_from_picture(picture), title="Target", author="Bo")
    open_print(page, f"{site_url}print.html#{code_of(puzzle)}")
    option = page.get_by_role("checkbox", name="Solution on a second page")
    expect(option).not_to_be_checked()
    assert page.locator("#print-sheets").get_attribute("data-pages") == "1"
    assert pdf_pages(make_pdf(page, tmp_path / "one.pdf", "A4")) == 1
    option.check()
    assert page.locator("#print-sheets").get_attribute("data-pages") == "2"
    assert "solution" in page.url.split("#")[0]  # kept in the address: a reload prints the same
    solution = page.locator('.sheet[data-kind="solution"]')
    expect(solution.get_by_role("heading")).to_have_text("Solution: Target")
    assert len(black_cells(page, '.sheet[data-kind="solution"]')) == sum(row.count("#") for row in picture)
    for paper in PAPERS:
        pdf = make_pdf(page, tmp_path / f"two-{paper}.pdf", paper)
        assert pdf_pages(pdf) == 2
        assert "Solution: Target" in pdf_text(pdf, 2) and "Solution" not in pdf_text(pdf, 1)
    page.reload()
    wait_for(page, "document.documentElement.dataset.print === 'ready'", timeout=120_000)
    expect(page.get_by_role("checkbox", name="Solution on a second page")).to_be_checked()


def noise_picture(size: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join("#" if rng.random() < 0.55 else "." for _ in range(size)) for _ in range(size)]


def test_a_fifty_by_fifty_fits_one_page_of_a4_and_of_letter_with_readable_numbers(print_page, site_url, tmp_path):
    page = print_page
    puzzle = replace(puzzle_from_picture(noise_picture(50, 5)), title="Noise", author="Ann")
    longest = max(len(line) for line in (*puzzle.rows, *puzzle.cols))
    assert longest >= 15  # a hard case: clues nearly a third of the side
    open_print(page, f"{site_url}print.html#{code_of(puzzle)}")
    assert sorted(sheet_numbers(page)) == clue_texts(puzzle)
    # the size of a digit on paper: the SVG's width in mm over its cells, times the font size in cells
    sizes = page.evaluate("""() => {
        const svg = document.querySelector('.sheet svg');
        const mmPerUnit = parseFloat(svg.getAttribute('width')) / svg.viewBox.baseVal.width;
        return [...svg.querySelectorAll('text')]
          .map((t) => [t.textContent.length, t.getAttribute('font-size') * mmPerUnit]);
    }""")
    assert min(mm for digits, mm in sizes if digits == 1) >= 1.75  # about 5 pt
    assert min(mm for digits, mm in sizes if digits == 2) >= 1.6
    for paper in PAPERS:
        pdf = make_pdf(page, tmp_path / f"fifty-{paper}.pdf", paper)
        assert pdf_pages(pdf) == 1
        width, height = pdf_page_size_mm(pdf)
        assert (round(width), round(height)) == ((210, 297) if paper == "A4" else (216, 279))
        words = pdf_text(pdf).split()
        assert words[:2] == ["Noise", "50×50"] and len(words) > 600  # every number is text in the PDF


def test_a_code_that_is_no_puzzle_is_said_plainly(print_page, site_url):
    open_print(print_page, f"{site_url}print.html#1notapuzzle", state="error")
    expect(print_page.locator("#print-status")).to_contain_text("This link does not hold a puzzle")
    assert print_page.locator(".sheet").count() == 0


def test_the_players_print_button_opens_the_open_puzzle_for_paper(page, site_url):
    wait_solver(page)
    open_library_puzzle(page, "Heart")
    page.locator('[role="gridcell"]').first.click()  # a mark: paper shows the puzzle, not the player's grid
    printed = printed_from(page, page.get_by_role("button", name="Print", exact=True).click)
    expect(printed.get_by_role("heading", level=1)).to_have_text("Heart")
    expect(printed.locator(".sheet-credit").first).to_contain_text("MIT")  # the library's licence joins the author
    assert black_cells(printed, '.sheet[data-kind="puzzle"]') == []
    assert printed.title().startswith("Print: Heart")
    printed.close()
