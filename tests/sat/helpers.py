"""The SAT engine's tests skip, with the reason, when python-sat is not installed (``requires_pysat``)."""

from __future__ import annotations

import pytest

from nonogram_core.sat import INSTALL_HINT, available

requires_pysat = pytest.mark.skipif(not available(), reason=f"python-sat is not installed ({INSTALL_HINT})")
