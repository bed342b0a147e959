"""The "Find the typo" button of the "Enter a puzzle" view: offered when the clues have no solution or their totals
differ; its suggestions in #typo-list (data-line, data-clue), the right one among them for a number
mistyped or left out, applied to the text area in one click (Check then says "unique"), undone by
Undo; progress and Cancel for a long search."""

from __future__ import annotations

import re
import time

from nonogram_core import Puzzle, solve
from tests.browser import wait_for
from tests.web.enter_helpers import (
    MUSHROOM,
    as_text,
    bundled,
    check,
    clues_of,
    random_picture,
    type_clues,
)


def suggestions(page) -> list[tuple[str, str]]:
    return [tuple(item) for item in page.evaluate(
        "() => [...document.querySelectorAll('#typo-list li')].map((li) => [li.dataset.line, li.dataset.clue])")]


def find_typos(page) -> float:
    """Press "Find the typo"; the seconds until its list (or its verdict on the search) shows."""
    started = time.monotonic()
    page.get_by_role("button", name="Find the typo").click()
    wait_for(page, "document.querySelector('.typo-working').hidden && !document.querySelector('.typo-panel').hidden",
             timeout=30_000)
    return time.monotonic() - started


def test_a_mistyped_number_is_found_applied_and_undone(enter_page) -> None:
    page = enter_page
    cat = bundled("Cat")  # 20×20
    rows = [list(clue) for clue in cat["rows"]]
    original = as_text(rows)
    rows[3][0] += 1  # row 4: "1" typed as "2"
    type_clues(page, as_text(rows), as_text(cat["cols"]))
    assert check(page) == "none"
    seconds = find_typos(page)
    assert seconds < 10, f"a 20×20's typo took {seconds:.1f} s"
    found = suggestions(page)
    assert ("row 4", "1") in found and len(found) <= 10
    assert all(line.split()[0] in ("row", "column") and line.split()[1].isdigit() for line, _ in found)
    page.locator('#typo-list li[data-line="row 4"]').click()
    wait_for(page, "document.querySelector('#enter-verdict').dataset.verdict === 'unique'", timeout=30_000)
    assert page.get_by_label("Row clues", exact=True).input_value() == original
    assert page.locator('#typo-list li[data-line="row 4"]').get_attribute("data-applied") == "true"
    page.get_by_role("button", name="Undo").click()
    assert page.get_by_label("Row clues", exact=True).input_value() == as_text(rows)  # as typed
    page.get_by_role("button", name="Redo").click()
    assert page.get_by_label("Row clues", exact=True).input_value() == original


def test_a_missing_number_is_found_from_the_totals_alone(enter_page) -> None:
    page = enter_page
    rows, cols = clues_of(random_picture(12, seed=36))  # unique
    right = " ".join(map(str, cols[0]))  # "1 6 3"
    cols[0] = cols[0][:-1]  # its last number left out
    type_clues(page, as_text(rows), as_text(cols))
    # the totals differ: the button is there before any Check
    wait_for(page, "!document.getElementById('find-typo').hidden")
    find_typos(page)
    found = suggestions(page)
    assert ("column 1", right) in found and len(found) <= 10
    page.locator(f'#typo-list li[data-line="column 1"][data-clue="{right}"]').click()
    wait_for(page, "document.querySelector('#enter-verdict').dataset.verdict === 'unique'", timeout=30_000)
    assert page.get_by_label("Column clues", exact=True).input_value().split("\n")[0] == right


def test_every_suggestion_is_verified_and_applicable_and_an_emptied_line_reads_0(enter_page) -> None:
    page = enter_page
    picture = list(MUSHROOM)
    picture[5] = "." * 10  # row 6 empty in the original...
    rows, cols = clues_of(picture)
    rows[5] = [1]  # ...typed as "1": the rows fill one cell more than the columns
    type_clues(page, as_text(rows), as_text(cols))
    wait_for(page, "!document.getElementById('find-typo').hidden")
    find_typos(page)
    found = suggestions(page)
    assert ("row 6", "0") in found and 1 <= len(found) <= 10
    for line, clue in found:  # each one, applied by the solver here, gives exactly one solution
        axis, number = line.split(" ")
        assert axis in ("row", "column") and number.isdigit() and 1 <= int(number) <= 10, line
        assert re.fullmatch(r"0|[1-9][0-9]*( [1-9][0-9]*)*", clue), clue  # single spaces, "0" if empty
        mended = [list(c) for c in (rows if axis == "row" else cols)]
        mended[int(number) - 1] = [] if clue == "0" else [int(n) for n in clue.split(" ")]
        puzzle = Puzzle(rows=mended, cols=cols) if axis == "row" else Puzzle(rows=rows, cols=mended)
        assert solve(puzzle, max_solutions=2).status.value == "unique", (line, clue)
    # and each one, chosen in the page, is written into its line of the clues as typed and checks unique
    for i, (line, clue) in enumerate(found):
        axis, number = line.split(" ")
        page.locator("#typo-list li").nth(i).click()
        wait_for(page, "document.querySelector('#enter-verdict').dataset.verdict === 'unique'", timeout=30_000)
        area = page.get_by_label("Row clues" if axis == "row" else "Column clues", exact=True)
        assert area.input_value().split("\n")[int(number) - 1] == clue, (line, clue)
        other = page.get_by_label("Column clues" if axis == "row" else "Row clues", exact=True)
        assert other.input_value() == as_text(cols if axis == "row" else rows)  # only that line changed
        assert page.locator("#typo-list li").nth(i).get_attribute("data-applied") == "true"


def test_a_colour_typo_is_written_back_with_its_letters(enter_page) -> None:
    page = enter_page
    type_clues(page, "2r 1b\n1b\n1r", "1r 1r\n2r\n2b")  # column 2: "1r" typed as "2r"
    wait_for(page, "!document.getElementById('find-typo').hidden")
    find_typos(page)
    found = suggestions(page)
    assert ("column 2", "1") in found and len(found) <= 10
    page.locator('#typo-list li[data-line="column 2"]').click()
    wait_for(page, "document.querySelector('#enter-verdict').dataset.verdict === 'unique'", timeout=30_000)
    assert page.get_by_label("Column clues", exact=True).input_value() == "1r 1r\n1r\n2b"


def test_no_typo_is_looked_for_in_clues_with_a_solution(enter_page) -> None:
    page = enter_page
    type_clues(page, "1\n1", "1\n1")
    assert check(page) == "multiple"
    assert page.get_by_role("button", name="Find the typo").is_hidden()


def test_a_long_search_shows_progress_and_can_be_cancelled(enter_page) -> None:
    page = enter_page
    picture = random_picture(60, seed=2, ink="#.")  # sparse 60×60: a typo search that runs to its time limit
    rows, cols = clues_of(picture)
    rows[7][1] += 1
    type_clues(page, as_text(rows), as_text(cols))
    page.get_by_role("button", name="Find the typo").click()
    wait_for(page, "!document.querySelector('.typo-working').hidden")
    wait_for(page, "/Looking for the typo… [1-9]/.test(document.querySelector('.typo-heading').textContent)")
    page.get_by_role("button", name="Cancel", exact=True).click()
    wait_for(page, "document.querySelector('.typo-heading').textContent === 'Search cancelled.'")
    assert page.locator(".typo-working").is_hidden()
    # the page goes on: what was typed is there, and the solver answers again
    assert page.get_by_label("Row clues", exact=True).input_value() == as_text(rows)
    type_clues(page, "1", "1")
    assert check(page) == "unique"
