"""Every call a review makes to a model: which provider answers it (built with the review's HTTP client), the
request, admission against the budget, the charge, the calls log and the recorder.

The reviewers of a cycle run through ``runner`` (all at once, streaming to the front ends); a helper call — a
repair, the arbiter, a verifier, the fixer — is one ``consult``. Both are charged here, as each call ends.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import sqlite3
from collections.abc import AsyncIterator, Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from xreview.config.models import ModelConfig
from xreview.config.resolve import Resolution, data_dir
from xreview.core.budget import EXPECTED_OUTPUT_TOKENS, Budget, estimate_tokens
from xreview.core.errors import ErrorType
from xreview.core.model import Issue
from xreview.core.report import CycleRecord, ReviewRecord
from xreview.core.synthesis import decide_severity
from xreview.providers.base import Provider, ProviderResult, ReviewRequest
from xreview.providers.registry import HTTP_PROVIDERS, create_provider, is_supported
from xreview.session.cache import UNCACHED, CachingProvider, ResponseCache, open_cache
from xreview.session.events import LogFailed, SessionListener
from xreview.session.limits import LimitedProvider
from xreview.session.recorder import Recorder
from xreview.session.runner import CycleRunner, ModelFailed, ModelFinished, RunnerEvent, call_model

if TYPE_CHECKING:
    import httpx


def _cache(resolution: Resolution) -> ResponseCache | None:
    """The response cache, unless switched off (`--no-cache`, `cache: {enabled: false}`) or unusable."""
    if not resolution.get("cache.enabled"):
        return None
    try:
        return open_cache(data_dir(), ttl_days=float(resolution.get("cache.ttl_days")), max_mb=float(resolution.get("cache.max_mb")))
    except (OSError, sqlite3.Error):
        return None  # a read-only or broken data dir: review without a cache rather than not at all


def estimate_call(model: ModelConfig, prompt: str) -> float:
    """What one call of ``model`` with ``prompt`` is expected to cost (0 when its price is unknown)."""
    if model.price is None:
        return 0.0
    return model.price.cost(estimate_tokens(prompt), model.max_output_tokens or EXPECTED_OUTPUT_TOKENS)


def review_record(result: ProviderResult) -> ReviewRecord:
    """How a call is reported: its outcome, cost, tokens and time (never its text)."""
    return ReviewRecord(
        model=result.model,
        status="success" if result.ok else "skipped" if result.refused else "error",
        error_type=result.error_type.value if result.error_type else None,
        error=result.error,
        latency_ms=result.latency_ms,
        retries=result.retries,
        tokens_in=result.tokens_in,
        tokens_out=result.tokens_out,
        cost_usd=result.cost_usd,
        cut_at=result.cut_at,
        malformed_events=result.malformed_events,
        cached=result.cached,
    )


class ModelCaller:
    """Makes the calls of one review. ``providers`` (tests pass their own) are used as given; any other is
    built on first use, with the shared HTTP client once ``http_client`` is open."""

    def __init__(self, resolution: Resolution, budget: Budget, listener: SessionListener, *, path: Path,
                 clock: Callable[[], datetime], session_id: str, on_event: Callable[[RunnerEvent], None],
                 providers: dict[str, Provider] | None = None, calls_log: Path | None = None,
                 record: Path | None = None) -> None:
        self.resolution = resolution
        self.budget = budget
        self.listener = listener
        self.path = path
        self.clock = clock
        self.session_id = session_id
        self.providers: dict[str, Provider] = dict(providers or {})
        self.calls_log = calls_log
        self.recorder = Recorder(record) if record is not None else None
        self.on_event = on_event  # the session's own handling of a reviewer's events, after the charge
        self.runner = CycleRunner(self._on_event)
        self.keep_sessions = False  # AI CLI tools keep their sessions for a later turn (a discussion's rounds)
        self.cache = _cache(resolution)
        self.auth_failed: dict[str, str] = {}  # model id -> the command that fixes its credentials (refused this session)
        self._client: httpx.AsyncClient | None = None
        self._built: set[str] = set()  # the providers built on ``_client``

    def _on_event(self, event: RunnerEvent) -> None:
        if isinstance(event, ModelFinished | ModelFailed):
            # charged as each call ends, before anyone hears of it: the budget is the one figure of money spent
            self.budget.charge(event.result.cost_usd)
        if self.recorder is not None:
            self.recorder(event)
        self.on_event(event)

    @contextlib.asynccontextmanager
    async def http_client(self) -> AsyncIterator[None]:
        """One connection pool for every HTTP provider of the review (none when no model needs it)."""
        if not any(model.provider in HTTP_PROVIDERS for model in self.resolution.model_configs.values()):
            yield
            return
        import httpx

        async with httpx.AsyncClient(limits=httpx.Limits(max_connections=64, max_keepalive_connections=16)) as client:
            self._client = client
            try:
                yield
            finally:
                self._client = None
                for model_id in self._built:  # built on this client, now closed: a later call builds them again
                    self.providers.pop(model_id, None)
                self._built.clear()

    def provider(self, model: ModelConfig) -> Provider:
        if model.id not in self.providers:
            provider = create_provider(model, client=self._client)
            if model.provider not in UNCACHED:  # (the built-in checkers and cassettes are local and free)
                provider = LimitedProvider(provider, per_provider=int(self.resolution.get("execution.max_concurrent")),
                                           per_model=int(self.resolution.get("execution.max_concurrent_model")))
                if self.cache is not None:
                    provider = CachingProvider(provider, self.cache)
            self.providers[model.id] = provider
            if self._client is not None:
                self._built.add(model.id)
        return self.providers[model.id]

    def request(self, model: ModelConfig, system: str, user: str, text: str) -> ReviewRequest:
        return ReviewRequest(
            system=system,
            user=user,
            artifact_text=text,
            artifact_path=self.path,
            stage=self.resolution.stage.value,
            timeout_seconds=model.timeout_seconds or float(self.resolution.get("execution.timeout_seconds")),
            retry_attempts=int(self.resolution.get("execution.retry_attempts")),
            keep_session=self.keep_sessions,
        )

    def admit(self, model: ModelConfig, prompt: str, reserved: float, record: CycleRecord) -> float | None:
        """The call's estimated cost if it may be made; None (and a skipped record) when it may not."""
        tokens = estimate_tokens(prompt)
        answer = model.max_output_tokens or EXPECTED_OUTPUT_TOKENS
        if model.context_window and tokens + answer > model.context_window:
            record.reviews.append(ReviewRecord(
                model.id, "skipped", ErrorType.CONTEXT_TOO_LARGE.value,
                f"the prompt is about {tokens:,} tokens and the answer needs room for {answer:,}; "
                f"{model.id}'s context window is {model.context_window:,}",
            ))
            return None
        estimate = estimate_call(model, prompt)
        refusal = self.budget.refusal(reserved + estimate)
        if refusal:
            record.reviews.append(ReviewRecord(model.id, "skipped", ErrorType.COST_LIMIT_EXCEEDED.value, refusal))
            return None
        return estimate

    def can_consult(self, model_id: str) -> bool:
        """A model that answers a free-form question (not a built-in checker or a replayed cassette)."""
        model = self.resolution.model_configs.get(model_id)
        return model is not None and model.enabled and is_supported(model) and model.provider not in ("builtin", "replay")

    async def consult(self, model_id: str, system: str, user: str, text: str, purpose: str, record: CycleRecord,
                      reserved: float = 0.0) -> tuple[ProviderResult | None, ReviewRecord]:
        """Ask one model one question under the budget; its call is recorded with ``purpose``."""
        model = self.resolution.model_configs[model_id]
        refusal = self.budget.refusal(reserved + estimate_call(model, system + user))
        if refusal:
            entry = ReviewRecord(model_id, "skipped", ErrorType.COST_LIMIT_EXCEEDED.value, refusal, purpose=purpose)
            record.assists.append(entry)
            return None, entry
        request = self.request(model, system, user, text)
        result = await call_model(model_id, self.provider(model), request, cancel_is_failure=False)
        self.budget.charge(result.cost_usd)
        entry = review_record(result)
        entry.purpose = purpose
        record.assists.append(entry)
        return result, entry

    async def consult_or_fallback(self, model_id: str, system: str, user: str, text: str, purpose: str,
                                  record: CycleRecord) -> tuple[ProviderResult | None, ReviewRecord]:
        """``consult``, then each of the model's fallbacks in turn while it fails (not when the budget or the
        context window refused it: another model cannot help with that)."""
        result, entry = await self.consult(model_id, system, user, text, purpose, record)
        for fallback_id in self.resolution.model_configs[model_id].fallback:
            if result is None or result.ok or result.error_type in (ErrorType.CONTEXT_TOO_LARGE, ErrorType.COST_LIMIT_EXCEEDED):
                break
            if self.can_consult(fallback_id):
                result, entry = await self.consult(fallback_id, system, user, text, purpose, record)
                entry.stood_in_for = model_id
        return result, entry

    def log_decisions(self, n: int, issues: list[Issue]) -> None:
        """Append what cycle ``n`` decided for each issue to ``decisions.jsonl`` beside the calls log: its models,
        status, whether the person accepted it, and a changed severity (read by `xreview stats`)."""
        if self.calls_log is None or not issues:
            return
        now = self.clock().isoformat(timespec="seconds")
        lines = [json.dumps({
            "ts": now, "session": self.session_id, "artifact": str(self.path.resolve()), "cycle": n, "issue": i.id,
            "severity": i.severity.value, "severity_changed": i.severity is not decide_severity([s.as_item() for s in i.sources])[0],
            "models": i.models, "status": i.status.value, "accepted": i.accepted, "resolution": i.resolution,
        }, ensure_ascii=False) + "\n" for i in issues]
        try:
            with (self.calls_log.parent / "decisions.jsonl").open("a", encoding="utf-8") as handle:
                handle.write("".join(lines))
        except OSError as exc:
            self.listener(LogFailed(f"{self.calls_log.parent / 'decisions.jsonl'}: {exc.strerror}"))

    def log_calls(self, n: int, calls: list[ReviewRecord], prompt: str) -> None:
        """Append one JSON line per call to the calls log in the data dir (never a key, never the text)."""
        if self.calls_log is None:
            return
        digest = hashlib.sha256(prompt.encode("utf-8")).hexdigest()[:16]
        now = self.clock().isoformat(timespec="seconds")
        lines = []
        for review in calls:
            config = self.resolution.model_configs.get(review.model)
            lines.append(json.dumps({
                "ts": now, "session": self.session_id, "artifact": str(self.path.resolve()), "cycle": n,
                "model": review.model, "provider": config.provider if config else None,
                "model_name": config.model if config else None, "prompt_sha256": digest,
                "tokens_in": review.tokens_in, "tokens_out": review.tokens_out, "cost_usd": round(review.cost_usd, 6),
                "latency_ms": review.latency_ms, "retries": review.retries, "outcome": review.status,
                "error_type": review.error_type, "error": review.error, "stood_in_for": review.stood_in_for,
                "purpose": review.purpose, "cached": review.cached,
            }, ensure_ascii=False))
        try:
            self.calls_log.parent.mkdir(parents=True, exist_ok=True)
            with self.calls_log.open("a", encoding="utf-8") as handle:
                handle.write("".join(line + "\n" for line in lines))
        except OSError as exc:
            self.listener(LogFailed(f"{self.calls_log}: {exc.strerror}"))
            self.calls_log = None
