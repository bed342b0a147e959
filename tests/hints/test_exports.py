"""Each module's ``__all__`` names what the module itself defines, not names it imported to use.

A re-export from a plain module (``contradiction`` once listed ``PROBING``/``TWO_LINE``, which live
in ``techniques``) gives a name two homes and invites imports from the wrong one; packages'
``__init__`` files are where re-exports belong, so they are not checked.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "nonogram_core"
MODULES = sorted(
    path for area in ("hints", "formats", "design", "cli") for path in (PACKAGE / area).glob("*.py")
    if path.name != "__init__.py"
)


def defined_and_exported(path: Path) -> tuple[set[str], list[str]]:
    """Names bound at the top level by definitions and assignments (not imports), and ``__all__``."""
    defined: set[str] = set()
    exported: list[str] = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            defined.add(node.name)
        targets = _targets(node)
        for target in targets:
            if isinstance(target, ast.Name):
                defined.add(target.id)
                if target.id == "__all__":
                    exported = list(ast.literal_eval(node.value))
    return defined, exported


def _targets(node: ast.stmt) -> list[ast.expr]:
    if isinstance(node, ast.Assign):
        return node.targets
    return [node.target] if isinstance(node, ast.AnnAssign) else []


def test_the_checker_sees_the_modules() -> None:
    assert any(path.name == "contradiction.py" for path in MODULES)
    defined, exported = defined_and_exported(PACKAGE / "hints" / "grading.py")
    assert exported == ["Grade", "grade"] and {"Grade", "grade", "TRIVIAL"} <= defined


@pytest.mark.parametrize("path", MODULES, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_all_lists_only_names_the_module_defines(path: Path) -> None:
    defined, exported = defined_and_exported(path)
    assert set(exported) <= defined, sorted(set(exported) - defined)
