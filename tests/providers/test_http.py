"""The HTTP providers against a real server on 127.0.0.1 that reproduces the wire formats and their faults."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.llm_server import (
    LLMServer,
    Reply,
    anthropic_stream,
    gemini_stream,
    json_reply,
    openai_stream,
    sse,
)
from xreview.config.models import ModelConfig
from xreview.core.budget import Price
from xreview.core.errors import ErrorType
from xreview.providers.anthropic import AnthropicProvider
from xreview.providers.base import Completed, ProviderResult, Retrying, ReviewRequest, TextDelta
from xreview.providers.google import GoogleProvider
from xreview.providers.http import HttpProvider
from xreview.providers.openai_compat import OpenAICompatProvider
from xreview.providers.sse import SSEDecoder

KEY = "sk-test-0123456789abcdefSECRET"


@pytest.fixture
def server() -> Iterator[LLMServer]:
    with LLMServer() as running:
        yield running


def request(timeout: float = 10.0, retries: int = 2) -> ReviewRequest:
    return ReviewRequest(system="You review.", user="Review this design.", artifact_text="# D\n", artifact_path=Path("d.md"),
                         stage="design", timeout_seconds=timeout, retry_attempts=retries, retry_base_seconds=0.01)


def openai(server: LLMServer, **extra: object) -> OpenAICompatProvider:
    config = ModelConfig("kimi", "openai_compat", "kimi-k2-0905", endpoint=server.url + "/v1",
                         price=Price(0.60, 2.50), **extra)  # type: ignore[arg-type]
    return OpenAICompatProvider(config, key=KEY)


async def run(provider: HttpProvider, req: ReviewRequest | None = None) -> tuple[ProviderResult, list[str], list[Retrying]]:
    chunks: list[str] = []
    retries: list[Retrying] = []
    result = None
    async for event in provider.stream(req or request()):
        if isinstance(event, TextDelta):
            chunks.append(event.text)
        elif isinstance(event, Retrying):
            retries.append(event)
            chunks.clear()
        elif isinstance(event, Completed):
            result = event.result
    assert result is not None
    return result, chunks, retries


# ---------------------------------------------------------------- SSE


def test_sse_decoder_handles_split_reads_crlf_comments_and_multiline_data() -> None:
    wire = ": keep-alive\r\n\r\nevent: a\r\ndata: one\r\ndata: two\r\n\r\ndata:{\"x\":1}\n\ndata: three\r\rid: 7\n"
    for cut in range(1, len(wire)):
        decoder = SSEDecoder()
        events = decoder.feed(wire[:cut]) + decoder.feed(wire[cut:]) + decoder.end()
        assert [(e.event, e.data) for e in events] == [("a", "one\ntwo"), ("message", '{"x":1}'), ("message", "three")], cut
        assert decoder.comments == 1


# ---------------------------------------------------------------- OpenAI-compatible


async def test_openai_streams_text_and_reads_usage_and_cost(server: LLMServer) -> None:
    pieces = openai_stream(["## Issues\n", "\n### [High/Low] X"], usage={"prompt_tokens": 1000, "completion_tokens": 200})
    # frames split at awkward places, with keep-alive comments between them
    wire = b"".join(pieces)
    split: list[bytes | float] = [b": keep-alive\n\n", wire[:7], wire[7:50], 0.01, wire[50:]]
    server.script("/chat/completions", Reply(200, {}, split))
    result, chunks, _ = await run(openai(server))
    assert result.ok and result.text == "## Issues\n\n### [High/Low] X" and chunks == ["## Issues\n", "\n### [High/Low] X"]
    assert (result.tokens_in, result.tokens_out) == (1000, 200) and not result.usage_estimated
    assert result.cost_usd == pytest.approx((1000 * 0.60 + 200 * 2.50) / 1e6)
    sent = server.requests[0]
    assert sent.path == "/v1/chat/completions" and sent.headers["authorization"] == f"Bearer {KEY}"
    assert sent.body["stream"] is True and sent.body["stream_options"] == {"include_usage": True}
    assert sent.body["messages"][0] == {"role": "system", "content": "You review."}


async def test_a_runaway_answer_is_read_only_up_to_max_answer_chars(server: LLMServer) -> None:
    """A model that will not stop: xreview stops reading at the cap, closes the connection and keeps what it
    read; it does not wait for (or hold in memory) the rest."""
    frames = openai_stream(["- **High**: item %04d has no owner.\n" % n for n in range(200)])
    # after the first 50 items the server stalls past the deadline: only a reader that stopped can succeed
    server.script("/chat/completions", Reply(200, {}, [b"".join(frames[:51]), 30.0, b"".join(frames[51:])]))
    result, chunks, _ = await run(openai(server, max_answer_chars=1000), request(timeout=5.0, retries=0))
    assert result.ok, result.error
    assert result.cut_at == 1000 and len(result.text) == 1000 and "".join(chunks) == result.text
    assert result.text.startswith("- **High**: item 0000 has no owner.")
    assert result.usage_estimated and result.tokens_out > 0  # the usage frame never came: estimated from the text


async def test_moonshot_usage_inside_the_choice_and_openrouter_cost(server: LLMServer) -> None:
    server.script("/chat/completions", Reply(200, {}, openai_stream(["ok"], usage={"prompt_tokens": 10, "completion_tokens": 3}, usage_in_choice=True)))
    result, _, _ = await run(openai(server))
    assert (result.tokens_in, result.tokens_out) == (10, 3)
    server.script("/chat/completions", Reply(200, {}, openai_stream(["ok"], usage={"prompt_tokens": 10, "completion_tokens": 3, "cost": 0.0042})))
    provider = openai(server)
    provider.config.price = None
    result, _, _ = await run(provider)
    assert result.cost_usd == 0.0042 and result.cost_source == "reported by the provider"


async def test_missing_usage_is_estimated_not_an_error(server: LLMServer) -> None:
    server.script("/chat/completions", Reply(200, {}, openai_stream(["x" * 400])))
    result, _, _ = await run(openai(server))
    assert result.ok and result.usage_estimated and result.tokens_out == 100


async def test_429_with_retry_after_is_retried_and_partial_text_discarded(server: LLMServer) -> None:
    server.script(
        "/chat/completions",
        json_reply(429, {"error": {"message": "Rate limit reached", "type": "requests", "code": "rate_limit_exceeded"}}, {"retry-after": "0.05"}),
        Reply(200, {}, [*openai_stream(["partial "], done=False, finish=None)[:2]], drop=True),
        Reply(200, {}, openai_stream(["final answer"], usage={"prompt_tokens": 5, "completion_tokens": 2})),
    )
    result, chunks, retries = await run(openai(server))
    assert result.ok and result.text == "final answer" and chunks == ["final answer"]
    assert result.retries == 2 and len(retries) == 2
    assert retries[0].delay_seconds >= 0.05 and "Rate limit reached" in retries[0].reason
    assert "connection broke" in retries[1].reason or "incomplete" in retries[1].reason


@pytest.mark.parametrize("status", [500, 503, 529])
async def test_server_errors_are_retried_then_reported(server: LLMServer, status: int) -> None:
    server.script("/chat/completions", json_reply(status, {"error": {"message": "overloaded", "code": "server_error"}}))
    result, _, retries = await run(openai(server), request(retries=2))
    assert not result.ok and result.error_type is ErrorType.NETWORK_ERROR and len(retries) == 2
    assert f"HTTP {status}" in (result.error or "") and "after 2 retries" in (result.error or "")
    assert len(server.requests) == 3


async def test_stream_without_done_or_finish_is_incomplete(server: LLMServer) -> None:
    server.script("/chat/completions", Reply(200, {}, openai_stream(["half"], done=False, finish=None)))
    result, _, retries = await run(openai(server), request(retries=1))
    assert not result.ok and result.error_type is ErrorType.NETWORK_ERROR
    assert "ended before its last frame" in (result.error or "") and result.partial_text == "half" and len(retries) == 1


async def test_mid_stream_disconnect_is_a_network_error(server: LLMServer) -> None:
    server.script("/chat/completions", Reply(200, {}, openai_stream(["so far"], done=False, finish=None), drop=True))
    result, _, _ = await run(openai(server), request(retries=0))
    assert not result.ok and result.error_type is ErrorType.NETWORK_ERROR


async def test_in_stream_error_events(server: LLMServer) -> None:
    openrouter_error = {"error": {"code": "server_error", "message": "Provider disconnected"},
                        "choices": [{"delta": {"content": ""}, "finish_reason": "error"}]}
    server.script("/chat/completions", Reply(200, {}, [*openai_stream(["a"], done=False, finish=None), *sse(openrouter_error)]))
    result, _, retries = await run(openai(server), request(retries=1))
    assert not result.ok and result.error_type is ErrorType.NETWORK_ERROR and "Provider disconnected" in (result.error or "")
    assert len(retries) == 1
    server.script("/chat/completions", Reply(200, {}, sse({"object": "error", "message": "bad prompt", "type": "BadRequestError"})))
    result, _, retries = await run(openai(server))
    assert result.error_type is ErrorType.TOOL_CRASH and not retries  # old vLLM's flat error: not transient


@pytest.mark.parametrize(
    ("status", "error", "expected"),
    [
        (400, {"message": "This model's maximum context length is 8192 tokens", "code": "context_length_exceeded"}, ErrorType.CONTEXT_TOO_LARGE),
        (401, {"message": f"Incorrect API key provided: {KEY}", "code": "invalid_api_key"}, ErrorType.AUTH_EXPIRED),
        (429, {"message": "You exceeded your current quota", "code": "insufficient_quota", "type": "insufficient_quota"}, ErrorType.RATE_LIMITED),
        (402, {"message": "Insufficient Balance", "code": 402}, ErrorType.RATE_LIMITED),
        (404, {"message": "The model `nope` does not exist", "code": "model_not_found"}, ErrorType.TOOL_NOT_INSTALLED),
    ],
)
async def test_errors_that_are_not_retried(server: LLMServer, status: int, error: dict[str, object], expected: ErrorType) -> None:
    server.script("/chat/completions", json_reply(status, {"error": error}))
    result, _, retries = await run(openai(server))
    assert result.error_type is expected and not retries and len(server.requests) == 1
    assert f"HTTP {status}" in (result.error or "")
    assert KEY not in (result.error or "") and "[redacted]" in (result.error or "") if KEY in str(error) else True


async def test_a_server_that_never_answers_times_out(server: LLMServer) -> None:
    server.script("/chat/completions", Reply(200, {}, [], hang=5.0))
    result, _, _ = await run(openai(server), request(timeout=0.5, retries=0))
    assert not result.ok and result.error_type is ErrorType.TIMEOUT


async def test_retry_after_past_the_deadline_fails_fast(server: LLMServer) -> None:
    server.script("/chat/completions", json_reply(429, {"error": {"message": "slow down", "code": "rate_limit_exceeded"}}, {"retry-after": "120"}))
    result, _, retries = await run(openai(server), request(timeout=5))
    assert result.error_type is ErrorType.RATE_LIMITED and not retries and "past the 5 s deadline" in (result.error or "")


async def test_stream_options_rejected_is_asked_again_without(server: LLMServer) -> None:
    server.script("/chat/completions",
                  json_reply(400, {"error": {"message": "stream_options: property 'stream_options' is unsupported"}}),
                  Reply(200, {}, openai_stream(["fine"])))
    result, _, _ = await run(openai(server))
    assert result.ok and result.text == "fine" and "stream_options" not in server.requests[1].body


async def test_no_key_is_auth_missing_without_a_request(server: LLMServer) -> None:
    config = ModelConfig("kimi", "openai_compat", "k", endpoint=server.url, api_key_env="MOONSHOT_API_KEY")
    result, _, _ = await run(OpenAICompatProvider(config, key=None))
    assert result.error_type is ErrorType.AUTH_MISSING and "MOONSHOT_API_KEY" in (result.error or "") and not server.requests


# ---------------------------------------------------------------- Gemini


def gemini(server: LLMServer) -> GoogleProvider:
    config = ModelConfig("gemini", "google", "gemini-2.5-flash", endpoint=server.url + "/v1beta", price=Price(0.30, 2.50),
                         settings={"temperature": 0.2})
    return GoogleProvider(config, key=KEY)


async def test_gemini_streams_skips_thoughts_and_bills_thinking(server: LLMServer) -> None:
    frames = gemini_stream(["The diff", " looks fine."], prompt_tokens=812, output_tokens=40, thoughts=310)
    thought = sse({"candidates": [{"content": {"parts": [{"text": "secret thinking", "thought": True}], "role": "model"}, "index": 0}]}, newline="\r\n")
    server.script(":streamGenerateContent", Reply(200, {}, [*thought, *frames]))
    result, _, _ = await run(gemini(server))
    assert result.ok and result.text == "The diff looks fine."
    assert (result.tokens_in, result.tokens_out) == (812, 350)
    sent = server.requests[0]
    assert sent.path == "/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse"
    assert sent.headers["x-goog-api-key"] == KEY and KEY not in sent.path
    assert sent.body["generationConfig"] == {"temperature": 0.2}
    assert sent.body["systemInstruction"] == {"parts": [{"text": "You review."}]}


async def test_gemini_without_finish_reason_is_incomplete(server: LLMServer) -> None:
    server.script(":streamGenerateContent", Reply(200, {}, gemini_stream(["cut"], finish=None)))
    result, _, _ = await run(gemini(server), request(retries=0))
    assert result.error_type is ErrorType.NETWORK_ERROR


async def test_gemini_retry_info_and_daily_quota(server: LLMServer) -> None:
    busy = {"error": {"code": 429, "message": "Resource has been exhausted", "status": "RESOURCE_EXHAUSTED",
                      "details": [{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "0.05s"}]}}
    server.script(":streamGenerateContent", json_reply(429, busy), Reply(200, {}, gemini_stream(["ok"])))
    result, _, retries = await run(gemini(server))
    assert result.ok and retries[0].delay_seconds >= 0.05
    daily = {"error": {"code": 429, "message": "Quota exceeded", "status": "RESOURCE_EXHAUSTED", "details": [
        {"@type": "type.googleapis.com/google.rpc.QuotaFailure", "violations": [{"quotaId": "GenerateRequestsPerDayPerProjectPerModel-FreeTier"}]},
        {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "38s"}]}}
    server.script(":streamGenerateContent", json_reply(429, daily))
    result, _, retries = await run(gemini(server))
    assert result.error_type is ErrorType.RATE_LIMITED and not retries and "daily quota" in (result.error or "")


async def test_gemini_invalid_key_is_a_400_and_auth_expired(server: LLMServer) -> None:
    bad = {"error": {"code": 400, "message": "API key not valid. Please pass a valid API key.", "status": "INVALID_ARGUMENT",
                     "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "API_KEY_INVALID"}]}}
    server.script(":streamGenerateContent", json_reply(400, bad))
    result, _, _ = await run(gemini(server))
    assert result.error_type is ErrorType.AUTH_EXPIRED


# ---------------------------------------------------------------- Anthropic


def claude(server: LLMServer) -> AnthropicProvider:
    config = ModelConfig("claude", "anthropic", "claude-sonnet-4-6", endpoint=server.url, price=Price(3, 15))
    return AnthropicProvider(config, key=KEY)


async def test_anthropic_streams_until_message_stop(server: LLMServer) -> None:
    server.script("/v1/messages", Reply(200, {}, anthropic_stream(["The diff", " is fine."], input_tokens=2048, output_tokens=412)))
    result, _, _ = await run(claude(server))
    assert result.ok and result.text == "The diff is fine." and (result.tokens_in, result.tokens_out) == (2048, 412)
    sent = server.requests[0]
    assert sent.headers["x-api-key"] == KEY and sent.headers["anthropic-version"] == "2023-06-01"
    assert sent.body["max_tokens"] == 8192 and sent.body["system"] == "You review."


async def test_anthropic_without_message_stop_is_incomplete(server: LLMServer) -> None:
    server.script("/v1/messages", Reply(200, {}, anthropic_stream(["cut"], stop=False)))
    result, _, _ = await run(claude(server), request(retries=0))
    assert result.error_type is ErrorType.NETWORK_ERROR


async def test_anthropic_overloaded_in_stream_and_529(server: LLMServer) -> None:
    overloaded = sse({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}, event="error")
    server.script("/v1/messages",
                  Reply(200, {}, [*anthropic_stream(["x"], stop=False)[:3], *overloaded]),
                  json_reply(529, {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}, {"retry-after": "0.01"}),
                  Reply(200, {}, anthropic_stream(["done"])))
    result, _, retries = await run(claude(server))
    assert result.ok and result.text == "done" and len(retries) == 2
    server.script("/v1/messages", json_reply(400, {"type": "error", "error": {"type": "invalid_request_error",
                                                                                "message": "prompt is too long: 250000 tokens > 200000 maximum"}}))
    result, _, _ = await run(claude(server))
    assert result.error_type is ErrorType.CONTEXT_TOO_LARGE


async def test_unreachable_server_is_a_network_error() -> None:
    config = ModelConfig("kimi", "openai_compat", "k", endpoint="http://127.0.0.1:9/v1")
    result, _, _ = await run(OpenAICompatProvider(config, key=KEY), request(retries=0))
    assert result.error_type is ErrorType.NETWORK_ERROR and "cannot connect" in (result.error or "")


# ---------------------------------------------------------------- untidy streams


@pytest.mark.parametrize("wire", ["openai", "gemini", "anthropic"])
async def test_a_malformed_event_mid_answer_fails_the_attempt_instead_of_dropping_text(server: LLMServer, wire: str) -> None:
    """An event that is not JSON may have carried part of the answer: the attempt fails and is retried (as the
    SDKs raise), rather than succeeding with text missing."""
    broken = [b'data: {"choices": [{"delta": {"content": " middle"\n\n']  # cut off: the closing braces never came
    if wire == "openai":
        fragment, provider, frames = "/chat/completions", openai(server), openai_stream(["start", " middle", " end"])
    elif wire == "gemini":
        fragment, provider, frames = ":streamGenerateContent", gemini(server), gemini_stream(["start", " middle", " end"])
    else:
        fragment, provider, frames = "/v1/messages", claude(server), anthropic_stream(["start", " middle", " end"])
    first = 2 if wire == "openai" else 1 if wire == "gemini" else 4  # the frame carrying " middle", replaced
    server.script(fragment, Reply(200, {}, [*frames[:first], *broken, *frames[first + 1:]]), Reply(200, {}, frames))
    result, chunks, retries = await run(provider)
    assert result.ok and result.text == "start middle end", result.error
    assert len(retries) == 1 and "malformed event" in retries[0].reason
    server.script(fragment, Reply(200, {}, [*frames[:first], *broken, *frames[first + 1:]]))
    result, _, _ = await run(provider, request(retries=0))
    assert not result.ok and result.error_type is ErrorType.NETWORK_ERROR and "malformed event" in (result.error or "")


async def test_a_malformed_event_after_the_last_frame_is_counted_not_fatal(server: LLMServer) -> None:
    frames = openai_stream(["all", " here"], usage={"prompt_tokens": 5, "completion_tokens": 2})
    server.script("/chat/completions", Reply(200, {}, [*frames[:-1], b"data: {oops\n\n", frames[-1]]))
    result, _, retries = await run(openai(server))
    assert result.ok and result.text == "all here" and not retries
    assert result.malformed_events == 1


WHOLE_ANSWERS = {
    "openai": ("/chat/completions", {
        "id": "chatcmpl-1", "object": "chat.completion", "model": "kimi-k2-0905",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": "## Issues\n\n- **High**: no owner."},
                     "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 120, "completion_tokens": 30, "total_tokens": 150}}),
    "anthropic": ("/v1/messages", {
        "id": "msg_1", "type": "message", "role": "assistant", "model": "claude-sonnet-4-6",
        "content": [{"type": "text", "text": "## Issues\n\n- **High**: no owner."}],
        "stop_reason": "end_turn", "usage": {"input_tokens": 120, "output_tokens": 30}}),
    "gemini": (":streamGenerateContent", [
        {"candidates": [{"content": {"parts": [{"text": "## Issues\n\n"}], "role": "model"}, "index": 0}],
         "usageMetadata": {"promptTokenCount": 120}},
        {"candidates": [{"content": {"parts": [{"text": "- **High**: no owner."}], "role": "model"}, "finishReason": "STOP", "index": 0}],
         "usageMetadata": {"promptTokenCount": 120, "candidatesTokenCount": 30, "totalTokenCount": 150}}]),
}


@pytest.mark.parametrize("wire", ["openai", "anthropic", "gemini"])
async def test_asked_to_stream_a_whole_json_answer_is_read_as_the_answer(server: LLMServer, wire: str) -> None:
    """A proxy (LiteLLM's Anthropic route) that ignores `stream: true` and answers with one JSON message."""
    fragment, body = WHOLE_ANSWERS[wire]
    server.script(fragment, json_reply(200, body))
    provider = {"openai": openai, "anthropic": claude, "gemini": gemini}[wire](server)
    result, chunks, retries = await run(provider, request(retries=0))
    assert result.ok, result.error
    assert result.text == "## Issues\n\n- **High**: no owner." and "".join(chunks) == result.text and not retries
    assert (result.tokens_in, result.tokens_out) == (120, 30) and not result.usage_estimated


async def test_a_whole_json_error_with_status_200_is_an_error(server: LLMServer) -> None:
    server.script("/v1/messages", json_reply(200, {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}))
    result, _, _ = await run(claude(server), request(retries=0))
    assert result.error_type is ErrorType.NETWORK_ERROR and "Overloaded" in (result.error or "")
    server.script("/chat/completions", Reply(200, {"content-type": "application/json; charset=utf-8"}, [b'{"choices": [{"mess']))
    result, _, _ = await run(openai(server), request(retries=0))
    assert result.error_type is ErrorType.NETWORK_ERROR and "could not be read" in (result.error or "")
