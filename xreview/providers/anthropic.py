"""Anthropic Messages API (reference §3).

``max_tokens`` is required. The stream ends with ``message_stop``; usage comes
in ``message_start`` and, cumulatively, in ``message_delta`` (gateways may send
the input count only there). ``event: error`` can arrive after a 200.
"""

from __future__ import annotations

from typing import Any

import httpx

from xreview.config.models import DEFAULT_ENDPOINTS
from xreview.core.errors import ErrorType
from xreview.providers.base import ReviewRequest
from xreview.providers.http import CallError, HttpProvider, StreamState, parse_json, status_error
from xreview.providers.retry import retry_after
from xreview.providers.sse import SSEEvent

VERSION = "2023-06-01"
DEFAULT_MAX_TOKENS = 8192

_TYPES: dict[str, tuple[ErrorType, bool]] = {
    "authentication_error": (ErrorType.AUTH_EXPIRED, False),
    "permission_error": (ErrorType.AUTH_EXPIRED, False),
    "billing_error": (ErrorType.RATE_LIMITED, False),
    "not_found_error": (ErrorType.TOOL_NOT_INSTALLED, False),
    "request_too_large": (ErrorType.CONTEXT_TOO_LARGE, False),
    "rate_limit_error": (ErrorType.RATE_LIMITED, True),
    "api_error": (ErrorType.NETWORK_ERROR, True),
    "overloaded_error": (ErrorType.NETWORK_ERROR, True),
    "timeout_error": (ErrorType.TIMEOUT, True),
}


class AnthropicProvider(HttpProvider):
    def base(self) -> str:
        base = (self.config.endpoint or DEFAULT_ENDPOINTS["anthropic"]).rstrip("/")
        return base[: -len("/v1")] if base.endswith("/v1") else base

    def url(self) -> str:
        return self.base() + "/v1/messages"

    def headers(self) -> dict[str, str]:
        headers = super().headers()
        headers["anthropic-version"] = VERSION
        if self.key:
            headers["x-api-key"] = self.key
        return headers

    def body(self, request: ReviewRequest) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.config.model,
            "max_tokens": self.config.max_output_tokens or DEFAULT_MAX_TOKENS,
            "system": request.system,
            "messages": [{"role": "user", "content": request.user}],
            "stream": True,
        }
        body.update(self.config.settings)
        return body

    def on_event(self, event: SSEEvent, state: StreamState) -> str | None:
        payload = self.payload(event, state)
        if payload is None:
            return None
        kind = payload.get("type") or event.event
        if kind == "error" or event.event == "error":
            found = payload.get("error")
            raise _error(0, found if isinstance(found, dict) else {}, "error in the stream: ")
        if kind == "message_start":
            usage = (payload.get("message") or {}).get("usage") or {}
            _usage(usage, state)
        elif kind == "content_block_delta":
            delta = payload.get("delta") or {}
            if delta.get("type") == "text_delta" and isinstance(delta.get("text"), str):
                return delta["text"] or None
        elif kind == "message_delta":
            _usage(payload.get("usage") or {}, state)
            reason = (payload.get("delta") or {}).get("stop_reason")
            if reason:
                state.finish_reason = reason
        elif kind == "message_stop":
            state.done = True
        return None

    def whole_answer(self, payload: Any, state: StreamState) -> str | None:
        if not isinstance(payload, dict):
            raise CallError(ErrorType.OUTPUT_PARSE_ERROR, "the server's JSON answer is not an object", retryable=False)
        if payload.get("type") == "error" or isinstance(payload.get("error"), dict):
            error = payload.get("error")
            raise _error(0, error if isinstance(error, dict) else {}, "error in the answer: ")
        content = payload.get("content")
        if payload.get("type") not in (None, "message") or not isinstance(content, list):
            raise CallError(ErrorType.OUTPUT_PARSE_ERROR, "the server's JSON answer is not a message", retryable=False)
        _usage(payload.get("usage") or {}, state)
        reason = payload.get("stop_reason")
        state.finish_reason = reason if isinstance(reason, str) else "end_turn"
        state.done = True
        text = "".join(b["text"] for b in content if isinstance(b, dict) and b.get("type") == "text" and isinstance(b.get("text"), str))
        return text or None

    def error_from_response(self, status: int, headers: httpx.Headers, body: str) -> CallError:
        payload = parse_json(body)
        error = payload.get("error") if isinstance(payload, dict) else None
        if not isinstance(error, dict):
            return status_error(status, body.strip()[:300], retry_hint=retry_after(headers))
        hint = retry_after(headers)
        result = _error(status, error, "")
        if result.retryable and hint is not None and 0 < hint <= 60:
            result.retry_after = hint  # Anthropic's SDK trusts the hint only up to a minute
        elif status == 529 and result.retry_after is None:
            result.retry_after = 2.0  # service-wide overload: back off longer
        return result

    def health_request(self) -> tuple[str, dict[str, str]]:
        return self.base() + "/v1/models", {"x-api-key": self.key or "", "anthropic-version": VERSION}

    def model_listed(self, payload: Any) -> bool | None:
        if isinstance(payload, dict) and isinstance(payload.get("data"), list):
            ids = {m.get("id") for m in payload["data"] if isinstance(m, dict)}
            return self.config.model in ids if ids else None
        return None


def _usage(usage: dict[str, Any], state: StreamState) -> None:
    if isinstance(usage.get("input_tokens"), int) and (usage["input_tokens"] or state.tokens_in is None):
        state.tokens_in = usage["input_tokens"] + int(usage.get("cache_read_input_tokens") or 0)
        state.cached_in = int(usage.get("cache_read_input_tokens") or 0)
    if isinstance(usage.get("output_tokens"), int):
        state.tokens_out = usage["output_tokens"]


def _error(status: int, error: dict[str, Any], prefix: str) -> CallError:
    kind = str(error.get("type") or "")
    message = str(error.get("message") or kind or "error")
    text = f"{prefix}{'HTTP ' + str(status) + ' ' if status else ''}{kind}: {message}".strip()
    lowered = message.lower()
    if "prompt is too long" in lowered or "context limit" in lowered or "context window" in lowered:
        return CallError(ErrorType.CONTEXT_TOO_LARGE, text, status=status or None)
    if kind in _TYPES:
        error_type, retryable = _TYPES[kind]
        return CallError(error_type, text, retryable=retryable, status=status or None)
    if status:
        return status_error(status, f"{kind}: {message}" if kind else message)
    return CallError(ErrorType.TOOL_CRASH, text, retryable=False)
