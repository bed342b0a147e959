"""Colour designs in the editor page, in headless Chromium under a sub-path: the palette contract
(radiogroup "Colours", radios named by colour, "Add colour"), painting with a colour, live colour
clues and verdicts compared with the core, recolour/remove with undo, suggestions that recolour,
image import keeping colours, export to colour formats (the others greyed out) and reopening."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from nonogram_core import read
from nonogram_core.design import check_design
from tests.browser import wait_for
from tests.corpora import corpus_file

from .helpers import (
    add_colour,
    cell,
    cell_rgbs,
    colour_picture,
    fresh,
    import_image,
    paint,
    palette,
    png_rgb,
    wait_checked,
)

pytestmark = pytest.mark.browser


def test_add_a_colour_draw_with_it_and_see_the_verdict(editor):
    page = editor
    fresh(page, 3, 2)
    expect(palette(page).get_by_role("radio")).to_have_count(1)
    expect(palette(page).get_by_role("radio", name="black")).to_have_attribute("aria-checked", "true")
    add_colour(page, "red", "#e03030")
    paint(page, "red", [(0, 0), (0, 1)])
    paint(page, "black", [(1, 2)])
    red = cell(page, 0, 0)
    expect(red).to_have_attribute("data-state", "filled")
    expect(red).to_have_attribute("data-colour", "red")
    expect(red).to_have_attribute("aria-label", "row 1, column 1, red")
    expect(cell(page, 1, 2)).to_have_attribute("data-colour", "black")
    assert colour_picture(page) == [["red", "red", "."], [".", ".", "black"]]
    check = wait_checked(page)
    truth = check_design(["aa.", "..b"], colours=[{"name": "white", "rgb": "FFFFFF", "char": "."},
                                                 {"name": "black", "rgb": "000000", "char": "b"},
                                                 {"name": "red", "rgb": "E03030", "char": "a"}])
    assert check["verdict"] == truth.verdict.value == "unique"
    expect(page.get_by_role("status")).to_contain_text("unique")
    # clue numbers carry their block's colour
    first_row = page.locator('[role="rowheader"]').first
    expect(first_row).to_have_attribute("aria-label", "row 1 clue 2 red")
    expect(first_row.locator("span").first).to_have_attribute("data-colour", "red")
    # ... and stay legible: white on a black block (the editor never strikes or greys its clues)
    black_clue = page.locator('[role="rowheader"][aria-rowindex="2"] span').first
    assert black_clue.evaluate("(el) => getComputedStyle(el).color") == "rgb(255, 255, 255)"
    # clicking a cell already that colour clears it; another colour recolours it
    paint(page, "red", [(0, 1)])
    expect(cell(page, 0, 1)).to_have_attribute("data-state", "empty")
    paint(page, "black", [(0, 0)])
    expect(cell(page, 0, 0)).to_have_attribute("data-colour", "black")
    # how would a person solve it: the colour hint engine grades the design
    page.get_by_role("button", name="Analyse").click()
    expect(page.locator("#grade-result")).to_contain_text("Difficulty", timeout=30_000)
    # keys 1-9 choose colours
    page.locator('[role="grid"][aria-label="Editor"]').focus()
    page.keyboard.press("2")
    expect(palette(page).get_by_role("radio", name="red")).to_have_attribute("aria-checked", "true")


def test_ambiguous_colour_design_other_solution_and_a_recolouring_fix(editor):
    page = editor
    fresh(page, 2, 2)
    add_colour(page, "red", "#e03030")
    paint(page, "red", [(0, 0), (1, 1)])
    check = wait_checked(page)
    assert check["verdict"] == "multiple"
    assert sorted(map(tuple, check["ambiguous"])) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    page.get_by_role("button", name="Show the other solution").click()
    assert colour_picture(page) == [[".", "red"], ["red", "."]]
    page.get_by_role("button", name="Show the other solution").click()
    page.get_by_role("button", name="Make it unique").click()
    first = page.locator(".suggestion").first
    expect(first).to_be_visible(timeout=30_000)
    first.get_by_role("button", name="Apply").first.click()
    assert wait_checked(page)["verdict"] == "unique"


def test_recolour_rename_and_remove_a_colour_each_one_undo_step(editor):
    page = editor
    fresh(page, 3, 1)
    add_colour(page, "red", "#e03030")
    paint(page, "red", [(0, 0)])
    add_colour(page, "", "#3050e0", shown="colour 3")  # no name: a generated one
    paint(page, "colour 3", [(0, 2)])
    palette(page).get_by_role("radio", name="red").click()
    page.locator("#recolour").evaluate("el => { el.value = '#20a040'; el.dispatchEvent(new Event('change')); }")
    expect(cell(page, 0, 0)).to_have_attribute("style", "--cell-ink: #20A040;")
    page.fill("#rename-colour", "green")
    page.locator("#rename-colour").dispatch_event("change")
    expect(cell(page, 0, 0)).to_have_attribute("data-colour", "green")
    page.get_by_role("button", name="Remove colour").click()
    assert colour_picture(page) == [[".", ".", "colour 3"]]
    expect(palette(page).get_by_role("radio")).to_have_count(2)
    page.get_by_role("button", name="Undo").click()
    assert colour_picture(page) == [["green", ".", "colour 3"]]
    expect(palette(page).get_by_role("radio", name="green")).to_be_visible()


def test_image_import_keeps_colours(editor, tmp_path: Path):
    page = editor
    white, red, blue = (255, 255, 255), (220, 30, 30), (30, 60, 220)
    rows = [[white] * 8] + [[white, red, red, red, blue, blue, blue, white]] * 4 + [[white] * 8]
    image = tmp_path / "flag.png"
    image.write_bytes(png_rgb(rows))
    page.fill("#width", "8")
    page.fill("#height", "6")
    import_image(page, image)
    page.select_option("#image-colours", "3")
    expect(page.locator("#threshold")).to_be_disabled()
    page.get_by_role("button", name="Use this picture").click()
    expect(palette(page).get_by_role("radio")).to_have_count(2)
    names = palette(page).get_by_role("radio").all_inner_texts()
    assert sorted(n.strip() for n in names) == ["blue", "red"]
    expected = [["."] * 8] + [[".", "red", "red", "red", "blue", "blue", "blue", "."]] * 4 + [["."] * 8]
    assert colour_picture(page) == expected
    assert wait_checked(page)["verdict"] == "unique"
    page.select_option("#image-colours", "0")  # back to black-and-white by threshold
    expect(page.locator("#threshold")).to_be_enabled()


def test_export_to_colour_formats_greys_out_the_others_and_reopens(editor, tmp_path: Path):
    page = editor
    fresh(page, 3, 2)
    add_colour(page, "red", "#e03030")
    paint(page, "red", [(0, 0), (0, 1)])
    paint(page, "black", [(1, 2)])
    page.fill("#title", "Tiny flag")
    wait_checked(page)
    nin = page.locator('#export-format option[value="nin"]')
    expect(nin).to_be_disabled()
    expect(nin).to_contain_text("black-and-white")
    expect(page.locator('#export-format option[value="xml"]')).to_be_enabled()
    paths = {}
    for fmt in ["xml", "non", "g", "json"]:
        page.select_option("#export-format", fmt)
        with page.expect_download() as info:
            page.get_by_role("button", name="Download").click()
        paths[fmt] = path = tmp_path / f"{fmt}-{info.value.suggested_filename}"
        info.value.save_as(path)
        puzzle = read(path.read_bytes(), format=fmt)[0]
        assert puzzle.title == "Tiny flag" or fmt == "g"
    for fmt, path in paths.items():
        fresh(page, 2, 2)
        page.evaluate("() => window.nonogramEditor.notice('')")
        page.set_input_files("#open-file", str(path))
        expect(page.locator("#notice")).to_contain_text("Opened", timeout=30_000)
        expect(page.locator('[role="gridcell"]')).to_have_count(6)
        if fmt == "non":  # .non keeps each colour's RGB, not its name
            assert cell_rgbs(page) == [["E03030", "E03030", ""], ["", "", "000000"]]
            continue
        assert colour_picture(page) == [["red", "red", "."], [".", ".", "black"]], fmt
        expect(palette(page).get_by_role("radio", name="red")).to_be_visible()


def test_a_colour_puzzle_file_opens_in_the_editor_with_its_palette(editor):
    page = editor
    path = min(corpus_file("colour").glob("*.xml"), key=lambda p: p.stat().st_size)
    puzzle = read(path.read_bytes(), filename=path.name)[0]
    page.set_input_files("#open-file", str(path))
    expect(page.locator('[role="gridcell"]')).to_have_count(puzzle.width * puzzle.height, timeout=30_000)
    names = [c.name for c in puzzle.colours[1:]]
    expect(palette(page).get_by_role("radio")).to_have_count(len(names))
    check = wait_checked(page, timeout=60_000)
    assert check["verdict"] in ("unique", "multiple")


def test_a_blotted_puzzle_opens_as_the_picture_of_a_solution(editor):
    page = editor
    path = corpus_file("blotted", "rico-palm-color-blotrand25.xml")
    puzzle = read(path.read_bytes(), filename=path.name)[0]
    fresh(page, 2, 2)
    page.set_input_files("#open-file", str(path))
    expect(page.locator("#notice")).to_contain_text("blotted numbers are now the picture's own", timeout=60_000)
    drawn = page.evaluate("window.nonogramEditor.picture()")
    chars = page.evaluate("window.nonogramEditor.colours.chars()")
    names = [c["name"] for c in page.evaluate("window.nonogramEditor.colours.palette")]
    assert names[1:] == [c.name for c in puzzle.colours[1:]]
    # the drawn picture satisfies the blotted clues (each '?' any length)
    from nonogram_core.model import colour_chars, satisfies

    solver = colour_chars(puzzle)
    assert satisfies(puzzle, ["".join(solver[chars.index(ch)] for ch in row) for row in drawn])


def test_a_colour_draft_survives_a_reload_and_its_share_link_plays_in_colour(editor, site_url):
    page = editor
    fresh(page, 3, 2)
    add_colour(page, "red", "#e03030")
    paint(page, "red", [(0, 0), (0, 1)])
    paint(page, "black", [(1, 2)])
    wait_checked(page)
    page.reload()
    wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=90_000)
    assert colour_picture(page) == [["red", "red", "."], [".", ".", "black"]]
    expect(palette(page).get_by_role("radio")).to_have_count(2)
    page.get_by_role("button", name="Share link").click()
    link = page.locator("#share-link")
    expect(link).to_be_visible(timeout=30_000)
    url = link.input_value()
    assert url.startswith(site_url)
    page.goto(url)
    page.get_by_role("radiogroup", name="Colours").wait_for(timeout=60_000)
    player_palette = page.get_by_role("radiogroup", name="Colours")
    expect(player_palette.get_by_role("radio")).to_have_count(2)
    # share codes keep each colour's RGB, not its name: pick the swatches by colour
    by_rgb = page.evaluate("""() => [...document.querySelectorAll('[role=radio] .swatch')]
        .map((swatch) => swatch.style.background)""")
    player_palette.get_by_role("radio").nth(by_rgb.index("rgb(224, 48, 48)")).click()
    cell(page, 0, 0).click()
    cell(page, 0, 1).click()
    player_palette.get_by_role("radio").nth(by_rgb.index("rgb(0, 0, 0)")).click()
    cell(page, 1, 2).click()
    expect(page.get_by_role("status")).to_contain_text("Solved")
    page.goto(f"{site_url}editor.html")
    wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=90_000)
