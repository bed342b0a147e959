"""A title with control characters (from a file or a share link) is shown safely in the
player and the editor (web/shared/safe-text.js, one helper): bidi controls such as U+202E (which reversed
the text after it) are removed and the heading isolated; terminal escapes and other C0/C1 controls
show as visible symbols, never raw."""

from __future__ import annotations

import pytest

from tests.browser import wait_for

pytestmark = pytest.mark.browser

HOSTILE = "Evil\u202egnp.exe \x1b[31mred\x1b[0m\u2066x\u2069\x07\x9b1\nend"
SHOWN = "Evilgnp.exe \u241b[31mred\u241b[0mx\u2407\ufffd1 end"
CASES = [
    (HOSTILE, SHOWN),
    ("שלום 12", "שלום 12"),  # a right-to-left title keeps its letters
    ("Tab\there\x7f", "Tab here\u2421"),
    (None, ""),
]


def test_display_text_neutralises_controls_and_keeps_real_text(page):
    got = page.evaluate(
        "async (cases) => { const { displayText } = await import('./shared/safe-text.js');"
        " return cases.map(([text]) => displayText(text)); }",
        [[text] for text, _ in CASES],
    )
    assert got == [shown for _, shown in CASES]


def test_the_player_and_the_editor_show_a_hostile_title_safely(page, site_url):
    puzzle = {"title": HOSTILE, "rows": [[1], [1]], "cols": [[1], [1]], "black_and_white": True}
    page.evaluate("(p) => localStorage.setItem('nonogram:puzzle:hostile', JSON.stringify(p))", puzzle)
    page.evaluate("location.hash = '#play/hostile'")
    page.get_by_role("grid").wait_for()
    heading = page.locator("#puzzle-title")
    text = heading.inner_text()
    assert "\u202e" not in text and "\x1b" not in text and "\u241b[31m" in text
    assert page.evaluate("document.title").startswith("Evilgnp.exe \u241b[31m")
    assert heading.evaluate("(h) => getComputedStyle(h).unicodeBidi") == "isolate"
    page.goto(f"{site_url}editor.html")
    wait_for(page, "() => Boolean(window.nonogramEditor)")
    page.evaluate("(title) => window.nonogramEditor.setMetadata({ title })", HOSTILE)
    assert page.locator("#title").input_value() == SHOWN
