"""Review prompts from an MCP prompt server (a small server written with the SDK, on stdio): its prompt is the
one the models get; a server that fails to start, answers an error or hangs falls back to the prompt file,
saying why; --prompt wins over it; it is started once per run and always stopped."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.cli import run_cli
from tests.support.llm_server import CANNED, LLMServer, Recorded, Reply, openai_reply, write_models_file

SERVER = Path(__file__).parent / "support" / "prompt_server.py"
PROMPT_FILE = "FILE PROMPT: review this design document and list its issues."


class Reviewer:
    """kimi on the loopback server: answers a canned review and keeps each system prompt it was sent."""

    def __init__(self) -> None:
        self.prompts: list[str] = []

    def __call__(self, recorded: Recorded) -> Reply:
        messages = recorded.body["messages"]
        self.prompts.append(next((m["content"] for m in messages if m["role"] == "system"), ""))
        return openai_reply(CANNED, 1000, 200)


@pytest.fixture
def reviewer() -> Iterator[tuple[LLMServer, Reviewer]]:
    brain = Reviewer()
    with LLMServer(auto=brain) as server:
        yield server, brain


def setup(project: Path, config_dir: Path, server: LLMServer, mode: str, extra: str = "") -> tuple[dict[str, str], Path]:
    """kimi reviews; the prompt server runs in ``mode``; the stage's prompt file is the fallback."""
    write_models_file(config_dir, server, ("kimi",))
    (project / "prompts").mkdir(exist_ok=True)
    (project / "prompts" / "design.md").write_text(PROMPT_FILE + "\n", encoding="utf-8")
    log = project / "server.log"
    command = json.dumps([sys.executable, str(SERVER), mode, str(log)])
    (project / ".xreview.yaml").write_text(
        "default_models: [kimi]\nexecution: {retry_attempts: 0}\nprompts: {design: prompts/design.md}\n"
        f"prompt_server:\n  command: {command}\n{extra}", encoding="utf-8")
    return {"KIMI_KEY": "sk-kimi-0123456789abcdef"}, log


def review(project: Path, env: dict[str, str], *extra: str) -> tuple[int, dict, str]:  # type: ignore[type-arg]
    result = run_cli("review", "docs/design.md", "--headless", "--yes", "--format", "json", "--max-cycles", "1",
                     "--no-cache", *extra, cwd=project, env=env)
    return result.returncode, json.loads(result.stdout) if result.stdout.strip() else {}, result.stderr


def starts(log: Path) -> list[int]:
    lines = log.read_text(encoding="utf-8").splitlines() if log.exists() else []
    return [int(line.split()[1]) for line in lines if line.startswith("start ")]


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def test_the_prompt_from_the_server_is_the_one_sent_to_the_models(project: Path, isolated_dirs: Path, reviewer) -> None:  # type: ignore[no-untyped-def]
    server, brain = reviewer
    env, log = setup(project, isolated_dirs / "config", server, "ok")
    code, report, stderr = review(project, env)
    assert code in (0, 1), stderr
    assert brain.prompts and brain.prompts[0].startswith("SERVER PROMPT for design/external: you are an external reviewer")
    assert PROMPT_FILE not in brain.prompts[0]
    assert "prompt server" not in stderr  # no warning: nothing failed
    [pid] = starts(log)  # started once, and stopped
    assert gone(pid) and log.read_text(encoding="utf-8").count("call design external") == 1
    # `xreview config` says where the prompt came from
    shown = json.loads(run_cli("config", "--format", "json", cwd=project, env=env).stdout)
    assert shown["prompt"] == {"value": "prompt server get_review_prompt(design, external)", "origin": "prompt_server (.xreview.yaml:5:3)"}
    assert shown["prompt_server.command"]["value"].endswith(f"prompt_server.py ok {log}")


@pytest.mark.parametrize(("mode", "extra", "reason"), [
    ("crash", "", "the server stopped before answering (it said: ACM_ROOT is not set: cannot find the prompts)"),
    ("error", "", "get_review_prompt answered an error: Error executing tool get_review_prompt: Review prompt not found: "
                  "prompts/design-external-review-prompt.md"),
    ("hang", "  timeout_seconds: 4\n", "no answer within 4 s"),
    ("big", "", "get_review_prompt: the prompt is 260,000 characters; at most 100,000"),
])
def test_a_failing_server_falls_back_to_the_prompt_file_with_the_reason(project: Path, isolated_dirs: Path, reviewer,  # type: ignore[no-untyped-def]
                                                                        mode: str, extra: str, reason: str) -> None:
    server, brain = reviewer
    env, log = setup(project, isolated_dirs / "config", server, mode, extra)
    code, report, stderr = review(project, env)
    assert code in (0, 1), stderr
    assert brain.prompts[0].startswith(PROMPT_FILE)  # the next source, not a crash
    assert f"xreview: warning: prompt_server (.xreview.yaml:5:3): the prompt server failed ({reason}); using prompts/design.md" in stderr
    assert "Traceback" not in stderr
    [pid] = starts(log)
    assert gone(pid)  # stopped on every way out, the hanging one included


def test_a_server_that_cannot_start_falls_back_and_the_cockpit_confirmation_says_so(project: Path, isolated_dirs: Path, reviewer) -> None:  # type: ignore[no-untyped-def]
    server, brain = reviewer
    env, _log = setup(project, isolated_dirs / "config", server, "ok")
    config = project / ".xreview.yaml"
    config.write_text(config.read_text(encoding="utf-8").replace(json.dumps(sys.executable), '"acm-server-not-installed"'), encoding="utf-8")
    code, _report, stderr = review(project, env)
    assert code in (0, 1) and brain.prompts[0].startswith(PROMPT_FILE)
    assert "the prompt server failed (cannot start it: `acm-server-not-installed` is not on PATH); using prompts/design.md" in stderr
    from xreview.config.resolve import ResolveOptions, resolve
    from xreview.session.prompt_source import with_server_prompts
    from xreview.session.prompting import confirmation_rows

    for name, value in env.items():
        os.environ[name] = value
    try:
        [resolution] = with_server_prompts([resolve(ResolveOptions(artifact="docs/design.md", cwd=project), usable=lambda m: True)])
    finally:
        for name in env:
            del os.environ[name]
    rows = {name: (value, origin) for name, value, origin in confirmation_rows(resolution, "text", write=True)}
    value, origin = rows["prompt"]
    assert value == "prompts/design.md (v to view)"
    assert origin.endswith("the prompt server failed (cannot start it: `acm-server-not-installed` is not on PATH); using prompts/design.md")


def test_a_prompt_given_on_the_command_line_wins_and_the_server_is_not_started(project: Path, isolated_dirs: Path, reviewer) -> None:  # type: ignore[no-untyped-def]
    server, brain = reviewer
    env, log = setup(project, isolated_dirs / "config", server, "ok")
    (project / "mine.md").write_text("MY PROMPT: be brief.\n", encoding="utf-8")
    code, _report, stderr = review(project, env, "--prompt", "mine.md")
    assert code in (0, 1), stderr
    assert brain.prompts[0].startswith("MY PROMPT: be brief.") and starts(log) == []


def test_the_server_prompt_passes_the_credential_check(project: Path, isolated_dirs: Path, reviewer) -> None:  # type: ignore[no-untyped-def]
    server, brain = reviewer
    env, _log = setup(project, isolated_dirs / "config", server, "secret")
    models = isolated_dirs / "config" / "models.yaml"  # the reviewer as it usually is: a service elsewhere
    models.write_text(models.read_text(encoding="utf-8").replace(f"{server.url}/kimi/v1", "https://kimi.invalid/v1"), encoding="utf-8")
    code, _report, stderr = review(project, env)
    assert code == 2 and "prompt server get_review_prompt(design, external):1: the prompt holds what looks like a credential" in stderr
    assert "Q7w8E9r0T1y2U3i4O5p6" not in stderr and brain.prompts == []


def test_a_folder_review_starts_the_server_once(project: Path, isolated_dirs: Path, reviewer) -> None:  # type: ignore[no-untyped-def]
    server, brain = reviewer
    env, log = setup(project, isolated_dirs / "config", server, "ok")
    (project / "docs" / "other.md").write_text((project / "docs" / "design.md").read_text(encoding="utf-8"), encoding="utf-8")
    result = run_cli("review", "docs/design.md", "docs/other.md", "--headless", "--yes", "--max-cycles", "1", "--no-cache",
                     cwd=project, env=env)
    assert result.returncode in (0, 1), result.stderr
    assert len(starts(log)) == 1 and len(brain.prompts) == 2
    assert all(p.startswith("SERVER PROMPT for design/external") for p in brain.prompts)


def test_models_check_checks_the_prompt_server_and_bad_settings_are_one_line(project: Path, isolated_dirs: Path, reviewer) -> None:  # type: ignore[no-untyped-def]
    server, _brain = reviewer
    env, _log = setup(project, isolated_dirs / "config", server, "ok")
    checked = run_cli("models", "--check", "--format", "json", cwd=project, env=env)
    entry = json.loads(checked.stdout)["prompt_server"]
    assert entry["health"] == "ready" and entry["label"] == "prompt server get_review_prompt(design, external)"
    assert entry["reason"].startswith("answered 1") and "characters in" in entry["reason"]
    env, _log = setup(project, isolated_dirs / "config", server, "error")
    text = run_cli("models", "--check", cwd=project, env=env).stdout
    assert "unavailable  get_review_prompt answered an error" in text
    (project / ".xreview.yaml").write_text("prompt_server:\n  tool: get_review_prompt\n", encoding="utf-8")
    bad = run_cli("config", cwd=project, env=env)
    assert bad.returncode == 2 and ".xreview.yaml:2:3" in bad.stderr and "prompt_server needs a command" in bad.stderr
    (project / ".xreview.yaml").write_text("prompt_server:\n  command: node acm-server/dist/index.js\n", encoding="utf-8")
    bad = run_cli("config", cwd=project, env=env)
    assert bad.returncode == 2 and "'prompt_server.command' must be a command as a list of arguments" in bad.stderr
    assert len(bad.stderr.strip().splitlines()) == 1


def test_without_the_mcp_extra_the_reason_says_how_to_install_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from xreview.providers.prompt_server import PromptServer, fetch_prompts

    monkeypatch.setitem(sys.modules, "mcp", None)  # as on an install without xreview[mcp]
    fetched = fetch_prompts(PromptServer([sys.executable, str(SERVER), "ok", os.devnull]), ["design", "develop"])
    assert {stage: got.reason for stage, got in fetched.items()} == {
        stage: "the MCP client is not installed: pip install 'xreview[mcp]'" for stage in ("design", "develop")}
