"""What to draw: the hand-checked tables of pictures, their titles and packs, and the review list.

``emoji.tsv`` lists Twemoji pictures (code point, pack, title); titles were drafted from Unicode's
CLDR short names and edited by hand (``unicodedata.name`` gives "EAR OF MAIZE" or nothing at all for
newer emoji).  ``pixel.tsv`` lists pixelarticons icons (file stem, title), the pictures among the
icons: no letters, digits, arrows, UI glyphs or brand logos.  ``pictures-review.txt`` (next to
the script) lists what a person looking at the contact sheets dropped, each with a reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
REVIEW = HERE.parent / "pictures-review.txt"

PACKS = {
    # id: (name, source id, colour)
    "emoji-animals": ("Emoji: Animals", "twemoji", True),
    "emoji-nature": ("Emoji: Plants and weather", "twemoji", True),
    "emoji-food": ("Emoji: Food", "twemoji", True),
    "emoji-travel": ("Emoji: Travel and places", "twemoji", True),
    "emoji-activities": ("Emoji: Activities", "twemoji", True),
    "emoji-objects": ("Emoji: Objects", "twemoji", True),
    "emoji-things": ("Emoji: Home and tools", "twemoji", True),
    "emoji-shapes": ("Emoji: Black and white", "twemoji", False),
    "pixel-icons": ("Pixel icons", "pixelarticons", False),
}
"""Every pack, in the order packs.json lists them."""


@dataclass(frozen=True)
class Entry:
    """One picture to draw: where it comes from, what it is called, where it goes, how it is drawn."""

    source: str
    stem: str
    title: str
    pack: str
    style: str
    """``colour`` (Twemoji, up to six inks), ``silhouette`` (Twemoji in black and white, see
    ``silhouette.py``) or ``pixel`` (pixelarticons, one cell per icon pixel)."""
    size: int
    """Cells along the longer side (``pixel``: 0, the icon's own pixels)."""

    @property
    def key(self) -> str:
        """The name the review list uses: ``twemoji:1f680@20``."""
        if self.style == "silhouette":
            return f"{self.source}:{self.stem}@bw"
        return f"{self.source}:{self.stem}@{self.size}" if self.size else f"{self.source}:{self.stem}"


EMOJI_SIZES = (16, 18, 20, 20, 22, 24, 20, 25, 18, 28, 20, 30)
"""Sizes handed out by code point, so each pack has small and large pictures (a table column may
name another)."""
BIG_SIZES = (35, 38, 40)
SHAPE_SIZES = (25, 28, 30, 30, 32, 35)
"""Sizes of the black-and-white emoji (``silhouette.tsv``), by code point."""


def _table(name: str) -> list[list[str]]:
    rows = []
    for line in (HERE / name).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rows.append(line.split("\t"))
    return rows


def entries() -> list[Entry]:
    """Every picture of the tables, in table order (their order in the packs is decided later)."""
    found = []
    for code, pack, title, *size in _table("emoji.tsv"):
        if pack not in PACKS:
            raise SystemExit(f"emoji.tsv: {code}: unknown pack {pack!r}")
        number = int(code.split("-")[0], 16)  # a picture's size follows from itself, not its line
        if size:
            cells = int(size[0])
        elif pack == "emoji-big":
            cells = BIG_SIZES[number % len(BIG_SIZES)]
        else:
            cells = EMOJI_SIZES[number % len(EMOJI_SIZES)]
        found.append(Entry("twemoji", code, title, pack, "colour", cells))
    for code, pack, title, *size in _table("silhouette.tsv"):
        cells = int(size[0]) if size else SHAPE_SIZES[int(code, 16) % len(SHAPE_SIZES)]
        found.append(Entry("twemoji", code, title, pack, "silhouette", cells))
    for stem, pack, title in _table("pixel.tsv"):
        if pack not in PACKS:
            raise SystemExit(f"pixel.tsv: {stem}: unknown pack {pack!r}")
        found.append(Entry("pixelarticons", stem, title, pack, "pixel", 0))
    return found


def review() -> dict[str, str]:
    """The dropped pictures: ``source:stem`` (or with ``@size``) → the reason a person gave."""
    dropped = {}
    if REVIEW.exists():
        for line in REVIEW.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                key, _, reason = line.partition(" ")
                dropped[key] = reason.strip()
    return dropped


def is_dropped(entry: Entry, dropped: dict[str, str]) -> bool:
    """A review line names one picture (``twemoji:1f680@bw``: the black-and-white one) or every
    picture of a stem (``twemoji:1f680``: only the colour one, since black-and-white pictures are
    reviewed on their own)."""
    if entry.style == "silhouette":
        return entry.key in dropped
    return entry.key in dropped or f"{entry.source}:{entry.stem}" in dropped
