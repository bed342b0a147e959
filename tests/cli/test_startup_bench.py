"""``bench/startup.py`` times whole CLI processes, this tree against another and bare Python."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_startup_bench_times_both_trees_and_bare_python(tmp_path: Path) -> None:
    puzzle = tmp_path / "p.non"
    puzzle.write_text("width 2\nheight 1\nrows\n2\ncolumns\n1\n1\n")
    saved = tmp_path / "out.json"
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "startup.py"), "--against", str(ROOT), "--file", str(puzzle),
         "--runs", "2", "--bytecode", "--output", str(saved)],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "this / against:" in done.stdout and "with bytecode caches" in done.stdout
    record = json.loads(saved.read_text())
    assert record["args"] == ["solve", "--json", str(puzzle.resolve())]
    assert set(record["times_s"]) == {"against", "this", "bare"}
    assert all(len(times) == 2 and all(t > 0 for t in times) for times in record["times_s"].values())


def test_startup_bench_checks_a_revision_out_and_removes_it(tmp_path: Path) -> None:
    puzzle = tmp_path / "p.non"
    puzzle.write_text("width 2\nheight 1\nrows\n2\ncolumns\n1\n1\n")
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "startup.py"), "--against", "HEAD", "--file", str(puzzle), "--runs", "1"],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    against = next(line.split()[-1] for line in done.stdout.splitlines() if line.strip().startswith("against"))
    assert Path(against).name == "against" and "nonogram-startup-" in against  # a temporary checkout of HEAD ...
    listing = subprocess.run(["git", "-C", str(ROOT), "worktree", "list"], capture_output=True, text=True).stdout
    assert against not in listing  # ... removed again


def test_startup_bench_stops_on_a_failing_command(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "startup.py"), "--file", str(tmp_path / "missing.non"), "--runs", "1"],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode != 0 and "failed" in done.stderr
