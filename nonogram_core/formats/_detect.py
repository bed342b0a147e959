"""What each format looks like: its name, extensions and content detector, without its reader.

Detection scores the text against every format (0–100 each, the best wins, the extension only
breaks ties), so all detectors must run on every file read without a named format.  They live
here, together, so that running them imports none of the 15 readers: ``formats`` then imports
only the module of the format that won (for a ``.non`` file, ``simpson`` and ``_common``), which
keeps the command line's start-up short.  ``TABLE`` is also the one place each format's name and
extensions are stated; the format modules take them (and ``detect``) from it.  Seeing the
competing scores side by side is also the easiest way to check that one format's text does not
outscore another's.

>>> [row.name for row in TABLE][:3]
['json', 'davidje13', 'davidje13-csv']
>>> detect_simpson("width 2\\nheight 1\\nrows\\n2\\ncolumns\\n1\\n1\\n")
80
"""

from __future__ import annotations

import re
from collections import namedtuple
from collections.abc import Callable
from functools import lru_cache

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing; type checkers take it as True
if TYPE_CHECKING:
    from typing import Any

_JSON_START = re.compile(r"\s*[{\[]")


def json_document(text: str) -> Any:
    """The parsed document if ``text`` looks like JSON and parses, else ``None``.

    Every JSON dialect's detector asks; the JSON reader, imported only for text that starts like
    JSON, remembers its last answer (``_json.load``), so the text is parsed once for them all and
    for the reader.
    """
    if not _JSON_START.match(text):
        return None
    from . import _json

    try:
        return _json.load(text)
    except Exception:  # noqa: BLE001 - detection must never raise
        return None


def items_of(doc: dict[str, Any], *keys: str) -> list[Any]:
    """The items of those of ``doc[key]`` that are lists, in order, with no checks."""
    return [item for key in keys if isinstance(doc.get(key), list) for item in doc[key]]


def detect_ourjson(text: str) -> int:
    doc = json_document(text)
    if doc is None and _JSON_START.match(text):
        return 5  # broken JSON: let the JSON reader say where
    if isinstance(doc, list) or (isinstance(doc, dict) and "puzzles" in doc):
        return 90
    if not isinstance(doc, dict):
        return 0
    if doc.get("format") == "nonogram":
        return 100
    if "rows" in doc and "cols" in doc and "image" not in doc:
        return 70
    return 0


def detect_davidje13(text: str) -> int:
    doc = json_document(text)
    if not isinstance(doc, dict):
        return 0
    if "image" in doc:
        return 85
    if "rows" in doc and "cols" in doc:
        return 85 if any(line is None for line in items_of(doc, "rows", "cols")) else 60
    return 0


def _content_lines(text: str) -> list[str]:
    """The lines of the text's head that are neither blank nor ``#`` comments (for .csv and .nin)."""
    return [line for line in text[:20000].splitlines() if line.strip() and not line.lstrip().startswith("#")]


def detect_davidje13_csv(text: str) -> int:
    lines = _content_lines(text)
    if not lines:
        return 0
    header = [v.strip().lower() for v in lines[0].split(",")]
    return 90 if header[:2] == ["name", "rules"] else 0


def detect_thomasr(text: str) -> int:
    doc = json_document(text)
    return 85 if isinstance(doc, dict) and "columns" in doc and "rows" in doc else 0


def detect_nonogram_rs(text: str) -> int:
    doc = json_document(text)
    if not isinstance(doc, dict) or "rows" not in doc or "cols" not in doc:
        return 0
    for line in items_of(doc, "rows", "cols"):
        if isinstance(line, list) and line:
            return 90 if isinstance(line[0], list) else 0
    return 0


def detect_simpson(text: str) -> int:
    """High when the text has ``width``/``height`` and ``rows``/``columns`` lines."""
    return _simpson_keywords_score(text[:20000])


@lru_cache(maxsize=1)
def _simpson_keywords_score(head: str) -> int:
    """20 for each of the four ``.non`` keyword lines in ``head``.

    Remembered for the last head: ``detect_nonpack`` (a ``.nonpack`` is ``.non`` puzzles with
    ``====`` between them) asks right after ``detect_simpson`` did, about the same text.  Worth it
    where the keywords are missing and all four searches read the whole head: without the cache a
    whole detection took 0.3–0.5 ms more (1.2–1.6x) on a 200 KB ``.nin``, a 230 KB XML and the 630 KB
    TAAI file, 2–3 us more on small files (CPU time, medians of 41 interleaved rounds, 2026-11-21).
    """
    score = 0
    for pattern in (r"^\s*width\s+\d", r"^\s*height\s+\d", r"^\s*rows\s*$", r"^\s*columns\s*$"):
        if re.search(pattern, head, re.MULTILINE):
            score += 20
    return score


def detect_nonpack(text: str) -> int:
    score = detect_simpson(text)
    return score + 10 if score and re.search(r"^====\s*$", text, re.MULTILINE) else 0


def detect_nin(text: str) -> int:
    lines = _content_lines(text)
    if not lines or not re.fullmatch(r"\s*[0-9]+\s+[0-9]+\s*", lines[0]):
        return 0
    if all(re.fullmatch(r"[0-9 \t]*", line) for line in lines[1:50]):
        return 60
    return 10


def detect_olsak_mk(text: str) -> int:
    lines = text[:20000].lstrip().splitlines()
    if not lines or not re.fullmatch(r"\s*[0-9]+\s+[0-9]+\s*", lines[0]):
        return 0
    return 80 if any(line.strip() == "#" for line in lines) else 0


def detect_olsak_g(text: str) -> int:
    head = text[:20000]
    separators = len(re.findall(r"^:", head, re.MULTILINE))
    score = 30 if separators >= 2 else 0
    if score and re.search(r"^#d", head, re.MULTILINE):
        score += 40
    return score


def detect_cwd(text: str) -> int:
    lines = text[:20000].splitlines()
    if len(lines) < 3 or not all(re.fullmatch(r"\s*[0-9]+\s*", line) for line in lines[:2]):
        return 0
    return 50 if any(not line.strip() for line in lines[2:]) else 0


def detect_tournament(text: str) -> int:
    head = text[:5000].lstrip("\ufeff \t\r\n")
    if not head.startswith("$"):
        return 0
    lines = head.splitlines()
    body = lines[1:6]
    return 90 if body and all(re.fullmatch(r"[0-9 \t]*", line) for line in body) else 40


def detect_webpbn_xml(text: str) -> int:
    head = text[:4000]
    if "<puzzleset" in head or re.search(r"<puzzle[\s>]", head):
        return 95
    return 0


def detect_pbm(text: str) -> int:
    return 95 if re.match(r"P[14]\s", text[:3]) else 0


PICTURE_FILLED = "#X█"
"""The characters a plain-text picture uses for filled cells."""
PICTURE_EMPTY = ".-_ "
"""The characters a plain-text picture uses for empty cells."""


def detect_picture(text: str) -> int:
    lines = [line.rstrip("\r") for line in text[:20000].strip("\n").split("\n")]
    # every line non-empty and made of picture characters only (a regex with "█" takes 0.3 ms to compile)
    if not lines or not all(line and not line.strip(PICTURE_FILLED + PICTURE_EMPTY) for line in lines):
        return 0
    cells = set("".join(lines))
    return 70 if cells & set(PICTURE_FILLED) else 40 if "." in cells else 0


FormatRow = namedtuple("FormatRow", "name module extensions detector")
"""One format's row of ``TABLE``: its ``name``, its ``module`` in this package, its ``extensions``
(lower case, with the dot) and its ``detector`` (text → 0–100).  A named tuple, not
``typing.NamedTuple``: ``typing`` costs start-up, and ``collections`` is loaded already (``re`` uses it)."""

TABLE: tuple[FormatRow, ...] = (
    FormatRow("json", "ourjson", (".json",), detect_ourjson),
    FormatRow("davidje13", "davidje13", (".json",), detect_davidje13),
    FormatRow("davidje13-csv", "davidje13_csv", (".csv",), detect_davidje13_csv),
    FormatRow("thomasr", "thomasr", (".json",), detect_thomasr),
    FormatRow("nonogram-rs", "nonogram_rs", (".json",), detect_nonogram_rs),
    FormatRow("non", "simpson", (".non",), detect_simpson),
    FormatRow("nonpack", "nonpack", (".nonpack",), detect_nonpack),
    FormatRow("nin", "nin", (".nin",), detect_nin),
    FormatRow("mk", "olsak_mk", (".mk",), detect_olsak_mk),
    FormatRow("g", "olsak_g", (".g",), detect_olsak_g),
    FormatRow("cwd", "cwd", (".cwd",), detect_cwd),
    FormatRow("tournament", "tournament", (".txt", ".taai"), detect_tournament),
    FormatRow("xml", "webpbn_xml", (".xml", ".pbn"), detect_webpbn_xml),
    FormatRow("pbm", "pbm", (".pbm",), detect_pbm),
    FormatRow("text", "picture", (".txt", ".text", ".pic"), detect_picture),
)
"""Every format's ``FormatRow`` (name, module in this package, extensions, detector), in detection order:
equal scores go to the earlier format.  This is the one place a format's name and extensions are
written: its module takes ``NAME``, ``EXTENSIONS`` and ``detect`` from here (``entry``), because
detection and ``format_for_path`` must know them without importing any reader."""


def entry(module_name: str) -> tuple[str, tuple[str, ...], Callable[[str], int]]:
    """``NAME``, ``EXTENSIONS`` and ``detect`` of the format module called ``module_name`` (its
    ``__name__``), so that each module points at its row of ``TABLE`` rather than copying it.

    >>> entry("nonogram_core.formats.simpson")[:2]
    ('non', ('.non',))
    """
    module = module_name.rpartition(".")[2]
    for row in TABLE:
        if row.module == module:
            return row.name, row.extensions, row.detector
    raise LookupError(f"{module_name} has no row in formats._detect.TABLE")
