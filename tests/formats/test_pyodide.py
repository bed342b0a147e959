"""The formats package inside Pyodide (WebAssembly, under node): it must import and run there.

Uses the Pyodide runtime ``build_wheel.py`` vendors into ``web/pyodide`` and the working tree's
sources (so it tests this code, not the last built wheel); skipped when node or the runtime is
missing.  Catches a reader that imports something Pyodide lacks (pyexpat, zlib, …).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.corpora import CORPORA

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
CORPUS = CORPORA
NODE = shutil.which("node")

pytestmark = pytest.mark.skipif(
    NODE is None or not (WEB / "pyodide" / "pyodide.mjs").is_file() or not CORPUS.is_dir(),
    reason="needs node, the vendored Pyodide (python build_wheel.py) and ../shared/puzzles",
)


def test_formats_run_in_pyodide() -> None:
    script = Path(__file__).with_name("pyodide_formats.mjs")
    done = subprocess.run(
        [NODE, str(script), str(WEB), str(ROOT / "nonogram_core"), str(CORPUS)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["round_trips"] and all(result["round_trips"].values()), result["round_trips"]
    assert result["colours"] == 5 and result["share"] is True
    assert result["png"] is True and result["utf16"] is True
    assert [line for line, _ in result["errors"]] == [1, 1, 4]
