"""Resolution of stage, artifact, prompt and models, each with its origin."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.cli import run_cli
from xreview.config.models import ModelConfig
from xreview.config.resolve import ResolveOptions, resolve
from xreview.config.secrets import lookup_key


def always(_: ModelConfig) -> bool:
    return True


def test_defaults_pick_the_builtin_reviewers(project: Path) -> None:
    r = resolve(ResolveOptions(cwd=project), usable=always)
    assert r.artifact.value == project / "docs" / "design.md"
    assert r.models.value == ["lint", "rubric"]
    assert "built-in reviewers" in r.models.origin
    assert r.stage.value == "design" and "frontmatter stage" in r.stage.origin
    assert r.prompt.value.label == "design (built-in)"
    assert r.settings["cycles.max"].value == 10 and r.settings["cycles.max"].origin == "packaged default"


def test_project_config_found_upward_and_cli_overrides(project: Path) -> None:
    (project / ".xreview.yaml").write_text("cycles:\n  max: 4\nbudget:\n  per_task_usd: 0.5\n", encoding="utf-8")
    sub = project / "docs"
    r = resolve(ResolveOptions(artifact="design.md", cwd=sub, min_cycles=2), usable=always)
    assert r.project_file == project / ".xreview.yaml"
    assert r.settings["cycles.max"].value == 4 and r.settings["cycles.max"].origin.endswith(".xreview.yaml:2:3")
    assert r.settings["cycles.min"].origin == "--min-cycles"
    assert r.budget().per_task_usd == 0.5


def test_stage_from_status_md_when_frontmatter_is_silent(project: Path) -> None:
    doc = project / "docs" / "design.md"
    doc.write_text(doc.read_text().replace("stage: design\n", ""), encoding="utf-8")
    (project / ".xreview.yaml").write_text("{}\n", encoding="utf-8")
    (project / "status.md").write_text("# Status\n\n**Stage:** Develop\n", encoding="utf-8")
    r = resolve(ResolveOptions(artifact="docs/design.md", cwd=project), usable=always)
    assert r.stage.value == "develop" and r.stage.origin.endswith("status.md")
    assert r.prompt.value.label == "develop (built-in)"


def test_custom_prompt_from_project_config(project: Path) -> None:
    (project / "prompts").mkdir()
    (project / "prompts" / "d.md").write_text("Review {{stage}} harshly.\n{{tracked_issues}}\n", encoding="utf-8")
    (project / ".xreview.yaml").write_text("prompts:\n  design: prompts/d.md\n", encoding="utf-8")
    r = resolve(ResolveOptions(artifact="docs/design.md", cwd=project), usable=always)
    assert r.prompt.value.text.startswith("Review {{stage}}")
    assert "prompts.design" in r.prompt.origin


def test_configured_models_with_usable_keys_are_the_default(project: Path, isolated_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    models = isolated_dirs / "config" / "models.yaml"
    models.parent.mkdir(parents=True, exist_ok=True)
    models.write_text(
        "models:\n  kimi-k2:\n    provider: moonshot\n    model: kimi-k2-0905\n    api_key_env: TEST_MOONSHOT_KEY\n"
        "  gemini:\n    provider: gemini\n    model: gemini-2.5-flash\n    api_key_env: TEST_GEMINI_KEY\n"
        "settings:\n  kimi-k2: {temperature: 0.6}\n",
        encoding="utf-8",
    )
    monkeypatch.setenv("TEST_MOONSHOT_KEY", "k-123456789")
    monkeypatch.delenv("TEST_GEMINI_KEY", raising=False)
    r = resolve(ResolveOptions(artifact="docs/design.md", cwd=project), usable=lambda m: lookup_key(m).key is not None)
    assert r.models.value == ["kimi-k2"]
    kimi = r.model_configs["kimi-k2"]
    assert kimi.provider == "openai_compat" and kimi.endpoint == "https://api.moonshot.ai/v1"
    assert kimi.settings == {"temperature": 0.6}
    assert lookup_key(kimi).origin == "env:TEST_MOONSHOT_KEY"


def test_review_spec_models_file_loads_unchanged(isolated_dirs: Path, project: Path) -> None:
    models = isolated_dirs / "config" / "models.yaml"
    models.parent.mkdir(parents=True, exist_ok=True)
    models.write_text(
        "models:\n  test-model:\n    provider: openai_compat\n    endpoint: https://api.example.com/v1\n"
        "    model: test-v1\n    api_key: sk-test-123\n    pricing: {input_per_million: 1.0, output_per_million: 2.0}\n"
        "  test-google:\n    provider: google\n    endpoint: https://generativelanguage.googleapis.com/v1beta\n"
        "    model: gemini-2.0-flash\n    api_key_env: TEST_GOOGLE_KEY\n"
        "settings:\n  test-model:\n    temperature: 0.6\n",
        encoding="utf-8",
    )
    result = run_cli("models", "--format", "json", cwd=project)
    assert result.returncode == 0, result.stderr
    ids = [m["id"] for m in json.loads(result.stdout)["models"]]
    assert ids == ["lint", "rubric", "test-model", "test-google"]
    assert "sk-test-123" not in result.stdout + result.stderr


def test_config_command_shows_values_and_origins(project: Path) -> None:
    (project / ".xreview.yaml").write_text("cycles:\n  max: 3\n", encoding="utf-8")
    result = run_cli("config", "--format", "json", cwd=project)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["cycles.max"] == {"value": "3", "origin": ".xreview.yaml:2:3"}
    assert data["models"]["value"] == "lint, rubric"
    assert data["artifact"]["origin"].startswith("artifacts.design")
    yaml_out = run_cli("config", cwd=project)
    assert "cycles.max:" in yaml_out.stdout and "origin: packaged default" in yaml_out.stdout
