"""A headless review against real HTTP models (a loopback server), as a user runs it."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import ROOT, run_xreview
from tests.support.llm_server import CANNED, LLMServer, json_reply, streaming

KEYS = {"kimi": "sk-kimi-SECRET-0123456789abcdef", "gemini": "AIzaSECRETgemini0123456789abcdefghijklm", "claude": "sk-ant-SECRET-0123456789"}


@pytest.fixture
def server() -> Iterator[LLMServer]:
    with LLMServer(auto=streaming(0.05, 0, CANNED)) as running:
        yield running


def write_models(config_dir: Path, server: LLMServer, extra: str = "") -> None:
    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "models.yaml").write_text(f"""models:
  kimi:
    provider: moonshot
    endpoint: {server.url}/v1
    model: kimi-k2-0905
    api_key_env: MOONSHOT_API_KEY
  gemini:
    provider: google
    endpoint: {server.url}/v1beta
    model: gemini-2.5-flash
  claude:
    provider: anthropic
    endpoint: {server.url}
    model: claude-sonnet-4-6
{extra}""", encoding="utf-8")


def keyring_env(tmp_path: Path) -> dict[str, str]:
    return {
        "XREVIEW_NO_KEYRING": "0",
        "PYTHON_KEYRING_BACKEND": "tests.support.file_keyring.FileKeyring",
        "XREVIEW_TEST_KEYRING_FILE": str(tmp_path / "os-keyring.json"),
        "PYTHONPATH": str(ROOT),
    }


def test_keys_set_then_a_parallel_review_over_http(project: Path, isolated_dirs: Path, server: LLMServer, tmp_path: Path) -> None:
    write_models(isolated_dirs / "config", server)
    env = keyring_env(tmp_path)
    for model, key in KEYS.items():
        stored = run_xreview("keys", "set", model, cwd=project, env=env, stdin=key + "\n")
        assert stored.returncode == 0, stored.stderr
        assert f"stored the key for {model}" in stored.stderr and key not in stored.stderr + stored.stdout
    listed = run_xreview("keys", "list", cwd=project, env=env)
    assert "kimi           keyring" in listed.stdout and not any(k in listed.stdout for k in KEYS.values())

    result = run_xreview("review", "docs/design.md", "-m", "kimi,gemini,claude", "--headless", "--yes", "--format", "json",
                         cwd=project, env=env)
    assert result.returncode == 1, result.stderr  # the canned review raises High issues
    report = json.loads(result.stdout)
    reviews = report["cycles"][0]["reviews"]
    assert [r["model"] for r in reviews] == ["kimi", "gemini", "claude"]
    assert all(r["status"] == "success" for r in reviews)
    assert all(r["tokens_used"]["input"] == 3000 for r in reviews)
    assert report["cost_usd"] > 0 and reviews[0]["cost_usd"] == pytest.approx((3000 * 0.60 + reviews[0]["tokens_used"]["output"] * 2.50) / 1e6)
    issue = next(i for i in report["cycles"][0]["issues"] if i["title"].startswith("No retry budget"))
    assert issue["consensus"] == "all" and {s["model"] for s in issue["sources"]} == {"kimi", "gemini", "claude"}
    for model in KEYS:
        assert f"{model:<8} started" in result.stderr and f"{model:<8} done in" in result.stderr
    assert "estimated $" in result.stderr
    # each request carried its own key, the way its API wants it
    by_path = {r.path: r for r in server.requests}
    assert by_path["/v1/chat/completions"].headers["authorization"] == f"Bearer {KEYS['kimi']}"
    gemini = next(r for p, r in by_path.items() if "streamGenerateContent" in p)
    assert gemini.headers["x-goog-api-key"] == KEYS["gemini"] and KEYS["gemini"] not in gemini.path
    assert by_path["/v1/messages"].headers["x-api-key"] == KEYS["claude"]
    # the keys are nowhere: not in the output, the artifact, the calls log or the backup
    for key in KEYS.values():
        assert key not in result.stdout and key not in result.stderr
        for path in (isolated_dirs / "data").rglob("*"):
            if path.is_file():
                assert key not in path.read_text(encoding="utf-8", errors="replace"), path
        assert key not in (project / "docs" / "design.md").read_text(encoding="utf-8")
    calls = [json.loads(line) for line in (isolated_dirs / "data" / "calls.jsonl").read_text().splitlines()]
    assert [c["model"] for c in calls] == ["kimi", "gemini", "claude"]
    assert {"ts", "session", "prompt_sha256", "tokens_in", "tokens_out", "cost_usd", "latency_ms", "retries", "outcome",
            "error_type"} <= set(calls[0])
    assert "| External-Kimi, External-Gemini, External-Claude |" in (project / "docs" / "design.md").read_text(encoding="utf-8")


def test_a_rejected_key_hands_over_to_the_fallback(project: Path, isolated_dirs: Path, server: LLMServer) -> None:
    write_models(isolated_dirs / "config", server, extra=f"""    fallback: [backup]
  backup:
    provider: openai_compat
    endpoint: {server.url}/backup/v1
    model: deepseek-v4-flash
    api_key_env: BACKUP_KEY
""")
    server.script("/v1/messages", json_reply(401, {"type": "error", "error": {"type": "authentication_error", "message": "invalid x-api-key"}}))
    env = {"ANTHROPIC_KEY_UNUSED": "", "BACKUP_KEY": "sk-backup-0123456789"}
    models_file = isolated_dirs / "config" / "models.yaml"
    models_file.write_text(models_file.read_text().replace("    model: claude-sonnet-4-6\n", "    model: claude-sonnet-4-6\n    api_key_env: CLAUDE_KEY\n"))
    env["CLAUDE_KEY"] = "sk-ant-wrong-0123456789"
    result = run_xreview("review", "docs/design.md", "-m", "claude", "--headless", "--yes", "--format", "json", cwd=project, env=env)
    report = json.loads(result.stdout)
    reviews = report["cycles"][0]["reviews"]
    assert reviews[0]["model"] == "claude" and reviews[0]["error_type"] == "auth_expired"
    assert reviews[1]["model"] == "backup" and reviews[1]["status"] == "success" and reviews[1]["stood_in_for"] == "claude"
    assert "backup   stands in for claude (auth_expired)" in result.stderr
    assert "sk-ant-wrong-0123456789" not in result.stdout + result.stderr


def test_budget_and_context_window_are_checked_before_calling(project: Path, isolated_dirs: Path, server: LLMServer) -> None:
    write_models(isolated_dirs / "config", server, extra="    context_window: 500\n")
    env = {"MOONSHOT_API_KEY": "sk-kimi-0123456789", "GOOGLE_API_KEY": ""}
    result = run_xreview("review", "docs/design.md", "-m", "kimi,claude", "--headless", "--yes", "--format", "json",
                         "--budget", "0.000001", cwd=project, env=env)
    assert result.returncode == 3
    report = json.loads(result.stdout)
    reviews = {r["model"]: r for r in report["cycles"][0]["reviews"]}
    assert reviews["kimi"]["error_type"] == "cost_limit_exceeded" and "per-task budget" in reviews["kimi"]["error"]
    assert reviews["claude"]["error_type"] == "context_too_large" and "context window is 500" in reviews["claude"]["error"]
    assert report["stop_reason"] == "budget" and not server.requests


def test_models_check_reports_health_in_parallel(isolated_dirs: Path, server: LLMServer, tmp_path: Path) -> None:
    write_models(isolated_dirs / "config", server)
    server.script("/v1beta/models", json_reply(400, {"error": {"code": 400, "message": "API key not valid.", "status": "INVALID_ARGUMENT"}}))
    server.script("/v1/models", json_reply(200, {"object": "list", "data": [{"id": "claude-sonnet-4-6"}]}))
    result = run_xreview("models", "--check", "--format", "json", cwd=tmp_path,
                         env={"MOONSHOT_API_KEY": "sk-kimi-0123456789", "GOOGLE_API_KEY": "AIza-bad", "ANTHROPIC_API_KEY": ""})
    rows = {r["id"]: r for r in json.loads(result.stdout)["models"]}
    assert rows["kimi"]["health"] == "unavailable" and "unknown model" in rows["kimi"]["reason"]  # not in /v1/models
    assert rows["gemini"]["health"] == "unavailable" and "bad key" in rows["gemini"]["reason"]
    assert rows["claude"]["health"] == "unavailable" and "no key" in rows["claude"]["reason"]
    assert rows["lint"]["health"] == "ready"
    assert "AIza-bad" not in result.stdout


def test_a_credential_in_the_document_is_never_sent_out(project: Path, isolated_dirs: Path) -> None:
    (isolated_dirs / "config").mkdir(parents=True, exist_ok=True)
    (isolated_dirs / "config" / "models.yaml").write_text(
        "models:\n  kimi:\n    provider: moonshot\n    model: kimi-k2-0905\n", encoding="utf-8")
    doc = project / "docs" / "design.md"
    secret = "sk-proj-" + "A1b2C3d4" * 5
    doc.write_text(doc.read_text(encoding="utf-8").replace("## Interfaces\n", f"## Interfaces\n\nUse key {secret} for now.\n"),
                   encoding="utf-8")
    result = run_xreview("review", "docs/design.md", "-m", "kimi", "--headless", "--yes", cwd=project,
                         env={"MOONSHOT_API_KEY": "sk-kimi-0123456789"})
    assert result.returncode == 2
    line = next(i for i, text in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1) if secret in text)
    assert result.stderr.strip() == (
        f"xreview: error: docs/design.md:{line}: looks like a credential (OpenAI-style API key, sk-p…); "
        "xreview will not send it to kimi "
        "(remove it from the document, or review with local or built-in models only, e.g. -m lint,rubric)"
    )
    assert secret not in result.stderr + result.stdout
    # the built-in reviewers read it locally, and say so without repeating it
    local = run_xreview("review", "docs/design.md", "-m", "lint", "--headless", "--yes", "--no-write", cwd=project)
    assert local.returncode == 1 and "OpenAI-style API key" in local.stdout and secret not in local.stdout


def test_no_usable_keyring_is_one_clear_line(project: Path, isolated_dirs: Path, server: LLMServer) -> None:
    write_models(isolated_dirs / "config", server)
    env = {"XREVIEW_NO_KEYRING": "0", "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring"}
    result = run_xreview("keys", "set", "kimi", cwd=project, env=env, stdin="sk-kimi-0123456789abcdef\n")
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.strip() == (
        "xreview: error: cannot store the key: no usable OS keyring on this machine (no Secret Service, KWallet or "
        "Keychain) (set $MOONSHOT_API_KEY instead)"
    )
    # and a review still finds the key in the environment
    review = run_xreview("review", "docs/design.md", "-m", "kimi", "--headless", "--yes", "--no-write", cwd=project,
                         env={**env, "MOONSHOT_API_KEY": "sk-kimi-0123456789abcdef"})
    assert review.returncode == 1 and "kimi     done in" in review.stderr


def test_output_caps_cut_a_runaway_answer_and_say_what_was_cut(project: Path, isolated_dirs: Path) -> None:
    """One model answering hundreds of items: only the first max_items_per_answer reach synthesis and the
    Issue Log, and the progress line, the report and the Markdown report say what was left out."""
    topics = ["retries", "owners", "metrics", "quotas", "backups", "schemas", "alerts", "tokens", "queues", "caches"]
    answer = "## Issues\n\n" + "".join(
        f"- **Low**: {topics[n % 10]} in part {n} of the plan: the {topics[(n * 7 + 3) % 10]} step {n * 13} is unowned\n"
        for n in range(300))
    with LLMServer(auto=streaming(0.0, 0, answer)) as server:
        write_models(isolated_dirs / "config", server, "    max_items_per_answer: 25\n")
        result = run_xreview("review", "docs/design.md", "-m", "claude", "--headless", "--yes", "--format", "json",
                             cwd=project, env={"ANTHROPIC_API_KEY": "any"})
    assert result.returncode in (0, 1), result.stderr
    assert "claude   cut: kept the first 25 of 300 items (max_items_per_answer)" in result.stderr
    report = json.loads(result.stdout)
    review = report["cycles"][0]["reviews"][0]
    assert review["cut"] == {"note": "kept the first 25 of 300 items (max_items_per_answer)", "items_found": 300, "items_kept": 25}
    issues = report["cycles"][0]["issues"]
    assert 0 < len(issues) <= 25
    parts = {int(n) for i in issues for s in i["sources"] for n in re.findall(r"part (\d+)", s["text"])}
    assert parts and max(parts) < 25  # the first items were kept, the rest left out
    log = (project / "docs" / "design.md").read_text(encoding="utf-8")
    assert "part 299" not in log and "part 30 " not in log


def test_malformed_stream_events_are_shown(project: Path, isolated_dirs: Path) -> None:
    from tests.support.llm_server import Reply, openai_stream

    frames = openai_stream([CANNED], usage={"prompt_tokens": 10, "completion_tokens": 5})
    with LLMServer() as server:
        server.script("/chat/completions", Reply(200, {}, [*frames[:-1], b"data: {not json\n\n", frames[-1]]))
        write_models(isolated_dirs / "config", server)
        result = run_xreview("review", "docs/design.md", "-m", "kimi", "--headless", "--yes", "--no-write", "--format", "json",
                             cwd=project, env={"MOONSHOT_API_KEY": "k"})
    assert result.returncode == 1, result.stderr
    assert "1 malformed event(s) after the end, ignored" in result.stderr
    assert json.loads(result.stdout)["cycles"][0]["reviews"][0]["malformed_events"] == 1
