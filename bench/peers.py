"""Whole-process timings of any solver command, for side-by-side comparison with peers.

``bench/run.py`` times ``solve`` inside a warm process; peer solvers can only be timed as a whole
process (start-up included), so this script times *commands*, ours and theirs alike, with the
same cap:

    .venv/bin/python bench/peers.py ../shared/puzzles/survey --cap 15 --installed
    .venv/bin/python bench/peers.py ../shared/puzzles/survey --cap 15 --installed \\
        --peer pynogram='/tmp/pynogram-venv/bin/pynogram --board {file}'

Which "ours" is timed matters on easy puzzles, where start-up is nearly all of a run:

* by default, ``python -m nonogram_core solve --json {file}`` from the repository's ``.venv``.  That
  is an *editable* install: its import hook (loaded by a ``.pth`` file at every start) imports
  pathlib, re, urllib.parse..., ``-m`` adds runpy, and this machine's ``PYTHONDONTWRITEBYTECODE``
  makes every run compile the package from source.  No user pays any of these.
* ``--bytecode`` lifts only the last: ours gets a bytecode cache, filled by one untimed run first.
  Measured interleaved (CPU, Dancer to Signed): 20 ms a start less than the default, still 6 ms
  more than ``--installed`` (less than the hook costs ``python -c pass``: we import most of its
  modules anyway).
* ``--installed`` is the faithful measurement, ours as a user gets it: our wheel, built as
  ``build_wheel.py`` builds it, is installed offline (``pip install --no-index --no-deps``) in a
  throw-away venv, and that venv's ``nonogram`` console script is timed.  No editable hook, no
  runpy, and the bytecode pip compiled at install, so it excludes ``--bytecode``.  The venv has no
  pip or setuptools of its own (like those pipx, uv and Python 3.12's ``venv`` make; a 3.11 venv's
  setuptools ``.pth`` adds a millisecond or two a start).  Wheel and venv are deleted at the end.

``--runs N`` reports the median of N runs of each command.  Each ``--peer NAME=TEMPLATE`` adds a
column (``{file}`` is replaced by the puzzle path).  A run that exceeds the cap (CPU seconds) is
stopped and shown as ``>cap``; a non-zero exit is shown as ``fail``.  For every puzzle both
finished, the table shows how many times faster ours was.  Times are CPU seconds (user + system,
the shell's included) so that a busy shared machine does not distort them.  Peers are never
dependencies: install them in a throw-away virtual environment outside the repository.
"""

from __future__ import annotations

import argparse
import math
import resource
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from run import puzzle_files  # bench/ is on sys.path when this runs as a script (run puts the root there)
from startup import environment

from sitebuild.wheel import build_wheel

OURS = f"{shlex.quote(sys.executable)} -m nonogram_core solve --json {{file}}"
ROOT = Path(__file__).resolve().parents[1]


def time_command(template: str, file: Path, cap: float, env: dict[str, str] | None = None) -> float | str:
    """CPU seconds (user + system) the command took on ``file``, or ``">cap"`` / ``"fail"``.

    CPU time rather than wall time because the machine is shared: it does not grow when other
    processes compete for the cores.  The cap is on CPU time too (``RLIMIT_CPU``, so the kernel
    stops each process of the command at ``cap`` CPU seconds), with a generous wall-clock
    backstop.
    """
    command = template.replace("{file}", shlex.quote(str(file)))
    limit = max(1, math.ceil(cap))

    def cap_cpu() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 1))

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        done = subprocess.run(command, shell=True, cwd=ROOT, capture_output=True, timeout=cap * 10 + 10,
                              preexec_fn=cap_cpu, env=env)
    except subprocess.TimeoutExpired:
        return ">cap"
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode == 0:
        return cpu
    stopped = {signal.SIGXCPU, signal.SIGKILL}
    return ">cap" if -done.returncode in stopped or done.returncode - 128 in stopped else "fail"


def median_time(template: str, file: Path, cap: float, runs: int, env: dict[str, str] | None) -> float | str:
    """The median of ``runs`` timings; a run that did not finish makes the whole answer that run's."""
    times = []
    for _ in range(runs):
        time = time_command(template, file, cap, env)
        if not isinstance(time, float):
            return time
        times.append(time)
    return statistics.median(times)


def install_ours(scratch: Path) -> str:
    """Install our wheel in a new venv inside ``scratch``; returns the command template of its script.

    The wheel comes from ``sitebuild.wheel.build_wheel`` (the site's builder, the whole package with
    its script rather than the browser's trimmed wheel).  The venv is made without pip and filled by this
    interpreter's pip (``--python``, pip 22.3 or later): about 0.7 s, where bootstrapping pip
    into the venv first takes 3.5 s.
    """
    wheel = build_wheel(scratch, browser=False)
    venv = scratch / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    subprocess.run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install",
                    "--quiet", "--no-index", "--no-deps", str(wheel)], check=True)
    return f"{shlex.quote(str(venv / 'bin' / 'nonogram'))} solve --json {{file}}"


def cell(value: float | str) -> str:
    return f"{value:>9.3f}" if isinstance(value, float) else f"{value:>9}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+", type=Path, help="puzzle files or directories")
    parser.add_argument("--cap", type=float, default=15.0, help="CPU seconds before a run is stopped (default 15)")
    parser.add_argument("--peer", action="append", default=[], metavar="NAME=TEMPLATE",
                        help="a peer's command line, {file} = the puzzle path")
    parser.add_argument("--runs", type=int, default=1, help="median of this many runs of each command (default 1)")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--bytecode", action="store_true",
                       help="give ours (run from the repository) a bytecode cache, filled by an untimed run first")
    which.add_argument("--installed", action="store_true",
                       help="time ours as a user gets it: our wheel installed in a throw-away venv, its nonogram "
                            "script (the faithful measurement; not with --bytecode: pip compiled the bytecode)")
    args = parser.parse_args(argv)
    if args.installed:
        with tempfile.TemporaryDirectory(prefix="peers-installed-") as scratch:
            return compare(args, install_ours(Path(scratch)), None)
    if args.bytecode:
        with tempfile.TemporaryDirectory(prefix="peers-pycache-") as scratch:
            return compare(args, OURS, environment(Path(scratch)))
    return compare(args, OURS, None)


def compare(args: argparse.Namespace, ours: str, our_env: dict[str, str] | None) -> int:
    """Print the table: ``ours`` (a command template) run with ``our_env``, beside every peer."""
    commands = {"ours": ours}
    for peer in args.peer:
        name, _, template = peer.partition("=")
        commands[name] = template
    files = puzzle_files(args.paths)
    if our_env is not None:
        time_command(ours, files[0], args.cap, our_env)  # untimed: fills the bytecode cache
    width = max(len(f.stem) for f in files)
    print(f"{'puzzle':<{width}}" + "".join(f"{name[:9]:>9}" for name in commands) + "   CPU seconds, whole process")
    ratios: dict[str, list[float]] = {name: [] for name in commands if name != "ours"}
    for file in files:
        times = {name: median_time(template, file, args.cap, args.runs, our_env if name == "ours" else None)
                 for name, template in commands.items()}
        line = f"{file.stem:<{width}}" + "".join(cell(t) for t in times.values())
        for name in ratios:
            ours, theirs = times["ours"], times[name]
            if isinstance(ours, float) and isinstance(theirs, float):
                ratios[name].append(theirs / ours)
                line += f"  {name} / ours = {theirs / ours:.1f}x"
        print(line, flush=True)
    for name, values in ratios.items():
        if values:
            print(f"{name}: median {statistics.median(values):.1f}x ours on {len(values)} puzzles both finished")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
