"""The pinned inputs: npm tarballs fetched once into ``.cache/pictures`` and read in place.

Like ``build_wheel.py`` fetches Pyodide, ``npm pack NAME@VERSION`` downloads the package's
tarball; later runs find it in the cache and need no network.  Each source's SVGs are read
straight from the tarball, by name, in sorted order.
"""

from __future__ import annotations

import subprocess
import tarfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / ".cache" / "pictures"


@dataclass(frozen=True)
class Source:
    """One npm package of SVG pictures, pinned, and how its pictures are credited."""

    id: str
    package: str
    version: str
    svg_dir: str
    """The folder inside the tarball that holds the SVGs (``package/`` prefix included)."""
    name: str
    credit: str
    license: str
    license_url: str
    url: str
    note: str

    @property
    def tarball(self) -> Path:
        return CACHE / f"{self.package.lstrip('@').replace('/', '-')}-{self.version}.tgz"


TWEMOJI = Source(
    id="twemoji",
    package="@twemoji/svg",
    version="15.0.0",
    svg_dir="package/",
    name="Twemoji",
    credit="Twemoji, by Twitter, Inc and other contributors",
    license="CC-BY-4.0",
    license_url="https://creativecommons.org/licenses/by/4.0/",
    url="https://github.com/jdecked/twemoji",
    note="Pictures modified: drawn as cells with fewer colours (some in black and white) and some cells changed so "
         "each puzzle has one solution.",
)

PIXELARTICONS = Source(
    id="pixelarticons",
    package="pixelarticons",
    version="2.4.1",
    svg_dir="package/svg/",
    name="pixelarticons",
    credit="pixelarticons, by Gerrit Halfmann",
    license="MIT",
    license_url="LICENSE-pixelarticons.txt",
    url="https://github.com/halfmage/pixelarticons",
    note="Icons modified: cropped to the drawing and some cells changed so each puzzle has one solution.",
)

SOURCES = (TWEMOJI, PIXELARTICONS)


def fetch(source: Source) -> Path:
    """The source's tarball, downloaded with ``npm pack`` unless already in the cache."""
    if not source.tarball.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        spec = f"{source.package}@{source.version}"
        try:
            subprocess.run(["npm", "pack", spec, "--silent"], cwd=CACHE, check=True, capture_output=True)
        except (OSError, subprocess.CalledProcessError) as error:
            raise SystemExit(f"could not fetch {spec} with npm ({error}); install Node.js/npm or place "
                             f"{source.tarball.name} in {CACHE}") from None
    return source.tarball


def read_svgs(source: Source, stems: set[str] | None = None) -> dict[str, str]:
    """SVG text by file stem (``1f680``, ``alien``), all of them or those in ``stems``."""
    found: dict[str, str] = {}
    with tarfile.open(fetch(source)) as archive:
        for member in sorted(archive.getmembers(), key=lambda m: m.name):
            name = member.name
            if not (name.startswith(source.svg_dir) and name.endswith(".svg")) or "/" in name[len(source.svg_dir):]:
                continue
            stem = name[len(source.svg_dir):-4]
            if stems is None or stem in stems:
                found[stem] = archive.extractfile(member).read().decode("utf-8")  # type: ignore[union-attr]
    return found


def read_text(source: Source, path: str) -> str:
    """One text file of the package (``package/LICENSE``)."""
    with tarfile.open(fetch(source)) as archive:
        return archive.extractfile(path).read().decode("utf-8")  # type: ignore[union-attr]
