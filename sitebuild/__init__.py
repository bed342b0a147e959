"""The static site's build, beside ``build_wheel.py`` (the entry; ``python -m sitebuild`` is the same).

One module a stage, in the order a build runs them:

* ``paths``: where things are, and how the build treats each of web/'s paths (data);
* ``wheel``: the package as a reproducible wheel;
* ``runtime``: the Pyodide runtime vendored from npm, its standard library trimmed, the wheel's
  bytecode; the scripts it runs under node are files in ``in_pyodide/``;
* ``manifest``: ``precache.json``, every file with its hash and its bytes on the wire;
* ``build``: the three above, in order (``build_site``);
* ``publish``: ``--collection``, a site whose library is your own puzzles, each proved unique;
* ``serve``: the local server (``python3 -m sitebuild.serve``), and ``paced_server``, GitHub
  Pages on a slow phone link for the first-visit test and benchmark;
* ``cli``: the command line; ``cache``: files written only when changed, results cached by input.

Standard library only (and node with npm for the runtime), and never part of the wheel: the
package (``nonogram_core``) does not import it.
"""

from sitebuild.build import build_site

__all__ = ["build_site"]
