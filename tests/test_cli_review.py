"""Command-line tools and HTTP models in one review, and `models --check` on a machine without the tools."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.cli import run_cli
from tests.support.fake_tools import FakeTools
from tests.support.llm_server import CANNED, LLMServer, streaming

MODELS = """models:
  codex:
    provider: cli
    command: codex
    model: gpt-5.1-codex
  gemini-cli:
    provider: cli
    command: gemini
  claude-code:
    provider: cli
    command: [claude]
    model: sonnet
  kimi:
    provider: moonshot
    endpoint: {url}/v1
    model: kimi-k2-0905
    fallback: [codex]
"""


@pytest.fixture
def server() -> Iterator[LLMServer]:
    with LLMServer(auto=streaming(0.05, 0, CANNED)) as running:
        yield running


def test_tools_and_an_http_model_in_one_report(project: Path, isolated_dirs: Path, tmp_path: Path, server: LLMServer) -> None:
    tools = FakeTools(tmp_path)
    (isolated_dirs / "config").mkdir(parents=True, exist_ok=True)
    (isolated_dirs / "config" / "models.yaml").write_text(MODELS.format(url=server.url), encoding="utf-8")
    env = {"PATH": f"{tools.bin}{os.pathsep}{os.environ['PATH']}", "MOONSHOT_API_KEY": "sk-kimi-0123456789",
           "CODEX_API_KEY": "codex-key-0123456789"}
    result = run_cli("review", "docs/design.md", "-m", "codex,gemini-cli,claude-code,kimi", "--headless", "--yes",
                         "--format", "json", cwd=project, env=env)
    assert result.returncode == 1, result.stderr
    report = json.loads(result.stdout)
    reviews = report["cycles"][0]["reviews"]
    assert [r["model"] for r in reviews] == ["codex", "gemini-cli", "claude-code", "kimi"]
    assert all(r["status"] == "success" for r in reviews), reviews
    issue = next(i for i in report["cycles"][0]["issues"] if i["title"].startswith("No retry budget"))
    assert [s["model"] for s in issue["sources"]] == ["codex", "gemini-cli", "claude-code", "kimi"]
    assert issue["consensus"] == "all"
    assert reviews[2]["cost_usd"] == 0.0421  # Claude Code reports its cost
    text = (project / "docs" / "design.md").read_text(encoding="utf-8")
    assert "| External-Codex, External-Gemini-Cli, External-Claude-Code, External-Kimi |" in text
    assert tools.calls("codex")[0]["argv"][tools.calls("codex")[0]["argv"].index("-m") + 1] == "gpt-5.1-codex"
    assert tools.calls("codex")[0]["env"]["CODEX_API_KEY"] == "codex-key-0123456789"
    for line in ("codex    started", "gemini-cli done in", "claude-code done in", "kimi     done in"):
        assert line.split()[0] in result.stderr


def test_an_unavailable_tool_hands_over_to_its_fallback(project: Path, isolated_dirs: Path, tmp_path: Path, server: LLMServer) -> None:
    tools = FakeTools(tmp_path)
    tools.mode("codex", "success")
    (isolated_dirs / "config").mkdir(parents=True, exist_ok=True)
    models = MODELS.format(url=server.url).replace("    command: gemini\n", "    command: gemini\n    fallback: [codex]\n")
    (isolated_dirs / "config" / "models.yaml").write_text(models, encoding="utf-8")
    tools.mode("gemini", "auth")
    env = {"PATH": f"{tools.bin}{os.pathsep}{os.environ['PATH']}"}
    result = run_cli("review", "docs/design.md", "-m", "gemini-cli", "--headless", "--yes", "--format", "json",
                         "--no-write", cwd=project, env=env)
    reviews = json.loads(result.stdout)["cycles"][0]["reviews"]
    assert reviews[0]["error_type"] == "auth_missing" and "GEMINI_API_KEY" in reviews[0]["error"]
    assert reviews[1]["model"] == "codex" and reviews[1]["stood_in_for"] == "gemini-cli" and reviews[1]["status"] == "success"


def test_models_check_without_the_tools_says_what_is_missing(isolated_dirs: Path, tmp_path: Path, server: LLMServer) -> None:
    (isolated_dirs / "config").mkdir(parents=True, exist_ok=True)
    (isolated_dirs / "config" / "models.yaml").write_text(MODELS.format(url=server.url), encoding="utf-8")
    result = run_cli("models", "--check", cwd=tmp_path, env={"PATH": str(tmp_path / "empty")})
    lines = {line.split()[0]: line for line in result.stdout.splitlines()[1:]}
    assert "not installed: `codex` is not on PATH; install it with `npm install -g @openai/codex`" in lines["codex"]
    assert "install it with `npm install -g @google/gemini-cli`" in lines["gemini-cli"]
    assert "install it with `npm install -g @anthropic-ai/claude-code`" in lines["claude-code"]
    assert "ready" in lines["kimi"]  # a server on this machine needs no key


def test_models_check_with_tools_not_logged_in(isolated_dirs: Path, tmp_path: Path, server: LLMServer) -> None:
    tools = FakeTools(tmp_path)
    for tool in ("codex", "claude"):
        tools.mode(tool, "auth")
    (isolated_dirs / "config").mkdir(parents=True, exist_ok=True)
    (isolated_dirs / "config" / "models.yaml").write_text(MODELS.format(url=server.url), encoding="utf-8")
    result = run_cli("models", "--check", "--format", "json", cwd=tmp_path,
                         env={"PATH": f"{tools.bin}{os.pathsep}{os.environ['PATH']}", "HOME": str(tmp_path)})
    rows = {r["id"]: r for r in json.loads(result.stdout)["models"]}
    assert rows["codex"]["health"] == "unavailable" and "not logged in: run `codex login`" in rows["codex"]["reason"]
    assert "codex 9.9.9" in rows["codex"]["reason"]
    assert rows["claude-code"]["health"] == "unavailable" and "not logged in" in rows["claude-code"]["reason"]
    assert rows["gemini-cli"]["health"] == "unavailable" and "GEMINI_API_KEY" in rows["gemini-cli"]["reason"]


def test_an_unsafe_flag_in_models_yaml_is_a_config_error(isolated_dirs: Path, tmp_path: Path) -> None:
    (isolated_dirs / "config").mkdir(parents=True, exist_ok=True)
    (isolated_dirs / "config" / "models.yaml").write_text(
        "models:\n  g:\n    provider: cli\n    command: [gemini, --yolo]\n", encoding="utf-8")
    result = run_cli("models", cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip().endswith(
        "'--yolo' would let the tool edit files; a review runs tools read-only (remove it; xreview adds the read-only flags itself)")
    assert "models.yaml:4:" in result.stderr


def test_a_fallback_chain_goes_on_until_one_reviews(project: Path, isolated_dirs: Path, tmp_path: Path, server: LLMServer) -> None:
    tools = FakeTools(tmp_path)
    tools.mode("claude", "auth")
    tools.mode("codex", "auth")
    (isolated_dirs / "config").mkdir(parents=True, exist_ok=True)
    models = MODELS.format(url=server.url).replace("    model: sonnet\n", "    model: sonnet\n    fallback: [codex, kimi]\n")
    (isolated_dirs / "config" / "models.yaml").write_text(models, encoding="utf-8")
    result = run_cli("review", "docs/design.md", "-m", "claude-code", "--headless", "--yes", "--format", "json",
                         "--no-write", cwd=project, env={"PATH": f"{tools.bin}{os.pathsep}{os.environ['PATH']}"})
    reviews = json.loads(result.stdout)["cycles"][0]["reviews"]
    assert [(r["model"], r["status"], r.get("stood_in_for")) for r in reviews] == [
        ("claude-code", "error", None), ("codex", "error", "claude-code"), ("kimi", "success", "claude-code"),
    ]
    assert re.search(r"codex +stands in for claude-code \(auth_missing\)", result.stderr)
    assert re.search(r"kimi +stands in for codex \(auth_missing\)", result.stderr)


def test_a_command_line_reviewer_is_outside_and_never_receives_a_credential(project: Path, isolated_dirs: Path, tmp_path: Path,
                                                                             server: LLMServer) -> None:
    tools = FakeTools(tmp_path)
    (isolated_dirs / "config").mkdir(parents=True, exist_ok=True)
    (isolated_dirs / "config" / "models.yaml").write_text(MODELS.format(url=server.url), encoding="utf-8")
    doc = project / "docs" / "design.md"
    key = "sk-proj-" + "Q7w8E9r0T1y2U3i4O5p6"
    doc.write_text(doc.read_text(encoding="utf-8") + f"\nStaging key: {key}\n", encoding="utf-8")
    env = {"PATH": f"{tools.bin}{os.pathsep}{os.environ['PATH']}"}
    result = run_cli("review", "docs/design.md", "-m", "codex", "--headless", "--yes", cwd=project, env=env)
    assert result.returncode == 2 and "xreview will not send it to codex" in result.stderr and key not in result.stderr
    assert tools.calls("codex") == []
