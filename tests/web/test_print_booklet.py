"""Booklets (``print.html#collection``): a site built with ``--collection`` prints its library several
puzzles a page, each titled, then "Solutions", small; six 10×10–15×15 puzzles make three pages of A4
and of Letter.  The editor prints the design it holds (its Print button) and the collection it is
exporting (its drafts, with their pictures as solutions), and flags the same puzzle ticked twice."""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest
from playwright.sync_api import expect

from nonogram_core.formats import write
from nonogram_core.generate import generate
from sitebuild import cli, serve
from tests.browser import SUB_PATH, wait_for, watching

from .print_helpers import CONTROLS, PAPERS, black_cells, make_pdf, open_print, pdf_pages, pdf_text

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
def booklet_site(six, tmp_path_factory):
    """A site built from the six (a .nonpack, as the editor exports), served under a sub-path."""
    folder = tmp_path_factory.mktemp("booklet")
    (folder / "six.nonpack").write_text(write(six, "nonpack"), encoding="utf-8")
    site = folder / "site"
    cli.main(["--collection", str(folder / "six.nonpack"), "--no-pictures", "--site-title", SITE, "--out", str(site)])
    server = serve.start(site, prefix=SUB_PATH)
    yield server.url
    server.shutdown()
    server.server_close()


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
        with page.expect_popup() as popup:
            link.click()
        wait_for(popup.value, "document.documentElement.dataset.print === 'ready'", timeout=120_000)
        expect(popup.value.locator(".print-puzzle")).to_have_count(6)
        popup.value.close()


# ---------------------------------------------------------------------------------------------
# The editor


@pytest.fixture(scope="module")
def editor(browser, site_url):
    with watching(browser, site_url) as watch:
        watch.page.goto(f"{site_url}editor.html")
        wait_for(watch.page, "document.documentElement.dataset.solver === 'ready'", timeout=120_000)
        yield watch.page


HEART = [".##.##.", "#######", "#######", ".#####.", "..###..", "...#..."]


def test_the_editors_print_button_lays_the_design_out(editor):
    page = editor
    page.evaluate("(rows) => window.nonogramEditor.setPicture(rows)", HEART)
    page.fill("#title", "Heart <b>")
    page.fill("#author", "Ann")
    with page.expect_popup() as popup_info:
        page.get_by_role("button", name="Print", exact=True).click()
    printed = popup_info.value
    wait_for(printed, "location.pathname.endsWith('print.html') && document.documentElement.dataset.print === 'ready'",
             timeout=120_000)
    expect(printed.get_by_role("heading", level=1)).to_have_text("Heart <b>")
    expect(printed.locator(".sheet-credit").first).to_have_text("7×6 · by Ann")
    printed.get_by_role("checkbox", name="Solution on a second page").check()
    assert len(black_cells(printed, '.sheet[data-kind="solution"]')) == sum(row.count("#") for row in HEART)
    printed.close()


def drafts(page, items):
    """Replace the editor's drafts with these (name, picture), newest first as the list shows them."""
    page.evaluate("""(items) => {
        localStorage.removeItem('nonogram:editor:drafts');
        const shelf = window.nonogramEditor.drafts;
        shelf.picked.clear();
        shelf.addMany(items.map(([name, picture]) => ({ name, title: name, picture, author: 'Ann', license: 'CC0' })));
        shelf.render();
    }""", items)


def test_the_editor_prints_the_collection_it_exports_and_flags_a_puzzle_ticked_twice(editor, tmp_path):
    page = editor
    box = ["###", "#.#", "###"]
    drafts(page, [("Box", box), ("Stairs", ["#..", "##.", "###"]), ("Square again", box),
                  ("Diagonal", ["#.", ".#"]), ("Other diagonal", [".#", "#."])])
    for name in ("Box", "Stairs", "Square again", "Diagonal", "Other diagonal"):
        page.get_by_role("checkbox", name=name, exact=True).check()
    # the same clues twice (whatever the pictures and titles): both flagged, and named in the summary
    flagged = page.locator('#draft-list .draft[data-duplicate="yes"] .draft-name')
    expect(flagged).to_have_text(["Box", "Square again", "Diagonal", "Other diagonal"])
    expect(page.locator('.draft[data-duplicate="yes"] .duplicate').first).to_have_text("same puzzle as “Square again”")
    summary = page.locator("#collection-summary")
    expect(summary).to_contain_text("The same puzzle twice")
    expect(summary).to_contain_text("“Box” and “Square again”")
    expect(summary).to_contain_text("“Diagonal” and “Other diagonal”")
    expect(summary).to_have_attribute("data-kind", "error")
    page.get_by_role("checkbox", name="Square again", exact=True).uncheck()
    page.get_by_role("checkbox", name="Other diagonal", exact=True).uncheck()
    expect(page.locator('#draft-list .draft[data-duplicate="yes"]')).to_have_count(0)
    expect(summary).not_to_contain_text("same puzzle")
    # printed as a booklet: the ticked drafts in the list's order, their pictures as the solutions
    page.fill("#collection-title", "Ann's three")
    with page.expect_popup() as popup_info:
        page.get_by_role("link", name="Print the collection as a booklet").click()
    printed = popup_info.value
    wait_for(printed, "document.documentElement.dataset.print === 'ready'", timeout=60_000)
    assert printed.url.endswith("print.html#collection")
    expect(printed.get_by_role("heading", level=1)).to_have_text("Ann's three")
    expect(printed.locator(".print-puzzle figcaption")).to_have_text(["1. Box", "2. Stairs", "3. Diagonal"])
    expect(printed.locator(".booklet-credit")).to_have_text("by Ann · CC0")
    solution = black_cells(printed, ".print-solution", 2)
    assert sorted(solution) == [["0", "0"], ["1", "1"]]  # the draft's own picture, though its clues allow two
    printed.reload()  # the tab keeps its name: a reload prints the same collection
    wait_for(printed, "document.documentElement.dataset.print === 'ready'", timeout=60_000)
    expect(printed.locator(".print-puzzle")).to_have_count(3)
    assert pdf_pages(make_pdf(printed, tmp_path / "drafts.pdf", "A4")) == 2
    printed.close()
    # the same address opened by hand is the site's library, not the editor's drafts
    site = json.loads(page.evaluate("fetch('library.json').then((r) => r.text())"))
    other = page.context.new_page()
    open_print(other, page.url.replace("editor.html", "print.html#collection"))
    expect(other.locator(".print-puzzle")).to_have_count(len(site["puzzles"]))
    other.close()
