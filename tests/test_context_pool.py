"""tests/context_pool.py with stand-ins for Playwright's context and page: which contexts are
handed on, emptied, and which are closed instead."""

from __future__ import annotations

import pytest

from tests.context_pool import ContextPool

SEED = "http://127.0.0.1:9/site/served-snapshot-seed.html"
SITE = "http://127.0.0.1:9/site/"


class Page:
    def __init__(self, context, left: int = 0):
        self.context, self.left, self.url = context, left, None

    def goto(self, url):
        self.url = url

    def evaluate(self, script, keep):
        assert "localStorage.clear()" in script and keep == ["kept-cache"]
        return self.left

    def close(self):
        self.context.pages.remove(self)


class Context:
    made = 0

    def __init__(self, left: int = 0):
        Context.made += 1
        self.pages: list[Page] = []
        self.closed = self.offline = False
        self.left = left
        self.undone: list[str] = []

    def new_page(self):
        page = Page(self, self.left)
        self.pages.append(page)
        return page

    def unroute_all(self, behavior):
        self.undone.append("routes")

    def set_offline(self, offline):
        self.offline = offline

    def clear_permissions(self):
        self.undone.append("permissions")

    def close(self):
        self.closed = True


def pool(failed=lambda: False, left: int = 0) -> ContextPool:
    def new_seeded_page(site_url, **options):
        context = Context(left)
        return context, context.new_page()

    return ContextPool(new_seeded_page, SEED, ("kept-cache",), failed=failed)


def test_a_passing_tests_context_is_emptied_and_handed_to_the_next_with_the_same_window() -> None:
    contexts = pool()
    with contexts.page(SITE, viewport={"width": 390, "height": 844}) as (first, page):
        first.set_offline(True)
        page.goto(SITE + "#play/x")
    assert not first.closed and first.offline is False and "permissions" in first.undone
    with contexts.page(SITE, viewport={"width": 390, "height": 844}) as (again, page):
        assert again is first and page.url == SEED and first.pages == [page]  # the old page closed
    with contexts.page(SITE, viewport={"width": 1280, "height": 900}) as (other, _):
        assert other is not first  # another window: another context


def test_a_failed_tests_context_is_closed_not_handed_on() -> None:
    failed = {"now": False}
    contexts = pool(failed=lambda: failed["now"])
    with contexts.page(SITE) as (first, _):
        failed["now"] = True  # as tests/conftest.py reports a failed call before the fixture's teardown
    assert first.closed
    failed["now"] = False
    with pytest.raises(RuntimeError), contexts.page(SITE) as (second, _):
        raise RuntimeError("the test itself raised")
    assert second.closed and second is not first
    with contexts.page(SITE) as (third, _):
        assert third is not second


def test_a_context_whose_storage_stays_is_closed() -> None:
    contexts = pool(left=1)
    with contexts.page(SITE) as (first, _):
        pass
    assert first.closed


def test_only_a_windows_options_on_the_served_site_and_unmarked_tests_are_pooled() -> None:
    contexts = pool()
    window = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "color_scheme": "dark"}
    assert contexts.poolable(SITE, window, marked=False)
    assert not contexts.poolable(SITE, {"service_workers": "allow"}, marked=False)
    assert not contexts.poolable(SITE, {}, marked=True)  # first_visit or offline
    assert not contexts.poolable("http://127.0.0.1:10/other/", {}, marked=False)  # another server's site
