"""Pyodide under node for tests/wasm: one node process per way the solver starts, for the whole
session, since a start costs seconds.

A test module that wants answers from Pyodide defines ``pyodide_requests(mode) -> [request, ...]``
(mode ``"wheel"``: a normal start with the wheel unpacked and imported, what a first visit does;
``"snapshot"``: a memory snapshot of that runtime made and restored, what later visits do).  The
requests of every module being run go into one batch per mode, answered by ``run_wheel.mjs``, and
``pyodide_answers(mode, __name__)`` hands a module back its own ``Answers``.  The site is built once
for the session (``built_site``, in tests/conftest.py, shared with the browser tests), so both ways
run the very wheel and trimmed standard library that one build ships, even if the sources change
mid-session.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.run_once import once, run_folder

from .helpers import Answers

ROOT = Path(__file__).resolve().parents[2]
MODES = {"wheel": [], "snapshot": ["--snapshot"]}


def run_batches(mode: str, batches: dict[str, list[dict]], web: Path, tmp: Path,
                shared: Path | None) -> dict[str, Answers]:
    """Answer every module's requests in one Pyodide started the ``mode`` way from the built ``web``."""
    batch = [request for requests in batches.values() for request in requests]
    ids = [request["id"] for request in batch]
    assert len(set(ids)) == len(ids), "request ids must be unique across the modules of a batch"
    output = shared_output(mode, batch, web, tmp, shared)
    assert len(output["replies"]) == len(batch)
    replies = iter(output["replies"])
    return {name: Answers(requests, [next(replies) for _ in requests], output["info"])
            for name, requests in batches.items()}


def shared_output(mode: str, batch: list[dict], web: Path, tmp: Path, shared: Path | None) -> dict:
    """``run_wheel.mjs``'s output for ``batch``, run once per test run (``run_once``: every pytest
    worker collects every module, so each would otherwise run the same batch, seconds of CPU)."""
    digest = hashlib.sha256(json.dumps(batch, sort_keys=True).encode()).hexdigest()[:16]
    made = once(shared, f"wasm-{mode}-{digest}.json", lambda: json.dumps(run_wheel(mode, batch, web, tmp)).encode())
    return json.loads(made)


def run_wheel(mode: str, batch: list[dict], web: Path, tmp: Path) -> dict:
    """One node process of ``run_wheel.mjs`` answering ``batch``: its last line, as JSON."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is needed (it also fetches the Pyodide runtime): apt-get install nodejs npm")
    path = tmp / f"{mode}-requests.json"
    path.write_text(json.dumps(batch))
    done = subprocess.run([node, str(ROOT / "tests" / "wasm" / "run_wheel.mjs"), str(web), str(path), *MODES[mode]],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="session")
def pyodide_answers(request, tmp_path_factory, built_site):
    """``answers(mode, module_name) -> Answers``; each mode's Pyodide runs once, on first use, with
    the requests of every collected module that defines ``pyodide_requests``."""
    modules = list(dict.fromkeys(getattr(item, "module", None) for item in request.session.items))
    askers = [module for module in modules if hasattr(module, "pyodide_requests")]
    shared = run_folder(tmp_path_factory)  # the pytest workers of one run share the answers
    runs: dict[str, dict[str, Answers]] = {}

    def answers(mode: str, module_name: str) -> Answers:
        if mode not in runs:
            batches = {module.__name__: module.pyodide_requests(mode) for module in askers}
            runs[mode] = run_batches(mode, batches, built_site, tmp_path_factory.mktemp("wasm"), shared)
        return runs[mode][module_name]

    return answers
