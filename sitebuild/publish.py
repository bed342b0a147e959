"""Publish your own puzzles: a site whose library is exactly your collections, each puzzle proved.

``build_wheel.py --collection FILE [--collection FILE ...] [--no-pictures] [--allow-multiple]
[--site-title TEXT] [--hide-titles] [--out DIR]`` calls ``publish``.  The pipeline, one function a stage:

1. ``collection_files``: the files named (a folder stands for the puzzle files in it, by name);
2. ``read_collections``: every puzzle of every file, in order (any format the project reads,
   single-puzzle or many: ``.nonpack``, XML puzzle sets, tournament files, ...);
3. ``check_duplicates``: the same puzzle twice (the same clues, whatever the titles) fails the
   build naming both; ``check_collection``: each puzzle solved by the project's solver; one with no
   solution, several, or no verdict in time fails the build with its title and file named, unless
   ``allow_multiple``;
4. ``library_document``: ``library.json`` as the player's library reads it: the puzzles by
   title in their order, no bundled puzzle, and ``"pictures": false`` when the picture packs are
   left out (the library then shows no Pictures section and no daily picture); ``site_facts``
   adds the site's name (``"title"``, shown in the header and the window's title) and, with
   ``--hide-titles``, each title kept secret until solved (``"title"`` a cover, ``"hidden_title"``
   the secret: player/secret-title.js);
5. ``lay_out``: the site's static files copied into ``--out`` (or ``web/`` itself), then
   ``sitebuild.build_site`` adds the wheel, the runtime and the precache manifest.

Each puzzle's id is a hash of its clues (``c-…``): a visitor's saved progress stays with the right
puzzle when the author reorders, retitles or adds puzzles and the site is rebuilt.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sitebuild.build import build_site
from sitebuild.paths import GENERATED, LIBRARY, NOT_SERVED, PICTURES, WEB

if TYPE_CHECKING:  # imported late at run time: the package comes from this checkout
    from nonogram_core.model import Puzzle

CHECK_TIMEOUT_S = 60.0
"""Longest a puzzle's uniqueness check may take before the build calls it undecided."""
GRADE_TIMEOUT_S = 5.0
"""Longest the grade shown on a library card may take (a card simply shows none after that)."""
SKIPPED_NAMES = ("readme", "licence", "license")
"""Files of a collections folder that are notes, not puzzles (any extension)."""


class CollectionError(Exception):
    """A collection that cannot be published: unreadable, the same puzzle twice, or a puzzle without
    exactly one solution."""


@dataclass(frozen=True)
class Entry:
    """One puzzle of a collection, with where it came from (for messages)."""

    puzzle: Puzzle
    file: Path
    index: int  # 1-based, within its file
    count: int  # puzzles in its file

    @property
    def title(self) -> str:
        """Its own title, else the file's name (with its number when the file holds several)."""
        own = (self.puzzle.title or "").strip()
        if own:
            return own
        return self.file.stem if self.count == 1 else f"{self.file.stem} #{self.index}"

    @property
    def where(self) -> str:
        return f"{self.file}" if self.count == 1 else f"{self.file}, puzzle {self.index}"


# ---------------------------------------------------------------------------------------------
# 1-2. Files and puzzles


def collection_files(paths: Iterable[str | Path]) -> list[Path]:
    """The files to read, in order; a folder stands for its files by name (no notes, no hidden files)."""
    files: list[Path] = []
    for path in map(Path, paths):
        if path.is_dir():
            inside = sorted(p for p in path.iterdir() if p.is_file() and not p.name.startswith(".")
                            and not p.stem.lower().startswith(SKIPPED_NAMES) and p.suffix.lower() != ".md")
            if not inside:
                raise CollectionError(f"{path}: the folder holds no puzzle file")
            files += inside
        elif path.is_file():
            files.append(path)
        else:
            raise CollectionError(f"{path}: no such file or folder")
    return files


def read_collections(paths: Iterable[str | Path]) -> list[Entry]:
    """Every puzzle of every file, in order; a file that cannot be read fails with the reader's message."""
    from nonogram_core.formats import read_file
    from nonogram_core.model import PuzzleError

    entries: list[Entry] = []
    for file in collection_files(paths):
        try:
            puzzles = read_file(file)
        except PuzzleError as error:
            raise CollectionError(f"{file}: {error}") from None
        if not puzzles:
            raise CollectionError(f"{file}: the file holds no puzzle")
        entries += [Entry(p, file, i, len(puzzles)) for i, p in enumerate(puzzles, 1)]
    return entries


# ---------------------------------------------------------------------------------------------
# 3. No puzzle twice, every puzzle proved


def check_duplicates(entries: Sequence[Entry]) -> None:
    """Raise ``CollectionError`` naming every puzzle that is another's clues again (a player would
    solve it twice; the library would hold one progress for both)."""
    by_clues: dict[str, list[Entry]] = {}
    for entry in entries:
        by_clues.setdefault(clues_key(entry.puzzle), []).append(entry)
    twins = [group for group in by_clues.values() if len(group) > 1]
    if twins:
        lines = [" and ".join(f"“{e.title}” ({e.where})" for e in group) + " are the same puzzle" for group in twins]
        raise CollectionError(
            "the collection holds the same puzzle (the same clues) more than once:\n  " + "\n  ".join(lines)
            + "\nKeep one of each and build again.")


def verdict_of(puzzle: Puzzle, timeout: float = CHECK_TIMEOUT_S) -> str:
    """``unique``, ``multiple``, ``none`` (no solution) or ``timeout``, by the project's solver."""
    from nonogram_core.model import PuzzleError
    from nonogram_core.solver import solve

    try:
        puzzle.check()
    except PuzzleError:
        return "none"
    return solve(puzzle, max_solutions=2, timeout=timeout).status.value


VERDICT_TEXT = {
    "multiple": "has more than one solution",
    "none": "has no solution (its clues contradict each other)",
    "timeout": f"could not be proved unique within {CHECK_TIMEOUT_S:.0f} s",
}


def check_collection(entries: Sequence[Entry], *, allow_multiple: bool = False,
                     timeout: float = CHECK_TIMEOUT_S, say: Callable[[str], None] = print) -> dict[int, str]:
    """Each entry's verdict (by position); raises ``CollectionError`` naming every puzzle that is
    not unique, unless ``allow_multiple`` (then each is only reported through ``say``)."""
    verdicts = {i: verdict_of(entry.puzzle, timeout) for i, entry in enumerate(entries)}
    bad = [f"“{entries[i].title}” ({entries[i].where}) {VERDICT_TEXT[v]}" for i, v in verdicts.items() if v != "unique"]
    if bad and not allow_multiple:
        raise CollectionError(
            f"{len(bad)} of {len(entries)} puzzles do not have exactly one solution:\n  " + "\n  ".join(bad)
            + "\nFix them (the editor's “Make it unique” helps), or publish anyway with --allow-multiple.")
    for line in bad:
        say(f"warning: {line} (published: --allow-multiple)")
    return verdicts


# ---------------------------------------------------------------------------------------------
# 4. library.json


def clues_key(puzzle: Puzzle) -> str:
    """A hash of the clues and the blocks' colours: what makes two puzzles the same, whatever their titles."""
    from nonogram_core.wire import puzzle_to_json

    wire = puzzle_to_json(puzzle)
    clues = json.dumps([wire[k] for k in ("rows", "cols", "row_colours", "col_colours")]
                       + [[c["rgb"] for c in wire["colours"]]], separators=(",", ":"))
    return hashlib.sha256(clues.encode()).hexdigest()[:12]


def puzzle_id(puzzle: Puzzle, taken: set[str]) -> str:
    """``c-`` and a hash of the clues (and colours): stable across rebuilds; a repeat gets ``-2``, ``-3``."""
    base = "c-" + clues_key(puzzle)
    found, n = base, 1
    while found in taken:
        n += 1
        found = f"{base}-{n}"
    taken.add(found)
    return found


def library_entry(entry: Entry, verdict: str, puzzle_ids: set[str], grade: bool = True) -> dict[str, Any]:
    """A puzzle as the library lists it: the wire form without its solution or saved progress."""
    from nonogram_core.wire import puzzle_to_json

    wire = puzzle_to_json(entry.puzzle)
    for key in ("goal", "saved"):
        wire.pop(key, None)
    found = {"id": puzzle_id(entry.puzzle, puzzle_ids), "title": entry.title, **wire}
    found["title"] = entry.title
    if verdict != "unique":
        found["verdict"] = verdict
    elif grade:
        found["grade"] = grade_of(entry.puzzle)
    return {key: value for key, value in found.items() if value is not None}


def grade_of(puzzle: Puzzle) -> str | None:
    """The hint engine's grade for the card, or ``None`` when it takes too long to say."""
    from nonogram_core.hints import grade

    found = grade(puzzle, timeout=GRADE_TIMEOUT_S).grade
    return None if found in ("timeout", "contradictory") else found


def library_document(entries: Sequence[Entry], verdicts: dict[int, str], *, pictures: bool = True,
                     grade: bool = True) -> dict[str, Any]:
    """``library.json``: exactly these puzzles, in this order, and whether the picture packs are there."""
    files = list(dict.fromkeys(entry.file.name for entry in entries))
    taken: set[str] = set()
    return {
        "about": f"Published from {', '.join(files)} with build_wheel.py --collection.",
        "collection": True,
        "pictures": pictures,
        "puzzles": [library_entry(entry, verdicts[i], taken, grade) for i, entry in enumerate(entries)],
    }


MAX_SITE_TITLE = 120
"""A site's name is a header, not a paragraph: longer ones are refused."""


def site_title(text: str | None) -> str | None:
    """The site's name as given (spaces trimmed), or ``None``; a name that cannot be a header is refused.
    It is stored as text and only ever shown as text (a hostile name stays words on the page)."""
    if text is None:
        return None
    name = " ".join(text.split())
    if not name:
        raise CollectionError("--site-title is empty: give the site's name, e.g. --site-title \"Ann's puzzles\"")
    if len(name) > MAX_SITE_TITLE:
        raise CollectionError(f"--site-title is {len(name)} characters long; a site's name may have {MAX_SITE_TITLE}")
    return name


def site_facts(library: dict[str, Any], *, title: str | None, hide_titles: bool) -> dict[str, Any]:
    """``library`` with the site's name and, with ``hide_titles``, every puzzle's title kept secret:
    ``"title"`` becomes a cover (``#3``: its place in the library) and ``"hidden_title"`` holds it.
    Applied again to its own output it changes nothing, and without ``hide_titles`` it gives the
    titles back (a rebuild of ``web/`` in place)."""
    found = {key: value for key, value in library.items() if key not in ("title", "hide_titles")}
    if title:
        found["title"] = title
    if hide_titles:
        found["hide_titles"] = True
    puzzles = []
    for n, puzzle in enumerate(library.get("puzzles", []), 1):
        entry = dict(puzzle)
        own = entry.pop("hidden_title", None) or entry.get("title", "")
        entry["title"] = f"#{n}" if hide_titles else own
        if hide_titles:
            entry["hidden_title"] = own or f"Puzzle {n}"
        puzzles.append(entry)
    found["puzzles"] = puzzles
    return found


# ---------------------------------------------------------------------------------------------
# 5. The site


def lay_out(target: Path, library: dict[str, Any], *, pictures: bool, source: Path = WEB) -> None:
    """Make ``target`` hold the site's static files and this library (``target`` may be ``source``).

    A folder other than ``web/`` must be empty, missing, or a site built here before (it is then
    emptied first, so nothing stale stays): anything else is refused rather than overwritten.
    """
    target = target.resolve()
    source = source.resolve()
    if target != source:
        if source in target.parents:
            raise CollectionError(f"--out {target} is inside {source}: choose a folder outside it")
        if target.exists() and any(target.iterdir()):
            if not (target / "precache.json").exists():
                raise CollectionError(f"--out {target} is not empty and is not a site built before: "
                                      "choose an empty or new folder")
            shutil.rmtree(target)
        shutil.copytree(source, target, ignore=_not_copied(source, pictures))
    elif not pictures and (target / PICTURES).exists():
        shutil.rmtree(target / PICTURES)
        print(f"note: removed {target / PICTURES} (git checkout web/pictures brings the packs back)")
    (target / LIBRARY).write_text(library_text(library), encoding="utf-8")
    title = library.get("title")
    if name_app(target / MANIFEST, title if isinstance(title, str) else APP_NAME) and target == source:
        print(f"note: {MANIFEST} now names the app {title or APP_NAME!r} "
              f"(git checkout web/{MANIFEST} brings the project's name back)")


MANIFEST = "manifest.webmanifest"
APP_NAME = "Nonogram"
SHORT_NAME = 12
"""Characters of the name a phone shows under an installed app's icon (the manifest's advice)."""


def name_app(manifest: Path, title: str) -> bool:
    """Name the installed app after the site, so that a phone's home screen shows the author's name
    for it, not "Nonogram"; whether the file changed (one already so named is left as it is).  JSON-
    encoded, so a hostile title stays text."""
    app = json.loads(manifest.read_text(encoding="utf-8"))
    short = title if len(title) <= SHORT_NAME else title[: SHORT_NAME - 1].rstrip() + "…"
    if (app.get("name"), app.get("short_name")) == (title, short):
        return False
    app["name"], app["short_name"] = title, short
    manifest.write_text(json.dumps(app, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return True


def library_text(library: dict[str, Any]) -> str:
    """``library.json`` as the bundled one is written: one line a puzzle, so a diff shows which changed."""
    head = {key: value for key, value in library.items() if key != "puzzles"}
    lines = [f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}," for key, value in head.items()]
    puzzles = ",\n".join(f"  {json.dumps(p, ensure_ascii=False)}" for p in library["puzzles"])
    return "{\n" + "\n".join(lines) + '\n "puzzles": [\n' + puzzles + "\n ]\n}\n"


def _not_copied(source: Path, pictures: bool) -> Callable[[str, list[str]], set[str]]:
    """``copytree``'s filter: what the build makes, the old library, and the pictures when left out."""
    def ignore(folder: str, names: list[str]) -> set[str]:
        if Path(folder).resolve() != source:
            return {n for n in names if n == "__pycache__" or n.endswith(NOT_SERVED)}
        skipped = {*GENERATED, LIBRARY, "__pycache__"} | (set() if pictures else {PICTURES})
        return {n for n in names if n in skipped or n.startswith(".")}

    return ignore


def publish(collections: Sequence[str], *, out: str | None, pictures: bool, allow_multiple: bool,
            title: str | None = None, hide_titles: bool = False) -> dict[str, Any]:
    """The whole build for ``--collection``/``--no-pictures``/``--site-title``/``--hide-titles``/``--out``:
    returns the precache manifest.

    Without collections the bundled library is kept (``--out`` then copies the usual site).  Any
    problem with the collections is a ``SystemExit`` with the message, before a file is touched.
    """
    target = Path(out) if out else WEB
    try:
        name = site_title(title)
        if collections:
            entries = read_collections(collections)
            check_duplicates(entries)
            files = len(collection_files(collections))
            print(f"checking {len(entries)} puzzles from {files} file{'s' if files > 1 else ''}…", flush=True)
            verdicts = check_collection(entries, allow_multiple=allow_multiple)
            library = library_document(entries, verdicts, pictures=pictures)
        else:
            library = json.loads((WEB / LIBRARY).read_text(encoding="utf-8"))
            library["pictures"] = pictures
        library = site_facts(library, title=name, hide_titles=hide_titles)
        lay_out(target, library, pictures=pictures)
        if collections and target.resolve() == WEB.resolve():
            print("note: web/library.json now lists your collections "
                  "(git checkout web/library.json brings the project's own library back)")
    except CollectionError as error:
        raise SystemExit(f"error: {error}") from None
    return build_site(target)


def main(argv: Sequence[str] | None = None) -> int:
    """Check collections without building (``python3 -m sitebuild.publish FILE...``): each verdict."""
    paths = list(argv if argv is not None else sys.argv[1:])
    try:
        entries = read_collections(paths)
        check_duplicates(entries)
    except CollectionError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    bad = 0
    for entry in entries:
        verdict = verdict_of(entry.puzzle)
        bad += verdict != "unique"
        print(f"{verdict:9} {entry.title} ({entry.where})")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
