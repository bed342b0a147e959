"""The SAT oracle's doctests need python-sat, an optional extra (``pip install -e '.[sat]'``)."""

import importlib.util

collect_ignore = [] if importlib.util.find_spec("pysat") else ["sat_uniqueness.py"]
