"""The command line as a user runs it: reports, exit statuses, synthesize, init, version."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.cli import run_cli
from xreview import __version__
from xreview.config.models import ModelConfig
from xreview.config.resolve import ResolveOptions, resolve
from xreview.core.cycle import StopReason
from xreview.core.errors import ErrorType
from xreview.providers.base import Completed, Provider, ProviderResult, ReviewRequest, TextDelta
from xreview.session import ReviewSession


def test_headless_review_of_the_bundled_example(project: Path) -> None:
    result = run_cli("review", "docs/design.md", "--headless", "--yes", "--format", "json", cwd=project)
    assert result.returncode == 1, result.stderr  # High issues remain open: --fail-on high
    report = json.loads(result.stdout)
    assert report["schema"] == "xreview.report/1"
    assert report["artifact"] == "docs/design.md" and report["stage"] == "design"
    assert report["prompt"] == "design (built-in)" and report["models"] == ["lint", "rubric"]
    cycle = report["cycles"][0]
    assert [r["model"] for r in cycle["reviews"]] == ["lint", "rubric"]
    assert all(r["status"] == "success" and r["error_type"] is None for r in cycle["reviews"])
    issue = cycle["issues"][0]
    assert set(issue) >= {"id", "title", "description", "severity", "complexity", "action", "consensus",
                          "confidence", "status", "sources", "location"}
    assert issue["id"].startswith("I-")
    assert report["stop_reason"] == "stuck" and report["artifact_written"] is True
    # progress went to stderr, data only on stdout
    assert "cycle 1 of at most 10" in result.stderr and "lint" in result.stderr and "stop: stuck" in result.stderr
    assert "wrote docs/design.md: Issue Log: 7 new rows" in result.stderr


def test_plain_xreview_artifact_is_review(project: Path) -> None:
    result = run_cli("docs/design.md", "--headless", "--yes", "--fail-on", "never", cwd=project)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("xreview report — docs/design.md")
    assert "Stop: stuck" in result.stdout


@pytest.mark.parametrize(("fail_on", "code"), [("critical", 0), ("high", 1), ("low", 1), ("never", 0)])
def test_fail_on_thresholds(project: Path, fail_on: str, code: int) -> None:
    result = run_cli("review", "docs/design.md", "--headless", "--yes", "--fail-on", fail_on, cwd=project)
    assert result.returncode == code


def test_markdown_report(project: Path) -> None:
    result = run_cli("review", "docs/design.md", "--headless", "--yes", "--format", "markdown", cwd=project)
    assert result.stdout.startswith("# xreview report: `docs/design.md`")
    assert "| ID | Severity | Complexity | Action | Consensus | Issue | Sources | Status |" in result.stdout


def test_min_cycles_runs_more_cycles_and_keeps_issue_ids(project: Path) -> None:
    # --no-write: the frontmatter's `updated` date, which write-back sets, is one of lint's findings
    result = run_cli("review", "docs/design.md", "--headless", "--yes", "--format", "json", "--min-cycles", "3",
                         "--no-write", cwd=project)
    report = json.loads(result.stdout)
    assert [c["n"] for c in report["cycles"]] == [1, 2, 3]
    ids = [sorted(i["id"] for i in c["issues"]) for c in report["cycles"]]
    assert ids[0] == ids[1] == ids[2]
    assert report["stop_reason"] == "stuck"  # the same issues persisted for 3 cycles


def test_a_missing_tool_is_tool_not_installed_with_how_to_install_it(project: Path, isolated_dirs: Path) -> None:
    models = isolated_dirs / "config" / "models.yaml"
    models.parent.mkdir(parents=True, exist_ok=True)
    models.write_text("models:\n  codex:\n    provider: cli\n    command: codex\n    api_key: AIzaFAKEFAKEFAKE\n", encoding="utf-8")
    result = run_cli("review", "docs/design.md", "-m", "codex", "--headless", "--yes", cwd=project,
                         env={"PATH": str(project)})  # no codex anywhere on this PATH
    assert result.returncode == 3 and "Traceback" not in result.stderr
    assert "codex    failed: tool_not_installed — `codex` is not on PATH; install it with `npm install -g @openai/codex`" in result.stderr
    assert "AIzaFAKEFAKEFAKE" not in result.stderr + result.stdout


class _Broken(Provider):
    async def stream(self, request: ReviewRequest):  # type: ignore[no-untyped-def]
        yield TextDelta("partial")
        yield Completed(ProviderResult.failure(self.config.id, ErrorType.AUTH_MISSING, "no key"))


async def test_no_review_from_any_model_stops_with_no_models(project: Path) -> None:
    resolution = resolve(ResolveOptions(artifact="docs/design.md", models=["lint"], cwd=project), usable=lambda m: True)
    broken = _Broken(ModelConfig("lint", "builtin", "lint"))
    report = await ReviewSession(resolution, providers={"lint": broken}).run()
    assert report.stop_reason is StopReason.NO_MODELS and report.reviews_obtained == 0
    assert report.cycles[0].reviews[0].error_type == "auth_missing"


def test_synthesize_command_keeps_each_source_text(tmp_path: Path) -> None:
    kimi = "## Issues\n\n### [High/Low] Rollback plan missing\n**Location:** Rollout\n**Problem:** No way back.\n"
    gemini = "Concerns:\n\n1. **No rollback plan** [Critical/Medium] — the rollout cannot be undone.\n"
    payload = {"reviews": [{"model": "kimi", "response": kimi}, {"model": "gemini", "response": gemini},
                           {"model": "dead", "status": "error", "response": None}]}
    path = tmp_path / "reviews.json"
    path.write_text(json.dumps(payload), encoding="utf-8")
    result = run_cli("synthesize", str(path), "--format", "json")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["schema"] == "xreview.synthesis/1" and out["abstained"] == ["dead"]
    [issue] = out["issues"]
    assert issue["consensus"] == "all"
    texts = {s["model"]: s["text"] for s in issue["sources"]}
    assert texts["kimi"] in kimi and texts["gemini"] in gemini
    text = run_cli("synthesize", str(path), "--format", "text")
    assert "1 issue(s) from 2 reviewer(s); abstained: dead" in text.stdout


def test_synthesize_bad_input(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text('{"reviews": [', encoding="utf-8")
    result = run_cli("synthesize", str(path))
    assert result.returncode == 2 and "invalid JSON" in result.stderr and len(result.stderr.splitlines()) == 1


def test_init_writes_commented_files_and_never_overwrites(tmp_path: Path, isolated_dirs: Path) -> None:
    first = run_cli("init", cwd=tmp_path)
    assert first.returncode == 0
    project_file = tmp_path / ".xreview.yaml"
    models_file = isolated_dirs / "config" / "models.yaml"
    assert project_file.read_text().startswith("# xreview project configuration")
    assert "xreview keys set" in models_file.read_text()
    project_file.write_text("cycles: {max: 2}\n")
    second = run_cli("init", cwd=tmp_path)
    assert "exists, left unchanged" in second.stdout
    assert project_file.read_text() == "cycles: {max: 2}\n"
    # the written files are valid configuration
    assert run_cli("models", cwd=tmp_path).returncode == 0


def test_version_and_help() -> None:
    assert run_cli("--version").stdout.strip() == f"xreview {__version__}"
    help_text = run_cli("--help").stdout
    for command in ("review", "synthesize", "models", "keys", "config", "init", "undo", "mcp"):
        assert command in help_text


def test_models_check_reports_missing_keys(isolated_dirs: Path, tmp_path: Path) -> None:
    models = isolated_dirs / "config" / "models.yaml"
    models.parent.mkdir(parents=True, exist_ok=True)
    models.write_text("models:\n  ds:\n    provider: deepseek\n    model: deepseek-v4-flash\n    api_key_env: XR_TEST_UNSET\n", encoding="utf-8")
    result = run_cli("models", "--check", cwd=tmp_path)
    assert result.returncode == 0
    assert "lint" in result.stdout and "ready" in result.stdout
    assert "ds" in result.stdout and "unavailable" in result.stdout


def test_the_cockpit_without_a_terminal_says_to_use_headless(project: Path) -> None:
    result = run_cli("docs/design.md", cwd=project)  # stdin and stdout are pipes here
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.strip() == (
        "xreview: error: the cockpit needs a terminal (use --headless --yes in scripts and CI)"
    )
    assert "Issue Log" not in (project / "docs" / "design.md").read_text(encoding="utf-8")


def test_synthesize_points_near_misses_at_each_other_and_names_unreadable_answers(tmp_path: Path) -> None:
    payload = {"reviews": [
        {"model": "kimi", "response": "## Issues\n\n### [High/Low] Secrets stored in config.yaml\n"},
        {"model": "gemini", "response": "## Issues\n\n### [High/Low] API keys live in plain text in the repository\n"},
        {"model": "proxy", "status": "OK", "response": "<html><body><center>502 Bad Gateway</center></body></html>"},
    ]}
    path = tmp_path / "reviews.json"
    path.write_text(json.dumps(payload), encoding="utf-8")
    result = run_cli("synthesize", str(path), "--format", "json")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["unreadable"] == ["proxy"] and out["abstained"] == ["proxy"] and out["voters"] == ["kimi", "gemini"]
    secrets, keys = out["issues"]
    # not merged on a guess, but each names the other for the person to decide
    assert secrets["possible_duplicate_of"] == [keys["id"]] and keys["possible_duplicate_of"] == [secrets["id"]]
    text = run_cli("synthesize", str(path), "--format", "text").stdout
    assert "abstained: proxy (unreadable: proxy)" in text


def test_synthesize_refuses_a_status_it_does_not_know_instead_of_guessing(tmp_path: Path) -> None:
    path = tmp_path / "reviews.json"
    path.write_text(json.dumps({"reviews": [{"model": "kimi", "status": "partial", "response": "x"}]}), encoding="utf-8")
    result = run_cli("synthesize", str(path))
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1
    assert "reviews[0] (kimi): unknown status 'partial'; use one of " in result.stderr and "success" in result.stderr
