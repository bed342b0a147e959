"""Colour names a person can read, for palettes whose files name colours by codes.

Many colour files name their colours by code: ``"aFFAC2B"``, ``"b313131"``, ``"c_0000FF"``, or a
single letter.  A hint saying "the cFF9900 3" or a palette button called "b313131" tells a player
nothing, so such a colour is called by the nearest common colour name ("orange", "charcoal"),
measured in CIELAB (distances there follow what eyes see better than RGB distances do).  A colour
with almost no hue (chroma under ``NEUTRAL_CHROMA``) is named by its lightness alone: black,
charcoal, dark grey, grey, light grey, pale grey, white; the slight blue of a slate grey such as
#292F33 must not make it "dark green" or "dark blue", as a nearest-RGB match did.  A colour with a
hue gets a name with a hue.  A name
that is a word is the author's and is kept.  Names within one puzzle stay distinct: two colours
that would share a name become "light orange" / "dark orange" (by lightness), three or more (or a
name that already says light or dark) "orange 1", "orange 2", ….  The file's own name stays the
colour's identity everywhere else (files, share codes, ``Hint.proves``); the player shows it as a
tooltip.

>>> from nonogram_core.model import Colour
>>> readable_names([Colour("white", "FFFFFF"), Colour("aFFAC2B", "FFAC2B"), Colour("b313131", "313131")])
['white', 'orange', 'charcoal']
>>> readable_names([Colour("white", "FFFFFF"), Colour("red", "FF0000"), Colour("c_F6008B", "F6008B"),
...                 Colour("cFF9900", "FF9900"), Colour("cFFA61D", "FFA61D")])
['white', 'red', 'pink', 'dark orange', 'light orange']
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import Colour

COMMON: tuple[tuple[str, str], ...] = (
    ("black", "000000"), ("dark grey", "404040"), ("grey", "808080"), ("light grey", "C8C8C8"),
    ("white", "FFFFFF"), ("red", "E02020"), ("dark red", "8B1010"), ("pink", "F060A0"),
    ("light pink", "FFB6C8"), ("orange", "FF9A20"), ("peach", "FFC8A0"), ("brown", "8B5A2B"),
    ("dark brown", "4A3224"), ("beige", "E0CCA0"), ("yellow", "FFE020"), ("cream", "FFF6C8"),
    ("olive", "808020"), ("light green", "90E090"), ("green", "30A030"), ("dark green", "0A5A1A"),
    ("teal", "108080"), ("grey blue", "6880A0"), ("turquoise", "40D0C8"), ("sky blue", "80C8F0"),
    ("light blue", "B8D8F0"), ("blue", "2050E0"), ("dark blue", "1A2A6C"), ("purple", "8040A0"), ("lavender", "C0A8E0"),
    ("magenta", "E020E0"), ("dark purple", "401040"),
    # second typical shades, so that common inks of real pictures (Twemoji's #3B88C3, #FFD983,
    # #C6E5B3) are not pulled to a duller or another name
    ("blue", "3080D0"), ("light yellow", "FFE08A"), ("light green", "C8E6B4"),
)
"""Common colour names and a typical RGB for each (the candidates a colour with a hue becomes)."""

NEUTRAL_CHROMA = 10.0
"""CIELAB chroma below which a colour reads as a grey (the pictures' slate greys have 4-9)."""

NEUTRALS: tuple[tuple[float, str], ...] = (
    (12, "black"), (30, "charcoal"), (45, "dark grey"), (65, "grey"), (82, "light grey"), (94, "pale grey"),
    (101, "white"),
)
"""A neutral colour's name by its CIELAB lightness: the first whose bound is above it."""

_GREYS = {"black", "dark grey", "grey", "light grey", "white"}

_CODE = re.compile(r"[0-9a-f]{6}", re.IGNORECASE)


def looks_like_code(name: str) -> bool:
    """A name that says nothing to a person: empty, one or two characters, or holding a hex code.

    >>> [looks_like_code(n) for n in ("aFFAC2B", "c_0000FF", "b", "", "red", "darkgreen", "colour 2")]
    [True, True, True, True, False, False, False]
    """
    name = name.strip()
    return len(name) <= 2 or bool(_CODE.search(name))


def lab(rgb: str) -> tuple[float, float, float]:
    """CIELAB (D65) of ``"RRGGBB"``: distances in it follow how far apart people see two colours
    (the picture pipeline merges near-identical inks with it too)."""

    def linear(i: int) -> float:
        v = int(rgb[i:i + 2], 16) / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = linear(0), linear(2), linear(4)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


_HUED_LAB = [(name, lab(rgb)) for name, rgb in COMMON if name not in _GREYS]


def nearest_name(rgb: str) -> str:
    """What a person would call ``"RRGGBB"``: a grey by its lightness, else the nearest common
    colour name with a hue.

    >>> nearest_name("FFAC2B"), nearest_name("313131"), nearest_name("0000FF"), nearest_name("F42020")
    ('orange', 'charcoal', 'blue', 'red')
    >>> nearest_name("292F33"), nearest_name("66757F"), nearest_name("CCD6DD"), nearest_name("000000")
    ('charcoal', 'grey', 'pale grey', 'black')
    """
    lightness, a, b = seen = lab(rgb)
    if (a * a + b * b) ** 0.5 < NEUTRAL_CHROMA:
        return next(name for bound, name in NEUTRALS if lightness < bound)
    return min(_HUED_LAB, key=lambda item: sum((p - q) ** 2 for p, q in zip(item[1], seen, strict=True)))[0]


def readable_names(colours: Sequence[Colour]) -> list[str]:
    """Each colour's name for people: the file's when it is a word, else the nearest common one;
    distinct within the palette (index 0, the background, included)."""
    names = [c.name.strip() if not looks_like_code(c.name) else nearest_name(c.rgb) for c in colours]
    kept = {n for n, c in zip(names, colours, strict=True) if not looks_like_code(c.name)}
    groups: dict[str, list[int]] = {}
    for k, (name, colour) in enumerate(zip(names, colours, strict=True)):
        if looks_like_code(colour.name):
            groups.setdefault(name, []).append(k)
    for name, members in groups.items():
        if len(members) == 1 and name not in kept:
            continue
        by_lightness = sorted(members, key=lambda k: -lab(colours[k].rgb)[0])
        taken = set(names) | kept  # "light grey" made of two greys would meet a "light grey" already there
        light_dark = (len(members) == 2 and name not in kept and not name.startswith(("light ", "dark "))
                      and not {f"light {name}", f"dark {name}"} & taken)
        start = 2 if name in kept else 1  # the file's own "orange" stays "orange"; ours are "orange 2", …
        for rank, k in enumerate(by_lightness):
            names[k] = f"{('light', 'dark')[rank]} {name}" if light_dark else f"{name} {start + rank}"
    return _distinct(names)


def _distinct(names: list[str]) -> list[str]:
    """Number any name still shared (a made-up "light orange" meeting the file's own "light orange")."""
    seen: dict[str, int] = {}
    out = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        out.append(name if seen[name] == 1 else f"{name} {seen[name]}")
    return out
