"""The editor's "Start from" → "Random picture": a generated design of the chosen size whose
puzzle the core proves unique and grades as chosen; Undo brings the previous design back."""

from __future__ import annotations

import pytest

from nonogram_core import grade, puzzle_from_picture, solve
from tests.browser import wait_for

from .helpers import picture_of, wait_checked

pytestmark = pytest.mark.browser


def test_random_picture_is_unique_of_the_chosen_grade_and_undoable(editor):
    before = picture_of(editor)
    editor.get_by_label("Size").select_option("10")
    editor.get_by_label("Difficulty").select_option("hard")
    editor.get_by_role("button", name="Random picture").click()
    wait_for(editor, "document.getElementById('notice').textContent.includes('one solution')")
    assert len(picture_of(editor)) == 10
    picture = picture_of(editor)
    puzzle = puzzle_from_picture(picture)
    assert solve(puzzle).status.value == "unique" and grade(puzzle).grade == "hard"
    assert wait_checked(editor)["verdict"] == "unique"
    assert editor.locator("#title").input_value() == "Generated 10×10 · hard"
    editor.get_by_role("button", name="Undo").click()
    assert picture_of(editor) == before
