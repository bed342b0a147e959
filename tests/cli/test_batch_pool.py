"""``nonogram_core.batch``'s process pool: every task answered once, whatever its worker does."""

from __future__ import annotations

import time

import pytest

from nonogram_core.batch import Failure, Task, outcomes
from nonogram_core.batch import pool as pool_module
from tests.cli.batch_work import misbehave, pid


def run(payloads: list[str], **options: object) -> dict[str, object]:
    tasks = [Task(f"t{n}", payload) for n, payload in enumerate(payloads)]
    got = [(task.key, outcome) for task, outcome in outcomes(tasks, misbehave, **options)]
    assert sorted(key for key, _ in got) == sorted(task.key for task in tasks)  # each task once
    return dict(got)


def test_crashes_errors_and_memory_cost_one_task_each() -> None:
    payloads = ["a", "raise", "b", "segfault", "c", "exit", "bad", "memory", "d"]
    got = run(payloads, jobs=2, memory_mb=400)
    assert [got[f"t{n}"] for n in (0, 2, 4, 8)] == ["aa", "bb", "cc", "dd"]
    assert got["t1"] == Failure("ValueError: a bug in one task")
    assert got["t3"] == Failure("the worker process was killed (SIGSEGV)")
    assert got["t5"] == Failure("the worker process exited with status 3")
    assert got["t6"] == Failure("bad.non:3: not a puzzle", bad_input=True)
    assert got["t7"] == Failure("out of memory")


def test_a_task_that_ignores_its_timeout_is_stopped(monkeypatch: pytest.MonkeyPatch) -> None:
    # 3 s: a worker's start-up counts (the limit runs from when a task is handed out), and on a
    # machine loaded 8 times over its 2 cores starting one took over a second
    monkeypatch.setattr(pool_module, "hard_limit", lambda timeout: 3.0)
    began = time.monotonic()
    got = run(["hang", "a", "b"], jobs=2, timeout=0.1)
    assert got["t0"] == Failure("stopped after 3 s: the task ignored its --timeout")
    assert (got["t1"], got["t2"]) == ("aa", "bb")
    assert time.monotonic() - began < 20


def test_in_process_runs_keep_the_order_and_catch_errors() -> None:
    got = outcomes([Task("x", "raise"), Task("y", "a")], misbehave)
    assert [(task.key, outcome) for task, outcome in got] == [
        ("x", Failure("ValueError: a bug in one task")), ("y", "aa")]


def test_workers_are_replaced_after_their_quota(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pool_module, "MAX_TASKS_PER_WORKER", 3)
    tasks = [Task(str(n), n) for n in range(12)]
    pids = {outcome for _, outcome in outcomes(tasks, pid, jobs=2)}
    assert len(pids) >= 4  # 12 tasks, 3 per worker


def test_jobs_zero_means_one_worker_per_core() -> None:
    tasks = [Task(str(n), n) for n in range(4)]
    assert all(isinstance(outcome, int) for _, outcome in outcomes(tasks, pid, jobs=0))
