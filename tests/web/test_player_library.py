"""The library: a file of many puzzles becomes one collection (its count; opened on its own page,
searched, removed), search by title, removing a puzzle the user added (with Undo), and no message
from a puzzle left behind on the library page."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tests.browser import wait_for

from .helpers import ARROW, click_picture, open_library_puzzle, status, to_library, wait_solver

pytestmark = pytest.mark.browser


def tournament_file(count: int, size: int = 5) -> str:
    """`count` random size-by-size puzzles in the TAAI tournament format ($n, columns, rows)."""
    rng = random.Random(count)
    out = []
    for n in range(1, count + 1):
        picture = ["".join(rng.choice("#.") for _ in range(size)) for _ in range(size)]
        runs = lambda line: [len(r) for r in line.replace(".", " ").split()] or [0]  # noqa: E731
        cols = ["".join(row[c] for row in picture) for c in range(size)]
        out.append(f"${n}")
        out += ["\t".join(map(str, runs(line))) for line in cols + picture]
    return "\n".join(out) + "\n"


def test_a_1000_puzzle_collection_is_one_card_and_the_page_stays_short(solver_page, tmp_path):
    page = solver_page
    to_library(page)
    page.evaluate("localStorage.clear()")
    path = tmp_path / "thousand.txt"
    path.write_text(tournament_file(1000))
    # every status line said, kept: the first puzzle's own notice (e.g. "more than one solution")
    # may follow the "1000 puzzles" line at once
    page.evaluate("""() => {
      const box = document.querySelector('#status');
      window.statusSaid = [];
      new MutationObserver(() => window.statusSaid.push(box.textContent))
        .observe(box, { childList: true, characterData: true, subtree: true });
    }""")
    page.get_by_label("Open puzzle").set_input_files(str(path))
    wait_for(page, "location.hash.startsWith('#play/')", timeout=90_000)
    wait_for(page, "window.statusSaid.some((said) => said.includes('1000 puzzles'))")
    to_library(page)
    group = page.get_by_role("link", name="thousand")
    assert "1000 puzzles" in group.inner_text()
    assert page.locator("#library-list > li").count() <= 15  # the bundled puzzles and one collection
    height = page.evaluate("document.scrollingElement.scrollHeight")
    assert height < 2 * page.viewport_size["height"]

    group.click()  # its own page, a screenful at a time
    page.get_by_role("heading", name="thousand").wait_for()
    assert page.locator("#library-list a[href^='#play/']").count() == 60
    page.get_by_role("button", name="Show 60 more").click()
    assert page.locator("#library-list a[href^='#play/']").count() == 120
    page.get_by_label("Search puzzles by title").fill("999")
    assert page.locator("#library-list a[href^='#play/']").count() == 1
    page.get_by_label("Search puzzles by title").fill("")

    to_library(page)
    page.get_by_role("button", name="Remove thousand").click()
    assert page.get_by_role("link", name="thousand").count() == 0
    assert page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('nonogram:puzzle:')).length") == 0
    page.get_by_role("button", name="Undo").click()
    assert "1000 puzzles" in page.get_by_role("link", name="thousand").inner_text()


def test_search_by_title(page):
    page.get_by_label("Search puzzles by title").fill("du")
    titles = page.locator("#library-list .title").all_inner_texts()
    assert titles == ["Duck"]
    page.get_by_label("Search puzzles by title").fill("zzz")
    assert "No puzzle title contains" in page.locator("#library-foot").inner_text()
    assert page.locator("#library-list li").count() == 0  # the list holds puzzles only
    page.get_by_label("Search puzzles by title").fill("")
    assert page.locator("#library-list .title").count() >= 11


def test_remove_a_puzzle_the_user_added_and_undo(solver_page, tmp_path):
    page = solver_page
    to_library(page)
    page.evaluate("localStorage.clear()")
    path = tmp_path / "mine.non"
    path.write_text('title "Mine"\nwidth 2\nheight 1\nrows\n2\ncolumns\n1\n1\n')
    page.get_by_label("Open puzzle").set_input_files(str(path))
    page.get_by_role("heading", name="Mine").wait_for(timeout=90_000)
    to_library(page)
    assert page.get_by_role("button", name="Remove Heart").count() == 0  # bundled ones stay
    page.get_by_role("button", name="Remove Mine").click()
    assert page.get_by_role("link", name="Mine").count() == 0
    assert "Removed" in status(page).inner_text()
    page.get_by_role("button", name="Undo").click()
    assert page.get_by_role("link", name="Mine").count() == 1


def test_no_message_of_a_puzzle_is_left_on_the_library(page):
    open_library_puzzle(page, "Arrow")
    click_picture(page, ARROW)
    wait_for(page, "document.querySelector('#player-view').dataset.solved === 'yes'")
    assert "Solved" in status(page).inner_text()
    page.get_by_role("link", name="Library").click()
    page.get_by_role("heading", name="Library").wait_for()
    assert status(page).inner_text() == ""
    assert "Solved" in page.get_by_role("link", name="Arrow").inner_text()  # the card says it instead
    page.go_back()
    page.get_by_role("grid").wait_for()
    assert "Solved" in status(page).inner_text()  # and the puzzle's view says it again


def test_library_cards_show_size_progress_and_grade(solver_page):
    page = solver_page
    to_library(page)
    page.evaluate("localStorage.clear()")
    wait_solver(page)
    open_library_puzzle(page, "House")
    wait_for(page, "JSON.parse(localStorage.getItem('nonogram:meta:lib-house') || '{}').grade")
    page.get_by_role("gridcell").first.click()
    to_library(page)
    text = page.get_by_role("link", name="House").inner_text()
    assert "10×10" in text and "% done" in text
    grade = page.evaluate("JSON.parse(localStorage.getItem('nonogram:meta:lib-house')).grade")
    assert grade in text


def test_bundled_puzzles_ship_the_grade_the_core_gives():
    from nonogram_core import Puzzle
    from nonogram_core.hints import grade

    library = Path(__file__).resolve().parents[2] / "web" / "library.json"
    for entry in json.loads(library.read_text())["puzzles"]:
        puzzle = Puzzle(rows=tuple(map(tuple, entry["rows"])), cols=tuple(map(tuple, entry["cols"])))
        assert entry["grade"] == grade(puzzle).grade, entry["id"]
