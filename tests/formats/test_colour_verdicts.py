"""A solved colour (or blotted) puzzle written to every colour format and read back solves to the same
verdict, with its solution kept as the goal picture and a partial grid kept as saved progress where the
format holds them.  Ground truth: ``verdicts.json`` (an independent SAT encoding) for the corpus files."""

from __future__ import annotations

from dataclasses import replace

import pytest

from nonogram_core import solve
from nonogram_core.formats import FORMATS, read, read_file, sharecode, write
from nonogram_core.model import BLOTTED, Puzzle, satisfies

from .strategies import picture_indexes
from .test_corpus import CORPUS, VERDICTS, needs_corpus

CASES = [
    "colour/numberloom-missing.xml",
    "colour/pynogram-uk-flag.xml",
    "colour/olsak-viceres.xml",  # multiple
    "colour/rico-palm-color.xml",  # multiple
    "blotted/webpbn-color-00047-map-blotuniq.xml",
    "blotted/rico-palm-color-blotrand25.xml",  # multiple
]
COLOUR_FORMATS = sorted(name for name, module in FORMATS.items()
                        if module.write is not None and module.KEEPS & {"colours", "block_rgb", "block_names"})


def _with_pictures(puzzle: Puzzle, solution: tuple[str, ...]) -> Puzzle:
    """``puzzle`` with its solution as goal and, as saved progress, the solution's first half row by row
    (background as ``x``) and ``?`` after."""
    half = puzzle.width // 2
    saved = tuple(row[:half].replace(".", "x") + "?" * (puzzle.width - half) for row in solution)
    return replace(puzzle, goal=tuple(solution), saved=saved)


def _blotted(puzzle: Puzzle) -> bool:
    return any(n == BLOTTED for clue in (*puzzle.rows, *puzzle.cols) for n in clue)


@needs_corpus
@pytest.mark.parametrize("key", CASES)
def test_every_colour_format_keeps_the_verdict(key: str) -> None:
    [original] = read_file(CORPUS / key)
    result = solve(original, timeout=20)
    assert result.status.value == VERDICTS[key]
    assert all(satisfies(original, s) for s in result.solutions)
    puzzle = _with_pictures(original, result.solutions[0])
    for name in COLOUR_FORMATS:
        try:
            text = write(puzzle, name)
        except ValueError as error:
            assert _blotted(puzzle) and "blotted" not in FORMATS[name].KEEPS, (name, error)
            continue
        [back] = read(text, format=name)
        assert (back.rows, back.cols) == (puzzle.rows, puzzle.cols), name
        again = solve(back, timeout=20)
        assert again.status.value == result.status.value, name
        assert all(satisfies(back, s) for s in again.solutions), name
        if "goal" in FORMATS[name].KEEPS:
            assert satisfies(back, back.goal), name  # the picture, in the read-back puzzle's characters
            assert picture_indexes(back, "goal") == picture_indexes(puzzle, "goal"), name  # and the same one
        if "saved" in FORMATS[name].KEEPS:
            assert picture_indexes(back, "saved") == picture_indexes(puzzle, "saved"), name
    shared, _ = sharecode.decode(sharecode.encode(puzzle))
    assert solve(shared, timeout=20).status.value == result.status.value


@needs_corpus
def test_contradictory_colour_clues_stay_contradictory() -> None:
    [puzzle] = read_file(CORPUS / "colour/numberloom-missing.xml")
    row = puzzle.row_colours[0]
    other = 2 if row[0] == 1 else 1  # the first block of the first row in the other colour: the rows
    # then hold more cells of that colour than the columns do, so no grid fits (ground truth by counting)
    broken = replace(puzzle, row_colours=((other, *row[1:]), *puzzle.row_colours[1:]), goal=None)
    assert solve(broken, timeout=20).status.value == "none"
    for name in COLOUR_FORMATS:
        if name == "png":  # a picture: it cannot hold clues that no picture has
            continue
        [back] = read(write(broken, name), format=name)
        assert solve(back, timeout=20).status.value == "none", name
