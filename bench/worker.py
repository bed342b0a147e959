"""One solver version in its own process, answering solve requests on standard input.

``bench/run.py`` starts one worker per version under test (the working tree, and a ``git
worktree`` of the reference when comparing), so two copies of ``nonogram_core`` never share a
process and a solve that ignores its deadline can be killed without losing the run.

    python bench/worker.py SOURCE_DIR

Each request is one JSON line ``{"rows": [[...], ...], "cols": [...], "timeout": s,
"clock": "cpu" | "wall", "max_solutions": n}`` plus, optionally, ``"strategies": ["111", ...]``
(which searches share the work, replacing ``search.STRATEGIES`` for that solve; see ``run.py
--strategies``); each answer is one JSON line
``{"status", "ms", "cpu_ms", "solutions", "stats"}``
(``status`` is ``"error"`` with ``"error"`` text when the solve raised) and ``line_solved``
(single-line logic alone completed the grid).  ``ms`` (wall clock) and
``cpu_ms`` (this process's CPU time, which other processes on a busy machine do not inflate) are
measured around ``solve`` only, so process start-up and the pipe are not counted.
"""

from __future__ import annotations

import json
import sys
import time


def main(source: str) -> None:
    sys.path.insert(0, source)
    from nonogram_core import Puzzle, search, solve

    default = search.STRATEGIES
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        request = json.loads(line)
        codes = request.get("strategies")
        search.STRATEGIES = default if codes is None else tuple(tuple(ch == "1" for ch in code) for code in codes)
        puzzle = Puzzle(rows=tuple(map(tuple, request["rows"])), cols=tuple(map(tuple, request["cols"])))
        began, began_cpu = time.perf_counter(), time.process_time()
        try:
            result = solve(puzzle, max_solutions=request["max_solutions"], **deadline(request, began_cpu))
        except Exception as error:  # a broken version must not stop the benchmark
            answer = {"status": "error", "error": f"{type(error).__name__}: {error}",
                      "ms": (time.perf_counter() - began) * 1000,
                      "cpu_ms": (time.process_time() - began_cpu) * 1000}
        else:
            answer = {
                "status": result.status.value,
                "ms": (time.perf_counter() - began) * 1000,
                "cpu_ms": (time.process_time() - began_cpu) * 1000,
                "solutions": [list(s) for s in result.solutions],
                "stats": result.stats.as_dict(),
                "line_solved": result.line_grid is not None and not result.line_unknown_cells(),
            }
        print(json.dumps(answer), flush=True)


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
