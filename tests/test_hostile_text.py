"""Terminal control characters from outside — a server's error body, a model's answer, a config file — never
reach a terminal or a file: escape sequences are removed whole, other controls shown as visible pictures."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tests.support.cli import run_cli
from tests.support.llm_server import LLMServer, Reply, json_reply, openai_stream

# OSC 52 writes the clipboard, ESC [2J clears the screen, ESC c resets the terminal, ESC 7/8 save and restore the
# cursor, U+009B is the 8-bit CSI, then BEL, backspace and NUL
HOSTILE = "\x1b]52;c;cm0gLXJmIH4=\x07\x1b[2J\x1bc\x1b7\x1b8\x9b2J\x07\x08\x00"
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def models_yaml(config: Path, server: LLMServer) -> None:
    config.mkdir(parents=True, exist_ok=True)
    (config / "models.yaml").write_text(
        f"models:\n  kimi: {{provider: openai_compat, endpoint: '{server.url}/v1', model: k2, api_key_env: KIMI_KEY}}\n",
        encoding="utf-8")


def test_a_server_error_body_reaches_no_terminal_raw(project: Path, isolated_dirs: Path) -> None:
    with LLMServer() as server:
        server.script("/chat/completions", json_reply(400, {"error": {"message": f"bad request {HOSTILE} end"}}))
        models_yaml(isolated_dirs / "config", server)
        for fmt in ("text", "json", "markdown"):
            result = run_cli("review", "docs/design.md", "-m", "kimi", "--headless", "--yes", "--no-write",
                                 "--format", fmt, cwd=project, env={"KIMI_KEY": "k"})
            assert result.returncode == 3, result.stderr
            assert "bad request" in result.stderr and ("bad request" in result.stdout or fmt == "markdown")
            assert not CONTROL.search(result.stderr), repr(result.stderr)
            assert not CONTROL.search(result.stdout), repr(result.stdout)
    calls = (isolated_dirs / "data" / "calls.jsonl").read_text(encoding="utf-8")
    assert not CONTROL.search(calls)


def test_controls_in_a_models_answer_reach_neither_stdout_nor_the_issue_log(project: Path, isolated_dirs: Path) -> None:
    answer = (f"## Issues\n\n### [High/Low] Retries are unbounded{HOSTILE} in time\n"
              f"**Problem:** a vendor outage\x1b[1A\x1b[2K piles up work\x00.\n")
    with LLMServer() as server:
        server.script("/chat/completions", Reply(200, {}, openai_stream([answer[:40], answer[40:]])))
        models_yaml(isolated_dirs / "config", server)
        result = run_cli("review", "docs/design.md", "-m", "kimi", "--headless", "--yes", "--max-cycles", "1",
                             "--format", "text", cwd=project, env={"KIMI_KEY": "k"})
    assert result.returncode == 1, result.stderr
    assert "Retries are unbounded" in result.stdout
    assert not CONTROL.search(result.stdout + result.stderr), repr(result.stdout)
    document = (project / "docs" / "design.md").read_bytes()
    assert b"\x00" not in document  # git would call the document binary
    text = document.decode("utf-8")
    row = next(line for line in text.splitlines() if "Retries are unbounded" in line)
    assert not CONTROL.search(text)
    assert "␛c" in row and "␛7␛8" in row  # shown, not obeyed: what cannot be removed whole stays visible


def test_a_hostile_config_key_is_quoted_without_its_controls(project: Path) -> None:
    (project / ".xreview.yaml").write_text('"cycles\\e]52;c;eA==\\a\\e[2J": 3\n', encoding="utf-8")
    result = run_cli("review", "docs/design.md", "--headless", "--yes", cwd=project)
    assert result.returncode == 2
    assert "unknown key" in result.stderr and not CONTROL.search(result.stderr), repr(result.stderr)


def test_synthesize_output_holds_no_control(tmp_path: Path) -> None:
    reviews = {"reviews": [{"model": f"evil{HOSTILE}", "response": f"## Issues\n\n- **High**: the key rotation{HOSTILE} is undefined\n"}]}
    path = tmp_path / "reviews.json"
    path.write_text(json.dumps(reviews), encoding="utf-8")
    for fmt in ("json", "text"):
        result = run_cli("synthesize", str(path), "--format", fmt)
        assert result.returncode == 0, result.stderr
        assert "key rotation" in result.stdout and not CONTROL.search(result.stdout), repr(result.stdout)


def test_models_check_quotes_a_server_without_its_controls(isolated_dirs: Path) -> None:
    with LLMServer() as server:
        server.script("/models", Reply(418, {"content-type": "text/plain"}, [f"teapot {HOSTILE}".encode()]))
        models_yaml(isolated_dirs / "config", server)
        result = run_cli("models", "--check", env={"KIMI_KEY": "k"})
    assert "teapot" in result.stdout and not CONTROL.search(result.stdout + result.stderr), repr(result.stdout)
