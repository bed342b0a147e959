"""``nonogram solve FILE...``: verdicts, solutions and timings, for people or as JSON lines."""

from __future__ import annotations

import argparse
import sys
from functools import partial

from ..batch import seconds_left
from ..batch.inputs import PuzzleJob, puzzle_tasks
from ..batch.inputs import describe as describe  # hint, grade and convert report read errors with it
from ..formats._common import stem_and_suffix
from ..model import Puzzle, colour_grid_to_text
from ..result import Result
from ..solver import ENGINES, solve
from .batch_args import Job, add_batch_arguments, run_job, usage_problem
from .draw import Painter, draw, is_colour, legend, one_line, wants_colour
from .options import seconds, whole_number


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("solve", help="solve puzzles and say whether each is unique")
    parser.add_argument("files", nargs="+", metavar="INPUT",
                        help="puzzle files, collections (each puzzle a task, FILE#N) or directories "
                             "(searched recursively); '-' reads standard input")
    parser.add_argument("--max-solutions", type=whole_number(1), default=2, metavar="N",
                        help="solutions to look for and print (at least 2 are looked for; default 2)")
    parser.add_argument("--timeout", type=seconds, default=None, metavar="SECONDS",
                        help="give up on a puzzle after this many seconds of wall-clock time, counted from "
                             "when a worker is handed it (status 'timeout')")
    parser.add_argument("--engine", choices=ENGINES, default="auto",
                        help="auto (default): the native search, then the SAT engine for what it does not "
                             "finish quickly, when python-sat is installed; native: the native search alone; "
                             "sat: the SAT engine (pip install 'nonogram_core[sat]')")
    parser.add_argument("--json", action="store_true", help="print one JSON object per puzzle per line")
    parser.add_argument("--trace", action="store_true", help="print what the solver does on standard error")
    add_batch_arguments(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    problem = usage_problem(args) or engine_problem(args.engine)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    found = puzzle_tasks(args.files, lambda line: print(line, file=sys.stderr), ignore=args.output)
    painter = Painter(ansi=not args.json and wants_colour())
    job = Job(
        work=partial(solve_job, max_solutions=args.max_solutions, timeout=args.timeout, trace=args.trace,
                     engine=args.engine),
        record=lambda task, result: as_json(task.payload.file, job_name(task.payload), result),
        text=lambda task, result: render(task.payload.puzzle, job_name(task.payload), result, args.max_solutions,
                                         painter),
        ident=lambda task: {"file": task.payload.file, "name": job_name(task.payload)},
        show=lambda text: show(text, painter),
    )
    return run_job(args, found.tasks, job, input_errors=found.unreadable, skipped=found.skipped)


def engine_problem(engine: str) -> str | None:
    """Why ``--engine`` cannot be used here, if it cannot: ``sat`` without python-sat (checked
    without importing the engine; ``auto`` then quietly means native)."""
    if engine != "sat":
        return None
    from importlib.util import find_spec

    if find_spec("pysat") is None:
        return "--engine sat needs python-sat: pip install 'nonogram_core[sat]' (or use --engine native)"
    return None


def solve_job(job: PuzzleJob, max_solutions: int, timeout: float | None, trace: bool,
              engine: str = "native") -> Result:
    """Solve one puzzle task (in whichever process or cluster node runs it) with ``engine``."""
    name = job_name(job)
    tracer = (lambda line: print(f"[{one_line(name)}] {line}", file=sys.stderr)) if trace else None
    return solve(job.puzzle, max_solutions=max_solutions, timeout=seconds_left(timeout), trace=tracer, engine=engine)


def job_name(job: PuzzleJob) -> str:
    return puzzle_name(job.file, job.puzzle, job.index, job.count)


def puzzle_name(file: str, puzzle: Puzzle, index: int, count: int) -> str:
    stem = "stdin" if file == "-" else stem_and_suffix(file)[0]
    if count == 1:
        return puzzle.title or stem
    return f"{stem}#{puzzle.title or index + 1}"


def as_json(file: str, name: str, result: Result) -> dict[str, object]:
    return {
        "file": file,
        "name": name,
        "status": result.status.value,
        "engine": result.engine,
        "solutions": [list(s) for s in result.solutions],
        "elapsed_ms": round(result.elapsed_ms, 3),
        "stats": result.stats.as_dict(),
    }


def render(puzzle: Puzzle, name: str, result: Result, max_solutions: int, painter: Painter | None = None) -> str:
    """The verdict line, then each solution drawn with its clues in the margins (in colour when
    ``painter`` paints; every text from the file escaped by it)."""
    painter = painter or Painter()
    head = f"{name}: {puzzle.width}x{puzzle.height} {result.status.value} in {result.elapsed_ms:.1f} ms"
    parts = [painter.text(head)]
    if is_colour(puzzle):
        parts.append(legend(puzzle, painter))
    for number, solution in enumerate(result.solutions[:max(1, max_solutions)], 1):
        if len(result.solutions) > 1:
            parts.append(f"solution {number}:")
        parts.append(draw(puzzle, solution, painter))
    if result.status.value == "timeout" and result.grid:
        parts.append("partial grid (x = empty, ? = unknown):")
        parts.append(draw(puzzle, colour_grid_to_text(result.grid, puzzle), painter))
    return "\n".join(parts)


def show(text: str, painter: Painter) -> None:
    """Print ``text``; painted text (escaped already, see ``draw``) bypasses ``TerminalSafe``'s escaping
    of the ANSI codes."""
    write = getattr(sys.stdout, "write_raw", None) if painter.ansi else None
    if write is None:
        print(text, flush=True)
    else:
        write(text + "\n")
        sys.stdout.flush()
