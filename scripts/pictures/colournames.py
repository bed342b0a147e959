"""Names for a picture's inks ("red", "dark green"), as the palette and colour hints show them.

The same short list of names the web editor gives imported colours (``web/quantise.js``), nearest by
RGB distance; when two inks of one picture get the same name, the later ones are numbered
("brown", "brown 2") so every ink of a palette is told apart in words.
"""

from __future__ import annotations

NAMES = (
    ("white", (255, 255, 255)), ("black", (0, 0, 0)), ("grey", (128, 128, 128)), ("silver", (192, 192, 192)),
    ("red", (220, 40, 40)), ("dark red", (128, 20, 20)), ("orange", (245, 140, 30)), ("yellow", (245, 220, 40)),
    ("green", (50, 160, 60)), ("dark green", (20, 90, 30)), ("lime", (160, 220, 60)), ("teal", (20, 140, 140)),
    ("sky blue", (110, 180, 240)), ("blue", (40, 80, 220)), ("navy", (20, 30, 110)), ("purple", (130, 50, 170)),
    ("pink", (245, 150, 190)), ("brown", (130, 80, 40)), ("tan", (210, 180, 140)), ("cream", (250, 240, 200)),
)
INK_CHARS = "abcdefghij"
BACKGROUND = {"name": "background", "rgb": "FFFFFF", "char": "."}


def name_of(rgb: tuple[int, int, int]) -> str:
    """The nearest name of ``NAMES``.

    >>> name_of((250, 30, 30))
    'red'
    """
    return min(NAMES, key=lambda entry: sum((p - q) ** 2 for p, q in zip(entry[1], rgb, strict=True)))[0]


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
