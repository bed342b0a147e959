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


def _head_lines(text: str, limit: int = 20000) -> list[str]:
    """The non-blank lines of the text's head, right-stripped."""
    return [line.rstrip() for line in text[:limit].splitlines() if line.strip()]


_SECTION = re.compile(r"^[ \t]*\[([^\]\n]*)\][ \t\r]*$", re.MULTILINE)


def detect_gno(text: str) -> int:
    """gnonograms' ``.gno``: ``[Dimensions]`` and ``[Row clues]``/``[Column clues]`` sections (gnonograms
    itself reads a heading by its first three letters, in any case)."""
    heads = {name.strip()[:3].upper() for name in _SECTION.findall(text[:20000])}
    return 95 if "DIM" in heads and heads & {"ROW", "COL", "SOL"} else 0


def _clue_sections(text: str) -> bool:
    return bool(re.search(r"^[ \t]*\[clues\][ \t\r]*$", text[:20000], re.MULTILINE | re.IGNORECASE))


def detect_nonogrid(text: str) -> int:
    """nonogrid's TOML: a ``[clues]`` table whose ``rows`` and ``columns`` are TOML strings (pynogram's
    INI files have the same section, but their values are bare text, which TOML refuses)."""
    if not _clue_sections(text) or not re.search(r"^[ \t]*(rows|columns)[ \t]*=[ \t]*[\"']", text, re.MULTILINE):
        return 0
    doc = toml_document(text)
    clues = doc.get("clues") if isinstance(doc, dict) else None
    return 92 if isinstance(clues, dict) and isinstance(clues.get("rows"), str) else 20


@lru_cache(maxsize=1)
def toml_document(text: str) -> dict[str, Any] | None:
    """The parsed TOML document, or ``None`` when ``text`` is not TOML; remembered for the last text,
    which the nonogrid reader then parses no more."""
    import tomllib

    try:
        return tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError, ValueError):
        return None


def detect_pynogram(text: str) -> int:
    """pynogram's INI text: a ``[clues]`` section with ``rows =`` and ``columns =``."""
    if not _clue_sections(text):
        return 0
    keys = set(re.findall(r"^[ \t]*(rows|columns)[ \t]*[=:]", text[:20000], re.MULTILINE | re.IGNORECASE))
    return 85 if {k.lower() for k in keys} == {"rows", "columns"} else 30


def detect_picross(text: str) -> int:
    """picross-solver's native text: ``GRID name``, ``ROWS``, ``COLUMNS`` and ``[ 1 2 ]`` lines."""
    head = text[:20000]
    if not re.search(r"^[ \t]*GRID\b", head, re.MULTILINE):
        return 0
    sections = re.search(r"^[ \t]*(ROWS|COLUMNS)[ \t\r]*$", head, re.MULTILINE)
    return 90 if sections and re.search(r"^[ \t]*\[[ \t0-9]*\][ \t\r]*$", head, re.MULTILINE) else 40


def detect_spoj(text: str) -> int:
    """SPOJ JCROSS input: a count of puzzles, then for each ``HEIGHT WIDTH`` and that many clue lines, each
    ending in ``0`` (checked for the puzzles in the text's head)."""
    lines = _head_lines(text)
    if len(lines) < 3 or not re.fullmatch(r"\s*[0-9]+", lines[0]):
        return 0
    at, seen = 1, 0
    while at < len(lines) and seen < 3:
        header = re.fullmatch(r"\s*([0-9]+)\s+([0-9]+)", lines[at])
        if not header:
            return 0
        count = int(header.group(1)) + int(header.group(2))
        body = lines[at + 1 : at + 1 + count]
        if not body or not all(re.fullmatch(r"\s*(?:[0-9]+\s+)*0", line) for line in body):
            return 0
        at, seen = at + 1 + count, seen + 1
    return 85


_ROSETTA_LINE = re.compile(r"[ \t]*[A-Z]+(?:[ \t]+[A-Z]+)*[ \t]*")


def detect_rosetta(text: str) -> int:
    """Rosetta Code's nonogram problems: pairs of lines of letter clues (``A`` = 1), blank lines between."""
    lines = _head_lines(text)
    if len(lines) < 2 or not all(_ROSETTA_LINE.fullmatch(line) for line in lines):
        return 0
    return 80


def detect_php_yaml(text: str) -> int:
    """php-nonogram's YAML levels: ``columns:`` and ``rows:`` keys holding lists of clues."""
    head = text[:20000]
    keys = set(re.findall(r"^(columns|rows)[ \t]*:", head, re.MULTILINE))
    if keys != {"columns", "rows"}:
        return 0
    return 85 if re.search(r"^[ \t]*-[ \t]*(\[|[0-9])|:[ \t]*\[", head, re.MULTILINE) else 20


def detect_png(text: str) -> int:
    """A PNG image (read as Latin-1 text, its signature's bytes are these characters)."""
    return 100 if text.startswith("\x89PNG\r\n\x1a\n") else 0


_PATTERN_ID = re.compile(r"\s*(?:[0-9]+(?:x[0-9]+)?)?:[0-9./]*(?:,[A-Za-z]*)?\s*")


def detect_pattern(text: str) -> int:
    """Simon Tatham's Pattern game ID (``10x10:2/1.1/...``) or random seed (``10x10#1234``)."""
    head = text[:100000]
    if _PATTERN_ID.fullmatch(head) and "/" in head:
        return 95
    return 60 if re.fullmatch(r"\s*[0-9]+(?:x[0-9]+)?#\S*\s*", head[:200]) else 0


_CLUES_HEADING = re.compile(r"^[ \t]*(rows?|row clues|columns?|cols|column clues)[ \t]*:?[ \t\r]*$",
                            re.MULTILINE | re.IGNORECASE)


def detect_clues(text: str) -> int:
    """Our plain clue text: a ``rows`` heading and a ``columns`` heading and no ``width``/``height`` (a
    ``.non`` file has all four)."""
    head = text[:20000]
    kinds = {name.lower()[:3] for name in _CLUES_HEADING.findall(head)}
    if not {"row", "col"} <= kinds or re.search(r"^\s*(width|height)\s+[0-9]", head, re.MULTILINE):
        return 0
    return 70


CHARGRID_BACKGROUNDS = " ._wW·☐0⬜"
"""Characters number-loom takes for the background of a character grid (the last one present wins)."""
_CHARGRID_LETTERS = set("rgbycmwWBRGYCM")
_CHARGRID_SQUARES = set("🟥🟩🟦🟨🟧🟪🟫⬛⬜■█◢◣◤◥")
"""Characters that are cells in any grid: number-loom's coloured squares, black squares, triangles."""


def detect_chargrid(text: str) -> int:
    """A character grid (number-loom): a rectangle of few distinct characters, one of them a background.

    Low, so pictures of ``#`` and ``.`` stay ``text``; digits-only grids of 0 and 1 (php-nonogram's
    ``.dat``, picross-solver's raw files) score above CWD, whose first lines are numbers too.
    """
    lines = text[:20000].replace("\r", "").strip("\n").split("\n")
    if len(lines) < 2 or not lines[0] or any(len(line) != len(lines[0]) for line in lines):
        return 0
    cells = set("".join(lines))
    if not 2 <= len(cells) <= 24 or not (cells & set(CHARGRID_BACKGROUNDS) or cells <= _CHARGRID_SQUARES):
        return 0
    if any(ch.isascii() and (ch.isalpha() and ch not in _CHARGRID_LETTERS or ch in ",;:=[](){}<>\"'$") for ch in cells):
        return 0
    return 60 if cells <= set("01") else 30


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
    FormatRow("gno", "gno", (".gno",), detect_gno),
    FormatRow("nonogrid", "nonogrid_toml", (".toml",), detect_nonogrid),
    FormatRow("pynogram", "pynogram_ini", (".txt", ".ini"), detect_pynogram),
    FormatRow("picross-solver", "picross_txt", (".txt",), detect_picross),
    FormatRow("spoj", "spoj", (".txt", ".in"), detect_spoj),
    FormatRow("rosetta", "rosetta", (".txt",), detect_rosetta),
    FormatRow("php-yml", "php_yaml", (".yml", ".yaml"), detect_php_yaml),
    FormatRow("png", "png", (".png",), detect_png),
    FormatRow("pattern", "pattern", (".pattern", ".txt"), detect_pattern),
    FormatRow("clues", "clues", (".clues", ".txt"), detect_clues),
    FormatRow("chargrid", "chargrid", (".txt", ".dat"), detect_chargrid),
)
"""Every format's ``FormatRow`` (name, module in this package, extensions, detector), in detection order:
equal scores go to the earlier format.  This is the one place a format's name and extensions are
written: its module takes ``NAME``, ``EXTENSIONS`` and ``detect`` from here (``entry``), because
detection and ``format_for_path`` must know them without importing any reader."""


READ_ONLY = frozenset({"rosetta", "chargrid"})
"""The formats we read but do not write (their module's ``write`` is ``None``), known without importing
them: Rosetta Code's letters cannot write an empty line, and a character grid's colours are the
characters' (``text`` and ``png`` write pictures)."""


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
