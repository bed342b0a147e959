"""The editor's Check panel says what it found, not how long the check took; each line
is compared with the core's verdict for the same picture."""

from __future__ import annotations

import pytest

from nonogram_core.design import check_design

from .helpers import ARROW, DIAGONAL, set_picture, wait_checked

pytestmark = pytest.mark.browser


def checked(page, picture: list[str]) -> str:
    page.evaluate("window.nonogramEditor.check = null")
    set_picture(page, picture)
    wait_checked(page)
    return page.locator("#check-detail").inner_text()


def test_the_check_panel_says_what_it_found(editor):
    page = editor
    said = checked(page, ARROW)
    assert said == "Unique: one solution, solvable line by line."
    said = checked(page, DIAGONAL)
    differ = len(check_design(DIAGONAL).ambiguous)
    assert said == f"2+ solutions: {differ} cells differ." and differ == 4
    assert " ms" not in said
