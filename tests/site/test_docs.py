"""The README is short, starts with the two set-up commands, shows screenshots that exist (and that
scripts/screenshots.py retakes), and every document it and docs/ link to is there."""

from __future__ import annotations

import re
from pathlib import Path

from nonogram_core.design import check_design
from scripts import screenshots

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_is_short_and_starts_with_the_two_commands():
    assert len(README.splitlines()) <= 150
    first_block = README.split("```")[1].splitlines()
    commands = [line.split("#")[0].strip() for line in first_block[1:] if line.strip()]
    assert commands == ["python3 build_wheel.py --serve", "bash scripts/test.sh"]
    assert "http://127.0.0.1:8000/" in first_block[1]
    assert (ROOT / "scripts" / "test.sh").exists() and (ROOT / "build_wheel.py").exists()


def test_the_screenshots_exist_and_the_script_retakes_them():
    shown = re.findall(r"!\[[^\]]+\]\((docs/screenshots/[^)]+\.png)\)", README)
    assert len(shown) >= 3
    for path in shown:
        assert (ROOT / path).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", path
    shots = {f"docs/screenshots/{name}.png" for name in screenshots.SHOTS}
    docs = "".join(path.read_text(encoding="utf-8") for path in (ROOT / "docs").glob("*.md"))
    named = set(shown) | {f"docs/screenshots/{name}" for name in re.findall(r"([\w-]+\.png)", docs)
                          if (ROOT / "docs" / "screenshots" / name).exists()}
    assert named <= shots  # every picture the README or docs/ show is one the script retakes
    assert shots <= named  # and it takes none that nothing shows


def test_the_editor_screenshot_design_is_ambiguous_in_exactly_the_stray_pair():
    check = check_design(screenshots.ambiguous_design())
    assert str(getattr(check.verdict, "value", check.verdict)) == "multiple"
    corners = {(r, c) for r, c in screenshots.STRAY_PAIR}
    (r0, c0), (r1, c1) = sorted(corners)
    assert {tuple(cell) for cell in check.ambiguous} == {(r0, c0), (r1, c1), (r0, c1), (r1, c0)}


def test_every_linked_document_exists():
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        for target in re.findall(r"\]\(([^)#]+\.md)\)", page.read_text(encoding="utf-8")):
            assert (page.parent / target).exists(), f"{page.name} links to a missing {target}"


def test_every_docs_page_leads_with_what_is_true_now():
    for page in sorted((ROOT / "docs").glob("*.md")):
        text = page.read_text(encoding="utf-8")
        first_paragraph = text.split("\n\n")[1]
        assert first_paragraph.startswith("**What is true now.**"), page.name


def expand(pattern: str) -> list[str]:
    """``a-{1,2}.json`` -> ``a-1.json``, ``a-2.json`` (one brace group at a time)."""
    match = re.search(r"\{([^{}]*)\}", pattern)
    if not match:
        return [pattern]
    return [name for option in match.group(1).split(",")
            for name in expand(pattern[:match.start()] + option + pattern[match.end():])]


def test_benchmarks_holds_the_standings_in_at_most_250_lines():
    """What is true now fits a reading; the runs before it are bench/results/README.md's history."""
    text = (ROOT / "BENCHMARKS.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 250
    assert "bench/results/README.md" in text
    assert "## History" not in text


def test_bench_results_holds_exactly_the_runs_benchmarks_cites():
    """Every run BENCHMARKS.md (the standings) or bench/results/README.md (the history) cites is kept,
    and every kept run is cited by one of them."""
    import fnmatch

    text = "".join((ROOT / name).read_text(encoding="utf-8") for name in ("BENCHMARKS.md", "bench/results/README.md"))
    cited = [name for token in re.findall(r"\d{4}-\d\d-\d\d-[\w.{},*-]+?\.json", text) for name in expand(token)]
    kept = sorted(p.name for p in (ROOT / "bench" / "results").glob("*.json"))
    assert [name for name in cited if not fnmatch.filter(kept, name)] == []  # every citation is there
    assert [name for name in kept if not any(fnmatch.fnmatch(name, c) for c in cited)] == []  # nothing uncited
