"""A colour line is flagged as soon as it cannot be right, the same rule as black and
white: web/grid/clue-proof.js ``colourLineFits`` checked against a brute force written here (every
colouring of the line that agrees with the marks, its clue), then on the page: four cells filled
in a row whose clue is 0 are flagged from the first, with cells still unknown."""

from __future__ import annotations

import itertools
import json

import pytest

from .colour_helpers import colour_file, open_file, palette
from .helpers import cell

pytestmark = pytest.mark.browser

INKS = "ab"


def clue_of(line: str) -> tuple[tuple[int, str], ...]:
    """(length, colour) of each block of a coloured line ("." background)."""
    return tuple((len(list(run)), ch) for ch, run in itertools.groupby(line) if ch != ".")


def matches(clue, actual) -> bool:
    """A clue (a length None: blotted) is this line's blocks."""
    return len(clue) == len(actual) and all(
        (n is None or n == m) and ink == got for (n, ink), (m, got) in zip(clue, actual, strict=True))


def cases():
    """Every marking ("?", "x", "a", "b") of lines up to 4 cells, and every fourth of 5 cells,
    against every clue such lines have (and the same with its first number blotted); the truth:
    some colouring agreeing with the marks has that clue."""
    out = []
    for n in range(1, 6):
        colourings = ["".join(t) for t in itertools.product("." + INKS, repeat=n)]
        clues = sorted({clue_of(line) for line in colourings})
        clues += [((None, c[0][1]), *c[1:]) for c in clues if c]
        for k, marks in enumerate(itertools.product("?x" + INKS, repeat=n)):
            if n == 5 and k % 4:
                continue  # a spread of the 5-cell markings: the brute force over all of them took seconds
            marks = "".join(marks)
            agree = {clue_of(line) for line in colourings
                     if all(m == "?" or m == ch or (m == "x" and ch == ".") for m, ch in zip(marks, line, strict=True))}
            for clue in clues[:: 1 if n < 5 else 7]:  # every clue up to 4 cells, a spread at 5
                out.append((clue, marks, any(matches(clue, a) for a in agree)))
    return out


def test_colour_line_fits_matches_a_brute_force(page):
    all_cases = cases()
    got = json.loads(page.evaluate(  # as one JSON string: Playwright's own encoding of 30,000 lists took 40 s
        """async (cases) => {
          const { colourLineFits } = await import('./grid/clue-proof.js');
          return JSON.stringify(JSON.parse(cases).map(
            ([clue, marks]) => colourLineFits(clue.map(([n, ink]) => ({ n, ink })), marks)));
        }""",
        json.dumps([[[list(b) for b in clue], marks] for clue, marks, _ in all_cases]),
    ))
    wrong = [(clue, marks, truth) for (clue, marks, truth), g in zip(all_cases, got, strict=True) if g != truth]
    assert len(all_cases) > 20_000 and sum(t for *_, t in all_cases) > 1000
    assert wrong == []


def test_a_colour_row_that_cannot_be_right_is_flagged_at_once(page, tmp_path):
    picture = ["aab.cc", "......", ".cc.ab"]
    open_file(page, colour_file(tmp_path, picture, "Stripes"), "Stripes")
    empty_row = page.locator('[role="rowheader"][aria-rowindex="2"]')
    first_row = page.locator('[role="rowheader"][aria-rowindex="1"]')
    palette(page).get_by_role("radio", name="red", exact=True).click()
    assert "bad" not in (empty_row.get_attribute("class") or "")
    for c in range(4):
        cell(page, 1, c).click()
        assert "bad" in empty_row.get_attribute("class")  # clue 0: flagged from the first fill, cells still unknown
    assert empty_row.get_attribute("aria-label").endswith("cannot match")
    palette(page).get_by_role("radio", name="navy", exact=True).click()
    cell(page, 0, 0).click()  # row 1 starts with red
    assert "bad" in first_row.get_attribute("class")
    page.keyboard.press("Control+z")
    assert "bad" not in first_row.get_attribute("class")
