"""OpenAI Chat Completions and the servers compatible with it (reference §1).

Kimi/Moonshot, DeepSeek, OpenRouter, Groq, Together, Ollama, vLLM, llama.cpp,
LM Studio: usage wherever each puts it (top level, inside ``choices[0]``, in
``x_groq``), OpenRouter's reported cost, in-stream errors (an ``error`` key,
``finish_reason: "error"``, vLLM's flat error object), and a server that
rejects ``stream_options`` retried once without it.
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

# Parameters only the newest OpenAI models reject; everyone else takes max_tokens.
_NEW_OPENAI = ("gpt-5", "o1", "o3", "o4")
_SERVER_ERRORS = ("server_error", "internal_error", "overloaded", "overloaded_error", "service_unavailable", "timeout")


class OpenAICompatProvider(HttpProvider):
    include_usage = True

    def base(self) -> str:
        return (self.config.endpoint or DEFAULT_ENDPOINTS["openai_compat"]).rstrip("/")

    def url(self) -> str:
        return self.base() + "/chat/completions"

    def headers(self) -> dict[str, str]:
        headers = super().headers()
        headers["authorization"] = f"Bearer {self.key or 'xreview'}"  # local servers take any token
        return headers

    def body(self, request: ReviewRequest) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.config.model,
            "messages": [{"role": "system", "content": request.system}, {"role": "user", "content": request.user}],
            "stream": True,
        }
        if self.include_usage:
            body["stream_options"] = {"include_usage": True}
        if self.config.max_output_tokens:
            new = self.config.model.startswith(_NEW_OPENAI)
            body["max_completion_tokens" if new else "max_tokens"] = self.config.max_output_tokens
        body.update(self.config.settings)
        return body

    def on_event(self, event: SSEEvent, state: StreamState) -> str | None:
        data = event.data.strip()
        if data == "[DONE]":
            state.done = True
            return None
        payload = self.payload(event, state)
        if payload is None:
            return None
        if payload.get("object") == "error" or isinstance(payload.get("error"), dict | str):
            raise _in_stream_error(payload)
        _read_usage(payload, state)
        text = None
        choices = payload.get("choices") or []
        if choices and isinstance(choices[0], dict):
            choice = choices[0]
            delta = choice.get("delta") or {}
            content = delta.get("content") if isinstance(delta, dict) else None
            if isinstance(content, str) and content:
                text = content
            reason = choice.get("finish_reason")
            if reason == "error":
                raise CallError(ErrorType.NETWORK_ERROR, "the server ended the answer with an error", retryable=True)
            if reason:
                state.finish_reason = reason
                state.done = True
        return text

    def whole_answer(self, payload: Any, state: StreamState) -> str | None:
        if not isinstance(payload, dict):
            raise CallError(ErrorType.OUTPUT_PARSE_ERROR, "the server's JSON answer is not an object", retryable=False)
        if payload.get("object") == "error" or isinstance(payload.get("error"), dict | str):
            raise _in_stream_error(payload)
        _read_usage(payload, state)
        choices = payload.get("choices") or []
        choice = choices[0] if choices and isinstance(choices[0], dict) else None
        if choice is None:
            raise CallError(ErrorType.OUTPUT_PARSE_ERROR, "the server's JSON answer holds no choices", retryable=False)
        message = choice.get("message") or choice.get("delta") or {}
        content = message.get("content") if isinstance(message, dict) else None
        if isinstance(content, list):  # content parts
            content = "".join(p.get("text", "") for p in content if isinstance(p, dict) and isinstance(p.get("text"), str))
        state.finish_reason = choice.get("finish_reason") if isinstance(choice.get("finish_reason"), str) else "stop"
        state.done = True
        return content if isinstance(content, str) and content else None

    def error_from_response(self, status: int, headers: httpx.Headers, body: str) -> CallError:
        payload = parse_json(body)
        error = payload.get("error") if isinstance(payload, dict) else None
        if isinstance(payload, dict) and payload.get("object") == "error":
            error = payload  # vLLM before 0.10.1: a flat error object
        message = body.strip()[:300]
        code = kind = ""
        if isinstance(error, dict):
            message = str(error.get("message") or message)
            code = str(error.get("code") or "")
            kind = str(error.get("type") or "")
        elif isinstance(error, str):
            message = error
        hint = retry_after(headers)
        if status == 400 and "stream_options" in message and self.include_usage:
            self.include_usage = False  # some deployments (Groq) reject it: ask again without
            return CallError(ErrorType.TOOL_CRASH, f"HTTP 400: {message}", retryable=True, retry_after=0.0, status=status)
        if code == "context_length_exceeded" or "token limit" in message.lower() or "maximum context length" in message.lower():
            return CallError(ErrorType.CONTEXT_TOO_LARGE, f"HTTP {status}: {message}", status=status)
        if code == "insufficient_quota" or kind == "insufficient_quota":
            return CallError(ErrorType.RATE_LIMITED, f"HTTP {status}: {message} — quota exhausted", retryable=False, status=status)
        if code == "invalid_api_key":
            return CallError(ErrorType.AUTH_EXPIRED, f"HTTP {status}: {message} — the key was rejected", status=status)
        return status_error(status, message, retry_hint=hint)

    def health_request(self) -> tuple[str, dict[str, str]]:
        return self.base() + "/models", {"authorization": f"Bearer {self.key or 'xreview'}"}

    def model_listed(self, payload: Any) -> bool | None:
        if isinstance(payload, dict) and isinstance(payload.get("data"), list):
            ids = {m.get("id") for m in payload["data"] if isinstance(m, dict)}
            return self.config.model in ids if ids else None
        return None


def _in_stream_error(payload: dict[str, Any]) -> CallError:
    error = payload.get("error") if payload.get("object") != "error" else payload
    if isinstance(error, dict):
        message = str(error.get("message") or "error")
        code = str(error.get("code") or error.get("type") or "")
    else:
        message, code = str(error), ""
    text = f"error in the stream: {message}" + (f" ({code})" if code else "")
    lowered = (code + " " + message).lower()
    if "rate" in lowered and "limit" in lowered:
        return CallError(ErrorType.RATE_LIMITED, text, retryable=True)
    if "context" in lowered and ("length" in lowered or "window" in lowered):
        return CallError(ErrorType.CONTEXT_TOO_LARGE, text)
    if any(word in lowered for word in _SERVER_ERRORS) or code.isdigit() and int(code) >= 500:
        return CallError(ErrorType.NETWORK_ERROR, text, retryable=True)
    return CallError(ErrorType.TOOL_CRASH, text, retryable=False)


def _read_usage(payload: dict[str, Any], state: StreamState) -> None:
    usage = payload.get("usage")
    if not isinstance(usage, dict):
        choices = payload.get("choices") or []
        if choices and isinstance(choices[0], dict) and isinstance(choices[0].get("usage"), dict):
            usage = choices[0]["usage"]  # Moonshot: inside the final choice
        elif isinstance(payload.get("x_groq"), dict) and isinstance(payload["x_groq"].get("usage"), dict):
            usage = payload["x_groq"]["usage"]  # older Groq
    if not isinstance(usage, dict):
        return
    if isinstance(usage.get("prompt_tokens"), int):
        state.tokens_in = usage["prompt_tokens"]
    if isinstance(usage.get("completion_tokens"), int):
        state.tokens_out = usage["completion_tokens"]
    details = usage.get("prompt_tokens_details")
    if isinstance(details, dict) and isinstance(details.get("cached_tokens"), int):
        state.cached_in = details["cached_tokens"]
    elif isinstance(usage.get("prompt_cache_hit_tokens"), int):
        state.cached_in = usage["prompt_cache_hit_tokens"]  # DeepSeek
    if isinstance(usage.get("cost"), int | float):
        state.reported_cost = float(usage["cost"])  # OpenRouter, in USD
