"""Detection runs from ``formats._detect`` without importing the readers, and answers as before.

The detectors moved out of the format modules (so that reading a ``.non`` file imports one reader,
not 15); these tests pin the modules to the table, the answers where formats compete (including
the cases where content beats the extension), and the laziness itself.
"""

from __future__ import annotations

import importlib
from pathlib import PurePosixPath

import pytest

from nonogram_core.formats import FORMATS, detect, extension_for, format_for_path, read, write
from nonogram_core.formats._common import extension_of, stem_and_suffix
from nonogram_core.formats._detect import TABLE, entry, json_document
from nonogram_core.model import PuzzleFormatError
from tests.cli.helpers import loaded_after

NON = "width 2\nheight 1\nrows\n2\ncolumns\n1\n1\n"


@pytest.mark.parametrize(("name", "module_name", "extensions", "detector"), TABLE, ids=[row.name for row in TABLE])
def test_each_module_takes_its_name_extensions_and_detector_from_the_table(name, module_name, extensions,
                                                                          detector) -> None:
    """``TABLE`` must hold every format's name and extensions itself: detection and ``format_for_path``
    read them without importing the readers (lazy loading), so the modules point at their row
    (``_detect.entry``).  This checks each row names a real module that is ``FORMATS[name]`` and uses it."""
    module = importlib.import_module(f"nonogram_core.formats.{module_name}")
    assert FORMATS[name] is module
    assert (module.NAME, module.EXTENSIONS, module.detect) == (name, extensions, detector)


def test_formats_keeps_its_names_order_and_lookups() -> None:
    assert list(FORMATS) == [row.name for row in TABLE] and len(FORMATS) == 26
    assert "non" in FORMATS and "frobnicate" not in FORMATS and FORMATS.get("frobnicate") is None
    with pytest.raises(KeyError):
        FORMATS["frobnicate"]  # noqa: B018 - the lookup is the test
    assert dict(FORMATS.items())["xml"].NAME == "xml"


def test_a_module_missing_from_the_table_is_a_clear_error() -> None:
    with pytest.raises(LookupError, match="nonogram_core.formats.frobnicate has no row"):
        entry("nonogram_core.formats.frobnicate")


@pytest.mark.parametrize(
    ("text", "filename", "expected"),
    [
        (NON, "p.non", "non"),
        (NON, None, "non"),
        (NON + "====\n" + NON, "p.non", "nonpack"),  # the separator outscores the extension
        (NON.replace("width 2", 'title "<puzzle>"\nwidth 2'), "p.non", "xml"),  # so does an XML tag
        ('{"rows": [[1], []], "cols": [[1], []]}', "p.json", "json"),
        ('{"rows": [[1], null], "cols": [[1], []]}', "p.json", "davidje13"),
        ('{"rows": [[1], [0]], "columns": [[1], [0]]}', "p.non", "thomasr"),
        ('{"rows": [[1], ', "p.non", "json"),  # broken JSON: the JSON reader says where
        ("$2\n1\t0\n1\t1\n", "p.txt", "tournament"),
        ("#.\n##\n", "p.txt", "text"),
        ("2 1\n1\n1\n0\n", "p.mk", "nin"),
        ("1 2\n2\n#\n1\n1\n", None, "mk"),
        ("nothing to see", "p.g", "g"),  # no detector recognises it: the extension decides
    ],
)
def test_detection_where_formats_compete(text: str, filename: str | None, expected: str) -> None:
    assert detect(text, filename) == expected
    assert detect(text.encode(), filename) == expected


@pytest.mark.parametrize(
    "name",
    ["p.non", "P.NON", "dir.x/p", "a/b.json/", ".json", "..json", "p.", "p", "", "-", "a.tar.gz", "x/.non", "x/.",
     "./p.non", "a//b.g", "/"],
)
def test_stem_and_suffix_are_paths(name: str) -> None:
    assert stem_and_suffix(name) == (PurePosixPath(name).stem, PurePosixPath(name).suffix)


def test_format_for_path_uses_the_table() -> None:
    assert [format_for_path(n) for n in ("a.NON", "b.pbn", "c.taai", "d.pic", "e.xyz")] == [
        "non", "xml", "tournament", "text", None,
    ]


def test_an_extension_shared_by_formats_names_the_first_in_the_table() -> None:
    """``.json`` is five formats' and ``.txt`` two's: the earlier row wins, for ``format_for_path`` and
    for detection's last resort (content nothing recognises)."""
    assert (format_for_path("p.json"), format_for_path("p.txt")) == ("json", "tournament")
    assert (detect("nothing to see", "p.json"), detect("nothing to see", "p.txt")) == ("json", "tournament")
    for extension in {extension for row in TABLE for extension in row.extensions}:
        first = next(row.name for row in TABLE if extension in row.extensions)
        assert format_for_path(f"p{extension}") == first, extension


def test_extension_for_is_each_formats_first_extension() -> None:
    assert {name: extension_for(name) for name in FORMATS} == {row.name: row.extensions[0] for row in TABLE}
    assert (extension_for("tournament"), extension_for("xml")) == (".txt", ".xml")
    with pytest.raises(KeyError):
        extension_for("frobnicate")


@pytest.mark.parametrize(
    ("path", "extension", "format_name"),
    [
        ("p.non", ".non", "non"),
        ("DIR/P.NON", ".non", "non"),  # upper case
        ("p.Json", ".json", "json"),
        (".non", "", None),  # a dotfile's name is all stem, as in pathlib
        ("dir/.non", "", None),
        (".nonpack", "", None),
        ("dir/.hidden.json", ".json", "json"),
        ("..non", ".non", "non"),
        ("p", "", None),  # no suffix
        ("p.", "", None),
        ("dir.non/p", "", None),  # a directory's suffix is not the file's
        ("x.tar.gz", ".gz", None),  # double suffix: the last one counts
        ("p.non.bak", ".bak", None),
        ("x.nonpack", ".nonpack", "nonpack"),
        ("p.non/", ".non", "non"),
        ("-", "", None),
    ],
)
def test_detection_and_format_for_path_read_the_extension_alike(path: str, extension: str, format_name) -> None:
    """One helper (``extension_of``) decides; ``format_for_path`` once matched the end of the whole
    name, so it took ``.non`` and ``dir/.non`` for ``.non`` files while detection saw no extension."""
    assert extension_of(path) == extension == PurePosixPath(path).suffix.lower()
    assert format_for_path(path) == format_name
    assert format_for_path(PurePosixPath(path)) == format_name  # a PathLike too
    if format_name is None:  # content nothing recognises: only a known extension can name the format
        with pytest.raises(PuzzleFormatError, match="unrecognised puzzle format"):
            detect("nothing to see", path)
    else:
        assert detect("nothing to see", path) == format_name


def fresh_modules(code: str) -> set[str]:
    """The ``nonogram_core.formats`` modules loaded after running ``code`` in a new interpreter."""
    return loaded_after(code, prefix="nonogram_core.formats")


READERS = {f"nonogram_core.formats.{row.module}" for row in TABLE} | {"nonogram_core.formats._json",
                                                                 "nonogram_core.formats._xmltree"}


def test_detecting_and_listing_import_no_reader() -> None:
    loaded = fresh_modules(f"from nonogram_core.formats import FORMATS, detect\nassert detect({NON!r}) == 'non'\n"
                           "assert len(list(FORMATS)) == 26 and 'xml' in FORMATS")
    assert "nonogram_core.formats._detect" in loaded  # the check can see what was imported
    assert loaded.isdisjoint(READERS), sorted(loaded & READERS)


def test_reading_imports_only_the_detected_reader() -> None:
    assert fresh_modules(f"from nonogram_core.formats import read\nread({NON!r})") & READERS == {
        "nonogram_core.formats.simpson"
    }
    json_text = '{"rows": [[1]], "cols": [[1]]}'
    assert fresh_modules(f"from nonogram_core.formats import read\nread({json_text!r})") & READERS == {
        "nonogram_core.formats.ourjson", "nonogram_core.formats._json"
    }



def test_json_text_is_parsed_once_for_every_detector_and_the_reader(monkeypatch) -> None:
    """``_json.load`` holds the one cache: four JSON detectors and then the reader ask about the same text."""
    import json

    parses = []
    real_loads = json.loads
    monkeypatch.setattr(json, "loads", lambda text: parses.append(text) or real_loads(text))
    text = '{"rows": [[1], [2]], "cols": [[2], [1]], "title": "parse me once"}'
    assert read(text)[0].title == "parse me once"
    assert parses == [text]
    assert read(text)[0].rows == ((1,), (2,)) and parses == [text]  # the same text again: remembered
    other = text.replace("once", "again")
    assert read(other) and parses == [text, other]


def test_a_remembered_json_failure_is_a_new_error_for_each_read() -> None:
    text = '{"rows": [[1], [2]],\n "cols": [[2], [1]]'
    errors = []
    for filename in ("a.json", "b.json"):
        with pytest.raises(PuzzleFormatError) as caught:
            read(text, filename=filename)
        errors.append(caught.value)
    assert [(error.file, error.line) for error in errors] == [("a.json", 2), ("b.json", 2)]
    assert errors[0] is not errors[1] and "invalid JSON" in errors[1].message
    assert json_document(text) is None and detect(text) == "json"  # broken JSON: the JSON reader says where


@pytest.mark.parametrize("text", [NON, NON + "====\n" + NON, "1 2\n" * 8000, '{"rows": [[1]], "cols": [[1]]}'])
def test_detection_looks_for_the_non_keywords_once(text: str) -> None:
    """``detect_nonpack`` builds on ``detect_simpson``'s score; the keyword search runs once per text."""
    from nonogram_core.formats._detect import _simpson_keywords_score

    text = text + " "  # a text object no earlier test has detected
    before = _simpson_keywords_score.cache_info()
    detect(text, "p.non")
    after = _simpson_keywords_score.cache_info()
    assert (after.misses - before.misses, after.hits - before.hits) == (1, 1)


SAME_READING = {("davidje13", "json"), ("nonpack", "non")}
"""A writer whose text another format reads the same (davidje13's JSON without nulls is plain JSON;
a one-puzzle ``.nonpack`` is a ``.non``)."""


def test_no_format_takes_another_formats_files() -> None:
    """What each writer writes is detected as that format: 26 detectors, none stealing another's files
    (the new readers of other programs' text must leave ours and the old ones alone)."""
    from nonogram_core.model import Colour, Puzzle, puzzle_from_picture

    pictures = [["##.#.", ".###.", "#...#"], ["#.", "##"], ["#" * 7, "." * 7, "#.#.#.#"], ["#.#", ".#.", "##."]]
    inks = (Colour("white", "FFFFFF", "."), Colour("green", "008000", "g"), Colour("red", "FF0000", "r"))
    colour = Puzzle(rows=((1, 1), (2,)), cols=((1, 1), (2,)), colours=inks, row_colours=((1, 2), (2,)),
                    col_colours=((1, 2), (2,)), goal=("gr", "rr"))
    checked = set()
    for name, module in FORMATS.items():
        if module.write is None:
            continue
        for puzzle in [puzzle_from_picture(p) for p in pictures] + [colour]:
            try:
                text = write(puzzle, name)
            except ValueError:
                continue
            found = detect(text)
            assert found == name or (name, found) in SAME_READING, (name, found)
            checked.add(name)
    assert checked == {name for name, module in FORMATS.items() if module.write is not None}
