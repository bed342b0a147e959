"""Clue numbers a player can trust: a number is marked done (``data-done="true"``) only when the
marks in its line prove that block complete.  web/grid/clue-proof.js decides it; here it is checked
against a brute force written independently in Python (every placement of the clue that agrees
with the marks), exhaustively for short lines and on random longer ones, and then on the page
through the ARIA grid contract (columnheader/rowheader, one element per number)."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from .helpers import cell, open_library_puzzle, put_puzzle

pytestmark = pytest.mark.browser


def placements(clue: list[int], n: int):
    """Every way to put the clue's blocks in n cells: tuples of start positions."""
    if not clue:
        yield ()
        return

    def place(i: int, first: int):
        if i == len(clue):
            yield ()
            return
        rest = sum(clue[i + 1:]) + len(clue) - i - 1
        for start in range(first, n - clue[i] - rest + 1):
            for tail in place(i + 1, start + clue[i] + 1):
                yield (start, *tail)

    yield from place(0, 0)


def brute_proof(clue: list[int], marks: str) -> tuple[bool, list[bool]]:
    """(fits, done per number) straight from the definition."""
    n = len(marks)
    agreeing = []
    for starts in placements(clue, n):
        line = ["."] * n
        for start, length in zip(starts, clue, strict=True):
            line[start:start + length] = "#" * length
        if all(not (m == "#" and c != "#") and not (m == "x" and c == "#") for m, c in zip(marks, line, strict=True)):
            agreeing.append(starts)
    fits = bool(agreeing)
    if not clue:
        return fits, [fits]
    done = []
    for i, length in enumerate(clue):
        fixed = fits and all(s[i] == agreeing[0][i] for s in agreeing)
        done.append(fixed and marks[agreeing[0][i]:agreeing[0][i] + length] == "#" * length)
    return fits, done


def clues_up_to(n: int) -> list[list[int]]:
    found = [[]]

    def grow(clue: list[int], used: int) -> None:
        for length in range(1, n - used + 1):
            found.append([*clue, length])
            grow([*clue, length], used + length + 1)

    grow([], 0)
    return found


def cases() -> list[tuple[list[int], str]]:
    out = []
    for n in range(1, 7):  # every clue and every marking of lines up to 6 cells
        for clue in clues_up_to(n):
            out += [(clue, "".join(marks)) for marks in itertools.product("?#x", repeat=n)]
    rng = random.Random(17)
    for _ in range(3000):  # and random longer lines, mostly consistent ones
        n = rng.randint(7, 16)
        picture = "".join(rng.choice("#..") for _ in range(n))
        clue = [len(run) for run in picture.replace(".", " ").split()]
        marks = "".join(rng.choice([c, "?", "?"]) if rng.random() > 0.05 else rng.choice("#x?")
                        for c in picture.replace(".", "x"))
        out.append((clue, marks))
    return out


def test_line_logic_matches_a_brute_force(page):
    all_cases = cases()
    got = json.loads(page.evaluate(  # as one JSON string: Playwright's own encoding of 20,000 lists is slow
        """async (cases) => {
          const { lineProof } = await import('./grid/clue-proof.js');
          return JSON.stringify(JSON.parse(cases).map(
            ([clue, marks]) => { const p = lineProof(clue, marks); return [p.fits, p.done]; }));
        }""",
        json.dumps(all_cases),
    ))
    pairs = zip(all_cases, got, strict=True)
    wrong = [(clue, marks, g) for (clue, marks), g in pairs if tuple(g) != brute_proof(clue, marks)]
    assert len(all_cases) > 20_000
    assert wrong == []


def numbers(page, kind: str, index: int) -> list[tuple[str, bool]]:
    """(text, done) of each number element of a clue, by the ARIA contract (1-based index)."""
    if kind == "row":
        header = page.locator(f'[role="rowheader"][aria-rowindex="{index}"]')
    else:
        header = page.locator(f'[role="columnheader"][aria-colindex="{index}"]')
    found = header.evaluate(
        "(el) => [...el.children].map((n) => [n.textContent, n.getAttribute('data-done') === 'true'])"
    )
    return [tuple(item) for item in found]


def test_clues_follow_the_aria_grid_pattern(page):
    open_library_puzzle(page, "Bucks")  # 27x23
    assert page.get_by_role("columnheader").count() == 27
    assert page.get_by_role("rowheader").count() == 23
    for c in range(1, 28):
        assert page.locator(f'[role="columnheader"][aria-colindex="{c}"]').count() == 1
    for r in range(1, 24):
        assert page.locator(f'[role="rowheader"][aria-rowindex="{r}"]').count() == 1
    assert numbers(page, "row", 5) == [(n, False) for n in "2131314"]  # one element per number, in order
    assert numbers(page, "col", 1) == [("4", False), ("12", False)]


def test_a_row_1_1_with_only_the_middle_filled_strikes_nothing(page):
    open_library_puzzle(page, "Dancer")  # row 3 is "1 1" in five cells
    cell(page, 2, 2).click()
    assert numbers(page, "row", 3) == [("1", False), ("1", False)]  # it may be either block
    cell(page, 2, 0).click(button="right")
    cell(page, 2, 1).click(button="right")  # now it can only be the first block
    assert numbers(page, "row", 3) == [("1", True), ("1", False)]
    cell(page, 2, 4).click()
    assert numbers(page, "row", 3) == [("1", True), ("1", True)]
    page.keyboard.press("Control+z")
    assert numbers(page, "row", 3) == [("1", True), ("1", False)]


def test_a_block_is_done_only_when_its_place_is_proved(page):
    put_puzzle(page, ["###.#.##", "........"], "Proof row")  # row 1: 3 1 2 in eight cells
    cell(page, 0, 0).click()
    cell(page, 0, 1).click()
    cell(page, 0, 2).click()  # "###" at the left edge: only the 3 can be there
    assert numbers(page, "row", 1) == [("3", True), ("1", False), ("2", False)]
    cell(page, 0, 6).click()
    cell(page, 0, 7).click()  # "##" at the right edge: the 2; the 1 still has a gap of three
    assert numbers(page, "row", 1) == [("3", True), ("1", False), ("2", True)]
    cell(page, 0, 4).click()
    assert numbers(page, "row", 1) == [("3", True), ("1", True), ("2", True)]
    assert "done" in page.locator('[role="rowheader"][aria-rowindex="1"]').get_attribute("class")


def test_a_line_that_cannot_fit_is_flagged_unless_the_option_is_off(page):
    open_library_puzzle(page, "Arrow")
    column = page.locator('[role="columnheader"][aria-colindex="2"]')  # clue 1
    cell(page, 1, 1).click()
    cell(page, 2, 1).click()  # a block of 2 under a clue of 1
    assert "bad" in column.get_attribute("class")
    page.get_by_text("Help").click()
    page.get_by_label("Colour lines that can no longer fit their clue").uncheck()
    assert "bad" not in column.get_attribute("class")
    assert column.get_attribute("aria-label") == "column 2 clue 1, cannot match"  # still said
