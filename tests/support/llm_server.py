"""A loopback HTTP server that speaks the wire formats of the LLM APIs, faults included.

Tests script it reply by reply (status, headers, body pieces with pauses,
a dropped connection, a server that never answers); in ``auto`` mode it
answers every OpenAI-compatible, Gemini and Anthropic streaming request with
a canned review after a fixed latency, streamed at a fixed rate — for the
benchmark and for trying xreview by hand:

    python -m tests.support.llm_server --port 8765 --latency 0.5 [--answer FILE]

Nothing here is used by xreview itself.
"""

from __future__ import annotations

import argparse
import json
import re
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

Piece = bytes | float  # bytes are sent as one chunk; a float pauses that many seconds


@dataclass
class Reply:
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    pieces: list[Piece] = field(default_factory=list)
    hang: float = 0.0  # wait this long before answering at all
    drop: bool = False  # close the connection without finishing the body


@dataclass
class Recorded:
    method: str
    path: str
    headers: dict[str, str]
    body: Any


# ---------------------------------------------------------------- wire formats


def sse(*payloads: Any, event: str | None = None, newline: str = "\n") -> list[bytes]:
    """One SSE frame per payload (JSON-encoded unless already a string)."""
    frames = []
    for payload in payloads:
        data = payload if isinstance(payload, str) else json.dumps(payload)
        head = f"event: {event}{newline}" if event else ""
        frames.append(f"{head}data: {data}{newline}{newline}".encode())
    return frames


def openai_stream(texts: list[str], *, usage: dict[str, Any] | None = None, done: bool = True,
                  finish: str | None = "stop", usage_in_choice: bool = False) -> list[bytes]:
    frames = sse({"id": "c", "object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {"role": "assistant", "content": ""}, "finish_reason": None}], "usage": None})
    for text in texts:
        frames += sse({"id": "c", "object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {"content": text}, "finish_reason": None}], "usage": None, "obfuscation": "x"})
    if finish:
        choice: dict[str, Any] = {"index": 0, "delta": {}, "finish_reason": finish}
        if usage and usage_in_choice:
            choice["usage"] = usage
        frames += sse({"id": "c", "object": "chat.completion.chunk", "choices": [choice], "usage": None})
    if usage and not usage_in_choice:
        frames += sse({"id": "c", "object": "chat.completion.chunk", "choices": [], "usage": usage})
    if done:
        frames += sse("[DONE]")
    return frames


def gemini_stream(texts: list[str], *, prompt_tokens: int = 812, output_tokens: int = 40, thoughts: int = 0,
                  finish: str | None = "STOP") -> list[bytes]:
    frames: list[bytes] = []
    for index, text in enumerate(texts):
        last = index == len(texts) - 1
        candidate: dict[str, Any] = {"content": {"parts": [{"text": text}], "role": "model"}, "index": 0}
        usage: dict[str, Any] = {"promptTokenCount": prompt_tokens, "totalTokenCount": prompt_tokens}
        if last and finish:
            candidate["finishReason"] = finish
            usage.update(candidatesTokenCount=output_tokens, thoughtsTokenCount=thoughts,
                         totalTokenCount=prompt_tokens + output_tokens + thoughts)
        frames += sse({"candidates": [candidate], "usageMetadata": usage, "modelVersion": "gemini-2.5-flash"}, newline="\r\n")
    return frames


def anthropic_stream(texts: list[str], *, input_tokens: int = 2048, output_tokens: int = 412, stop: bool = True) -> list[bytes]:
    frames = sse({"type": "message_start", "message": {"id": "msg_1", "model": "claude-sonnet-4-6", "content": [], "stop_reason": None,
                  "usage": {"input_tokens": input_tokens, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0, "output_tokens": 1}}},
                 event="message_start")
    frames += sse({"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}, event="content_block_start")
    frames += sse({"type": "ping"}, event="ping")
    for text in texts:
        frames += sse({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": text}}, event="content_block_delta")
    frames += sse({"type": "content_block_stop", "index": 0}, event="content_block_stop")
    frames += sse({"type": "message_delta", "delta": {"stop_reason": "end_turn"}, "usage": {"output_tokens": output_tokens}}, event="message_delta")
    if stop:
        frames += sse({"type": "message_stop"}, event="message_stop")
    return frames


def openai_reply(answer: str, prompt_tokens: int, completion_tokens: int) -> Reply:
    """A whole OpenAI-compatible streamed answer in one frame, with its usage."""
    usage = {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens, "total_tokens": prompt_tokens + completion_tokens}
    return Reply(200, {}, openai_stream([answer], usage=usage))


def json_reply(status: int, payload: Any, headers: dict[str, str] | None = None) -> Reply:
    return Reply(status, {"content-type": "application/json", **(headers or {})}, [json.dumps(payload).encode()])


# ---------------------------------------------------------------- the server


class _Server(ThreadingHTTPServer):
    request_queue_size = 128  # the default 5 drops simultaneous connections, which then retry a second later
    daemon_threads = True


class LLMServer:
    """Scripted replies per path fragment; each fragment's replies are used in order, the last one repeats."""

    def __init__(self, auto: Callable[[Recorded], Reply] | None = None, port: int = 0) -> None:
        self.scripts: dict[str, list[Reply]] = {}
        self.requests: list[Recorded] = []
        self.auto = auto
        self._lock = threading.Lock()
        self._server = _Server(("127.0.0.1", port), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def script(self, fragment: str, *replies: Reply) -> None:
        self.scripts[fragment] = list(replies)

    def serve_forever(self) -> None:
        self._server.serve_forever()

    def start(self) -> LLMServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> LLMServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _reply_for(self, recorded: Recorded) -> Reply:
        with self._lock:
            self.requests.append(recorded)
            for fragment, replies in self.scripts.items():
                if fragment in recorded.path:
                    return replies.pop(0) if len(replies) > 1 else replies[0]
        if self.auto is not None:
            return self.auto(recorded)
        return json_reply(404, {"error": {"message": f"no script for {recorded.path}", "code": "not_found"}})

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the stdlib's name
                return

            def setup(self) -> None:
                super().setup()
                # send each frame at once: Nagle's algorithm would hold small frames for the peer's ACK
                self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

            def _serve(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw) if raw else None
                except ValueError:
                    body = raw.decode("utf-8", "replace")
                reply = server._reply_for(Recorded(self.command, self.path, dict(self.headers.items()), body))
                if reply.hang:
                    time.sleep(reply.hang)
                self.send_response(reply.status)
                headers = {"content-type": "text/event-stream" if reply.status < 400 else "application/json", **reply.headers}
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("transfer-encoding", "chunked")
                self.end_headers()
                try:
                    for piece in reply.pieces:
                        if isinstance(piece, float):
                            time.sleep(piece)
                            continue
                        self.wfile.write(f"{len(piece):x}\r\n".encode() + piece + b"\r\n")
                        self.wfile.flush()
                    if reply.drop:
                        self.connection.shutdown(socket.SHUT_RDWR)
                        self.close_connection = True
                        return
                    self.wfile.write(b"0\r\n\r\n")
                    self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    self.close_connection = True

            do_POST = _serve
            do_GET = _serve

        return Handler


def write_models_file(config_dir: Path, server: LLMServer, names: tuple[str, ...], extra: str = "") -> None:
    """A models.yaml of OpenAI-compatible models all served here, told apart by their endpoint's path
    (``/<name>/v1``); each reads its key from ``<NAME>_KEY``. ``extra`` is appended under ``models:``."""
    config_dir.mkdir(parents=True, exist_ok=True)
    entries = "".join(
        f"  {name}:\n    provider: openai_compat\n    endpoint: {server.url}/{name}/v1\n    model: {name}-1\n"
        f"    api_key_env: {name.upper()}_KEY\n    price: {{input: 1.0, output: 2.0}}\n"
        for name in names
    )
    (config_dir / "models.yaml").write_text("models:\n" + entries + extra, encoding="utf-8")


# ---------------------------------------------------------------- auto mode


CANNED = """## Issues

### [High/Medium] No retry budget for vendor calls
**Location:** Error Handling
**Problem:** Retries are exponential but unbounded in total time; a vendor outage piles up work.
**Suggestion:** Cap the total retry time per message and say what happens after it.

### [High/Low] Success criteria are not measurable
**Location:** Success Criteria
**Problem:** "Fast and reliable" and "easy to adopt" cannot be checked.
**Suggestion:** State numbers: delivery rate, p95 latency, adoption by a date.

### [Low/Low] Status store retention unspecified
**Location:** Architecture
**Problem:** Nothing says how long rows in `deliveries` are kept.
"""


def discussion_answer(recorded: Recorded) -> str | None:
    """A discussion round's answer (`xreview discuss`): agree with every issue listed; None for a review."""
    said = json.dumps(recorded.body) if recorded.body is not None else ""
    if "Discussion round" not in said:
        return None
    ids = list(dict.fromkeys(re.findall(r"(I-[0-9a-f]{4}\w*) \[", said)))
    return json.dumps({"verdicts": [{"id": i, "verdict": "agree", "reason": "the document says so", "confidence": 0.8}
                                    for i in ids], "additions": []})


def streaming(latency: float, rate: float, answer: str) -> Callable[[Recorded], Reply]:
    """Answer every streaming call after ``latency`` seconds, ``rate`` characters per second."""

    def pieces(text: str) -> tuple[list[str], float]:
        size = 40
        parts = [text[i : i + size] for i in range(0, len(text), size)]
        return parts, (size / rate if rate > 0 else 0.0)

    def reply(recorded: Recorded) -> Reply:
        parts, pause = pieces(discussion_answer(recorded) or answer)
        path = recorded.path
        if recorded.method == "GET":
            return json_reply(200, {"object": "list", "data": [], "models": []})  # any model is served
        if "chat/completions" in path:
            frames = openai_stream(parts, usage={"prompt_tokens": 3000, "completion_tokens": len(answer) // 4, "total_tokens": 3000 + len(answer) // 4})
        elif "streamGenerateContent" in path:
            frames = gemini_stream(parts, prompt_tokens=3000, output_tokens=len(answer) // 4)
        elif "/v1/messages" in path:
            frames = anthropic_stream(parts, input_tokens=3000, output_tokens=len(answer) // 4)
        else:
            return json_reply(404, {"error": {"message": f"unknown path {path}"}})
        # the whole answer takes len(answer) / rate seconds, however many frames carry it
        each = pause * len(parts) / len(frames) if pause else 0.0
        timed: list[Piece] = []
        for frame in frames:
            timed += [frame, each] if each else [frame]
        return Reply(200, {}, timed, hang=latency)

    return reply


def main() -> None:
    parser = argparse.ArgumentParser(description="A loopback LLM server for trying xreview without a network.")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--latency", type=float, default=0.5, help="seconds before the first byte")
    parser.add_argument("--rate", type=float, default=2000.0, help="characters per second while streaming")
    parser.add_argument("--answer", help="a file holding the review every model gives (default: a canned one)")
    args = parser.parse_args()
    answer = open(args.answer, encoding="utf-8").read() if args.answer else CANNED  # noqa: SIM115
    server = LLMServer(auto=streaming(args.latency, args.rate, answer), port=args.port)
    print(f"loopback LLM server on {server.url} (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
