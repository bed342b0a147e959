"""``formats.write_file``: all or nothing, with ordinary permissions.

The failing write is real: a child process lowers its file-size limit (``RLIMIT_FSIZE``) below the
new file's size, so the disk "fills up" in the middle of writing whatever file the code writes to.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from nonogram_core import Puzzle, read_file, write_file

resource = pytest.importorskip("resource")  # POSIX only

OLD = Puzzle(rows=((1,),), cols=((1,),), title="old")
BIG = Puzzle(rows=((1,),) * 40, cols=((40,),), title=("a puzzle longer than the limit " * 5).strip())
LIMIT = 200


def write_with_a_full_disk(path: Path) -> subprocess.CompletedProcess[str]:
    """``write_file(BIG, path)`` in a process that may not write more than ``LIMIT`` bytes to a file."""
    code = f"""
import resource, signal
from nonogram_core import Puzzle, write_file
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # fail the write with EFBIG instead of killing us
resource.setrlimit(resource.RLIMIT_FSIZE, ({LIMIT}, {LIMIT}))
write_file(Puzzle(rows={BIG.rows!r}, cols={BIG.cols!r}, title={BIG.title!r}), {str(path)!r})
"""
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)


def test_a_failing_write_leaves_the_old_file_intact(tmp_path: Path) -> None:
    target = tmp_path / "puzzle.non"
    write_file(OLD, target)
    before = target.read_bytes()
    assert len(before) < LIMIT

    done = write_with_a_full_disk(target)

    assert done.returncode != 0 and "File too large" in done.stderr, done.stderr  # it did fail
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["puzzle.non"]  # no temporary left behind


def test_the_same_write_succeeds_without_the_limit(tmp_path: Path) -> None:
    target = tmp_path / "puzzle.non"
    write_file(OLD, target)
    write_file(BIG, target)
    assert len(target.read_bytes()) > LIMIT  # so the limit above really cut a write short
    [back] = read_file(target)
    assert (back.rows, back.cols, back.title) == (BIG.rows, BIG.cols, BIG.title)


def test_permissions_are_ordinary(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.non"
    umask = os.umask(0o022)
    try:
        write_file(OLD, fresh)
    finally:
        os.umask(umask)
    assert fresh.stat().st_mode & 0o777 == 0o644  # the umask's choice, not mkstemp's 0600

    kept = tmp_path / "kept.non"
    write_file(OLD, kept)
    kept.chmod(0o640)
    write_file(BIG, kept)
    assert kept.stat().st_mode & 0o777 == 0o640  # an overwritten file keeps its permissions


def test_a_format_that_cannot_hold_the_puzzle_touches_nothing(tmp_path: Path) -> None:
    target = tmp_path / "two.nin"
    target.write_text("old")
    with pytest.raises(ValueError, match="one puzzle"):
        write_file([OLD, OLD], target)
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["two.nin"]
