"""What every batch-capable subcommand shares: ``--jobs``, ``--output``, ``--resume``, ``--scheduler``,
``--memory-limit``; results printed or written as tasks finish, a progress bar, and a summary.

A subcommand describes its work as a ``Job`` and calls ``run_job`` with its tasks (``solve`` and
``grade`` take theirs from ``batch.inputs.puzzle_tasks``; a command that makes puzzles rather than
reading them builds its own ``Task`` list).  The progress bar is ``tqdm``'s (the ``progress`` extra),
imported here only when standard error is a terminal and there is more than one task to show.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import namedtuple
from collections.abc import Callable, Sequence

from ..batch import ClusterError, Failure, Task, outcomes
from ..drawing import one_line
from .options import whole_number

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any

SUMMARY_LABELS = ("unique", "multiple", "none", "timeout", "error")
"""The tally a solve shows (others show their own labels, then these that occur)."""


class Job(namedtuple("Job", "work record text ident labels label show", defaults=(SUMMARY_LABELS, "status", None))):
    """A subcommand's part of a batch.

    ``work``: payload → outcome, run in a worker (picklable: a module-level function or a partial of one);
    ``record(task, outcome)``: the ``--json`` line's object; ``text(task, outcome)``: the human output;
    ``ident(task)``: the keys that name a task in every line, errors included (e.g. ``file``);
    ``labels``: the tally shown in the progress bar and summary, by the records' ``label`` key
    (a failed task's line always has ``"status": "error"``); ``show(text)``: prints human output
    when plain ``print`` will not do (``solve``'s painted grids bypass ``TerminalSafe``).
    """

    __slots__ = ()


def add_batch_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the batch options (described in docs/batch.md) to a subcommand's parser."""
    group = parser.add_argument_group("batches (docs/batch.md)")
    group.add_argument("--jobs", type=whole_number(0, meaning=" (0: one per core)"), default=None, metavar="N",
                       help="run tasks in N worker processes (0 = one per core; default: one at a time "
                            "in this process); results come in the order tasks finish")
    group.add_argument("--output", metavar="RESULTS.jsonl",
                       help="write one JSON line per task (the --json line) to this file, each line as "
                            "its task finishes, instead of printing results")
    group.add_argument("--resume", action="store_true",
                       help="skip the tasks already in --output's file and append the rest")
    group.add_argument("--scheduler", metavar="ADDRESS",
                       help="run the tasks on the Dask cluster whose scheduler is at ADDRESS "
                            "(e.g. tcp://127.0.0.1:8786; pip install 'nonogram_core[cluster]')")
    group.add_argument("--memory-limit", type=whole_number(1, meaning=" (megabytes)"), default=None, metavar="MB",
                       help="address-space limit of each worker process: a task needing more fails "
                            "with status 'error' and the batch goes on (uses worker processes)")


def usage_problem(args: argparse.Namespace) -> str | None:
    """What is wrong with the batch options together, if anything."""
    if args.resume and not args.output:
        return "--resume needs --output RESULTS.jsonl (the file to resume)"
    if args.scheduler and args.memory_limit is not None:
        return "--memory-limit is for local worker processes: a Dask worker has its own (--memory-limit)"
    return None


def run_job(args: argparse.Namespace, tasks: Sequence[Task], job: Job, *, input_errors: int = 0,
            skipped: int = 0) -> int:
    """Run ``tasks``, print or write each result as it finishes, and return the exit status.

    A batch (``--jobs``, ``--output`` or ``--scheduler``) exits 1 when any task failed, to read or
    otherwise, else 0.  A plain run keeps the commands' own statuses: 2 if an input or a puzzle
    could not be read, else 1 if a task failed, else 0.
    """
    results = None
    if args.output:
        from ..batch.results import ResultsError, ResultsFile

        try:
            results = ResultsFile(args.output, resume=args.resume)
        except ResultsError as error:
            print(f"error: {one_line(str(error))}", file=sys.stderr)
            return 1
    try:
        todo = [task for task in tasks if results is None or task.key not in results.done]
        run = _Run(args, job, results, len(todo))
        run.go(todo)
    finally:
        if results is not None:
            results.close()
    batch = bool(args.output or args.jobs is not None or args.scheduler)
    if batch or run.bar is not None:
        print(run.summary(len(tasks) - len(todo), input_errors, skipped), file=sys.stderr)
    unreadable = input_errors or run.bad_input
    failed = run.tally["error"] or run.stopped
    if batch:
        return 1 if unreadable or failed else 0
    return 2 if unreadable else 1 if failed else 0


class _Run:
    """One batch under way: the tally, the progress bar, and where each result goes."""

    def __init__(self, args: argparse.Namespace, job: Job, results: Any, total: int) -> None:
        self.args, self.job, self.results, self.total = args, job, results, total
        self.tally: dict[str, int] = dict.fromkeys(job.labels, 0) | {"error": 0}
        self.bad_input = 0
        self.stopped = False  # the batch ended early (the cluster could not be used): the run's failure, no task's
        self.began = time.monotonic()
        self.bar = progress_bar(total)

    def go(self, todo: Sequence[Task]) -> None:
        args = self.args
        try:
            for task, outcome in outcomes(todo, self.job.work, jobs=1 if args.jobs is None else args.jobs,
                                          scheduler=args.scheduler, timeout=getattr(args, "timeout", None),
                                          memory_mb=args.memory_limit):
                self.finished(task, outcome)
        except ClusterError as error:
            print(f"error: {one_line(str(error))}", file=sys.stderr)
            self.stopped = True
        finally:
            if self.bar is not None:
                self.bar.close()

    def finished(self, task: Task, outcome: object) -> None:
        if isinstance(outcome, Failure):
            record = {"task": task.key, **self.job.ident(task), "status": "error", "error": outcome.reason}
            self.bad_input += outcome.bad_input
            self.say(sys.stderr, f"error: {one_line(task.key)}: {one_line(outcome.reason)}")
        else:
            record = {"task": task.key, **self.job.record(task, outcome)}
        if self.results is not None:
            self.results.write(record)
        elif getattr(self.args, "json", False):
            self.say(sys.stdout, _json_line(record))
        elif not isinstance(outcome, Failure):
            self.say(sys.stdout, self.job.text(task, outcome), self.job.show)
        label = str(record.get(self.job.label, record.get("status", "?")))
        self.tally[label] = self.tally.get(label, 0) + 1
        if self.bar is not None:
            self.bar.set_postfix_str(", ".join(f"{k} {n}" for k, n in self.tally.items()), refresh=False)
            self.bar.update(1)

    def say(self, stream: Any, text: str, show: Callable[[str], None] | None = None) -> None:
        """Print ``text`` on ``stream`` (with ``show`` if given), around the progress bar if there is one."""
        show = show or (lambda line: print(line, file=stream, flush=True))
        if self.bar is None:
            show(text)
        else:
            with type(self.bar).external_write_mode(file=self.bar.fp):
                show(text)

    def summary(self, resumed: int, input_errors: int, skipped: int) -> str:
        done = sum(self.tally.values())
        seconds = time.monotonic() - self.began
        rate = f" ({done / seconds:.2f}/s)" if seconds > 0 and done else ""
        parts = [f"{done} of {self.total} tasks done in {seconds:.1f} s{rate}: "
                 + ", ".join(f"{label} {count}" for label, count in self.tally.items())]
        if self.stopped:
            parts.append("stopped early (see the error above)")
        if resumed:
            parts.append(f"{resumed} already in {one_line(self.args.output)}")
        if input_errors:
            parts.append(f"{input_errors} input{'s' if input_errors > 1 else ''} unreadable")
        if skipped:
            parts.append(f"{skipped} file{'s' if skipped > 1 else ''} skipped (not puzzles)")
        return "; ".join(parts)


def _json_line(record: dict[str, Any]) -> str:
    import json

    return json.dumps(record)


def progress_bar(total: int) -> Any:
    """A ``tqdm`` bar on standard error when it is a terminal, there are tasks to count and ``tqdm``
    is installed (``pip install 'nonogram_core[progress]'``); otherwise ``None``: no bar, no noise."""
    stream = getattr(sys.stderr, "_stream", sys.stderr)  # TerminalSafe's stream: the bar draws with \r
    if total < 2 or not stream.isatty():
        return None
    try:
        from tqdm import tqdm
    except ImportError:
        return None
    return tqdm(total=total, file=stream, unit="task", dynamic_ncols=True, mininterval=0.5, smoothing=0.05)

