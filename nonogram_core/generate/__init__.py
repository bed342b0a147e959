"""``generate``: new puzzles with one solution and the grade asked for, drawn from a seed.

The pipeline, one module per stage:

1. ``pictures`` — a candidate picture of the chosen style (smooth fields, blobs, symmetric
   shapes, contours, or ``noise``), drawn from ``random.Random(seed)``;
2. ``tune`` — the search that flips stalled cells until logic of the requested kind solves the
   puzzle and nothing easier does (checked with the fast propagator of ``logic``);
3. here — the verdict: the grader (``hints.grade``) must name exactly the requested difficulty and
   the solver (``solve``) must prove the solution unique, or the next picture is tried.

Only ``random.Random(seed)`` is consulted and no decision depends on the clock, hash order or
platform floats, so the same arguments and seed give the same puzzle on CPython and in Pyodide.

>>> puzzle = generate(10, 10, "easy", seed=7)
>>> puzzle.width, puzzle.height, len(puzzle.goal)
(10, 10, 10)
>>> generate(10, 10, "easy", seed=7) == puzzle
True
"""

from __future__ import annotations

import math
import random
import sys
import types
from collections.abc import Callable
from typing import Any

from ..model import Puzzle, PuzzleError, puzzle_from_picture
from .logic import Memo
from .pictures import PICTURE_STYLES, STYLES, Picture, make_picture
from .tune import tune

DIFFICULTIES = ("trivial", "easy", "medium", "hard")
MAX_COLOURS = 6
COLOUR_DIFFICULTIES = DIFFICULTIES
"""The grades a colour puzzle can be made with: all four.  Colour ``easy`` is line-solvable with few
line-logic steps (fewer than one per ``grading.LIGHT_CELLS`` cells: the colour ladder has no glue or
joining rung), so it needs a grid of more than ``EASY_COLOUR_CELLS`` cells."""
EASY_COLOUR_CELLS = 30
"""Colour grids of at most this many cells have no easy puzzle: one line-logic step is already one per
30 cells or more (``hints.grading.LIGHT_CELLS``), and none is trivial."""
MAX_SIDE = 60
"""Largest side generated (the app offers up to 40; bigger grids take too long to tune)."""
ATTEMPTS = 40
"""Candidate pictures tried before a request is declared out of reach."""
EASY_DENSITY = 0.85
"""Share of a colour ``easy`` candidate's cells that are inked at its first attempt (``dense_colour_picture``):
dense regions are mostly counted, so the repair to line-solvable leaves a few line-logic steps.  Of
20 15x15 two-colour candidates, 16 graded easy at 0.85, 4 at 0.7 (docs/generator.md)."""
_DETAIL = {"trivial": 0.0, "easy": 0.3, "medium": 0.5, "hard": 0.5}
"""How much structure each difficulty's candidate pictures start with (see ``pictures``)."""

_PICTURE_STYLES_FOR = {"medium": ("contours", "contours", "blobs", "symmetric")}
"""The picture styles ``"picture"`` draws from per difficulty, when not all alike: medium needs lines
of several blocks, which contours and blobs have, and they tune fastest (docs/solver-experiments.md,
"The generator")."""


def run_seed(seed: int, index: int) -> int:
    """The seed of puzzle ``index`` (0-based) of a run started from ``seed``.

    Puzzle 0 uses ``seed`` itself, so ``--seed N`` alone makes the puzzle reported as seed ``N``.
    The others are mixed (a SplitMix64 step of ``seed`` and ``index``, kept below 2**31), not
    ``seed + index``: with a plain sum, the runs of seeds 101 and 102 shared all but one puzzle.
    Each puzzle's own seed still makes it again alone.

    >>> run_seed(101, 0), run_seed(101, 1) != 102, run_seed(101, 1) == run_seed(101, 1)
    (101, True, True)
    """
    if index == 0:
        return seed
    mask = (1 << 64) - 1
    z = (seed * 0x9E3779B97F4A7C15 + index * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return (z ^ (z >> 31)) % (1 << 31)


class GenerationError(PuzzleError):
    """A request that cannot be met: bad arguments, or no puzzle of that grade found in reach."""


def generate(
    width: int,
    height: int,
    difficulty: str = "medium",
    colours: int = 1,
    seed: int | None = None,
    style: str = "picture",
    cancel: Callable[[], bool] | None = None,
) -> Puzzle:
    """A ``width`` x ``height`` puzzle with a unique solution whose grade is exactly ``difficulty``.

    ``difficulty`` is one of ``DIFFICULTIES`` (as ``grade`` names them).  ``seed`` (any int;
    ``None`` draws one) fixes the result; it is kept in the puzzle's ``extra`` as ``seed``, with
    ``grade`` and ``style``.  ``style`` is one of ``STYLES``: ``"picture"`` (default) picks a
    picture-like style per attempt, ``"noise"`` gives Pattern-like grids.  ``cancel`` is polled
    before each attempt (a picture, its repair and the verdict); a cancelled run raises ``GenerationError``.

    Raises ``GenerationError`` for impossible or malformed requests (1x1 hard, an unknown style)
    and when no puzzle was found within ``ATTEMPTS`` pictures.
    """
    _check_request(width, height, difficulty, colours, style)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    rng = random.Random(seed)
    if colours > 1:
        candidate = _colour_candidates(width, height, difficulty, colours, seed, rng, style)
    else:
        candidate = _candidates(width, height, difficulty, seed, rng, style)
    for attempt in range(ATTEMPTS):
        if cancel is not None and cancel():
            raise GenerationError("generation cancelled")
        puzzle = candidate(attempt)
        if puzzle is not None and _accepted(puzzle, difficulty):
            return puzzle
    inks = f" {colours}-colour" if colours > 1 else ""
    raise GenerationError(
        f"no {width}x{height}{inks} {difficulty} puzzle found in {ATTEMPTS} pictures (seed {seed}); "
        "try another size, difficulty or seed"
    )


Candidate = Callable[[int], "Puzzle | None"]
"""Attempt number -> a tuned candidate puzzle, or ``None`` when that picture would not tune."""


def _accepted(puzzle: Puzzle, difficulty: str) -> bool:
    """The verdict on a tuned candidate: ``grade()`` names exactly ``difficulty`` and the solution is unique."""
    from ..hints.grading import grade
    from ..result import Status
    from ..solver import solve

    return grade(puzzle).grade == difficulty and solve(puzzle).status is Status.UNIQUE


def _detail(difficulty: str, attempt: int) -> float:
    """Structure of the attempt's picture: the difficulty's start, more with every failed attempt."""
    return min(1.0, _DETAIL[difficulty] + 0.05 * attempt)


def _candidates(width: int, height: int, difficulty: str, seed: int, rng: random.Random, style: str) -> Candidate:
    """Black-and-white candidates: a picture of the style, flipped by ``tune`` into the difficulty's class."""
    memo = Memo()
    styles = _PICTURE_STYLES_FOR.get(difficulty, PICTURE_STYLES)

    def candidate(attempt: int) -> Puzzle | None:
        chosen = styles[rng.randrange(len(styles))] if style == "picture" else style
        picture = make_picture(chosen, width, height, rng, _detail(difficulty, attempt))
        if not tune(picture, difficulty, rng, memo, mirror=chosen == "symmetric"):
            return None
        return _puzzle(picture, seed, difficulty, style)

    return candidate


def _colour_candidates(
    width: int, height: int, difficulty: str, inks: int, seed: int, rng: random.Random, style: str
) -> Candidate:
    """Colour candidates: a painted picture recoloured by ``colour.tune_colour`` into the difficulty's class."""
    from ..lines.cache import LineCache
    from .colour import colour_picture, colour_puzzle, dense_colour_picture, tune_colour

    cache = LineCache()

    def candidate(attempt: int) -> Puzzle | None:
        chosen = PICTURE_STYLES[rng.randrange(len(PICTURE_STYLES))] if style == "picture" else style
        if difficulty == "trivial" and style != "noise":  # denser with every attempt, full from the 5th
            picture = dense_colour_picture(width, height, rng, min(1.0, 0.93 + 0.02 * attempt), inks)
        elif difficulty == "easy":  # mostly counted, a few line-logic steps: denser (fewer steps) each attempt
            picture = dense_colour_picture(width, height, rng, min(0.96, EASY_DENSITY + 0.015 * attempt), inks)
        else:
            picture = colour_picture(chosen, width, height, rng, _detail(difficulty, attempt), inks)
        if not tune_colour(picture, inks, difficulty, rng, cache):
            return None
        return colour_puzzle(picture, inks, **_metadata(width, height, seed, difficulty, style, inks))

    return candidate


def _check_request(width: int, height: int, difficulty: str, colours: int, style: str) -> None:
    """Refuse at once what cannot work, with a message that says what would."""
    if difficulty not in DIFFICULTIES:
        raise GenerationError(f"unknown difficulty {difficulty!r}: choose one of {', '.join(DIFFICULTIES)}")
    if style not in STYLES:
        raise GenerationError(f"unknown style {style!r}: choose one of {', '.join(STYLES)}")
    if not 1 <= colours <= MAX_COLOURS:
        raise GenerationError(f"colours must be 1 to {MAX_COLOURS}, got {colours}")
    if colours > 1 and difficulty in ("trivial", "easy") and style == "noise":
        raise GenerationError(
            f"noise-style colour puzzles are never {difficulty} (the counting colour techniques need long "
            "blocks; none of 40 15x15 noise pictures could be repaired): ask for style picture, or medium or hard"
        )
    if colours > 1 and difficulty == "easy" and width * height <= EASY_COLOUR_CELLS:
        side = math.isqrt(EASY_COLOUR_CELLS) + 1  # the smallest square grid that can be easy
        raise GenerationError(
            f"no {width}x{height} colour puzzle is easy: easy in colour means fewer than one line-logic step "
            f"per {EASY_COLOUR_CELLS} cells, so a grid of {width * height} cells is trivial or harder; "
            f"ask for trivial or medium, or a grid of at least {EASY_COLOUR_CELLS + 1} cells ({side}x{side})"
        )
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise GenerationError(f"width and height must be 1 to {MAX_SIDE}, got {width}x{height}")
    if difficulty != "trivial" and (min(width, height) == 1 or (colours == 1 and width * height <= TRIVIAL_ONLY_CELLS)):
        raise GenerationError(
            f"every {width}x{height} puzzle with one solution is trivial; "
            "ask for trivial, or a grid of at least 2x4 (hard), 2x6 (easy) or larger"
        )


TRIVIAL_ONLY_CELLS = 9
"""Black-and-white grids of at most this many cells (1xN, 2x2, 2x3, 3x3 and their transposes) have
no unique puzzle harder than trivial: every picture of them was graded (``docs/generator.md``).
Not so in colour, whose trivial techniques are weaker (no glue): of the 81 two-colour 2x2
pictures, 12 grade medium.  A 1xN colour puzzle is trivial (each cross line is one cell, its clue
empty or one block of known colour), so only that is refused outright for colour."""


def _puzzle(picture: Picture, seed: int, difficulty: str, style: str) -> Puzzle:
    rows = ["".join("#" if cell else "." for cell in row) for row in picture]
    return puzzle_from_picture(rows, **_metadata(len(picture[0]), len(picture), seed, difficulty, style))


def _metadata(width: int, height: int, seed: int, difficulty: str, style: str, inks: int = 1) -> dict[str, Any]:
    """Title and ``extra`` (seed, grade, style; colours when more than one) of a generated puzzle."""
    colours = f" · {inks} colours" if inks > 1 else ""
    extra: tuple[tuple[str, str], ...] = (("seed", str(seed)), ("grade", difficulty), ("style", style))
    if inks > 1:
        extra += (("colours", str(inks)),)
    return {"title": f"Generated {width}×{height}{colours} · {difficulty}", "extra": extra}


__all__ = ["COLOUR_DIFFICULTIES", "DIFFICULTIES", "STYLES", "GenerationError", "generate"]


class _CallableModule(types.ModuleType):
    """This package, callable as ``generate``: ``nonogram_core.generate(15, 15)`` is the function.

    The package and its function share a name (``nonogram_core.generate(width, height, ...)`` is the
    documented call); a plain package attribute would be replaced by the submodule as soon as
    anything imports ``nonogram_core.generate.*``, so the submodule itself answers the call.  Type
    checkers see the function (``nonogram_core/__init__.py`` imports it under ``TYPE_CHECKING``), and
    ``inspect.signature`` and ``help`` the function's signature (``__signature__``).
    """

    __call__ = staticmethod(generate)

    @property
    def __signature__(self) -> Any:
        import inspect  # only for whoever asks: the package's start-up does without it

        return inspect.signature(generate)


sys.modules[__name__].__class__ = _CallableModule
