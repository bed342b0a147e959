"""What each Python construct costs in Pyodide (WebAssembly, under node) relative to this CPython.

    .venv/bin/python bench/wasm_micro.py [--browser] [--repeats 7] [--only NAME,...] [--json FILE]

The solver's hot loops are a handful of constructs (big-int bit operations on 25-60-bit masks,
dict lookups, small lists and tuples, calls); the browser runs them more slowly than CPython by
different factors.  Each ``case_*`` function below runs one construct ``n`` times in a loop; this
file is executed as it is on both sides (CPython here, and Pyodide under node or, with
``--browser``, in headless Chromium: see ``bench/wasm_ratio.py``), each case calibrated to about
30 ms on CPython, then timed ``--repeats`` times per side, interleaved.  Reported: ns per
iteration on each side (median), the ratio, and the ratio *net* of the empty loop
(``case_loop``), which is the construct's own cost.
"""

from __future__ import annotations

import json
import time

M25 = (1 << 25) - 1
M60 = (1 << 60) - 1
A25, B25 = 0x1A5A5A5 & M25, 0x0F0F0F0 & M25
A60, B60 = 0xA5A5A5A5A5A5A5A & M60, 0x0F0F0F0F0F0F0F0 & M60
REV8 = bytes(int(f"{i:08b}"[::-1], 2) for i in range(256))
REV16 = [int(f"{i:016b}"[::-1], 2) for i in range(1 << 16)]


class Slotted:
    __slots__ = ("filled", "empty")

    def __init__(self) -> None:
        self.filled = A25
        self.empty = B25


def _two(a, b):
    return a


def case_loop(n):
    """empty ``for`` loop (the baseline)"""
    for _ in range(n):
        pass


def case_int_small(n):
    """``& | ^`` on ints < 2**10 (cached small ints, no allocation for the result)"""
    a, b = 100, 37
    for _ in range(n):
        a & b | a ^ b


def case_int_and_or_25(n):
    """``(a & b) | (a ^ b)`` on 25-bit ints"""
    a, b = A25, B25
    for _ in range(n):
        (a & b) | (a ^ b)


def case_int_and_or_60(n):
    """``(a & b) | (a ^ b)`` on 60-bit ints"""
    a, b = A60, B60
    for _ in range(n):
        (a & b) | (a ^ b)


def case_int_not_mask_25(n):
    """``~a & mask`` on 25-bit ints"""
    a, mask = A25, M25
    for _ in range(n):
        ~a & mask


def case_int_shift_25(n):
    """``(a << 3) >> 2`` on 25-bit ints"""
    a = A25
    for _ in range(n):
        (a << 3) >> 2


def case_int_shift_60(n):
    """``(a << 3) >> 2`` on 60-bit ints"""
    a = A60
    for _ in range(n):
        (a << 3) >> 2


def case_int_add_carry_25(n):
    """the solver's slide ``((p & free) + free) ^ free`` on 25-bit ints"""
    p, free = A25, B25
    for _ in range(n):
        ((p & free) + free) ^ free


def case_int_add_carry_60(n):
    """the solver's slide ``((p & free) + free) ^ free`` on 60-bit ints"""
    p, free = A60, B60
    for _ in range(n):
        ((p & free) + free) ^ free


def case_bit_count(n):
    """``a.bit_count()`` on a 60-bit int"""
    a = A60
    for _ in range(n):
        a.bit_count()


def case_bit_length(n):
    """``a.bit_length()`` on a 60-bit int"""
    a = A60
    for _ in range(n):
        a.bit_length()


def case_reverse_bin(n):
    """25-bit reversal as the solver does it: ``int(bin(a)[:1:-1].ljust(25, "0"), 2)``"""
    a = A25
    for _ in range(n):
        int(bin(a)[:1:-1].ljust(25, "0"), 2)


def case_reverse_bin_60(n):
    """60-bit reversal as the solver does it (``bin``, slice, ``ljust``, ``int(s, 2)``)"""
    a = A60
    for _ in range(n):
        int(bin(a)[:1:-1].ljust(60, "0"), 2)


def case_reverse_bytes_25(n):
    """25-bit reversal through bytes: ``to_bytes`` + ``translate`` + ``from_bytes`` (alternative)"""
    a, table = A25, REV8
    for _ in range(n):
        int.from_bytes(a.to_bytes(4, "little").translate(table), "big") >> 7


def case_reverse_bytes_60(n):
    """60-bit reversal through bytes (alternative to ``bin``)"""
    a, table = A60, REV8
    for _ in range(n):
        int.from_bytes(a.to_bytes(8, "little").translate(table), "big") >> 4


def case_reverse_table_25(n):
    """25-bit reversal through a 65536-entry list (alternative; two lookups, shifts)"""
    a, table = A25, REV16
    for _ in range(n):
        ((table[a & 0xFFFF] << 16) | table[a >> 16]) >> 7


def case_dict_get_int(n):
    """``d.get(key)`` with a 60-bit int key (hit) in a 1000-entry dict"""
    d = {A60 + i: i for i in range(1000)}
    key = A60 + 500
    for _ in range(n):
        d.get(key)


def case_dict_subscript_int(n):
    """``d[key]`` with a 60-bit int key (hit)"""
    d = {A60 + i: i for i in range(1000)}
    key = A60 + 500
    for _ in range(n):
        d[key]


def case_dict_get_tuple(n):
    """``d.get((clue, size, state))``: building a tuple key and hashing it (the line cache's shape)"""
    d = {((1, 2, 3), 25, A60 + i): i for i in range(1000)}
    clue, state = (1, 2, 3), A60 + 500
    for _ in range(n):
        d.get((clue, 25, state))


def case_cache_key_shift(n):
    """the line cache's lookup: ``d.get((empty << 25) | filled)`` (a 50-bit key) in a 1000-entry dict"""
    d = {((B25 + i) << 25) | A25: i for i in range(1000)}
    filled, empty = A25, B25 + 500
    for _ in range(n):
        d.get((empty << 25) | filled)


def case_cache_key_pair(n):
    """the same lookup keyed by the pair: ``d.get((filled, empty))`` (two compact ints)"""
    d = {(A25, B25 + i): i for i in range(1000)}
    filled, empty = A25, B25 + 500
    for _ in range(n):
        d.get((filled, empty))


def case_set_bits_bit_length(n):
    """indexes of the 5 set bits of a 25-bit mask: ``low = x & -x; low.bit_length() - 1`` (per mask)"""
    mask = 0b1000010000100001000010000
    for _ in range(n):
        changed = mask
        while changed:
            low = changed & -changed
            low.bit_length() - 1
            changed ^= low


def case_set_bits_dict(n):
    """the same through a dict from single-bit ints to their index (``INDEX[low]``)"""
    index = {1 << i: i for i in range(64)}
    mask = 0b1000010000100001000010000
    for _ in range(n):
        changed = mask
        while changed:
            low = changed & -changed
            index[low]
            changed ^= low


def case_set_bits_str_find(n):
    """the same through the mask's binary string: ``bits.find("1", i + 1)`` on ``bin(x)[:1:-1]``"""
    mask = 0b1000010000100001000010000
    for _ in range(n):
        bits = bin(mask)[:1:-1]
        i = bits.find("1")
        while i >= 0:
            i = bits.find("1", i + 1)


def case_dict_set_int(n):
    """``d[key] = value`` overwriting an existing int key"""
    d = {A60 + i: i for i in range(1000)}
    key = A60 + 500
    for _ in range(n):
        d[key] = n


def case_set_add(n):
    """``s.add(k)``, k cycling through 1024 ints (mostly already present)"""
    s: set[int] = set()
    for i in range(n):
        s.add(i & 1023)


def case_set_iterate(n):
    """iterating a 20-element set, per element"""
    s = set(range(20))
    for _ in range(n // 20):
        for _x in s:
            pass


def case_list_copy(n):
    """``row[:]`` of a 25-element list"""
    row = list(range(25))
    for _ in range(n):
        row[:]


def case_list_append_pop(n):
    """``stack.append(x)`` then ``stack.pop()``"""
    stack: list[int] = []
    for i in range(n):
        stack.append(i)
        stack.pop()


def case_list_index(n):
    """``row[i]`` read and ``row[i] = x`` write"""
    row = list(range(25))
    for _ in range(n):
        row[7] = row[3]


def case_tuple_build_unpack(n):
    """``t = (a, b)`` then ``x, y = t`` (the solver's (filled, empty) pairs)"""
    a, b = A25, B25
    for _ in range(n):
        t = (a, b)
        x, y = t


def case_generator(n):
    """resuming a generator (one ``next`` per item)"""

    def items():
        i = 0
        while True:
            yield i
            i += 1

    g = items()
    for _ in range(n):
        next(g)


def case_for_generator(n):
    """``for x in generator`` per item"""

    def items(count):
        i = 0
        while i < count:
            yield i
            i += 1

    for _ in items(n):
        pass


def case_try_finally(n):
    """a ``try/finally`` block around an addition"""
    x = 0
    for _ in range(n):
        try:
            x += 1
        finally:
            x -= 1


def case_try_except_raise(n):
    """raising and catching an exception"""
    for _ in range(n):
        try:
            raise KeyError
        except KeyError:
            pass


def case_slots_read(n):
    """two attribute reads on a ``__slots__`` object"""
    obj = Slotted()
    for _ in range(n):
        obj.filled  # noqa: B018 - the construct under test
        obj.empty  # noqa: B018


def case_slots_write(n):
    """one attribute write on a ``__slots__`` object"""
    obj = Slotted()
    for _ in range(n):
        obj.filled = n


def case_call_python(n):
    """calling a two-argument Python function"""
    f = _two
    for _ in range(n):
        f(1, 2)


def case_call_method(n):
    """calling a bound method of a Python object"""

    class Thing:
        def get(self, a):
            return a

    thing = Thing()
    for _ in range(n):
        thing.get(1)


def case_call_builtin(n):
    """calling builtins ``len`` and ``min``"""
    row = [1, 2, 3]
    for _ in range(n):
        len(row)
        min(3, 4)


def case_zip_loop(n):
    """``for a, b in zip(xs, ys, strict=True)`` per item (the line solver's block loops)"""
    xs, ys = list(range(10)), list(range(10))
    for _ in range(n // 10):
        for _a, _b in zip(xs, ys, strict=True):
            pass


def case_closure_lambda(n):
    """calling a lambda (the deadline callbacks)"""
    f = lambda: False  # noqa: E731 - the construct under test
    for _ in range(n):
        f()


def case_list_comprehension(n):
    """``[x & m for x in row]`` per element on a 10-element list"""
    row, m = [A25 + i for i in range(10)], M25
    for _ in range(n // 10):
        [x & m for x in row]


CASES = {name.removeprefix("case_"): fn for name, fn in globals().items() if name.startswith("case_")}


def time_case(name: str, n: int) -> float:
    """Nanoseconds per iteration of one run."""
    start = time.perf_counter()
    CASES[name](n)
    return (time.perf_counter() - start) * 1e9 / n


def calibrate(name: str, target_s: float = 0.03) -> int:
    n = 1000
    while True:
        spent = time_case(name, n) * n / 1e9
        if spent > target_s / 4 or n > 50_000_000:
            return max(1000, int(n * target_s / max(spent, 1e-9)))
        n *= 4


def _pyodide_source() -> str:
    from pathlib import Path

    return Path(__file__).read_text()


def main(argv: list[str] | None = None) -> int:
    import argparse
    import os
    import shutil
    import sys
    from pathlib import Path

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--browser", action="store_true", help="Pyodide in headless Chromium, not node")
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--only", help="comma-separated case names")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import wasm_ratio
    from web_bench import interleaved, medians

    web, _ = wasm_ratio.private_site()
    pyodide = wasm_ratio.start_pyodide(web, args.browser)
    pyodide.ask({"exec": _pyodide_source().replace('if __name__ == "__main__":', "if False:")})
    names = args.only.split(",") if args.only else list(CASES)
    if "loop" not in names:
        names.insert(0, "loop")

    def wasm(case: tuple[str, int]) -> dict[str, float]:
        return {"wasm_ns": json.loads(pyodide.ask({"exec": f"_result = json.dumps(time_case{case!r})"})["value"])}

    def cpython(case: tuple[str, int]) -> dict[str, float]:
        return {"cpython_ns": time_case(*case)}

    results = {}
    for name in names:
        n = calibrate(name)  # each case calibrated and warmed up just before its own timed runs
        [(_, times)] = interleaved([(name, (name, n))], [wasm, cpython], args.repeats)
        results[name] = {**medians(times), "n": n, "doc": CASES[name].__doc__}
    pyodide.close()
    shutil.rmtree(web.parent, ignore_errors=True)
    base = results["loop"]
    print(f"{'case':<22} {'wasm ns':>9} {'CPython ns':>10} {'ratio':>6} {'net ratio':>9}  construct")
    for name, row in results.items():
        net_wasm, net_native = row["wasm_ns"] - base["wasm_ns"], row["cpython_ns"] - base["cpython_ns"]
        row["ratio"] = row["wasm_ns"] / row["cpython_ns"]
        row["net_ratio"] = net_wasm / net_native if name != "loop" and net_native > 0.5 else None
        net = f"{row['net_ratio']:9.2f}" if row["net_ratio"] is not None else f"{'-':>9}"
        print(f"{name:<22} {row['wasm_ns']:9.1f} {row['cpython_ns']:10.1f} {row['ratio']:6.2f} {net}  {row['doc']}")
    where = "Chromium" if args.browser else f"node {pyodide.info['node']}"
    print(f"Pyodide {pyodide.info['pyodide']} (Python {pyodide.info['python']}, {where}) vs "
          f"CPython {sys.version.split()[0]}; load average {os.getloadavg()}")
    wasm_ratio.save_json(args.json, {"pyodide": pyodide.info, "cases": results})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
