"""Work functions for the batch tests: importable by name, as worker processes (spawned) need them."""

from __future__ import annotations

import os
import signal
import time

from nonogram_core.model import PuzzleFormatError


def misbehave(payload: str) -> str:
    """``payload`` says what to do: return it doubled, raise, crash, run out of memory or hang."""
    if payload == "raise":
        raise ValueError("a bug in one task")
    if payload == "bad":
        raise PuzzleFormatError("not a puzzle", file="bad.non", line=3)
    if payload == "segfault":
        os.kill(os.getpid(), signal.SIGSEGV)
    if payload == "exit":
        os._exit(3)
    if payload == "memory":
        return str(len(bytearray(4 * 2**30)))  # 4 GiB, over the test's --memory-limit
    if payload == "hang":
        time.sleep(60)
    return payload * 2


def pid(payload: object) -> int:
    """The worker's process id (to count the processes a pool used)."""
    time.sleep(0.05)
    return os.getpid()
