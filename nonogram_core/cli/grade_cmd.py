"""``nonogram grade FILE... [--json]``: how hard each puzzle is for a person, and where logic stalls."""

from __future__ import annotations

import argparse
import sys
from functools import partial

from ..batch import Task
from ..batch.inputs import PuzzleJob, puzzle_tasks
from ..hints import Grade, grade
from ..model import Puzzle
from .batch_args import Job, add_batch_arguments, run_job, usage_problem
from .draw import draw, one_line
from .options import seconds

GRADES = ("trivial", "easy", "medium", "hard", "timeout")
"""The grades, easiest first: the tally a batch of grades shows."""


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser("grade", help="grade puzzles by the techniques a person needs")
    parser.add_argument("files", nargs="+", metavar="INPUT",
                        help="puzzle files, collections (each puzzle a task, FILE#N) or directories "
                             "(searched recursively); '-' reads standard input")
    parser.add_argument("--json", action="store_true", help="print one JSON object per puzzle per line")
    parser.add_argument("--timeout", type=seconds, default=60.0, metavar="SECONDS",
                        help="stop probing a puzzle after this many seconds of wall-clock time, counted from "
                             "its start in its worker (grade 'timeout'; default 60)")
    add_batch_arguments(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    problem = usage_problem(args)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    found = puzzle_tasks(args.files, lambda line: print(line, file=sys.stderr), ignore=args.output)
    job = Job(
        work=partial(grade_job, timeout=args.timeout),
        record=lambda task, result: as_json(task_name(task), result),
        text=lambda task, result: render(task.payload.puzzle, task_name(task), result),
        ident=lambda task: {"file": task_name(task)},
        labels=GRADES,
        label="grade",
    )
    return run_job(args, found.tasks, job, input_errors=found.unreadable, skipped=found.skipped)


def grade_job(job: PuzzleJob, timeout: float) -> Grade:
    """Grade one puzzle task (in whichever process or cluster node runs it)."""
    return grade(job.puzzle, timeout=timeout)


def task_name(task: Task) -> str:
    """``FILE``, or ``FILE#N`` for the N-th puzzle of a collection, the file as the user wrote it."""
    job = task.payload
    return job.file if job.count == 1 else f"{job.file}#{job.index + 1}"


def as_json(name: str, result: Grade) -> dict[str, object]:
    data = result.as_dict()
    return {"file": name, **{key: data[key] for key in ("grade", "line_solvable", "max_depth", "steps")}}


def render(puzzle: Puzzle, name: str, result: Grade) -> str:
    used = ", ".join(f"{technique} {count}" for technique, count in result.steps.items() if count)
    solvable = "line-solvable" if result.line_solvable else "not line-solvable"
    parts = [f"{one_line(name)}: {result.grade} ({solvable}, max depth {result.max_depth}); steps: {used or 'none'}"]
    if result.stall_grid is not None:
        parts += ["logic stalls here (? = unknown):", draw(puzzle, list(result.stall_grid))]
    return "\n".join(parts)
