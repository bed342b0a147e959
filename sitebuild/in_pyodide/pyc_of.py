"""A module's source compiled to sourceless bytecode the way the browser gets it, inside the
vendored Pyodide (its own compiler, so the bytecode matches the runtime's Python).

Docstrings are dropped (nothing the worker loads reads one; they are a third of the bytes),
asserts kept, and the pyc's hash is unchecked (it is never compared with a source it does not have).
"""

import ast
import importlib._bootstrap_external as external
import importlib.util


def pyc_of(source: bytes, filename: str) -> bytes:
    """The contents of the ``.pyc`` for ``source``, compiled as ``filename``."""
    tree = ast.parse(source, filename)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            value = getattr(first, "value", None)
            if isinstance(first, ast.Expr) and isinstance(value, ast.Constant) and isinstance(value.value, str):
                node.body = node.body[1:] or [ast.copy_location(ast.Pass(), first)]
    code = compile(tree, filename, "exec", dont_inherit=True)
    return bytes(external._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))  # type: ignore[attr-defined]
