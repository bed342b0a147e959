"""The "Enter a puzzle" view (index.html#enter): the way in from the library and beside "Open puzzle", the two
clue areas read line by line as you type (in the worker's words), Check's three verdicts (the cells
two solutions disagree on marked as the editor marks them), Play, "Open in editor", colour clues with
their palette, and what was typed kept across a reload."""

from __future__ import annotations

import itertools

from nonogram_core import Puzzle, solve
from nonogram_core.entry import check_entry
from tests.browser import wait_for
from tests.web.enter_helpers import (
    AMBIGUOUS,
    MUSHROOM,
    as_text,
    check,
    clues_of,
    open_enter,
    problems,
    type_clues,
)


def test_the_view_is_reached_from_the_library_and_beside_open_puzzle(page) -> None:
    page.get_by_role("link", name="Type in a puzzle").click()
    page.get_by_role("heading", name="Enter a puzzle").wait_for()
    assert page.evaluate("location.hash") == "#enter"
    for label in ("Row clues", "Column clues", "Paste a puzzle"):
        assert page.get_by_label(label, exact=True).is_visible()
    page.get_by_role("link", name="Library").click()
    page.get_by_role("heading", name="Library").wait_for()
    assert not page.get_by_label("Row clues", exact=True).is_visible()
    page.get_by_role("link", name="Enter clues").click()  # beside "Open puzzle" in the header
    page.get_by_role("heading", name="Enter a puzzle").wait_for()
    assert page.get_by_label("Open puzzle").count() == 1  # the file input keeps its one label


def test_what_is_wrong_is_said_line_by_line_in_the_workers_words(enter_page) -> None:
    page = enter_page
    rows, cols = "5 2\n1\n1 q\n0\n\n2", "1\n" * 6 + "3"
    type_clues(page, rows, cols)
    expected = [(p.side, str(p.line), p.message) for p in check_entry(rows, cols).problems]
    wait_for(page, "(n) => document.querySelectorAll('#enter-problems li').length === n", len(expected))
    assert problems(page) == expected
    assert ("rows", "1", "Row 1: 5 2 needs 8 cells, the row has 7") in expected
    # each line with a problem is marked in its text area, and the area says it is invalid
    bands = page.locator('.clue-area[data-side="rows"] .band').evaluate_all("(els) => els.map((e) => e.dataset.line)")
    assert bands == ["1", "3"]
    assert page.get_by_label("Row clues", exact=True).get_attribute("aria-invalid") == "true"
    # mended, the marks go; the totals are then compared
    page.get_by_label("Row clues", exact=True).fill("5 1\n1\n1 1\n0\n\n2")
    wait_for(page, "document.querySelectorAll('#enter-problems li').length === 1")
    assert problems(page) == [("", "0", "the rows fill 11 cells, the columns 9")]
    assert page.locator('.clue-area[data-side="rows"] .band').count() == 0
    assert page.get_by_role("button", name="Find the typo").is_visible()


def test_check_says_unique_and_the_size_follows_the_lines(enter_page) -> None:
    page = enter_page
    rows, cols = clues_of(MUSHROOM)
    # numbers separated by spaces, commas or dots, as the paper has them
    type_clues(page, as_text(rows).replace(" ", ","), as_text(cols).replace(" ", "."))
    assert page.locator("#enter-size").text_content() == "10 × 10"
    assert check(page) == "unique"
    assert "exactly one solution" in page.locator("#enter-verdict").text_content()
    assert page.get_by_role("button", name="Find the typo").is_hidden()
    # the solution only when asked
    assert page.locator('#enter-board [role="gridcell"][data-state="filled"]').count() == 0
    page.get_by_role("button", name="Show the solution").click()
    filled = page.locator('#enter-board [role="gridcell"][data-state="filled"]').count()
    assert filled == sum(row.count("#") for row in MUSHROOM)


def test_check_marks_the_cells_two_solutions_disagree_on(enter_page) -> None:
    page = enter_page
    rows, cols = (text.replace("|", "\n") for text in AMBIGUOUS)
    type_clues(page, rows, cols)
    assert check(page) == "multiple"
    marked = page.locator('#enter-board [data-ambiguous="true"]').evaluate_all(
        "(els) => els.map((e) => [e.getAttribute('aria-rowindex') - 1, e.getAttribute('aria-colindex') - 1])")
    # the truth: every solution of these clues, by the solver; each marked cell differs between two of them
    puzzle = Puzzle(rows=[[int(n) for n in line.split()] for line in rows.split("\n")],
                    cols=[[int(n) for n in line.split()] for line in cols.split("\n")])
    solutions = solve(puzzle, max_solutions=100).solutions
    assert len(solutions) >= 2 and marked
    for r, c in marked:
        assert len({s[r][c] for s in solutions}) == 2, (r, c)
    # and all of them: the marks are exactly the cells where two of the solutions differ
    pairs = [{(r, c) for r in range(len(a)) for c in range(len(a[0])) if a[r][c] != b[r][c]}
             for a, b in itertools.combinations(solutions, 2)]
    assert {(r, c) for r, c in marked} in pairs, (marked, pairs)
    sentence = page.locator("#enter-verdict").text_content()
    assert f"disagree on {len(marked)} cells" in sentence and "row " in sentence
    page.locator("#enter-rows").press("Control+End")
    page.keyboard.type(" ")  # the clues changed: the verdict and its marks are gone
    wait_for(page, "document.getElementById('enter-verdict').dataset.verdict === ''")
    left = "#enter-board [data-ambiguous], #enter-board [data-undecided], #enter-board .ambiguous"
    assert page.locator(left).count() == 0


def test_check_says_none_for_contradictory_clues(enter_page) -> None:
    page = enter_page
    type_clues(page, "1\n1\n2\n2", "0\n3\n0\n3")  # totals agree, but no picture has these clues
    assert problems(page) == []
    assert check(page) == "none"
    assert page.get_by_role("button", name="Find the typo").is_visible()
    assert page.get_by_role("button", name="Play").is_disabled()
    type_clues(page, "5 2\n1", "1\n" * 7)  # a clue that cannot fit: no solution, said without the worker
    assert check(page) == "none"
    assert "Row 1: 5 2 needs 8 cells, the row has 7" in page.locator("#enter-verdict").text_content()


def type_mushroom(page, title: str) -> list[list[int]]:
    """The mushroom's clues and a title typed in; returns its row clues."""
    rows, cols = clues_of(MUSHROOM)
    type_clues(page, as_text(rows), as_text(cols))
    page.get_by_label("Title", exact=True).fill(title)
    return rows


def test_play_opens_the_clues_in_the_player_and_the_text_stays(enter_page) -> None:
    page = enter_page
    rows = type_mushroom(page, "Paper mushroom")
    page.get_by_role("button", name="Play").click()
    wait_for(page, "location.hash.startsWith('#play/')")
    wait_for(page, "document.getElementById('puzzle-title').textContent === 'Paper mushroom'")
    assert page.locator('[role="gridcell"]').count() == 100  # the view's own board is gone
    page.get_by_role("button", name="Hint").click()
    wait_for(page, "document.getElementById('status').textContent.length > 0")
    open_enter(page)
    assert page.get_by_label("Row clues", exact=True).input_value() == as_text(rows)


def test_open_in_editor_takes_the_clues(enter_page) -> None:
    page = enter_page
    type_mushroom(page, "Mushroom for the editor")
    page.get_by_role("button", name="Open in editor").click()
    page.wait_for_url("**/editor.html#*")
    wait_for(page, "document.getElementById('title')?.value === 'Mushroom for the editor'", timeout=120_000)
    picture = page.evaluate("window.nonogramEditor.design().picture")
    assert ["".join("#" if ch == "#" else "." for ch in row) for row in picture] == MUSHROOM
    page.goto(page.url.split("editor.html")[0] + "index.html#enter")  # back, for the module's next tests
    page.get_by_role("heading", name="Enter a puzzle").wait_for()


def test_colour_clues_name_their_letters_in_an_editable_palette(enter_page) -> None:
    page = enter_page
    type_clues(page, "2r 1b\n1b", "1r\n1r\n2b")
    inks = page.locator(".enter-inks li")
    wait_for(page, "document.querySelectorAll('.enter-inks li').length === 2")
    assert inks.evaluate_all("(els) => els.map((e) => e.dataset.key)") == ["r", "b"]
    assert page.get_by_label("Name of colour r").input_value() == "red"
    page.get_by_label("Name of colour r").fill("rust")
    page.get_by_label("Row clues", exact=True).fill("2r 1b\n1b\n1r")  # one red cell too many
    wait_for(page, "document.querySelectorAll('#enter-problems li').length > 0")
    assert [text for _, _, text in problems(page)] == ["the rows fill 3 rust cells, the columns 2"]
    page.get_by_label("Row clues", exact=True).fill("2r 1b\n1b")
    assert check(page) == "unique"
    # the board's clue numbers carry their colours
    assert page.locator('#enter-board [role="columnheader"] span').count() == 3
    # a letter's colour is edited too: the board's numbers take it, and so does the puzzle played
    page.get_by_label("Colour of r").fill("#00aa00")
    wait_for(page, """[...document.querySelectorAll('#enter-board [role="columnheader"] span')]
        .some((s) => getComputedStyle(s).color === 'rgb(0, 170, 0)'
                  || getComputedStyle(s).backgroundColor === 'rgb(0, 170, 0)')""")
    page.get_by_role("button", name="Play").click()
    wait_for(page, "location.hash.startsWith('#play/')")
    wait_for(page, "[...document.querySelectorAll('#palette *')].some((e) => "
                   "getComputedStyle(e).backgroundColor === 'rgb(0, 170, 0)')")
    assert "rust" in page.locator("#palette").text_content() or \
        page.locator('#palette [aria-label*="rust"], #palette [title*="rust"]').count() > 0
    open_enter(page)


def test_what_was_typed_survives_a_reload(page) -> None:
    open_enter(page)
    type_clues(page, "2r 1\n1\n1 x", "1r\n1\n2")
    page.get_by_label("Name of colour r").fill("brick")
    page.get_by_label("Title", exact=True).fill("From Sunday's paper")
    wait_for(page, "localStorage.getItem('nonogram:enter:draft')?.includes('brick')")
    page.reload()
    open_enter(page)
    assert page.get_by_label("Row clues", exact=True).input_value() == "2r 1\n1\n1 x"
    assert page.get_by_label("Column clues", exact=True).input_value() == "1r\n1\n2"
    assert page.get_by_label("Title", exact=True).input_value() == "From Sunday's paper"
    assert page.get_by_label("Name of colour r").input_value() == "brick"
    wait_for(page, "document.querySelectorAll('#enter-problems li').length > 0")
    assert ("rows", "3", "Row 3: expected a number, found 'x' (a colour clue puts letters after a number, as in 3r)") \
        in problems(page)
