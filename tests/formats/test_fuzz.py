"""Fuzzing: mangled inputs give a puzzle or one ``PuzzleFormatError`` — never a crash, never a hang.

Seeds are small puzzles written in every format; each mutation deletes, duplicates, swaps or
truncates text, or inserts hostile tokens (huge numbers, NULs, brackets, separators, keywords).
The suite runs 500 mutations per reader; ``NONOGRAM_SLOW=1`` runs 30,000 per reader.
"""

from __future__ import annotations

import os
import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nonogram_core.formats import FORMATS, read, sharecode, write
from nonogram_core.model import MAX_SIDE, Colour, Puzzle, PuzzleFormatError, puzzle_from_picture

SLOW = os.environ.get("NONOGRAM_SLOW", "") not in ("", "0")
MUTATIONS = 30_000 if SLOW else 500
TIME_LIMIT = 1.0  # CPU seconds per input; the measured worst case is far below (see the report)
MAX_MUTANT = 300_000  # characters

_PICTURE = ("##.#.", ".###.", "#...#", "#####")
SEEDS = [
    Puzzle(
        rows=((2, 1), (3,), (1, 1), (5,)),
        cols=((1, 2), (2, 1), (2, 1), (4,), (1, 1)),
        title="Seed",
        author="A & B",
        license="CC0-1.0",
        goal=_PICTURE,
        saved=("#x??#", "?????", "x???x", "#####"),
        extra=(("catalogue", "fuzz"),),
    ),
    Puzzle(rows=((1,), (), (2,)), cols=((1, 1), (1,), ())),
    Puzzle(
        rows=((2, 1), (1,)),
        cols=((1,), (2,), (1,)),
        colours=(Colour("white", "FFFFFF", "."), Colour("red", "FF0000", "r"), Colour("blue", "0000FF", "b")),
        row_colours=((1, 2), (1,)),
        col_colours=((1,), (1,), (2,)),
    ),
    Puzzle(rows=((-1, 1), (2,)), cols=((1,), (2,), (1,)), title="blotted"),
]
HOSTILE = [
    "0",
    "-1",
    "9" * 40,
    "501",
    "1e999",
    "\x00",
    "{",
    "}",
    "[",
    "]",
    "<",
    ">",
    "</line>",
    '"',
    ",",
    "\n",
    "\n\n",
    "====",
    "$",
    "#",
    ":",
    "width 99999",
    "height 0",
    "rows",
    "columns",
    "P4",
    "P1",
    "null",
    "true",
    "NaN",
    "é",
    "\u2028",
    "\r",
    "\t",
    "<!ENTITY x 'y'>",
    '"rows": [[1]]',
    "&amp;",
    "&#0;",
    "1a",
    "3r",
    "#d",
    "  ",
    "<count>0</count>",
    "<puzzle>",
    '[["!", 1]]',
]


def _seed_texts(name: str) -> list[str | bytes]:
    texts = []
    for puzzle in SEEDS:
        for sample in (puzzle, [puzzle, puzzle]):
            try:
                texts.append(write(sample, name))
            except ValueError:
                pass
    if name == "pbm":
        texts.append(b"P4\n5 4\n" + bytes([0b11010000, 0b01110000, 0b10001000, 0b11111000]))
    if name == "rosetta":
        texts.append("C BA CB\nAB CA AE\n\nB A\nA A\n")
    if name == "chargrid":
        texts += ["0110\n1001\n", " rr.\nb..r\n", "🟥⬜🟦\n⬜🟥⬜\n"]
    if name == "png":  # pictures whose clues are their own (the seeds above have other clues than their goal)
        texts += [write(puzzle_from_picture(_PICTURE), "png"), write(read("0rr.\nb..r\n", format="chargrid"), "png")]
    return texts


def mutate(data: str | bytes, rng: random.Random) -> str | bytes:
    """One random mangling of ``data`` (bytes stay bytes)."""
    binary = isinstance(data, bytes)
    text = data.decode("latin-1") if binary else data
    for _ in range(rng.randint(1, 3)):
        n = len(text)
        a, b = sorted(rng.randint(0, n) for _ in range(2))
        kind = rng.randrange(7)
        if kind == 0:
            text = text[:a] + text[b:]
        elif kind == 1:
            text = text[:b] + text[a:b] * rng.randint(1, 50) + text[b:]
        elif kind == 2:
            text = text[:a] + rng.choice(HOSTILE) + text[a:]
        elif kind == 3:
            text = text[:a]
        elif kind == 4:
            lines = text.split("\n")
            i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        elif kind == 5 and n:
            i = rng.randrange(n)
            text = text[:i] + chr(ord(text[i]) ^ (1 << rng.randrange(7))) + text[i + 1 :]
        else:
            text = text[:a] + str(rng.choice([0, 1, 2, 499, 500, 501, 10**6, 10**30])) + text[b:]
    text = text[:MAX_MUTANT]  # mangled, not absurd: huge inputs have their own test below
    return text.encode("latin-1", errors="replace") if binary else text


def check_read(data: str | bytes, format: str | None) -> float:
    """Read ``data``; only puzzles or a clean ``PuzzleFormatError`` are allowed.

    Returns the CPU seconds taken (CPU, not wall-clock, time: CI machines are shared).
    """
    start = time.process_time()
    try:
        puzzles = read(data, format=format)
    except PuzzleFormatError as error:
        assert "internal reader error" not in error.message, (format, data[:300], error)
        assert error.message and "\n" not in str(error).strip()
    else:
        for p in puzzles:
            assert isinstance(p, Puzzle) and 1 <= p.width <= MAX_SIDE and 1 <= p.height <= MAX_SIDE
    return time.process_time() - start


@pytest.mark.parametrize("name", sorted(FORMATS))
def test_mutated_inputs_give_only_format_errors(name: str) -> None:
    rng = random.Random(f"fuzz-{name}")
    seeds = _seed_texts(name)
    assert seeds, f"no seed could be written as {name}"
    worst = 0.0
    for i in range(MUTATIONS):
        data = mutate(rng.choice(seeds), rng)
        worst = max(worst, check_read(data, name), check_read(data, None) if i % 4 == 0 else 0.0)
    assert worst < TIME_LIMIT, f"{name}: slowest input took {worst:.3f}s"


def test_mutated_share_codes_are_refused_cleanly() -> None:
    rng = random.Random("fuzz-share")
    codes = [sharecode.encode(p) for p in SEEDS]
    accepted = 0
    for _ in range(MUTATIONS):
        code = mutate(rng.choice(codes), rng)
        try:
            sharecode.decode(code)
            accepted += 1
        except PuzzleFormatError as error:
            assert "share code" in error.message
    assert accepted < MUTATIONS // 4  # the check bits catch most manglings


@settings(max_examples=2000 if SLOW else 150, deadline=None)
@given(data=st.binary(max_size=300) | st.text(max_size=300), name=st.sampled_from(sorted(FORMATS) + [None]))
def test_random_inputs_give_only_format_errors(data: str | bytes, name: str | None) -> None:
    check_read(data, name)


@pytest.mark.parametrize(
    "data",
    [
        "[" * 200_000,
        "width 500\nheight 500\nrows\n" + "1," * 100_000,
        "$1\n" + "1\t" * 300_000,
        "<puzzleset>" + "<puzzle>" * 50_000,
        "P1 500 500 " + "1" * 10,
        "5 " * 1_000_000,
        "#" * 5_000_000,
        '{"rows": [' + "[1]," * 100_000 + "[1]]}",
        "1\n" * 2_000_000,
        "[" + "[1]," * 800_000,
        "<puzzleset>" + "<line/>" * 2_000_000,
        "\x0b" * 2_000_000,
    ],
    ids=[
        "deep-json",
        "long-clue",
        "long-tournament-line",
        "deep-xml",
        "short-pbm",
        "numbers",
        "wide-line",
        "many-rows",
        "million-lines",
        "million-json-values",
        "million-xml-tags",
        "vertical-tabs",
    ],
)
def test_absurd_inputs_are_refused_quickly(data: str) -> None:
    assert check_read(data, None) < TIME_LIMIT * 2
