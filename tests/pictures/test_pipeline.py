"""scripts/make_pictures.py is deterministic: the same pictures twice give the same bytes.

A handful of pictures (colour and black-and-white, one needing a fix) are built twice from
scratch (no cache) into two folders, which must be byte-identical; and pictures that were unique
as drawn must come out exactly as shipped in web/pictures/ (their goal depends only on the pinned
SVGs and the drawing code).  Skipped when the ``pictures`` extra (resvg-py, numpy, Pillow) or the
pinned npm tarballs (and npm to fetch them) are missing.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "make_pictures.py"
STEMS = ["1f34c", "1f697", "bed"]
"""Banana (colour), car (black and white: it keeps its title over the colour one), bed (a pixel icon)."""
DRAWN = ["star", "heart", "bell", "chess-rook"]
"""Hand-drawn small pictures, black and white and colour."""


def _pipeline():
    for module in ("resvg_py", "numpy", "PIL"):
        if importlib.util.find_spec(module) is None:
            pytest.skip(f"{module} is not installed (pip install -e '.[pictures]')")
    if str(SCRIPT.parent) not in sys.path:
        sys.path.insert(0, str(SCRIPT.parent))
    loaded = sys.modules.get("pictures")
    if loaded is not None and Path(getattr(loaded, "__file__", "") or "").parent != SCRIPT.parent / "pictures":
        del sys.modules["pictures"]  # another package of that name (not the pipeline's) was imported
    from pictures import sources

    for source in sources.SOURCES:
        if not source.tarball.exists() and shutil.which("npm") is None:
            pytest.skip(f"{source.tarball.name} is not cached and npm is not installed to fetch it")
    spec = importlib.util.spec_from_file_location("make_pictures", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _files(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


def test_two_runs_give_the_same_bytes_and_the_shipped_pictures(tmp_path: Path, capsys) -> None:
    script = _pipeline()
    first, second = tmp_path / "a", tmp_path / "b"
    for out in (first, second):
        assert script.main(["--redraw", "--stages", "tables", "--only", *STEMS, "--out", str(out), "--jobs", "1",
                            "--cache", "off"]) == 0
    assert _files(first) == _files(second)
    built = [item for path in sorted(first.glob("*.json")) if path.name != "packs.json"
             for item in json.loads(path.read_text(encoding="utf-8"))]
    assert {item["extra"]["source"].split(" ")[-1] for item in built} == {f"{stem}.svg" for stem in STEMS}
    shipped = ROOT / "web" / "pictures"
    if not (shipped / "packs.json").exists():
        pytest.skip("web/pictures is not built")
    by_source = {}  # an emoji may ship in colour and in black and white: both drawn from one SVG
    for pack in json.loads((shipped / "packs.json").read_text(encoding="utf-8"))["packs"]:
        for item in json.loads((shipped / pack["file"]).read_text(encoding="utf-8")):
            by_source[item["extra"]["source"], "colours" in item] = item
    compared = [item for item in built if (item["extra"]["source"], "colours" in item) in by_source]
    assert len(compared) >= len(STEMS)  # a picture dropped at review is not shipped, the rest are
    for item in compared:
        assert item == by_source[item["extra"]["source"], "colours" in item], f"{item['title']}: differs"


def _shipped_by_source() -> dict[str, dict]:
    shipped = ROOT / "web" / "pictures"
    found = {}
    for pack in json.loads((shipped / "packs.json").read_text(encoding="utf-8"))["packs"]:
        for item in json.loads((shipped / pack["file"]).read_text(encoding="utf-8")):
            found[item["extra"]["source"]] = item
    return found


def test_the_small_stage_twice_gives_the_same_bytes_and_the_shipped_pictures(tmp_path: Path) -> None:
    """The stage of the small drawn pictures, from no cache: drawn text to shipped puzzle."""
    script = _pipeline()
    first, second = tmp_path / "a", tmp_path / "b"
    for out in (first, second):
        assert script.main(["--stages", "small", "--only", *DRAWN, "--out", str(out), "--cache", "off"]) == 0
    assert _files(first) == _files(second)
    built = [item for path in sorted(first.glob("small-*.json"))
             for item in json.loads(path.read_text(encoding="utf-8"))]
    assert sorted(item["extra"]["source"] for item in built) == sorted(f"drawn {stem}" for stem in DRAWN)
    shipped = _shipped_by_source()
    for item in built:
        assert item == shipped[item["extra"]["source"]], f"{item['title']}: differs from the shipped one"


@pytest.mark.slow
def test_the_mosaic_and_big_stages_give_the_shipped_pictures(tmp_path: Path) -> None:
    """One mosaic and one big emoji from no cache: the same tiles and picture as shipped."""
    script = _pipeline()
    assert script.main(["--stages", "big", "mosaics", "--only", "1f40e", "1f981", "--out", str(tmp_path),
                        "--cache", "off"]) == 0
    shipped = ROOT / "web" / "pictures"
    for name in ("mosaic-1f40e.json", "emoji-big.json"):
        built = json.loads((tmp_path / name).read_text(encoding="utf-8"))
        ours = json.loads((shipped / name).read_text(encoding="utf-8"))
        for item in built:
            assert item in ours, f"{name}: {item['title']} differs from the shipped one"
