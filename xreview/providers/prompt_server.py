"""Review prompts from an MCP prompt server (``prompt_server:`` in the project config): the ACM server's
``get_review_prompt(stage, phase)``, or any server with a tool of that shape.

The server is started on stdio through the official MCP client (the optional ``xreview[mcp]`` extra), with the
minimal environment the AI command-line tools get, once per run: every stage the run needs is asked in the
same session, under one deadline, and the server is stopped on every way out (answer, error, timeout, Ctrl-C)
— the SDK closes its stdin, then terminates and kills its process tree. A failure is never raised: it comes
back as the reason, in one line, for the caller to fall back on the next source and say so.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from xreview.core.prompt import prompt_problem
from xreview.core.text import clean_text, one_line
from xreview.providers.cli_tools import child_env

DEFAULT_TOOL = "get_review_prompt"
DEFAULT_PHASE = "external"
DEFAULT_TIMEOUT = 15.0


@dataclass(frozen=True)
class PromptServer:
    command: list[str]
    tool: str = DEFAULT_TOOL
    phase: str = DEFAULT_PHASE
    timeout: float = DEFAULT_TIMEOUT
    cwd: Path | None = None  # where it runs: the project's folder

    def label(self, stage: str) -> str:
        return f"prompt server {self.tool}({stage}, {self.phase})"


@dataclass(frozen=True)
class Fetched:
    """What the server gave for one stage: the prompt, or why there is none."""

    text: str | None
    reason: str = ""
    took_ms: int = 0


def fetch_prompts(server: PromptServer, stages: list[str]) -> dict[str, Fetched]:
    """Each stage's prompt from ``server`` (started once, stopped before this returns)."""
    return asyncio.run(fetch_prompts_async(server, stages))


async def fetch_prompts_async(server: PromptServer, stages: list[str]) -> dict[str, Fetched]:
    wanted = list(dict.fromkeys(stages))
    env = child_env(None, None, None)
    if not server.command or shutil.which(server.command[0], path=env.get("PATH")) is None:
        return _all(wanted, f"cannot start it: `{server.command[0] if server.command else ''}` is not on PATH")
    try:
        from mcp import Client, StdioServerParameters
        from mcp.client.stdio import stdio_client
    except ImportError:
        return _all(wanted, "the MCP client is not installed: pip install 'xreview[mcp]'")
    found: dict[str, Fetched] = {}
    with tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as errlog:
        params = StdioServerParameters(command=server.command[0], args=server.command[1:], env=env,
                                       cwd=str(server.cwd) if server.cwd else None, encoding_error_handler="replace")
        try:
            async with asyncio.timeout(server.timeout):
                async with Client(stdio_client(params, errlog=errlog)) as client:
                    for stage in wanted:
                        started = time.perf_counter()
                        result = await client.call_tool(server.tool, {"stage": stage, "phase": server.phase})
                        found[stage] = _read(server, result, int((time.perf_counter() - started) * 1000))
        except TimeoutError:
            return _all(wanted, f"no answer within {server.timeout:g} s{_said(errlog)}", found)
        except Exception as exc:  # noqa: BLE001 - a server's failure, whatever its shape, is a reason to fall back
            return _all(wanted, f"{_why(exc)}{_said(errlog)}", found)
    return found


def _all(stages: list[str], reason: str, found: dict[str, Fetched] | None = None) -> dict[str, Fetched]:
    reason = one_line(clean_text(reason), 240)
    return {stage: (found or {}).get(stage) or Fetched(None, reason) for stage in stages}


def _read(server: PromptServer, result: Any, took_ms: int) -> Fetched:
    """The prompt in a tool result: its structured ``prompt`` (or ``result``) string, else its text content."""
    texts = [block.text for block in (result.content or []) if getattr(block, "type", "") == "text"]
    if result.is_error:
        said = " ".join(texts).strip() or "no message"
        return Fetched(None, one_line(clean_text(f"{server.tool} answered an error: {said}"), 240))
    structured = result.structured_content if isinstance(result.structured_content, dict) else {}
    text = next((v for k in ("prompt", "result", "text") if isinstance(v := structured.get(k), str)), None)
    if text is None:
        text = "\n".join(texts)
    problem = prompt_problem(text)
    if problem is not None:
        return Fetched(None, f"{server.tool}: {problem}")
    return Fetched(text, took_ms=took_ms)


def _why(exc: BaseException) -> str:
    """One line for an exception out of the client, a group's first leaf included."""
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    if isinstance(exc, OSError):
        return f"cannot start it: {exc.strerror or exc}"
    message = str(exc).strip()
    closed = type(exc).__name__ in ("ClosedResourceError", "BrokenResourceError", "EndOfStream")
    if closed or not message or message.lower().startswith("connection closed"):
        return "the server stopped before answering"
    return f"the server failed: {message}"


def _said(errlog: IO[str]) -> str:
    """The last line the server wrote on stderr, as a hint."""
    try:
        errlog.flush()
        errlog.seek(0)
        lines = [line.strip() for line in errlog.read()[-4000:].splitlines() if line.strip()]
    except (OSError, ValueError):
        return ""
    return f" (it said: {lines[-1]})" if lines else ""


def server_from_settings(settings: dict[str, Any], cwd: Path | None) -> PromptServer | None:
    """The configured prompt server (``prompt_server.command`` and friends, as ``Setting`` values), or None."""
    command = settings.get("prompt_server.command")
    if command is None:
        return None

    def value(key: str, default: Any) -> Any:
        setting = settings.get(f"prompt_server.{key}")
        return setting.value if setting is not None else default

    return PromptServer([os.path.expanduser(part) if i == 0 else part for i, part in enumerate(command.value)],
                        value("tool", DEFAULT_TOOL), value("phase", DEFAULT_PHASE),
                        float(value("timeout_seconds", DEFAULT_TIMEOUT)), cwd)
