"""Seeded random pictures, the raw material of many solver tests (one generator, so a seed names
the same picture in every test that uses it)."""

from __future__ import annotations

import random


def random_picture(width: int, height: int, seed: int, density: float = 0.5) -> list[str]:
    """``height`` rows of ``width`` cells, ``#`` with probability ``density`` else ``.``, row by row."""
    rng = random.Random(seed)
    return ["".join("#" if rng.random() < density else "." for _ in range(width)) for _ in range(height)]
