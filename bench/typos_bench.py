"""Recall and time of ``find_typos``: unique puzzles with one typo put in, is the original found?

    .venv/bin/python bench/typos_bench.py                      # 20x20 generated puzzles, seeds 0..39
    .venv/bin/python bench/typos_bench.py --count 100 --size 25x25 --colours 3
    .venv/bin/python bench/typos_bench.py --corpus             # the shared corpus's unique puzzles <= 30x30
    .venv/bin/python bench/typos_bench.py --count 10 --wasm    # the same cases in Pyodide (node) and CPython

Each puzzle gets one typo, drawn with a seeded random generator: a number one more, one less, or left
out (the issue's goal: the original among the suggestions in >= 90 % of cases, within 10 s in the
browser, ~5 s on CPython), and with ``--all-kinds`` also an extra number or two neighbours swapped.
Prints, per kind, how often the original clue was among the suggestions (``limit`` 10), the median
and worst CPU time, and how often the search ran out of time; the load average beside the figures.

``--wasm`` sends each case as the page would (``webapi`` kind ``typos``) to the built wheel in Pyodide
under node (``bench/pyodide_runner.mjs``) and to the same wheel in this CPython, interleaved, and
prints the wall times of both and their ratio (node's is a little above the browser's: see
``bench/wasm_ratio.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from nonogram_core import Puzzle, solve  # noqa: E402
from nonogram_core.formats import read_file  # noqa: E402
from nonogram_core.generate import generate  # noqa: E402
from nonogram_core.typos import find_typos  # noqa: E402

KINDS = ("plus", "minus", "missing")
MORE_KINDS = ("extra", "swap")


def typo(puzzle: Puzzle, kind: str, rng: random.Random) -> tuple[Puzzle, str, int] | None:
    """``puzzle`` with one typo of ``kind`` in a random line, the line's axis and index; None if the
    drawn line cannot take it (the caller draws again)."""
    axis = rng.choice(("row", "column"))
    clues = puzzle.rows if axis == "row" else puzzle.cols
    shades = puzzle.row_colours if axis == "row" else puzzle.col_colours
    index = rng.randrange(len(clues))
    clue, colours = list(clues[index]), list(shades[index]) if shades else []
    if not clue:
        return None
    at = rng.randrange(len(clue))
    if kind == "plus":
        clue[at] += 1
    elif kind == "minus":
        if clue[at] == 1:
            return None
        clue[at] -= 1
    elif kind == "missing":
        del clue[at]
        if colours:
            del colours[at]
    elif kind == "extra":
        clue.insert(at, rng.randint(1, 3))
        if colours:
            colours.insert(at, colours[at])
    elif kind == "swap":
        if len(clue) < 2 or at == len(clue) - 1 or clue[at] == clue[at + 1]:
            return None
        clue[at], clue[at + 1] = clue[at + 1], clue[at]
        if colours:
            colours[at], colours[at + 1] = colours[at + 1], colours[at]
    new = tuple(clue)
    if axis == "row":
        rows = (*puzzle.rows[:index], new, *puzzle.rows[index + 1 :])
        rc = (*puzzle.row_colours[:index], tuple(colours), *puzzle.row_colours[index + 1 :]) if shades else ()
        return replace(puzzle, rows=rows, row_colours=rc, goal=None), axis, index
    cols = (*puzzle.cols[:index], new, *puzzle.cols[index + 1 :])
    cc = (*puzzle.col_colours[:index], tuple(colours), *puzzle.col_colours[index + 1 :]) if shades else ()
    return replace(puzzle, cols=cols, col_colours=cc, goal=None), axis, index


def puzzles(args: argparse.Namespace) -> list[tuple[str, Puzzle]]:
    if args.corpus:
        corpus = ROOT.parent / "shared" / "puzzles"
        verdicts = json.loads((corpus / "verdicts.json").read_text())
        found = []
        for key, verdict in sorted(verdicts.items()):
            if verdict != "unique" or "blotted" in key or "tournament" in key:
                continue
            [puzzle] = read_file(corpus / key)[:1]
            if puzzle.width <= 30 and puzzle.height <= 30:
                found.append((key, puzzle))
        return found
    from nonogram_core.generate import GenerationError

    width, height = map(int, args.size.split("x"))
    made = []
    for seed in range(args.count):
        try:
            made.append((f"gen-{width}x{height}-{args.colours}-{seed}",
                         generate(width, height, args.difficulty, colours=args.colours, seed=seed)))
        except GenerationError:  # a colour request the generator could not meet for this seed
            continue
    return made


def wasm(cases: list[tuple[str, Puzzle, str, int, tuple[int, ...]]], timeout: float) -> None:
    """Each case in Pyodide (node) and in CPython, through ``webapi``, interleaved; wall times."""
    from wasm_ratio import Pyodide
    from web_bench import private_site

    web, _ = private_site()  # a copy: others rebuild web/ meanwhile (its wheel's bytecode is Pyodide's
    from nonogram_core.webapi import handle  # Python's, so CPython runs the working tree's same code)
    from nonogram_core.wire import puzzle_to_json

    node = Pyodide(web, [])
    rows = []
    try:
        for name, typed, axis, index, original in cases:
            request = {"id": 1, "kind": "typos", "payload": {"puzzle": puzzle_to_json(typed), "timeout": timeout}}
            answer = node.ask({"request": request})
            began = time.perf_counter()
            mine = json.loads(handle(json.dumps(request)))
            cpython_ms = (time.perf_counter() - began) * 1000
            found = answer["reply"]["result"]["suggestions"]
            hit = any(s["axis"] == axis and s["index"] == index and tuple(s["numbers"]) == original for s in found)
            same = found == mine["result"]["suggestions"]  # the same answer on both (unless time ran out)
            rows.append((answer["ms"], cpython_ms, hit))
            verdict = ("found" if hit else "MISSED") + ("" if same else " (answers differ)")
            print(f"{name:28} pyodide {answer['ms']:8.0f} ms  cpython {cpython_ms:7.0f} ms  "
                  f"x{answer['ms'] / cpython_ms:4.2f}  {verdict}", flush=True)
    finally:
        node.close()
    print(f"median pyodide {statistics.median(r[0] for r in rows):.0f} ms, max {max(r[0] for r in rows):.0f} ms; "
          f"median ratio x{statistics.median(r[0] / r[1] for r in rows):.2f}; recall "
          f"{sum(r[2] for r in rows) / len(rows):.1%} (load {os.getloadavg()[0]:.2f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument("--size", default="20x20")
    parser.add_argument("--difficulty", default="medium")
    parser.add_argument("--colours", type=int, default=1)
    parser.add_argument("--corpus", action="store_true")
    parser.add_argument("--all-kinds", action="store_true")
    parser.add_argument("--timeout", type=float, default=5.0)
    parser.add_argument("--seed", default="typos")
    parser.add_argument("--wasm", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    kinds = KINDS + (MORE_KINDS if args.all_kinds else ())
    results: dict[str, list[tuple[bool, float, bool, int]]] = {kind: [] for kind in kinds}
    cases: list[tuple[str, Puzzle, str, int, tuple[int, ...]]] = []
    for name, puzzle in puzzles(args):
        if solve(puzzle, timeout=20).status.value != "unique":
            continue
        for kind in kinds:
            made = None
            for _ in range(50):
                made = typo(puzzle, kind, rng)
                if made and solve(made[0], timeout=10).status.value == "none":
                    break
                made = None
            if made is None:
                continue
            typed, axis, index = made
            original = (puzzle.rows if axis == "row" else puzzle.cols)[index]
            if args.wasm:
                cases.append((f"{name} {kind}", typed, axis, index, original))
                continue
            began = time.process_time()
            found = find_typos(typed, timeout=args.timeout)
            spent = time.process_time() - began
            hit = any(t.axis == axis and t.index == index and t.clue == original for t in found.suggestions)
            results[kind].append((hit, spent, not found.complete, len(found.suggestions)))
            if not hit:
                print(f"  missed {name} {kind} {axis} {index + 1}: {len(found.suggestions)} suggestions, "
                      f"{found.checked} checked, complete={found.complete}, {spent:.2f}s", flush=True)
    if args.wasm:
        wasm(cases, args.timeout * 1.8)
        return
    load = os.getloadavg()[0]
    total = [r for rows in results.values() for r in rows]
    print(f"{'kind':8} {'cases':>5} {'recall':>7} {'median s':>9} {'max s':>6} {'timed out':>9} {'mean sugg.':>10}"
          f"   (load {load:.2f})")
    for kind, rows in [*results.items(), ("all", total)]:
        if not rows:
            continue
        times = [r[1] for r in rows]
        print(f"{kind:8} {len(rows):5} {sum(r[0] for r in rows) / len(rows):7.1%} {statistics.median(times):9.3f} "
              f"{max(times):6.2f} {sum(r[2] for r in rows):9} {statistics.mean(r[3] for r in rows):10.1f}")


if __name__ == "__main__":
    main()
