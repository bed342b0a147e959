"""``nonogram solve --engine``: the flag, the ``"engine"`` JSON key, batches, python-sat missing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.helpers import ROOT, run_nonogram

from .helpers import requires_pysat

UNIQUE = 'title "Gap"\nwidth 3\nheight 2\nrows\n1,1\n3\ncolumns\n2\n1\n2\n'
AMBIGUOUS = "width 2\nheight 2\nrows\n1\n1\ncolumns\n1\n1\n"
CONTRADICTORY = "width 2\nheight 2\nrows\n2\n0\ncolumns\n0\n2\n"
TOURNAMENT = "$1\n1\n1\n1\n1\n$2\n2\n0\n1\n1\n"
VERDICTS = {"gap.non": "unique", "ambiguous.non": "multiple", "contra.non": "none",
            "taai.txt#1": "multiple", "taai.txt#2": "unique"}


@pytest.fixture
def files(tmp_path: Path) -> Path:
    for name, text in (("gap.non", UNIQUE), ("ambiguous.non", AMBIGUOUS), ("contra.non", CONTRADICTORY),
                       ("taai.txt", TOURNAMENT)):
        (tmp_path / name).write_text(text)
    return tmp_path


def solve_json(cwd: Path, *args: str) -> dict[str, dict]:
    done = run_nonogram(["solve", "--json", *args, "gap.non", "ambiguous.non", "contra.non", "taai.txt"], cwd,
                        text=True)
    assert done.returncode == 0, done.stderr
    return {line["task"]: line for line in map(json.loads, done.stdout.splitlines())}


@requires_pysat
@pytest.mark.parametrize("batch", [[], ["--jobs", "2"]])
def test_engine_sat_gives_every_verdict_and_names_itself(files: Path, batch: list[str]) -> None:
    lines = solve_json(files, "--engine", "sat", *batch)
    assert {task: line["status"] for task, line in lines.items()} == VERDICTS
    assert {line["engine"] for line in lines.values()} == {"sat"}  # every worker used the engine asked for


def test_engine_native_and_default_auto(files: Path) -> None:
    native = solve_json(files, "--engine", "native", "--jobs", "2")
    assert {task: line["status"] for task, line in native.items()} == VERDICTS
    assert {line["engine"] for line in native.values()} == {"native"}
    auto = solve_json(files)  # easy puzzles: the native search settles them within its budget
    assert {line["engine"] for line in auto.values()} == {"native"}


def test_engine_choices_are_checked(files: Path) -> None:
    done = run_nonogram(["solve", "--engine", "fast", "gap.non"], files, text=True)
    assert done.returncode == 2 and "invalid choice: 'fast'" in done.stderr


def without_pysat(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """``nonogram ARGV`` in a process where python-sat cannot be imported."""
    code = ("import sys; sys.modules['pysat'] = None\nfrom nonogram_core.cli import main\n"
            f"sys.exit(main({argv!r}))")
    return subprocess.run([sys.executable, "-c", code], cwd=cwd, capture_output=True, text=True, timeout=60,
                          env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})


def test_without_python_sat_sat_is_a_clear_error_and_auto_is_native(files: Path) -> None:
    refused = without_pysat(["solve", "--engine", "sat", "gap.non"], files)
    assert refused.returncode == 2
    assert "--engine sat needs python-sat: pip install 'nonogram_core[sat]'" in refused.stderr
    assert refused.stdout == ""
    auto = without_pysat(["solve", "--json", "gap.non"], files)
    assert auto.returncode == 0, auto.stderr
    assert json.loads(auto.stdout)["engine"] == "native"
