"""Helpers for the command-line tests: the real ``nonogram`` in a subprocess, and standard input made to
fail in each way it fails for real (these need a process of their own: its descriptor 0 is the point)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def run_nonogram(argv: list[str], cwd: Path, **options: object) -> subprocess.CompletedProcess:
    """``nonogram ARGV`` run in ``cwd``, output captured; ``options`` go to ``subprocess.run``
    (``input=`` or ``stdin=``, ``text=True`` for ``str`` output instead of bytes, ...)."""
    return subprocess.run([sys.executable, "-m", "nonogram_core", *argv], cwd=cwd, capture_output=True,
                          timeout=60, check=False, **options)


def closed(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[bytes]:
    """Descriptor 0 closed before Python starts (``<&-``): ``sys.stdin`` is ``None``."""
    return subprocess.run(["sh", "-c", 'exec "$@" <&-', "sh", sys.executable, "-m", "nonogram_core", *argv],
                          cwd=cwd, capture_output=True, timeout=60, check=False)


def write_only(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[bytes]:
    """Descriptor 0 open for writing only (``0>file``): reading it is ``EBADF``."""
    descriptor = os.open(cwd / "sink", os.O_WRONLY | os.O_CREAT)
    try:
        return run_nonogram(argv, cwd, stdin=descriptor)
    finally:
        os.close(descriptor)


def non_blocking(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[bytes]:
    """A non-blocking pipe whose writer stays open and silent: a read returns ``None``, not bytes."""
    reader, writer = os.pipe()
    os.set_blocking(reader, False)
    try:
        return run_nonogram(argv, cwd, stdin=reader)
    finally:
        os.close(reader)
        os.close(writer)
