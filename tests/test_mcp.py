"""`xreview mcp` driven through the MCP SDK's own client over stdio (a real subprocess), against loopback models."""

from __future__ import annotations

import json
import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from mcp import Client, StdioServerParameters

from tests.conftest import EXAMPLE, ROOT
from tests.support.llm_server import LLMServer, Recorded, Reply, json_reply, openai_reply, write_models_file

KIMI = """## Issues

### [High/Medium] No retry budget for vendor calls
**Location:** Error Handling
**Problem:** Retries are exponential but unbounded in total time.
"""
DEEPSEEK = """## Issues

### [High/Medium] Retries never stop during a vendor outage
**Location:** Error Handling
**Problem:** Nothing caps the total time spent retrying one message.

### [Low/Low] Revision history skips version 1.1
**Location:** Revision History
**Problem:** Versions go from 1.0 to 1.2.
"""
KEYS = {"KIMI_KEY": "sk-kimi-SECRET-0123456789abcdef", "DEEPSEEK_KEY": "sk-ds-SECRET-0123456789abcdef",
        "BROKEN_KEY": "sk-broken-SECRET-0123456789abcdef"}


def answer(recorded: Recorded) -> Reply:
    model = recorded.path.strip("/").split("/")[0]
    if recorded.method == "GET":
        return json_reply(200, {"object": "list", "data": []})
    if model == "broken":
        return json_reply(401, {"error": {"message": "Incorrect API key provided", "type": "invalid_request_error",
                                          "code": "invalid_api_key"}})
    text = {"kimi": KIMI, "deepseek": DEEPSEEK}[model]
    return openai_reply(text, 1500, 120)


@pytest.fixture
def server() -> Iterator[LLMServer]:
    with LLMServer(auto=answer) as running:
        yield running


@pytest.fixture
def workspace(tmp_path: Path, isolated_dirs: Path, server: LLMServer) -> Path:
    remote = ("  remote:\n    provider: openai_compat\n    endpoint: https://llm.example.invalid/v1\n    model: remote-1\n    api_key_env: KIMI_KEY\n"
              "  codex:\n    provider: cli\n    command: codex\n")
    write_models_file(isolated_dirs / "config", server, ("kimi", "deepseek", "broken"), remote)
    work = tmp_path / "work"
    (work / "docs").mkdir(parents=True)
    shutil.copy(EXAMPLE, work / "docs" / "design.md")
    (work / ".xreview.yaml").write_text("default_models: [kimi, deepseek]\nexecution: {retry_attempts: 0}\n", encoding="utf-8")
    return work


def params(workspace: Path, isolated_dirs: Path) -> StdioServerParameters:
    env = {
        "PATH": os.environ.get("PATH", ""), "HOME": str(isolated_dirs), "PYTHONPATH": str(ROOT),
        "XREVIEW_CONFIG_DIR": str(isolated_dirs / "config"), "XREVIEW_DATA_DIR": str(isolated_dirs / "data"),
        "XREVIEW_NO_KEYRING": "1", **KEYS,
    }
    return StdioServerParameters(command=sys.executable, args=["-m", "xreview", "mcp"], env=env, cwd=str(workspace))


async def test_list_models_and_review_with_one_failing_model(workspace: Path, isolated_dirs: Path) -> None:
    progress: list[tuple[float, float | None, str | None]] = []

    async def on_progress(done: float, total: float | None, message: str | None) -> None:
        progress.append((done, total, message))

    async with Client(params(workspace, isolated_dirs)) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        assert set(tools) == {"list_models", "review", "review_artifact"}
        assert tools["review"].output_schema is not None and "artifact_content" in tools["review"].input_schema["properties"]

        listed = await client.call_tool("list_models", {})
        assert not listed.is_error
        models = {m["id"]: m for m in listed.structured_content["models"]}
        assert models["kimi"]["available"] and models["kimi"]["provider"] == "openai_compat"
        assert models["lint"]["available"]  # the built-in reviewers are always there

        result = await client.call_tool("review", {
            "models": ["kimi", "deepseek", "broken"],
            "artifact_content": EXAMPLE.read_text(encoding="utf-8"),
            "prompt": "Review this design. List issues as ### [Severity/Complexity] Title with **Location:**.",
            "timeout": 30,
        }, progress_callback=on_progress)
    assert not result.is_error, result.content
    data = result.structured_content
    # the review specification's names, so a client written against it finds the reviews; xreview's are extras
    assert {"reviews", "models_called", "parallel", "total_latency_ms"} <= set(data) and "results" not in data
    by_model = {r["model"]: r for r in data["reviews"]}
    for entry in by_model.values():
        assert {"model", "status", "response", "tokens_used", "latency_ms", "timestamp"} <= set(entry)
    assert by_model["broken"]["error"] and by_model["broken"]["retries_attempted"] == 0
    assert by_model["kimi"]["status"] == "success" and by_model["kimi"]["response"].startswith("## Issues")
    assert by_model["kimi"]["tokens_used"] == {"input": 1500, "output": 120} and by_model["kimi"]["cost_usd"] > 0
    assert by_model["kimi"]["timestamp"].endswith("Z") and by_model["kimi"]["latency_ms"] >= 0
    assert by_model["broken"]["status"] == "error" and by_model["broken"]["error_type"] == "auth_expired"
    assert by_model["broken"]["response"] is None
    assert data["models_called"] == ["kimi", "deepseek", "broken"] and data["parallel"] is True
    assert data["total_latency_ms"] >= 0 and data["cost_usd"] == pytest.approx(by_model["kimi"]["cost_usd"] + by_model["deepseek"]["cost_usd"])
    retry = [i for i in data["issues"] if {s["model"] for s in i["sources"]} == {"kimi", "deepseek"}]
    assert len(retry) == 1 and retry[0]["consensus"] == "all"  # two answered; the failed one abstains
    assert sorted(m for _, _, m in progress) == sorted(["kimi done", "deepseek done", "broken failed (auth_expired)"])
    assert [d for d, _, _ in progress] == [1, 2, 3] and all(t == 3 for _, t, _ in progress)
    dumped = json.dumps(data) + " ".join(str(c) for c in result.content)
    assert not any(key in dumped for key in KEYS.values())
    calls = [json.loads(line) for line in (isolated_dirs / "data" / "calls.jsonl").read_text().splitlines()]
    assert sorted(c["model"] for c in calls) == ["broken", "deepseek", "kimi"]


async def test_review_artifact_writes_back_and_a_path_outside_the_tree_is_refused(workspace: Path, isolated_dirs: Path,
                                                                                   tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere.md"
    outside.write_text("# Elsewhere\n", encoding="utf-8")
    async with Client(params(workspace, isolated_dirs)) as client:
        result = await client.call_tool("review_artifact", {"path": "docs/design.md", "write": True})
        assert not result.is_error, result.content
        data = result.structured_content
        assert data["artifact_written"] is True
        report = data["report"]
        assert report["schema"] == "xreview.report/1" and report["models"] == ["kimi", "deepseek"]
        assert len(report["cycles"]) == 1 and report["stop_reason"] in ("max_cycles", "stuck")
        text = (workspace / "docs" / "design.md").read_text(encoding="utf-8")
        assert "## Issue Log" in text and "No retry budget for vendor calls" in text and "### Phase 2: External Review" in text

        refused = await client.call_tool("review_artifact", {"path": str(outside)})
        assert refused.is_error
        message = " ".join(getattr(c, "text", "") for c in refused.content)
        assert "path_refused:" in message and "outside the working tree" in message
        sneaky = await client.call_tool("review_artifact", {"path": "../elsewhere.md"})
        assert sneaky.is_error and "path_refused:" in " ".join(getattr(c, "text", "") for c in sneaky.content)
        unknown = await client.call_tool("review", {"models": ["kimo"], "artifact_content": "# T\n", "prompt": "Review."})
        assert unknown.is_error and "unknown_model: models: unknown model 'kimo'" in " ".join(getattr(c, "text", "") for c in unknown.content)
        # the server is still up after the errors
        again = await client.call_tool("list_models", {})
        assert not again.is_error
    assert outside.read_text(encoding="utf-8") == "# Elsewhere\n"


async def test_a_document_holding_a_key_is_never_sent_out(workspace: Path, isolated_dirs: Path, server: LLMServer) -> None:
    leaked = EXAMPLE.read_text(encoding="utf-8") + "\nOPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD\n"
    async with Client(params(workspace, isolated_dirs)) as client:
        result = await client.call_tool("review", {"models": ["kimi", "remote"], "artifact_content": leaked, "prompt": "Review."})
    assert result.is_error
    message = " ".join(getattr(c, "text", "") for c in result.content)
    assert "secret_in_artifact: artifact_content:" in message and "xreview will not send it to remote" in message
    assert "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD" not in message and "xreview-mcp-" not in message
    assert not any(r.path.startswith("/kimi/") for r in server.requests)  # nothing was sent, not even to the local model


async def test_a_command_line_reviewer_through_mcp_is_outside_too(workspace: Path, isolated_dirs: Path, server: LLMServer) -> None:
    leaked = EXAMPLE.read_text(encoding="utf-8") + "\nOPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD\n"
    async with Client(params(workspace, isolated_dirs)) as client:
        result = await client.call_tool("review", {"models": ["codex"], "artifact_content": leaked, "prompt": "Review."})
        prompted = await client.call_tool("review", {"models": ["codex"], "artifact_content": EXAMPLE.read_text(encoding="utf-8"),
                                                     "prompt": "Review. Use sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD to test."})
    for answer in (result, prompted):
        assert answer.is_error
        message = " ".join(getattr(c, "text", "") for c in answer.content)
        assert "xreview will not send it to codex" in message and "abcdefghijklmnop" not in message


def test_without_the_extra_the_command_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.util

    from xreview.cli import cli
    from xreview.errors import ExitCode, UsageError

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "mcp" else real(name, *a))
    with pytest.raises(UsageError) as error:
        cli.main(["mcp"], standalone_mode=False, prog_name="xreview")
    assert "the MCP server needs the optional mcp package" in str(error.value)
    assert "pip install 'xreview[mcp]'" in (error.value.hint or "") and error.value.exit_code == ExitCode.USAGE


async def test_hostile_paths_get_typed_tool_errors(workspace: Path, isolated_dirs: Path) -> None:
    async with Client(params(workspace, isolated_dirs)) as client:
        for path, expected in (("docs/de\x00sign.md", "invalid_request: path holds a NUL byte"),
                               ("a" * 5000, "invalid_request: path is too long (5,000 characters)"),
                               ("docs/" + "b" * 300 + ".md", "invalid_request: path is too long")):
            result = await client.call_tool("review_artifact", {"path": path})
            assert result.is_error
            assert expected in " ".join(getattr(c, "text", "") for c in result.content)
        assert not (await client.call_tool("list_models", {})).is_error  # still serving


def test_a_request_holding_a_lone_surrogate_is_answered(workspace: Path, isolated_dirs: Path) -> None:
    """The raw wire, as a client that escapes a broken string would write it: "\\ud800" with no pair. The
    SDK's JSON parser refuses such a message whole, which used to leave the call without any answer."""
    import select
    import subprocess

    parameters = params(workspace, isolated_dirs)
    server = subprocess.Popen([parameters.command, *parameters.args], cwd=parameters.cwd, env=parameters.env,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert server.stdin is not None and server.stdout is not None

    def send(line: str) -> None:
        server.stdin.write(line.encode("utf-8") + b"\n")
        server.stdin.flush()

    def receive() -> dict[str, object]:
        ready, _, _ = select.select([server.stdout], [], [], 60)
        assert ready, "no answer"
        return json.loads(server.stdout.readline())

    try:
        send(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}}))
        assert receive()["id"] == 1
        send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))
        send('{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "review_artifact", '
             '"arguments": {"path": "docs/\\ud800.md"}}}')
        answer = receive()
        assert answer["id"] == 7
        result = answer["result"]
        assert isinstance(result, dict) and result["isError"] is True
        assert "invalid_request: docs/\ufffd.md: no such file" in result["content"][0]["text"]
    finally:
        server.kill()
        server.wait()
        assert b"Traceback" not in server.stderr.read()


async def test_review_artifact_takes_its_prompt_from_the_prompt_server_and_says_where_it_came_from(
        workspace: Path, isolated_dirs: Path, server: LLMServer) -> None:
    log = workspace / "prompt-server.log"
    command = json.dumps([sys.executable, str(ROOT / "tests" / "support" / "prompt_server.py"), "ok", str(log)])
    config = workspace / ".xreview.yaml"
    config.write_text(config.read_text(encoding="utf-8") + f"prompt_server:\n  command: {command}\n", encoding="utf-8")
    async with Client(params(workspace, isolated_dirs)) as client:
        result = await client.call_tool("review_artifact", {"path": "docs/design.md"})
        assert not result.is_error, result.content
        assert result.structured_content["prompt"] == "prompt server get_review_prompt(design, external) (prompt_server (.xreview.yaml:4:3))"
    systems = [next(m["content"] for m in r.body["messages"] if m["role"] == "system") for r in server.requests if r.method == "POST"]
    assert systems and all(s.startswith("SERVER PROMPT for design/external") for s in systems)
    assert log.read_text(encoding="utf-8").count("start ") == 1
