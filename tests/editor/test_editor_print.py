"""Printing from the editor (docs/print.md): its Print button lays the design out on
``print.html#<share code>``; *Print the collection as a booklet* prints the ticked drafts (their
pictures as the solutions) on ``print.html#collection`` in a tab of its own, while the same address
opened by hand prints the site's library; the collection panel flags the same puzzle ticked twice."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from tests.browser import wait_for
from tests.web.print_helpers import black_cells, make_pdf, open_print, pdf_pages, printed_from

pytestmark = pytest.mark.browser

HEART = [".##.##.", "#######", "#######", ".#####.", "..###..", "...#..."]


def test_the_editors_print_button_lays_the_design_out(editor):
    page = editor
    page.evaluate("(rows) => window.nonogramEditor.setPicture(rows)", HEART)
    page.fill("#title", "Heart <b>")
    page.fill("#author", "Ann")
    printed = printed_from(page, page.get_by_role("button", name="Print", exact=True).click)
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
    printed = printed_from(page, page.get_by_role("link", name="Print the collection as a booklet").click)
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
