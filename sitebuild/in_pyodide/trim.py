"""The members of ``python_stdlib.zip`` the package needs, found inside the runtime (run by
run.mjs, with the pure wheel installed): everything imported once the package's modules, the
standard modules its source names and ``settings["late"]`` are imported, plus the packages of
``settings["whole"]``; ``settings["skip"]`` names top-level modules the browser never imports.
sitebuild/runtime.py says why each list holds what it does."""

import ast
import base64
import importlib
import json
import os
import pkgutil
import sys
import zipfile

from pyc_of import pyc_of


def named_in_source(folder: str) -> set[str]:
    """Every absolute module name the ``.py`` files under ``folder`` import (inside functions too)."""
    named: set[str] = set()
    for parent, _, files in os.walk(folder):
        for file in files:
            if file.endswith(".py"):
                with open(os.path.join(parent, file)) as source:
                    tree = ast.parse(source.read())
                for node in ast.walk(tree):
                    if isinstance(node, ast.Import):
                        named.update(alias.name for alias in node.names)
                    elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                        named.add(node.module)
                        named.update(f"{node.module}.{alias.name}" for alias in node.names)
    return named


def main(settings_json: str, wheel: str) -> str:
    """JSON ``{"used": [member, ...], "pyc": {member: base64 bytecode}}``."""
    import nonogram_core

    settings = json.loads(settings_json)
    for info in pkgutil.walk_packages(nonogram_core.__path__, "nonogram_core."):
        importlib.import_module(info.name)
    stdlib = sys.path[0] if sys.path[0].endswith(".zip") else next(p for p in sys.path if p.endswith(".zip"))
    members = set(zipfile.ZipFile(stdlib).namelist())

    def in_stdlib(name: str) -> bool:
        path = name.replace(".", "/")
        return f"{path}.py" in members or f"{path}/__init__.py" in members

    named = set(settings["late"]) | named_in_source(nonogram_core.__path__[0])
    for name in sorted(named):
        if in_stdlib(name) and name.split(".")[0] not in settings["skip"]:
            importlib.import_module(name)
    used = {name for name in members if name.startswith(tuple(f"{p}/" for p in settings["whole"]))}
    for module in list(sys.modules.values()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if origin.startswith(stdlib + "/"):
            used.add(origin[len(stdlib) + 1:])
    with zipfile.ZipFile(stdlib) as archive:
        compiled = {name: base64.b64encode(pyc_of(archive.read(name), f"{stdlib}/{name}")).decode()
                    for name in sorted(used) if name.endswith(".py")}
    return json.dumps({"used": sorted(used), "pyc": compiled})
