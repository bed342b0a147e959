"""Whole-process timings of any solver command, for side-by-side comparison with peers.

``bench/run.py`` times ``solve`` inside a warm process; peer solvers can only be timed as a whole
process (start-up included), so this script times *commands*, ours and theirs alike, with the
same cap:

    .venv/bin/python bench/peers.py ../shared/puzzles/survey --cap 15
    .venv/bin/python bench/peers.py ../shared/puzzles/survey --cap 15 \\
        --peer pynogram='/tmp/pynogram-venv/bin/pynogram --board {file}'

The default command is ours: ``python -m nonogram_core solve --json {file}``.  ``--bytecode``
gives ours a bytecode cache, filled by one untimed run first, as an installed package has (pip
compiles it at install time); without it this machine's ``PYTHONDONTWRITEBYTECODE`` makes every
run compile the package from source, which costs ours about 15 ms a start that no installed user
pays.  ``--runs N`` reports the median of N runs of each command.  Each ``--peer
NAME=TEMPLATE`` adds a column (``{file}`` is replaced by the puzzle path).  A run that exceeds
the cap (CPU seconds) is stopped and shown as ``>cap``; a non-zero exit is shown as ``fail``.
For every puzzle both finished, the table shows how many times faster ours was.  Times are CPU
seconds (user + system, the shell's included) so that a busy shared machine does not distort
them.  Peers are never dependencies: install them in a throw-away virtual environment outside
the repository.
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

from run import puzzle_files  # bench/ is on sys.path when this runs as a script
from startup import environment

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


def cell(value: float | str) -> str:
    return f"{value:>9.2f}" if isinstance(value, float) else f"{value:>9}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+", type=Path, help="puzzle files or directories")
    parser.add_argument("--cap", type=float, default=15.0, help="CPU seconds before a run is stopped (default 15)")
    parser.add_argument("--peer", action="append", default=[], metavar="NAME=TEMPLATE",
                        help="a peer's command line, {file} = the puzzle path")
    parser.add_argument("--runs", type=int, default=1, help="median of this many runs of each command (default 1)")
    parser.add_argument("--bytecode", action="store_true",
                        help="give ours a bytecode cache, filled by an untimed run first, as an installed package has")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="peers-pycache-") as scratch:
        return compare(args, environment(Path(scratch)) if args.bytecode else None)


def compare(args: argparse.Namespace, our_env: dict[str, str] | None) -> int:
    commands = {"ours": OURS}
    for peer in args.peer:
        name, _, template = peer.partition("=")
        commands[name] = template
    files = puzzle_files(args.paths)
    if our_env is not None:
        time_command(OURS, files[0], args.cap, our_env)  # untimed: fills the bytecode cache
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
