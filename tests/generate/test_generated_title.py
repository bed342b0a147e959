"""Generated puzzles carry a title a person reads ("Generated 10×10 · easy"), never the raw seed,
which stays in ``extra``."""

from __future__ import annotations

from nonogram_core.generate import generate


def test_a_black_and_white_title_names_size_and_grade_and_keeps_the_seed_in_extra():
    puzzle = generate(10, 8, "easy", seed=7)
    assert puzzle.title == "Generated 10×8 · easy"
    assert dict(puzzle.extra)["seed"] == "7" and "7" not in puzzle.title


def test_a_colour_title_counts_its_colours():
    puzzle = generate(8, 8, "medium", seed=3, colours=3)
    assert puzzle.title == "Generated 8×8 · 3 colours · medium"
    assert dict(puzzle.extra)["colours"] == "3"
