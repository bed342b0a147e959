"""Running a batch on a Dask distributed cluster (``pip install 'nonogram_core[cluster]'``).

Dask does the distributed part (scheduling, worker processes and their memory limits, retries on a
worker that dies, deployment on Kubernetes, HPC job queues or clouds); this module only submits one
Dask task per batch task and yields outcomes as they finish, so results files, resume and progress
work exactly as on one machine.  Workers need ``nonogram_core`` installed (the same version); they
receive puzzles, never paths, so they need no shared file system.  Dask is imported only here, and
this module only when a scheduler is named.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from . import ClusterError, Failure, Task, call

if TYPE_CHECKING:
    from . import Work

CONNECT_TIMEOUT = "20s"
"""How long to try reaching the scheduler before saying it cannot be reached."""


def run_on_cluster(tasks: Sequence[Task], work: Work, address: str) -> Iterator[tuple[Task, Any]]:
    """``(task, outcome or Failure)`` as tasks finish on the cluster whose scheduler is at ``address``.

    A task whose work raises comes back as the ``Failure`` that ``call`` made on the worker; one that
    Dask itself gave up on (its worker died ``distributed.scheduler.allowed-failures`` times, e.g. for
    memory) is a ``Failure`` naming Dask's reason.
    """
    try:
        from dask.distributed import Client, as_completed
    except ImportError:
        raise ClusterError("--scheduler needs Dask distributed: pip install 'nonogram_core[cluster]'") from None
    try:
        client = Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as error:
        raise ClusterError(f"cannot reach the Dask scheduler at {address}: {error}") from None
    futures: dict[Any, Task] = {}
    try:
        submitted = client.map(partial(call, work), [task.payload for task in tasks], pure=False)
        futures = dict(zip(submitted, tasks, strict=True))
        for future in as_completed(futures, loop=client.loop):
            task = futures.pop(future)
            yield task, _outcome(future, task)
            future.release()
    except OSError as error:  # distributed's CommClosedError among them
        raise ClusterError(f"lost the Dask scheduler at {address} ({error}): run again with --resume") from None
    finally:
        for future in futures:
            future.cancel()
        client.close()


def _outcome(future: Any, task: Task) -> Any:
    """A finished future's outcome, or the ``Failure`` Dask reported (``KilledWorker``, ...); a future
    the cluster cancelled (its scheduler restarted or went away) ends the batch instead."""
    if future.status == "finished":
        return future.result()
    if future.status == "error":
        error = future.exception()
        return Failure(f"{type(error).__name__}: {error}")
    raise ClusterError(f"the cluster dropped task {task.key} ({future.status}): is its scheduler still up? "
                       "Run again with --resume")
