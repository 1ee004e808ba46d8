"""Bad configuration: one clear line naming file:line:col, exit 2, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.cli import run_cli

CASES = [
    ("invalid YAML", ".xreview.yaml", "cycles:\n  min: 1\n  max: [2\n", [".xreview.yaml:", "invalid YAML"]),
    ("mistyped key", ".xreview.yaml", "cycles:\n  min: 1\n  maxx: 3\n", [".xreview.yaml:3:3", "unknown key 'cycles.maxx'", "did you mean 'max'?"]),
    ("mistyped top key", ".xreview.yaml", "defualt_models: [lint]\n", [".xreview.yaml:1:1", "did you mean 'default_models'?"]),
    ("wrong type", ".xreview.yaml", "execution:\n  timeout_seconds: soon\n", [".xreview.yaml:2:20", "must be a finite number"]),
    ("min above max", ".xreview.yaml", "cycles:\n  min: 5\n  max: 2\n", ["cycles.min (5) is larger than cycles.max (2)"]),
    ("unknown provider", "models.yaml", "models:\n  kimi:\n    provider: moonshoot\n    model: k2\n", ["models.yaml:3:15", "unknown provider 'moonshoot'", "did you mean 'moonshot'?"]),
    ("mistyped model key", "models.yaml", "models:\n  kimi:\n    provider: moonshot\n    model: k2\n    api_key_evn: X\n", ["models.yaml:5:5", "did you mean 'api_key_env'?"]),
    ("missing model name", "models.yaml", "models:\n  g:\n    provider: google\n", ["models.yaml:2:3", "needs 'model:'"]),
    ("bad fallback", "models.yaml", "models:\n  a:\n    provider: openai\n    model: x\n    fallback: [b]\n", ["models.yaml:5:16", "fallback 'b' is not a configured model"]),
    ("bad price", "models.yaml", "models:\n  a:\n    provider: openai\n    model: x\n    price: {input: 1}\n", ["models.yaml:5:12", "needs both 'input' and 'output'"]),
    ("unknown default model", ".xreview.yaml", "default_models: [lint, rubrik]\n", ["default_models names unknown model 'rubrik'", "did you mean 'rubric'?"]),
    ("user name in an endpoint", "models.yaml", "models:\n  a:\n    provider: openai_compat\n    model: x\n    endpoint: http://127.0.0.1@llm.example.com/v1\n",
     ["models.yaml:5:15", "must not hold a user name or password"]),
    ("metadata address as an endpoint", "models.yaml", "models:\n  a:\n    provider: openai_compat\n    model: x\n    endpoint: http://169.254.169.254/v1\n",
     ["models.yaml:5:15", "link-local"]),
    ("local flag not a boolean", "models.yaml", "models:\n  a:\n    provider: openai_compat\n    model: x\n    local: yes please\n",
     ["models.yaml:5:12", "'local' must be true or false"]),
    ("output cap not a positive number", "models.yaml", "models:\n  a:\n    provider: openai_compat\n    model: x\n    max_items_per_answer: 0\n",
     ["models.yaml:5:27", "'max_items_per_answer' must be a positive whole number"]),
]


@pytest.mark.parametrize(("name", "filename", "content", "expected"), CASES, ids=[c[0] for c in CASES])
def test_bad_configuration_is_one_line_exit_2(project: Path, isolated_dirs: Path, name: str, filename: str, content: str, expected: list[str]) -> None:
    if filename == "models.yaml":
        target = isolated_dirs / "config" / "models.yaml"
        target.parent.mkdir(parents=True, exist_ok=True)
    else:
        target = project / filename
    target.write_text(content, encoding="utf-8")
    result = run_cli("review", "docs/design.md", "--headless", "--yes", cwd=project)
    assert result.returncode == 2, result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
    for keyword in expected:
        assert keyword in lines[0]
    assert result.stdout == ""


def test_missing_artifact_is_one_line_exit_2(project: Path) -> None:
    result = run_cli("review", "docs/nope.md", "--headless", "--yes", cwd=project)
    assert result.returncode == 2
    assert result.stderr.strip() == "xreview: error: docs/nope.md: artifact not found (name an existing Markdown file)"


def test_missing_default_artifact_names_the_config_key(tmp_path: Path) -> None:
    result = run_cli("review", "--headless", "--yes", cwd=tmp_path)
    assert result.returncode == 2
    assert "docs/design.md (artifacts.design) does not exist" in result.stderr and "Usage: xreview review" in result.stderr


def test_unknown_model_on_the_command_line(project: Path) -> None:
    result = run_cli("review", "docs/design.md", "-m", "lint,rubrc", "--headless", "--yes", cwd=project)
    assert result.returncode == 2
    assert "unknown model 'rubrc'" in result.stderr and "did you mean 'rubric'?" in result.stderr


def test_unknown_stage(project: Path) -> None:
    result = run_cli("review", "docs/design.md", "-s", "desing", "--headless", "--yes", cwd=project)
    assert result.returncode == 2 and "did you mean 'design'?" in result.stderr


def test_headless_without_yes_and_no_terminal_refuses(project: Path) -> None:
    result = run_cli("review", "docs/design.md", "--headless", cwd=project)
    assert result.returncode == 2
    assert "pass --yes" in result.stderr
    assert "models" in result.stderr  # the resolution was shown first


def test_a_project_config_cannot_make_a_file_outside_the_project_the_prompt(project: Path, isolated_dirs: Path, tmp_path: Path) -> None:
    outside = tmp_path.parent / (tmp_path.name + "-elsewhere") / "notes.txt"
    outside.parent.mkdir(parents=True, exist_ok=True)
    outside.write_text("private notes that must not be sent anywhere", encoding="utf-8")
    (project / ".xreview.yaml").write_text(f"prompts:\n  design: {outside}\n", encoding="utf-8")
    result = run_cli("review", "docs/design.md", "--headless", "--yes", "--no-write", cwd=project)
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "prompts.design" in result.stderr and "outside the project" in result.stderr
    assert "private notes" not in result.stdout + result.stderr


def test_a_prompt_holding_a_credential_is_never_sent_to_an_outside_model(project: Path, isolated_dirs: Path) -> None:
    (isolated_dirs / "config").mkdir(parents=True, exist_ok=True)
    (isolated_dirs / "config" / "models.yaml").write_text("models:\n  kimi:\n    provider: moonshot\n    model: k2\n", encoding="utf-8")
    prompt = project / "prompts" / "design.md"
    prompt.parent.mkdir(parents=True, exist_ok=True)
    prompt.write_text("Review the design.\nUse the staging key sk-proj-" + "Zx8Qw2Lm9Rt4Yu7Io1Pa" + " to test.\n", encoding="utf-8")
    (project / ".xreview.yaml").write_text("prompts:\n  design: prompts/design.md\n", encoding="utf-8")
    result = run_cli("review", "docs/design.md", "-m", "kimi", "--headless", "--yes", "--no-write", cwd=project,
                         env={"MOONSHOT_API_KEY": "sk-kimi-0123456789"})
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "prompts/design.md:2: the prompt holds what looks like a credential" in result.stderr and "Zx8Q" not in result.stderr


def _alias_bomb() -> str:
    lines = ['a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    for level in range(1, 10):
        refs = ", ".join([f"*a{level - 1}"] * 9)
        lines.append(f"a{level}: &a{level} [{refs}]")
    return "\n".join(lines) + "\nmodels: {}\n"


def test_a_yaml_alias_bomb_is_refused_at_once_not_expanded(isolated_dirs: Path, tmp_path: Path) -> None:
    import subprocess
    import sys

    config = isolated_dirs / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "models.yaml").write_text(_alias_bomb(), encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "xreview", "models"], cwd=tmp_path, capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "models.yaml:" in result.stderr and "aliases" in result.stderr
