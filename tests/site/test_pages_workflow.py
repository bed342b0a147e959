"""The GitHub Pages workflow (.github/workflows/pages.yml): it parses, has the steps a Pages
deployment needs, and builds the site the way the README tells a user to (``build_wheel.py``, whose
output ``web/`` is what it uploads).  That the built site works under a sub-path, as a project site
on Pages does, is what every browser test checks (``SUB_PATH`` in tests/browser.py)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

import sitebuild.paths
from tests.browser import SUB_PATH

yaml = pytest.importorskip("yaml")

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "pages.yml"


@pytest.fixture(scope="module")
def workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def steps(workflow: dict, job: str) -> list[dict]:
    return workflow["jobs"][job]["steps"]


def uses(workflow: dict, job: str, action: str) -> dict:
    """The one step of ``job`` that uses ``action`` (any version)."""
    found = [step for step in steps(workflow, job) if step.get("uses", "").split("@")[0] == action]
    assert len(found) == 1, f"{job} should use {action} once"
    assert re.fullmatch(r"v\d+", found[0]["uses"].split("@")[1]), "pin a major version"
    return found[0]


def test_runs_on_pushes_to_main_and_by_hand(workflow):
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert triggers["push"]["branches"] == ["main"]
    assert "workflow_dispatch" in triggers


def test_has_the_permissions_and_concurrency_pages_needs(workflow):
    assert workflow["permissions"]["pages"] == "write"
    assert workflow["permissions"]["id-token"] == "write"
    assert workflow["permissions"].get("contents") == "read"
    assert workflow["concurrency"]["group"]
    assert workflow["concurrency"]["cancel-in-progress"] is False


def test_sets_up_python_and_node_with_cached_downloads(workflow):
    python = uses(workflow, "build", "actions/setup-python")["with"]
    required = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["requires-python"]
    minimum = tuple(int(n) for n in required.removeprefix(">=").split("."))
    assert tuple(int(n) for n in str(python["python-version"]).split(".")) >= minimum
    assert python["cache"] == "pip"
    assert uses(workflow, "build", "actions/setup-node")["with"]["node-version"]
    cached = uses(workflow, "build", "actions/cache")["with"]["path"].split()
    assert ".cache" in cached and "~/.npm" in cached  # build_wheel.py's download cache, npm's


def test_builds_with_build_wheel_as_the_readme_says_and_uploads_web(workflow):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "python3 build_wheel.py --serve" in readme.split("```")[1]  # the first command a user meets
    commands = [step["run"].strip() for step in steps(workflow, "build") if "run" in step]
    assert len(commands) == 1 and "python3 build_wheel.py\n" in commands[0]  # the same build, without serving
    names = [step.get("uses", "").split("@")[0] for step in steps(workflow, "build")]
    assert names.index("actions/checkout") < names.index("actions/setup-node") < names.index("actions/cache")
    build = next(i for i, step in enumerate(steps(workflow, "build")) if step.get("run", "").strip() == commands[0])
    assert names.index("actions/cache") < build < names.index("actions/upload-pages-artifact")
    assert uses(workflow, "build", "actions/upload-pages-artifact")["with"]["path"] == "web"
    assert sitebuild.paths.WEB == ROOT / "web"  # where the build writes is what the workflow uploads


def test_deploys_the_uploaded_site_with_the_official_action(workflow):
    deploy = workflow["jobs"]["deploy"]
    assert deploy["needs"] == "build"
    assert deploy["environment"]["name"] == "github-pages"
    step = uses(workflow, "deploy", "actions/deploy-pages")
    assert deploy["environment"]["url"] == f"${{{{ steps.{step['id']}.outputs.page_url }}}}"


def test_browser_tests_serve_the_site_under_a_sub_path():
    assert SUB_PATH.startswith("/") and SUB_PATH.endswith("/") and SUB_PATH.count("/") >= 3


def test_builds_the_collections_folder_when_the_repository_has_one(workflow, tmp_path):
    """The build step's script, run by bash in a copy with and without collections/: it calls
    build_wheel.py with ``--collection collections`` exactly when the folder exists (README, Deploy)."""
    import shutil
    import subprocess

    script = next(step["run"] for step in steps(workflow, "build") if "build_wheel.py" in step.get("run", ""))
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "python3").write_text('#!/bin/sh\necho "$@" >> calls.txt\n')
    (fake / "python3").chmod(0o755)
    env = {"PATH": f"{fake}:/usr/bin:/bin"}
    for has_folder, expected in ((False, "build_wheel.py"), (True, "build_wheel.py --collection collections")):
        work = tmp_path / f"repo-{has_folder}"
        work.mkdir()
        if has_folder:
            (work / "collections").mkdir()
        subprocess.run(["bash", "-e", "-c", script], cwd=work, env=env, check=True)
        assert (work / "calls.txt").read_text().strip() == expected
    assert shutil.which("bash")
    readme = (ROOT / "README.md").read_text(encoding="utf-8").split("## Deploy")[1].split("\n## ")[0]
    for step in ("fork", "collections/", "push"):
        assert step in readme.lower(), f"README's Deploy section should say: {step}"
