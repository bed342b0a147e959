"""bench/wasm_lines.py's CPython half: it records real line states and times solvers on them."""

from __future__ import annotations

import sys

from bench import wasm_lines


def test_records_line_states_and_both_solvers_agree_on_them() -> None:
    profiler = sys.getprofile()
    lines = wasm_lines.record_lines(every=40)
    assert sys.getprofile() is profiler  # the recording's profile function is gone again
    assert len(lines) > 500  # the bench set makes about 86,000 line solves
    assert {size for _, size, _, _ in lines} > {15, 60}  # n-Dom's 15 cells and the survey's 60
    assert all(filled & empty == 0 and filled | empty < 1 << size for _, size, filled, empty in lines)
    timing: dict = {}
    exec(wasm_lines.TIMING, timing)
    words_us, words_digest = timing["_time_solver"]("solve_line", lines, "process_time")
    packed_us, packed_digest = timing["_time_solver"]("_solve_line_packed", lines, "process_time")
    assert words_digest == packed_digest
    assert words_us > 0 and packed_us > 0
