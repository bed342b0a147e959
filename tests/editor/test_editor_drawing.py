"""The editor's drawing tools in headless Chromium: line, rectangle and flood fill by pointer and by
keyboard, mirror drawing (left–right, top–bottom, both), each stroke one undo step, in colour too;
the tool buttons' names and aria-pressed and their shortcuts."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .helpers import add_colour, colour_picture, drag, fresh, new_blank, picture_of

pytestmark = pytest.mark.browser


def tool(page, name: str):
    return page.get_by_role("toolbar", name="Drawing tools").get_by_role("button", name=name, exact=True)


def undo(page) -> None:
    page.get_by_role("button", name="Undo", exact=True).click()


def test_line_rectangle_and_fill_by_pointer_each_one_undo_step(editor):
    page = editor
    new_blank(page, 7, 5)
    tool(page, "Line").click()
    expect(tool(page, "Line")).to_have_attribute("aria-pressed", "true")
    expect(tool(page, "Pen")).to_have_attribute("aria-pressed", "false")
    drag(page, (0, 0), (4, 4))
    diagonal = ["#......", ".#.....", "..#....", "...#...", "....#.."]
    assert picture_of(page) == diagonal
    tool(page, "Rectangle").click()
    drag(page, (0, 2), (3, 6))
    boxed = ["#.#####", ".##...#", "..#...#", "..#####", "....#.."]
    assert picture_of(page) == boxed
    tool(page, "Fill").click()
    drag(page, (1, 4), (1, 4))
    assert picture_of(page) == ["#.#####", ".######", "..#####", "..#####", "....#.."]
    undo(page)
    assert picture_of(page) == boxed
    undo(page)
    assert picture_of(page) == diagonal
    undo(page)
    assert picture_of(page) == ["......."] * 5
    tool(page, "Pen").click()


def test_mirror_both_ways_and_keyboard_shapes(editor):
    page = editor
    new_blank(page, 6, 4)
    page.keyboard.press("h")  # shortcut (focus on the New blank button): mirror left–right
    expect(tool(page, "Mirror left–right")).to_have_attribute("aria-pressed", "true")
    tool(page, "Mirror top–bottom").click()
    drag(page, (0, 0), (0, 1))  # the pen, mirrored both ways: four runs in one stroke
    four = ["##..##", "......", "......", "##..##"]
    assert picture_of(page) == four
    undo(page)
    assert picture_of(page) == ["......"] * 4
    tool(page, "Mirror top–bottom").click()
    tool(page, "Mirror left–right").click()
    expect(tool(page, "Mirror left–right")).to_have_attribute("aria-pressed", "false")

    grid = page.get_by_role("grid", name="Editor")
    grid.focus()
    page.keyboard.press("r")  # shortcut: rectangle
    expect(tool(page, "Rectangle")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Home")
    page.keyboard.press("PageUp")
    page.keyboard.press("Space")  # first corner
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    expect(page.locator(".cell.draw-preview")).to_have_count(8)
    assert picture_of(page) == ["......"] * 4  # only outlined until the second Space
    page.keyboard.press("Space")
    ring = ["###...", "#.#...", "###...", "......"]
    assert picture_of(page) == ring
    page.keyboard.press("l")  # line from (2, 2) to (3, 5)
    page.keyboard.press("Space")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("End")
    page.keyboard.press("Space")
    lined = ["###...", "#.#...", "####..", "....##"]
    assert picture_of(page) == lined
    page.keyboard.press("b")  # fill the hole inside the ring from the keyboard
    page.keyboard.press("PageUp")
    page.keyboard.press("Home")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")
    assert picture_of(page) == ["###...", "###...", "####..", "....##"]
    page.keyboard.press("Control+z")
    assert picture_of(page) == lined
    page.keyboard.press("Control+z")
    assert picture_of(page) == ring
    page.keyboard.press("p")
    expect(tool(page, "Pen")).to_have_attribute("aria-pressed", "true")


def test_shift_arrows_paint_a_mirrored_run_as_a_drag_does(editor):
    """The keyboard's Shift+arrows run keeps the pen's mirror, as a drag does (grid/stroke.js), and
    is one undo step."""
    page = editor
    new_blank(page, 6, 3)
    tool(page, "Mirror left–right").click()
    grid = page.get_by_role("grid", name="Editor")
    grid.focus()
    page.keyboard.press("Home")
    page.keyboard.press("PageUp")
    page.keyboard.down("Shift")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")  # the run follows the axis moved furthest: still along row 1
    page.keyboard.press("ArrowUp")
    page.keyboard.up("Shift")
    assert picture_of(page) == ["##..##", "......", "......"]
    page.keyboard.press("Control+z")
    assert picture_of(page) == ["......"] * 3
    tool(page, "Mirror left–right").click()
    expect(tool(page, "Mirror left–right")).to_have_attribute("aria-pressed", "false")


def test_shapes_paint_the_selected_colour_over_other_colours(editor):
    page = editor
    new_blank(page, 5, 3)
    add_colour(page, "red", "#e03030")
    tool(page, "Rectangle").click()
    drag(page, (0, 0), (2, 4))
    add_colour(page, "blue", "#2040e0")
    tool(page, "Line").click()
    drag(page, (0, 0), (2, 4))  # blue over red, no toggling
    tool(page, "Fill").click()
    drag(page, (1, 1), (1, 1))  # the one blank cell left: a region of one cell
    assert colour_picture(page) == [["blue", "blue", "red", "red", "red"],
                                    ["red", "blue", "blue", "blue", "red"],
                                    ["red", "red", "red", "red", "blue"]]
    tool(page, "Pen").click()


def test_a_stroke_starting_on_a_painted_cell_does_what_the_help_says_in_every_tool(editor):
    """The help (#draw-help): the pen clears the selected colour when it starts on it, Fill empties
    such a region, Line and Rectangle paint over, mirrored strokes alike on every side."""
    page = editor
    help_text = page.locator("#draw-help").inner_text()
    for words in ("with the Pen it clears that colour", "with Fill it empties that region",
                  "with Line and Rectangle it paints over", "mirrored strokes do the same"):
        assert words in " ".join(help_text.split()), words
    start = ["###..", "#.#..", "###.."]
    cases = [  # tool, mirror, drag, picture after
        ("Pen", None, ((0, 0), (0, 4)), [".....", "#.#..", "###.."]),  # clears the painted run only
        ("Pen", None, ((1, 1), (1, 4)), ["###..", "#####", "###.."]),  # from an empty cell: paints over
        ("Line", None, ((0, 0), (2, 4)), ["###..", "#.##.", "###.#"]),  # paints over
        ("Rectangle", None, ((0, 0), (2, 4)), ["#####", "#.#.#", "#####"]),
        ("Fill", None, ((0, 1), (0, 1)), ["....."] * 3),  # empties the region (all of the ring)
        ("Fill", None, ((1, 4), (1, 4)), ["#####", "#.###", "#####"]),  # from an empty region: fills it
        ("Pen", "Mirror left–right", ((0, 0), (0, 1)), ["..#..", "#.#..", "###.."]),
        ("Line", "Mirror left–right", ((2, 0), (2, 1)), ["###..", "#.#..", "#####"]),
        ("Fill", "Mirror left–right", ((0, 0), (0, 0)), ["....."] * 3),
    ]
    fresh(page, 5, 3)  # black and white, whatever the tests before left
    for name, mirror, (a, b), expected in cases:
        new_blank(page, 5, 3)
        page.evaluate("p => window.nonogramEditor.setPicture(p)", start)
        tool(page, name).click()
        if mirror:
            tool(page, mirror).click()
        drag(page, a, b)
        assert picture_of(page) == expected, (name, mirror, picture_of(page))
        undo(page)
        assert picture_of(page) == start  # one stroke, one undo step
        if mirror:
            tool(page, mirror).click()
    tool(page, "Pen").click()


def test_in_colour_a_pen_stroke_paints_over_other_colours_and_clears_only_its_own(editor):
    page = editor
    fresh(page, 5, 1)
    add_colour(page, "red", "#e03030")
    drag(page, (0, 0), (0, 1))
    add_colour(page, "blue", "#2040e0")
    drag(page, (0, 2), (0, 4))  # blue, from an empty cell
    drag(page, (0, 4), (0, 0))  # blue, from a blue cell: clears the blue, leaves the red
    assert colour_picture(page) == [["red", "red", ".", ".", "."]]
    drag(page, (0, 4), (0, 0))  # from an empty cell: paints blue over the red
    assert colour_picture(page) == [["blue"] * 5]
