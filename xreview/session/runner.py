"""One review cycle: every selected model at once, emitting events for the front ends.

Both front ends (headless progress lines, TUI panes) consume the same events.
One model's failure never stops the others; any model, or all, can be cancelled.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass

from xreview.core.errors import ErrorType
from xreview.core.text import StreamCleaner, clean_text
from xreview.guard import outgoing_refusal
from xreview.providers.base import (
    Completed,
    Provider,
    ProviderResult,
    Retrying,
    ReviewRequest,
    TextDelta,
)


@dataclass(frozen=True)
class ModelStarted:
    model: str


@dataclass(frozen=True)
class ModelChunk:
    model: str
    text: str


@dataclass(frozen=True)
class ModelRetrying:
    model: str
    attempt: int
    delay_seconds: float
    reason: str


@dataclass(frozen=True)
class ModelFinished:
    model: str
    result: ProviderResult


@dataclass(frozen=True)
class ModelFailed:
    model: str
    result: ProviderResult


@dataclass(frozen=True)
class CycleHeld:
    """Every call has ended and ``failed`` did not answer: the cycle waits for a retry or a go-ahead before it
    closes (only when the front end asked for it: the cockpit, where a person can press `r`)."""

    failed: tuple[str, ...]


RunnerEvent = ModelStarted | ModelChunk | ModelRetrying | ModelFinished | ModelFailed | CycleHeld
Listener = Callable[[RunnerEvent], None]


class CycleRunner:
    """Runs providers in parallel for one cycle."""

    def __init__(self, listener: Listener | None = None) -> None:
        self.listener = listener or (lambda event: None)
        self._tasks: dict[str, asyncio.Task[ProviderResult]] = {}
        self._calls: dict[str, tuple[Provider, ReviewRequest]] = {}
        self._group: asyncio.TaskGroup | None = None
        self.hold_failures = False  # the cockpit: keep a cycle with a failed call open until retried or released
        self._held: asyncio.Future[list[str]] | None = None

    def cancel(self, model: str | None = None) -> None:
        """Cancel one model's call, or every call when ``model`` is None."""
        for name, task in self._tasks.items():
            if model is None or name == model:
                task.cancel()

    def retry(self, model: str) -> bool:
        """Call ``model`` again while the cycle is still running or held (after it failed or was cancelled)."""
        task = self._tasks.get(model)
        if task is None or not task.done() or task.result().ok or task.result().refused:
            return False
        if self._held is not None and not self._held.done():
            self._held.set_result([model])
            return True
        if self._group is None:
            return False
        provider, request = self._calls[model]
        try:
            self._tasks[model] = self._group.create_task(self._one(model, provider, request))
        except RuntimeError:  # the cycle finished in the meantime
            return False
        return True

    @property
    def held(self) -> bool:
        return self._held is not None and not self._held.done()

    def release(self) -> bool:
        """Let a held cycle close without the failed calls; False when it was not held."""
        if not self.held:
            return False
        assert self._held is not None
        self._held.set_result([])
        return True

    async def run(self, calls: dict[str, tuple[Provider, ReviewRequest]]) -> dict[str, ProviderResult]:
        """Run every call at once; return each model's result (failures included). With ``hold_failures``, a
        cycle whose calls have all ended with some failed waits (``CycleHeld``) for ``retry`` or ``release``."""
        results: dict[str, ProviderResult] = {}
        self._calls = dict(calls)
        pending = dict(calls)
        while pending:
            try:
                async with asyncio.TaskGroup() as group:
                    self._group = group
                    for model, (provider, request) in pending.items():
                        self._tasks[model] = group.create_task(self._one(model, provider, request))
            finally:
                self._group = None
            failed = tuple(m for m, t in self._tasks.items() if not t.result().ok and not t.result().refused)
            if not (self.hold_failures and failed):
                break
            self._held = asyncio.get_running_loop().create_future()
            self.listener(CycleHeld(failed))
            try:
                again = await self._held
            finally:
                self._held = None
            pending = {model: self._calls[model] for model in again}
        for model, task in self._tasks.items():
            results[model] = task.result()
        self._tasks = {}
        return results

    async def _one(self, model: str, provider: Provider, request: ReviewRequest) -> ProviderResult:
        self.listener(ModelStarted(model))
        result = await call_model(model, provider, request, self.listener)
        self.listener(ModelFinished(model, result) if result.ok else ModelFailed(model, result))
        return result


async def call_model(
    model: str,
    provider: Provider,
    request: ReviewRequest,
    listener: Callable[[RunnerEvent], None] | None = None,
    *,
    cancel_is_failure: bool = True,
) -> ProviderResult:
    """One call to completion: a timeout or a crash becomes a failed result, and so does a cancel
    unless ``cancel_is_failure`` is False (then it propagates). ``listener`` hears the streamed text
    and the retries."""
    refusal = outgoing_refusal(provider.config, request)
    if refusal is not None:  # the one credential guard: nothing with a key in it leaves for an outside model
        return ProviderResult(model=model, ok=False, error=refusal, refused=True)
    started = time.perf_counter()
    result: ProviderResult | None = None
    cleaner = StreamCleaner()  # what a model streams is untrusted: no escape sequence reaches a pane
    try:
        async with provider.slot(request):  # waiting for a slot is neither the model's time nor against its deadline
            started = time.perf_counter()
            async with asyncio.timeout(request.timeout_seconds):
                async for event in provider.stream(request):
                    if listener is None:
                        if isinstance(event, Completed):
                            result = event.result
                    elif isinstance(event, TextDelta):
                        text = cleaner.feed(event.text)
                        if text:
                            listener(ModelChunk(model, text))
                    elif isinstance(event, Retrying):
                        cleaner = StreamCleaner()
                        listener(ModelRetrying(model, event.attempt, event.delay_seconds, clean_text(event.reason)))
                    elif isinstance(event, Completed):
                        result = event.result
                        rest = cleaner.flush()
                        if rest:
                            listener(ModelChunk(model, rest))
    except TimeoutError:
        result = ProviderResult.failure(model, ErrorType.TIMEOUT, f"no complete answer within {request.timeout_seconds:g} s")
    except asyncio.CancelledError:
        if not cancel_is_failure:
            raise
        result = ProviderResult(model=model, ok=False, error="cancelled by the user")
    except Exception as exc:  # noqa: BLE001 - one model's bug must not stop the others
        result = ProviderResult.failure(model, ErrorType.TOOL_CRASH, f"{type(exc).__name__}: {exc}")
    if result is None:
        result = ProviderResult.failure(model, ErrorType.OUTPUT_PARSE_ERROR, "the provider ended without a result")
    result.model = model
    # what a model or a server wrote is untrusted: no escape sequence or control reaches a terminal or a file
    result.text, result.partial_text = clean_text(result.text), clean_text(result.partial_text)
    result.error = clean_text(result.error) if result.error else result.error
    result.finish_reason = clean_text(result.finish_reason) if result.finish_reason else result.finish_reason
    cap = provider.config.max_answer_chars
    if len(result.text) > cap:  # a provider that does not stop reading at the cap itself (built-in, replay)
        result.text, result.cut_at = result.text[:cap], cap
    if not result.latency_ms:
        result.latency_ms = int((time.perf_counter() - started) * 1000)
    return result
