#!/usr/bin/env python3
"""Build the nonogram web app: the package's wheel, the vendored Pyodide runtime and the precache
manifest, laid out in ``web/`` (``--serve`` then serves it at http://127.0.0.1:8000/).

The entry the README names; the build itself is the ``sitebuild`` package beside this file
(``python3 build_wheel.py --help`` lists the options; ``sitebuild/cli.py`` says what is written).
"""

import sys

from sitebuild.cli import main

if __name__ == "__main__":
    sys.exit(main())
