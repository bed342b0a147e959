"""Names for a picture's inks ("red", "charcoal"), as the palette and colour hints show them.

One naming for the whole project: ``nonogram_core.colour.names.nearest_name`` (greys by their
lightness, other colours by the nearest common name in CIELAB); when two inks of one picture get
the same name, the later ones are numbered ("brown", "brown 2") so every ink of a palette is told
apart in words.  ``python3 scripts/pictures/colournames.py`` renames the inks of the packs in
``web/pictures/`` in place (names are not part of a picture's identity: progress keys on its clues).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from nonogram_core.colour.names import nearest_name  # noqa: E402
from nonogram_core.formats import _json  # noqa: E402

INK_CHARS = "abcdefghij"
BACKGROUND = {"name": "background", "rgb": "FFFFFF", "char": "."}


def name_of(rgb: tuple[int, int, int]) -> str:
    """What a person calls the ink.

    >>> name_of((250, 30, 30)), name_of((41, 47, 51))
    ('red', 'charcoal')
    """
    return nearest_name("".join(f"{v:02X}" for v in rgb))


def palette_of(inks: tuple[tuple[int, int, int], ...]) -> list[dict[str, str]]:
    """The design palette: the background, then each ink with its name, hex RGB and character.

    >>> [entry["name"] for entry in palette_of(((200, 30, 30), (230, 50, 40), (0, 0, 0)))]
    ['background', 'red', 'red 2', 'black']
    """
    palette = [dict(BACKGROUND)]
    seen: dict[str, int] = {}
    for index, rgb in enumerate(inks):
        name = name_of(rgb)
        seen[name] = seen.get(name, 0) + 1
        label = name if seen[name] == 1 else f"{name} {seen[name]}"
        palette.append({"name": label, "rgb": "".join(f"{v:02X}" for v in rgb), "char": INK_CHARS[index]})
    return palette


def inks_of(colours: list[dict[str, str]]) -> tuple[tuple[int, int, int], ...]:
    """A written palette's inks (background left out), as palette_of takes them."""
    return tuple(tuple(int(c["rgb"][i:i + 2], 16) for i in (0, 2, 4)) for c in colours if c["char"] != ".")


def renamed(colours: list[dict[str, str]]) -> list[dict[str, str]]:
    """A written palette with each ink named by ``palette_of`` from the RGB it finally has (after
    pale inks were darkened to show, or inks darkened apart): the name a player reads must be the
    colour's they see."""
    named = {entry["char"]: entry["name"] for entry in palette_of(inks_of(colours))}
    return [dict(colour, name=named[colour["char"]]) if colour["char"] != "." else colour for colour in colours]


def rename_packs(folder: Path) -> int:
    """Give every ink of every pack in ``folder`` its name by palette_of; returns how many changed."""
    changed = 0
    for path in sorted(folder.glob("*.json")):
        pack = json.loads(path.read_text())
        if not isinstance(pack, list):
            continue  # packs.json, the index
        for puzzle in pack:
            colours = puzzle.get("colours")
            if not colours:
                continue
            named = renamed(colours)
            changed += sum(old["name"] != new["name"] for old, new in zip(colours, named, strict=True))
            puzzle["colours"] = named
        text = _json.dump(pack)  # as scripts/pictures/packs.py writes them: the same bytes but the names
        if text != path.read_text(encoding="utf-8"):
            path.write_text(text, encoding="utf-8")
    return changed


if __name__ == "__main__":
    print(f"{rename_packs(Path(__file__).resolve().parents[2] / 'web' / 'pictures')} ink names changed")
