"""``build_wheel.py --collection FILE ... [--no-pictures] [--allow-multiple] [--out DIR]``
(sitebuild/publish.py): the library is exactly the collections' puzzles, by title, in their order,
every one proved unique at build time, and a site without the picture packs shows no Pictures.

The whole site build is fast (the wheel, runtime and snapshot come from ``.cache/``), so the builds
here are real ones into a temporary ``--out``; one browser test opens such a site."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from nonogram_core import puzzle_from_picture
from nonogram_core.formats import write
from sitebuild import cli, publish
from tests.browser import wait_for, watching

ROOT = Path(__file__).resolve().parents[2]

ARROW = ["..#..", ".###.", "#.#.#", "..#..", "..#.."]
BOX = ["###", "#.#", "###"]
STEPS = ["#...", "##..", "###.", "####"]
PLUS = [".#.", "###", ".#."]
AMBIGUOUS = ["#.", ".#"]  # and its mirror: two solutions


def titled(picture: list[str], title: str):
    return replace(puzzle_from_picture(picture), title=title, author="Ann Author")


@pytest.fixture(scope="module")
def collection(tmp_path_factory) -> dict[str, Path]:
    """Three files in three formats: one puzzle (.non), two (.nonpack), two (XML puzzle set)."""
    folder = tmp_path_factory.mktemp("collection")
    files = {
        "single": (folder / "arrow.non", write(titled(ARROW, "Arrow up"), "non")),
        "pack": (folder / "pair.nonpack", write([titled(BOX, "Box"), titled(STEPS, "Stairs")], "nonpack")),
        "xml": (folder / "set.xml", write([titled(STEPS[::-1], "Stairs down"), titled(PLUS, "Plus")], "xml")),
        "again": (folder / "again.non", write(titled(BOX, "Box again"), "non")),
        "ambiguous": (folder / "bad.non", write(titled(AMBIGUOUS, "Two ways"), "non")),
        "none": (folder / "none.non", "title \"Nothing fits\"\nwidth 2\nheight 2\nrows\n2\n2\ncolumns\n1\n1\n"),
    }
    for path, text in files.values():
        path.write_text(text, encoding="utf-8")
    return {name: path for name, (path, _) in files.items()}


ORDER = ["Arrow up", "Box", "Stairs", "Stairs down", "Plus"]


def build(*args: str | Path) -> None:
    cli.main([str(a) for a in args])


def good(collection) -> list[str | Path]:
    return ["--collection", collection["single"], "--collection", collection["pack"], "--collection", collection["xml"]]


def library(site: Path) -> dict:
    return json.loads((site / "library.json").read_text(encoding="utf-8"))


# ---------------------------------------------------------------------------------------------
# The library's content


def test_library_lists_exactly_the_collections_puzzles_in_order(collection):
    entries = publish.read_collections([collection["single"], collection["pack"], collection["xml"]])
    verdicts = publish.check_collection(entries)
    document = publish.library_document(entries, verdicts, pictures=False, grade=False)
    assert [p["title"] for p in document["puzzles"]] == ORDER
    assert document["pictures"] is False
    first = document["puzzles"][0]
    assert first["rows"] == [[1], [3], [1, 1, 1], [1], [1]] and first["author"] == "Ann Author"
    assert not any("goal" in p or "saved" in p for p in document["puzzles"])  # no solution in the page
    ids = [p["id"] for p in document["puzzles"]]
    assert len(set(ids)) == len(ids) and all(re.fullmatch(r"c-[0-9a-f]{12}", i) for i in ids)
    # ids are the clues' hash: the same puzzle keeps its id (and a visitor's progress) when reordered
    again = publish.library_document(entries[::-1], dict(enumerate(verdicts.values())), grade=False)
    assert again["puzzles"][-1]["id"] == ids[0]


def test_a_folder_stands_for_its_puzzle_files_by_name(tmp_path):
    for name, picture in (("02-box.non", BOX), ("01-arrow.non", ARROW)):
        (tmp_path / name).write_text(write(titled(picture, name[3:-4]), "non"), encoding="utf-8")
    (tmp_path / "README.md").write_text("my puzzles", encoding="utf-8")
    assert [e.title for e in publish.read_collections([tmp_path])] == ["arrow", "box"]


# ---------------------------------------------------------------------------------------------
# Building: failures name the puzzle; --allow-multiple; --no-pictures; --out


@pytest.mark.parametrize(("name", "title", "why"), [
    ("ambiguous", "Two ways", "more than one solution"),
    ("none", "Nothing fits", "no solution"),
])
def test_a_puzzle_without_one_solution_fails_the_build_naming_it(collection, tmp_path, name, title, why):
    out = tmp_path / "site"
    with pytest.raises(SystemExit) as failed:
        build(*good(collection), "--collection", collection[name], "--out", out)
    message = str(failed.value.code)
    assert f"“{title}”" in message and str(collection[name]) in message and why in message
    assert "--allow-multiple" in message
    assert not out.exists()  # nothing was laid out


def test_the_same_puzzle_twice_stops_the_build_naming_both(collection, tmp_path):
    """The same clues under two titles ("Box" in pair.nonpack, "Box again" in again.non): exit ≠ 0, both named."""
    out = tmp_path / "site"
    run = subprocess.run([sys.executable, str(ROOT / "build_wheel.py"), *map(str, good(collection)),
                          "--collection", str(collection["again"]), "--allow-multiple", "--out", str(out)],
                         capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert run.returncode != 0
    assert "“Box” (" in run.stderr and "“Box again” (" in run.stderr and "the same puzzle" in run.stderr
    assert str(collection["again"]) in run.stderr and "puzzle 1" in run.stderr  # where each one is
    assert not out.exists()  # found before a file is touched (and before any puzzle is solved)
    checked = subprocess.run([sys.executable, "-m", "sitebuild.publish", str(collection["pack"]),
                              str(collection["again"])], capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert checked.returncode != 0 and "“Box again”" in checked.stderr


def test_allow_multiple_publishes_them_with_a_warning(collection, tmp_path, capsys):
    out = tmp_path / "site"
    build("--collection", collection["ambiguous"], "--collection", collection["single"], "--allow-multiple",
          "--out", out)
    assert "warning: “Two ways”" in capsys.readouterr().out
    puzzles = library(out)["puzzles"]
    assert [p["title"] for p in puzzles] == ["Two ways", "Arrow up"]
    assert puzzles[0]["verdict"] == "multiple"


def test_an_unreadable_file_fails_with_its_name(tmp_path):
    bad = tmp_path / "broken.non"
    bad.write_text("width 2\nheight 1\nrows\n-1\ncolumns\n1\n1\n", encoding="utf-8")
    with pytest.raises(SystemExit) as failed:
        build("--collection", bad, "--out", tmp_path / "site")
    assert str(bad) in str(failed.value.code)


def test_out_is_a_complete_site_and_no_pictures_leaves_the_packs_out(collection, tmp_path):
    with_pictures, without = tmp_path / "a", tmp_path / "b"
    build(*good(collection), "--out", with_pictures)
    build(*good(collection), "--no-pictures", "--out", without)
    for site in (with_pictures, without):
        manifest = json.loads((site / "precache.json").read_text())
        for needed in ("index.html", "editor.html", "app/main.js", "library.json", manifest["wheel"],
                       "pyodide/pyodide.asm.wasm"):
            assert (site / needed).is_file(), needed
        assert [p["title"] for p in library(site)["puzzles"]] == ORDER
    assert (with_pictures / "pictures" / "packs.json").is_file() and library(with_pictures)["pictures"] is True
    assert not (without / "pictures").exists() and library(without)["pictures"] is False
    assert not any(name.startswith("pictures/") for name in json.loads((without / "precache.json").read_text())["lazy"])
    assert (ROOT / "web" / "library.json").read_text() != (without / "library.json").read_text()  # web/ untouched


def test_out_refuses_a_folder_that_is_not_a_site(collection, tmp_path):
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    with pytest.raises(SystemExit, match="not empty"):
        build(*good(collection), "--out", tmp_path)
    assert (tmp_path / "notes.txt").read_text() == "mine"


# ---------------------------------------------------------------------------------------------
# The built site in a browser


def test_the_published_site_lists_the_collection_and_no_pictures(collection, tmp_path, browser):
    out = tmp_path / "site"
    build(*good(collection), "--no-pictures", "--out", out)
    with browser.serve_site(out) as server:
        with watching(browser, server.url) as watch:
            page = watch.page
            page.goto(server.url)
            links = page.locator("#library-list a")
            links.first.wait_for()
            titles = [t.strip() for t in page.locator("#library-list a .title").all_text_contents()]
            assert titles == ORDER
            for title in ORDER[:3]:
                assert page.get_by_role("link", name=title).first.is_visible()
            assert page.locator("#pictures").count() == 0 and page.locator("#daily-puzzle").count() == 0
            assert page.get_by_role("heading", name="Pictures").count() == 0
            page.get_by_role("link", name="Stairs").first.click()
            wait_for(page, "document.querySelector('#puzzle-title')?.textContent === 'Stairs'")
