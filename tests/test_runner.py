"""The runner: every model at once, one model's failure or cancellation never stops the others."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from xreview.config.models import ModelConfig
from xreview.core.errors import ErrorType
from xreview.providers.base import (
    Completed,
    Provider,
    ProviderResult,
    ReviewRequest,
    TextDelta,
)
from xreview.session.runner import CycleRunner, ModelFailed, ModelFinished, RunnerEvent


class Slow(Provider):
    def __init__(self, name: str, seconds: float, crash: bool = False) -> None:
        super().__init__(ModelConfig(name, "builtin", "lint"))
        self.seconds = seconds
        self.crash = crash

    async def stream(self, request: ReviewRequest):  # type: ignore[no-untyped-def]
        yield TextDelta("thinking")
        await asyncio.sleep(self.seconds)
        if self.crash:
            raise RuntimeError("adapter bug")
        yield Completed(ProviderResult(self.config.id, text="## Issues\n\nNo issues found.\n"))


def request(timeout: float = 10.0) -> ReviewRequest:
    return ReviewRequest("s", "u", "# d\n", Path("d.md"), "design", timeout_seconds=timeout)


async def test_models_run_at_once_and_one_cancelled_leaves_the_others() -> None:
    events: list[RunnerEvent] = []
    runner = CycleRunner(events.append)
    calls = {name: (Slow(name, 0.3), request()) for name in ("a", "b", "c")}
    calls["slow"] = (Slow("slow", 30), request())
    started = time.perf_counter()
    task = asyncio.create_task(runner.run(calls))
    await asyncio.sleep(0.05)
    runner.cancel("slow")
    results = await task
    assert time.perf_counter() - started < 5  # in parallel, and the cancelled one did not hold the cycle
    assert all(results[name].ok for name in ("a", "b", "c"))
    assert not results["slow"].ok and results["slow"].error == "cancelled by the user"
    assert {e.model for e in events if isinstance(e, ModelFinished)} == {"a", "b", "c"}
    assert [e.model for e in events if isinstance(e, ModelFailed)] == ["slow"]


async def test_a_crash_and_a_deadline_are_that_model_only() -> None:
    runner = CycleRunner()
    results = await runner.run({
        "ok": (Slow("ok", 0.01), request()),
        "crash": (Slow("crash", 0.01, crash=True), request()),
        "late": (Slow("late", 30), request(timeout=0.2)),
    })
    assert results["ok"].ok
    assert results["crash"].error_type is not None and results["crash"].error_type.value == "tool_crash"
    assert "adapter bug" in (results["crash"].error or "")
    assert results["late"].error_type is not None and results["late"].error_type.value == "timeout"


class Flaky(Provider):
    """Fails its first call, answers the second."""

    def __init__(self) -> None:
        super().__init__(ModelConfig("flaky", "builtin", "lint"))
        self.calls = 0

    async def stream(self, request: ReviewRequest):  # type: ignore[no-untyped-def]
        self.calls += 1
        if self.calls == 1:
            yield Completed(ProviderResult.failure("flaky", ErrorType.NETWORK_ERROR, "connection reset"))
            return
        yield Completed(ProviderResult("flaky", text="## Issues\n\nNo issues found.\n"))


async def test_a_failed_model_can_be_retried_while_the_cycle_runs() -> None:
    runner = CycleRunner()
    flaky = Flaky()
    task = asyncio.create_task(runner.run({"flaky": (flaky, request()), "slow": (Slow("slow", 0.5), request())}))
    await asyncio.sleep(0.1)
    assert runner.retry("flaky") is True
    assert runner.retry("slow") is False  # still running: nothing to retry
    results = await task
    assert results["flaky"].ok and flaky.calls == 2 and results["slow"].ok
    assert runner.retry("flaky") is False  # the cycle is over


class Recording(Provider):
    """An outside model that records whether it was ever called."""

    def __init__(self, config: ModelConfig) -> None:
        super().__init__(config)
        self.called = False

    async def stream(self, request: ReviewRequest):  # type: ignore[no-untyped-def]
        self.called = True
        yield Completed(ProviderResult(self.config.id, text="ok"))


async def test_every_call_to_an_outside_model_passes_the_credential_guard() -> None:
    from xreview.session.runner import call_model

    key = "sk-proj-" + "Zx8Qw2Lm9Rt4Yu7Io1Pa"
    for config in (ModelConfig("codex", "cli", "codex", command=["codex"]),
                   ModelConfig("fixer", "openai_compat", "k2", endpoint="https://api.example.com/v1")):
        provider = Recording(config)
        asking = ReviewRequest("Fix these issues.", f"Issue: the key {key} is hard-coded", "# d\n", Path("d.md"), "design")
        result = await call_model(config.id, provider, asking)
        assert not provider.called and not result.ok and result.refused
        assert "credential" in (result.error or "") and key not in (result.error or "")
    local = Recording(ModelConfig("ollama", "openai_compat", "llama3", endpoint="http://localhost:11434/v1"))
    result = await call_model("ollama", local, ReviewRequest("s", f"key {key}", "# d\n", Path("d.md"), "design"))
    assert local.called and result.ok  # a model on this machine may see it
