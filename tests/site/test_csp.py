"""The pages' Content-Security-Policy: what it says, that the app works under it, and that markup in a
puzzle's title or author never runs, even if it ever slipped past the DOM code.

Every browser test works under the policy, since the shared ``watching`` fixture fails a test on any
violation the browser reports; the player's and editor's offline tests (tests/web/test_player.py,
tests/editor/test_editor_page.py) therefore prove offline mode under it too.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from nonogram_core import Puzzle
from nonogram_core.formats import sharecode
from tests.browser import wait_for
from tests.web.helpers import wait_solver

WEB = Path(__file__).resolve().parents[2] / "web"
PAGES = ["index.html", "editor.html", "print.html"]
TITLE = '<img src=x onerror="window.pwned=1">'
AUTHOR = "<script>window.pwned=2</script><svg onload=window.pwned=3>"


class PageParts(HTMLParser):
    """The policy, the scripts and any inline handlers or styles of one page."""

    def __init__(self) -> None:
        super().__init__()
        self.policies: list[str] = []
        self.scripts: list[dict[str, str | None]] = []
        self.inline_code: list[str] = []
        self.attributes: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "meta" and (values.get("http-equiv") or "").lower() == "content-security-policy":
            self.policies.append(values.get("content") or "")
        if tag == "script":
            self.scripts.append(values)
            self._in_script = True
        self.attributes += [name for name, _ in attrs if name.startswith("on") or name == "style"]

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script and data.strip():
            self.inline_code.append(data)


def parts(name: str) -> PageParts:
    parser = PageParts()
    parser.feed((WEB / name).read_text(encoding="utf-8"))
    return parser


def directives(policy: str) -> dict[str, list[str]]:
    found = {}
    for directive in filter(None, (part.strip() for part in policy.split(";"))):
        name, *sources = directive.split()
        found[name] = sources
    return found


@pytest.mark.parametrize("name", PAGES)
def test_the_policy_allows_this_origin_only_and_no_inline_script(name):
    page = parts(name)
    assert len(page.policies) == 1
    policy = directives(page.policies[0])
    assert policy["default-src"] == ["'none'"]
    assert policy["script-src"] == ["'self'", "'wasm-unsafe-eval'"]  # WebAssembly, but no eval, no inline
    for directive in ("worker-src", "connect-src", "img-src", "style-src", "manifest-src"):
        assert policy[directive] == ["'self'"], directive
    assert policy["base-uri"] == ["'none'"] and policy["form-action"] == ["'none'"]
    assert not re.search(r"unsafe-inline|'unsafe-eval'|https?:|\*|data:|blob:", page.policies[0])
    # the page obeys it: every script is a file of the site, no inline code, handlers or styles
    assert page.scripts and all(script.get("src") for script in page.scripts)
    assert page.inline_code == [] and page.attributes == []
    assert all(not re.match(r"[a-z]+:|//", script["src"]) for script in page.scripts)


def test_every_page_carries_the_same_policy():
    assert parts("index.html").policies == parts("editor.html").policies == parts("print.html").policies


def hostile_code() -> str:
    return sharecode.encode(Puzzle(rows=((1,),), cols=((1,),), title=TITLE, author=AUTHOR))


def assert_inert(page) -> None:
    """No injected element exists and no injected handler or script ran."""
    assert page.evaluate("window.pwned") is None
    assert page.locator("main img[src='x'], main script, main svg[onload]").count() == 0


def test_hostile_title_and_author_stay_text_in_the_player(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}#{hostile_code()}")
    page.get_by_role("heading", name=TITLE).wait_for()
    wait_solver(page)
    page.get_by_role("button", name="Hint").click()  # the status line quotes nothing from the title
    wait_for(page, "document.querySelector('#status').textContent.length > 0")
    page.evaluate("location.hash = '#library'")
    page.get_by_role("heading", name="Library").wait_for()
    assert TITLE in page.locator("#library-list").inner_text()
    assert_inert(page)


def test_hostile_title_and_author_stay_text_in_the_editor(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}editor.html#{hostile_code()}")
    wait_for(page, "document.getElementById('title').value.length > 0", timeout=90_000)
    assert page.input_value("#title") == TITLE
    assert page.input_value("#author") == AUTHOR
    assert_inert(page)


def test_hostile_title_and_author_stay_text_on_paper(watched, site_url):
    page = watched.page
    page.goto(f"{site_url}print.html#{hostile_code()}")
    wait_for(page, "document.documentElement.dataset.print === 'ready'", timeout=120_000)
    assert page.get_by_role("heading", level=1).inner_text() == TITLE
    assert AUTHOR in page.locator(".sheet-credit").first.inner_text()
    assert_inert(page)


SLIP = """(markup) => new Promise((resolve) => {
  const violations = [];
  document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
  // what a careless line of DOM code would do with a title: parse it as HTML, scripts included
  document.querySelector('main').append(document.createRange().createContextualFragment(markup));
  setTimeout(() => resolve({ pwned: window.pwned ?? null, violations }), 500);
})"""


def test_markup_that_slipped_into_the_page_still_cannot_run(watched, site_url):
    page = watched.page
    page.goto(site_url)
    page.get_by_role("heading", name="Library").wait_for()
    outcome = page.evaluate(SLIP, TITLE + AUTHOR)
    assert outcome["pwned"] is None
    assert {"script-src-attr", "script-src-elem"} <= set(outcome["violations"])
    assert watched.csp  # the browser reported them; they are this test's point, not a failure
    watched.csp.clear()


def test_without_the_policy_that_markup_would_run(browser, site_url):
    """The control: the same slip with the policy bypassed runs the attacker's code, so the test
    above fails if the policy stops doing its job."""
    context = browser.new_context(bypass_csp=True, service_workers="block")
    try:
        page = context.new_page()
        page.goto(site_url)
        page.get_by_role("heading", name="Library").wait_for()
        outcome = page.evaluate(SLIP, TITLE + AUTHOR)
        assert outcome["pwned"] in (1, 2, 3)
    finally:
        context.close()
