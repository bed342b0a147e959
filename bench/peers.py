"""Whole-process timings of any solver command, for side-by-side comparison with peers.

``bench/run.py`` times ``solve`` inside a warm process; peer solvers can only be timed as a whole
process (start-up included), so this script times *commands*, ours and theirs alike, with the
same cap:

    .venv/bin/python bench/peers.py ../shared/puzzles/survey --cap 15
    .venv/bin/python bench/peers.py ../shared/puzzles/survey --cap 15 \\
        --peer pynogram='/tmp/pynogram-venv/bin/pynogram --board {file}'

The default command is ours: ``python -m nonogram_core solve --json {file}``.  Each ``--peer
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
from pathlib import Path

from run import puzzle_files  # bench/ is on sys.path when this runs as a script

OURS = f"{shlex.quote(sys.executable)} -m nonogram_core solve --json {{file}}"
ROOT = Path(__file__).resolve().parents[1]


def time_command(template: str, file: Path, cap: float) -> float | str:
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
                              preexec_fn=cap_cpu)
    except subprocess.TimeoutExpired:
        return ">cap"
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode == 0:
        return cpu
    stopped = {signal.SIGXCPU, signal.SIGKILL}
    return ">cap" if -done.returncode in stopped or done.returncode - 128 in stopped else "fail"


def cell(value: float | str) -> str:
    return f"{value:>9.2f}" if isinstance(value, float) else f"{value:>9}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+", type=Path, help="puzzle files or directories")
    parser.add_argument("--cap", type=float, default=15.0, help="CPU seconds before a run is stopped (default 15)")
    parser.add_argument("--peer", action="append", default=[], metavar="NAME=TEMPLATE",
                        help="a peer's command line, {file} = the puzzle path")
    args = parser.parse_args(argv)
    commands = {"ours": OURS}
    for peer in args.peer:
        name, _, template = peer.partition("=")
        commands[name] = template
    files = puzzle_files(args.paths)
    width = max(len(f.stem) for f in files)
    print(f"{'puzzle':<{width}}" + "".join(f"{name[:9]:>9}" for name in commands) + "   CPU seconds, whole process")
    ratios: dict[str, list[float]] = {name: [] for name in commands if name != "ours"}
    for file in files:
        times = {name: time_command(template, file, args.cap) for name, template in commands.items()}
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
