"""The app in every browser engine: tests/engines/smoke.py's checks in Firefox ESR (puppeteer-core
over WebDriver BiDi) and WebKit (WebKitGTK's MiniBrowser through selenium, under xvfb-run), each
in a fresh profile against a server of its own (the offline checks stop it).

An engine missing from the machine skips its checks, saying what to install -- but not under CI
(``CI`` set), where every engine must run: scripts/test.sh installs them."""

from __future__ import annotations

import json
import os

import pytest

from sitebuild import serve
from tests.browser import SUB_PATH
from tests.engines import smoke as suite
from tests.engines.driver import missing, open_engine

pytestmark = pytest.mark.engines


def first_picture(built_site) -> str:
    packs = json.loads((built_site / "pictures" / "packs.json").read_text())["packs"]
    return f"pictures/{packs[0]['id']}/1"


@pytest.fixture(scope="module", params=["firefox", "webkit"])
def smoke(request, built_site):
    engine = request.param
    reason = missing(engine)
    if reason:
        if os.environ.get("CI"):
            pytest.fail(f"{engine} must run under CI: {reason}")
        pytest.skip(reason)
    server = serve.start(built_site, prefix=SUB_PATH)
    stopped = []

    def stop_server() -> None:
        server.shutdown()
        server.server_close()
        stopped.append(True)

    try:
        with open_engine(engine) as browser:
            result = suite.run(browser, server.url, first_picture(built_site), stop_server)
    finally:
        if not stopped:
            stop_server()
    print(f"\n{engine} {result.version}: " + ", ".join(f"{k} {v:.2f}" for k, v in result.timings.items()))
    return result


@pytest.mark.parametrize("check", suite.CHECKS)
def test_engine(smoke, check):
    assert check in smoke.failures, f"{check!r} did not run"
    assert smoke.failures[check] is None, f"{smoke.engine} {smoke.version}: {check}: {smoke.failures[check]}"
