"""Build the ``nonogram_core`` wheel and lay out the complete static site in ``web/``.

Needs only the standard library and ``npm`` (once, for the Pyodide runtime), so it is the first
command a newcomer runs::

    python3 build_wheel.py            # build web/ (fast when nothing changed)
    python3 build_wheel.py --serve    # build, then serve web/ at http://127.0.0.1:8000/
    python3 -m sitebuild ...          # the same command

What it writes (all git-ignored, all regenerated from the repository and the download cache):

* ``web/wheels/nonogram_core-<version>-py3-none-any.whl`` -- the browser's wheel: the modules the
  worker loads, as bytecode compiled by the vendored Pyodide (``sitebuild.wheel``,
  ``sitebuild.runtime``);
* ``web/pyodide/`` -- the runtime files of the npm package ``pyodide`` (never a CDN), with the
  standard library trimmed to what the package imports (``sitebuild.runtime``);
* ``web/precache.json`` -- every file of the site with a content hash (``sitebuild.manifest``).

With ``--collection``, ``--no-pictures`` or ``--out`` the library is your own puzzles, each proved
(``sitebuild.publish``); ``--site-title`` names the site, ``--hide-titles`` keeps every puzzle's
title secret until it is solved.  Downloads are cached in ``.cache/`` so rebuilding is offline and takes
well under a second.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from sitebuild import publish, serve
from sitebuild.build import build_site
from sitebuild.paths import WEB


def parser() -> argparse.ArgumentParser:
    """The command line of ``build_wheel.py`` (its flags are a contract: README, the Pages workflow)."""
    found = argparse.ArgumentParser(prog="build_wheel.py", description=(__doc__ or "").split("\n\n")[0])
    found.add_argument("--serve", action="store_true", help="serve web/ after building")
    found.add_argument("--host", default="127.0.0.1")
    found.add_argument("--port", type=int, default=8000)
    found.add_argument("--collection", action="append", default=[], metavar="FILE",
                       help="a puzzle file (or a folder of them) whose puzzles make the library; repeatable")
    found.add_argument("--no-pictures", action="store_true", help="leave the picture packs out of the site")
    found.add_argument("--allow-multiple", action="store_true",
                       help="publish puzzles that do not have exactly one solution (with a warning)")
    found.add_argument("--site-title", metavar="TEXT",
                       help="the site's name, shown in its header and window title (default: Nonogram)")
    found.add_argument("--hide-titles", action="store_true",
                       help="keep each puzzle's title secret until it is solved (the library shows #1, #2, …)")
    found.add_argument("--out", metavar="DIR", help="build the complete site in DIR instead of web/")
    return found


def main(argv: list[str] | None = None) -> int:
    """Build (publishing collections when asked), say what was built, then serve if asked."""
    args = parser().parse_args(argv)
    site = Path(args.out) if args.out else WEB
    if args.collection or args.out or args.no_pictures or args.site_title is not None or args.hide_titles:
        manifest = publish.publish(args.collection, out=args.out, pictures=not args.no_pictures,
                                   allow_multiple=args.allow_multiple, title=args.site_title,
                                   hide_titles=args.hide_titles)
    else:
        manifest = build_site()
    print(f"built {site}/: {len(manifest['files']) + len(manifest['lazy'])} files, {manifest['bytes'] / 1e6:.1f} MB "
          f"({manifest['transfer'] / 1e6:.1f} MB gzipped), wheel {manifest['wheel']}, precache {manifest['hash']}")
    if args.serve:
        return serve.main(["--host", args.host, "--port", str(args.port), str(site)])
    return 0
