"""``python -m nonogram_core`` runs the command-line tool."""

from .cli import main

raise SystemExit(main())
