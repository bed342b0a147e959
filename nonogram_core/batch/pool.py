"""A pool of worker processes that survives its tasks: a crash, a memory limit or a hang costs one task.

``concurrent.futures.ProcessPoolExecutor`` marks the whole pool broken when one worker dies, and
``multiprocessing.Pool`` waits forever for a task whose worker died; here each worker has its own
pipe and the parent knows which task each one holds, so a worker that dies (a segfault, the kernel's
OOM killer) or runs far past the task's timeout is replaced and only its task fails.  Workers are
started with ``spawn`` (no state inherited from the parent, the same on every platform), ignore
Ctrl-C (the parent stops them), and are replaced after ``MAX_TASKS_PER_WORKER`` tasks so that no
heap grows over a long batch.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from collections import deque
from collections.abc import Iterator, Sequence
from multiprocessing.connection import Connection, wait
from typing import TYPE_CHECKING, Any

from . import Failure, Task, call

if TYPE_CHECKING:
    from . import Work

MAX_TASKS_PER_WORKER = 1000
"""Tasks a worker runs before it is replaced (its memory returned to the system)."""


def hard_limit(timeout: float | None) -> float | None:
    """Seconds after which a worker still on one task is stopped: twice the work's own timeout and
    two more (solving stops within ~50 ms of it), so only a task that ignores its deadline meets this.

    >>> hard_limit(10), hard_limit(None)
    (22, None)
    """
    return None if timeout is None else timeout * 2 + 2


def _serve(connection: Connection, work: Work, memory_mb: int | None) -> None:
    """A worker's life: receive ``(number, payload, handed_at)``, send back ``(number, outcome)``, until ``None``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_end_with, args=(os.getppid(),), daemon=True).start()
    if memory_mb is not None:
        import resource

        limit = memory_mb * 2**20
        resource.setrlimit(resource.RLIMIT_AS, (limit, resource.getrlimit(resource.RLIMIT_AS)[1]))
    while True:
        try:
            message = connection.recv()
        except EOFError:  # the parent is gone
            return
        if message is None:
            return
        number, payload, handed_at = message
        outcome = call(work, payload, handed_at)
        try:
            connection.send((number, outcome))
        except OSError:  # the parent is gone
            return
        except Exception as error:  # noqa: BLE001 - an outcome that does not pickle is that task's error
            connection.send((number, Failure(f"the result could not be sent back: {error}")))


def _end_with(parent: int) -> None:
    """End this worker when its parent dies (killed with SIGKILL, it cannot stop its workers), so that
    an interrupted batch leaves no process solving for nobody."""
    while os.getppid() == parent:
        time.sleep(1)
    os._exit(1)


class _Worker:
    """One process, its end of the pipe, and the task it holds (``number``, since ``started``)."""

    def __init__(self, context: Any, work: Work, memory_mb: int | None) -> None:
        self.connection, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(child, work, memory_mb), daemon=True)
        self.process.start()
        child.close()
        self.number: int | None = None
        self.started = 0.0
        self.finished = 0

    def give(self, number: int, payload: Any) -> None:
        self.number, self.started = number, time.monotonic()
        self.connection.send((number, payload, time.time()))

    def stop(self, kill: bool = False) -> None:
        """Ask the process to end (or kill it), then wait for it briefly; kill it if it lingers."""
        if not kill:
            try:
                self.connection.send(None)
            except OSError:
                kill = True
        if kill and self.process.is_alive():
            self.process.kill()
        self.process.join(timeout=2)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.connection.close()


def death(exitcode: int | None) -> str:
    """Why a worker process ended, for the failed task's line.

    >>> death(-9)
    'the worker process was killed (SIGKILL: out of memory?)'
    >>> death(3)
    'the worker process exited with status 3'
    """
    if exitcode is not None and exitcode < 0:
        name = signal.Signals(-exitcode).name
        hint = ": out of memory?" if name == "SIGKILL" else ""
        return f"the worker process was killed ({name}{hint})"
    return f"the worker process exited with status {exitcode}"


def run_on_pool(tasks: Sequence[Task], work: Work, *, jobs: int, timeout: float | None = None,
                memory_mb: int | None = None) -> Iterator[tuple[Task, Any]]:
    """``(task, outcome or Failure)`` as tasks finish on ``jobs`` worker processes (0 = one per core)."""
    context = multiprocessing.get_context("spawn")
    size = min(jobs or os.cpu_count() or 1, len(tasks))
    waiting = deque(range(len(tasks)))
    workers: list[_Worker] = []
    limit = hard_limit(timeout)
    try:
        while waiting or any(w.number is not None for w in workers):
            _fill(workers, waiting, tasks, size, lambda: _Worker(context, work, memory_mb))
            busy = [w for w in workers if w.number is not None]
            wait([w.connection for w in busy] + [w.process.sentinel for w in busy], timeout=1.0)
            for worker in busy:
                number, outcome = _collect(worker, limit)
                if number is None:
                    continue
                yield tasks[number], outcome
                if worker.number is None and worker.finished < MAX_TASKS_PER_WORKER:
                    continue
                worker.stop(kill=worker.number is not None)
                workers.remove(worker)
    finally:
        for worker in workers:
            worker.stop(kill=True)


def _fill(workers: list[_Worker], waiting: deque[int], tasks: Sequence[Task], size: int, start: Any) -> None:
    """Give a waiting task to every idle worker, starting workers up to ``size``."""
    while len(workers) < size and len(workers) < len(waiting) + sum(w.number is not None for w in workers):
        workers.append(start())
    for worker in workers:
        if worker.number is None and waiting:
            number = waiting.popleft()
            worker.give(number, tasks[number].payload)


def _collect(worker: _Worker, limit: float | None) -> tuple[int | None, Any]:
    """``(task number, outcome)`` if ``worker`` finished, died or overran its task, else ``(None, None)``.

    After a death or an overrun ``worker.number`` stays set: the caller then stops that worker.
    """
    number = worker.number
    if worker.connection.poll():
        try:
            answered, outcome = worker.connection.recv()
        except (EOFError, OSError):
            return number, Failure(death(_exitcode(worker)))
        worker.number = None
        worker.finished += 1
        return answered, outcome
    if not worker.process.is_alive():
        return number, Failure(death(worker.process.exitcode))
    if limit is not None and time.monotonic() - worker.started > limit:
        return number, Failure(f"stopped after {limit:g} s: the task ignored its --timeout")
    return None, None


def _exitcode(worker: _Worker) -> int | None:
    worker.process.join(timeout=2)
    code: int | None = worker.process.exitcode
    return code
