"""Many tasks at once: puzzles from files, directories and collections, run on every core or a cluster.

A *task* is one unit of work with a stable ``key`` (``FILE``, or ``FILE#N`` for the N-th puzzle of
a collection) and a picklable ``payload``.  A subcommand supplies the *work*, a picklable callable
(a module-level function, or a ``functools.partial`` of one) that turns a payload into an outcome;
``outcomes`` runs it on the chosen backend and yields ``(task, outcome)`` as tasks finish:

- in this process (``jobs=1``, the default: what the command line did before batches existed);
- on a pool of worker processes (``batch.pool``), where a crash, a memory limit or a hung task
  costs one task, never the batch;
- on a Dask distributed cluster (``batch.cluster``, imported only when a scheduler is named).

A task whose work raises, or whose worker dies, yields a ``Failure`` in place of an outcome.  The
results file (``batch.results``) and the command-line driver (``nonogram_core.cli.batch_args``)
build on this; nothing here imports more than the standard library, and only this module is
imported by a plain ``nonogram solve FILE``, so its start-up stays short.

>>> from functools import partial
>>> tasks = [Task("a", 2), Task("b", 0)]
>>> [(task.key, outcome) for task, outcome in outcomes(tasks, partial(divmod, 7))]
[('a', (3, 1)), ('b', Failure(reason='ZeroDivisionError: integer division or modulo by zero', bad_input=False))]
"""

from __future__ import annotations

import time
from collections import namedtuple
from collections.abc import Iterator, Sequence

from ..model import PuzzleError

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up); type checkers take it as True
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    Work = Callable[[Any], Any]
    """payload → outcome; runs where the task runs, so it must pickle (a module-level function)."""

__all__ = ["ClusterError", "Failure", "Task", "call", "outcomes", "seconds_left"]

_handed_at: float | None = None
"""When a pool handed out the task running now (``time.time()``), for ``seconds_left``."""


class Task(namedtuple("Task", "key payload")):
    """One unit of work: ``key`` (str) names it in results files (unique within a batch), ``payload``
    is what the work receives (it travels to worker processes and cluster nodes, so it must pickle).

    A ``collections.namedtuple``, not ``typing.NamedTuple``: ``typing`` costs the command line 2 ms
    of start-up."""

    __slots__ = ()


class Failure(namedtuple("Failure", "reason bad_input", defaults=(False,))):
    """A task that produced no outcome: why (str), and whether its input was at fault (``bad_input``:
    a puzzle the work refused, ``PuzzleError``) rather than the run (a crash, no memory left, a
    worker that died)."""

    __slots__ = ()


class ClusterError(RuntimeError):
    """``--scheduler`` cannot be used: Dask is not installed, or the scheduler cannot be reached."""


def call(work: Work, payload: Any, handed_at: float | None = None) -> Any:
    """``work(payload)``, or a ``Failure`` saying why it raised: one task's error never ends a batch.

    ``KeyboardInterrupt`` and ``SystemExit`` pass through: they are the user's or the host's, not the task's.
    ``handed_at`` (``time.time()``) is when a pool handed the task out, which ``seconds_left`` counts from.
    """
    global _handed_at
    _handed_at = handed_at
    try:
        return work(payload)
    except MemoryError:
        return Failure("out of memory")
    except PuzzleError as error:
        return Failure(" ".join(str(error).split()), bad_input=True)
    except Exception as error:  # noqa: BLE001 - any bug in one task is reported as that task's error
        return Failure(f"{type(error).__name__}: {error}")
    finally:
        _handed_at = None


def seconds_left(timeout: float | None) -> float | None:
    """``timeout`` less the time since a worker pool handed the running task out, so that a worker's
    start-up (a second or more on a busy machine) counts against the task's deadline and a batch ends
    within its timeout; ``timeout`` itself elsewhere (in this process, on a cluster).

    >>> seconds_left(5.0), seconds_left(None)
    (5.0, None)
    """
    if timeout is None or _handed_at is None:
        return timeout
    return max(0.0, timeout - (time.time() - _handed_at))


def outcomes(
    tasks: Sequence[Task],
    work: Work,
    *,
    jobs: int = 1,
    scheduler: str | None = None,
    timeout: float | None = None,
    memory_mb: int | None = None,
) -> Iterator[tuple[Task, Any]]:
    """``(task, work(task.payload) or Failure)`` for every task, in the order they finish.

    ``jobs`` worker processes (1 = in this process, unless ``memory_mb`` asks for a limit only a
    separate process can have); ``scheduler`` is a Dask scheduler's address (then ``jobs`` and
    ``memory_mb`` are the cluster's business).  ``timeout`` is the work's own per-task limit: a pool
    worker still busy well past it (``pool.hard_limit``) is stopped and its task failed.
    """
    if scheduler is not None:
        from .cluster import run_on_cluster

        yield from run_on_cluster(tasks, work, scheduler)
    elif jobs == 1 and memory_mb is None:
        for task in tasks:
            yield task, call(work, task.payload)
    else:
        from .pool import run_on_pool

        yield from run_on_pool(tasks, work, jobs=jobs, timeout=timeout, memory_mb=memory_mb)
