"""AI command-line tools as reviewers: Codex CLI, Gemini CLI, Claude Code, ``llm``, ``ollama``, or any command.

Each tool runs non-interactively from an argv list (never a shell), with the
prompt on stdin (no argument-length limit), read-only by design (Codex's
read-only sandbox, Claude's plan mode; never a flag that lets a tool edit
files), in a scratch folder outside the user's repository, with a minimal
environment: PATH, HOME, locale and terminal basics, plus the one credential
the tool needs. Its output is parsed into the same stream of text chunks and
final result as the HTTP providers; failure is recognised even when the exit
status is 0. On the deadline or a cancel the whole process group is killed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import shutil
import signal
import tempfile
from collections.abc import AsyncIterator
from typing import Any

from xreview.config.models import ModelConfig
from xreview.config.tools import TOOLS, unsafe_flags
from xreview.core.errors import ErrorType
from xreview.core.text import strip_ansi
from xreview.providers.attempt import AttemptProvider, CallError, StreamState
from xreview.providers.base import ReviewRequest

_ENV_KEEP = ("PATH", "HOME", "USER", "LOGNAME", "LANG", "LANGUAGE", "TERM", "TZ", "TMPDIR", "SHELL",
             "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "SYSTEMROOT")
_INSTRUCTION = "Follow the instructions above and review the document exactly as they ask."
_STDERR_LIMIT = 64_000


def tool_of(model: ModelConfig) -> str | None:
    """The known tool a ``cli`` model runs, or None for a custom command."""
    command = model.command or [model.model]
    name = os.path.basename(command[0])
    return name if name in TOOLS else None


RESUMABLE = ("codex", "claude")  # tools whose session a later request can continue


def resumable(model: ModelConfig) -> bool:
    """An AI CLI tool whose session a discussion round can continue instead of sending the history again."""
    return model.provider == "cli" and tool_of(model) in RESUMABLE


def child_env(tool: str | None, key: str | None, key_env: str | None) -> dict[str, str]:
    """The environment a tool runs with: the basics, the locale, and its own credential only."""
    env = {name: os.environ[name] for name in _ENV_KEEP if name in os.environ}
    env.update({name: value for name, value in os.environ.items() if name.startswith("LC_")})
    env.setdefault("PATH", os.defpath)
    env["NO_COLOR"] = "1"
    if tool == "claude" and "CLAUDE_CODE_OAUTH_TOKEN" in os.environ and not key:
        env["CLAUDE_CODE_OAUTH_TOKEN"] = os.environ["CLAUDE_CODE_OAUTH_TOKEN"]
    if key and key_env:
        env[key_env] = key
    return env


class CliProvider(AttemptProvider):
    """A review by a command-line tool; one adapter per tool, a plain-text one for any other command."""

    prefer_reported_cost = True  # Claude Code's total_cost_usd knows its cache and plan better than a table

    def __init__(self, config: ModelConfig, *, key: str | None = None) -> None:
        super().__init__(config, key=key)
        self.tool = tool_of(config)
        command = config.command or [config.model]
        self.extra = command[1:] if self.tool else []
        self.command = command
        self.key_env = config.api_key_env or (TOOLS[self.tool].key_env if self.tool else None)

    # ---- argv per tool

    def argv(self, request: ReviewRequest) -> list[str]:
        model = self.config.model if self.tool and self.config.model != self.tool else None
        if self.tool == "codex":
            if request.session:  # the session keeps its read-only sandbox
                argv = ["codex", "exec", "resume", request.session, "--json", "--skip-git-repo-check"]
            else:
                argv = ["codex", "exec", "--json", "--sandbox", "read-only", "--skip-git-repo-check"]
                argv += [] if request.keep_session else ["--ephemeral"]
            argv += ["-m", model] if model else []
            return [*argv, *self.extra, "-"]
        if self.tool == "gemini":
            argv = ["gemini", "-p", _INSTRUCTION, "-o", "stream-json", "--skip-trust", "--approval-mode", "default"]
            return [*argv, *(["-m", model] if model else []), *self.extra]
        if self.tool == "claude":
            argv = ["claude", "-p", _INSTRUCTION, "--output-format", "stream-json", "--verbose", "--max-turns", "1",
                    "--permission-mode", "plan", *(["--resume", request.session] if request.session else [])]
            return [*argv, *(["--model", model] if model else []), *self.extra]
        if self.tool == "llm":
            return ["llm", *(["-m", model] if model else []), "-u", "-s", request.system, *self.extra]
        if self.tool == "ollama":
            return ["ollama", "run", *([model] if model else []), "--verbose", *self.extra]
        return list(self.command)

    def stdin_text(self, request: ReviewRequest) -> str:
        if self.tool == "llm":
            return request.user
        return f"{request.system}\n\n{request.user}\n"

    def refusal(self) -> CallError | None:
        bad = unsafe_flags(self.command, self.tool is not None)
        if bad:
            return CallError(ErrorType.TOOL_CRASH, f"refusing to run with {', '.join(bad)}: a review never lets a tool edit files",
                             retryable=False)
        if shutil.which(self.command[0], path=child_env(self.tool, None, None)["PATH"]) is None:
            install = f"; install it with `{TOOLS[self.tool].install}`" if self.tool else ""
            return CallError(ErrorType.TOOL_NOT_INSTALLED, f"`{self.command[0]}` is not on PATH{install}", retryable=False)
        return None

    # ---- one attempt

    async def _attempt(self, request: ReviewRequest, state: StreamState) -> AsyncIterator[str]:
        argv = self.argv(request)
        executable = shutil.which(argv[0], path=child_env(self.tool, None, None)["PATH"])
        if executable is None:
            raise CallError(ErrorType.TOOL_NOT_INSTALLED, f"`{argv[0]}` is not on PATH", retryable=False)
        scratch = tempfile.mkdtemp(prefix="xreview-review-")
        try:
            process = await asyncio.create_subprocess_exec(
                executable, *argv[1:],
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
                cwd=scratch, env=child_env(self.tool, self.key, self.key_env), start_new_session=True,
            )
        except OSError as exc:
            shutil.rmtree(scratch, ignore_errors=True)
            raise CallError(ErrorType.TOOL_CRASH, f"cannot start `{argv[0]}`: {exc.strerror}", retryable=False) from None
        reader = _Reader(self.tool)
        stderr_task = asyncio.create_task(_drain(process.stderr))
        try:
            assert process.stdin is not None and process.stdout is not None
            with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                process.stdin.write(self.stdin_text(request).encode("utf-8"))
                await process.stdin.drain()
                process.stdin.close()
            while True:
                chunk = await (process.stdout.readline() if reader.json_lines else process.stdout.read(4096))
                if not chunk:
                    break
                for text in reader.feed(chunk.decode("utf-8", "replace"), state):
                    state.text.append(text)
                    yield text
            for text in reader.finish(state):
                state.text.append(text)
                yield text
            code = await process.wait()
            stderr = await stderr_task
        finally:
            if process.returncode is None:
                # read what the tool still prints while it is ended: asyncio reports the exit only once its
                # pipes are closed, and a stopped reader (the answer reached max_answer_chars) leaves stdout full
                discard = asyncio.create_task(_drain(process.stdout, keep=0))
                await _kill_group(process)
                if not discard.done():
                    discard.cancel()
            if not stderr_task.done():
                stderr_task.cancel()
            shutil.rmtree(scratch, ignore_errors=True)
        reader.conclude(code, stderr, state, self.tool, self.command[0])

    def check_complete(self, state: StreamState) -> None:
        if not "".join(state.text).strip():
            raise CallError(ErrorType.OUTPUT_PARSE_ERROR, "the tool printed no review", retryable=False)


async def _kill_group(process: asyncio.subprocess.Process) -> None:
    """End the tool and everything it started (its own process group): TERM, then KILL."""
    for sig, grace in ((signal.SIGTERM, 0.5), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(process.pid, sig)
        except (ProcessLookupError, PermissionError):
            return
        with contextlib.suppress(asyncio.TimeoutError, asyncio.CancelledError):
            await asyncio.wait_for(process.wait(), grace)
            if sig is signal.SIGTERM:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.killpg(process.pid, signal.SIGKILL)  # the tool is gone; its children may not be
                return


async def _drain(stream: asyncio.StreamReader | None, keep: int = _STDERR_LIMIT) -> str:
    """Read ``stream`` to its end, keeping about its first ``keep`` bytes."""
    if stream is None:
        return ""
    data = b""
    while chunk := await stream.read(65536):
        if len(data) < keep:
            data += chunk
    return data.decode("utf-8", "replace")


class _Reader:
    """Turns one tool's stdout into text chunks, usage and a verdict."""

    def __init__(self, tool: str | None) -> None:
        self.tool = tool
        self.json_lines = tool in ("codex", "gemini", "claude")  # the tool emits JSON lines (events), not plain text
        self.final: str | None = None  # the tool's own final answer, when it gives one
        self.failure: CallError | None = None
        self.garbage = 0
        self.events = 0
        self.gemini_json: list[str] = []

    def feed(self, text: str, state: StreamState) -> list[str]:
        if not self.json_lines:
            return [strip_ansi(text)] if text else []
        line = text.strip()
        if not line:
            return []
        try:
            event = json.loads(line)
        except ValueError:
            if self.tool == "gemini":
                self.gemini_json.append(text)  # `-o json` prints one object over several lines
            else:
                self.garbage += 1
            return []
        if not isinstance(event, dict):
            self.garbage += 1
            return []
        self.events += 1
        return getattr(self, f"_{self.tool}")(event, state)

    def finish(self, state: StreamState) -> list[str]:
        if self.gemini_json:
            try:
                event = json.loads("".join(self.gemini_json))
            except ValueError:
                self.garbage += 1
                return []
            if isinstance(event, dict):
                self.events += 1
                return self._gemini(event, state)
        return []

    # ---- Codex: JSONL events

    def _codex(self, event: dict[str, Any], state: StreamState) -> list[str]:
        kind = event.get("type")
        if kind == "thread.started" and isinstance(event.get("thread_id"), str):
            state.session_id = event["thread_id"]
        if kind == "item.completed":
            item = event.get("item") or {}
            if item.get("type") == "agent_message" and isinstance(item.get("text"), str):
                self.final = item["text"]
                return [item["text"]]
        elif kind == "turn.completed":
            usage = event.get("usage") or {}
            state.tokens_in = (state.tokens_in or 0) + int(usage.get("input_tokens") or 0)
            state.tokens_out = (state.tokens_out or 0) + int(usage.get("output_tokens") or 0)
            state.cached_in += int(usage.get("cached_input_tokens") or 0)
            state.done = True
        elif kind == "turn.failed":
            message = str((event.get("error") or {}).get("message") or "the turn failed")
            self.failure = classify(message, None)
        elif kind == "error":
            message = str(event.get("message") or "")
            if not message.lower().startswith("reconnecting"):
                self.failure = classify(message, None)
        return []

    # ---- Gemini CLI: stream-json (or a single -o json object)

    def _gemini(self, event: dict[str, Any], state: StreamState) -> list[str]:
        kind = event.get("type")
        if isinstance(event.get("error"), dict) and kind in (None, "error"):
            error = event["error"]
            self.failure = classify(str(error.get("message") or "error"), error.get("code"))
            return []
        if kind == "message" and event.get("role") == "assistant" and isinstance(event.get("content"), str):
            return [event["content"]]
        if kind == "error":
            self.failure = classify(str(event.get("message") or "error"), event.get("code"))
        elif kind == "result":
            stats = event.get("stats") or {}
            state.tokens_in = stats.get("input_tokens", state.tokens_in)
            state.tokens_out = stats.get("output_tokens", state.tokens_out)
            if event.get("status") == "error":
                error = event.get("error") or {}
                self.failure = classify(str(error.get("message") or "the turn failed"), error.get("code"))
            state.done = True
        elif "response" in event:  # -o json
            self.final = str(event.get("response") or "")
            models = ((event.get("stats") or {}).get("models") or {}).values()
            tokens = [m.get("tokens") or {} for m in models if isinstance(m, dict)]
            if tokens:
                state.tokens_in = sum(int(t.get("prompt") or 0) for t in tokens)
                state.tokens_out = sum(int(t.get("candidates") or 0) + int(t.get("thoughts") or 0) for t in tokens)
                state.cached_in = sum(int(t.get("cached") or 0) for t in tokens)
            state.done = True
            return [self.final]
        return []

    # ---- Claude Code: stream-json

    def _claude(self, event: dict[str, Any], state: StreamState) -> list[str]:
        kind = event.get("type")
        if isinstance(event.get("session_id"), str) and kind in ("system", "result"):
            state.session_id = event["session_id"]
        if kind == "assistant":
            content = (event.get("message") or {}).get("content") or []
            return [c["text"] for c in content if isinstance(c, dict) and c.get("type") == "text" and c.get("text")]
        if kind == "result":
            state.done = True
            usage = event.get("usage") or {}
            if usage:
                cached = int(usage.get("cache_read_input_tokens") or 0)
                state.tokens_in = int(usage.get("input_tokens") or 0) + cached + int(usage.get("cache_creation_input_tokens") or 0)
                state.cached_in = cached
                state.tokens_out = int(usage.get("output_tokens") or 0)
            if isinstance(event.get("total_cost_usd"), int | float):
                state.reported_cost = float(event["total_cost_usd"])
            subtype = str(event.get("subtype") or "")
            if event.get("is_error") or subtype.startswith("error"):
                status = event.get("api_error_status")
                message = str(event.get("result") or subtype or "error")
                self.failure = classify(f"{subtype}: {message}" if subtype and subtype != "success" else message, status)
            elif isinstance(event.get("result"), str):
                self.final = event["result"]
        return []

    # ---- the verdict

    def conclude(self, code: int, stderr: str, state: StreamState, tool: str | None, name: str) -> None:
        if self.failure is not None:
            raise self.failure
        text = "".join(state.text)
        if self.final is not None and not text.strip():
            state.text[:] = [self.final]
        if tool in ("llm", "ollama") or tool is None:
            _plain_usage(stderr, state)
        if code != 0:
            raise classify(_last_line(stderr) or f"`{name}` exited with status {code}", None, exit_code=code, tool=tool)
        if self.json_lines and self.events == 0:
            raise CallError(ErrorType.OUTPUT_PARSE_ERROR, f"`{name}` printed no JSON events ({self.garbage} other lines)",
                            retryable=False)
        if not self.json_lines or self.final is not None or tool == "gemini":
            state.done = True


def _last_line(text: str) -> str:
    lines = [strip_ansi(line).strip() for line in text.splitlines() if line.strip()]
    return lines[-1][:300] if lines else ""


def _plain_usage(stderr: str, state: StreamState) -> None:
    match = re.search(r"Token usage:\s*([\d,]+) input,\s*([\d,]+) output", stderr)  # llm -u
    if match:
        state.tokens_in, state.tokens_out = (int(g.replace(",", "")) for g in match.groups())
        return
    prompt = re.search(r"prompt eval count:\s*(\d+)", stderr)  # ollama --verbose
    output = re.search(r"\beval count:\s*(\d+)", stderr.replace("prompt eval count", ""))
    if prompt and output:
        state.tokens_in, state.tokens_out = int(prompt.group(1)), int(output.group(1))


def classify(message: str, status: Any, *, exit_code: int | None = None, tool: str | None = None) -> CallError:
    """A tool's failure in the taxonomy, from its message, an HTTP status it reports, or its exit code."""
    lowered = message.lower()
    code = int(status) if isinstance(status, int) or (isinstance(status, str) and status.isdigit()) else None
    if exit_code == 41 and tool == "gemini" or any(
        p in lowered for p in ("not logged in", "please set an auth method", "no key found", "login required",
                               "invalid api key", "unauthorized", "authentication")
    ) or code in (401, 403):
        return CallError(ErrorType.AUTH_MISSING, message, retryable=False)
    if code == 429 or (exit_code == 173 and tool == "gemini") or "rate limit" in lowered or "quota" in lowered \
            or "resource_exhausted" in lowered or "429" in message:
        return CallError(ErrorType.RATE_LIMITED, message, retryable="quota" not in lowered or "per minute" in lowered)
    if code in (500, 502, 503, 504, 529) or "overloaded" in lowered or "could not connect" in lowered \
            or "connection" in lowered and ("refused" in lowered or "reset" in lowered):
        return CallError(ErrorType.NETWORK_ERROR, message, retryable=True)
    if "timed out" in lowered or "timeout" in lowered:
        return CallError(ErrorType.TIMEOUT, message, retryable=True)
    if "unknown model" in lowered or "model not found" in lowered or "not found" in lowered and "model" in lowered:
        return CallError(ErrorType.TOOL_NOT_INSTALLED, message, retryable=False)
    if "context" in lowered and ("too long" in lowered or "exceed" in lowered):
        return CallError(ErrorType.CONTEXT_TOO_LARGE, message, retryable=False)
    return CallError(ErrorType.TOOL_CRASH, message, retryable=False)
