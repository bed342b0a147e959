"""``bench/run.py`` runs, checks answers, saves JSON and compares against a git revision."""

from __future__ import annotations

import importlib
import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from bench.run import Worker
from nonogram_core import Puzzle, search

ROOT = Path(__file__).resolve().parents[2]


def bench(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "bench" / "run.py"), *args],
                          capture_output=True, text=True, timeout=120)


def test_bench_table_summary_and_json(tmp_path: Path) -> None:
    (tmp_path / "gap.non").write_text("width 3\nheight 2\nrows\n1,1\n3\ncolumns\n2\n1\n2\n")
    (tmp_path / "two.non").write_text("width 2\nheight 2\nrows\n1\n1\ncolumns\n1\n1\n")
    saved = tmp_path / "out.json"
    done = bench(str(tmp_path), "--timeout", "5", "--save", str(saved))
    assert done.returncode == 0, done.stderr
    rows = [line.split() for line in done.stdout.splitlines()]
    assert ["gap", "3x2", "unique"] == rows[1][:3] and rows[1][-1] == "ok"
    assert ["two", "2x2", "multiple"] == rows[2][:3]
    assert "ours: 2/2 finished, 0 timeouts, 0 problems" in done.stdout
    record = json.loads(saved.read_text())
    assert [p["name"] for p in record["puzzles"]] == ["gap", "two"]
    assert record["puzzles"][0]["ours"]["status"] == "unique"
    assert record["summary"]["ours"]["finished"] == 2
    report = subprocess.run([sys.executable, str(ROOT / "bench" / "report.py"), str(saved)],
                            capture_output=True, text=True, timeout=60)
    assert "| gap | 3x2 |  | unique |" in report.stdout and "2/2 finished" in report.stdout


def test_bench_flags_a_wrong_given_solution(tmp_path: Path) -> None:
    """A tournament-style solution file that disagrees with a unique verdict is reported."""
    (tmp_path / "p.txt").write_text("$1\n2\n0\n1\n1\n")  # columns 2, 0; rows 1, 1: only '#.' / '#.'
    (tmp_path / "s.txt").write_text("$1\n0\t1\n0\t1\n")
    done = bench(str(tmp_path / "p.txt"), "--solutions", str(tmp_path / "s.txt"), "--save", str(tmp_path / "o.json"))
    assert done.returncode == 1
    assert "WRONG (not the given solution)" in done.stdout


def bench_worktrees() -> set[str]:
    listing = subprocess.run(["git", "-C", str(ROOT), "worktree", "list"], capture_output=True, text=True)
    return {line.split()[0] for line in listing.stdout.splitlines() if "nonogram-bench-" in line}


def test_bench_against_a_revision(tmp_path: Path) -> None:
    (tmp_path / "gap.non").write_text("width 3\nheight 2\nrows\n1,1\n3\ncolumns\n2\n1\n2\n")
    before = bench_worktrees()  # a benchmark running beside the tests may hold its own
    done = bench(str(tmp_path / "gap.non"), "--against", "HEAD", "--save", str(tmp_path / "o.json"))
    assert done.returncode == 0, done.stderr
    assert "median speed-up of ours over HEAD" in done.stdout
    assert bench_worktrees() <= before  # the temporary checkout was removed


def test_bench_against_what_is_not_a_revision_says_so(tmp_path: Path) -> None:
    (tmp_path / "gap.non").write_text("width 3\nheight 2\nrows\n1,1\n3\ncolumns\n2\n1\n2\n")
    done = bench(str(tmp_path / "gap.non"), "--against", "no-such-revision", "--save", str(tmp_path / "o.json"))
    assert done.returncode == 1 and "--against no-such-revision: not a git revision" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and not (tmp_path / "o.json").exists()


def test_line_solvable_timing_script() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "line_solvable.py"), "--size", "8",
                           "--count", "6", "--repeat", "1"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert re.search(r"\d+ line-solvable of 6: median [\d.]+ ms, max [\d.]+ ms", done.stdout), done.stdout


def test_line_solvable_script_reads_a_folder(tmp_path: Path) -> None:
    (tmp_path / "gap.non").write_text("width 3\nheight 2\nrows\n1,1\n3\ncolumns\n2\n1\n2\n")
    (tmp_path / "notes.json").write_text("{}")  # not a puzzle: skipped as bench/run.py skips it
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "line_solvable.py"), str(tmp_path), "--repeat", "1"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert re.search(r"^gap +3x2 ", done.stdout, re.MULTILINE) and "1 line-solvable of 1:" in done.stdout, done.stdout


def test_peers_script_times_commands_with_a_cpu_cap(tmp_path: Path) -> None:
    (tmp_path / "gap.non").write_text("width 3\nheight 2\nrows\n1,1\n3\ncolumns\n2\n1\n2\n")
    (tmp_path / "notes.json").write_text("{}")  # not a puzzle: skipped as bench/run.py skips it
    same = f"same={sys.executable} -m nonogram_core solve {{file}}"
    spin = f"spin={sys.executable} -c 'while True: pass'"  # over the cap in CPU time: stopped
    nap = "nap=sleep 1.5"  # over the cap in wall time only: it finishes
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "peers.py"), str(tmp_path), "--cap", "1",
                           "--peer", "bad=false {file}", "--peer", same, "--peer", spin, "--peer", nap],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    row = done.stdout.splitlines()[1].split()
    assert row[0] == "gap" and float(row[1]) > 0 and row[2] == "fail" and float(row[3]) > 0
    assert row[4] == ">cap" and float(row[5]) < 1
    assert "same: median" in done.stdout
    assert not any(line.startswith("notes") for line in done.stdout.splitlines()), done.stdout


def test_peers_script_takes_the_median_of_runs_and_gives_ours_a_bytecode_cache(tmp_path: Path) -> None:
    puzzles = tmp_path / "puzzles"
    puzzles.mkdir()
    (puzzles / "gap.non").write_text("width 3\nheight 2\nrows\n1,1\n3\ncolumns\n2\n1\n2\n")
    log = tmp_path / "runs.log"
    # a peer that says whether it saw our bytecode settings: they are for ours alone
    tell = f"tell=echo ${{PYTHONPYCACHEPREFIX:-none}} >> {log}"
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "peers.py"), str(puzzles), "--runs", "3",
                           "--bytecode", "--peer", tell], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    row = done.stdout.splitlines()[1].split()
    assert row[0] == "gap" and float(row[1]) > 0 and float(row[2]) >= 0
    assert log.read_text().split() == ["none"] * 3  # three runs, none of them given our cache


@pytest.mark.parametrize("bytecode", [True, False])
def test_peers_bytecode_cache_is_ours_alone_and_filled_before_timing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, bytecode: bool
) -> None:
    """What the command-line test above cannot see: with ``--bytecode`` ours runs with the cache
    (once untimed, first, then ``--runs`` times) and the peer with the caller's environment;
    without it neither gets a cache."""
    (tmp_path / "gap.non").write_text("width 3\nheight 2\nrows\n1,1\n3\ncolumns\n2\n1\n2\n")
    monkeypatch.syspath_prepend(str(ROOT / "bench"))  # peers.py imports its neighbours as a script does
    peers = importlib.import_module("peers")
    calls: list[tuple[str, dict[str, str] | None]] = []

    def timed(template: str, file: Path, cap: float, env: dict[str, str] | None = None) -> float:
        calls.append((template, env))
        return 0.1

    monkeypatch.setattr(peers, "time_command", timed)
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")  # as on this machine: the cache must lift it for ours
    option = ["--bytecode"] if bytecode else []
    assert peers.main([str(tmp_path), "--runs", "3", "--peer", "other=true {file}", *option]) == 0
    ours = [env for template, env in calls if template == peers.OURS]
    assert [env for template, env in calls if template != peers.OURS] == [None] * 3
    if not bytecode:
        assert ours == [None] * 3
        return
    assert calls[0][0] == peers.OURS and len(ours) == 4  # the untimed run that fills the cache comes first
    cache = ours[0]["PYTHONPYCACHEPREFIX"]
    assert all(env["PYTHONPYCACHEPREFIX"] == cache and "PYTHONDONTWRITEBYTECODE" not in env for env in ours)
    assert Path(cache).name.startswith("peers-pycache-") and not Path(cache).exists()  # a scratch directory


def test_peers_installed_times_our_wheel_from_a_throwaway_venv(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--installed`` times a ``nonogram`` script of a venv made for the run, which imports the
    installed package from the bytecode pip compiled, never the repository's, answers right, and
    is deleted at the end.  Falling back to the repository's ``.venv`` fails the path checks."""
    puzzles = tmp_path / "puzzles"
    puzzles.mkdir()
    (puzzles / "gap.non").write_text("width 3\nheight 2\nrows\n1,1\n3\ncolumns\n2\n1\n2\n")
    monkeypatch.syspath_prepend(str(ROOT / "bench"))  # peers.py imports its neighbours as a script does
    peers = importlib.import_module("peers")
    real_time_command = peers.time_command
    ours: list[tuple[str, Path]] = []

    def timed(template: str, file: Path, cap: float, env: dict[str, str] | None = None) -> float | str:
        if not template.startswith("true "):
            ours.append((template, file))
            if len(ours) == 1:  # look once, while the venv exists: what the timed command runs and imports
                check_installed_run(template, file, env)
        return real_time_command(template, file, cap, env)

    monkeypatch.setattr(peers, "time_command", timed)
    assert peers.main([str(puzzles), "--installed", "--runs", "2", "--peer", "other=true {file}"]) == 0
    assert len(ours) == 2 and all(file.name == "gap.non" for _, file in ours)
    script = Path(shlex.split(ours[0][0])[0])
    assert not script.exists() and not script.parents[2].exists()  # the scratch directory is gone


def check_installed_run(template: str, file: Path, env: dict[str, str] | None) -> None:
    script = Path(shlex.split(template)[0])
    assert script.name == "nonogram" and script.parent.name == "bin", template
    venv = script.parent.parent
    assert ROOT not in script.parents and (venv / "pyvenv.cfg").exists(), template
    verbose = dict(env or os.environ, PYTHONVERBOSE="1")  # the interpreter names every file it loads
    done = subprocess.run(template.replace("{file}", shlex.quote(str(file))), shell=True, cwd=ROOT, env=verbose,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    answer = json.loads(done.stdout)
    assert answer["status"] == "unique" and answer["solutions"] == [["#.#", "###"]]
    loaded = re.findall(r"^# code object from '(.*nonogram_core.*)'$", done.stderr, re.MULTILINE)
    assert len(loaded) > 5, done.stderr[-2000:]
    assert all(path.startswith(str(venv)) and path.endswith(".pyc") and "/site-packages/nonogram_core/" in path
               for path in loaded), loaded


def test_peers_installed_and_bytecode_exclude_each_other(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "peers.py"), str(tmp_path), "--installed",
                           "--bytecode"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "not allowed with argument" in done.stderr, done.stderr


TWO_WAYS = Puzzle(rows=((1,), (1,)), cols=((1,), (1,)))
"""Two solutions ('#.', '.#' and its mirror): no logic settles a cell, so every solve searches."""


def default_codes() -> list[str]:
    return ["".join("1" if flag else "0" for flag in strategy) for strategy in search.STRATEGIES]


def test_bench_runs_chosen_searches_alone(tmp_path: Path) -> None:
    """``--strategies`` reaches the worker's solver: a bad code is refused, and the record holds the
    searches asked for and, per puzzle, the ``search.STRATEGIES`` the worker solved it with (how a
    chosen search reaches the solver, and is undone, is tested on the worker below)."""
    (tmp_path / "two.json").write_text(json.dumps({"rows": TWO_WAYS.rows, "cols": TWO_WAYS.cols}))
    refused = bench(str(tmp_path), "--strategies", "12x")
    assert refused.returncode == 2 and "three 0/1 digits" in refused.stderr
    for number, (option, codes) in enumerate([(["--strategies", "000,010"], ["000", "010"]), ([], None)]):
        saved = tmp_path / f"run{number}.out"
        done = bench(str(tmp_path / "two.json"), *option, "--save", str(saved))
        assert done.returncode == 0, done.stderr
        record = json.loads(saved.read_text())
        assert record["strategies"] == codes
        ours = record["puzzles"][0]["ours"]
        assert ours["status"] == "multiple" and ours["strategies"] == (codes or default_codes()), ours


def test_worker_sets_the_searches_for_every_request() -> None:
    """A request without strategies gets the solver's default even after one that chose others."""
    worker = Worker("ours", ROOT)
    try:
        answers = [(codes, worker.solve(TWO_WAYS, 10, "cpu", 2, codes))
                   for codes in (None, ["111"], None, ["000", "010"], None, ["1111"], None)]
    finally:
        worker.stop()
    for codes, answer in answers:
        assert answer["strategies"] == (default_codes() if codes is None else codes), (codes, answer)
        if codes != ["1111"]:
            assert answer["status"] == "multiple", (codes, answer)
    # no search takes four flags: the solve fails, which shows it reads search.STRATEGIES as set for it
    assert answers[5][1]["status"] == "error", answers[5]


FAKE_OLD_VERSION = '''"""A nonogram_core from before search.STRATEGIES, as far as bench/worker.py can tell."""
import types

from . import search  # noqa: F401


class Puzzle:
    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols


def solve(puzzle, max_solutions, **deadline):
    return types.SimpleNamespace(status=types.SimpleNamespace(value="unique"), solutions=[],
                                 stats=types.SimpleNamespace(as_dict=dict), line_grid=None)
'''


def test_worker_runs_a_version_without_strategies(tmp_path: Path) -> None:
    """``--against`` a revision from before ``search.STRATEGIES``: its worker starts and solves, and
    refuses (rather than ignores) a request that chooses searches."""
    package = tmp_path / "nonogram_core"
    package.mkdir()
    (package / "__init__.py").write_text(FAKE_OLD_VERSION)
    (package / "search.py").write_text('"""No STRATEGIES here."""\n')
    worker = Worker("old", tmp_path)
    try:
        plain, chosen, again = (worker.solve(TWO_WAYS, 10, "cpu", 2, codes) for codes in (None, ["111"], None))
    finally:
        worker.stop()
    assert plain["status"] == "unique" and plain["strategies"] is None, plain
    assert chosen["status"] == "error" and "no search.STRATEGIES" in chosen["error"], chosen
    assert chosen["strategies"] is None, chosen  # every answer says what ran, a refusal too
    assert again["status"] == "unique", again
