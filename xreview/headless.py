"""The headless front end: progress lines on stderr while the session runs."""

from __future__ import annotations

import sys
import time
from typing import TextIO

from xreview.core.report import severity_counts
from xreview.core.text import clean_text
from xreview.session import (
    AnswerCut,
    ArtifactWritten,
    Consulted,
    CycleCompleted,
    CycleStarted,
    FallbackStarted,
    FixesApplied,
    LogFailed,
    ModelSkipped,
    ReviewUnreadable,
    RoundCompleted,
    RoundStarted,
    SessionEvent,
    WriteFailed,
)
from xreview.session.runner import (
    ModelChunk,
    ModelFailed,
    ModelFinished,
    ModelRetrying,
    ModelStarted,
)


class HeadlessProgress:
    """Turns session events into one progress line each (chunks are not printed)."""

    def __init__(self, stream: TextIO | None = None, *, quiet: bool = False, prefix: str = "") -> None:
        self.stream = stream or sys.stderr
        self.quiet = quiet
        self.prefix = prefix  # several artifacts at once: each line says which
        self.started = time.monotonic()
        self.width = 8

    def _print(self, text: str) -> None:
        if not self.quiet:
            print(clean_text(self.prefix + text), file=self.stream, flush=True)  # the last gate before the terminal

    def __call__(self, event: SessionEvent) -> None:
        if isinstance(event, ModelChunk):
            return
        if isinstance(event, CycleStarted):
            self.width = max([8, *(len(m) for m in event.models)])
            estimate = f", estimated ${event.estimate_usd:.4f}" if event.estimate_usd else ""
            self._print(f"cycle {event.n} of at most {event.max_cycles}: {len(event.models)} model(s) in parallel{estimate}")
        elif isinstance(event, ModelStarted):
            self._print(f"  {event.model:<{self.width}} started")
        elif isinstance(event, ModelRetrying):
            self._print(f"  {event.model:<{self.width}} retrying in {event.delay_seconds:.1f}s (attempt {event.attempt}): {event.reason}")
        elif isinstance(event, ModelFinished):
            r = event.result
            detail = [f"{r.tokens_in}/{r.tokens_out} tokens"] if r.tokens_in or r.tokens_out else []
            detail += [f"${r.cost_usd:.4f}"] if r.cost_usd else []
            detail += [f"{r.malformed_events} malformed event(s) after the end, ignored"] if r.malformed_events else []
            extra = f" ({', '.join(detail)})" if detail else ""
            if r.cached:
                self._print(f"  {event.model:<{self.width}} cached: the same request was answered before, free")
            else:
                self._print(f"  {event.model:<{self.width}} done in {r.latency_ms} ms{extra}")
        elif isinstance(event, ModelFailed):
            r = event.result
            kind = r.error_type.value if r.error_type else "cancelled"
            self._print(f"  {event.model:<{self.width}} failed: {kind} — {r.error}")
        elif isinstance(event, ModelSkipped):
            self._print(f"  {event.model:<{self.width}} skipped: {event.reason}")
        elif isinstance(event, AnswerCut):
            self._print(f"  {event.model:<{self.width}} cut: {event.note}")
        elif isinstance(event, ReviewUnreadable):
            self._print(f"  {event.model:<{self.width}} unreadable: {event.reason}")
        elif isinstance(event, FallbackStarted):
            self._print(f"  {event.model:<{self.width}} stands in for {event.stands_in_for} ({event.reason})")
        elif isinstance(event, LogFailed):
            self._print(f"warning: cannot append to the calls log: {event.message}")
        elif isinstance(event, Consulted):
            self._print(f"  {event.purpose} {event.model}: {event.outcome}")
        elif isinstance(event, FixesApplied):
            resolved = f"; resolved {', '.join(event.resolved)}" if event.resolved else ""
            self._print(f"fixed {event.path}: {event.applied} edit(s) applied{resolved} (`xreview undo {event.path}` puts it back)")
        elif isinstance(event, ArtifactWritten):
            self._print(f"wrote {event.path}: {event.summary}")
        elif isinstance(event, WriteFailed):
            self._print(f"not writing the artifact: {event.message}")
        elif isinstance(event, RoundStarted):
            what = "review" if event.n == 1 else "cross-verification"
            self._print(f"round {event.n} of at most {event.rounds} ({what}, {event.mode}): {', '.join(event.models)}")
        elif isinstance(event, RoundCompleted):
            self._round(event)
        elif isinstance(event, CycleCompleted):
            issues = event.record.issues
            blocking = sum(1 for i in issues if i.blocking)
            self._print(
                f"cycle {event.record.n}: {len(issues)} issue(s) ({severity_counts(issues)}), "
                f"{blocking} blocking; spent ${event.spent_usd:.4f}"
            )
            if event.decision.stop and event.decision.reason is not None:
                elapsed = time.monotonic() - self.started
                self._print(f"stop: {event.decision.reason.value} — {event.decision.explanation} ({elapsed:.1f}s)")

    def _round(self, event: RoundCompleted) -> None:
        r = event.record
        c = r.convergence
        detail = (f"agreement {c.agreement_ratio:.2f}, confidence {c.mean_confidence:.2f}, "
                  f"{c.new_insights} new issue(s)") if r.round > 1 else f"{len(r.issues)} issue(s) to discuss"
        disputed = f"; {c.disputed} disputed" if c.disputed else ""
        self._print(f"round {r.round}: convergence {c.score:.2f} ({detail}) -> {c.recommendation}{disputed}")
        for model in r.abstained:
            self._print(f"  {model:<{self.width}} abstains this round")
        if r.note:
            self._print(f"  {r.note}")
        for question in r.questions:
            self._print(f"  question: {question}")
