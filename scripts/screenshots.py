#!/usr/bin/env python3
"""Take every screenshot the README and docs/ show (``docs/screenshots/``) in headless Chromium.

    .venv/bin/python scripts/screenshots.py                  # build the site, then every shot
    .venv/bin/python scripts/screenshots.py --only library   # one shot; --no-build to skip building
    .venv/bin/python scripts/screenshots.py --review /tmp/shots-review   # extra shots, both sizes

Each shot is a few short steps below that drive the page only through its public contract (roles,
accessible names, ``aria-rowindex``/``aria-colindex``, ``data-*`` attributes, the editor's
``window.nonogramEditor`` hook), so the script keeps working when the pages' layout changes:
re-run it after any visible change and look at the pictures before committing them.  Desktop
shots are 1280×900; the phone shot is 390×844 with touch.  ``--review DIR`` takes pictures that
are not committed (a big puzzle, a colour hint, the colour editor, each at both sizes) for a
person to look over.  Needs the dev extras (Playwright) and Chromium (``--chromium PATH``).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run as a script: the package and the site build of this checkout

import sitebuild  # noqa: E402
from nonogram_core import Puzzle, solve  # noqa: E402
from sitebuild import serve  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
PLAYER_PUZZLE = "Cat"  # a 20×20 webpbn classic, redistributable, bundled in the library
BIG_PUZZLE = "Bucks"  # the largest bundled puzzle (27×23)
HUGE = 45  # a generated HUGE×HUGE, for review
EDITOR_PUZZLE = "Duck"  # drawn for this project (MIT), unique as bundled ...
STRAY_PAIR = ((7, 1), (8, 2))  # ... until this diagonal pair is added before its bill: the clues cannot
# tell it from the other diagonal, so the editor marks those four cells ambiguous
TREE_PALETTE = [{"name": "white", "rgb": "FFFFFF", "char": "."}, {"name": "green", "rgb": "2E8B3A", "char": "a"},
                {"name": "red", "rgb": "D8262B", "char": "b"}, {"name": "yellow", "rgb": "F4E04D", "char": "c"},
                {"name": "brown", "rgb": "7A4A1E", "char": "d"}]
TREE = ["....aaa....", "...aaaaa...", "..aabaaaa..", "..aaaaaba..", ".aaaaaaaaa.", "..aacaaaa..",
        "..aaaacaa..", "...aaaaa...", "....ddd....", "....ddd....", "..ddddddd.."]  # drawn here, unique
TREE_INKS = {"a": "green", "b": "red", "c": "yellow", "d": "brown"}


# --- reaching things through the pages' contract -------------------------------------------------

def cell(page, r: int, c: int):
    return page.locator(f'[role="gridcell"][aria-rowindex="{r + 1}"][aria-colindex="{c + 1}"]')


def wait_solver(page) -> None:
    page.wait_for_function("() => document.documentElement.dataset.solver === 'ready'", timeout=120_000)


def wait_hint(page) -> None:
    page.get_by_role("button", name="Hint").click()
    page.wait_for_function("() => document.querySelector('#status').dataset.kind === 'hint'", timeout=60_000)


def snap(page, path: Path, top: bool = True) -> None:
    """Take the picture from the top of the page (unless the steps scrolled to what it shows),
    nothing hovered, every animation settled."""
    if top:
        page.evaluate("scrollTo(0, 0)")
    page.mouse.move(0, 0)
    page.wait_for_timeout(300)
    page.screenshot(path=str(path))


def go_dark(page) -> None:
    page.get_by_role("button", name="Dark mode").click()
    page.wait_for_function("() => document.documentElement.dataset.theme === 'dark'")


def palette_pick(page, name: str) -> None:
    page.get_by_role("radiogroup", name="Colours").get_by_role("radio", name=name, exact=True).click()


# --- puzzles ----------------------------------------------------------------------------------------

PICTURES = ROOT / "web" / "pictures"
WIN_PICTURES = ("Rocket", "Hot air balloon", "Sunflower", "Snail", "Teapot")  # the first one shipped is shown


def picture_to_show(colour: bool = True, largest: int = 20) -> tuple[str, int, dict]:
    """(pack id, 1-based n, puzzle) of a picture that shows off the packs: one of WIN_PICTURES if
    shipped, else the first of the wanted ink up to ``largest`` cells a side graded medium."""
    index = json.loads((PICTURES / "packs.json").read_text(encoding="utf-8"))
    found = []
    for entry in index["packs"]:
        if entry["colour"] != colour:
            continue
        puzzles = json.loads((PICTURES / entry["file"]).read_text(encoding="utf-8"))
        found += [(entry["id"], n, p) for n, p in enumerate(puzzles, 1)
                  if max(len(p["rows"]), len(p["cols"])) <= largest]
    for title in WIN_PICTURES:
        for item in found:
            if item[2]["title"] == title:
                return item
    return next((item for item in found if item[2]["grade"] == "medium"), found[0])

def solution_of(title: str) -> list[str]:
    """The unique solution of a bundled puzzle, solved here on CPython."""
    library = json.loads((ROOT / "web" / "library.json").read_text(encoding="utf-8"))
    entries = library if isinstance(library, list) else library["puzzles"]
    entry = next(e for e in entries if e["title"] == title)
    puzzle = Puzzle(rows=tuple(map(tuple, entry["rows"])), cols=tuple(map(tuple, entry["cols"])))
    return list(solve(puzzle).solutions[0])


def ambiguous_design() -> list[str]:
    picture = [list(row) for row in solution_of(EDITOR_PUZZLE)]
    for r, c in STRAY_PAIR:
        picture[r][c] = "#"
    return ["".join(row) for row in picture]


def tree_file(folder: Path) -> Path:
    """The colour tree as a webpbn XML file of clues only (the player must not need the picture)."""
    from nonogram_core.design.palette import Design
    from nonogram_core.formats import write

    puzzle = Design.of(TREE, TREE_PALETTE, title="Tree").puzzle
    path = folder / "tree.xml"
    path.write_text(write(type(puzzle)(**{**puzzle.__dict__, "goal": None}), "xml"), encoding="utf-8")
    return path


def huge_file(folder: Path) -> Path:
    """A generated 45×45 (seeded, so every run draws the same one), as a .non file."""
    from nonogram_core.formats import write
    from nonogram_core.generate import generate

    puzzle = generate(HUGE, HUGE, "medium", seed=1)
    path = folder / "huge.non"
    path.write_text(write(type(puzzle)(**{**puzzle.__dict__, "title": "Huge"}), "non"), encoding="utf-8")
    return path


# --- playing ------------------------------------------------------------------------------------------

def open_bundled(page, url: str, title: str) -> None:
    page.goto(url)
    page.get_by_role("link", name=title).first.click()
    page.get_by_role("grid").wait_for()
    wait_solver(page)


def fill_rows(page, solution: list[str], rows: int, inks: dict[str, str] | None = None) -> None:
    """Fill the top ``rows`` rows as a player would (colour by colour when ``inks`` names them),
    crossing row 0's gaps in a black-and-white puzzle."""
    for ch, name in (inks or {"#": ""}).items():
        if inks:
            palette_pick(page, name)
        for r, row in enumerate(solution[:rows]):
            for c, here in enumerate(row):
                if here == ch:
                    cell(page, r, c).click()
                elif r == 0 and not inks and here != "#":
                    cell(page, r, c).click(button="right")


def cross_empty_columns(page, solution: list[str]) -> None:
    """Cross every cell of the columns that have no block, as a player starts a puzzle."""
    for c in range(len(solution[0])):
        if all(row[c] == "." for row in solution):
            for r in range(len(solution)):
                cell(page, r, c).click(button="right")


def play_partly(page, url: str, title: str = PLAYER_PUZZLE) -> None:
    """Open a bundled puzzle and fill its top half."""
    open_bundled(page, url, title)
    solution = solution_of(title)
    fill_rows(page, solution, len(solution) // 2)


def open_file(page, url: str, write: Callable[[Path], Path], title: str) -> None:
    """Open the puzzle file ``write`` makes in a scratch folder, as "Open puzzle" does."""
    page.goto(url)
    wait_solver(page)
    with tempfile.TemporaryDirectory() as folder:
        page.get_by_label("Open puzzle").set_input_files(str(write(Path(folder))))
        page.get_by_role("heading", name=title).wait_for(timeout=60_000)


def play_tree(page, url: str) -> None:
    """Open the colour tree from a file, paint its top half colour by colour, ask for a hint."""
    open_file(page, url, tree_file, "Tree")
    cross_empty_columns(page, TREE)
    fill_rows(page, TREE, 5, TREE_INKS)
    wait_hint(page)


def open_design(page, url: str, rows: list[str], title: str, verdict: str, palette: list | None = None) -> None:
    """Open the editor on a design (and its palette) and wait for its live verdict."""
    page.goto(f"{url}editor.html")
    wait_solver(page)
    page.evaluate("([rows, palette]) => window.nonogramEditor.setPicture(rows, {palette})", [rows, palette])
    page.fill("#title", title)
    page.wait_for_function("(v) => window.nonogramEditor.check && window.nonogramEditor.check.verdict === v",
                           arg=verdict, timeout=60_000)


def draw_tree(page, url: str) -> None:
    """The colour tree in the editor, its live verdict shown."""
    open_design(page, url, TREE, "Tree", "unique", [{"name": c["name"], "rgb": c["rgb"]} for c in TREE_PALETTE])


def draw_ambiguous_duck(page, url: str) -> None:
    """The duck with its stray pair: the editor marks the four cells two solutions disagree on."""
    open_design(page, url, ambiguous_design(), EDITOR_PUZZLE, "multiple")
    page.locator('[data-ambiguous="true"]').first.wait_for()


def paint_picture(page, puzzle: dict, upto: int | None = None) -> None:
    """Paint a picture's goal ink by ink (the palette's radios in order), ``upto`` cells at most."""
    colours = puzzle.get("colours") or []
    inks = [c["char"] for c in colours[1:]] if len(colours) > 2 else ["#"]
    cells = [(r, c, ch) for r, row in enumerate(puzzle["goal"]) for c, ch in enumerate(row) if ch != "."]
    for i, ink in enumerate(inks):
        if len(inks) > 1:
            page.get_by_role("radiogroup", name="Colours").get_by_role("radio").nth(i).click()
        for r, c, ch in cells[:upto]:
            if ch == ink or len(inks) == 1:
                cell(page, r, c).click()


def open_picture(page, url: str, upto: int | None = None) -> None:
    pack, n, puzzle = picture_to_show()
    page.goto(f"{url}#pictures/{pack}/{n}")
    page.get_by_role("grid").wait_for()
    paint_picture(page, puzzle, upto)


def play_picture(page, url: str) -> None:
    """A picture half painted: its title still a secret."""
    _, _, puzzle = picture_to_show()
    open_picture(page, url, upto=sum(len(r) - r.count(".") for r in puzzle["goal"]) // 2)


def win_picture(page, url: str) -> None:
    """A picture painted to the end: "Solved! It's a …"."""
    open_picture(page, url)
    page.wait_for_function("() => document.querySelector('#player-view').dataset.solved === 'yes'", timeout=60_000)
    page.wait_for_timeout(1500)  # the celebration settles


def open_pictures(page, url: str) -> None:
    """The library scrolled to its Pictures section."""
    page.goto(url)
    page.locator("#pictures a[data-pack]").first.wait_for()
    page.evaluate("document.getElementById('pictures').scrollIntoView()")


def open_pack(page, url: str) -> None:
    pack, _, _ = picture_to_show()
    page.goto(f"{url}#pictures/{pack}")
    page.locator("#pictures a[data-picture]").first.wait_for()


def open_about(page, url: str) -> None:
    page.goto(f"{url}#about")
    page.locator("#picture-credits[data-filled]").wait_for()


def open_library(page, url: str) -> None:
    page.goto(url)
    wait_solver(page)
    page.get_by_role("link", name=PLAYER_PUZZLE).first.wait_for()


def play_big(page, url: str) -> None:
    play_partly(page, url, BIG_PUZZLE)


def play_huge(page, url: str) -> None:
    open_file(page, url, huge_file, "Huge")


def dark(page, url: str) -> None:
    go_dark(page)


def hint(page, url: str) -> None:
    wait_hint(page)


def find_a_typo(page, url: str) -> None:
    """The "Enter a puzzle" view with the Cat's clues typed in and one number mistyped (row 4: 2 for
    1): the verdict, then "Find the typo" and its suggestions."""
    library = json.loads((ROOT / "web" / "library.json").read_text())
    cat = next(p for p in library["puzzles"] if p["title"] == PLAYER_PUZZLE)
    rows = [list(clue) for clue in cat["rows"]]
    rows[3][0] += 1
    page.goto(f"{url}#enter")
    wait_solver(page)

    def text(clues: list[list[int]]) -> str:
        return "\n".join(" ".join(map(str, clue)) or "0" for clue in clues)

    page.get_by_label("Row clues", exact=True).fill(text(rows))
    page.get_by_label("Column clues", exact=True).fill(text(cat["cols"]))
    page.get_by_role("button", name="Check", exact=True).click()
    page.wait_for_function("() => document.getElementById('enter-verdict').dataset.verdict === 'none'")
    page.get_by_role("button", name="Find the typo").click()
    page.locator("#typo-list li").first.wait_for()


# --- the shots: steps (each taking the page and the site's url), then the picture ---------------------

Step = Callable[..., None]
Shot = Callable[..., None]


def shot(*steps: Step, top: bool = True) -> Shot:
    """A shot that takes these steps in turn, then the picture (from the page's top unless ``top``
    is false: the steps scrolled to what it shows)."""
    def take_shot(page, url: str, path: Path) -> None:
        for step in steps:
            step(page, url)
        snap(page, path, top)
    return take_shot


SHOTS: dict[str, tuple[Shot, dict]] = {  # docs/screenshots/<name>.png, each at its size
    "library": (shot(open_library), DESKTOP), "player-desktop": (shot(play_partly), DESKTOP),
    "player-phone": (shot(play_partly), PHONE), "player-dark": (shot(play_partly, dark, hint), DESKTOP),
    "player-colour": (shot(play_tree), DESKTOP), "editor-colour": (shot(draw_tree), DESKTOP),
    "editor-ambiguous": (shot(draw_ambiguous_duck), DESKTOP), "picture-win": (shot(win_picture), DESKTOP),
    "enter-typo": (shot(find_a_typo), DESKTOP),
}
REVIEW: dict[str, Shot] = {  # not committed: taken at both sizes for a person to look over
    "big": shot(play_big), "huge": shot(play_huge), "colour-hint": shot(play_tree),
    "editor-colour": shot(draw_tree), "editor-dark": shot(draw_tree, dark), "library": shot(open_library),
    "player-dark": shot(play_partly, dark, hint), "pictures": shot(open_pictures, top=False),
    "picture-pack": shot(open_pack), "picture-playing": shot(play_picture), "picture-win": shot(win_picture),
    "about": shot(open_about), "enter-typo": shot(find_a_typo),
}


def jobs(only: list[str] | None, review: Path | None) -> list[tuple[Shot, dict, Path]]:
    """What to take: (shot, browser context options, file) for each picture asked for."""
    if review:
        return [(REVIEW[name], size, review / f"{name}-{label}.png") for name in only or REVIEW
                for label, size in (("desktop", DESKTOP), ("phone", PHONE))]
    return [(SHOTS[name][0], SHOTS[name][1], OUT / f"{name}.png") for name in only or SHOTS]


def take(todo: list[tuple[Shot, dict, Path]], chromium: str) -> None:
    from playwright.sync_api import sync_playwright

    server = serve.start(ROOT / "web", prefix="/")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox", "--disable-gpu"])
            for shot, options, path in todo:
                context = browser.new_context(**options, service_workers="block")
                page = context.new_page()
                page.set_default_timeout(30_000)
                path.parent.mkdir(parents=True, exist_ok=True)
                shot(page, server.url, path)
                context.close()
                print(f"wrote {path}")
            browser.close()
    finally:
        server.shutdown()
        server.server_close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", choices=sorted({*SHOTS, *REVIEW}),
                        help="take only this shot (repeatable)")
    parser.add_argument("--review", type=Path, metavar="DIR", help="take the review shots into DIR instead")
    parser.add_argument("--no-build", action="store_true", help="use web/ as it is built")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args(argv)
    wanted = REVIEW if args.review else SHOTS
    if any(name not in wanted for name in args.only or ()):
        parser.error(f"--only takes one of {', '.join(wanted)}{' with --review' if args.review else ''}")
    if not args.no_build:
        sitebuild.build_site()
    take(jobs(args.only, args.review), args.chromium)
    return 0


if __name__ == "__main__":
    sys.exit(main())
