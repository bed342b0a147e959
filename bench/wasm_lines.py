"""The line solver alone, in the browser (Pyodide) and on this CPython, on line states recorded from real solves.

    .venv/bin/python bench/wasm_lines.py [--node] [--rounds 15] [--every 4] [--solvers solve_line,_solve_line_packed]
                                         [--json FILE]

The solver spends most of its time in ``solve_line`` (``nonogram_core/lines/complete.py``), so a
change there is first judged on that function alone: every line the propagator hands to it
while CPython solves ``web_bench``'s puzzle set is recorded as ``(clue, size, filled, empty)``
(every ``--every``-th kept), then each chosen solver of that module runs through all of them,
in the built wheel in a Chromium worker (or Pyodide under node, ``--node``) and here, the two
sides and the solvers taking turns for ``--rounds`` rounds after one untimed round.  Reported:
microseconds per line on each side (median over rounds), the WebAssembly/CPython ratio, and
each solver's time against the first one's (median of the per-round quotients, which cancels
much of a shared machine's changing load).  CPython is timed in CPU time, the browser in wall
time (a page has no CPU clock).  The solvers must give the same answers on both sides (a digest
of all answers is compared).  Whole solves are judged by ``bench/wasm_ab.py``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from wasm_ratio import solve_requests, start_pyodide  # noqa: E402
from web_bench import import_the_wheel, interleaved, private_site, save_json  # noqa: E402

TIMING = '''
import hashlib as _hashlib, json as _json, time as _time
from nonogram_core.lines import complete as _complete

def _time_solver(name, lines, clock):
    """Microseconds per line of one pass of solver ``name`` over ``lines``, and a digest of its answers."""
    solver = getattr(_complete, name)
    tick = getattr(_time, clock)
    start = tick()
    answers = [solver(clue, size, filled, empty) for clue, size, filled, empty in lines]
    spent = tick() - start
    return spent * 1e6 / len(lines), _hashlib.sha256(repr(answers).encode()).hexdigest()
'''


def record_lines(every: int) -> list[tuple[tuple[int, ...], int, int, int]]:
    """Every ``every``-th line state ``solve_line`` gets while CPython solves web_bench's set.

    The calls are seen through a profile function (``sys.setprofile``) that keeps the arguments of
    each call of ``solve_line``'s code object: no name in the solver is replaced, so the recording
    does not depend on how the propagator imports or calls the line solver, only on the function
    this script times.  Every other call passes through it too, so the recording pass takes two to
    three times as long as a plain solve (about 6 s of CPU here); the timed passes run without it.
    """
    from nonogram_core.lines import complete
    from nonogram_core.webapi import handle

    code = complete.solve_line.__code__
    parameters = code.co_varnames[:code.co_argcount]  # clue, size, filled, empty
    seen: list[tuple[tuple[int, ...], int, int, int]] = []

    def record(frame, event: str, _) -> None:
        if frame.f_code is code and event == "call":
            clue, size, filled, empty = (frame.f_locals[name] for name in parameters)
            seen.append((tuple(clue), size, filled, empty))

    outer = sys.getprofile()
    sys.setprofile(record)
    try:
        for _, request in solve_requests():
            handle(json.dumps(request))
    finally:
        sys.setprofile(outer)
    return seen[::every]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--node", action="store_true", help="Pyodide under node, not in Chromium")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--every", type=int, default=4, help="keep every N-th recorded line")
    parser.add_argument("--solvers", default="solve_line,_solve_line_packed")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    names = args.solvers.split(",")
    web, manifest = private_site()
    import_the_wheel(web, manifest)  # both sides run the very same code
    lines = record_lines(args.every)
    pyodide = start_pyodide(web, not args.node)
    as_json = json.dumps(lines)
    pyodide.ask({"exec": TIMING + f"_lines = [(tuple(c), s, f, e) for c, s, f, e in _json.loads({as_json!r})]"})
    native: dict = {}
    exec(TIMING, native)

    def side(name: str, where: str):
        """One pass of solver ``name`` on one side, for ``interleaved``: microseconds per line, answers' digest."""
        def timed(_) -> dict:
            if where == "wasm":
                ask = {"exec": f"_result = _json.dumps(_time_solver({name!r}, _lines, 'perf_counter'))"}
                us, digest = json.loads(pyodide.ask(ask)["value"])
            else:
                us, digest = native["_time_solver"](name, lines, "process_time")
            return {f"{name} {where}": us, "digest": digest}
        return timed

    # interleaved's untimed first round lets V8's optimising tier compile and fills caches
    sides = [side(name, where) for name in names for where in ("wasm", "cpython")]
    [(_, values)] = interleaved([("lines", None)], sides, args.rounds)
    digests = set(values.pop("digest"))
    times = {name: {side: values[f"{name} {side}"] for side in ("wasm", "cpython")} for name in names}
    pyodide.close()
    shutil.rmtree(web.parent, ignore_errors=True)
    if len(digests) != 1:
        raise SystemExit(f"the solvers or the two sides disagree on some line ({len(digests)} different answers)")
    report = {"pyodide": pyodide.info, "cpython": sys.version.split()[0], "lines": len(lines),
              "sizes": sorted({size for _, size, _, _ in lines}), "rounds": args.rounds, "solvers": {}}
    first = times[names[0]]
    print(f"{len(lines)} recorded lines; {args.rounds} rounds")
    for name in names:
        mine = times[name]
        row = {side: statistics.median(mine[side]) for side in ("wasm", "cpython")}
        row["ratio"] = statistics.median(w / c for w, c in zip(mine["wasm"], mine["cpython"], strict=True))
        for side in ("wasm", "cpython"):
            row[f"{side}_vs_first"] = statistics.median(a / b for a, b in zip(mine[side], first[side], strict=True))
        report["solvers"][name] = {**row, "wasm_us": mine["wasm"], "cpython_us": mine["cpython"]}
        print(f"{name:<22} wasm {row['wasm']:7.2f} us  CPython {row['cpython']:6.2f} us  ratio {row['ratio']:.2f}"
              f"  vs {names[0]}: wasm {row['wasm_vs_first']:.3f} CPython {row['cpython_vs_first']:.3f}")
    report["load_average"] = os.getloadavg()
    where = "node" if args.node else "Chromium"
    print(f"Pyodide {pyodide.info['pyodide']} ({where}) vs CPython {report['cpython']}; load {report['load_average']}")
    save_json(args.json, report)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
