"""The streaming interface every reviewer implements.

A provider's ``stream`` yields ``TextDelta`` events as text arrives,
``Retrying`` when a transient failure restarts the call (the partial text is
discarded), and ends with exactly one ``Completed`` carrying the result.
"""

from __future__ import annotations

import contextlib
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

from xreview.config.models import ModelConfig
from xreview.core.errors import ErrorType


@dataclass(frozen=True)
class ReviewRequest:
    """What a reviewer is asked: the prompt, and the artifact for reviewers that read it directly."""

    system: str
    user: str
    artifact_text: str
    artifact_path: Path
    stage: str
    timeout_seconds: float = 120.0
    retry_attempts: int = 2
    retry_base_seconds: float = 0.5  # first backoff step; doubles per retry, full jitter
    keep_session: bool = False  # an AI CLI tool keeps its session (not --ephemeral), for a later turn to resume
    session: str | None = None  # continue this session of the tool (Codex `exec resume`, Claude Code `--resume`)


@dataclass
class ProviderResult:
    model: str
    text: str = ""
    ok: bool = True
    error_type: ErrorType | None = None
    error: str | None = None
    tokens_in: int = 0
    tokens_out: int = 0
    cost_usd: float = 0.0
    latency_ms: int = 0
    retries: int = 0
    finish_reason: str | None = None
    partial_text: str = field(default="", repr=False)
    cost_source: str = ""  # models.yaml, prices.yaml, reported by the provider, unknown price
    usage_estimated: bool = False  # the provider sent no usage: tokens estimated from the text
    refused: bool = False  # never sent: the credential guard stopped it (see xreview.guard)
    cut_at: int = 0  # the answer passed max_answer_chars: only this many characters were read
    malformed_events: int = 0  # stream events that could not be read, after the answer was complete
    session_id: str = ""  # the AI CLI tool's session, which a later request may resume
    cached: bool = False  # answered from the response cache: no call was made, nothing was paid

    @classmethod
    def failure(cls, model: str, error_type: ErrorType, message: str, **extra: object) -> ProviderResult:
        return cls(model=model, ok=False, error_type=error_type, error=message, **extra)  # type: ignore[arg-type]


@dataclass(frozen=True)
class TextDelta:
    text: str


@dataclass(frozen=True)
class Retrying:
    attempt: int
    delay_seconds: float
    reason: str


@dataclass(frozen=True)
class Completed:
    result: ProviderResult


ProviderEvent = TextDelta | Retrying | Completed


class Provider(ABC):
    """A reviewer: one configured model behind the streaming interface."""

    def __init__(self, config: ModelConfig) -> None:
        self.config = config

    def slot(self, request: ReviewRequest) -> contextlib.AbstractAsyncContextManager[None]:
        """What a call waits for before it starts (a free place among the requests in flight, see
        ``session.limits``); the wait does not count against the call's deadline. None by default."""
        return contextlib.nullcontext()

    @abstractmethod
    def stream(self, request: ReviewRequest) -> AsyncIterator[ProviderEvent]:
        """Review ``request``; yield text as it arrives, then one Completed.

        Receives the system and user messages, the artifact's text and path, the stage, the deadline
        (``timeout_seconds``, which the caller enforces too) and how many retries are allowed.
        Yields ``TextDelta`` for each piece of the answer as it streams (a retry starts the text over, after a
        ``Retrying`` saying why and how long it waits), then exactly one ``Completed`` whose ``ProviderResult``
        carries the whole text, tokens, cost and latency — or ``ok=False`` with an ``ErrorType`` and a message
        that holds no key. It never raises for a failure of the model or the network (those are results); a
        bug that escapes is caught by the runner and reported as ``tool_crash``. A cancel may arrive at any
        ``await``: the provider closes its connection or kills its process and lets it propagate.
        A new provider is a subclass here, a kind in ``providers/registry.py`` (``create_provider``,
        ``unsupported``) and, when it needs configuration, keys in ``config/models.py``."""
