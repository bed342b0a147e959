#!/usr/bin/env python3
"""Build the picture packs of ``web/pictures/`` from Twemoji and pixelarticons, reproducibly.

    pip install -e '.[pictures]'                   # resvg-py, numpy, Pillow (pinned)
    python3 scripts/make_pictures.py               # fetch (npm, once), draw, prove, grade, write
    python3 scripts/make_pictures.py --sheets build/picture-sheets   # also contact sheets to review

Each picture of the tables in ``scripts/pictures/`` is drawn from its SVG (resvg, crisp edges),
reduced to at most six inks, made unique by the project's own design fixes, graded by ``grade()``
and written into its pack, easy → hard; the pictures a person dropped at review
(``scripts/pictures-review.txt``) are left out.  The same inputs give the same bytes on every run:
nothing depends on time, hash order or the number of processes.  Results are cached per picture in
``.cache/pictures/results`` so a rerun redoes only what changed.  See docs/pictures.md.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pictures import build, catalogue, curate, library, packs, sources, stages  # noqa: E402

OUT = sources.ROOT / "web" / "pictures"
STAGES = ("tables", "small", "big", "mosaics")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="where the packs go (default web/pictures)")
    parser.add_argument("--jobs", type=int, default=2, help="processes (default 2: the CPU is shared)")
    parser.add_argument("--only", nargs="*", metavar="STEM", help="only these pictures (file stems), for trials")
    parser.add_argument("--cache", choices=("use", "only", "off"), default="use",
                        help="use the per-picture cache (default), take ONLY cached results, or turn it OFF")
    parser.add_argument("--redraw", action="store_true",
                        help="draw the emoji and icon packs of the tables again (hours from an empty cache) "
                             "instead of taking them as shipped in --out")
    parser.add_argument("--stages", nargs="*", choices=STAGES, default=list(STAGES),
                        help="which packs to make (default all): the emoji and icon tables, the small drawn "
                             "pictures, the big emoji, the mosaics")
    parser.add_argument("--sheets", type=Path, help="also draw contact sheets (PNG) into this folder")
    parser.add_argument("--dropped", action="store_true", help="with --sheets: sheets of the dropped ones too")
    args = parser.parse_args(argv)

    began = time.monotonic()
    only = set(args.only) if args.only else None
    tables, failed, reviewed = [], [], []
    if "tables" in args.stages:
        tables, failed, reviewed = redraw(args, only) if args.redraw else (library.shipped(OUT), [], [])
    new_packs, not_made = [], []
    for name, stage in (("small", stages.small_packs), ("big", stages.big_pack), ("mosaics", stages.mosaic_packs)):
        if name not in args.stages:
            continue
        made, missed = stage(args.cache, only)
        new_packs += made
        not_made += missed
    mosaics = {listing["id"] for listing, _ in new_packs if "mosaic" in listing}
    reserved = {listing["mosaic"]["title"].lower() for listing, _ in new_packs if "mosaic" in listing}
    # black and white first among the table packs: a title in both keeps its black-and-white picture (the
    # colour emoji are many, the black-and-white ones hold most of the library's harder pictures)
    tables.sort(key=lambda pack: pack[0]["colour"])
    packs, gone = curate.curate([*new_packs, *tables], catalogue.review(), keep_order=mosaics, reserved=reserved,
                                cache=args.cache)
    packs = curate.climb(packs, fixed_last=mosaics)
    notices = {"LICENSE-pixelarticons.txt": sources.read_text(sources.PIXELARTICONS, "package/LICENSE")}
    library.write(args.out, packs, (*sources.SOURCES, stages.PROJECT), notices)
    report({listing["id"]: items for listing, items in packs}, failed, reviewed, time.monotonic() - began)
    for line in not_made + gone:
        print(f"  left out: {line}")
    if args.sheets:
        from pictures import sheets

        sheets.draw_packs(args.sheets, packs)
        print(f"contact sheets in {args.sheets}")
    return 0


def redraw(args: argparse.Namespace, only: set[str] | None) -> tuple[list, list, list]:
    """The table packs drawn again from their SVGs (cached per picture), as packs."""
    entries = catalogue.entries()
    if only:
        entries = [e for e in entries if e.stem in only]
    svgs = {source.id: sources.read_svgs(source, {e.stem for e in entries if e.source == source.id})
            for source in sources.SOURCES}
    missing = [e.key for e in entries if e.stem not in svgs[e.source]]
    if missing:
        raise SystemExit(f"not in the pinned packages: {', '.join(missing)}")
    results = build.run([(e, svgs[e.source][e.stem]) for e in entries], processes=args.jobs, cache=args.cache)
    missing = [e.key for e, result in zip(entries, results, strict=True) if result.get("drop") == "not computed yet"]
    if missing and args.out.resolve() == OUT.resolve():
        raise SystemExit(f"{len(missing)} pictures are not in the cache (e.g. {missing[0]}): a partial build goes "
                         "elsewhere (--out DIR), web/pictures/ is left as it is")
    dropped = catalogue.review()
    chosen, failed, reviewed = [], [], []
    for entry, result in zip(entries, results, strict=True):
        if "drop" in result:
            failed.append((entry, result["drop"]))
        elif catalogue.is_dropped(entry, dropped):
            reviewed.append((entry, result))
        else:
            chosen.append((entry, result))
    return library.as_packs(packs.objects(chosen)), failed, reviewed


def report(written: dict[str, list[dict]], failed: list, reviewed: list, seconds: float) -> None:
    grades: Counter[str] = Counter()
    for pack_id, puzzles in written.items():
        counts = Counter(p["grade"] for p in puzzles)
        grades.update(counts)
        print(f"{pack_id}: {len(puzzles)} ({', '.join(f'{g} {n}' for g, n in sorted(counts.items()))})")
    reasons = Counter(reason.split(":")[0] for _, reason in failed)
    print(f"{sum(grades.values())} puzzles: {dict(sorted(grades.items()))}; not made: {dict(reasons)}; "
          f"dropped at review: {len(reviewed)}; {seconds:.0f} s")


if __name__ == "__main__":
    sys.exit(main())
