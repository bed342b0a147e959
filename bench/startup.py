"""Whole-process CPU time of the command line on a small puzzle, where start-up is nearly everything.

``bench/peers.py`` times whole processes against other solvers, so on easy puzzles it mostly
measures how long Python takes to start and import us.  This script isolates that cost and
compares two trees, interleaved (A, B, bare Python in turn, so a change in the machine's load
hits all three alike):

    .venv/bin/python bench/startup.py --against HEAD~3
    .venv/bin/python bench/startup.py --against-tree /tmp/other-tree --runs 50 --bytecode

``--against`` is always a git revision (checked out in a temporary worktree) and ``--against-tree``
always a directory: one option taking either would pick a directory that happens to share a
revision's name (``--against main`` run from the folder holding the ``main`` checkout).

Each run is ``python -m nonogram_core solve --json FILE`` started in the tree (so ``-m`` imports
that tree's package); its CPU time (user + system) comes from ``getrusage(RUSAGE_CHILDREN)``,
which a busy shared machine does not inflate the way it does wall-clock time.  ``bare`` is
``python -c pass`` on the same interpreter, the floor no change to the package can go below.

By default bytecode caches are whatever the environment allows (this machine sets
``PYTHONDONTWRITEBYTECODE``, so the package is compiled from source at every start, as in
``peers.py``); ``--bytecode`` gives each tree its own cache (``PYTHONPYCACHEPREFIX``), filled
by an untimed first run, as an installed package would have.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shlex
import statistics
import subprocess
import sys
import tempfile
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import ROOT, is_revision, temporary_worktree  # noqa: E402
from web_bench import interleaved  # noqa: E402

DEFAULT_FILE = ROOT.parent / "shared" / "puzzles" / "survey" / "webpbn-00001-dancer.non"
DEFAULT_ARGS = "solve --json {file}"


def cpu_seconds(command: list[str], cwd: Path, env: dict[str, str]) -> float:
    """CPU seconds (user + system) one run of ``command`` took; a failing run stops the benchmark."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, timeout=120)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{shlex.join(command)} in {cwd} failed:\n{done.stderr.decode(errors='replace')}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def environment(cache: Path | None) -> dict[str, str]:
    """The environment of a run: the caller's, with a private bytecode cache when ``cache`` is given."""
    env = dict(os.environ)
    if cache is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(cache)
    return env


def measure(sides: dict[str, tuple[list[str], Path, dict[str, str]]], runs: int) -> dict[str, list[float]]:
    """``runs`` rounds, each running every side once, after one untimed round (it fills any cache)."""
    def timed(name: str, command: list[str], cwd: Path, env: dict[str, str]):
        return lambda _: {name: cpu_seconds(command, cwd, env)}

    [(_, times)] = interleaved([("start-up", None)], [timed(name, *side) for name, side in sides.items()], runs)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    other = parser.add_mutually_exclusive_group()
    other.add_argument("--against", metavar="REV",
                       help="also time this git revision (checked out in a temporary worktree)")
    other.add_argument("--against-tree", metavar="DIR", type=Path, help="also time the source tree in this directory")
    parser.add_argument("--file", type=Path, default=DEFAULT_FILE, help="puzzle file (default: Dancer)")
    parser.add_argument("--args", default=DEFAULT_ARGS,
                        help=f"CLI arguments, {{file}} = the puzzle (default {DEFAULT_ARGS!r})")
    parser.add_argument("--runs", type=int, default=30, help="timed rounds (default 30)")
    parser.add_argument("--bytecode", action="store_true", help="give each tree a bytecode cache, filled first")
    parser.add_argument("--output", type=Path, help="also write the raw times here as JSON")
    args = parser.parse_args(argv)
    if args.against_tree is not None and not args.against_tree.is_dir():
        parser.error(f"--against-tree {args.against_tree}: not a directory")
    if args.against and not is_revision(args.against):
        hint = f" (for the directory, --against-tree {args.against})" if Path(args.against).is_dir() else ""
        parser.error(f"--against {args.against}: not a git revision{hint}")
    cli = shlex.split(args.args.replace("{file}", shlex.quote(str(args.file.resolve()))))
    with tempfile.TemporaryDirectory(prefix="nonogram-startup-") as scratch, ExitStack() as worktree:
        trees: dict[str, Path] = {}  # in the order each round runs them, and the report lists them
        if args.against_tree is not None:
            trees["against"] = args.against_tree.resolve()
        elif args.against:
            trees["against"] = worktree.enter_context(temporary_worktree(args.against, Path(scratch) / "against"))
        trees["this"] = ROOT
        sides = {
            name: ([sys.executable, "-m", "nonogram_core", *cli], tree,
                   environment(Path(scratch) / f"pycache-{name}" if args.bytecode else None))
            for name, tree in trees.items()
        }
        sides["bare"] = ([sys.executable, "-c", "pass"], ROOT, environment(None))
        times = measure(sides, args.runs)
    print(f"{shlex.join(cli)}: CPU ms over {args.runs} interleaved runs"
          f" ({'with' if args.bytecode else 'without'} bytecode caches)")
    for name, values in times.items():
        ms = sorted(1000 * v for v in values)
        print(f"  {name:8} median {statistics.median(ms):6.1f}  min {ms[0]:6.1f}  max {ms[-1]:6.1f}"
              f"  {trees.get(name, 'python -c pass')}")
    if "against" in times:
        ratio = statistics.median(times["this"]) / statistics.median(times["against"])
        print(f"  this / against: {ratio:.2f} of the median")
    if args.output:
        against = str(args.against_tree) if args.against_tree is not None else args.against
        record = {"args": cli, "bytecode": args.bytecode, "against": against, "runs": args.runs,
                  "times_s": times}
        args.output.write_text(json.dumps(record, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
