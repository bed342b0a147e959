"""The daily puzzle's card in the library: removing it keeps today's solve and the
streak (its progress is their record), and the daily panel copies its link with a button."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_removing_the_daily_card_keeps_todays_solve_and_the_streak(page):
    today = page.evaluate("document.getElementById('daily-puzzle').dataset.date")
    yesterday = str(date.fromisoformat(today) - timedelta(days=1))
    for day in (today, yesterday):
        puzzle = {"title": f"Daily puzzle {day}", "rows": [[1]], "cols": [[1]]}
        page.evaluate(
            "([id, p, g]) => { localStorage.setItem('nonogram:puzzle:' + id, p);"
            " localStorage.setItem('nonogram:progress:' + id, g); }",
            [f"daily-{day}", json.dumps(puzzle), json.dumps({"cells": ["#"], "elapsedMs": 1000, "solved": True})],
        )
    page.reload()
    panel = page.locator("#daily-puzzle")
    expect(panel).to_have_attribute("data-streak", "2")
    page.get_by_role("button", name=f"Remove Daily puzzle {today}").click()
    expect(page.get_by_role("link", name=f"Daily puzzle {today}")).to_have_count(0)
    page.reload()
    expect(panel).to_have_attribute("data-streak", "2")
    expect(panel).to_contain_text("solved ✓")
    assert page.evaluate(f"JSON.parse(localStorage.getItem('nonogram:progress:daily-{today}')).solved")


def test_the_daily_panel_copies_its_link(watched, site_url):
    watched.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = watched.page
    page.goto(site_url)
    panel = page.locator("#daily-puzzle")
    today = panel.get_attribute("data-date")
    assert panel.get_by_role("textbox").count() == 0  # no raw URL field
    panel.get_by_role("button", name="Copy link").click()
    expect(panel.locator(".daily-copied")).to_have_text("Link copied.")
    assert page.evaluate("navigator.clipboard.readText()").endswith(f"#daily/{today}")
