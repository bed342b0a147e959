"""Static checks of the site's style sheets that keep a known slowdown from coming back."""

from __future__ import annotations

import re
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
# every style sheet of the site, in whichever feature folder (not the vendored runtime)
SHEETS = sorted(css for css in WEB.rglob("*.css") if not css.relative_to(WEB).as_posix().startswith("pyodide/"))


def test_no_body_has_rule_looks_at_hidden() -> None:
    """``body:has(... [hidden] ...)`` makes the browser re-check the whole page whenever any
    ``hidden`` attribute changes: with the pencil bar toggled on each edit, a click on a 384×216
    board took ~200 ms instead of ~60.  Views set classes on <body> (``playing``) instead."""
    rule = re.compile(r"body[^{,]*:has\([^{]*hidden")
    comment = re.compile(r"/\*.*?\*/", re.S)
    found = [
        f"{css.relative_to(WEB)}: {m.group(0)}" for css in SHEETS
        for m in rule.finditer(comment.sub("", css.read_text()))
    ]
    assert len(SHEETS) >= 5  # the sheets were found where they live
    assert found == []
