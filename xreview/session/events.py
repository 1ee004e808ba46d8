"""What a review session tells its front ends (the cockpit, the headless progress lines, the MCP server), and
the reviewed cycle it hands them for triage. Every model call's own events come from ``runner``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from xreview.core.cycle import Decision
from xreview.core.discussion import RoundRecord
from xreview.core.regroup import Regrouping
from xreview.core.report import CycleRecord
from xreview.session.runner import RunnerEvent


@dataclass(frozen=True)
class CycleStarted:
    n: int
    max_cycles: int
    models: list[str]
    estimate_usd: float = 0.0  # what the calls of this cycle are expected to cost


@dataclass(frozen=True)
class ModelSkipped:
    model: str
    reason: str


@dataclass
class ReviewedCycle:
    """A cycle whose reviews are in and synthesized, waiting to be closed (after triage, in the cockpit)."""

    n: int
    record: CycleRecord
    text: str  # the artifact as it was reviewed
    prompt: str
    voters: list[str]
    skipped_for_budget: bool
    regrouping: Regrouping = field(default_factory=Regrouping)  # the merges and splits made in triage


@dataclass(frozen=True)
class CycleCompleted:
    record: CycleRecord
    decision: Decision
    spent_usd: float


@dataclass(frozen=True)
class ArtifactWritten:
    path: str
    summary: str
    backup: Path | None


@dataclass(frozen=True)
class WriteFailed:
    message: str


@dataclass(frozen=True)
class FallbackStarted:
    model: str
    stands_in_for: str
    reason: str


@dataclass(frozen=True)
class LogFailed:
    message: str


@dataclass(frozen=True)
class FixesApplied:
    path: str
    applied: int
    resolved: list[str]  # issue ids marked resolved
    undo: Path | None


@dataclass(frozen=True)
class AnswerCut:
    """A model's answer passed an output cap (max_answer_chars, max_items_per_answer): what was left out."""

    model: str
    note: str


@dataclass(frozen=True)
class ReviewUnreadable:
    """A model answered, but nothing in the answer could be read as issues or a verdict: it abstains."""

    model: str
    reason: str


@dataclass(frozen=True)
class Consulted:
    """A helper call finished: the arbiter grouped the issues (or not), a verifier gave its opinion."""

    purpose: str  # synthesizer | verify
    model: str
    outcome: str


@dataclass(frozen=True)
class RoundStarted:
    """A discussion round begins (round 1 is the review)."""

    n: int
    rounds: int
    models: list[str]
    mode: str


@dataclass(frozen=True)
class RoundCompleted:
    record: RoundRecord


SessionEvent = (
    RunnerEvent | CycleStarted | ModelSkipped | CycleCompleted | ArtifactWritten | WriteFailed | FallbackStarted | LogFailed
    | Consulted | FixesApplied | ReviewUnreadable | AnswerCut | RoundStarted | RoundCompleted
)
SessionListener = Callable[[SessionEvent], None]
