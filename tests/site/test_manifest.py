"""The web app manifest and its icons: served with the right types under a sub-path, accepted by
Chromium's own manifest parser, linked from both pages, precached, and the committed icons are
what scripts/make_icons.py draws."""

from __future__ import annotations

import json
import struct
import zlib

import pytest

from scripts import make_icons
from sitebuild.paths import ROOT

MANIFEST = "manifest.webmanifest"


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def png_content(data: bytes) -> tuple[bytes, bytes]:
    """The header and the decompressed pixel rows: equal pictures, whatever zlib compressed them."""
    chunks, at = {}, 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind = data[at + 4:at + 8]
        chunks[kind] = chunks.get(kind, b"") + data[at + 8:at + 8 + length]
        at += 12 + length
    return chunks[b"IHDR"], zlib.decompress(chunks[b"IDAT"])


def test_committed_icons_are_what_the_script_draws():
    icons = make_icons.icon_files()
    assert set(icons) == {"icon.svg", "icon-192.png", "icon-512.png"}
    for name, data in icons.items():
        committed = (ROOT / "web" / "icons" / name).read_bytes()
        same = png_content(committed) == png_content(data) if name.endswith(".png") else committed == data
        assert same, f"run scripts/make_icons.py ({name})"
    assert png_size(icons["icon-192.png"]) == (192, 192)
    assert png_size(icons["icon-512.png"]) == (512, 512)


def test_manifest_and_icons_are_precached(built_site):
    files = json.loads((built_site / "precache.json").read_text())["files"]
    manifest = json.loads((built_site / MANIFEST).read_text())
    assert MANIFEST in files
    assert {icon["src"] for icon in manifest["icons"]} <= set(files)


@pytest.mark.browser
def test_manifest_is_served_parsed_and_its_icons_load_under_the_sub_path(page, site_url):
    themes = set()
    for html in ("editor.html", "index.html"):
        page.goto(site_url + html)
        linked = page.evaluate("document.querySelector('link[rel=manifest]').href")
        assert linked == site_url + MANIFEST, html
        themes.add(page.evaluate("document.querySelector('meta[name=theme-color]').content"))

    response = page.request.get(site_url + MANIFEST)
    assert response.status == 200
    assert response.headers["content-type"].startswith("application/manifest+json")
    manifest = json.loads(response.text())
    assert manifest["name"] and manifest["short_name"]
    assert themes == {manifest["theme_color"]}
    for key in ("start_url", "scope"):  # relative, so any deployment path works
        assert not manifest[key].startswith(("/", "http")), key

    # Chromium's own parser: no errors, and start_url/scope resolve to the sub-path.
    cdp = page.context.new_cdp_session(page)
    parsed = cdp.send("Page.getAppManifest")
    assert parsed["url"] == site_url + MANIFEST
    assert parsed["errors"] == []
    assert parsed["manifest"]["startUrl"] == site_url
    assert parsed["manifest"]["scope"] == site_url
    # A fresh test context is incognito, which alone keeps the app from being installable.
    problems = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert [p["errorId"] for p in problems if p["errorId"] != "in-incognito"] == []

    for icon in manifest["icons"]:
        url = site_url + icon["src"]
        response = page.request.get(url)
        assert response.status == 200, url
        assert response.headers["content-type"].startswith(icon["type"]), url
        if icon["type"] == "image/png":
            width, height = png_size(response.body())
            assert icon["sizes"] == f"{width}x{height}"
        # and the browser decodes it as an image
        natural = page.evaluate(
            """(src) => new Promise((resolve) => {
              const img = new Image();
              img.onload = () => resolve(img.naturalWidth);
              img.onerror = () => resolve(0);
              img.src = src;
            })""",
            icon["src"],
        )
        assert natural > 0, url
    shortcuts = manifest["shortcuts"]  # the app's menu: pages of the site
    assert {shortcut["short_name"] for shortcut in shortcuts} == {"Library", "Editor"}
    for shortcut in shortcuts:
        assert not shortcut["url"].startswith(("/", "http"))
        assert page.request.get(site_url + shortcut["url"]).status == 200, shortcut
    sizes = {icon["sizes"] for icon in manifest["icons"] if icon["type"] == "image/png"}
    assert {"192x192", "512x512"} <= sizes  # what browsers ask for to install an app
