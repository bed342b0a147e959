"""``sat.child.run_forked``: messages in order, the deadline and ``cancel`` kill the child at once,
and a child that fails or dies is an error, never a hang or a silent wrong answer."""

from __future__ import annotations

import os
import time

import pytest

from nonogram_core.propagate import Deadline, Interrupted
from nonogram_core.sat import SatEngineError
from nonogram_core.sat.child import can_fork, run_forked

pytestmark = pytest.mark.skipif(not can_fork(), reason="the SAT child needs os.fork (Linux, BSD)")


def test_messages_arrive_in_order() -> None:
    def body(send):
        for n in range(5):
            send(("number", n))

    assert list(run_forked(body, Deadline(None))) == [("number", n) for n in range(5)]


@pytest.mark.parametrize("how", ["timeout", "cancel"])
def test_a_deadline_kills_the_child_at_once(how: str) -> None:
    # Two seconds: time enough for a fork on a loaded machine to say "started", far short of the
    # child's 30 s, so an end within 10 s proves the child was killed rather than waited for.
    began = time.perf_counter()
    deadline = Deadline(2.0) if how == "timeout" else Deadline(None, lambda: time.perf_counter() - began > 2.0)

    def body(send):
        send("started")
        time.sleep(30)  # stands for CaDiCaL, which nothing can interrupt

    got = []
    with pytest.raises(Interrupted):
        for message in run_forked(body, deadline):
            got.append(message)
    assert got == ["started"] and time.perf_counter() - began < 10


def test_an_error_in_the_child_is_the_engines_error() -> None:
    def body(send):
        raise RuntimeError("the solver broke")

    with pytest.raises(SatEngineError, match="RuntimeError: the solver broke"):
        list(run_forked(body, Deadline(5)))


def test_a_child_that_dies_is_reported() -> None:
    def body(send):
        os.kill(os.getpid(), 9)

    with pytest.raises(SatEngineError, match="died.*SIGKILL"):
        list(run_forked(body, Deadline(5)))


def test_closing_early_leaves_no_child_behind(monkeypatch: pytest.MonkeyPatch) -> None:
    pids = []
    real_fork = os.fork

    def fork() -> int:
        pid = real_fork()
        if pid:
            pids.append(pid)
        return pid

    monkeypatch.setattr(os, "fork", fork)

    def body(send):
        while True:
            send("more")
            time.sleep(0.01)

    messages = run_forked(body, Deadline(None))
    assert next(messages) == "more"
    messages.close()
    with pytest.raises(ChildProcessError):
        os.waitpid(pids[0], os.WNOHANG)  # reaped: the child is gone, not even a zombie is left


def test_without_a_process_to_spare_the_engine_solves_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("pysat")
    from nonogram_core import Puzzle, Status, solve

    def refuse() -> int:
        raise BlockingIOError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(os, "fork", refuse)
    lines: list[str] = []
    result = solve(Puzzle(rows=((1,),) * 3, cols=((1,),) * 3), max_solutions=6, engine="sat", trace=lines.append)
    assert result.status is Status.MULTIPLE and len(result.solutions) == 6
    assert any("cannot start the SAT solver's process" in line for line in lines)
