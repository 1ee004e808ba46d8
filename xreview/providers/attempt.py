"""One review call made of attempts: retried with backoff, ended with exactly one result.

The HTTP providers and the command-line adapters share this loop. A subclass
makes one attempt (``_attempt``: yield text as it arrives, fill a
``StreamState``, raise ``CallError`` on failure); this class retries transient
failures with exponential backoff and full jitter (or the server's hint, when
longer), gives up at once when the wait would pass the deadline, discards a
restarted attempt's partial text, and turns the last attempt into a
``ProviderResult`` with tokens, cost, latency and retries. Every message is
redacted of the model's key before it leaves.
"""

from __future__ import annotations

import asyncio
import time
from abc import abstractmethod
from collections.abc import AsyncIterator
from dataclasses import dataclass, field

from xreview.config.models import ModelConfig
from xreview.config.secrets import redact
from xreview.core.budget import estimate_tokens
from xreview.core.errors import ErrorType
from xreview.providers.base import Completed, Provider, ProviderEvent, ProviderResult, Retrying, ReviewRequest, TextDelta
from xreview.providers.retry import backoff


class CallError(Exception):
    """One attempt failed: its type in the taxonomy, whether another attempt may succeed, and the wait."""

    def __init__(
        self,
        error_type: ErrorType,
        message: str,
        *,
        retryable: bool | None = None,
        retry_after: float | None = None,
        status: int | None = None,
    ) -> None:
        super().__init__(message)
        self.error_type = error_type
        self.message = message
        self.retryable = error_type.transient if retryable is None else retryable
        self.retry_after = retry_after
        self.status = status


@dataclass
class StreamState:
    """What one attempt has read so far."""

    text: list[str] = field(default_factory=list)
    tokens_in: int | None = None
    tokens_out: int | None = None
    cached_in: int = 0
    reported_cost: float | None = None
    finish_reason: str | None = None
    done: bool = False  # the terminal frame (or a finish reason) arrived
    cut_at: int = 0  # reading stopped at max_answer_chars
    malformed: int = 0  # stream events that could not be read (after the last frame; before it, the call fails)
    session_id: str = ""  # an AI CLI tool's session id, as it reported it


class AttemptProvider(Provider):
    """A provider whose call is one or more attempts."""

    prefer_reported_cost = False  # True: the provider's own cost figure wins over the price table

    def __init__(self, config: ModelConfig, *, key: str | None = None) -> None:
        super().__init__(config)
        self.key = key

    def refusal(self) -> CallError | None:
        """Why the call cannot even start (no key, no tool), or None."""
        return None

    @abstractmethod
    def _attempt(self, request: ReviewRequest, state: StreamState) -> AsyncIterator[str]:
        """One try: yield text as it arrives into ``state``; raise CallError when it fails."""

    def check_complete(self, state: StreamState) -> None:
        """Raise CallError when an attempt that ended without error is not a whole answer."""
        if not state.done:
            raise CallError(
                ErrorType.NETWORK_ERROR, "the stream ended before its last frame (an incomplete answer)", retryable=True
            )

    def _redact(self, text: str) -> str:
        return redact(text, [self.key] if self.key else [])

    async def stream(self, request: ReviewRequest) -> AsyncIterator[ProviderEvent]:
        started = time.perf_counter()
        refusal = self.refusal()
        if refusal is not None:
            yield Completed(ProviderResult.failure(self.config.id, refusal.error_type, self._redact(refusal.message)))
            return
        deadline = started + request.timeout_seconds
        cap = self.config.max_answer_chars
        attempt = 0
        while True:
            state = StreamState()
            attempt_stream = self._attempt(request, state)
            try:
                try:
                    read = 0
                    async for delta in attempt_stream:
                        if read + len(delta) > cap:  # a runaway answer: stop reading at the cap
                            delta = delta[: cap - read]
                            state.cut_at = cap
                        read += len(delta)
                        if delta:
                            yield TextDelta(delta)
                        if state.cut_at:
                            break
                finally:
                    close = getattr(attempt_stream, "aclose", None)  # an async generator: closing it closes the
                    if close is not None:  # connection, or ends the tool, when we stopped reading early
                        await close()
                if not state.cut_at:
                    self.check_complete(state)
                yield Completed(self._result(request, state, attempt, started))
                return
            except CallError as error:
                delay = max(error.retry_after or 0.0, backoff(attempt, request.retry_base_seconds))
                fits = time.perf_counter() + delay < deadline
                if error.retryable and attempt < request.retry_attempts and fits:
                    attempt += 1
                    yield Retrying(attempt, delay, self._redact(error.message))
                    await asyncio.sleep(delay)
                    continue
                message = error.message
                if error.retryable and not fits and attempt < request.retry_attempts:
                    message += f" (a retry would have to wait {delay:.0f} s, past the {request.timeout_seconds:g} s deadline)"
                elif error.retryable and attempt:
                    message += f" (after {attempt} retr{'y' if attempt == 1 else 'ies'})"
                yield Completed(ProviderResult.failure(
                    self.config.id,
                    error.error_type,
                    self._redact(message),
                    retries=attempt,
                    partial_text="".join(state.text),
                    latency_ms=int((time.perf_counter() - started) * 1000),
                ))
                return

    def _result(self, request: ReviewRequest, state: StreamState, retries: int, started: float) -> ProviderResult:
        text = "".join(state.text)
        cap = self.config.max_answer_chars
        if len(text) > cap:  # a tool's final answer, given whole
            text, state.cut_at = text[:cap], cap
        estimated = state.tokens_in is None or state.tokens_out is None
        tokens_in = state.tokens_in if state.tokens_in is not None else estimate_tokens(request.system + request.user)
        tokens_out = state.tokens_out if state.tokens_out is not None else estimate_tokens(text)
        price = self.config.price
        if state.reported_cost is not None and (self.prefer_reported_cost or price is None):
            cost, source = state.reported_cost, "reported by the provider"
        elif price is not None:
            cost, source = price.cost(tokens_in, tokens_out, state.cached_in), self.config.price_source
        else:
            cost, source = 0.0, "unknown price"
        return ProviderResult(
            model=self.config.id,
            text=text,
            tokens_in=tokens_in,
            tokens_out=tokens_out,
            cost_usd=cost,
            cost_source=source,
            usage_estimated=estimated,
            latency_ms=int((time.perf_counter() - started) * 1000),
            retries=retries,
            finish_reason=state.finish_reason,
            cut_at=state.cut_at,
            malformed_events=state.malformed,
            session_id=state.session_id,
        )
