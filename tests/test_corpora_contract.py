"""Tests that read ``../shared/puzzles`` find it through ``tests/corpora.py`` and skip, with a reason,
where it is absent (a plain clone or a fork), or fail where CI requires it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests import corpora

TESTS = Path(__file__).resolve().parent


def test_no_test_builds_the_corpus_path_itself() -> None:
    """A second hand-built path to the corpora is how six tests once failed on a plain clone."""
    built = re.compile(r"""["']shared["']\s*/\s*["']puzzles["']""")
    offenders = [
        str(path.relative_to(TESTS)) for path in TESTS.rglob("*.py")
        if path.name != "corpora.py" and built.search(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_a_missing_corpus_file_skips_with_the_reason(monkeypatch) -> None:
    monkeypatch.delenv("NONOGRAM_REQUIRE_CORPORA", raising=False)
    with pytest.raises(pytest.skip.Exception, match="shared/ folder beside the repository"):
        corpora.corpus_file("no-such-folder", "no-such-puzzle.non")


def test_ci_fails_rather_than_skips(monkeypatch) -> None:
    monkeypatch.setenv("NONOGRAM_REQUIRE_CORPORA", "1")
    with pytest.raises(pytest.fail.Exception, match="NONOGRAM_REQUIRE_CORPORA"):
        corpora.corpus_file("no-such-folder", "no-such-puzzle.non")
