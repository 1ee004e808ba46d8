"""Google Gemini (v1beta ``streamGenerateContent?alt=sse``, reference §2).

The key goes in the ``x-goog-api-key`` header, never in a URL. There is no
terminal frame: the stream is complete when a candidate carries a
``finishReason``. Thought parts are not the answer; the last
``usageMetadata`` counts, and thoughts are billed as output. A 429 says how
long to wait in ``RetryInfo``; a per-day quota will not clear by retrying.
"""

from __future__ import annotations

from typing import Any

import httpx

from xreview.config.models import DEFAULT_ENDPOINTS
from xreview.core.errors import ErrorType
from xreview.providers.base import ReviewRequest
from xreview.providers.http import CallError, HttpProvider, StreamState, parse_json, status_error
from xreview.providers.retry import duration
from xreview.providers.sse import SSEEvent

_COMPLETE = ("STOP", "MAX_TOKENS")


class GoogleProvider(HttpProvider):
    def base(self) -> str:
        return (self.config.endpoint or DEFAULT_ENDPOINTS["google"]).rstrip("/")

    def url(self) -> str:
        return f"{self.base()}/models/{self.config.model}:streamGenerateContent?alt=sse"

    def headers(self) -> dict[str, str]:
        headers = super().headers()
        if self.key:
            headers["x-goog-api-key"] = self.key
        return headers

    def body(self, request: ReviewRequest) -> dict[str, Any]:
        config: dict[str, Any] = {}
        if self.config.max_output_tokens:
            config["maxOutputTokens"] = self.config.max_output_tokens
        settings = dict(self.config.settings)
        if "temperature" in settings:
            config["temperature"] = settings.pop("temperature")
        if "max_tokens" in settings:
            config["maxOutputTokens"] = settings.pop("max_tokens")
        config.update(settings.pop("generationConfig", {}) or {})
        body: dict[str, Any] = {
            "systemInstruction": {"parts": [{"text": request.system}]},
            "contents": [{"role": "user", "parts": [{"text": request.user}]}],
        }
        if config:
            body["generationConfig"] = config
        body.update(settings)
        return body

    def on_event(self, event: SSEEvent, state: StreamState) -> str | None:
        payload = self.payload(event, state)
        if payload is None:
            return None
        return self._read(payload, state)

    def whole_answer(self, payload: Any, state: StreamState) -> str | None:
        # without alt=sse Gemini sends the chunks as one JSON array; a proxy may send one response object
        chunks = payload if isinstance(payload, list) else [payload]
        if not all(isinstance(chunk, dict) for chunk in chunks):
            raise CallError(ErrorType.OUTPUT_PARSE_ERROR, "the server's JSON answer is not a response object", retryable=False)
        text = "".join(self._read(chunk, state) or "" for chunk in chunks)
        return text or None

    def _read(self, payload: dict[str, Any], state: StreamState) -> str | None:
        if isinstance(payload.get("error"), dict):
            error = payload["error"]
            raise _error(int(error.get("code") or 500), error, "error in the stream: ")
        usage = payload.get("usageMetadata")
        if isinstance(usage, dict):
            prompt = usage.get("promptTokenCount")
            if isinstance(prompt, int):
                state.tokens_in = prompt
            out = (usage.get("candidatesTokenCount") or 0) + (usage.get("thoughtsTokenCount") or 0)
            if out or "candidatesTokenCount" in usage:
                state.tokens_out = out
            if isinstance(usage.get("cachedContentTokenCount"), int):
                state.cached_in = usage["cachedContentTokenCount"]
        feedback = payload.get("promptFeedback")
        candidates = payload.get("candidates") or []
        if not candidates and isinstance(feedback, dict) and feedback.get("blockReason"):
            raise CallError(ErrorType.TOOL_CRASH, f"the prompt was blocked ({feedback['blockReason']})", retryable=False)
        if not candidates or not isinstance(candidates[0], dict):
            return None
        candidate = candidates[0]
        parts = (candidate.get("content") or {}).get("parts") or []
        text = "".join(
            p["text"] for p in parts if isinstance(p, dict) and isinstance(p.get("text"), str) and not p.get("thought")
        )
        reason = candidate.get("finishReason")
        if reason:
            state.finish_reason = reason
            state.done = True
            if reason not in _COMPLETE and not (text or state.text):
                raise CallError(ErrorType.TOOL_CRASH, f"the model stopped without an answer ({reason})", retryable=False)
        return text or None

    def error_from_response(self, status: int, headers: httpx.Headers, body: str) -> CallError:
        payload = parse_json(body)
        error = payload.get("error") if isinstance(payload, dict) else None
        if not isinstance(error, dict):
            if isinstance(payload, list) and payload and isinstance(payload[0], dict):
                error = payload[0].get("error")  # the non-SSE endpoint wraps errors in an array
        if not isinstance(error, dict):
            return status_error(status, body.strip()[:300])
        return _error(status, error, "")

    def health_request(self) -> tuple[str, dict[str, str]]:
        return f"{self.base()}/models?pageSize=1000", {"x-goog-api-key": self.key or ""}

    def model_listed(self, payload: Any) -> bool | None:
        if isinstance(payload, dict) and isinstance(payload.get("models"), list):
            names = {m.get("name") for m in payload["models"] if isinstance(m, dict)}
            return (f"models/{self.config.model}" in names or self.config.model in names) if names else None
        return None


def _error(status: int, error: dict[str, Any], prefix: str) -> CallError:
    message = str(error.get("message") or "")
    state = str(error.get("status") or "")
    found = error.get("details")
    details: list[Any] = found if isinstance(found, list) else []
    text = f"{prefix}HTTP {status} {state}: {message}".replace(" :", ":")
    reasons = {str(d.get("reason")) for d in details if isinstance(d, dict) and d.get("reason")}
    if "API_KEY_INVALID" in reasons or "api key not valid" in message.lower():
        return CallError(ErrorType.AUTH_EXPIRED, text + " — the key was rejected", status=status)
    if "input token count" in message.lower() and "exceeds" in message.lower():
        return CallError(ErrorType.CONTEXT_TOO_LARGE, text, status=status)
    if status == 429 or state == "RESOURCE_EXHAUSTED":
        wait = None
        per_day = False
        for detail in details:
            if not isinstance(detail, dict):
                continue
            if str(detail.get("@type", "")).endswith("RetryInfo"):
                wait = duration(str(detail.get("retryDelay", "")))
            for violation in detail.get("violations") or []:
                if isinstance(violation, dict) and "PerDay" in str(violation.get("quotaId", "")):
                    per_day = True
        if per_day:
            return CallError(ErrorType.RATE_LIMITED, text + " — the daily quota is used up", retryable=False, status=status)
        return CallError(ErrorType.RATE_LIMITED, text, retryable=True, retry_after=wait, status=status)
    if state in ("UNAVAILABLE", "INTERNAL", "DEADLINE_EXCEEDED"):
        return CallError(ErrorType.NETWORK_ERROR, text, retryable=True, status=status)
    return status_error(status, f"{state}: {message}" if state else message)
