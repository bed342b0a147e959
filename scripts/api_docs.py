"""Build the API reference from the docstrings with pdoc, and fail on any warning.

    .venv/bin/python scripts/api_docs.py --output DIR  # writes DIR/index.html and a page per module
    .venv/bin/python scripts/api_docs.py              # into site/api/ (git-ignored): a local look

The site build publishes it as the site's ``api/`` folder (``build(output)`` is the one call it needs;
pdoc is a dev extra, so a build without it leaves the folder out).

The reference covers the public API (``nonogram_core.__all__``: ``solve``, ``Result``, ``next_hint``,
``read``...) and the subpackages a library user reaches for: ``formats``, ``hints``, ``design``,
``generate``, ``sat`` and ``batch``.  Docstrings are reStructuredText (double backquotes for code,
``>>>`` examples, which pytest runs as doctests).  ``scripts/test.sh`` runs this script, so a
docstring pdoc cannot render, or a module it cannot import, fails the test run.
"""

from __future__ import annotations

import argparse
import sys
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MODULES = (
    "nonogram_core",
    "nonogram_core.formats",
    "nonogram_core.hints",
    "nonogram_core.design",
    "nonogram_core.sat",
    "nonogram_core.batch",
)
"""What the reference documents (each with its submodules; ``generate`` comes with the package)."""


def build(output: Path) -> list[str]:
    """Render the reference into the folder ``output`` (made if missing); the warnings pdoc gave (none,
    when all is well)."""
    import pdoc
    import pdoc.render

    sys.path.insert(0, str(ROOT))
    pdoc.render.configure(docformat="restructuredtext", footer_text="nonogram_core API reference",
                          show_source=True, search=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        pdoc.pdoc(*MODULES, output_directory=output)
    return [f"{w.category.__name__}: {w.message}" for w in caught]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--output", type=Path, default=ROOT / "site" / "api", metavar="DIR",
                        help="the folder to write the reference into (default: site/api, git-ignored)")
    args = parser.parse_args()
    problems = build(args.output)
    for problem in problems:
        print(f"api_docs: {problem}", file=sys.stderr)
    if problems:
        print(f"api_docs: {len(problems)} warning(s): the reference must build cleanly", file=sys.stderr)
        return 1
    print(f"api_docs: wrote {args.output / 'index.html'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
