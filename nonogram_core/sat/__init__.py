"""The optional SAT engine (CPython only, ``pip install 'nonogram_core[sat]'`` for python-sat).

Imported only when a caller asks for ``engine="sat"`` or ``engine="auto"``: the package, the web
API and the browser's wheel never import it, and python-sat itself is imported only inside the
functions that solve.  ``engine.solve_sat`` is the engine; ``portfolio.solve_auto`` runs the native
search for a counted amount of work and hands what it proved to the SAT engine; ``seed`` runs the
native logic whose results seed the formula; ``encode`` turns clues into CNF; ``cdcl`` calls the
SAT solver for one solution after another; ``child`` runs that in a forked process the deadline
kills.
"""

from __future__ import annotations

import importlib.util

INSTALL_HINT = "pip install 'nonogram_core[sat]'"

PICTURE_CELLS = 900
"""Boards with more cells than this are treated as drawn pictures: a longer native budget in
``auto`` (``portfolio.native_budget``)."""


class SatEngineError(RuntimeError):
    """The SAT engine cannot run (python-sat missing) or produced an answer that failed its check."""


class SatUnavailableError(SatEngineError):
    """``engine="sat"`` was asked for but python-sat is not installed."""


def available() -> bool:
    """True when python-sat can be imported (without importing it)."""
    return importlib.util.find_spec("pysat") is not None


def require_pysat() -> None:
    """Raise ``SatUnavailableError`` with the install command when python-sat is missing."""
    if not available():
        raise SatUnavailableError(f"the SAT engine needs python-sat: {INSTALL_HINT}")
