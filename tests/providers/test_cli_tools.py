"""The command-line adapters against fake tools on PATH: output parsed, environment minimal, flags safe."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from tests.support.fake_tools import FakeTools
from tests.support.llm_server import CANNED
from xreview.config.models import ModelConfig
from xreview.config.tools import UNSAFE_FLAGS, UNSAFE_VALUES
from xreview.core.errors import ErrorType
from xreview.providers.base import Completed, ProviderResult, Retrying, ReviewRequest
from xreview.providers.cli_tools import CliProvider
from xreview.session.runner import CycleRunner

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def tools(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> FakeTools:
    fakes = FakeTools(tmp_path)
    monkeypatch.setenv("PATH", f"{fakes.bin}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("XREVIEW_SENTINEL_SECRET", "do-not-leak-me")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-parent-openai-should-not-pass")
    return fakes


def request(timeout: float = 20.0, retries: int = 1) -> ReviewRequest:
    return ReviewRequest(system="You review design documents.", user="Review this:\n\n# Design\n" + "x" * 300_000,
                         artifact_text="# Design\n", artifact_path=ROOT / "examples" / "design.md", stage="design",
                         timeout_seconds=timeout, retry_attempts=retries, retry_base_seconds=0.01)


def provider(tool: str, model: str | None = None, key: str | None = None, **extra: object) -> CliProvider:
    config = ModelConfig(tool, "cli", model or tool, command=[tool], **extra)  # type: ignore[arg-type]
    return CliProvider(config, key=key)


async def run(p: CliProvider, req: ReviewRequest | None = None) -> tuple[ProviderResult, list[Retrying]]:
    retries: list[Retrying] = []
    result = None
    async for event in p.stream(req or request()):
        if isinstance(event, Retrying):
            retries.append(event)
        elif isinstance(event, Completed):
            result = event.result
    assert result is not None
    return result, retries


@pytest.mark.parametrize("tool", ["codex", "gemini", "claude", "llm", "ollama", "reviewer"])
async def test_each_tool_reviews_with_a_minimal_environment_and_safe_flags(tools: FakeTools, tool: str) -> None:
    result, _ = await run(provider(tool, key="tool-key-123" if tool in ("codex", "gemini", "claude") else None,
                                   api_key_env={"codex": "CODEX_API_KEY", "gemini": "GEMINI_API_KEY", "claude": "ANTHROPIC_API_KEY"}.get(tool)))
    assert result.ok, result.error
    assert result.text.strip() == CANNED.strip()
    [call] = tools.calls(tool)
    argv = call["argv"]
    assert isinstance(argv, list)
    # the prompt came on stdin, not in the argument list (a 300 kB document would not fit there)
    assert "x" * 1000 in str(call["stdin"]) and not any("x" * 1000 in str(a) for a in argv)
    # read-only, never a flag that lets the tool edit files
    assert not [a for a in argv if a in UNSAFE_FLAGS or a in UNSAFE_VALUES or a == "-y"]
    if tool == "codex":
        assert argv[1:2] == ["exec"] and argv[argv.index("--sandbox") + 1] == "read-only" and argv[-1] == "-"
    if tool == "claude":
        assert argv[argv.index("--permission-mode") + 1] == "plan" and "--verbose" in argv
    # only the basics and the tool's own credential
    env = call["env"]
    assert isinstance(env, dict)
    assert "XREVIEW_SENTINEL_SECRET" not in env and "OPENAI_API_KEY" not in env
    assert set(env) <= {"PATH", "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "TERM", "TZ", "TMPDIR", "SHELL", "NO_COLOR",
                        "CODEX_API_KEY", "GEMINI_API_KEY", "ANTHROPIC_API_KEY", "PWD", "SHLVL", "_", "LC_CTYPE",
                        "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"} | {k for k in env if k.startswith("LC_")}
    if tool in ("codex", "gemini", "claude"):
        assert "tool-key-123" in env.values()
    # in a scratch folder outside the repository, removed afterwards
    cwd = Path(str(call["cwd"]))
    assert ROOT not in cwd.parents and cwd != ROOT and not cwd.exists()


async def test_usage_and_cost_are_read(tools: FakeTools) -> None:
    result, _ = await run(provider("codex", price=None))
    assert (result.tokens_in, result.tokens_out) == (24763, 122)
    result, _ = await run(provider("claude"))
    assert result.cost_usd == 0.0421 and result.cost_source == "reported by the provider" and result.tokens_out == 812
    result, _ = await run(provider("gemini"))
    assert (result.tokens_in, result.tokens_out) == (3676, 174)
    result, _ = await run(provider("llm"))
    assert (result.tokens_in, result.tokens_out) == (2048, 310)
    result, _ = await run(provider("ollama", model="llama3.2"))
    assert (result.tokens_in, result.tokens_out) == (1500, 290)
    assert tools.calls("ollama")[-1]["argv"][1:3] == ["run", "llama3.2"]


@pytest.mark.parametrize(
    ("tool", "mode", "expected"),
    [
        ("codex", "auth", ErrorType.AUTH_MISSING),
        ("gemini", "auth", ErrorType.AUTH_MISSING),
        ("claude", "auth", ErrorType.AUTH_MISSING),
        ("llm", "auth", ErrorType.AUTH_MISSING),
        ("ollama", "auth", ErrorType.NETWORK_ERROR),
        ("codex", "ratelimit", ErrorType.RATE_LIMITED),
        ("gemini", "ratelimit", ErrorType.RATE_LIMITED),
        ("claude", "ratelimit", ErrorType.RATE_LIMITED),
        ("codex", "garbage", ErrorType.OUTPUT_PARSE_ERROR),
        ("claude", "garbage", ErrorType.OUTPUT_PARSE_ERROR),
    ],
)
async def test_failures_map_to_the_taxonomy(tools: FakeTools, tool: str, mode: str, expected: ErrorType) -> None:
    tools.mode(tool, mode)
    result, retries = await run(provider(tool))
    assert not result.ok and result.error_type is expected, result.error
    if expected is ErrorType.RATE_LIMITED:
        assert len(retries) == 1  # transient: tried again once (retry_attempts=1)


async def test_failure_reported_with_exit_status_zero_is_a_failure(tools: FakeTools) -> None:
    tools.mode("codex", "failed")  # turn.failed, exit 0
    result, _ = await run(provider("codex"), request(retries=0))
    assert not result.ok and "429 Too Many Requests" in (result.error or "")


async def test_a_hang_ends_at_the_deadline_with_the_process_group_killed(tools: FakeTools) -> None:
    tools.mode("gemini", "hang")
    runner = CycleRunner()
    started = time.perf_counter()
    results = await runner.run({"gemini": (provider("gemini"), request(timeout=1.5))})
    assert time.perf_counter() - started < 10
    assert results["gemini"].error_type is ErrorType.TIMEOUT
    pids = tools.pids("gemini")
    assert len(pids) == 2
    for _ in range(50):
        alive = [pid for pid in pids if _alive(pid)]
        if not alive:
            break
        time.sleep(0.1)
    assert not alive, f"still running: {alive}"


async def test_a_tool_that_never_stops_printing_is_cut_at_max_answer_chars_and_ended(tools: FakeTools) -> None:
    """`yes` prints forever: the review keeps the first max_answer_chars characters and ends the tool, instead
    of waiting for the deadline with the answer growing in memory."""
    config = ModelConfig("yes", "cli", "yes", command=["yes", "**High**: the plan names no owner"], max_answer_chars=5000)
    small = ReviewRequest(system="You review.", user="# Design\n", artifact_text="# Design\n", artifact_path=ROOT / "examples" / "design.md",
                          stage="design", timeout_seconds=10.0, retry_attempts=0)
    result, _ = await run(CliProvider(config), small)
    assert result.ok, result.error
    assert result.cut_at == 5000 and len(result.text) == 5000
    assert result.text.startswith("**High**: the plan names no owner\n**High**")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie waiting for its parent is not running
        return Path(f"/proc/{pid}/stat").read_text().split()[2] != "Z"
    except OSError:
        return False


async def test_missing_tool_and_unsafe_flag_are_refused_without_running(tools: FakeTools, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", "/nonexistent")
    result, _ = await run(provider("codex"))
    assert result.error_type is ErrorType.TOOL_NOT_INSTALLED and "npm install -g @openai/codex" in (result.error or "")
    monkeypatch.setenv("PATH", f"{tools.bin}{os.pathsep}/usr/bin:/bin")
    config = ModelConfig("g", "cli", "gemini", command=["gemini", "--yolo"])
    result, _ = await run(CliProvider(config))
    assert result.error_type is ErrorType.TOOL_CRASH and "--yolo" in (result.error or "") and not tools.calls("gemini")
