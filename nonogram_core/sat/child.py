"""The SAT solver in a child process, so that a deadline or ``cancel`` can stop it at any moment.

python-sat cannot interrupt CaDiCaL (its ``interrupt`` is not implemented for it), and a conflict
budget does not bound CaDiCaL's time: on Faase a call of 4000 conflicts took 5.0 s right after one
of 2000 took 0.6 s (its inprocessing runs between conflicts), so slices sized by the rate measured so
far overran a 5 s deadline by 6 s.  Encoding a big board and loading it into the solver are seconds
of C and Python that check no clock either.  So where ``os.fork`` is safe the engine forks: the
child encodes and solves (it has the parent's seed without any copying), sends each solution as it
finds it, and the parent waits on the pipe, looking at the deadline and ``cancel`` every
``POLL_SECONDS``; it kills the child (SIGKILL) the moment either says stop.  The child's memory goes
back to the system with it, and it ends itself at the deadline too (an alarm), should the parent
be killed first.

Forking is used on Linux and the other POSIX systems but macOS (where a forked child may crash in
system libraries); elsewhere the engine solves in-process, in slices (``cdcl``).
"""

from __future__ import annotations

import os
import signal
import sys
import warnings
from collections.abc import Callable, Generator
from typing import Any

from ..limits import Deadline
from . import SatEngineError

POLL_SECONDS = 0.02
"""How often the parent looks at ``cancel`` while the child works (the deadline itself is waited
for exactly)."""
GRACE_SECONDS = 1.0
"""How long past the deadline the child's own alarm ends it, should the parent be gone."""

FORK = True
"""False solves in-process everywhere: ``bench/sat_bench.py`` sets it, so that the solver's CPU time
is its own process's and a CPU-time limit sees it."""

Send = Callable[[Any], None]


class ForkError(OSError):
    """No child process could be started (the system's process or memory limit): solve in-process."""
"""Sends one picklable message from the child to the parent."""


def can_fork() -> bool:
    """True where the engine runs the solver in a forked child (see the module's docstring)."""
    return FORK and hasattr(os, "fork") and sys.platform != "darwin"


def run_forked(body: Callable[[Send], None], deadline: Deadline) -> Generator[Any, None, None]:
    """The messages ``body(send)`` sends from a forked child, as they come, until it returns.

    Raises ``Interrupted`` when ``deadline`` passes or its ``cancel`` says stop (the child is
    killed at once), ``MemoryError`` when the child ran out of memory, ``SatEngineError`` when it
    failed otherwise, ``ForkError`` (before any message) when no child process could be started.
    Close the iterator to stop the child early.
    """
    from multiprocessing.connection import Pipe

    reader, writer = Pipe(duplex=False)
    with warnings.catch_warnings():  # Python 3.12+ warns about forking a process with threads: the
        warnings.simplefilter("ignore", DeprecationWarning)  # child only runs the solver and os._exit
        try:
            pid = os.fork()
        except OSError as error:
            reader.close()
            writer.close()
            raise ForkError(f"cannot start the SAT solver's process ({error})") from error
    if pid == 0:
        _child(body, reader, writer, deadline)  # never returns
    writer.close()
    try:
        while True:
            if not reader.poll(_wait(deadline)):
                deadline.check()
                continue
            try:
                message = reader.recv()
            except EOFError:
                raise SatEngineError(f"the SAT solver's process died ({_how_it_ended(pid)})") from None
            kind, value = message
            if kind == "done":
                return
            if kind == "error":
                raise MemoryError(value) if value.startswith("MemoryError") else SatEngineError(value)
            yield value
            deadline.check()
    finally:
        reader.close()
        _end(pid)


def _wait(deadline: Deadline) -> float | None:
    """How long to wait for the child before looking at the deadline and ``cancel`` again."""
    left = deadline.remaining()
    if deadline.cancel is None:
        return left
    return POLL_SECONDS if left is None else min(POLL_SECONDS, left)


def _child(body: Callable[[Send], None], reader: Any, writer: Any, deadline: Deadline) -> None:
    """The child's whole life: run ``body``, say "done" (or the error), and leave without running
    anything of the parent's (no atexit handlers, no flushing of its buffers)."""
    code = 0
    try:
        reader.close()
        _guard(deadline)
        body(lambda value: writer.send(("message", value)))
        writer.send(("done", None))
    except BaseException as error:  # noqa: BLE001 - whatever happens is the parent's to report
        code = 1
        try:
            writer.send(("error", f"{type(error).__name__}: {error}"))
        except BaseException:  # noqa: BLE001 - the parent is gone
            pass
    finally:
        os._exit(code)


def _guard(deadline: Deadline) -> None:
    """Leave Ctrl-C to the parent (it kills the child), and end at the deadline even without it."""
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        left = deadline.remaining()
        if left is not None:
            signal.signal(signal.SIGALRM, signal.SIG_DFL)
            signal.setitimer(signal.ITIMER_REAL, left + GRACE_SECONDS)
    except (ValueError, OSError):  # not the main thread here: the parent's kill alone stops the child
        pass


def _end(pid: int) -> None:
    """Kill the child if it is still running, and reap it (no zombie is left)."""
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass


def _how_it_ended(pid: int) -> str:
    """What ended the child, for an error message (reaps it)."""
    try:
        _, status = os.waitpid(pid, 0)
    except ChildProcessError:
        return "unknown"
    if os.WIFSIGNALED(status):
        name = signal.Signals(os.WTERMSIG(status)).name
        return f"killed by {name}" + (": out of memory?" if name == "SIGKILL" else "")
    return f"exit status {os.waitstatus_to_exitcode(status)}"

