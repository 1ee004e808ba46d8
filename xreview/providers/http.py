"""What every HTTP provider shares: one streaming POST per attempt, errors mapped to the taxonomy.

A subclass says how to build the request, what each server-sent event means
and how to read an error body; this class makes the attempt (the retry loop
is ``AttemptProvider``'s): it streams the text as it arrives, maps HTTP
statuses, timeouts and broken connections to the taxonomy, and honours
``x-should-retry``.
"""

from __future__ import annotations

import json
from abc import abstractmethod
from collections.abc import AsyncIterator
from typing import Any

import httpx

from xreview.config.models import ModelConfig
from xreview.core.errors import ErrorType
from xreview.providers.attempt import AttemptProvider, CallError, StreamState
from xreview.providers.base import ReviewRequest
from xreview.providers.retry import RETRYABLE_STATUS, retry_after
from xreview.providers.sse import SSEDecoder, SSEEvent

CONNECT_TIMEOUT = 10.0
READ_TIMEOUT = 300.0  # reasoning models can stay silent for minutes; the per-model deadline bounds the call


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


class HttpProvider(AttemptProvider):
    """A model behind an HTTP streaming API."""

    def __init__(
        self,
        config: ModelConfig,
        *,
        key: str | None = None,
        client: httpx.AsyncClient | None = None,
        requires_key: bool = True,
    ) -> None:
        super().__init__(config, key=key)
        self.client = client
        self.requires_key = requires_key

    def refusal(self) -> CallError | None:
        if self.requires_key and not self.key:
            where = f"set ${self.config.api_key_env}, or " if self.config.api_key_env else ""
            return CallError(ErrorType.AUTH_MISSING, f"no API key: {where}store one with `xreview keys set {self.config.id}`")
        return None

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

    @abstractmethod
    def whole_answer(self, payload: Any, state: StreamState) -> str | None:
        """Read a complete, non-streamed JSON answer into ``state`` (a proxy that ignores ``stream``); return its
        text; raise CallError for an error object."""

    def error_from_response(self, status: int, headers: httpx.Headers, body: str) -> CallError:
        return status_error(status, body.strip()[:300], retry_hint=retry_after(headers))

    def payload(self, event: SSEEvent, state: StreamState) -> dict[str, Any] | None:
        """The event's JSON object, or None for an event with no data. An event that is not a JSON object is
        malformed: before the answer is complete it may have carried text, so the call fails (and is retried,
        as the SDKs raise); after the last frame it is only counted."""
        data = event.data.strip()
        if not data:
            return None
        payload = parse_json(data)
        if isinstance(payload, dict):
            return payload
        state.malformed += 1
        if state.done:
            return None
        shown = data if len(data) <= 60 else data[:60] + "…"
        raise CallError(ErrorType.NETWORK_ERROR, f"a malformed event in the stream ({shown!r}): the answer may be "
                        f"missing text", retryable=True)

    # ---- health (``xreview models --check``)

    @abstractmethod
    def health_request(self) -> tuple[str, dict[str, str]]:
        """The URL and headers of a cheap GET that proves the endpoint and the key work."""

    def model_listed(self, payload: Any) -> bool | None:
        """Whether the endpoint's model list names this model (None: cannot tell)."""
        return None

    # ---- the call

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
                if _media_type(response.headers) in ("application/json", "text/json"):
                    # asked to stream, the server sent the whole answer at once (LiteLLM's Anthropic route does)
                    text = self.whole_answer(await self._json_body(response), state)
                    if text:
                        state.text.append(text)
                        yield text
                    return
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

    async def _json_body(self, response: httpx.Response) -> Any:
        """A whole JSON answer, read up to what max_answer_chars allows (four bytes a character, and room for
        the envelope); a larger or unreadable one fails the attempt."""
        limit = self.config.max_answer_chars * 4 + 65_536
        body = bytearray()
        async for piece in response.aiter_bytes():
            body += piece
            if len(body) > limit:
                raise CallError(ErrorType.OUTPUT_PARSE_ERROR, f"a whole JSON answer of more than {limit:,} bytes "
                                "(max_answer_chars): too large to read", retryable=False)
        payload = parse_json(body.decode("utf-8", "replace"))
        if payload is None:
            shown = body[:60].decode("utf-8", "replace")
            raise CallError(ErrorType.NETWORK_ERROR, f"the server sent a JSON answer that could not be read ({shown!r}…)",
                            retryable=True)
        return payload


def _media_type(headers: httpx.Headers) -> str:
    return headers.get("content-type", "").split(";", 1)[0].strip().lower()


def _describe(exc: httpx.TransportError) -> str:
    if isinstance(exc, httpx.ConnectError):
        return f"cannot connect ({exc})" if str(exc) else "cannot connect"
    if isinstance(exc, httpx.RemoteProtocolError):
        return f"the connection broke mid-answer ({exc})"
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
