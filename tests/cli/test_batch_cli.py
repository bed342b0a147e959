"""``nonogram solve/grade`` on batches: folders and collections, --jobs, --output, --resume, progress.

Each answer is checked against ground truth (``batch_corpus``); the runs are real processes."""

from __future__ import annotations

import fcntl
import json
import os
import re
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from nonogram_core import read_file
from tests.cli.batch_corpus import PUZZLES, available, check_line, make_folder
from tests.cli.helpers import loaded_after, run_nonogram
from tests.corpora import REASON

pytestmark = pytest.mark.skipif(not available(), reason=REASON)


def results(path: Path) -> dict[str, dict]:
    """The results file's lines by task, after checking that no task has two."""
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    keys = [line["task"] for line in lines]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    return {line["task"]: line for line in lines}


def check_all(found: dict[str, dict], expected: dict[str, dict], root: Path) -> None:
    assert set(found) == set(expected)
    taai = read_file(root / "set" / "taai.txt")
    for key, record in found.items():
        index = int(key.split("#")[1]) - 1 if "#" in key else None
        check_line(record, expected[key], None if index is None else taai[index])


def test_a_folder_on_two_workers_gives_the_true_verdicts(tmp_path: Path) -> None:
    expected = make_folder(tmp_path)
    done = run_nonogram(["solve", "--jobs", "2", "--output", "out.jsonl", "set"], tmp_path, text=True)
    assert done.returncode == 0, done.stderr
    check_all(results(tmp_path / "out.jsonl"), expected, tmp_path)
    assert done.stdout == ""  # results went to the file
    skipped = sorted(line for line in done.stderr.splitlines() if line.startswith("skipped: "))
    assert skipped == [f"skipped: set/{name}: no puzzle format recognises its content"
                       for name in ("MANIFEST.csv", "README.md")], done.stderr
    summary = done.stderr.splitlines()[-1]
    assert summary.startswith(f"{len(expected)} of {len(expected)} tasks done in ") and "error 0" in summary
    assert "2 files skipped" in summary


def test_jobs_one_and_two_agree_on_json_output(tmp_path: Path) -> None:
    make_folder(tmp_path, taai=4)
    lines = {}
    for jobs in ("1", "2"):
        done = run_nonogram(["solve", "--json", "--jobs", jobs, "set"], tmp_path, text=True)
        assert done.returncode == 0, done.stderr
        lines[jobs] = {(r["task"], r["status"]) for r in map(json.loads, done.stdout.splitlines())}
    assert lines["1"] == lines["2"] and len(lines["1"]) == 11


def test_a_killed_run_resumes_to_exactly_one_right_line_per_task(tmp_path: Path) -> None:
    expected = make_folder(tmp_path)
    for number in range(6):  # slower tasks first (sorted names, ~0.4 s each), so that the kill lands mid-run
        (tmp_path / "set" / f"a-slow-{number}.non").write_text((PUZZLES / "dom" / "6-dom.non").read_text())
        expected[f"set/a-slow-{number}.non"] = {"verdict": "unique"}
    out = tmp_path / "out.jsonl"
    argv = [sys.executable, "-m", "nonogram_core", "solve", "--jobs", "2", "--output", str(out), "set"]
    first = subprocess.Popen(argv, cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while (not out.exists() or out.read_text().count("\n") < 2) and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait()
    before = results(out)
    assert 2 <= len(before) < len(expected)
    with out.open("a") as handle:
        handle.write('{"task": "set/taai.txt#1", "file": "se')  # a line cut off by the kill
    done = run_nonogram(["solve", "--jobs", "2", "--output", "out.jsonl", "--resume", "set"], tmp_path, text=True)
    assert done.returncode == 0, done.stderr
    after = results(out)
    check_all(after, expected, tmp_path)
    assert all(after[key] == line for key, line in before.items())  # kept, not redone
    assert f"{len(before)} already in out.jsonl" in done.stderr.splitlines()[-1]
    again = run_nonogram(["solve", "--output", "out.jsonl", "--resume", "set"], tmp_path, text=True)
    assert again.returncode == 0 and results(out) == after  # nothing left to do


def test_the_results_file_is_never_overwritten_or_shared(tmp_path: Path) -> None:
    make_folder(tmp_path, taai=1)
    (tmp_path / "out.jsonl").write_text('{"task": "x"}\n')
    done = run_nonogram(["solve", "--output", "out.jsonl", "set"], tmp_path, text=True)
    assert done.returncode == 1 and "already holds results: add --resume" in done.stderr
    assert (tmp_path / "out.jsonl").read_text() == '{"task": "x"}\n'
    (tmp_path / "notes.jsonl").write_text("my notes\n")
    done = run_nonogram(["solve", "--output", "notes.jsonl", "--resume", "set"], tmp_path, text=True)
    assert done.returncode == 1 and "notes.jsonl:1: not a results line" in done.stderr, done.stderr
    assert (tmp_path / "notes.jsonl").read_text() == "my notes\n"
    done = run_nonogram(["solve", "--resume", "set"], tmp_path, text=True)
    assert done.returncode == 2 and "--resume needs --output" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_results_file_inside_the_searched_folder_is_not_an_input(tmp_path: Path) -> None:
    expected = make_folder(tmp_path, taai=1)
    (tmp_path / "set" / "out.jsonl").write_text("")
    for _ in range(2):
        done = run_nonogram(["solve", "--output", "set/out.jsonl", "--resume", "set"], tmp_path, text=True)
        assert done.returncode == 0 and "out.jsonl" not in done.stderr.replace("already in set/out.jsonl", "")
    check_all(results(tmp_path / "set" / "out.jsonl"), expected, tmp_path)


def test_unreadable_inputs_and_failed_tasks_set_the_exit_status(tmp_path: Path) -> None:
    make_folder(tmp_path, taai=1)
    (tmp_path / "set" / "broken.non").write_text("width 2\nheight 2\nrows\n2\n")
    colour = PUZZLES / "colour" / "rico-apple-color.xml"  # a colour puzzle among black-and-white ones
    done = run_nonogram(["solve", "--jobs", "2", "--json", "set", str(colour), "missing.non"], tmp_path, text=True)
    assert done.returncode == 1  # a batch exits 1 when a task failed to read (issue 18)
    lines = {line["task"]: line for line in map(json.loads, done.stdout.splitlines())}
    assert len(lines) == 9 and all(line["status"] != "error" for line in lines.values())
    verdicts = json.loads((PUZZLES / "verdicts.json").read_text())
    assert lines[str(colour)]["status"] == verdicts["colour/rico-apple-color.xml"]  # solved, not an error
    errors = [line for line in done.stderr.splitlines() if line.startswith("error: ")]
    assert any("broken.non" in line for line in errors) and any("missing.non" in line for line in errors)
    assert "2 inputs unreadable" in done.stderr.splitlines()[-1]


def test_a_failed_task_is_an_error_line_and_the_batch_goes_on(tmp_path: Path, monkeypatch, capsys) -> None:
    from nonogram_core.cli import main, solve_cmd

    (tmp_path / "set").mkdir()
    for name in ("survey/webpbn-00001-dancer.non", "dom/4-dom.non"):
        (tmp_path / "set" / Path(name).name).write_text((PUZZLES / name).read_text())
    real_solve = solve_cmd.solve

    def solve(puzzle, **options):  # 4-dom's task runs out of memory, in this process (--jobs 1)
        if puzzle.width == 9:  # 4-dom is 9x9, the dancer 5x10
            raise MemoryError
        return real_solve(puzzle, **options)

    monkeypatch.setattr(solve_cmd, "solve", solve)
    monkeypatch.chdir(tmp_path)
    status = main(["solve", "--jobs", "1", "--output", "out.jsonl", "set"])
    err = capsys.readouterr().err
    assert status == 1, err  # a failed task fails the batch (issue 18)
    found = results(tmp_path / "out.jsonl")
    assert found["set/4-dom.non"] == {"task": "set/4-dom.non", "file": "set/4-dom.non", "name": "4-dom",
                                      "status": "error", "error": "out of memory"}
    assert found["set/webpbn-00001-dancer.non"]["status"] == "unique"  # the batch went on
    assert "error: set/4-dom.non: out of memory" in err and "Traceback" not in err
    assert err.splitlines()[-1].endswith("unique 1, multiple 0, none 0, timeout 0, error 1")


def test_grade_takes_the_same_batch_options(tmp_path: Path) -> None:
    make_folder(tmp_path, taai=0)  # grading a random tournament puzzle takes seconds of probing
    inputs = ["set/deeper", "set/webpbn-00001-dancer.non"]  # the quicker ones to grade
    one = run_nonogram(["grade", "--json", *inputs], tmp_path, text=True)
    two = run_nonogram(["grade", "--jobs", "2", "--output", "g.jsonl", *inputs], tmp_path, text=True)
    assert one.returncode == two.returncode == 0, two.stderr
    graded = results(tmp_path / "g.jsonl")
    assert graded == {line["task"]: line for line in map(json.loads, one.stdout.splitlines())}
    assert graded["set/deeper/webpbn-00006-cat.non"]["line_solvable"] is True  # webpbn 6 is line-solvable


def test_progress_is_drawn_on_a_terminal_only(tmp_path: Path) -> None:
    pytest.importorskip("tqdm")
    make_folder(tmp_path, taai=4)
    shown = on_terminal(["solve", "--jobs", "2", "--output", "out.jsonl", "set"], tmp_path)
    # done/total, elapsed<ETA, rate and the running tally (issue 18), then the same tally in the summary
    bar = re.search(r"11/11 \[\d\d:\d\d<00:00, *[\d.]+task/s, (unique (\d+), multiple (\d+), none 0, timeout 0, "
                    r"error 0)\]", shown)
    assert bar and int(bar[2]) + int(bar[3]) == 11, shown
    assert "11 of 11 tasks done in " in shown and f"): {bar[1]}; 2 files skipped" in shown, shown
    quiet = run_nonogram(["solve", "--jobs", "2", "--output", "again.jsonl", "set"], tmp_path, text=True)
    assert "11/11" not in quiet.stderr and len(quiet.stderr.splitlines()) == 3  # two skipped, the summary


def test_without_tqdm_a_terminal_gets_the_summary_only(tmp_path: Path) -> None:
    make_folder(tmp_path, taai=2)
    (tmp_path / "sitecustomize.py").write_text("import sys\nsys.modules['tqdm'] = None\n")
    shown = on_terminal(["solve", "--jobs", "2", "--output", "out.jsonl", "set"], tmp_path,
                        env={"PYTHONPATH": str(tmp_path)})
    assert "9/9" not in shown and "9 of 9 tasks done" in shown, shown


def on_terminal(argv: list[str], cwd: Path, env: dict | None = None) -> str:
    """What ``nonogram ARGV`` writes on standard error when that is a terminal (a pseudo-terminal)."""
    leader, follower = os.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 120, 0, 0))  # a new pty is 0 columns wide
    try:
        process = subprocess.Popen([sys.executable, "-m", "nonogram_core", *argv], cwd=cwd, stdout=subprocess.DEVNULL,
                                   stderr=follower, env={**os.environ, **(env or {})})
        os.close(follower)
        chunks = []
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # EIO: the other side closed
                break
            if not chunk:
                break
            chunks.append(chunk)
        assert process.wait(timeout=60) == 0
    finally:
        os.close(leader)
    return b"".join(chunks).decode(errors="replace")


def test_a_plain_solve_imports_no_batch_machinery(tmp_path: Path) -> None:
    (tmp_path / "p.non").write_text((PUZZLES / "survey" / "webpbn-00001-dancer.non").read_text())
    code = "from nonogram_core.cli import main\nassert main(['solve', 'p.non']) == 0"
    loaded = loaded_after(code, cwd=tmp_path, prefix="")
    heavy = {"multiprocessing", "tqdm", "dask", "distributed", "nonogram_core.batch.pool",
             "nonogram_core.batch.cluster", "nonogram_core.batch.results"}
    assert loaded.isdisjoint(heavy), sorted(loaded & heavy)
    assert "nonogram_core.batch" in loaded  # the check can see it


def test_the_web_worker_path_imports_no_batch_module() -> None:
    code = ("import json\nfrom nonogram_core.webapi import handle\n"
            "handle(json.dumps({'id': 1, 'kind': 'solve', 'payload': {'puzzle': {'rows': [[1]], 'cols': [[1]]}}}))")
    loaded = loaded_after(code, prefix="")
    assert {name for name in loaded if "batch" in name or name in ("multiprocessing", "tqdm", "dask")} == set()
    assert "nonogram_core.webapi" in loaded
