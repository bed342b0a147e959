"""``bench/startup.py`` times whole CLI processes, this tree against another and bare Python."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
STARTUP = str(ROOT / "bench" / "startup.py")


def test_startup_bench_times_both_trees_and_bare_python(tmp_path: Path) -> None:
    puzzle = tmp_path / "p.non"
    puzzle.write_text("width 2\nheight 1\nrows\n2\ncolumns\n1\n1\n")
    saved = tmp_path / "out.json"
    done = subprocess.run(
        [sys.executable, STARTUP, "--against-tree", str(ROOT), "--file", str(puzzle),
         "--runs", "2", "--bytecode", "--output", str(saved)],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "this / against:" in done.stdout and "with bytecode caches" in done.stdout
    record = json.loads(saved.read_text())
    assert record["args"] == ["solve", "--json", str(puzzle.resolve())]
    assert set(record["times_s"]) == {"against", "this", "bare"} and record["against"] == str(ROOT)
    assert all(len(times) == 2 and all(t > 0 for t in times) for times in record["times_s"].values())


def test_startup_bench_checks_a_revision_out_and_removes_it(tmp_path: Path) -> None:
    """--against is a revision even where a directory of that name exists (here a tree: it would run)."""
    puzzle = tmp_path / "p.non"
    puzzle.write_text("width 2\nheight 1\nrows\n2\ncolumns\n1\n1\n")
    (tmp_path / "HEAD").symlink_to(ROOT, target_is_directory=True)
    done = subprocess.run(
        [sys.executable, STARTUP, "--against", "HEAD", "--file", str(puzzle), "--runs", "1"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    against = next(line.split()[-1] for line in done.stdout.splitlines() if line.strip().startswith("against"))
    assert Path(against).name == "against" and "nonogram-startup-" in against  # a temporary checkout of HEAD ...
    listing = subprocess.run(["git", "-C", str(ROOT), "worktree", "list"], capture_output=True, text=True).stdout
    assert against not in listing  # ... removed again


def test_startup_bench_stops_on_a_failing_command(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, STARTUP, "--file", str(tmp_path / "missing.non"), "--runs", "1"],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode != 0 and "failed" in done.stderr


@pytest.mark.parametrize(("options", "message"), [
    (["--against", "{tmp}"], "--against {tmp}: not a git revision (for the directory, --against-tree {tmp})"),
    (["--against", "no-such-revision"], "--against no-such-revision: not a git revision\n"),
    (["--against-tree", "{tmp}/missing"], "--against-tree {tmp}/missing: not a directory"),
    (["--against", "HEAD", "--against-tree", "{tmp}"], "not allowed with argument"),
])
def test_startup_bench_refuses_what_is_not_a_revision_or_a_directory(
        tmp_path: Path, options: list[str], message: str) -> None:
    done = subprocess.run([sys.executable, STARTUP, *(o.format(tmp=tmp_path) for o in options)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and message.format(tmp=tmp_path) in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
