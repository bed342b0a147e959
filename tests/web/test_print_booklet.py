"""Booklets (``print.html#collection``): a site built with ``--collection`` prints its library several
puzzles a page, each titled, then "Solutions", small; six 10×10–15×15 puzzles make three pages of A4
and of Letter (the editor's booklets: tests/editor/test_editor_print.py)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from playwright.sync_api import expect

from nonogram_core.formats import write
from nonogram_core.generate import generate
from sitebuild import cli
from tests.browser import watching

from .print_helpers import CONTROLS, PAPERS, black_cells, make_pdf, open_print, pdf_pages, pdf_text, printed_from

pytestmark = pytest.mark.browser

SIZES = [(10, 10, "Lantern"), (12, 12, "Kite"), (15, 15, "Harbour"), (15, 12, "Owl"), (11, 14, "Tower"),
         (13, 13, "Fern")]
SITE = "Ann's <i>booklet</i>"


@pytest.fixture(scope="module")
def six(tmp_path_factory):
    """Six unique puzzles of 10×10 to 15×15 with long clues (Pattern-like noise), with their solutions."""
    puzzles = [replace(generate(w, h, "medium", seed=n + 11, style="noise"), title=title, author="Ann",
                       license="CC BY 4.0") for n, (w, h, title) in enumerate(SIZES)]
    assert max(len(line) for p in puzzles for line in (*p.rows, *p.cols)) >= 5
    return puzzles


@pytest.fixture(scope="module")
def booklet_site(six, tmp_path_factory, browser):
    """A site built from the six (a .nonpack, as the editor exports), served under a sub-path."""
    folder = tmp_path_factory.mktemp("booklet")
    (folder / "six.nonpack").write_text(write(six, "nonpack"), encoding="utf-8")
    site = folder / "site"
    cli.main(["--collection", str(folder / "six.nonpack"), "--no-pictures", "--site-title", SITE, "--out", str(site)])
    with browser.serve_site(site) as server:
        yield server.url


def test_six_puzzles_and_their_solutions_make_three_pages(booklet_site, six, browser, tmp_path):
    with watching(browser, booklet_site) as watch:
        page = watch.page
        open_print(page, f"{booklet_site}print.html#collection")
        assert page.get_by_role("button", name=re.compile(CONTROLS)).count() == 0
        expect(page.get_by_role("heading", level=1)).to_have_text(SITE)  # the site's name heads the booklet
        captions = page.locator(".print-puzzle figcaption")
        expect(captions).to_have_text([f"{n}. {title}" for n, (_, _, title) in enumerate(SIZES, 1)])
        expect(page.get_by_role("heading", name="Solutions", exact=True)).to_be_visible()
        assert page.locator("#print-sheets").get_attribute("data-pages") == "3"
        kinds = page.evaluate("() => [...document.querySelectorAll('.sheet')].map((s) => s.dataset.kind)")
        assert kinds == ["puzzles", "puzzles", "solutions"]
        # each solution drawn small (no clues), its cells those of the puzzle's one solution
        for i, puzzle in enumerate(six):
            filled = len(black_cells(page, ".print-solution", i))
            assert filled == sum(row.count("#") for row in puzzle.goal), puzzle.title
            assert page.locator(".print-solution").nth(i).locator("svg text").count() == 0
        for paper in PAPERS:
            pdf = make_pdf(page, tmp_path / f"booklet-{paper}.pdf", paper)
            assert pdf_pages(pdf) == 3, paper
            first, second, third = (pdf_text(pdf, n) for n in (1, 2, 3))
            assert "Ann's <i>booklet</i>" in first and "© " not in first and "by Ann · CC BY 4.0" in first
            assert all(title in first + second for _, _, title in SIZES)
            assert "Solutions" in third and "Solutions" not in first + second
            assert all(title in third for _, _, title in SIZES)


def test_the_library_links_its_booklet(booklet_site, browser):
    with watching(browser, booklet_site) as watch:
        page = watch.page
        page.goto(booklet_site)
        link = page.get_by_role("link", name="Print the library as a booklet")
        expect(link).to_have_attribute("href", "print.html#collection")
        printed = printed_from(page, link.click)
        expect(printed.locator(".print-puzzle")).to_have_count(6)
        printed.close()
