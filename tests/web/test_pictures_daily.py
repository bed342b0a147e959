"""The daily puzzle is a picture of the packs: the same for everybody on a date (two
fresh browsers agree), another on another date, its title secret until solved, and the streak kept
as before; without packs it falls back to the generator."""

from __future__ import annotations

import json

import pytest

from tests.browser import wait_for, watching

from .pictures_data import every_picture, paint, solved, title_occurs

pytestmark = pytest.mark.browser


def daily(page, site_url: str, day: str) -> dict:
    page.goto(f"{site_url}#daily/{day}")
    page.get_by_role("grid").wait_for()
    wait_for(page, f"location.hash === '#play/daily-{day}'")
    return json.loads(page.evaluate("(id) => localStorage.getItem('nonogram:puzzle:' + id)", f"daily-{day}"))


def which_picture(stored: dict) -> tuple[str, int, dict]:
    clues = (stored["rows"], stored["cols"])
    found = [(entry["id"], n, p) for entry, n, p in every_picture() if (p["rows"], p["cols"]) == clues]
    assert found, "the daily puzzle is none of the shipped pictures"
    return found[0]


def test_the_daily_puzzle_is_a_picture_the_same_in_every_browser_and_secret(page, browser, site_url):
    day = "2026-11-27"
    stored = daily(page, site_url, day)
    pack_id, n, puzzle = which_picture(stored)
    assert stored["picture"]["pack"] == pack_id and stored["picture"]["n"] == n
    assert stored["title"] == f"Daily puzzle {day}"
    # what the page shows and holds in its DOM does not name it
    assert not title_occurs(puzzle["title"], page.content()) and not title_occurs(puzzle["title"], page.title())

    with watching(browser, site_url) as other:
        assert which_picture(daily(other.page, site_url, day))[:2] == (pack_id, n)
    days = [(pack_id, n)] + [which_picture(daily(page, site_url, d))[:2] for d in ("2026-11-28", "2026-11-29")]
    if sum(1 for _ in every_picture()) >= 3:
        assert len(set(days)) == 3, days  # consecutive days, different pictures


def test_winning_the_daily_picture_names_it_counts_for_the_streak_and_for_its_pack(page, site_url):
    today = page.evaluate("document.getElementById('daily-puzzle').dataset.date")
    page.get_by_role("link", name="Play today’s puzzle").click()
    page.get_by_role("grid").wait_for()
    wait_for(page, f"location.hash === '#play/daily-{today}'")
    stored = json.loads(page.evaluate("(id) => localStorage.getItem('nonogram:puzzle:' + id)", f"daily-{today}"))
    pack_id, n, puzzle = which_picture(stored)
    paint(page, puzzle)
    solved(page)
    assert puzzle["title"].lower() in page.get_by_role("status").inner_text().lower()
    page.evaluate("location.hash = '#library'")
    card = page.locator("#daily-puzzle")
    wait_for(page, "document.getElementById('daily-puzzle').dataset.streak === '1'")
    assert "solved ✓" in card.inner_text()
    page.evaluate(f"location.hash = '#pictures/{pack_id}'")
    picture = page.locator(f"#pictures a[data-picture='{pack_id}/{n}']")
    picture.wait_for()
    assert picture.get_attribute("data-state") == "solved"


def test_without_packs_the_daily_puzzle_is_generated(watched, site_url):
    page = watched.page
    page.route("**/pictures/**", lambda route: route.abort())
    page.goto(f"{site_url}#daily/2026-11-27")
    page.get_by_role("grid").wait_for(timeout=120_000)
    stored = json.loads(page.evaluate("localStorage.getItem('nonogram:puzzle:daily-2026-11-27')"))
    assert "picture" not in stored and len(stored["rows"]) == 15


def test_no_picture_is_the_daily_twice_before_every_suitable_one_had_its_day(page):
    """dailyChoice walks the suitable pictures (a mosaic's tiles are none) with a stride coprime to
    their number: over as many consecutive days as there are of them, each comes once; all are
    10×10 to 20×20."""
    picks = page.evaluate("""async () => {
        const { loadIndex } = await import('./packs/packs.js');
        const { dailyChoice } = await import('./library/daily-choice.js');
        const data = await loadIndex();
        const day = (i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
        const suits = (i) => Math.min(i.width, i.height) >= 10 && Math.max(i.width, i.height) <= 20
          && ['easy', 'medium'].includes(i.grade);
        const pool = data.packs.filter((p) => !p.mosaic).flatMap((p) => p.puzzles).filter(suits).length;
        const out = [];
        for (let i = 0; i < Math.min(pool || 1, 400); i++) {
          const c = dailyChoice(data, day(i));
          out.push([c.pack.id, c.n, c.info.width, c.info.height]);
        }
        return { pool, out };
    }""")
    chosen = [tuple(p[:2]) for p in picks["out"]]
    assert len(set(chosen)) == len(chosen)
    if picks["pool"]:
        assert all(10 <= min(w, h) and max(w, h) <= 20 for _, _, w, h in picks["out"])


def test_the_win_sentence_reads_as_a_person_would_say_it(page):
    said = page.evaluate("""async () => {
        const { itIs } = await import('./packs/picture-names.js');
        return ['Rocket', 'Ice cream', 'Scissors', 'Seven-thirty', 'Owl', 'Hourglass', 'Unicorn', 'Mount Fuji',
                'Bread', 'USB stick', 'Fallen leaves', 'Nest with eggs', 'Octopus'].map(itIs);
    }""")
    assert said == ["It's a rocket.", "It's an ice cream.", "It's scissors.", "It's seven-thirty.", "It's an owl.",
                    "It's an hourglass.", "It's a unicorn.", "It's Mount Fuji.", "It's bread.", "It's a USB stick.",
                    "It's fallen leaves.", "It's a nest with eggs.", "It's an octopus."]
