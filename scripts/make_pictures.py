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

from pictures import build, catalogue, packs, sources  # noqa: E402

OUT = sources.ROOT / "web" / "pictures"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="where the packs go (default web/pictures)")
    parser.add_argument("--jobs", type=int, default=2, help="processes (default 2: the CPU is shared)")
    parser.add_argument("--only", nargs="*", metavar="STEM", help="only these pictures (file stems), for trials")
    parser.add_argument("--cache", choices=("use", "only", "off"), default="use",
                        help="use the per-picture cache (default), take ONLY cached results, or turn it OFF")
    parser.add_argument("--sheets", type=Path, help="also draw contact sheets (PNG) into this folder")
    parser.add_argument("--dropped", action="store_true", help="with --sheets: sheets of the dropped ones too")
    args = parser.parse_args(argv)

    began = time.monotonic()
    entries = catalogue.entries()
    if args.only:
        entries = [e for e in entries if e.stem in set(args.only)]
    svgs = {source.id: sources.read_svgs(source, {e.stem for e in entries if e.source == source.id})
            for source in sources.SOURCES}
    missing = [e.key for e in entries if e.stem not in svgs[e.source]]
    if missing:
        raise SystemExit(f"not in the pinned packages: {', '.join(missing)}")
    jobs = [(e, svgs[e.source][e.stem]) for e in entries]
    results = build.run(jobs, processes=args.jobs, cache=args.cache)

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
    licence = sources.read_text(sources.PIXELARTICONS, "package/LICENSE")
    written = packs.write(args.out, chosen, licence)
    report(written, failed, reviewed, time.monotonic() - began)
    if args.sheets:
        from pictures import sheets

        sheets.draw_all(args.sheets, written, reviewed if args.dropped else [])
        print(f"contact sheets in {args.sheets}")
    return 0


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
