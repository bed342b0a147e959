"""A site that is the author's: ``build_wheel.py --site-title`` names it (header and window title, a
hostile name staying text), About credits what the site holds (no picture credits without the
packs, each puzzle's own licence), an author's puzzles come before the project's pictures, and
``--hide-titles`` keeps a collection's titles secret until each puzzle is solved, as the pictures'
are.  Real builds into temporary folders (fast: the runtime comes from ``.cache/``), then Chromium."""

from __future__ import annotations

import contextlib
import json
from dataclasses import replace
from pathlib import Path

import pytest
from playwright.sync_api import expect

from nonogram_core import puzzle_from_picture
from nonogram_core.formats import write
from sitebuild import cli, publish
from tests.browser import wait_for, watching

PICTURES = {
    "Arrow up": ["..#..", ".###.", "#.#.#", "..#..", "..#.."],
    "Stairs": ["#...", "##..", "###.", "####"],
    "Plus": [".#.", "###", ".#."],
}
HOSTILE = "<img src=x onerror=\"document.body.dataset.pwned='yes'\"> Ann's \"puzzles\" & <b>more</b>"


@pytest.fixture(scope="module")
def collection(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("own")
    puzzles = [replace(puzzle_from_picture(picture), title=title, author="Ann Author", license="CC BY 4.0")
               for title, picture in PICTURES.items()]
    path = folder / "mine.nonpack"
    path.write_text(write(puzzles, "nonpack"), encoding="utf-8")
    return path


def built(tmp_path_factory, collection: Path, *options: str) -> Path:
    site = tmp_path_factory.mktemp("site") / "out"
    cli.main(["--collection", str(collection), *options, "--out", str(site)])
    return site


@pytest.fixture(scope="module")
def served(collection, tmp_path_factory, browser):
    """Three builds of the same collection, served under a sub-path: named without the pictures
    ("named"), named with them ("pictures"), and with hidden titles ("hidden"); their pages start
    from the served snapshot (``browser.serve_site``)."""
    sites = {
        "named": built(tmp_path_factory, collection, "--no-pictures", "--site-title", HOSTILE),
        "pictures": built(tmp_path_factory, collection, "--site-title", "Ann's puzzles"),
        "hidden": built(tmp_path_factory, collection, "--no-pictures", "--hide-titles"),
    }
    with contextlib.ExitStack() as stack:
        servers = {name: stack.enter_context(browser.serve_site(site)) for name, site in sites.items()}
        yield {name: (sites[name], server.url) for name, server in servers.items()}


@contextlib.contextmanager
def visiting(browser, url: str, address: str = ""):
    """A watched page at ``url + address`` (no foreign request, no error: tests/browser.py)."""
    with watching(browser, url) as watch:
        watch.page.goto(f"{url}{address}")
        yield watch.page


def library(site: Path) -> dict:
    return json.loads((site / "library.json").read_text(encoding="utf-8"))


# ---------------------------------------------------------------------------------------------
# The build


def test_the_site_title_and_hidden_titles_are_written_to_the_library(served):
    named, hidden = library(served["named"][0]), library(served["hidden"][0])
    assert named["title"] == HOSTILE and "hide_titles" not in named and named["collection"] is True
    assert [p["title"] for p in named["puzzles"]] == list(PICTURES)
    assert hidden["hide_titles"] is True and "title" not in hidden
    covers = [(p["title"], p["hidden_title"]) for p in hidden["puzzles"]]
    assert covers == [("#1", "Arrow up"), ("#2", "Stairs"), ("#3", "Plus")]
    # the ids stay the clues' hash: progress made before the titles were hidden stays with its puzzle
    assert [p["id"] for p in hidden["puzzles"]] == [p["id"] for p in named["puzzles"]]
    # the installed app carries the site's name (a phone's home screen: short_name, at most 12)
    named_app = json.loads((served["named"][0] / "manifest.webmanifest").read_text(encoding="utf-8"))
    ann = json.loads((served["pictures"][0] / "manifest.webmanifest").read_text(encoding="utf-8"))
    plain = json.loads((served["hidden"][0] / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert named_app["name"] == HOSTILE and len(named_app["short_name"]) <= 12
    assert (ann["name"], ann["short_name"]) == ("Ann's puzzles", "Ann's puzzl…")
    assert (plain["name"], plain["short_name"]) == ("Nonogram", "Nonogram") and plain["icons"] == ann["icons"]
    again = publish.site_facts(hidden, title=None, hide_titles=True)
    assert again == hidden  # applied twice, the same
    assert [p["title"] for p in publish.site_facts(hidden, title=None, hide_titles=False)["puzzles"]] == list(PICTURES)


@pytest.mark.parametrize(("title", "why"), [("   ", "is empty"), ("x" * 121, "may have 120")])
def test_a_site_title_that_cannot_be_a_header_is_refused(collection, tmp_path, title, why):
    with pytest.raises(SystemExit, match=why):
        cli.main(["--collection", str(collection), "--site-title", title, "--out", str(tmp_path / "site")])
    assert not (tmp_path / "site").exists()


# ---------------------------------------------------------------------------------------------
# The pages


@pytest.mark.browser
def test_the_name_shows_in_the_header_and_window_title_as_text(served, browser):
    url = served["named"][1]
    with visiting(browser, url) as page:
        expect(page.locator("#site-name")).to_have_text(HOSTILE)
        page.locator('#library-list a').first.wait_for()
        assert page.title() == HOSTILE
        assert page.locator("header img, header b").count() == 0 and page.locator("body[data-pwned]").count() == 0
        page.get_by_role("link", name="Stairs").click()
        wait_for(page, "document.querySelector('#puzzle-title')?.textContent === 'Stairs'")
        assert page.title() == f"Stairs · {HOSTILE}"
        page.goto(f"{url}#about")
        page.locator("#puzzle-credits li").first.wait_for()
        assert page.title() == f"About · {HOSTILE}"
        page.goto(f"{url}print.html#collection")
        wait_for(page, "document.documentElement.dataset.print === 'ready'", timeout=120_000)
        expect(page.get_by_role("heading", level=1)).to_have_text(HOSTILE)
        assert page.title() == f"Print · {HOSTILE}" and page.locator(".sheet img").count() == 0
        page.goto(f"{url}editor.html")
        expect(page.locator("#site-name")).to_have_text(HOSTILE)  # the editor's header names the site too
        wait_for(page, "(name) => document.title === `Editor · ${name}`", arg=HOSTILE)
        assert page.locator("header img, header b").count() == 0 and page.locator("body[data-pwned]").count() == 0


@pytest.mark.browser
def test_a_site_without_pictures_never_asks_for_them(served, browser):
    url = served["named"][1]
    with watching(browser, url) as watch:
        asked: list[str] = []
        watch.page.on("request", lambda request: asked.append(request.url))
        # each address, and what it shows once it has loaded what it needs: the library's list; the
        # daily puzzle, which a site without pictures generates and then opens in the player (the
        # library shows until then: waiting for its list raced with the generation); the credits
        for address, shown in (("", "#library-list li:visible"), ("#daily", "#player-view [role=gridcell]:visible"),
                               ("#about", "#puzzle-credits li:visible")):
            watch.page.goto(f"{url}{address}")
            wait_for(watch.page, "document.documentElement.dataset.solver === 'ready'", timeout=90_000)
            watch.page.locator(shown).first.wait_for(timeout=60_000)
        assert asked and not [u for u in asked if "/pictures/" in u], [u for u in asked if "/pictures/" in u]


@pytest.mark.browser
def test_about_credits_what_the_site_holds_with_each_puzzles_licence(served, browser, site_url):
    def credits(url: str) -> dict[str, list[str]]:
        with visiting(browser, url, "#about") as page:
            page.locator("#puzzle-credits li").first.wait_for()
            wait_for(page, "!document.querySelector('#picture-credits') || "
                                 "document.querySelector('#picture-credits').dataset.filled")
            return page.evaluate("""() => Object.fromEntries(
                ['twemoji', 'pixelarticons', 'webpbn', 'author', 'nonogram']
                .map((id) => [id, [...document.querySelectorAll(`.about-body li[data-source="${id}"]`)]
                  .map((li) => li.textContent.replace(/\\s+/g, ' ') + ' | ' + (li.dataset.license || ''))]))""")

    own = credits(served["named"][1])  # --no-pictures: no picture credits at all
    assert own["twemoji"] == [] and own["pixelarticons"] == [] and own["webpbn"] == []
    [author] = own["author"]
    assert author.startswith("Ann Author, 3 puzzles: “Arrow up”, “Stairs”, “Plus”. Licence: CC BY 4.0.")
    assert author.endswith("| CC BY 4.0") and "MIT" not in author  # the puzzles' licence, not the app's
    assert "the puzzles" not in own["nonogram"][0]  # the app is MIT; it does not claim the author's puzzles
    with_pictures = credits(served["pictures"][1])
    assert with_pictures["twemoji"] and with_pictures["pixelarticons"] and with_pictures["webpbn"] == []
    project = credits(site_url)  # the project's own library: its puzzles, the webpbn ones with theirs
    assert project["webpbn"] and project["twemoji"]
    assert any(line.startswith("nonogram project, 6 puzzles") and line.endswith("| MIT") for line in project["author"])
    assert any("Jan Wolter" in line and "redistributable" in line for line in project["author"])


@pytest.mark.browser
def test_an_authors_puzzles_come_before_the_projects_pictures(served, browser):
    url = served["pictures"][1]
    with visiting(browser, url) as page:
        page.locator("#library-list a").first.wait_for()
        page.locator("#pictures .picture-pack, #pictures a").first.wait_for()
        order = page.evaluate("""() => ['library-filters', 'puzzles-heading', 'library-list', 'pictures']
            .map((id) => document.getElementById(id))
            .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
            .map((e) => e.id)""")
        assert order == ["library-filters", "puzzles-heading", "library-list", "pictures"]
        expect(page.locator("#site-name")).to_have_text("Ann's puzzles")


@pytest.mark.browser
def test_hidden_titles_stay_secret_until_each_puzzle_is_solved(served, browser):
    url = served["hidden"][1]
    with visiting(browser, url) as page:
        cards = page.locator("#library-list a .title")
        expect(cards).to_have_text(["#1", "#2", "#3"])
        body = page.locator("body").inner_text()
        assert not any(title in body for title in PICTURES)
        page.get_by_role("link", name="#1").click()
        heading = page.locator("#puzzle-title")
        expect(heading).to_have_text("#1")
        expect(page.locator("#player-view")).to_have_attribute("data-title-known", "no")
        assert page.title() == "#1 · Nonogram" and "Arrow" not in page.locator("body").inner_text()
        for r, row in enumerate(PICTURES["Arrow up"]):
            for c, ch in enumerate(row):
                if ch == "#":
                    page.locator(f'[role="gridcell"][aria-rowindex="{r + 1}"][aria-colindex="{c + 1}"]').click()
        expect(heading).to_have_text("Arrow up")
        expect(page.locator("#player-view")).to_have_attribute("data-title-known", "yes")
        expect(page.get_by_role("status")).to_contain_text("Solved! It's “Arrow up”.")
        assert page.title() == "Arrow up · Nonogram"
        page.goto(f"{url}#library")
        expect(cards).to_have_text(["#1 · Arrow up", "#2", "#3"])
        assert "Stairs" not in page.locator("body").inner_text()
        page.goto(f"{url}#about")
        page.locator("#puzzle-credits li").first.wait_for()
        assert not any(title in page.locator("body").inner_text() for title in PICTURES)
        assert "keeps its title a secret" in page.locator(".about-body").inner_text()
        # on paper too: the puzzles under their covers, the solutions named
        page.goto(f"{url}print.html#collection")
        wait_for(page, "document.documentElement.dataset.print === 'ready'", timeout=120_000)
        expect(page.locator(".print-puzzle figcaption")).to_have_text(["#1", "#2", "#3"])
        expect(page.locator(".print-solution figcaption")).to_have_text(["#1 · Arrow up", "#2 · Stairs", "#3 · Plus"])
