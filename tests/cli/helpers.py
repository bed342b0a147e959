"""Helpers for the command-line tests: the real ``nonogram`` in a subprocess, the modules a fresh interpreter
loads (``loaded_after``, also used by the formats and design tests), and standard input made to
fail in each way it fails for real (these need a process of their own: its descriptor 0 is the point)."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


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


def loaded_after(code: str, cwd: Path | None = None, prefix: str = "nonogram_core", *,
                 without_site: bool = False) -> set[str]:
    """The modules named ``prefix…`` in ``sys.modules`` after running ``code`` in a new interpreter.

    The report imports nothing (``repr``, not ``json``), so ``json`` is listed only if ``code`` loaded
    it.  ``without_site`` runs under ``-S`` with the repository on the path: the editable install's
    import hook, which ``site`` loads, imports ``pathlib`` itself.
    """
    report = f"import sys\nprint(repr(sorted(m for m in sys.modules if m.startswith({prefix!r}))))"
    flags, env = (["-S"], {**os.environ, "PYTHONPATH": str(ROOT)}) if without_site else ([], None)
    done = subprocess.run([sys.executable, *flags, "-c", f"{code}\n{report}"], capture_output=True, text=True,
                          timeout=60, cwd=cwd, env=env)
    assert done.returncode == 0, done.stderr
    return set(ast.literal_eval(done.stdout.splitlines()[-1]))
