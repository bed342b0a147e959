"""One solver version in its own process, answering solve requests on standard input.

``bench/run.py`` starts one worker per version under test (the working tree, and a ``git
worktree`` of the reference when comparing), so two copies of ``nonogram_core`` never share a
process and a solve that ignores its deadline can be killed without losing the run.

    python bench/worker.py SOURCE_DIR

Each request is one JSON line ``{"rows": [[...], ...], "cols": [...], "timeout": s,
"clock": "cpu" | "wall", "max_solutions": n}`` plus, for a colour or blotted puzzle, ``"colours"``
(``[name, rgb, char]`` each), ``"row_colours"`` and ``"col_colours"``, and optionally ``"strategies": ["111", ...]``
(which searches share the work, replacing ``search.STRATEGIES`` for that solve; a request
without it gets the solver's own default, whatever an earlier request asked; see ``run.py
--strategies``); each answer is one JSON line
``{"status", "ms", "cpu_ms", "solutions", "stats", "line_solved", "strategies"}``:
``status`` is ``"error"`` with ``"error"`` text when the solve raised; ``line_solved`` says
single-line logic alone completed the grid; ``strategies`` is ``search.STRATEGIES`` as the solve
left it, in the request's codes, so a record shows what really ran (``null`` for a version from
before the searches could be chosen, which answers a request naming some with an error).  ``ms``
(wall clock) and ``cpu_ms`` (this process's CPU time, which other processes on a busy machine do
not inflate) are measured around ``solve`` only, so process start-up and the pipe are not counted.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from types import ModuleType


def main(source: str) -> None:
    sys.path.insert(0, source)
    from nonogram_core import Puzzle, search, solve

    default = getattr(search, "STRATEGIES", None)  # None: a version from before searches could be chosen
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        request = json.loads(line)
        try:
            use_strategies(search, request.get("strategies"), default)
        except ValueError as error:  # searches chosen from a version that has none to choose
            answer = {"status": "error", "error": str(error), "ms": 0.0, "cpu_ms": 0.0}
        else:
            answer = timed_solve(solve, Puzzle, request)
        answer["strategies"] = codes_in_use(search)
        print(json.dumps(answer), flush=True)


def timed_solve(solve: Callable, puzzle_class: type, request: dict) -> dict:
    """One request's answer but its ``strategies``, the times covering ``solve`` alone (``solve``
    and ``puzzle_class`` are the version's own, imported from its source tree by ``main``)."""
    puzzle = puzzle_class(rows=tuple(map(tuple, request["rows"])), cols=tuple(map(tuple, request["cols"])),
                          **colour_fields(request))
    began, began_cpu = time.perf_counter(), time.process_time()
    try:
        result = solve(puzzle, max_solutions=request["max_solutions"], **deadline(request, began_cpu))
    except Exception as error:  # a broken version must not stop the benchmark
        return {"status": "error", "error": f"{type(error).__name__}: {error}",
                "ms": (time.perf_counter() - began) * 1000,
                "cpu_ms": (time.process_time() - began_cpu) * 1000}
    return {
        "status": result.status.value,
        "ms": (time.perf_counter() - began) * 1000,
        "cpu_ms": (time.process_time() - began_cpu) * 1000,
        "solutions": [list(s) for s in result.solutions],
        "stats": result.stats.as_dict(),
        "line_solved": result.line_grid is not None and not result.line_unknown_cells(),
    }


def colour_fields(request: dict) -> dict:
    """``Puzzle`` keywords for a colour or blotted puzzle's palette and block colours (none for black-and-white)."""
    if "colours" not in request:
        return {}
    from nonogram_core.model import Colour

    return {
        "colours": tuple(Colour(*colour) for colour in request["colours"]),
        "row_colours": tuple(map(tuple, request["row_colours"])),
        "col_colours": tuple(map(tuple, request["col_colours"])),
    }


def use_strategies(search: ModuleType, codes: list[str] | None, default: tuple | None) -> None:
    """Set ``search.STRATEGIES`` for one request: each code's ``(thorough, fewer_first, weighted)``
    flags, or ``default`` when the request names none.  It is set for every request, so what one
    request chose never carries over to the next.  A version without ``STRATEGIES`` runs requests
    that name none, and refuses the others rather than silently running its own searches."""
    if default is None:
        if codes is not None:
            raise ValueError("this version has no search.STRATEGIES: its searches cannot be chosen")
        return
    search.STRATEGIES = default if codes is None else tuple(tuple(digit == "1" for digit in code) for code in codes)


def codes_in_use(search: ModuleType) -> list[str] | None:
    """``search.STRATEGIES`` as it is now, in the request's codes (``None`` for a version without it)."""
    chosen = getattr(search, "STRATEGIES", None)
    return None if chosen is None else ["".join("1" if flag else "0" for flag in strategy) for strategy in chosen]


def deadline(request: dict, began_cpu: float) -> dict:
    """``solve`` keywords for the time limit: wall clock (``timeout=``) or this process's CPU time.

    A CPU-time limit (through ``cancel=``) gives each puzzle the same amount of work however
    busy a shared machine is; a wall-clock one is what a user waits.
    """
    limit = request["timeout"]
    if request.get("clock", "wall") == "cpu":
        return {"cancel": lambda: time.process_time() - began_cpu > limit}
    return {"timeout": limit}


if __name__ == "__main__":
    main(sys.argv[1])
