"""What a user's type checker and ``help()`` see of the public API, as the docs write it.

``nonogram_core.generate(width, height, difficulty=..., seed=...)`` is the function (the package
``nonogram_core.generate`` answers the call and shows the function's signature); ``write`` is typed
by format, so ``write(p, "non") + "\\n"`` type-checks; and the whole package passes ``mypy --strict``
(pyproject's ``[tool.mypy]``), so what it promises holds inside it too.
"""

from __future__ import annotations

import ast
import importlib.util
import inspect
import subprocess
import sys
from pathlib import Path

import pytest

import nonogram_core
from nonogram_core import Puzzle, puzzle_from_picture
from nonogram_core.formats import BINARY_FORMATS, FORMATS, TEXT_FORMATS, write

ROOT = Path(__file__).resolve().parents[2]
USER_CODE = '''
import nonogram_core
from nonogram_core import Puzzle, Status, generate, read, solve, write

puzzle: Puzzle = nonogram_core.generate(10, 10, difficulty="easy", seed=7)
again: Puzzle = generate(10, 10, difficulty="easy", seed=7)
text: str = write(puzzle, "non") + "\\n"
image: bytes = write(puzzle, "png")
some_format = "x" + "ml"
either: str | bytes = write(puzzle, some_format)
status: Status = solve(read(text)[0]).status
solution: tuple[str, ...] | None = solve(puzzle).solution
same: bool = status == "unique"
'''
needs_mypy = pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy is a dev extra")


def test_generate_is_callable_as_documented_and_shows_its_signature() -> None:
    parameters = inspect.signature(nonogram_core.generate).parameters
    assert list(parameters)[:5] == ["width", "height", "difficulty", "colours", "seed"]
    puzzle = nonogram_core.generate(6, 6, difficulty="easy", seed=3)
    assert isinstance(puzzle, Puzzle) and (puzzle.width, puzzle.height) == (6, 6)
    importlib.import_module("nonogram_core.generate.pictures")  # importing a submodule must not unbind the call
    assert nonogram_core.generate(6, 6, difficulty="easy", seed=3) == puzzle


def test_text_formats_are_exactly_the_writers_that_give_text() -> None:
    puzzle = puzzle_from_picture(["#.", "##"])
    writable = {name for name in FORMATS if FORMATS[name].write is not None}
    texts = {name for name in writable if isinstance(write(puzzle, name), str)}
    assert texts == set(TEXT_FORMATS) and writable - texts == set(BINARY_FORMATS)
    source = (ROOT / "nonogram_core" / "formats" / "__init__.py").read_text(encoding="utf-8")
    for alias, names in (("TextFormat", TEXT_FORMATS), ("BinaryFormat", BINARY_FORMATS)):
        literal = next(node for node in ast.walk(ast.parse(source))
                       if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == alias)
        elements = literal.value.slice  # type: ignore[attr-defined]
        values = {element.value for element in getattr(elements, "elts", [elements])}
        assert values == set(names), alias


@needs_mypy
def test_a_users_code_following_the_docs_type_checks(tmp_path: Path) -> None:
    (tmp_path / "user.py").write_text(USER_CODE)
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--follow-imports=silent",
                           str(tmp_path / "user.py")], capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr


@needs_mypy
def test_the_package_is_strict_as_a_whole() -> None:
    config = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    mypy = config[config.index("[tool.mypy]"):]
    assert "strict = true" in mypy.split("[[tool.mypy.overrides]]")[0]
    done = subprocess.run([sys.executable, "-m", "mypy"], capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
