"""Bad configuration: one clear line naming file:line:col, exit 2, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import run_xreview

CASES = [
    ("invalid YAML", ".xreview.yaml", "cycles:\n  min: 1\n  max: [2\n", [".xreview.yaml:", "invalid YAML"]),
    ("mistyped key", ".xreview.yaml", "cycles:\n  min: 1\n  maxx: 3\n", [".xreview.yaml:3:3", "unknown key 'cycles.maxx'", "did you mean 'max'?"]),
    ("mistyped top key", ".xreview.yaml", "defualt_models: [lint]\n", [".xreview.yaml:1:1", "did you mean 'default_models'?"]),
    ("wrong type", ".xreview.yaml", "execution:\n  timeout_seconds: soon\n", [".xreview.yaml:2:20", "must be a number"]),
    ("min above max", ".xreview.yaml", "cycles:\n  min: 5\n  max: 2\n", ["cycles.min (5) is larger than cycles.max (2)"]),
    ("unknown provider", "models.yaml", "models:\n  kimi:\n    provider: moonshoot\n    model: k2\n", ["models.yaml:3:15", "unknown provider 'moonshoot'", "did you mean 'moonshot'?"]),
    ("mistyped model key", "models.yaml", "models:\n  kimi:\n    provider: moonshot\n    model: k2\n    api_key_evn: X\n", ["models.yaml:5:5", "did you mean 'api_key_env'?"]),
    ("missing model name", "models.yaml", "models:\n  g:\n    provider: google\n", ["models.yaml:2:3", "needs 'model:'"]),
    ("bad fallback", "models.yaml", "models:\n  a:\n    provider: openai\n    model: x\n    fallback: [b]\n", ["models.yaml:5:16", "fallback 'b' is not a configured model"]),
    ("bad price", "models.yaml", "models:\n  a:\n    provider: openai\n    model: x\n    price: {input: 1}\n", ["models.yaml:5:12", "needs both 'input' and 'output'"]),
    ("unknown default model", ".xreview.yaml", "default_models: [lint, rubrik]\n", ["default_models names unknown model 'rubrik'", "did you mean 'rubric'?"]),
]


@pytest.mark.parametrize(("name", "filename", "content", "expected"), CASES, ids=[c[0] for c in CASES])
def test_bad_configuration_is_one_line_exit_2(project: Path, isolated_dirs: Path, name: str, filename: str, content: str, expected: list[str]) -> None:
    if filename == "models.yaml":
        target = isolated_dirs / "config" / "models.yaml"
        target.parent.mkdir(parents=True, exist_ok=True)
    else:
        target = project / filename
    target.write_text(content, encoding="utf-8")
    result = run_xreview("review", "docs/design.md", "--headless", "--yes", cwd=project)
    assert result.returncode == 2, result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
    for keyword in expected:
        assert keyword in lines[0]
    assert result.stdout == ""


def test_missing_artifact_is_one_line_exit_2(project: Path) -> None:
    result = run_xreview("review", "docs/nope.md", "--headless", "--yes", cwd=project)
    assert result.returncode == 2
    assert result.stderr.strip() == "xreview: error: docs/nope.md: artifact not found (name an existing Markdown file)"


def test_missing_default_artifact_names_the_config_key(tmp_path: Path) -> None:
    result = run_xreview("review", "--headless", "--yes", cwd=tmp_path)
    assert result.returncode == 2
    assert "docs/design.md: artifact not found" in result.stderr and "artifacts.design" in result.stderr


def test_unknown_model_on_the_command_line(project: Path) -> None:
    result = run_xreview("review", "docs/design.md", "-m", "lint,rubrc", "--headless", "--yes", cwd=project)
    assert result.returncode == 2
    assert "unknown model 'rubrc'" in result.stderr and "did you mean 'rubric'?" in result.stderr


def test_unknown_stage(project: Path) -> None:
    result = run_xreview("review", "docs/design.md", "-s", "desing", "--headless", "--yes", cwd=project)
    assert result.returncode == 2 and "did you mean 'design'?" in result.stderr


def test_headless_without_yes_and_no_terminal_refuses(project: Path) -> None:
    result = run_xreview("review", "docs/design.md", "--headless", cwd=project)
    assert result.returncode == 2
    assert "pass --yes" in result.stderr
    assert "models" in result.stderr  # the resolution was shown first
