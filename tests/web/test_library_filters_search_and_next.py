"""The library as a returning player browses it: the size, grade and ink
filters narrow the Puzzles list too; the search finds a solved picture by its title and never an
unsolved one; the next puzzle after a picture keeps no picture miniature; "Next puzzle" after the
daily goes to a picture of about its size (not the 5×5 Arrow); a day's link this browser never
stored is made again; the best streak shows beside the current one."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest
from playwright.sync_api import expect

from tests.browser import wait_for

from .helpers import clues_of
from .pictures_data import ROOT, cell, every_picture, pack, small_picture, solved, title_occurs

pytestmark = pytest.mark.browser

BUNDLED = json.loads((ROOT / "web" / "library.json").read_text(encoding="utf-8"))["puzzles"]


def listed(page) -> list[str]:
    """The titles of the puzzle cards in #library-list."""
    return page.locator("#library-list li.card .title").all_inner_texts()


def test_the_filters_narrow_the_puzzle_list_too(page):
    expect(page.locator("#library-list li")).to_have_count(len(BUNDLED))
    page.locator("select[data-filter='grid']").select_option("s")  # up to 15×15
    small = [p["title"] for p in BUNDLED if max(len(p["rows"]), len(p["cols"])) <= 15]
    expect(page.locator("#library-list li")).to_have_count(len(small))
    assert listed(page) == small
    page.locator("select[data-filter='grade']").select_option("hard")
    assert listed(page) == [p["title"] for p in BUNDLED if p["grade"] == "hard" and p["title"] in small]
    page.locator("select[data-filter='grid']").select_option("")
    page.locator("select[data-filter='grade']").select_option("")
    page.locator("select[data-filter='ink']").select_option("colour")  # the bundled puzzles are all black and white
    expect(page.locator("#library-list li.card")).to_have_count(0)
    assert "No puzzle here matches the filters." in page.locator("#library-foot").inner_text()
    expect(page.locator("#library-list li")).to_have_count(0)  # one li per puzzle, and nothing else
    assert page.locator("#pictures a[data-pack]").count() > 0  # the colour packs are still listed
    page.locator("select[data-filter='ink']").select_option("bw")
    expect(page.locator("#library-list li.card")).to_have_count(len(BUNDLED))


def test_the_search_finds_a_solved_picture_by_its_title_and_never_an_unsolved_one(page):
    entry, n, puzzle = small_picture()
    other_entry, m, secret = small_picture(skip=1)
    progress = {"cells": [row.replace(".", "x") for row in puzzle["goal"]], "elapsedMs": 9000, "solved": True}
    page.evaluate("([id, p]) => localStorage.setItem('nonogram:progress:' + id, p)",
                  [f"pictures/{entry['id']}/{n}", json.dumps(progress)])
    page.reload()
    search = page.get_by_role("searchbox")
    search.fill(puzzle["title"].lower())
    found = page.locator(f"#library-list a[data-picture='{entry['id']}/{n}']")
    expect(found).to_have_count(1)
    assert puzzle["title"] in found.inner_text() and found.get_attribute("href") == f"#pictures/{entry['id']}/{n}"
    assert found.get_attribute("data-state") == "solved"
    page.get_by_role("heading", name="Found").wait_for()

    search.fill(secret["title"])  # not solved: its title is a secret, so nothing is found
    expect(page.locator("#library-list")).to_have_attribute("data-search", "done")
    expect(page.locator(f"#library-list a[data-picture='{other_entry['id']}/{m}']")).to_have_count(0)
    page.locator("#library-foot").get_by_text("No puzzle title contains").wait_for()
    shown = page.evaluate("document.body.innerText.replaceAll(document.getElementById('library-search').value, '')")
    assert not title_occurs(secret["title"], shown)
    search.fill("e")  # a letter most titles have: only the solved picture's is found
    expect(page.locator("#library-list")).to_have_attribute("data-search", "done")
    expect(page.locator("#library-list a[data-picture]")).to_have_count(1 if "e" in puzzle["title"].lower() else 0)
    assert not title_occurs(secret["title"], page.content())  # not in the DOM either (names, attributes)


def bw_day(page) -> tuple[str, str, int]:
    """A date whose daily picture is black and white (one ink: its win is one click away), and that picture."""
    day, pack_id, n = page.evaluate("""async () => {
        const { loadIndex } = await import('./packs/packs.js');
        const { dailyChoice } = await import('./library/daily-choice.js');
        const data = await loadIndex();
        for (let i = 0; i < 400; i++) {
          const day = new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
          const c = dailyChoice(data, day);
          if (!c.pack.colour) return [day, c.pack.id, c.n];
        }
        return [null, null, 0];
    }""")
    if not day:
        pytest.skip("no black-and-white daily picture in 400 days")
    return day, pack_id, n


def near_win(page, pid: str, goal: list[str], route: str) -> tuple[int, int]:
    """Save `pid`'s progress as its goal less one filled cell, then open `route`; returns that cell.
    (Saved from the library: the player saves its own grid when it closes.)"""
    page.evaluate("location.hash = '#library'")
    page.locator("#library-list li").first.wait_for()
    r, c = next((r, c) for r, row in enumerate(goal) for c, ch in enumerate(row) if ch != ".")
    cells = [row.replace(".", "x") for row in goal]
    cells[r] = cells[r][:c] + "?" + cells[r][c + 1:]
    page.evaluate("([id, p]) => localStorage.setItem('nonogram:progress:' + id, p)",
                  [pid, json.dumps({"cells": cells, "elapsedMs": 4000, "solved": False})])
    page.evaluate("(hash) => { location.hash = hash; }", route)
    page.get_by_role("grid").wait_for()
    return r, c


def test_after_the_daily_next_is_a_picture_of_its_size_and_the_next_puzzle_has_no_miniature(page, site_url):
    day, pack_id, n = bw_day(page)
    page.goto(f"{site_url}#daily/{day}")
    page.get_by_role("grid").wait_for()
    expect(page).to_have_url(f"{site_url}#play/daily-{day}")
    goal = pack(pack_id)[n - 1]["goal"]
    r, c = near_win(page, f"daily-{day}", goal, f"#play/daily-{day}")
    cell(page, r, c).click()
    solved(page)
    page.locator("#picture-reveal").wait_for()
    page.get_by_role("button", name="Next puzzle").click()
    wait_for(page, "location.hash.startsWith('#pictures/')")
    target = page.evaluate("location.hash").split("/")
    info = next(e for e in every_picture() if e[0]["id"] == target[1] and e[1] == int(target[2]))[2]
    size = len(goal) * len(goal[0])
    assert 1 / 1.5 <= len(info["rows"]) * len(info["cols"]) / size <= 1.5, (target, size)
    # the next picture is open once its title is announced unknown (the solved daily's was known)
    wait_for(page, "document.querySelector('[data-title-known]')?.dataset.titleKnown === 'no'")
    assert page.locator("#picture-reveal").count() == 0  # a new picture: nothing shown of it
    # the daily's miniature does not follow into a puzzle that is not a picture
    page.evaluate(f"location.hash = '#play/daily-{day}'")
    page.locator("#picture-reveal").wait_for()
    page.evaluate("location.hash = '#play/lib-heart'")
    page.get_by_role("heading", name="Heart").wait_for()
    assert page.locator("#picture-reveal").count() == 0


def test_a_days_puzzle_never_stored_here_is_made_again(page, site_url):
    page.goto(f"{site_url}#play/daily-2026-11-20")  # a link copied from another browser's address bar
    page.get_by_role("grid").wait_for()
    expect(page).to_have_url(f"{site_url}#play/daily-2026-11-20")
    assert page.evaluate("localStorage.getItem('nonogram:puzzle:daily-2026-11-20')")
    assert "not in this browser" not in page.get_by_role("status").inner_text()
    page.goto(f"{site_url}#play/daily-2026-13-40")  # no such day: the old message
    expect(page.get_by_role("status")).to_contain_text("not in this browser's library")


def test_the_best_streak_shows_beside_the_current_one(page):
    today = date.fromisoformat(page.evaluate("document.getElementById('daily-puzzle').dataset.date"))
    days = [today - timedelta(days=k) for k in (1, 9, 10, 11, 12, 13, 20)]  # runs of 1, 5 and 1 days
    for day in days:
        page.evaluate("(id) => localStorage.setItem('nonogram:progress:' + id, JSON.stringify("
                      "{cells: ['#'], elapsedMs: 1000, solved: true}))", f"daily-{day}")
    page.reload()
    panel = page.locator("#daily-puzzle")
    expect(panel).to_have_attribute("data-streak", "1")
    expect(panel).to_have_attribute("data-best-streak", "5")
    expect(panel).to_contain_text("streak: 1 day (best: 5)")


def test_after_a_generated_daily_next_is_a_puzzle_of_its_size(page):
    """A daily made by the generator (no packs) is no picture: Next goes to the library's first
    unsolved puzzle of about its size (15×15: the Sailboat), not to the 5×5 Arrow."""
    picture = ["#" * (k + 1) + "." * (14 - k) for k in range(15)]  # a 15×15 staircase
    rows, cols = clues_of(picture)
    page.evaluate("(p) => localStorage.setItem('nonogram:puzzle:daily-2026-01-05', JSON.stringify(p))",
                  {"title": "Daily puzzle 2026-01-05", "rows": rows, "cols": cols, "black_and_white": True})
    r, c = near_win(page, "daily-2026-01-05", picture, "#play/daily-2026-01-05")
    cell(page, r, c).click()
    solved(page)
    page.get_by_role("button", name="Next puzzle").click()
    page.get_by_role("heading", name="Sailboat").wait_for()
    assert page.evaluate("location.hash") == "#play/lib-sailboat"
