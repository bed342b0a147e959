"""``--scheduler``: the same batch on Dask distributed, an in-process ``LocalCluster`` and a real
``dask scheduler`` with two ``dask worker`` processes started from this venv, on 127.0.0.1 only."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from nonogram_core.cli import main
from tests.cli.batch_corpus import available
from tests.cli.helpers import run_nonogram
from tests.cli.test_batch_cli import check_all, make_folder, results
from tests.corpora import REASON

pytest.importorskip("distributed")
pytestmark = pytest.mark.skipif(not available(), reason=REASON)

DASK = Path(sys.executable).with_name("dask")


def test_a_local_cluster_gives_the_true_verdicts(tmp_path: Path, monkeypatch, capsys) -> None:
    from distributed import LocalCluster

    expected = make_folder(tmp_path, taai=4)
    monkeypatch.chdir(tmp_path)
    with LocalCluster(n_workers=1, threads_per_worker=2, processes=False, protocol="tcp", host="127.0.0.1",
                      dashboard_address=None) as cluster:  # workers are threads here; tcp, as a real cluster
        status = main(["solve", "--scheduler", cluster.scheduler_address, "--output", "out.jsonl", "set"])
        assert status == 0, capsys.readouterr().err
        check_all(results(tmp_path / "out.jsonl"), expected, tmp_path)
        (tmp_path / "set" / "extra.non").write_text("width 1\nheight 1\nrows\n1\ncolumns\n1\n")
        expected["set/extra.non"] = {"verdict": "unique"}
        status = main(["solve", "--scheduler", cluster.scheduler_address, "--output", "out.jsonl", "--resume", "set"])
        assert status == 0
        check_all(results(tmp_path / "out.jsonl"), expected, tmp_path)
    assert "1 of 1 tasks done" in capsys.readouterr().err


def test_an_unreachable_scheduler_is_one_clear_error(tmp_path: Path, monkeypatch, capsys) -> None:
    from nonogram_core.batch import cluster

    make_folder(tmp_path, taai=1)
    monkeypatch.setattr(cluster, "CONNECT_TIMEOUT", "0.5s")
    monkeypatch.chdir(tmp_path)
    assert main(["solve", "--scheduler", "tcp://127.0.0.1:9", "set"]) == 1
    err = capsys.readouterr().err
    assert "error: cannot reach the Dask scheduler at tcp://127.0.0.1:9" in err and "Traceback" not in err
    summary = err.splitlines()[-1]  # no task ran: none is counted as done or as an error
    assert summary.startswith("0 of 8 tasks done") and "error 0" in summary and "stopped early" in summary, summary


@pytest.mark.skipif(not DASK.exists(), reason="the dask command is not installed in this venv")
def test_a_scheduler_and_two_workers_on_loopback(tmp_path: Path) -> None:
    from distributed import Client

    expected = make_folder(tmp_path, taai=6)
    started: list[subprocess.Popen] = []
    log = (tmp_path / "dask.log").open("w")

    def start(*argv: str) -> None:
        started.append(subprocess.Popen([str(DASK), *argv], cwd=tmp_path, stdout=log, stderr=subprocess.STDOUT))

    try:
        start("scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard", "--scheduler-file", "s.json")
        address = wait_for_address(tmp_path / "s.json", started[0])
        for _ in range(2):
            start("worker", address, "--host", "127.0.0.1", "--nthreads", "1", "--no-dashboard", "--no-nanny")
        with Client(address, timeout="30s") as client:
            client.wait_for_workers(2, timeout=60)
        done = run_nonogram(["solve", "--scheduler", address, "--output", "out.jsonl", "set"], tmp_path, text=True)
        assert done.returncode == 0, done.stderr
        check_all(results(tmp_path / "out.jsonl"), expected, tmp_path)
    finally:
        for process in reversed(started):
            process.terminate()
        for process in started:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        log.close()


def wait_for_address(scheduler_file: Path, scheduler: subprocess.Popen) -> str:
    """The scheduler's address once it has written its file (it picked a free port)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and scheduler.poll() is None:
        try:
            return json.loads(scheduler_file.read_text())["address"]
        except (OSError, ValueError, KeyError):
            time.sleep(0.1)
    raise AssertionError(f"the scheduler did not start: {(scheduler_file.parent / 'dask.log').read_text()}")
