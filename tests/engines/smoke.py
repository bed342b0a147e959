"""The smoke suite every browser engine passes (tests/engines/test_engines.py runs it in Firefox ESR
and WebKit; Chromium has the whole suite): a first visit lists the library's puzzles and starts the
solver, keeps the site for offline use (before it navigates: see ``wait_kept``), a picture's deep link
shows its grid, Hint offers "Apply this step", a later visit is ready within 3 s (on a machine with
more work than cores, 3 s times the load per core), and with the server stopped the page reloads
from the offline copy, lists its puzzles, starts the solver, and the editor says "Solver ready".

Every wait is for a state the page announces (``#library-list li``, ``<html data-solver="ready">``,
``data-offline="ready"``, role=gridcell, a button's name, the editor's status text)."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field

from tests.engines.driver import Engine

READY = "document.documentElement.dataset.solver === 'ready'"
LISTED = "document.querySelectorAll('#library-list li').length"
GRID = "document.querySelectorAll('[role=\"gridcell\"]').length"
APPLY = "[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Apply this step')"
# kept for offline use, and the solver's snapshot saved: what a later visit starts from
KEPT = ("document.documentElement.dataset.offline === 'ready' && caches.open('nonogram-snapshot')"
        ".then((cache) => cache.keys()).then((keys) => keys.length > 0)")
# what KEPT waits for, said when it does not come (each promise given up on after 3 s: a stuck store)
KEPT_STATE = """(async () => {
  const within = (promise) => Promise.race([promise, new Promise((done) => setTimeout(() => done("no answer"), 3000))]);
  const registration = await within(navigator.serviceWorker.getRegistration());
  const worker = (state) => registration?.[state]?.state || null;
  return {
    offline: document.documentElement.dataset.offline || null,
    snapshots: await within(caches.open('nonogram-snapshot').then((cache) => cache.keys()).then((keys) => keys.length)),
    caches: await within(caches.keys()),
    serviceWorker: registration
      ? { installing: worker("installing"), waiting: worker("waiting"), active: worker("active") }
      : String(registration),
  };
})()"""
EDITOR_READY = "document.body.innerText.includes('Solver ready')"
LATER_VISIT_S = 3.0
LATER_VISITS = 3  # tries: the first within the budget passes


def later_visit_budget() -> float:
    """LATER_VISIT_S on an idle machine, stretched by how far the machine is oversubscribed (the
    1-minute load average over the cores): on a shared CI machine the goal's seconds are not the
    browser's.  bench/engine_start.py reports the plain figures, BENCHMARKS.md whether they meet 3 s."""
    return LATER_VISIT_S * max(1.0, os.getloadavg()[0] / (os.cpu_count() or 1))


OFFLINE_RELOAD = "offline: the page reloads and lists puzzles"  # the offline checks after it need it
CHECKS = (
    "the library lists puzzles",
    "the solver becomes ready",
    "the first visit keeps the site for offline use",
    "a picture's deep link shows its grid",
    "Hint offers Apply this step",
    "a later visit is ready within 3 s",
    OFFLINE_RELOAD,
    "offline: the solver starts",
    "offline: the editor says Solver ready",
)


@dataclass
class Smoke:
    """What one engine did: each check's outcome (None: passed, else what went wrong) and timings."""

    engine: str
    version: str = ""
    failures: dict[str, str | None] = field(default_factory=dict)
    timings: dict[str, float] = field(default_factory=dict)
    info: dict = field(default_factory=dict)

    def check(self, name: str, step: Callable[[], object]) -> bool:
        if name.startswith("offline:") and name != OFFLINE_RELOAD and self.failures.get(OFFLINE_RELOAD):
            self.failures[name] = "not run: the offline reload failed"
            return False
        try:
            step()
        except Exception as error:  # the check fails with the engine's words; the next ones still run
            self.failures[name] = f"{type(error).__name__}: {error}"
            return False
        self.failures[name] = None
        return True


def run(engine: Engine, site_url: str, picture: str, stop_server: Callable[[], None]) -> Smoke:
    """The smoke suite in ``engine`` (a fresh profile) against the site at ``site_url``;
    ``picture`` is a deep link's hash (``pictures/<pack>/<n>``); ``stop_server`` stops the site's server."""
    smoke = Smoke(engine.name, engine.version())

    def first_visit() -> None:
        engine.goto(site_url)
        engine.wait_for(LISTED, 60_000)

    def solver_ready() -> None:
        engine.wait_for(READY, 180_000)
        smoke.timings["first visit: solver ready (s)"] = engine.evaluate("performance.now()") / 1000
        smoke.info["first"] = engine.evaluate("globalThis.nonogramSolverInfo")

    def wait_kept() -> None:
        # Also a check of its own, before the first navigation: WebKitGTK 2.50, left while its service
        # worker installs (the page registers it once the solver is ready), kept that install stalled
        # until a later visit (seen 1 time in 4 when leaving at once; docs/webapp.md).  A visitor who
        # leaves that early gets the offline copy one visit later; the checks below need it on this one.
        try:
            engine.wait_for(KEPT, 180_000)
        except Exception as error:
            raise AssertionError(f"{error}; the page's state: {engine.evaluate(KEPT_STATE)}") from error

    def deep_link() -> None:
        engine.goto(f"{site_url}index.html#{picture}")
        engine.wait_for(GRID, 60_000)

    def hint() -> None:
        engine.wait_for(READY, 120_000)
        engine.click("#hint")
        engine.wait_for(APPLY, 60_000)

    def later_visit() -> None:
        wait_kept()
        seen, budget = [], LATER_VISIT_S
        for _ in range(LATER_VISITS):  # the best of a few, as a benchmark takes it: the machine is shared
            engine.new_page()
            engine.goto(site_url)
            engine.wait_for(READY, 120_000)
            seen.append(engine.evaluate("performance.now()") / 1000)
            smoke.info["later"] = engine.evaluate("globalThis.nonogramSolverInfo")
            assert smoke.info["later"]["snapshot"], "a later visit started Python normally, not from its snapshot"
            budget = later_visit_budget()
            if seen[-1] <= budget:
                break
        smoke.timings["later visit: solver ready (s)"] = min(seen)
        assert min(seen) <= budget, (
            f"ready {', '.join(f'{s:.1f}' for s in seen)} s after the navigation began (goal {LATER_VISIT_S} s, "
            f"{budget:.1f} s at load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")

    def offline_reload() -> None:
        wait_kept()
        stop_server()
        engine.reload()
        engine.wait_for(LISTED, 60_000)

    def offline_solver() -> None:
        engine.wait_for(READY, 120_000)

    def offline_editor() -> None:
        engine.goto(f"{site_url}editor.html")
        engine.wait_for(EDITOR_READY, 120_000)

    steps = (first_visit, solver_ready, wait_kept, deep_link, hint, later_visit,
             offline_reload, offline_solver, offline_editor)
    for name, step in zip(CHECKS, steps, strict=True):
        smoke.check(name, step)
    return smoke
