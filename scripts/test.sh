#!/usr/bin/env bash
# Runs every test, from a fresh machine too: installs the browsers when missing (Debian: Chromium's
# headless shell, the Chromium the browser tests drive (tests/browser.py: TEST_CHROMIUM);
# Firefox ESR and WebKitGTK's driver with xvfb for the engine smoke suites, whose drivers come from
# npm, tests/engines/package.json, and pip, selenium; poppler-utils, with which the print tests read
# the PDFs they make), builds the site (wheel + vendored Pyodide) while it makes the virtual
# environment with the dev extras (uv, else pip), checks style (ruff), then runs pytest (its 25
# slowest tests are listed at the end; the type check, mypy, is one of its tests) with the API
# reference (pdoc, no warnings) and the JavaScript unit tests (node --test) beside it.
#
#   bash scripts/test.sh [--quick] [pytest arguments...]
#
# --quick, for day-to-day work: no installs, no API reference, no engine smoke
# suites (tests/engines); the site is still built and every other test runs.
# Extra arguments go to pytest (e.g. `bash scripts/test.sh -k formats`).
set -euo pipefail
cd "$(dirname "$0")/.."
# Python keeps the bytecode it compiles (__pycache__/, ignored by git): the tests start hundreds of
# Python processes (the command line, batch workers, mypy), and where a machine's image switches
# the writing off, each of them compiles the package and the modules it imports anew (tests/cli
# and tests/sat: 74 s instead of 58 on a fresh checkout).
unset PYTHONDONTWRITEBYTECODE

QUICK=0
if [ "${1:-}" = "--quick" ]; then
  QUICK=1
  shift
fi

# Debian packages: the command that proves each is there, and the package.
apt_install_missing() {
  local wanted=()
  command -v chromium-headless-shell >/dev/null 2>&1 || wanted+=(chromium-headless-shell)
  [ -x /usr/bin/firefox-esr ] || wanted+=(firefox-esr)
  command -v WebKitWebDriver >/dev/null 2>&1 || wanted+=(webkit2gtk-driver)
  command -v xvfb-run >/dev/null 2>&1 || wanted+=(xvfb)
  command -v pdftotext >/dev/null 2>&1 || wanted+=(poppler-utils)
  [ ${#wanted[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${wanted[@]}" >/dev/null
  else
    echo "The browser tests need: sudo apt-get install -y ${wanted[*]}" >&2
    exit 1
  fi
}

# Steps that need nothing of each other run side by side (else the two cores wait on the network
# and on one process at a time): each one's output is shown once it ends, and a failure stops the
# script after them all, with its output.
STEPS=()
step() {  # step NAME COMMAND...
  local log
  log=$(mktemp)
  ("${@:2}") >"$log" 2>&1 &
  STEPS+=("$!:$1:$log")
}
finish_steps() {
  local failed=0 entry pid name log
  for entry in "${STEPS[@]}"; do
    IFS=: read -r pid name log <<<"$entry"
    if wait "$pid"; then
      cat "$log"
    else
      echo "FAILED: $name" >&2
      cat "$log" >&2
      failed=1
    fi
    rm -f "$log"
  done
  STEPS=()
  [ "$failed" = 0 ] || exit 1
}
need_node() {
  if ! command -v node >/dev/null 2>&1; then
    echo "Node.js 20 is needed for the JavaScript unit tests (and the build): sudo apt-get install -y nodejs" >&2
    exit 1
  fi
}
# The package with the extras the tests use, editable, into .venv.  uv (from PyPI) installs in
# about 5 s what pip takes 9-26 s for, beside the site build (the setup's other long step); pip
# stays the way when uv cannot be had.  Neither compiles the dependencies' modules now: Python
# compiles what the tests import when they first import it (a fresh environment: 12 s instead of
# 19 with pip, 7 CPU-seconds less).
install_environment() {
  local extras='.[dev,progress,cluster,sat,pictures]'
  if .venv/bin/python -m pip install -q uv >/dev/null 2>&1 \
     && .venv/bin/python -m uv pip install -q --python .venv/bin/python -e "$extras"; then
    return 0
  fi
  echo "uv could not install the environment; pip does" >&2
  .venv/bin/python -m pip install -q --upgrade pip >/dev/null
  .venv/bin/python -m pip install -q --no-compile -e "$extras"
}
# The Firefox smoke suite's driver (puppeteer-core), installed from the lock file when it changed.
engine_drivers() {
  if [ ! -f tests/engines/node_modules/.package-lock.json ] \
     || [ tests/engines/package-lock.json -nt tests/engines/node_modules/.package-lock.json ]; then
    npm ci --prefix tests/engines --no-audit --no-fund --silent
  fi
}
# The pure JavaScript modules' unit tests, beside the modules they test (web/<folder>/*.test.mjs);
# node finds no DOM there: those modules touch the browser only when called.
JS_TESTS=(web/*/*.test.mjs)

if [ "$QUICK" = 0 ]; then
  apt_install_missing
  need_node
  # The site build needs only Python's standard library (and npm), the engines' driver only npm:
  # both run while pip installs.
  [ -f build_wheel.py ] && step "the site build (build_wheel.py)" python3 build_wheel.py
  step "the engine smoke suites' driver (npm ci)" engine_drivers
  if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
  fi
  install_environment
  finish_steps
  # Checks that the tests do not need run beside pytest (its first seconds, starting its workers
  # and collecting, leave a core idle); their outcome is told after pytest's.  The type check
  # (mypy, [tool.mypy] in pyproject.toml) is a test: tests/core/test_public_types.py.
  # the API reference (site/api) builds without warnings
  step "the API reference (scripts/api_docs.py)" .venv/bin/python scripts/api_docs.py
  step "the JavaScript unit tests (node --test)" node --test "${JS_TESTS[@]}"
else
  need_node
  if [ -f build_wheel.py ]; then
    .venv/bin/python build_wheel.py
  fi
  node --test "${JS_TESTS[@]}"
fi
if ! .venv/bin/python -m ruff check nonogram_core sitebuild build_wheel.py tests bench scripts; then
  finish_steps  # the steps started above end and are told before the script fails
  exit 1
fi

# Two pytest workers (pytest-xdist), each taking whole test files (module-scoped pages stay
# shared): a browser test leaves a core idle while it waits on the page.  NONOGRAM_TEST_WORKERS=1
# runs them in one process (e.g. to read a failure's output in order).
# --no-loadscope-reorder: the workers take the files in the order tests/conftest.py gives them (the
# long ones first), not by their number of tests (which left a long browser file to the end).
WORKERS=(-n "${NONOGRAM_TEST_WORKERS:-2}" --dist loadfile --no-loadscope-reorder)
if [ "${NONOGRAM_TEST_WORKERS:-2}" = 1 ]; then
  WORKERS=(-p no:xdist)
fi
if [ "$QUICK" = 1 ]; then
  exec .venv/bin/python -m pytest -q "${WORKERS[@]}" -m "not engines" "$@"
fi
status=0
.venv/bin/python -m pytest -q "${WORKERS[@]}" "$@" || status=$?
finish_steps
exit "$status"
