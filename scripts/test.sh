#!/usr/bin/env bash
# Runs every test, from a fresh machine too: installs Chromium and poppler-utils (Debian) when missing, makes the
# virtual environment with the dev extras, builds the site (wheel + vendored Pyodide), checks style,
# types (mypy) and the API reference (pdoc, no warnings), the JavaScript unit tests (node --test), then pytest.
# Extra arguments go to pytest (e.g. `bash scripts/test.sh -k formats`).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is needed for the browser tests: sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi

# the print tests read the PDFs they make with poppler (pdfinfo, pdftotext)
if ! command -v pdftotext >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null 2>&1 \
      || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null; }
  else
    echo "poppler-utils is needed for the print tests: sudo apt-get install -y poppler-utils" >&2
    exit 1
  fi
fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
.venv/bin/python -m pip install -q -e '.[dev,progress,cluster,sat,pictures]'

if [ -f build_wheel.py ]; then
  .venv/bin/python build_wheel.py
fi

.venv/bin/python -m ruff check nonogram_core sitebuild build_wheel.py tests bench scripts
.venv/bin/python -m mypy                   # the package's and the site build's types ([tool.mypy] in pyproject.toml)
.venv/bin/python scripts/api_docs.py >/dev/null  # the API reference (site/api) builds without warnings
# The pure JavaScript modules' unit tests, beside the modules they test (web/<folder>/*.test.mjs);
# node finds no DOM there: those modules touch the browser only when called.
if ! command -v node >/dev/null 2>&1; then
  echo "Node.js 20 is needed for the JavaScript unit tests (and the build): sudo apt-get install -y nodejs" >&2
  exit 1
fi
node --test web/*/*.test.mjs
exec .venv/bin/python -m pytest -q "$@"
