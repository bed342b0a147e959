"""The version is written once (``nonogram_core.__version__``) and everything reports that one:
pyproject.toml (dynamic), the installed metadata, ``nonogram --version``, the web API's ping, the
wheel and the site's precache.json that build_wheel.py writes; CHANGELOG.md has its entry."""

from __future__ import annotations

import importlib.metadata
import re
import tomllib
from pathlib import Path

import nonogram_core
from nonogram_core.webapi import handle

from .helpers import ROOT, run_nonogram

VERSION = nonogram_core.__version__


def test_the_version_is_semantic():
    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION)


def test_pyproject_reads_it_from_the_package():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"]
    assert project["project"]["dynamic"] == ["version"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "nonogram_core.__version__"}
    assert importlib.metadata.version("nonogram_core") == VERSION  # the install agrees (re-run pip install -e .)


def test_the_command_line_prints_it(tmp_path: Path):
    done = run_nonogram(["--version"], tmp_path, text=True)
    assert (done.returncode, done.stdout, done.stderr) == (0, f"nonogram {VERSION}\n", "")


def test_the_web_api_reports_it():
    reply = handle('{"id": 1, "kind": "ping", "payload": {}}')
    assert f'"version": "{VERSION}"' in reply


def test_the_site_build_names_it():
    from sitebuild import wheel as build

    assert build.package_version() == VERSION
    assert build.project_metadata()["version"] == VERSION
    name, _ = build.wheel_bytes(build.project_metadata())
    assert name == f"nonogram_core-{VERSION}-py3-none-any.whl"


def test_the_changelog_has_an_entry_for_it():
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    releases = re.findall(r"^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$", text, flags=re.M)
    assert releases[0] == ("Unreleased", "")
    assert (VERSION, releases[1][1]) == releases[1] and releases[1][1]  # newest release first, dated
    entry = text.split(f"## [{VERSION}]", 1)[1].split("\n## ", 1)[0]
    assert re.search(r"^### (Added|Changed|Fixed|Removed|Deprecated|Security)$", entry, flags=re.M)
