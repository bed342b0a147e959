"""``python -m sitebuild [--serve] [--collection FILE] ...``: the same command as ``python3 build_wheel.py``."""

import sys

from sitebuild.cli import main

sys.exit(main())
