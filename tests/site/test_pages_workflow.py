"""The GitHub Pages workflow (.github/workflows/pages.yml): it parses, has the steps a Pages
deployment needs, and builds the site the way the README tells a user to (``build_wheel.py``, whose
output ``web/`` is what it uploads).  That the built site works under a sub-path, as a project site
on Pages does, is what every browser test checks (``SUB_PATH`` in tests/browser.py)."""

from __future__ import annotations

import functools
import re
import tomllib
from pathlib import Path

import pytest

import sitebuild.cli
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
    commands = [step["run"].strip() for step in steps(workflow, "build") if "build_wheel.py" in step.get("run", "")]
    assert len(commands) == 1 and 'python3 build_wheel.py "${options[@]}"' in commands[0]  # the same build, no serving
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


def run_build_script(workflow, tmp_path, *, folder: bool, variables: dict[str, str]) -> list[str]:
    """The build step's script, run by bash (as Actions runs it: ``bash -e``) in a fresh folder, with
    the step's environment as the repository's variables would make it: the arguments it gave
    build_wheel.py (a fake python3 writes them one a line, so a spaced title shows as one)."""
    import subprocess

    step = next(step for step in steps(workflow, "build") if "build_wheel.py" in step.get("run", ""))
    for name, value in step["env"].items():  # each variable of the step is the repository's of that name
        assert value == f"${{{{ vars.{name} }}}}", name
    fake = tmp_path / "bin"
    fake.mkdir(exist_ok=True)
    (fake / "python3").write_text('#!/bin/sh\nprintf "%s\\n" "$@" > args.txt\n')
    (fake / "python3").chmod(0o755)
    work = tmp_path / f"repo-{len(list(tmp_path.iterdir()))}"
    work.mkdir()
    if folder:
        (work / "collections").mkdir()
    env = {"PATH": f"{fake}:/usr/bin:/bin", **{name: variables.get(name, "") for name in step["env"]}}
    subprocess.run(["bash", "-e", "-c", step["run"]], cwd=work, env=env, check=True)
    return (work / "args.txt").read_text(encoding="utf-8").splitlines()


def test_builds_the_collections_folder_alone_unless_the_repository_asks_for_more(workflow, tmp_path):
    """With collections/, the library is exactly the author's puzzles (no picture packs) unless the
    repository's variables ask; without it, the project's own site (README, Deploy)."""
    build = functools.partial(run_build_script, workflow, tmp_path)
    assert build(folder=False, variables={}) == ["build_wheel.py"]
    assert build(folder=True, variables={}) == ["build_wheel.py", "--collection", "collections", "--no-pictures"]
    assert build(folder=True, variables={"SITE_PICTURES": "yes"}) == ["build_wheel.py", "--collection", "collections"]
    assert build(folder=True, variables={"SITE_PICTURES": "no"})[-1] == "--no-pictures"
    hostile = 'Ann\'s "puzzles" $(touch pwned) `id`; rm -rf ~'
    args = build(folder=True, variables={"SITE_TITLE": hostile, "SITE_HIDE_TITLES": "Yes"})
    assert args == ["build_wheel.py", "--collection", "collections", "--no-pictures", "--hide-titles",
                    "--site-title", hostile]  # one argument, never run as shell code
    assert not list(tmp_path.rglob("pwned"))
    assert sitebuild.cli.parser().parse_args(args[1:]).site_title == hostile  # flags build_wheel.py knows
    readme = (ROOT / "README.md").read_text(encoding="utf-8").split("## Deploy")[1].split("\n## ")[0]
    for step in ("fork", "collections/", "push", "SITE_TITLE", "SITE_PICTURES=yes", "SITE_HIDE_TITLES=yes"):
        assert step in readme, f"README's Deploy section should say: {step}"


def test_publishes_the_api_reference_beside_the_app(workflow):
    """The README's "API reference" is ``api/`` of the published site: written into web/ after the
    build (so the precache manifest leaves it out) and before the upload."""
    names = [step.get("name", "") for step in steps(workflow, "build")]
    api = names.index("Write the API reference")
    script = steps(workflow, "build")[api]["run"]
    assert "scripts/api_docs.py --output web/api" in script and "pdoc" in script
    assert names.index("Build the site") < api < names.index("Upload the site")
