"""Start-up cost: ``import nonogram_core`` and each CLI subcommand load only the subpackages they use.

Each check runs in a fresh interpreter, since this test process has long imported everything.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import nonogram_core
from tests.cli.helpers import loaded_after

HEAVY = ("nonogram_core.formats", "nonogram_core.hints", "nonogram_core.design")
PUZZLE = "width 2\nheight 1\nrows\n2\ncolumns\n1\n1\n"


def test_importing_the_package_loads_no_formats_hints_or_design() -> None:
    loaded = loaded_after("import nonogram_core\nassert nonogram_core.solve")
    assert "nonogram_core.solver" in loaded  # the check itself can see what was imported
    assert loaded.isdisjoint(HEAVY), sorted(loaded)


def test_a_lazy_name_loads_its_subpackage_only() -> None:
    loaded = loaded_after("from nonogram_core import read\nassert callable(read)")
    assert "nonogram_core.formats" in loaded
    assert {"nonogram_core.hints", "nonogram_core.design"}.isdisjoint(loaded)


def test_every_public_name_resolves_in_a_fresh_interpreter() -> None:
    code = "import nonogram_core\nfor name in nonogram_core.__all__:\n    assert getattr(nonogram_core, name)"
    assert set(HEAVY[:2]) <= loaded_after(code)
    assert loaded_after("from nonogram_core import *\nassert grade and write_file and FORMATS")


@pytest.mark.parametrize("name", nonogram_core.__all__)
def test_public_names_are_the_subpackages_objects(name: str) -> None:
    value = getattr(nonogram_core, name)
    home = nonogram_core._LAZY.get(name)
    if home is not None:
        assert value is getattr(getattr(nonogram_core, home), name)
    assert name in dir(nonogram_core)


def test_subpackages_are_attributes_and_unknown_names_are_attribute_errors() -> None:
    assert loaded_after("import nonogram_core\nassert nonogram_core.design.check_design") >= {"nonogram_core.design"}
    with pytest.raises(AttributeError, match="no attribute 'frobnicate'"):
        nonogram_core.frobnicate  # noqa: B018 - the lookup is the test


@pytest.mark.parametrize(
    ("command", "absent"),
    [
        ("solve p.non", {"nonogram_core.hints", "nonogram_core.design"}),
        ("convert p.non out.nin", {"nonogram_core.hints", "nonogram_core.design"}),
        ("grade p.non", {"nonogram_core.design"}),
    ],
)
def test_each_subcommand_imports_only_what_it_needs(tmp_path: Path, command: str, absent: set[str]) -> None:
    (tmp_path / "p.non").write_text(PUZZLE)
    code = f"from nonogram_core.cli import main\nassert main({command.split()!r}) == 0"
    loaded = loaded_after(code, cwd=tmp_path)
    assert "nonogram_core.formats" in loaded  # every subcommand reads a file
    assert loaded.isdisjoint(absent), sorted(loaded & absent)


def test_reading_a_file_does_not_load_the_writers_heavy_helpers(tmp_path: Path) -> None:
    """``tempfile`` (for atomic writes) and ``fractions`` (davidje13 rule codes) cost 5 ms at start-up."""
    (tmp_path / "p.non").write_text(PUZZLE)
    code = "from nonogram_core.cli import main\nassert main(['solve', 'p.non']) == 0"
    assert loaded_after(code, cwd=tmp_path, prefix="") & {"tempfile", "fractions"} == set()
    writing = "from nonogram_core.cli import main\nassert main(['convert', 'p.non', 'p.json']) == 0"
    assert "tempfile" in loaded_after(writing, cwd=tmp_path, prefix="")  # the check can see it


def test_solving_a_non_file_imports_one_reader_and_no_start_up_extras(tmp_path: Path) -> None:
    """``solve --json p.non`` loads ``simpson`` alone of the 26 readers (detection runs from ``_detect``;
    ``_non_colours``, a few lines, is simpson's palette),
    and none of ``shutil`` (argparse's terminal width), ``typing``, ``pathlib`` or ``html`` (no ``&`` in
    the file).  Run with ``-S``: the editable install's import hook (site) imports ``pathlib`` itself."""
    (tmp_path / "p.non").write_text(PUZZLE)
    code = "from nonogram_core.cli import main\nassert main(['solve', '--json', 'p.non']) == 0"
    loaded = loaded_after(code, cwd=tmp_path, prefix="", without_site=True)
    formats = {name for name in loaded if name.startswith("nonogram_core.formats.")}
    assert formats == {f"nonogram_core.formats.{name}" for name in ("_common", "_detect", "simpson", "_non_colours")}
    extras = {"shutil", "typing", "pathlib", "html"}
    assert loaded & extras == set(), sorted(loaded & extras)
    assert {"argparse", "json", "re", "nonogram_core.solver"} <= loaded  # the check can see what was imported


def test_help_and_unknown_commands_still_list_every_subcommand(capsys) -> None:
    from nonogram_core.cli import SUBCOMMANDS, main

    for argv in (["--help"], ["frobnicate"]):
        with pytest.raises(SystemExit):
            main(argv)
        shown = capsys.readouterr()
        assert all(name in shown.out + shown.err for name in SUBCOMMANDS), shown


@pytest.mark.parametrize("columns", ["50", "0", "wide", None])
def test_help_width_is_what_shutil_would_answer(monkeypatch, columns: str | None) -> None:
    """``cli.terminal_columns`` stands in for ``shutil.get_terminal_size`` (not imported at start-up)."""
    import shutil

    from nonogram_core.cli import terminal_columns

    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    assert terminal_columns() == shutil.get_terminal_size().columns
    if columns == "50":
        assert terminal_columns() == 50


SAT_MODULES = {"pysat", "nonogram_core.sat"}
"""The SAT engine and python-sat: CPython-only, imported only when ``engine="sat"``/``"auto"`` is asked for."""


def test_the_package_and_the_web_api_never_import_the_sat_engine() -> None:
    """The worker's wheel runs ``webapi.handle``: solving, checking, hinting there must not touch
    ``nonogram_core.sat`` or python-sat (installed here or not: the browser has neither)."""
    requests = [
        {"id": 1, "kind": "solve", "payload": {"puzzle": {"rows": [[1], [1]], "cols": [[1], [1]]}}},
        {"id": 2, "kind": "solve", "payload": {"puzzle": {"rows": [[2], [1]], "cols": [[2], [1]]}, "timeout": 5}},
        {"id": 3, "kind": "hint", "payload": {"puzzle": {"rows": [[2], [1]], "cols": [[2], [1]]}}},
    ]
    code = ("import json\nimport nonogram_core\nfrom nonogram_core.webapi import handle\n"
            f"for request in {requests!r}:\n    assert json.loads(handle(json.dumps(request)))['ok']\n"
            "assert nonogram_core.solve(nonogram_core.Puzzle(rows=((1,),), cols=((1,),))).engine == 'native'")
    loaded = loaded_after(code, prefix="")
    assert "nonogram_core.webapi" in loaded and "nonogram_core.solver" in loaded  # the check sees imports
    assert not {name for name in loaded if name.split(".")[0] == "pysat" or name.startswith("nonogram_core.sat")}


def test_solve_with_the_native_engine_imports_no_sat(tmp_path: Path) -> None:
    (tmp_path / "p.non").write_text(PUZZLE)
    code = "from nonogram_core.cli import main\nassert main(['solve', '--engine', 'native', 'p.non']) == 0"
    loaded = loaded_after(code, cwd=tmp_path, prefix="")
    assert not {name for name in loaded if name.split(".")[0] == "pysat" or name.startswith("nonogram_core.sat")}
