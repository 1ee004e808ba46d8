"""`xreview mcp`: the review specification's MCP server, served by xreview itself (stdio).

Three tools, on the official SDK (``mcp`` 2.x, the optional ``xreview[mcp]``
extra):

- ``list_models`` — the configured models and whether each can review now
  (the health check of ``xreview models --check``);
- ``review`` — a document's text sent to several models in parallel: each
  model's answer, tokens, latency and cost, and the synthesized issues;
- ``review_artifact`` — one full headless cycle on a Markdown file in the
  working tree, with the report of ``--format json`` and, when asked, the
  Issue Log and Review Log written back.

Calls go through the same providers, retries, budget and calls log as the
cockpit; the per-session budget spans the server's life. Progress is
reported as each model finishes. Every failure comes back as a tool error
whose message starts with its type (``unknown_model: …``,
``invalid_request: …``, ``internal_error: …``), never as a traceback; a
request with a lone surrogate escape is read with U+FFFD in its place rather
than dropped unanswered; a key never appears in a result. Nothing is printed
on stdout, which carries the protocol.
"""

from __future__ import annotations

import asyncio
import functools
import io
import os
import re
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, TypeVar

from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel, Field

from xreview.config.resolve import PromptSource, Resolution, ResolveOptions, load_models, resolve
from xreview.core.text import one_line
from xreview.errors import ConfigError, UsageError, XReviewError
from xreview.session import ModelSkipped, ReviewSession, SessionEvent
from xreview.session.runner import ModelFailed, ModelFinished

Result = TypeVar("Result")

INSTRUCTIONS = (
    "xreview sends a design document to several LLMs in parallel and merges their findings into one list of "
    "issues (deduplicated, with consensus, severity, complexity and the action to take). Use list_models to see "
    "which models are available, review to review text you have, review_artifact to review a Markdown file in "
    "the working tree (and write the Issue Log and Review Log into it with write=true)."
)


class ModelEntry(BaseModel):
    id: str
    provider: str
    model: str
    available: bool
    health: str = Field(description="ready, degraded, or why it cannot review")
    reason: str


class ModelList(BaseModel):
    models: list[ModelEntry]
    models_file: str


class TokensUsed(BaseModel):
    input: int
    output: int


class ModelResult(BaseModel):
    model: str
    status: str = Field(description="success, error or skipped")
    response: str | None = Field(description="the model's whole review text; null when it failed")
    tokens_used: TokensUsed
    latency_ms: int
    timestamp: str = Field(description="when the answer ended (UTC, ISO 8601)")
    cost_usd: float
    error_type: str | None = None
    error: str | None = Field(default=None, description="why the model failed (on failure)")
    retries_attempted: int = Field(default=0, description="retries made before the final status")


class ReviewResult(BaseModel):
    """The review specification's answer (reviews, models_called, parallel, total_latency_ms); cost_usd and issues
    are xreview's additions."""

    reviews: list[ModelResult]
    models_called: list[str]
    parallel: bool
    total_latency_ms: int
    cost_usd: float
    issues: list[dict[str, Any]] = Field(description="the synthesized issues, as in xreview's JSON report")


class ArtifactReview(BaseModel):
    report: dict[str, Any] = Field(description="xreview.report/1, as `xreview review --format json` prints it")
    artifact_written: bool
    prompt: str = Field("", description="the review prompt used and where it came from (a prompt server, a file, "
                                        "the built-in one; a prompt server's failure says why)")


def _error(kind: str, message: str) -> ToolError:
    return ToolError(f"{kind}: {message}")


def _as_tool_error(exc: XReviewError) -> ToolError:
    text = str(exc).replace("--models: ", "models: ")
    if "unknown model" in text:
        kind = "unknown_model"
    elif "looks like" in text and ("key" in text or "secret" in text or "credential" in text):
        kind = "secret_in_artifact"
    elif isinstance(exc, ConfigError):
        kind = "config_error"
    elif isinstance(exc, UsageError):
        kind = "invalid_request"
    else:
        kind = "artifact_error"
    return _error(kind, text)


class XReviewMCP:
    """The server's state: where it runs, and the money spent this session."""

    def __init__(self, root: Path) -> None:
        self.root = root.resolve()
        self.spent_session = 0.0
        self.server = MCPServer("xreview", instructions=INSTRUCTIONS)
        for tool in (self.list_models, self.review, self.review_artifact):
            self.server.tool(description=_doc(tool))(_typed(tool))

    # -- tools ----------------------------------------------------------------

    async def list_models(self) -> ModelList:
        """The configured models (and the built-in reviewers) with provider, model id and whether each can review now."""
        from xreview.providers.health import check_all

        try:
            configured, path = load_models(None)
        except XReviewError as exc:
            raise _as_tool_error(exc) from None
        checks = await check_all(list(configured.values()))
        return ModelList(
            models=[
                ModelEntry(id=m.id, provider=m.vendor or m.provider, model=m.model, available=health in ("ready", "degraded"),
                           health=health, reason=reason)
                for m, (health, reason) in zip(configured.values(), checks, strict=True)
            ],
            models_file=str(path),
        )

    async def review(self, models: list[str], artifact_content: str, prompt: str, ctx: Context,
                     timeout: float | None = None) -> ReviewResult:
        """Send artifact_content to every model in `models` in parallel with the review `prompt`; return each
        model's answer (status, response text, tokens, latency, timestamp, cost, error type) and the issues
        synthesized across them. `timeout` (seconds) bounds each model's answer."""
        if not models:
            raise _error("invalid_request", "models is empty: name at least one model (see list_models)")
        if not artifact_content.strip():
            raise _error("invalid_request", "artifact_content is empty")
        if timeout is not None and timeout <= 0:
            raise _error("invalid_request", f"timeout must be positive, not {timeout}")
        with tempfile.TemporaryDirectory(prefix="xreview-mcp-") as folder:
            path = Path(folder) / "artifact.md"
            path.write_text(artifact_content, encoding="utf-8")
            options = ResolveOptions(artifact=str(path), models=models, min_cycles=1, max_cycles=1, cwd=self.root,
                                     prompt_source=PromptSource("review tool prompt", prompt), timeout_seconds=timeout,
                                     given_by="review tool")
            try:
                session, results, progress = self._session(self._resolve(options), ctx, write=False)
                started = time.perf_counter()
                report = await self._run(session, progress)
            except ToolError as exc:  # name the argument, not the scratch file holding it
                raise ToolError(str(exc).replace(str(path), "artifact_content")) from None
        total = int((time.perf_counter() - started) * 1000)
        cycle = report.cycles[0] if report.cycles else None
        entries = []
        for record in cycle.reviews if cycle else []:
            finished = results.get(record.model, {})
            entries.append(ModelResult(
                model=record.model, status=record.status, response=finished.get("text"),
                tokens_used=TokensUsed(input=record.tokens_in, output=record.tokens_out), latency_ms=record.latency_ms,
                timestamp=finished.get("at") or _now(), cost_usd=round(record.cost_usd, 6),
                error_type=record.error_type, error=record.error, retries_attempted=record.retries,
            ))
        return ReviewResult(
            reviews=entries, models_called=[e.model for e in entries if e.status != "skipped"], parallel=True,
            total_latency_ms=total, cost_usd=round(report.cost_usd, 6),
            issues=[i.as_dict() for i in (cycle.issues if cycle else [])],
        )

    async def review_artifact(self, path: str, ctx: Context, stage: str | None = None, models: list[str] | None = None,
                              write: bool = False) -> ArtifactReview:
        """Run one full review cycle on the Markdown file at `path` (inside the working tree) with its configured
        prompt and models (or `models`), and return xreview's JSON report. With write=true the Issue Log and
        Review Log are written into the file (atomically; nothing else in it changes)."""
        target = self._inside(path)
        if not target.is_file():
            raise _error("invalid_request", f"{_shown(path)}: no such file in the working tree")
        options = ResolveOptions(artifact=str(target), stage=stage, models=models or None, min_cycles=1, max_cycles=1,
                                 cwd=self.root)
        resolution = self._resolve(options)
        if "prompt_server.command" in resolution.settings:
            from xreview.session.prompt_source import with_server_prompts_async

            [resolution] = await with_server_prompts_async([resolution])
        session, _results, progress = self._session(resolution, ctx, write=write)
        report = await self._run(session, progress)
        prompt = f"{resolution.prompt.value.label} ({resolution.prompt.origin})"
        return ArtifactReview(report=report.as_dict(), artifact_written=report.artifact_written, prompt=prompt)

    def _inside(self, path: str) -> Path:
        """``path`` resolved inside the working tree, or a typed tool error saying why not."""
        if "\0" in path:
            raise _error("invalid_request", "path holds a NUL byte; name a Markdown file in the working tree")
        if len(path) > _MAX_PATH or any(len(part) > _MAX_NAME for part in Path(path).parts):
            raise _error("invalid_request", f"path is too long ({len(path):,} characters): name a Markdown file in the "
                         "working tree")
        try:
            target = (self.root / path).resolve() if not Path(path).is_absolute() else Path(path).resolve()
        except (OSError, RuntimeError, ValueError) as exc:  # a link loop, a name the system refuses
            raise _error("invalid_request", f"{_shown(path)}: cannot be resolved ({exc})") from None
        if not target.is_relative_to(self.root):
            raise _error("path_refused", f"{_shown(path)} is outside the working tree {self.root}; only files under it "
                         "can be reviewed")
        return target

    # -- running a review -----------------------------------------------------------------

    @staticmethod
    def _resolve(options: ResolveOptions) -> Resolution:
        from xreview.providers.registry import usable

        try:
            return resolve(options, usable=usable)
        except XReviewError as exc:
            raise _as_tool_error(exc) from None

    def _session(self, resolution: Resolution, ctx: Context, *,
                 write: bool) -> tuple[ReviewSession, dict[str, dict[str, str]], list[asyncio.Task[None]]]:
        budget = resolution.limits.budget(spent_session=self.spent_session)
        results: dict[str, dict[str, str]] = {}
        progress: list[asyncio.Task[None]] = []
        total = len(resolution.models.value)
        done: list[str] = []

        def listen(event: SessionEvent) -> None:
            if isinstance(event, ModelFinished | ModelFailed | ModelSkipped):
                model = event.model
                if isinstance(event, ModelFinished):
                    results[model] = {"text": event.result.text, "at": _now()}
                else:
                    results[model] = {"at": _now()}
                done.append(model)
                outcome = "done" if isinstance(event, ModelFinished) else "skipped" if isinstance(event, ModelSkipped) else (
                    f"failed ({event.result.error_type.value if event.result.error_type else 'cancelled'})")
                progress.append(asyncio.ensure_future(
                    ctx.report_progress(len(done), max(total, len(done)), message=f"{model} {outcome}")))

        try:
            session = ReviewSession(resolution, listener=listen, write=write, budget=budget)
            session.preflight()
        except XReviewError as exc:
            raise _as_tool_error(exc) from None
        return session, results, progress

    async def _run(self, session: ReviewSession, progress: list[asyncio.Task[None]]):  # type: ignore[no-untyped-def]
        before = session.budget.spent_session
        try:
            report = await session.run()
        except XReviewError as exc:
            raise _as_tool_error(exc) from None
        finally:
            self.spent_session += session.budget.spent_session - before
            if progress:
                await asyncio.gather(*progress, return_exceptions=True)
        if report.reviews_obtained == 0 and report.cycles:
            reasons = "; ".join(f"{r.model}: {r.error_type or r.status} — {r.error}" for r in report.cycles[0].reviews)
            kind = report.cycles[0].reviews[0].error_type if report.cycles[0].reviews else None
            raise _error(kind or "no_review", f"no model could review: {reasons}")
        return report


_MAX_PATH = 4096  # PATH_MAX on Linux: anything longer cannot name a file
_MAX_NAME = 255  # NAME_MAX: one component


def _shown(path: str) -> str:
    """A path argument as an error message quotes it: short, one line."""
    return one_line(path, 120)


def _typed(tool: Callable[..., Awaitable[Result]]) -> Callable[..., Awaitable[Result]]:
    """Every failure of ``tool`` as a typed tool error (``kind: message``) and never a traceback in the log: the
    ones the tools name themselves, xreview's own errors by their kind, anything else as ``internal_error``."""

    @functools.wraps(tool)
    async def typed(*args: Any, **kwargs: Any) -> Result:
        try:
            return await tool(*args, **kwargs)
        except ToolError:
            raise
        except XReviewError as exc:
            raise _as_tool_error(exc) from None
        except (OSError, ValueError, UnicodeError) as exc:
            raise _error("invalid_request", one_line(f"{type(exc).__name__}: {exc}", 300)) from None
        except Exception as exc:  # noqa: BLE001 - a bug must still answer the call, typed
            raise _error("internal_error", one_line(f"{type(exc).__name__}: {exc}", 300)) from None

    return typed


def _doc(func: Any) -> str:
    return " ".join((func.__doc__ or "").split())


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


_ESCAPE = re.compile(r"\\(?:u([0-9a-fA-F]{4})|.)", re.S)


def repair_surrogates(line: str) -> str:
    """A JSON-RPC line with every lone surrogate escape (``\\ud800`` without its pair) made U+FFFD: the SDK's
    JSON parser refuses the whole message otherwise, and a message it cannot read gets no answer at all."""
    if "\\u" not in line and "\\U" not in line:
        return line
    escapes = list(_ESCAPE.finditer(line))
    out: list[str] = []
    last = 0
    index = 0
    while index < len(escapes):
        match = escapes[index]
        code = int(match.group(1), 16) if match.group(1) else None
        if code is not None and 0xD800 <= code <= 0xDBFF:
            after = escapes[index + 1] if index + 1 < len(escapes) else None
            low = int(after.group(1), 16) if after is not None and after.group(1) else None
            if after is not None and after.start() == match.end() and low is not None and 0xDC00 <= low <= 0xDFFF:
                index += 2  # a proper pair
                continue
        if code is not None and 0xD800 <= code <= 0xDFFF:
            out.append(line[last:match.start()] + "\\ufffd")
            last = match.end()
        index += 1
    return "".join(out) + line[last:]


class _RepairedLines(io.TextIOWrapper):
    def readline(self, size: int = -1) -> str:  # type: ignore[override]
        return repair_surrogates(super().readline(size))


def serve(root: Path | None = None) -> None:
    """Run the server on stdio until the client goes away."""
    import anyio
    from mcp.server.stdio import stdio_server

    app = XReviewMCP(root or Path.cwd())
    wire = os.dup(0)  # the protocol's stdin, read here; fd 0 itself points at /dev/null so no child reads the wire
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    stdin = anyio.wrap_file(_RepairedLines(open(wire, "rb", buffering=0, closefd=True), encoding="utf-8", errors="replace"))

    async def main() -> None:
        async with stdio_server(stdin=stdin) as (read_stream, write_stream):
            lowlevel = app.server._lowlevel_server  # noqa: SLF001 - the SDK's own run_stdio_async, with this stdin
            await lowlevel.run(read_stream, write_stream, lowlevel.create_initialization_options())

    anyio.run(main)
