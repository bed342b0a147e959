"""Where the real puzzle corpora are, and how a test that reads them skips where they are not.

The corpora (survey, n-Dom, misc, colour, blotted, TAAI/ICGA sets, with true verdicts) live in the
project's ``shared/`` folder *beside* the repository: ``../shared/puzzles``.  The project's machines
and CI have it; a contributor's fork or a plain clone does not, and there every test that needs a
corpus file skips with a reason that says what is missing and where it comes from.

CI must not lose those tests silently: with ``NONOGRAM_REQUIRE_CORPORA=1`` (``.ci/run`` sets it) a
missing corpus file fails the test instead of skipping it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

CORPORA = Path(__file__).resolve().parents[1].parent / "shared" / "puzzles"
"""``../shared/puzzles``, relative to the repository's root."""

REASON = (
    f"the puzzle corpora are not here ({CORPORA}): they come with the project's shared/ folder "
    "beside the repository (CI and the project's machines have it; a plain clone or fork does not)"
)

needs_corpora = pytest.mark.skipif(
    not CORPORA.is_dir() and not os.environ.get("NONOGRAM_REQUIRE_CORPORA"), reason=REASON
)
"""Marks a test (or a parametrized set) that reads the corpora."""


def corpus_file(*parts: str) -> Path:
    """The corpus file ``parts`` (e.g. ``"colour", "x.xml"``), or skip the calling test without it."""
    path = CORPORA.joinpath(*parts)
    if path.exists():
        return path
    if os.environ.get("NONOGRAM_REQUIRE_CORPORA"):
        pytest.fail(f"corpus file {path} is missing and NONOGRAM_REQUIRE_CORPORA is set")
    pytest.skip(f"{path.relative_to(CORPORA.parent.parent)} is missing: {REASON}")
