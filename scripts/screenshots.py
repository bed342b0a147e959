#!/usr/bin/env python3
"""Take the README's screenshots of the built site (``docs/screenshots/``) in headless Chromium.

    .venv/bin/python scripts/screenshots.py                  # build the site, then every shot
    .venv/bin/python scripts/screenshots.py --only hint      # one shot; --no-build to skip building

Each shot is a function below that drives the page only through its public contract (roles,
accessible names, ``aria-rowindex``/``aria-colindex``, ``data-*`` attributes, the editor's
``window.nonogramEditor`` hook), so the script keeps working when the pages' layout changes:
re-run it after any visible change and look at the pictures before committing them.
Needs the dev extras (Playwright) and Chromium (``/usr/bin/chromium``, or ``--chromium PATH``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the package and bench/ of this checkout

from bench.web_bench import load_script  # noqa: E402  (build_wheel.py and serve.py as modules)
from nonogram_core import Puzzle, solve  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
DESKTOP = {"width": 1280, "height": 900}
PLAYER_PUZZLE = "Cat"  # a 20×20 webpbn classic, redistributable, bundled in the library
EDITOR_PUZZLE = "Duck"  # drawn for this project (MIT), unique as bundled ...
STRAY_PAIR = ((7, 1), (8, 2))  # ... until this diagonal pair is added before its bill: the clues cannot
# tell it from the other diagonal, so the editor marks those four cells ambiguous


def cell(page, r: int, c: int):
    return page.locator(f'[role="gridcell"][aria-rowindex="{r + 1}"][aria-colindex="{c + 1}"]')


def wait_solver(page) -> None:
    page.wait_for_function("() => document.documentElement.dataset.solver === 'ready'", timeout=120_000)


def solution_of(title: str) -> list[str]:
    """The unique solution of a bundled puzzle, solved here on CPython."""
    library = json.loads((ROOT / "web" / "library.json").read_text(encoding="utf-8"))
    entries = library if isinstance(library, list) else library["puzzles"]
    entry = next(e for e in entries if e["title"] == title)
    puzzle = Puzzle(rows=tuple(map(tuple, entry["rows"])), cols=tuple(map(tuple, entry["cols"])))
    return list(solve(puzzle).solutions[0])


def play_partly(page, url: str) -> None:
    """Open the player's puzzle and fill the top ten rows as a player would, crossing row 0's gaps."""
    page.goto(url)
    page.get_by_role("link", name=PLAYER_PUZZLE).first.click()
    page.get_by_role("grid").wait_for()
    wait_solver(page)
    solution = solution_of(PLAYER_PUZZLE)
    for r, row in enumerate(solution[:10]):
        for c, ch in enumerate(row):
            if ch == "#":
                cell(page, r, c).click()
            elif r == 0:
                cell(page, r, c).click(button="right")


def shot_player(page, url: str) -> None:
    play_partly(page, url)
    page.mouse.move(0, 0)
    page.screenshot(path=str(OUT / "player.png"))


def shot_hint(page, url: str) -> None:
    play_partly(page, url)
    page.get_by_role("button", name="Hint").click()
    page.wait_for_function("() => document.querySelector('#status').dataset.kind === 'hint'", timeout=60_000)
    page.mouse.move(0, 0)
    page.screenshot(path=str(OUT / "hint.png"))


def ambiguous_design() -> list[str]:
    picture = [list(row) for row in solution_of(EDITOR_PUZZLE)]
    for r, c in STRAY_PAIR:
        picture[r][c] = "#"
    return ["".join(row) for row in picture]


def shot_editor_ambiguous(page, url: str) -> None:
    page.goto(f"{url}editor.html")
    wait_solver(page)
    page.evaluate("(picture) => window.nonogramEditor.setPicture(picture)", ambiguous_design())
    page.fill("#title", EDITOR_PUZZLE)
    page.wait_for_function("() => window.nonogramEditor.check && window.nonogramEditor.check.verdict === 'multiple'",
                           timeout=60_000)
    page.locator('[data-ambiguous="true"]').first.wait_for()
    page.mouse.move(0, 0)
    page.screenshot(path=str(OUT / "editor-ambiguous.png"))


SHOTS: dict[str, Callable] = {"player": shot_player, "hint": shot_hint, "editor-ambiguous": shot_editor_ambiguous}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", choices=sorted(SHOTS), help="take only this shot (repeatable)")
    parser.add_argument("--no-build", action="store_true", help="use web/ as it is built")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args(argv)
    if not args.no_build:
        load_script("build_wheel").build_site()
    from playwright.sync_api import sync_playwright

    OUT.mkdir(parents=True, exist_ok=True)
    server = load_script("serve").start(ROOT / "web", prefix="/")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=args.chromium,
                                                 args=["--no-sandbox", "--disable-gpu"])
            for name in args.only or SHOTS:
                context = browser.new_context(viewport=DESKTOP, service_workers="block")
                page = context.new_page()
                page.set_default_timeout(30_000)
                SHOTS[name](page, server.url)
                context.close()
                print(f"wrote {(OUT / name).relative_to(ROOT)}.png")
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
