"""Bad input in the "Enter a puzzle" view: letters where numbers belong, a clue that cannot fit,
thousands of lines, a pasted binary, a clue of thousands of numbers, storage that cannot keep the
text.  Each gets a message naming its line, the page never freezes, and nothing typed is lost (the
watched page also fails on any error it logs)."""

from __future__ import annotations

import time

from tests.browser import wait_for
from tests.web.enter_helpers import open_enter, problems, type_clues


def paste_into(page, area_id: str, text: str) -> None:
    """Put text into a clue area as a paste does (one input event).  Not Playwright's fill: Chromium's
    own insertion of thousands of lines one editing step at a time takes minutes in any text area."""
    page.evaluate(
        """([id, text]) => { const area = document.getElementById(id); area.focus(); area.value = text;
        area.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' })); }""",
        [area_id, text],
    )


def responds_within(page, seconds: float) -> bool:
    started = time.monotonic()
    page.evaluate("1 + 1")
    return time.monotonic() - started < seconds


def test_letters_and_unfit_clues_are_named_by_line_and_kept(page) -> None:
    open_enter(page)
    type_clues(page, "3\nabc\n1 2 3 4 5\n2,x", "1\n1\n1\n1")
    wait_for(page, "document.querySelectorAll('#enter-problems li').length === 3")
    named = [(line, text.split(":")[0]) for _, line, text in problems(page)]
    assert named == [("2", "Row 2"), ("3", "Row 3"), ("4", "Row 4")]
    assert "found 'abc'" in problems(page)[0][2]
    assert problems(page)[1][2] == "Row 3: 1 2 3 4 5 needs 19 cells, the row has 4"
    page.get_by_role("button", name="Check", exact=True).click()
    wait_for(page, "document.querySelector('#enter-verdict').textContent.startsWith('Fix the marked lines first')")
    assert page.locator("#enter-verdict").get_attribute("data-verdict") == ""
    page.locator('#enter-problems li[data-line="2"]').click()  # a problem takes the caret to its line
    wait_for(page, "document.activeElement.id === 'enter-rows'")
    assert page.evaluate("(() => { const t = document.getElementById('enter-rows'); "
                         "return t.value.slice(t.selectionStart, t.selectionEnd); })()") == "abc"
    wait_for(page, "localStorage.getItem('nonogram:enter:draft')?.includes('abc')")
    page.reload()
    open_enter(page)
    assert page.get_by_label("Row clues", exact=True).input_value() == "3\nabc\n1 2 3 4 5\n2,x"


def test_thousands_of_lines_get_one_message_and_no_frozen_page(page) -> None:
    open_enter(page)
    text = "1 2\n" * 5000
    paste_into(page, "enter-rows", text)
    page.get_by_label("Column clues", exact=True).fill("3\n" * 20)
    wait_for(page, "document.querySelectorAll('#enter-problems li').length > 0")
    assert problems(page)[0] == ("rows", "501", "5000 rows: at most 500 are allowed")
    assert responds_within(page, 5)
    assert page.get_by_label("Row clues", exact=True).input_value() == text
    page.get_by_label("Row clues", exact=True).press("End")
    page.keyboard.type("3")  # typing on still works
    assert page.get_by_label("Row clues", exact=True).input_value().endswith("3")


def test_a_binary_pasted_into_the_clues_is_named_by_line(page) -> None:
    open_enter(page)
    controls = "".join(chr(n) for n in range(1, 32) if n not in (9, 10, 13))
    binary = "\x89PNG\x1a\x00\x00\x00\rIHDR\x00\x00\x01\x00" + controls
    page.get_by_label("Row clues", exact=True).fill(binary)
    page.get_by_label("Column clues", exact=True).fill("1")
    wait_for(page, "document.querySelectorAll('#enter-problems li').length > 0")
    side, line, text = problems(page)[0]
    assert (side, line) == ("rows", "1") and text.startswith("Row 1: expected a number, found '\\x89PNG")
    assert len(text) < 300
    assert responds_within(page, 5)


def test_a_clue_of_thousands_of_numbers_is_named_briefly(page) -> None:
    open_enter(page)
    type_clues(page, "1 " * 20_000, "1\n" * 10)
    wait_for(page, "document.querySelectorAll('#enter-problems li').length > 0")
    side, line, text = problems(page)[0]
    assert (side, line) == ("rows", "1") and text.startswith("Row 1: 1 1 1") and len(text) <= 240
    assert responds_within(page, 5)


def test_storage_that_cannot_keep_the_clues_is_said(page) -> None:
    open_enter(page)
    full = "() => { throw new DOMException('full', 'QuotaExceededError'); }"
    page.evaluate(f"() => {{ Storage.prototype.setItem = {full}; }}")
    type_clues(page, "1\n1", "2")
    wait_for(page, "document.getElementById('status').textContent.includes('cannot keep the clues')")
    assert page.get_by_label("Row clues", exact=True).input_value() == "1\n1"  # still there to copy
