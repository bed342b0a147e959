"""Shared pytest configuration: the ``slow`` marker is skipped unless asked for.

Big runs (whole corpora, fuzzing) are marked ``@pytest.mark.slow`` so the default suite stays
fast on CI; run them with ``NONOGRAM_SLOW=1`` in the environment or ``pytest --slow``.
"""

from __future__ import annotations

import os

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--slow", action="store_true", default=False, help="also run tests marked slow")


def _slow_enabled(config: pytest.Config) -> bool:
    return bool(config.getoption("--slow")) or os.environ.get("NONOGRAM_SLOW", "") not in ("", "0")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if _slow_enabled(config):
        return
    skip = pytest.mark.skip(reason="slow: set NONOGRAM_SLOW=1 (or pass --slow) to run")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
