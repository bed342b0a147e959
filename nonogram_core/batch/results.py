"""The results file: one JSON line per finished task, written whole, resumable after any kill.

Each line is written with a single ``os.write`` on a descriptor opened with ``O_APPEND``, so a run
killed at any moment leaves whole lines and at most one cut-off last line, which resuming drops (its
task runs again).  ``--resume`` reads the ``task`` key of every line and the batch skips those
tasks; a task is written once, when it finishes, so no task ever has two lines.  An advisory lock
keeps a second run from appending to the same file at the same time.
"""

from __future__ import annotations

import json
import os

try:
    import fcntl
except ImportError:  # not POSIX: no lock, the rest works
    fcntl = None  # type: ignore[assignment]

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any


class ResultsError(ValueError):
    """The results file cannot be used as asked (exists without ``--resume``, locked, not ours)."""


class ResultsFile:
    """An open results file: ``done`` holds the keys of the tasks already in it."""

    def __init__(self, path: str, *, resume: bool) -> None:
        self.path = path
        self.done: set[str] = set()
        exists = os.path.exists(path) and os.path.getsize(path) > 0
        if exists and not resume:
            raise ResultsError(f"{path} already holds results: add --resume to skip the tasks it has and "
                               "append the rest, or name another file")
        try:
            self._fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o644)
        except OSError as error:
            raise ResultsError(f"{path}: {error.strerror or error}") from None
        try:
            self._lock()
            if exists:
                self.done = self._finished_tasks()
        except BaseException:
            os.close(self._fd)
            raise

    def _lock(self) -> None:
        if fcntl is None:
            return
        try:
            fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            raise ResultsError(f"{self.path} is being written by another run") from None

    def _finished_tasks(self) -> set[str]:
        """The keys in the file; a cut-off last line (a run killed mid-write) is cut away."""
        with open(self.path, "rb") as handle:
            data = handle.read()
        whole = data.rfind(b"\n") + 1
        if whole < len(data):
            os.truncate(self.path, whole)
        done = set()
        for number, line in enumerate(data[:whole].splitlines(), 1):
            if line.strip():
                done.add(_task_of(line, f"{self.path}:{number}"))
        return done

    def write(self, record: dict[str, Any]) -> None:
        """Append ``record`` as one line, in one write (retried only if the system writes part of it)."""
        data = (json.dumps(record) + "\n").encode()
        while data:
            data = data[os.write(self._fd, data):]

    def close(self) -> None:
        os.close(self._fd)

    def __enter__(self) -> ResultsFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _task_of(line: bytes, where: str) -> str:
    try:
        record = json.loads(line)
    except ValueError:
        record = None
    if not isinstance(record, dict) or not isinstance(record.get("task"), str):
        raise ResultsError(f"{where}: not a results line (a JSON object with a 'task' key): is this the right file?")
    task: str = record["task"]
    return task
