"""The editor's ``design_formats`` answer comes from the detection table, without importing readers."""

from __future__ import annotations

import pytest

from nonogram_core.design.handlers import formats
from nonogram_core.formats import FORMATS, extension_for
from nonogram_core.formats._detect import READ_ONLY, TABLE
from tests.cli.helpers import loaded_after

READERS = {f"nonogram_core.formats.{row[1]}" for row in TABLE}


def test_the_list_is_every_format_with_a_writer_and_its_first_extension() -> None:
    """``formats`` lists every format with a writer without importing it to ask: ``_detect.READ_ONLY``
    names the others, and must name exactly the modules whose ``write`` is ``None``."""
    by_import = [{"name": name, "extension": module.EXTENSIONS[0]}
                 for name, module in FORMATS.items() if module.write is not None]
    listed = formats({})["formats"]
    assert [{"name": f["name"], "extension": f["extension"]} for f in listed] == by_import
    assert len(by_import) == len(TABLE) - len(READ_ONLY) == 24
    assert READ_ONLY == {name for name, module in FORMATS.items() if module.write is None}
    assert {"name": "text", "extension": ".txt"} in by_import  # the first of .txt, .text, .pic


def test_listing_the_formats_imports_no_reader() -> None:
    loaded = loaded_after("from nonogram_core.design.handlers import formats\n"
                          "assert len(formats({})['formats']) == 24", prefix="nonogram_core.formats")
    assert "nonogram_core.formats._detect" in loaded  # the check can see what was imported
    assert loaded.isdisjoint(READERS), sorted(loaded & READERS)


def test_an_unknown_format_has_no_extension() -> None:
    with pytest.raises(KeyError):
        extension_for("frobnicate")
