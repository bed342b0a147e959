"""A new puzzle in colour: the worker's "generate" takes ``colours`` (ink colours, as
``nonogram generate --colours``), and the library's "New puzzle" panel offers black and white, 2, 3
or 4 colours at every difficulty (easy from 10×10: a 5×5 colour puzzle is never easy); the colour
puzzle it makes plays to "Solved"."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from nonogram_core import grade, satisfies, solve
from nonogram_core.webapi import handle, puzzle_from_json
from tests.browser import wait_for

from .colour_helpers import paint_solution
from .helpers import status, wait_solver


def _reply(payload: object) -> dict:
    return json.loads(handle(json.dumps({"id": 1, "kind": "generate", "payload": payload})))


def test_generate_makes_a_colour_puzzle_of_the_grade() -> None:
    reply = _reply({"width": 8, "height": 8, "difficulty": "medium", "colours": 3, "seed": 11})
    assert reply["ok"], reply
    puzzle = puzzle_from_json(reply["result"]["puzzle"])
    assert len(puzzle.colours) == 4  # the background and 3 inks
    assert solve(puzzle).status.value == "unique" and satisfies(puzzle, reply["result"]["puzzle"]["goal"])
    assert reply["result"]["grade"] == "medium" == grade(puzzle).grade
    easy = _reply({"width": 10, "height": 10, "difficulty": "easy", "colours": 2, "seed": 3})
    assert easy["ok"] and easy["result"]["grade"] == "easy" == grade(puzzle_from_json(easy["result"]["puzzle"])).grade
    bad = _reply({"width": 8, "height": 8, "colours": "three"})
    assert not bad["ok"] and "whole numbers" in bad["error"]["message"]


@pytest.mark.browser
def test_new_puzzle_in_colour_from_the_library(page):
    wait_solver(page)
    page.get_by_label("Size").select_option("5")
    page.get_by_label("Palette").select_option(label="3 colours")
    assert page.get_by_label("Difficulty").locator('option[value="easy"]').is_disabled()  # 25 cells: never easy
    page.get_by_label("Size").select_option("10")
    assert page.get_by_label("Difficulty").locator('option[value="easy"]').is_enabled()  # easy colour from 6x6
    page.get_by_label("Size").select_option("5")
    page.get_by_label("Difficulty").select_option("medium")
    page.get_by_role("button", name="New puzzle").click()
    page.get_by_role("grid").wait_for(timeout=60_000)
    wait_for(page, "location.hash.startsWith('#play/')")
    pid = page.evaluate("decodeURIComponent(location.hash.slice(6))")
    assert pid.startswith("gen-5x5-medium-c3-")
    puzzle = json.loads(page.evaluate("(id) => localStorage.getItem('nonogram:puzzle:' + id)", pid))
    radios = page.get_by_role("radiogroup", name="Colours").get_by_role("radio")
    expect(radios).to_have_count(3)
    names = {c["char"]: c.get("label") or c["name"] for c in puzzle["colours"][1:]}
    paint_solution(page, puzzle["goal"], names)
    wait_for(page, "document.querySelector('#player-view').dataset.solved === 'yes'")
    expect(status(page)).to_contain_text("Solved")
