"""A review session: cycles of parallel review, synthesis and the stop rules.

The headless mode and the TUI are two thin front ends over this class: they
listen to its events and render them.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import re
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from xreview.artifact.credentials import find_secrets
from xreview.artifact.document import MarkdownDocument
from xreview.artifact.edits import EditRefused, Placement, apply, diff_lines, place
from xreview.artifact.files import (
    backup_path,
    check_writable,
    pin,
    read_exact,
    read_pinned,
    remove_stale_temps,
    undo_path,
    update_file,
)
from xreview.artifact.issue_log import LogRow, log_status, read_issue_log, source_name
from xreview.artifact.review_log import AUTO_FIXED, EntryIssue, ReviewEntry
from xreview.artifact.writeback import (
    REVIEW_COMPLETE,
    RowValues,
    WritePlan,
    WriteResult,
    apply_plan,
    content_signature,
    without_logs,
)
from xreview.config.models import ModelConfig
from xreview.config.resolve import Resolution, data_dir
from xreview.config.secrets import is_outside
from xreview.core.arbiter import ArbiterError, arbiter_request, parse_clusters
from xreview.core.budget import EXPECTED_OUTPUT_TOKENS, Budget, estimate_tokens
from xreview.core.caps import MAX_ANSWER_CHARS, MAX_ITEMS_PER_ANSWER, cut_note
from xreview.core.cycle import CycleController, CycleOutcome, Decision, StopReason
from xreview.core.errors import ErrorType
from xreview.core.fix import Edit, fixer_request, parse_fix, retry_request
from xreview.core.identity import IssueTracker
from xreview.core.model import Action, Issue, Location, Severity, Status, Verification
from xreview.core.parse import ParsedReview, read_review
from xreview.core.prompt import TrackedRow, build_messages
from xreview.core.regroup import Regrouping
from xreview.core.repair import repair_request
from xreview.core.report import CycleRecord, Report, ReviewRecord, reraise_note
from xreview.core.similarity import Embedder, similarity_matrix
from xreview.core.synthesis import (
    ReviewInput,
    SynthesisResult,
    fingerprint,
    issues_from_groups,
    synthesize,
)
from xreview.core.text import one_line
from xreview.core.verify import (
    apply_verification,
    needs_verification,
    parse_verdict,
    verification_request,
)
from xreview.embedding import load_embedder
from xreview.errors import ArtifactError
from xreview.guard import secret_in
from xreview.paths import display_path
from xreview.providers.base import Provider, ProviderResult, ReviewRequest
from xreview.providers.registry import HTTP_PROVIDERS, create_provider, is_supported
from xreview.recorder import Recorder
from xreview.resources import read_default
from xreview.runner import CycleRunner, ModelFailed, ModelFinished, RunnerEvent, call_model

if TYPE_CHECKING:
    import httpx


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


@dataclass
class ProposedEdit:
    """One edit the fixer proposed for one issue: placed (with its diff) or refused (with why)."""

    issue: Issue | None
    edit: Edit
    note: str
    placement: Placement | None = None
    refusal: str | None = None
    diff: list[str] = field(default_factory=list)
    round: int = 1

    @property
    def ok(self) -> bool:
        return self.placement is not None


@dataclass
class FixProposal:
    """What the fixer proposed for a cycle's accepted auto-fix issues."""

    fixer: str
    text: str  # the artifact the edits were placed in
    edits: list[ProposedEdit] = field(default_factory=list)
    failure: str | None = None  # the fixer could not be asked, or never answered usably


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


SessionEvent = (
    RunnerEvent | CycleStarted | ModelSkipped | CycleCompleted | ArtifactWritten | WriteFailed | FallbackStarted | LogFailed
    | Consulted | FixesApplied | ReviewUnreadable | AnswerCut
)
SessionListener = Callable[[SessionEvent], None]

def _overlap(a: Placement, b: Placement) -> bool:
    return a.start < b.end and b.start < a.end


# Failures a fallback model cannot help with: the prompt or the budget is the problem.
_NO_FALLBACK = (ErrorType.CONTEXT_TOO_LARGE, ErrorType.COST_LIMIT_EXCEEDED)


def estimate_call(model: ModelConfig, prompt: str) -> float:
    """What one call of ``model`` with ``prompt`` is expected to cost (0 when its price is unknown)."""
    if model.price is None:
        return 0.0
    return model.price.cost(estimate_tokens(prompt), model.max_output_tokens or EXPECTED_OUTPUT_TOKENS)


def prompt_for(resolution: Resolution, text: str) -> str:
    """The whole prompt a model gets for ``text`` (for estimates before a review starts)."""
    system, user = build_messages(resolution.prompt.value.text, stage=resolution.stage.value,
                                  artifact_name=Path(resolution.artifact.value).name, artifact_text=text, tracked=[])
    return system + user


def tracked_rows(rows: list[LogRow]) -> list[TrackedRow]:
    """The Issue Log's rows as the prompt lists them ("already tracked")."""
    return [TrackedRow(r.number, r.title, r.severity, r.status) for r in rows]


def read_artifact(path: Path) -> str:
    """The artifact's text as it is on disk now, byte for byte (line endings untouched)."""
    return read_exact(path)


class ReviewSession:
    """Runs the review of one artifact until the stop conditions say it is done."""

    def __init__(
        self,
        resolution: Resolution,
        *,
        listener: SessionListener | None = None,
        providers: dict[str, Provider] | None = None,
        budget: Budget | None = None,
        write: bool = True,
        state_dir: Path | None = None,
        clock: Callable[[], datetime] | None = None,
        calls_log: bool = True,
        record: Path | None = None,
        auto_fix: bool = False,
    ) -> None:
        self.resolution = resolution
        self.auto_fix = auto_fix  # headless: apply the fixer's edits without asking
        self.listener = listener or (lambda event: None)
        self.models: list[ModelConfig] = resolution.selected()
        self.providers = providers if providers is not None else {m.id: create_provider(m) for m in self.models}
        self.budget = budget or resolution.budget()
        self.tracker = IssueTracker(load_embedder())
        self.controller = CycleController(resolution.policy(), self.tracker)
        self.runner = CycleRunner(self._on_model_event)
        self._parsed_early: dict[str, ParsedReview] = {}
        self._repair_tried: set[str] = set()  # reviewers whose answer of this cycle went to a repair call
        self.regrouping = Regrouping()  # the person's merges and splits, applied to every later cycle
        self.path: Path = resolution.artifact.value
        self.pinned = pin(self.path)  # the file reviewed: the logs go there or nowhere, whatever link appears
        self.stale_removed: list[Path] = []  # temporary files of a killed run, removed by preflight
        self.interrupted_by: str | None = None  # what cancelled the review, when not the user (SIGTERM)
        self._last_closed: ReviewedCycle | None = None  # the last cycle whose decisions were applied and logged
        self._last_reviewed: ReviewedCycle | None = None  # the last cycle whose reviews are in (closed or not)
        self._closed_cycles = 0
        self.report = Report(
            artifact=display_path(self.path),
            stage=resolution.stage.value,
            prompt=resolution.prompt.value.label,
            models=[m.id for m in self.models],
        )
        self._seeded = False
        self.write = write
        self.clock = clock or (lambda: datetime.now().astimezone())
        self.backup: Path | None = backup_path(state_dir or data_dir(), self.path) if write else None
        self.undo: Path = undo_path(state_dir or data_dir(), self.path)
        self._backed_up = False
        self._logged: set[str] = set()  # ids of issues that came from the artifact's Issue Log
        self._seen: dict[str, Issue] = {}  # every issue this review raised, latest version, in order
        self._voters: list[str] = []  # reviewers that answered at least once
        self._closed: list[int] = []  # Issue Log rows of earlier reviews this one marked resolved
        self._client: httpx.AsyncClient | None = None  # shared by the HTTP providers while the review runs
        self.session_id = uuid.uuid4().hex[:12]
        self.cycle = 0  # the cycle running now
        self.calls_log: Path | None = (state_dir or data_dir()) / "calls.jsonl" if calls_log else None
        if not write:
            self.report.write_note = "--no-write"
        self.recorder = Recorder(record) if record is not None else None

    def read_text(self) -> str:
        """The artifact's text now, from the file this review pinned at its start (never a link swapped in since)."""
        return read_pinned(self.path, self.pinned)

    def _on_model_event(self, event: RunnerEvent) -> None:
        if isinstance(event, ModelFinished | ModelFailed):
            # charged as each call ends, before anyone hears of it: the budget is the one figure of money spent
            self.budget.charge(event.result.cost_usd)
        if self.recorder is not None:
            self.recorder(event)
        cut = ""
        if isinstance(event, ModelFinished) and event.result.ok:
            # parse now, while other models are still answering, not all at once after the last one
            parsed = self._read(event.model, event.result.text, load_embedder())
            self._parsed_early[event.model] = parsed
            cut = cut_note(event.result.cut_at, parsed.items_cut, self._caps(event.model)[1])
        self.listener(event)
        if cut and isinstance(event, ModelFinished):
            self.listener(AnswerCut(event.model, cut))

    def _caps(self, model_id: str) -> tuple[int, int]:
        """A reviewer's output caps: (max_answer_chars, max_items_per_answer)."""
        config = self.resolution.model_configs.get(model_id)
        if config is None:
            return MAX_ANSWER_CHARS, MAX_ITEMS_PER_ANSWER
        return config.max_answer_chars, config.max_items_per_answer

    def _read(self, model_id: str, text: str, embed: Embedder | None) -> ParsedReview:
        max_chars, max_items = self._caps(model_id)
        return read_review(text, model_id, embed, max_items=max_items, max_chars=max_chars)

    def check_writable(self) -> None:
        """Fail before any model call if the logs could not be written afterwards."""
        if self.write:
            check_writable(self.path)

    def external_models(self) -> list[ModelConfig]:
        """The selected reviewers that would send the document off this machine (see ``xreview.guard``)."""
        return [m for m in self.models if is_outside(m)]

    def outside_recipients(self) -> list[ModelConfig]:
        """Every outside model this review may send the document, the prompt or quoted text to: the reviewers,
        their stand-ins, the fixer and the synthesizer."""
        configs = self.resolution.model_configs
        wanted: list[str] = [m.id for m in self.models]
        for model in self.models:
            wanted += [f for f in model.fallback if f in configs]
        for helper in (self.fixer, self.resolution.get("synthesizer")):
            if helper and helper != "local" and helper in configs:
                wanted.append(helper)
        seen: list[ModelConfig] = []
        for model_id in wanted:
            config = configs.get(model_id)
            if config is not None and is_outside(config) and config not in seen:
                seen.append(config)
        return seen

    def preflight(self) -> None:
        """Everything that must hold before the first call: a writable artifact, and no credential in the
        document or the prompt when any outside model may receive them."""
        self.check_writable()
        if self.write:  # what an earlier run killed mid-write (kill -9) left beside the artifact
            self.stale_removed = remove_stale_temps(self.pinned, self.backup)
        secret = self._secret_in(MarkdownDocument.parse(self.read_text()), self.outside_recipients())
        if secret:
            raise ArtifactError(secret, hint="remove it from the document, or review with local or built-in models only, e.g. -m lint,rubric")
        prompt = self.resolution.prompt.value
        found = secret_in(prompt.text)
        recipients = self.outside_recipients()
        if found and recipients:
            line, kind, masked = found
            raise ArtifactError(
                f"{prompt.label}:{line + 1}: the prompt holds what looks like a credential ({kind}, {masked}); "
                f"xreview will not send it to {', '.join(m.id for m in recipients)}",
                hint="remove it from the prompt file")

    def _secret_in(self, doc: MarkdownDocument, recipients: list[ModelConfig] | None = None) -> str | None:
        external = self.external_models() if recipients is None else recipients
        if not external:
            return None
        found = find_secrets(doc)
        if not found:
            return None
        line, kind, masked = found[0]
        more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
        names = ", ".join(m.id for m in external)
        return (f"{display_path(self.path)}:{line + 1}: looks like a credential ({kind}, {masked}){more}; "
                f"xreview will not send it to {names}")

    async def run(
        self,
        *,
        triage: Callable[[ReviewedCycle], Awaitable[bool]] | None = None,
        interruption: str = "interrupted by the user",
        log_early_interruption: bool = True,
        before_next: Callable[[], Awaitable[bool]] | None = None,
    ) -> Report:
        """Run cycles until a stop condition; return the report.

        ``triage``, when given, sees each reviewed cycle before it is closed (the cockpit lets the
        user decide its issues there) and says whether the artifact will change before the next one.
        Cancelled (Ctrl-C, SIGTERM, or the user quitting), the session still writes the Review Log entry
        for the cycles that finished before it lets go, saying ``interruption`` happened — even before
        any cycle finished or any model answered, unless ``log_early_interruption`` is False.
        ``before_next``, when given, is awaited between a closed cycle and the next one (the cockpit waits
        there for a fix the person took on); False ends the review as stopped by the user.
        """
        self.cycle = 0
        try:
            async with self.http_client():
                while True:
                    self.cycle += 1
                    reviewed = await self.review_cycle(self.cycle)
                    if triage is not None:
                        will_change = await triage(reviewed)
                    else:
                        will_change = await self._fix_without_asking(reviewed) if self.auto_fix else False
                    if self.close_cycle(reviewed, will_change=will_change).stop:
                        return self.report
                    if before_next is not None and not await before_next():
                        self.stop(StopReason.USER, f"{interruption} after cycle {self.cycle}")
                        return self.report
        except asyncio.CancelledError:
            interruption = self.interrupted_by or interruption
            early = "" if self.report.cycles else (
                ", before any model answered" if not self._voters else ", before the cycle was complete")
            self.stop(StopReason.USER, f"{interruption} during cycle {self.cycle}{early}", even_if_early=log_early_interruption)
            raise

    async def run_cycle(self, n: int) -> tuple[CycleRecord, Decision]:
        """One whole cycle, as headless runs it: review, then close at once (no one to triage)."""
        reviewed = await self.review_cycle(n)
        return reviewed.record, self.close_cycle(reviewed)

    async def review_cycle(self, n: int) -> ReviewedCycle:
        """Send the artifact to every model, synthesize the answers; nothing is decided or written yet."""
        if self.recorder is not None:
            self.recorder.cycle = n
        text = self.read_text()
        doc = MarkdownDocument.parse(text)
        rows = read_issue_log(doc)
        if not self._seeded:
            self._seed(rows)
        tracked = tracked_rows(rows)
        system, user = build_messages(
            self.resolution.prompt.value.text,
            stage=self.resolution.stage.value,
            artifact_name=self.path.name,
            artifact_text=text,
            tracked=tracked,
        )
        prompt = system + user
        record = CycleRecord(n)
        secret = self._secret_in(doc)  # pasted in since the review started: not sent out
        calls: dict[str, tuple[Provider, ReviewRequest]] = {}
        reserved = 0.0
        skipped_for_budget = False
        external = {m.id for m in self.external_models()} if secret else set()
        for model in self.models:
            if model.id in external:
                record.reviews.append(ReviewRecord(model.id, "skipped", None, f"not sent: {secret}"))
                continue
            estimate = self._admit(model, prompt, reserved, record)
            if estimate is None:
                skipped_for_budget = skipped_for_budget or record.reviews[-1].error_type == ErrorType.COST_LIMIT_EXCEEDED.value
                continue
            reserved += estimate
            calls[model.id] = (self._provider(model), self._request(model, system, user, text))
        self.listener(CycleStarted(n, self.resolution.policy().max_cycles, list(calls), reserved))
        for review in record.reviews:
            self.listener(ModelSkipped(review.model, f"{review.error_type + ' — ' if review.error_type else ''}{review.error}"))
        results = await self.runner.run(calls) if calls else {}
        reserved = 0.0  # every call made is charged now, at what it really cost (see _on_model_event)
        # fallbacks, down each failed model's chain until one reviews or the chain ends
        stand_ins: dict[str, str] = {}
        configs = self.resolution.model_configs
        pending = [m.id for m in self.models]
        while pending:
            chosen = self._stand_ins(pending, results, stand_ins, prompt, reserved, record)
            if not chosen:
                break
            for fid in chosen:
                reserved += self.estimate_cost(configs[fid], prompt)
            stand_ins.update(chosen)
            extra = {fid: (self._provider(configs[fid]), self._request(configs[fid], system, user, text)) for fid in chosen}
            results.update(await self.runner.run(extra))
            reserved = 0.0
            pending = list(chosen)
        order = [m.id for m in self.models] + list(stand_ins)
        repaired = await self._repair_unreadable(results, record)
        inputs: list[ReviewInput] = []
        for model_id in order:
            result = results.get(model_id)
            if result is None:
                continue
            review = self._record(result)
            if model_id in stand_ins:
                review.stood_in_for = stand_ins[model_id]
            record.reviews.append(review)
            answer = repaired.get(model_id, result.text)
            max_chars, max_items = self._caps(model_id)
            inputs.append(ReviewInput(model_id, answer if result.ok else None, result.ok, max_items, max_chars))
        for fallback_id, original in stand_ins.items():
            if results.get(fallback_id) is not None and results[fallback_id].ok:
                fallback = self.resolution.model_configs[fallback_id]
                self.models = [fallback if m.id == original else m for m in self.models]  # it takes the place for good
        self._log_calls(n, record.reviews, prompt)
        synthesis = synthesize(inputs, doc.outline(), self._parsed_early, load_embedder())
        self._parsed_early = {}
        for review in record.reviews:
            parsed = synthesis.parsed.get(review.model)
            if parsed is not None:
                review.issues_found = len(parsed.items)
                if parsed.items_cut:
                    review.items_cut = parsed.items_cut
                    review.items_kept = self._caps(review.model)[1]
                if not parsed.parsable and review.status == "success":
                    review.status = "unreadable"
                    review.error_type = ErrorType.OUTPUT_PARSE_ERROR.value
                    review.error = ("no issue and no verdict could be read from the answer, even restated; it abstains"
                                    if review.model in self._repair_tried else
                                    "no issue and no verdict could be read from the answer; it abstains")
                    self.listener(ReviewUnreadable(review.model, review.error))
                elif review.model in repaired:
                    review.note = "restated by a repair call: the first answer could not be read"
        issues = synthesis.issues
        if self.resolution.get("synthesizer") != "local" and len(synthesis.voters) >= 2 and len(synthesis.items) >= 2:
            issues = await self._arbitrate(synthesis, record)
        self.tracker.observe(n, issues)
        issues = self.regrouping.apply(issues, len(synthesis.voters))  # the person's merges and splits of earlier cycles
        for issue in issues:
            self.tracker.remember(n, issue)
        if self.resolution.get("verify"):
            await self._verify(issues, synthesis.voters, text, record)
        if record.assists:
            self._log_calls(n, record.assists, prompt)
        record.issues = issues
        record.reviews.sort(key=lambda r: order.index(r.model) if r.model in order else len(order))
        self.report.cycles.append(record)
        self._voters += [m for m in synthesis.voters if m not in self._voters]  # a review stopped now still logs them
        reviewed = ReviewedCycle(n, record, text, prompt, list(synthesis.voters), skipped_for_budget)
        self._last_reviewed = reviewed
        return reviewed

    def close_cycle(self, reviewed: ReviewedCycle, *, will_change: bool = False) -> Decision:
        """Apply the stop rules to a reviewed cycle (after any triage), write the logs, and say what next.

        ``will_change``: someone will edit the artifact before the next cycle (a
        person who chose to define a flagged issue now), so another cycle is worth it.
        """
        record, n = reviewed.record, reviewed.n
        self.regrouping.record(reviewed.regrouping)
        for issue in record.issues:
            self.tracker.remember(n, issue)
            self.tracker.update_status(issue)
        changed = will_change or self._changed_on_disk(reviewed.text)
        decision = self.controller.after_cycle(
            CycleOutcome(
                n=n,
                issues=record.issues,
                reviews_obtained=len(reviewed.voters),
                budget_exhausted=reviewed.skipped_for_budget or self._cannot_afford_next(reviewed.prompt),
                artifact_will_change=changed,
                fixed=sum(1 for i in record.issues if i.status is Status.RESOLVED and (i.resolution or "").startswith(AUTO_FIXED)
                          and i.severity in (Severity.CRITICAL, Severity.HIGH)),
            )
        )
        self._close_unraised(record.issues, reviewed.voters)
        if decision.stop:
            self.report.stop_reason = decision.reason
            self.report.stop_explanation = decision.explanation
        self._closed_cycles += 1
        self._write_logs(record.issues, final=decision.stop, voters=reviewed.voters)
        self._last_closed = reviewed
        self.listener(CycleCompleted(record, decision, self.budget.spent_task))
        return decision

    def stop(self, reason: StopReason, explanation: str, *, even_if_early: bool = False) -> None:
        """End the review early. Only what closed cycles decided is logged — a cycle still in triage or in
        flight leaves no row — and the Review Log entry agrees with it. Before any cycle closed, nothing is
        written (the cockpit: quitting before the first `w` leaves the document as it was), unless
        ``even_if_early`` (a headless run interrupted): then the entry alone says so."""
        if self.report.stop_reason is not None:
            return
        self.report.stop_reason = reason
        self.report.stop_explanation = explanation
        closed = self._last_closed
        if closed is None and not even_if_early:
            self.report.write_note = "nothing written: no cycle was closed"
            return
        issues = closed.record.issues if closed is not None else []
        voters = closed.voters if closed is not None else []
        pending = self._last_reviewed
        if closed is not None and pending is not None and pending is not closed and pending.voters:
            # the cycle left in triage was reviewed: what its reviewers no longer raise is resolved — a fact of
            # the reviews, not a decision the person had yet to make (its own issues stay unlogged)
            resolved = self._resolve_unraised(pending.n, {i.id for i in pending.record.issues}, pending.voters)
            issues = [i for i in issues if i.id not in resolved]  # their rows: "resolved" by the reviewers that stopped
            voters = pending.voters
        self._write_logs(issues, final=True, voters=voters, entry_anyway=even_if_early)

    @contextlib.asynccontextmanager
    async def http_client(self) -> AsyncIterator[None]:
        """One connection pool for every HTTP provider of the review (none when no model needs it)."""
        if not any(model.provider in HTTP_PROVIDERS for model in self.resolution.model_configs.values()):
            yield
            return
        import httpx

        async with httpx.AsyncClient(limits=httpx.Limits(max_connections=64, max_keepalive_connections=16)) as client:
            self._client = client
            for provider in self.providers.values():
                if getattr(provider, "client", False) is None:
                    provider.client = client  # type: ignore[attr-defined]
            try:
                yield
            finally:
                self._client = None

    def _provider(self, model: ModelConfig) -> Provider:
        if model.id not in self.providers:
            self.providers[model.id] = create_provider(model, client=self._client)
        return self.providers[model.id]

    def _request(self, model: ModelConfig, system: str, user: str, text: str) -> ReviewRequest:
        return ReviewRequest(
            system=system,
            user=user,
            artifact_text=text,
            artifact_path=self.path,
            stage=self.resolution.stage.value,
            timeout_seconds=model.timeout_seconds or float(self.resolution.get("execution.timeout_seconds")),
            retry_attempts=int(self.resolution.get("execution.retry_attempts")),
        )

    def _admit(self, model: ModelConfig, prompt: str, reserved: float, record: CycleRecord) -> float | None:
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
        estimate = self.estimate_cost(model, prompt)
        refusal = self.budget.refusal(reserved + estimate)
        if refusal:
            record.reviews.append(ReviewRecord(model.id, "skipped", ErrorType.COST_LIMIT_EXCEEDED.value, refusal))
            return None
        return estimate

    def _stand_ins(self, failed_ids: list[str], results: dict[str, ProviderResult], stood: dict[str, str],
                   prompt: str, reserved: float, record: CycleRecord) -> dict[str, str]:
        """The next fallback for each of ``failed_ids`` that could not review: {fallback id: original id}."""
        taken = {m.id for m in self.models} | set(stood)
        chosen: dict[str, str] = {}
        for model_id in failed_ids:
            result = results.get(model_id)
            if result is None or result.ok or result.error_type in _NO_FALLBACK:
                continue
            original = stood.get(model_id, model_id)  # a stand-in that failed: go on down the original's chain
            chain = self.resolution.model_configs[original].fallback
            for fallback_id in chain:
                fallback = self.resolution.model_configs.get(fallback_id)
                if fallback is None or fallback_id in taken or not fallback.enabled or not is_supported(fallback):
                    continue
                estimate = self._admit(fallback, prompt, reserved, record)
                if estimate is None:
                    continue
                reserved += estimate
                taken.add(fallback_id)
                chosen[fallback_id] = original
                self.listener(FallbackStarted(fallback_id, model_id, result.error_type.value if result.error_type else "error"))
                break
        return chosen

    async def _repair_unreadable(self, results: dict[str, ProviderResult], record: CycleRecord) -> dict[str, str]:
        """One repair call for each answer with text that yields no issue and no verdict: the configured synthesizer
        restates it, or else the reviewer itself when it is an HTTP model. Returns the restated answers that read."""
        embed = load_embedder()
        synthesizer = self.resolution.get("synthesizer")
        jobs: list[tuple[str, str, str]] = []  # (reviewer, who repairs, its answer)
        self._repair_tried = set()
        for model_id, result in results.items():
            if not result.ok or not result.text.strip():
                continue
            parsed = self._parsed_early.get(model_id) or self._read(model_id, result.text, embed)
            self._parsed_early[model_id] = parsed
            if parsed.parsable:
                continue
            config = self.resolution.model_configs.get(model_id)
            if synthesizer != "local" and self._can_consult(synthesizer):
                jobs.append((model_id, synthesizer, result.text))
            elif config is not None and config.provider in HTTP_PROVIDERS and self._can_consult(model_id):
                jobs.append((model_id, model_id, result.text))
        if not jobs:
            return {}
        system = read_default("prompts", "repair.md")
        answers = await asyncio.gather(*(self._consult(who, system, repair_request(model_id, text), "", "repair", record)
                                          for model_id, who, text in jobs))
        restated: dict[str, str] = {}
        for (model_id, who, _text), (answer, entry) in zip(jobs, answers, strict=True):
            self._repair_tried.add(model_id)
            if answer is None or not answer.ok:
                entry.note = f"{model_id}: no answer ({entry.error_type or entry.error})"
            else:
                parsed = self._read(model_id, answer.text, embed)
                if parsed.parsable:
                    restated[model_id] = answer.text
                    self._parsed_early[model_id] = parsed
                    entry.note = f"{model_id}: restated, {len(parsed.items)} issue(s)"
                else:
                    entry.note = f"{model_id}: the restated answer could not be read either"
            self.listener(Consulted("repair", who, entry.note or ""))
        return restated

    # -- helper calls: the arbiter and the verifiers ------------------------------------------

    def _can_consult(self, model_id: str) -> bool:
        """A model that answers a free-form question (not a built-in checker or a replayed cassette)."""
        model = self.resolution.model_configs.get(model_id)
        return model is not None and model.enabled and is_supported(model) and model.provider not in ("builtin", "replay")

    async def _consult(self, model_id: str, system: str, user: str, text: str, purpose: str, record: CycleRecord,
                       reserved: float = 0.0) -> tuple[ProviderResult | None, ReviewRecord]:
        """Ask one model one question under the budget; its call is recorded with ``purpose``."""
        model = self.resolution.model_configs[model_id]
        refusal = self.budget.refusal(reserved + self.estimate_cost(model, system + user))
        if refusal:
            entry = ReviewRecord(model_id, "skipped", ErrorType.COST_LIMIT_EXCEEDED.value, refusal, purpose=purpose)
            record.assists.append(entry)
            return None, entry
        request = self._request(model, system, user, text)
        result = await call_model(model_id, self._provider(model), request, cancel_is_failure=False)
        self.budget.charge(result.cost_usd)
        entry = self._record(result)
        entry.purpose = purpose
        record.assists.append(entry)
        return result, entry

    async def _arbitrate(self, synthesis: SynthesisResult, record: CycleRecord) -> list[Issue]:
        """The arbiter model's grouping of the items, checked; the local synthesis when it fails."""
        model_id = self.resolution.get("synthesizer")
        items = synthesis.items
        if not self._can_consult(model_id):
            note = f"{model_id} cannot be asked to group issues (a built-in or replayed reviewer); local synthesis used"
            record.assists.append(ReviewRecord(model_id, "skipped", None, note, purpose="synthesizer", note=note))
            self.listener(Consulted("synthesizer", model_id, note))
            return synthesis.issues
        system = read_default("prompts", "synthesizer.md")
        result, entry = await self._consult(model_id, system, arbiter_request(items), "", "synthesizer", record)
        if result is None or not result.ok:
            entry.note = f"no answer ({entry.error_type or entry.error}); local synthesis used"
        else:
            try:
                groups = parse_clusters(result.text, len(items))
            except ArbiterError as exc:
                entry.note = f"answer refused: {exc}; local synthesis used"
            else:
                matrix = similarity_matrix(items, load_embedder())
                issues = issues_from_groups(items, groups, len(synthesis.voters), matrix)
                record.synthesized_by = model_id
                entry.note = f"grouped {len(items)} items into {len(issues)} issues"
                self.listener(Consulted("synthesizer", model_id, entry.note))
                return issues
        self.listener(Consulted("synthesizer", model_id, entry.note))
        return synthesis.issues

    async def _verify(self, issues: list[Issue], voters: list[str], text: str, record: CycleRecord) -> None:
        """A second opinion, from one other model, on each Critical or High issue only one model raised."""
        checkers = [m for m in voters if self._can_consult(m)]
        jobs: list[tuple[Issue, str]] = []
        for number, issue in enumerate(i for i in issues if needs_verification(i)):
            others = [m for m in checkers if m not in issue.models]
            if others:
                jobs.append((issue, others[number % len(others)]))
        if not jobs:
            return
        system = read_default("prompts", "verify.md")
        reserved = 0.0
        calls = []
        for issue, checker in jobs:
            user = verification_request(issue, self.path.name, text)
            calls.append(self._consult(checker, system, user, text, "verify", record, reserved))
            reserved += self.estimate_cost(self.resolution.model_configs[checker], system + user)
        answers = await asyncio.gather(*calls)
        for (issue, checker), (result, entry) in zip(jobs, answers, strict=True):
            if result is None or not result.ok:
                entry.note = f"{issue.id}: no answer ({entry.error_type or entry.error})"
            else:
                try:
                    verdict, reason = parse_verdict(result.text)
                except ValueError as exc:
                    entry.note = f"{issue.id}: answer not understood ({exc})"
                else:
                    apply_verification(issue, Verification(checker, verdict, reason))
                    self.tracker.update_status(issue)
                    entry.note = f"{issue.id}: {verdict.value}"
            self.listener(Consulted("verify", checker, f"{issue.id} {one_line(issue.title, 60)} — {entry.note.split(': ', 1)[1]}"))

    # -- auto-fix: the fixer model proposes edits, someone approves, they are applied ---------

    @property
    def fixer(self) -> str | None:
        """The fixer model's id, or None when nobody edits the artifact."""
        value = self.resolution.settings.get("fixer")
        return value.value if value is not None and value.value != "none" else None

    @staticmethod
    def fixable(issues: list[Issue]) -> list[Issue]:
        """Open auto-fix issues: what the fixer is asked to fix (headless, or accepted in triage)."""
        return [i for i in issues if i.action is Action.AUTO_FIX and i.status is Status.OPEN]

    async def propose_fixes(self, reviewed: ReviewedCycle, issues: list[Issue]) -> FixProposal:
        """Ask the fixer for edits resolving ``issues``; place each in the artifact as it is now. An edit
        that cannot be placed goes back to the fixer once, with the reason and the closest lines."""
        fixer = self.fixer
        assert fixer is not None
        proposal = FixProposal(fixer, self.read_text())
        if not self._can_consult(fixer):
            proposal.failure = f"{fixer} cannot edit documents (a built-in or replayed reviewer, or disabled)"
            self.listener(Consulted("fixer", fixer, proposal.failure))
            return proposal
        system = read_default("prompts", "fixer.md")
        request = fixer_request(issues, self.path.name, without_logs(proposal.text))
        by_id = {issue.id: issue for issue in issues}
        doc = MarkdownDocument.parse(proposal.text)
        for round_number in (1, 2):
            result, entry = await self._consult(fixer, system, request, proposal.text, "fixer", reviewed.record)
            if result is None or not result.ok:
                entry.note = f"no answer ({entry.error_type or entry.error})"
                proposal.failure = proposal.failure or f"{fixer} gave no answer: {entry.error_type or entry.error}"
                break
            answer = parse_fix(result.text)
            if not answer.edits:
                entry.note = "no SEARCH/REPLACE block in the answer"
                proposal.failure = proposal.failure or f"{fixer} answered without any SEARCH/REPLACE block"
                break
            refused: list[tuple[Edit, str]] = []
            for edit in answer.edits:
                issue = by_id.get(edit.issue_id or "") or (issues[0] if len(issues) == 1 else None)
                note = answer.notes.get(issue.id, "") if issue is not None else ""
                proposed = ProposedEdit(issue, edit, note, round=round_number)
                if issue is None:
                    proposed.refusal = f"names no issue it was asked to fix ({edit.issue_id or 'no Issue line before it'})"
                else:
                    try:
                        proposed.placement = place(proposal.text, edit, doc)
                    except EditRefused as exc:
                        proposed.refusal = str(exc)
                placed = proposed.placement
                if placed is not None:
                    clash = next((p.placement for p in proposal.edits
                                  if p.ok and p.placement is not None and _overlap(p.placement, placed)), None)
                    if clash is not None:
                        placed = None
                        proposed.placement, proposed.refusal = None, f"overlaps another edit at line {clash.first_line}"
                if proposed.ok and placed is not None:
                    proposed.diff = diff_lines(proposal.text, placed)
                else:
                    refused.append((edit, proposed.refusal or ""))
                proposal.edits.append(proposed)
            entry.note = f"{sum(1 for e in proposal.edits if e.round == round_number and e.ok)} edit(s) placed, {len(refused)} refused"
            if not refused or round_number == 2:
                break
            request = retry_request(request, result.text, refused)
        self.listener(Consulted("fixer", fixer, f"{sum(1 for e in proposal.edits if e.ok)} edit(s) proposed"
                                + (f", {sum(1 for e in proposal.edits if not e.ok)} refused" if any(not e.ok for e in proposal.edits) else "")
                                + (f" — {proposal.failure}" if proposal.failure else "")))
        return proposal

    def apply_fixes(self, proposal: FixProposal, chosen: list[ProposedEdit], rejected: dict[int, str] | None = None) -> list[ProposedEdit]:
        """Write the ``chosen`` edits into the artifact at once (atomically, the version before them kept
        for `xreview undo`); their issues become Resolved with the fixer's note. ``rejected`` maps the
        id() of an issue whose edit the user turned down to why: it stays open with that reason, even
        when another of its edits was applied. An issue whose edits were all refused stays open with a
        note saying why."""
        for issue_key, reason in (rejected or {}).items():
            for proposed in proposal.edits:
                if proposed.issue is not None and id(proposed.issue) == issue_key:
                    proposed.issue.resolution = f"Fix rejected: {reason}"
        placeable = {id(p.issue) for p in proposal.edits if p.ok}
        for proposed in proposal.edits:
            issue = proposed.issue
            if not proposed.ok and issue is not None and id(issue) not in placeable and issue.status is Status.OPEN:
                issue.note = f"fix refused: {proposed.refusal}"
        wanted = [p for p in chosen if p.ok and p.issue is not None]
        if not wanted:
            return []
        if not self.write:
            raise ArtifactError("not applying the fixes: --no-write was given", hint="run without --no-write to let the fixer edit")

        def transform(text: str) -> tuple[str, list[ProposedEdit]]:
            doc = MarkdownDocument.parse(text)
            placed = []
            for proposed in wanted:
                try:
                    placement = place(text, proposed.edit, doc)
                except EditRefused as exc:
                    proposed.refusal = f"the artifact changed since the fix was proposed: {exc}"
                    continue
                placed.append((proposed, placement))
            return (apply(text, [p for _, p in placed]) if placed else text), [p for p, _ in placed]

        written, applied = update_file(self.path, transform, backup=self.undo, pinned=self.pinned)
        if not written:
            return []
        fixed_text = self.read_text()
        self.undo.with_suffix(self.undo.suffix + ".json").write_text(json.dumps({
            "artifact": str(self.path.resolve()),
            "fixed_signature": hashlib.sha256(content_signature(fixed_text).encode("utf-8")).hexdigest(),
            "when": self.clock().isoformat(timespec="seconds"),
            "issues": sorted({p.issue.id for p in applied if p.issue is not None}),
        }, indent=2) + "\n", encoding="utf-8")
        resolved = []
        for proposed in applied:
            issue = proposed.issue
            assert issue is not None
            if id(issue) in (rejected or {}):
                continue  # part of its fix was turned down: it stays open, with the reason
            if issue.status is not Status.RESOLVED:
                issue.status = Status.RESOLVED
                issue.resolution = f"{AUTO_FIXED}: {proposed.note or f'edited by {proposal.fixer}'}"
                self.tracker.update_status(issue)
                resolved.append(issue.id)
        self.listener(FixesApplied(display_path(self.path), len(applied), resolved, self.undo))
        return applied

    async def _fix_without_asking(self, reviewed: ReviewedCycle) -> bool:
        """Headless --auto-fix: every placeable edit is applied; True when the artifact changed."""
        issues = self.fixable(reviewed.record.issues)
        if self.fixer is None or not issues:
            return False
        proposal = await self.propose_fixes(reviewed, issues)
        try:
            applied = self.apply_fixes(proposal, [p for p in proposal.edits if p.ok])
        except ArtifactError as exc:
            self.listener(WriteFailed(str(exc)))
            return False
        return bool(applied)

    def _log_calls(self, n: int, calls: list[ReviewRecord], prompt: str) -> None:
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
                "purpose": review.purpose,
            }, ensure_ascii=False))
        try:
            self.calls_log.parent.mkdir(parents=True, exist_ok=True)
            with self.calls_log.open("a", encoding="utf-8") as handle:
                handle.write("".join(line + "\n" for line in lines))
        except OSError as exc:
            self.listener(LogFailed(f"{self.calls_log}: {exc.strerror}"))
            self.calls_log = None

    def estimate_cycle(self) -> float:
        """What one cycle is expected to cost, from the artifact as it is now (for the confirmation)."""
        prompt = prompt_for(self.resolution, self.read_text())
        return sum(estimate_call(m, prompt) for m in self.models)

    def estimate_cost(self, model: ModelConfig, prompt: str) -> float:
        """What a call is expected to cost, before it is made (0 when the price is unknown)."""
        return estimate_call(model, prompt)

    def _cannot_afford_next(self, prompt: str) -> bool:
        total = sum(self.estimate_cost(m, prompt) for m in self.models)
        return total > 0 and self.budget.refusal(total) is not None

    def _changed_on_disk(self, reviewed: str) -> bool:
        """True when the artifact was edited since it was read (the logs xreview writes do not count)."""
        try:
            return content_signature(self.read_text()) != content_signature(reviewed)
        except ArtifactError:
            return False

    def _seed(self, rows: list[LogRow]) -> None:
        for row in rows:
            if not re.search(r"\w", row.title):
                continue  # a placeholder row ("| - | - | … |"): nothing to match
            issue_id = fingerprint(row.title, Location())
            if issue_id in self.tracker.known:
                issue_id = f"{issue_id}-{row.number or row.line}"
            self.tracker.seed(issue_id, row.title, log_status(row.status), row=row.number, status_text=row.status)
            self._logged.add(issue_id)
        self._seeded = True

    def _close_unraised(self, issues: list[Issue], voters: list[str]) -> None:
        """An issue this review raised earlier is resolved once a reviewer that raised it answers
        again without raising it (and no other reviewer does)."""
        for issue in issues:
            self._seen.pop(issue.id, None)
            self._seen[issue.id] = issue
        self._resolve_unraised(self.report.cycles[-1].n, {issue.id for issue in issues}, voters)

    def _resolve_unraised(self, n: int, raised_now: set[str], voters: list[str]) -> set[str]:
        """Mark resolved what ``voters`` raised before and did not raise in cycle ``n``; return those ids."""
        raised = raised_now | self.regrouping.absorbed
        resolved: set[str] = set()
        for issue_id, issue in self._seen.items():
            known = self.tracker.known.get(issue_id)
            if issue_id in raised or known is None or not known.status.unresolved:
                continue
            if not set(issue.models) & set(voters):
                continue
            known.status = Status.RESOLVED
            issue.status = Status.RESOLVED
            issue.resolution = f"No longer raised in cycle {n}"
            resolved.add(issue_id)
        return resolved

    # ------------------------------------------------------------ write-back

    def _name(self, model_id: str) -> str:
        config = self.resolution.model_configs.get(model_id)
        return source_name(config.label if config else model_id)

    def _plan(self, issues: list[Issue], voters: list[str], final: bool) -> WritePlan:
        now = self.clock()
        day = now.date().isoformat()
        rows: list[RowValues] = []
        raised = set()
        for issue in issues:
            raised.add(issue.id)
            known = self.tracker.known.get(issue.id)
            if issue.reraise is not None and not issue.reraise.confirmed:
                continue  # a closed row raised again: it stays as it is until someone confirms the re-raise
            resolution = issue.resolution or (f"Re-raised {day}" if issue.reraise is not None else "")
            rows.append(RowValues(
                key=issue.id,
                title=issue.title,
                source=", ".join(self._name(m) for m in issue.models),
                severity=issue.severity.value,
                complexity=issue.complexity.value,
                status=issue.status,
                resolution=resolution,
                number=known.row if known else None,
                aliases=(known.title,) if known else (),
                decided=issue.reraise is not None,
            ))
        if voters:
            names = frozenset(self._name(m) for m in voters)
            for issue_id, known in self.tracker.known.items():
                if issue_id in raised:
                    continue
                in_review = issue_id in self._seen
                if in_review and known.status is Status.RESOLVED:
                    resolution = self._seen[issue_id].resolution or ""
                elif issue_id in self._logged and known.status.unresolved and not in_review:
                    resolution = f"No longer raised by the external review of {day}"
                else:
                    continue
                rows.append(RowValues(
                    key=issue_id, title=known.title, source="", severity="", complexity="",
                    status=Status.RESOLVED, resolution=resolution, number=known.row, aliases=(known.title,),
                    new_row=False, require_source=names,
                ))
        plan = WritePlan(rows=rows, updated=now)
        if final:
            plan.entry = self._entry(now)
            if self.report.stop_reason is StopReason.CLEAN:
                plan.status = REVIEW_COMPLETE
        return plan

    def _entry(self, now: datetime) -> ReviewEntry:
        report = self.report
        issues = tuple(
            EntryIssue(
                key=issue.id, title=issue.title, severity=issue.severity, complexity=issue.complexity,
                action=issue.action, status=self.tracker.known[issue.id].status if issue.id in self.tracker.known else issue.status,
                consensus=issue.consensus, resolution=issue.resolution or "", reraised=reraise_note(issue).strip(" ()"),
                disputed=bool(issue.disagreement), verified=issue.verification.verdict.value if issue.verification else "",
            )
            for issue in self._seen.values()
        )
        silent = []
        for model in self.models:
            reviews = [r for c in report.cycles for r in c.reviews if r.model == model.id]
            if reviews and not any(r.status == "success" for r in reviews):
                last = reviews[-1]
                silent.append(f"{self._name(model.id)} ({'unreadable' if last.status == 'unreadable' else last.error_type or last.status})")
            elif not report.cycles:
                silent.append(f"{self._name(model.id)} (interrupted before it answered)")
        reason = report.stop_reason
        if reason is StopReason.CLEAN:
            outcome = "Clean: no Critical or High issue remains; the external review is complete."
        else:
            outcome = f"Stopped ({reason.value if reason else 'unknown'}): {report.stop_explanation}."
        return ReviewEntry(
            when=now,
            reviewers=tuple(self._name(m) for m in self._voters),
            silent=tuple(silent),
            cycles=self._closed_cycles,  # a cycle stopped before it closed logged nothing
            issues=issues,
            outcome=outcome,
            cost_usd=report.cost_usd,
            tokens_in=sum(r.tokens_in for c in report.cycles for r in c.reviews),
            tokens_out=sum(r.tokens_out for c in report.cycles for r in c.reviews),
            closed=tuple(self._closed),
        )

    def _write_logs(self, issues: list[Issue], *, final: bool, voters: list[str] | None = None,
                    entry_anyway: bool = False) -> None:
        """Write this cycle's verdicts (and, at the end, the Review Log entry) into the artifact; with no
        reviewer's answer, only an interrupted review's entry (``entry_anyway``)."""
        if not self.write:
            return
        if not self._voters and not (final and entry_anyway):
            if final:
                self.report.write_note = "no reviewer answered, so there is nothing to log"
            return
        plan = self._plan(issues, self._voters if voters is None else voters, final)

        def transform(text: str) -> tuple[str, WriteResult]:
            result = apply_plan(text, plan)
            return result.text, result

        try:
            written, result = update_file(self.path, transform, backup=None if self._backed_up else self.backup,
                                          pinned=self.pinned)
        except ArtifactError as exc:
            self.write = False
            message = exc.message + (f" ({exc.hint})" if exc.hint else "")
            self.report.write_note = f"not written: {message}"
            self.report.write_failed = True
            self.listener(WriteFailed(message))
            return
        for key, number in result.numbers.items():
            if key in self.tracker.known:
                self.tracker.known[key].row = number
        for key in result.closed_keys:
            if key in self.tracker.known:
                self.tracker.known[key].status = Status.RESOLVED
        self._closed += [n for n in result.closed if n not in self._closed]
        if written:
            self._backed_up = True
            self.report.artifact_written = True
            self.report.write_note = f"backup of the previous version: {self.backup}" if self.backup else ""
            self.listener(ArtifactWritten(display_path(self.path), result.summary(), self.backup))

    @staticmethod
    def _record(result: ProviderResult) -> ReviewRecord:
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
        )
