"""Helpers for the editor's browser tests: read and draw the picture through the page's
accessibility contract (grid named "Editor", role=gridcell, aria-rowindex/colindex, data-state,
data-colour, data-ambiguous; the palette radiogroup "Colours"), wait for the live check, and make
image files by hand (no imaging library needed)."""

from __future__ import annotations

import struct
import zlib

from playwright.sync_api import expect

from tests.browser import wait_for

# A 2x2 diagonal (rows and columns 2-3, 0-based) inside an otherwise determined frame.
DIAGONAL = ["######", "#....#", "#.#..#", "#..#.#", "#....#", "######"]
ARROW = ["..#..", ".###.", "#.#.#", "..#..", "..#.."]


# ----- the board ------------------------------------------------------------------------------


def cell(page, r: int, c: int):
    return page.locator(f'[role="gridcell"][aria-rowindex="{r + 1}"][aria-colindex="{c + 1}"]')


def picture_of(page) -> list[str]:
    return page.evaluate(
        """() => {
          const out = [];
          for (const el of document.querySelectorAll('[role="grid"][aria-label="Editor"] [role="gridcell"]')) {
            const r = el.getAttribute('aria-rowindex') - 1;
            out[r] = (out[r] || '') + (el.dataset.state === 'filled' ? '#' : '.');
          }
          return out;
        }"""
    )


def colour_picture(page) -> list[str]:
    """The drawn picture as colour names per cell ('.' background), read from the DOM contract."""
    return page.evaluate(
        """() => {
          const out = [];
          for (const el of document.querySelectorAll('[role="grid"][aria-label="Editor"] [role="gridcell"]')) {
            const r = el.getAttribute('aria-rowindex') - 1;
            (out[r] = out[r] || []).push(el.dataset.state === 'filled' ? (el.dataset.colour || '#') : '.');
          }
          return out;
        }"""
    )


def cell_rgbs(page) -> list[list[str]]:
    return page.evaluate(
        """() => {
          const out = [];
          for (const el of document.querySelectorAll('[role="grid"][aria-label="Editor"] [role="gridcell"]')) {
            const r = el.getAttribute('aria-rowindex') - 1;
            (out[r] = out[r] || []).push(el.style.getPropertyValue('--cell-ink').replace('#', ''));
          }
          return out;
        }"""
    )


def ambiguous_cells(page) -> list[tuple[int, int]]:
    found = page.evaluate(
        """() => [...document.querySelectorAll('[data-ambiguous="true"]')]
              .map(el => [el.getAttribute('aria-rowindex') - 1, el.getAttribute('aria-colindex') - 1])"""
    )
    return sorted((r, c) for r, c in found)


# ----- drawing --------------------------------------------------------------------------------


def open_editor(watched, site_url, fragment: str = ""):
    page = watched.page
    page.goto(f"{site_url}editor.html{fragment}")
    wait_for(page, "document.documentElement.dataset.solver === 'ready'", timeout=90_000)
    return page


def new_blank(page, width: int, height: int) -> None:
    page.fill("#width", str(width))
    page.fill("#height", str(height))
    page.get_by_role("button", name="New blank").click()
    expect(page.locator('[role="gridcell"]')).to_have_count(width * height)


def fresh(page, width: int, height: int) -> None:
    """A blank design of this size with the black-and-white palette (whatever the last test left)."""
    page.evaluate("() => window.nonogramEditor.setPicture(['..'], {palette: "
                  "[{name: 'white', rgb: 'FFFFFF'}, {name: 'black', rgb: '000000'}]})")
    new_blank(page, width, height)


def draw(page, picture: list[str]) -> None:
    new_blank(page, len(picture[0]), len(picture))
    for r, row in enumerate(picture):
        for c, ch in enumerate(row):
            if ch == "#":
                cell(page, r, c).click()


def set_picture(page, picture: list[str]) -> None:
    page.evaluate("p => window.nonogramEditor.setPicture(p)", picture)


def drag(page, start: tuple[int, int], end: tuple[int, int], button: str = "left") -> None:
    first = cell(page, *start).bounding_box()
    last = cell(page, *end).bounding_box()
    page.mouse.move(first["x"] + 4, first["y"] + 4)
    page.mouse.down(button=button)
    page.mouse.move(last["x"] + 4, last["y"] + 4, steps=5)
    page.mouse.up(button=button)


def palette(page):
    return page.get_by_role("radiogroup", name="Colours")


def add_colour(page, name: str, rgb: str, shown: str | None = None) -> None:
    page.fill("#new-colour-name", name)
    page.locator("#new-colour").evaluate("(el, v) => { el.value = v; }", rgb)
    page.get_by_role("button", name="Add colour").click()
    radio = palette(page).get_by_role("radio", name=shown or name, exact=True)
    expect(radio).to_have_attribute("aria-checked", "true")


def paint(page, colour: str, cells: list[tuple[int, int]]) -> None:
    palette(page).get_by_role("radio", name=colour).click()
    for r, c in cells:
        cell(page, r, c).click()


def wait_checked(page, timeout: float = 30_000) -> dict:
    """Wait until the check of the picture now on the page has come back; return it."""
    wait_for(page, "window.nonogramEditor && window.nonogramEditor.check !== null", timeout=timeout)
    return page.evaluate("window.nonogramEditor.check")


# ----- image files ----------------------------------------------------------------------------


def import_image(page, path) -> None:
    """Give the import panel an image file and wait until it has read it: the panel reads it
    asynchronously, then sets its size fields (a width typed before would be overwritten) and says
    the image's size in #image-size-note, emptied here first, so that an earlier image's note (the
    module's page is shared) is not taken for this one's."""
    page.evaluate("document.getElementById('image-size-note').textContent = ''")
    page.set_input_files("#image-file", str(path))
    wait_for(page, "document.getElementById('image-size-note').textContent.startsWith('The image is ')")


def png(picture: list[str]) -> bytes:
    """A greyscale PNG with black pixels for '#'."""
    raw = b"".join(b"\0" + bytes(0 if ch == "#" else 255 for ch in row) for row in picture)
    return _png(len(picture[0]), len(picture), 0, raw)


def png_rgb(pixels: list[list[tuple[int, int, int]]]) -> bytes:
    """An RGB PNG of these pixels (rows of (r, g, b))."""
    raw = b"".join(b"\0" + b"".join(bytes(p) for p in row) for row in pixels)
    return _png(len(pixels[0]), len(pixels), 2, raw)


def _png(width: int, height: int, colour_type: int, raw: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
