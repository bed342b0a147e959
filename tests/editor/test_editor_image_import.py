"""Image import in headless Chromium: the target size chosen in the import panel (proportions kept
unless unticked), and colour import without halo colours: an anti-aliased red disc with a thin
brown stem and a green leaf on white, at 20×20 with 4 colours, gives exactly red, brown, green and
the background (no blended "tan" or "pink" ink), the stem kept and the disc's edge cells red or
background."""

from __future__ import annotations

import base64
import math
from pathlib import Path

import pytest
from playwright.sync_api import expect

from .helpers import colour_picture, import_image, picture_of, png, png_rgb

pytestmark = pytest.mark.browser

DISC_PNG = """() => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 200;
  const ctx = canvas.getContext('2d');     // anti-aliased by default
  ctx.fillStyle = '#ffffff'; ctx.fillRect(0, 0, 200, 200);
  ctx.fillStyle = '#824f28'; ctx.fillRect(96, 30, 6, 36);           // the stem, 0.6 of a cell wide
  ctx.fillStyle = '#32a03c';
  ctx.beginPath(); ctx.ellipse(128, 45, 22, 10, -0.5, 0, 2 * Math.PI); ctx.fill();  // the leaf
  ctx.fillStyle = '#dc2828';
  ctx.beginPath(); ctx.arc(100, 120, 60, 0, 2 * Math.PI); ctx.fill();              // the disc
  return canvas.toDataURL('image/png').split(',')[1];
}"""


def change(page, selector: str, value: str) -> None:
    page.fill(selector, value)
    page.locator(selector).dispatch_event("change")


def test_the_import_panel_chooses_the_size_keeping_proportions(editor, tmp_path: Path):
    page = editor
    wide = tmp_path / "wide.png"
    wide.write_bytes(png(["#" * 60 + "." * 60] * 60))  # 120×60 pixels
    import_image(page, wide)
    panel = page.locator("#image-panel")
    expect(panel.get_by_role("spinbutton", name="Width")).to_be_visible()
    expect(page.locator("#image-size-note")).to_contain_text("120×60")
    change(page, "#image-width", "10")
    expect(page.locator("#image-height")).to_have_value("5")
    change(page, "#image-height", "8")  # the width follows the height too
    expect(page.locator("#image-width")).to_have_value("16")
    page.uncheck("#image-keep")
    change(page, "#image-height", "4")
    expect(page.locator("#image-width")).to_have_value("16")
    page.get_by_role("button", name="Use this picture").click()
    assert picture_of(page) == ["########........"] * 4
    expect(page.locator("#width")).to_have_value("16")  # the grid took the import's size
    page.check("#image-keep")


def test_colour_import_keeps_thin_features_and_makes_no_halo_inks(editor, tmp_path: Path):
    page = editor
    image = tmp_path / "cherry.png"
    image.write_bytes(base64.b64decode(page.evaluate(DISC_PNG)))
    import_image(page, image)
    pixels = image.read_bytes()  # the PNG header's width and height, bytes 16-24
    size = f"{int.from_bytes(pixels[16:20], 'big')}×{int.from_bytes(pixels[20:24], 'big')}"
    expect(page.locator("#image-size-note")).to_have_text(f"The image is {size} pixels.")
    change(page, "#image-width", "20")
    expect(page.locator("#image-height")).to_have_value("20")
    page.select_option("#image-colours", "4")
    page.get_by_role("button", name="Use this picture").click()
    palette = page.evaluate("window.nonogramEditor.colours.palette")
    assert [c["name"] for c in palette] == ["white", "red", "green", "brown"]
    cells = colour_picture(page)
    counts = {name: sum(row.count(name) for row in cells) for name in ("red", "green", "brown")}
    disc = math.pi * 6 ** 2  # radius 60 px = 6 cells
    assert abs(counts["red"] - disc) <= 0.1 * disc, counts
    assert 4 <= counts["green"] <= 12, counts  # the leaf: 4.4 × 2 cells, tilted
    assert counts["brown"] >= 3, counts  # the stem above the disc: 3 cells tall, 0.6 of a cell wide
    stem = [r for r, row in enumerate(cells) if "brown" in row]
    assert stem == [3, 4, 5], cells
    # no halo: every red cell's centre is inside the disc or touches its edge
    for r, row in enumerate(cells):
        for c, name in enumerate(row):
            centre = math.hypot((c + 0.5) * 10 - 100, (r + 0.5) * 10 - 120)
            if name == "red":
                assert centre <= 60 + 7, (r, c)
            elif centre <= 60 - 7:
                pytest.fail(f"cell {r},{c} inside the disc is {name}")


def stripes_png(pixels: int, rows: set[int], cells: int = 25, vertical: bool = False) -> bytes:
    """A white square of `pixels` pixels with blue stripes one cell (of `cells`) wide at these cells."""
    blue, white = (30, 80, 220), (255, 255, 255)
    size = pixels / cells
    return png_rgb([[blue if int((x if vertical else y) // size) in rows else white for x in range(pixels)]
                    for y in range(pixels)])


@pytest.mark.parametrize("pixels", [256, 300, 512])
def test_three_one_cell_stripes_stay_three_stripes_at_25(editor, tmp_path: Path, pixels: int):
    """Drawn at one pixel a cell, the browser's smoothing spread a one-cell stripe over its
    neighbours and black-and-white lost it; every colour setting keeps the three stripes now."""
    page = editor
    for vertical in (False, True):
        image = tmp_path / f"stripes-{pixels}-{vertical}.png"
        image.write_bytes(stripes_png(pixels, {5, 12, 19}, vertical=vertical))
        import_image(page, image)
        change(page, "#image-width", "25")
        expect(page.locator("#image-height")).to_have_value("25")
        for colours in ("0", "2", "3"):
            page.select_option("#image-colours", colours)
            page.get_by_role("button", name="Use this picture").click()
            cells = colour_picture(page)
            lines = cells if not vertical else [list(col) for col in zip(*cells, strict=True)]
            inked = [k for k, line in enumerate(lines) if any(name != "." for name in line)]
            full = [k for k, line in enumerate(lines) if all(name != "." for name in line)]
            assert inked == full == [5, 12, 19], (pixels, vertical, colours, inked, full)
    page.select_option("#image-colours", "0")
