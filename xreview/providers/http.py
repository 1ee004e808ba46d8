"""What every HTTP provider shares: one streaming call with retries, errors mapped to the taxonomy.

A subclass says how to build the request, what each server-sent event means
and how to read an error body; this class runs the call: it streams the text
as it arrives, retries transient failures with backoff and full jitter
(honouring the server's hint), discards a restarted stream's partial text,
treats a stream that ends without its last frame as a failure, and puts
tokens, cost, latency and retries in the result. A key never reaches a
message: every error text is redacted before it leaves.
"""

from __future__ import annotations

import asyncio
import json
import time
from abc import abstractmethod
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import httpx

from xreview.config.models import ModelConfig
from xreview.config.secrets import redact
from xreview.core.budget import estimate_tokens
from xreview.core.errors import ErrorType
from xreview.providers.base import Completed, Provider, ProviderEvent, ProviderResult, Retrying, ReviewRequest, TextDelta
from xreview.providers.retry import RETRYABLE_STATUS, backoff, retry_after
from xreview.providers.sse import SSEDecoder, SSEEvent

CONNECT_TIMEOUT = 10.0
READ_TIMEOUT = 300.0  # reasoning models can stay silent for minutes; the per-model deadline bounds the call


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


def status_error(status: int, message: str, *, retry_hint: float | None = None) -> CallError:
    """The taxonomy for an HTTP status when the body says nothing more specific."""
    text = f"HTTP {status}: {message}" if message else f"HTTP {status}"
    if status in (401, 403):
        return CallError(ErrorType.AUTH_EXPIRED, text + " — the key was rejected", status=status)
    if status == 402:
        return CallError(ErrorType.RATE_LIMITED, text + " — out of credits", retryable=False, status=status)
    if status == 404:
        return CallError(ErrorType.TOOL_NOT_INSTALLED, text + " — unknown model or endpoint", status=status)
    if status == 413:
        return CallError(ErrorType.CONTEXT_TOO_LARGE, text, status=status)
    if status == 429:
        return CallError(ErrorType.RATE_LIMITED, text, retryable=True, retry_after=retry_hint, status=status)
    if status in RETRYABLE_STATUS or status >= 500:
        return CallError(ErrorType.NETWORK_ERROR, text, retryable=True, retry_after=retry_hint, status=status)
    return CallError(ErrorType.TOOL_CRASH, text + " — the request was refused", retryable=False, status=status)


def parse_json(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return None


def should_retry_header(headers: httpx.Headers, error: CallError) -> CallError:
    """Obey ``x-should-retry`` as the official SDKs do."""
    hint = headers.get("x-should-retry")
    if hint == "true":
        error.retryable = True
    elif hint == "false":
        error.retryable = False
    return error


class HttpProvider(Provider):
    """A model behind an HTTP streaming API."""

    def __init__(
        self,
        config: ModelConfig,
        *,
        key: str | None = None,
        client: httpx.AsyncClient | None = None,
        requires_key: bool = True,
    ) -> None:
        super().__init__(config)
        self.key = key
        self.client = client
        self.requires_key = requires_key

    # ---- what a subclass provides

    @abstractmethod
    def url(self) -> str:
        """Where the streaming call goes."""

    def headers(self) -> dict[str, str]:
        return {"content-type": "application/json", "accept": "text/event-stream"}

    @abstractmethod
    def body(self, request: ReviewRequest) -> dict[str, Any]:
        """The JSON request body."""

    @abstractmethod
    def on_event(self, event: SSEEvent, state: StreamState) -> str | None:
        """Read one event into ``state``; return new text, if any; raise CallError for an in-stream error."""

    def error_from_response(self, status: int, headers: httpx.Headers, body: str) -> CallError:
        return status_error(status, body.strip()[:300], retry_hint=retry_after(headers))

    # ---- health (``xreview models --check``)

    @abstractmethod
    def health_request(self) -> tuple[str, dict[str, str]]:
        """The URL and headers of a cheap GET that proves the endpoint and the key work."""

    def model_listed(self, payload: Any) -> bool | None:
        """Whether the endpoint's model list names this model (None: cannot tell)."""
        return None

    # ---- the call

    async def stream(self, request: ReviewRequest) -> AsyncIterator[ProviderEvent]:
        started = time.perf_counter()
        if self.requires_key and not self.key:
            where = f"set ${self.config.api_key_env}, or " if self.config.api_key_env else ""
            yield Completed(ProviderResult.failure(
                self.config.id, ErrorType.AUTH_MISSING,
                f"no API key: {where}store one with `xreview keys set {self.config.id}`",
            ))
            return
        deadline = started + request.timeout_seconds
        attempt = 0
        while True:
            state = StreamState()
            try:
                async for delta in self._attempt(request, state):
                    yield TextDelta(delta)
                if not state.done:
                    raise CallError(
                        ErrorType.NETWORK_ERROR,
                        "the stream ended before its last frame (an incomplete answer)",
                        retryable=True,
                    )
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

    def _redact(self, text: str) -> str:
        return redact(text, [self.key] if self.key else [])

    def _timeout(self, request: ReviewRequest) -> httpx.Timeout:
        read = min(READ_TIMEOUT, max(request.timeout_seconds, 1.0))
        return httpx.Timeout(connect=min(CONNECT_TIMEOUT, read), read=read, write=30.0, pool=CONNECT_TIMEOUT)

    async def _attempt(self, request: ReviewRequest, state: StreamState) -> AsyncIterator[str]:
        client = self.client
        own = client is None
        if client is None:
            client = httpx.AsyncClient()
        try:
            async with client.stream(
                "POST", self.url(), json=self.body(request), headers=self.headers(), timeout=self._timeout(request)
            ) as response:
                if response.status_code >= 400:
                    raw = (await response.aread()).decode("utf-8", "replace")
                    raise should_retry_header(response.headers, self.error_from_response(response.status_code, response.headers, raw))
                decoder = SSEDecoder()
                async for chunk in response.aiter_text():
                    for event in decoder.feed(chunk):
                        delta = self.on_event(event, state)
                        if delta:
                            state.text.append(delta)
                            yield delta
                for event in decoder.end():
                    delta = self.on_event(event, state)
                    if delta:
                        state.text.append(delta)
                        yield delta
        except httpx.TimeoutException as exc:
            kind = "connecting" if isinstance(exc, httpx.ConnectTimeout) else "waiting for data"
            raise CallError(ErrorType.TIMEOUT, f"timed out {kind} ({type(exc).__name__})", retryable=True) from None
        except httpx.TransportError as exc:
            raise CallError(ErrorType.NETWORK_ERROR, _describe(exc), retryable=True) from None
        finally:
            if own:
                await client.aclose()

    def _result(self, request: ReviewRequest, state: StreamState, retries: int, started: float) -> ProviderResult:
        text = "".join(state.text)
        estimated = state.tokens_in is None or state.tokens_out is None
        tokens_in = state.tokens_in if state.tokens_in is not None else estimate_tokens(request.system + request.user)
        tokens_out = state.tokens_out if state.tokens_out is not None else estimate_tokens(text)
        price = self.config.price
        if price is not None:
            cost, source = price.cost(tokens_in, tokens_out, state.cached_in), self.config.price_source
        elif state.reported_cost is not None:
            cost, source = state.reported_cost, "reported by the provider"
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
        )


def _describe(exc: httpx.TransportError) -> str:
    if isinstance(exc, httpx.ConnectError):
        return f"cannot connect ({exc})" if str(exc) else "cannot connect"
    if isinstance(exc, httpx.RemoteProtocolError):
        return f"the connection broke mid-answer ({exc})"
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
