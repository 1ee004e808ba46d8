"""The review of one artifact: cycles of parallel review, synthesis and the stop rules, until they say it is done.

The cockpit, the headless command line and the MCP server are front ends over ``ReviewSession``: they listen
to its events (``events``) and, in the cockpit, decide each reviewed cycle's issues before it is closed. The
calls go through ``caller``; the helper calls are ``assists``; the fixer is ``fixes``; the logs are ``writes``.
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Awaitable, Callable
from datetime import datetime
from pathlib import Path

from xreview.artifact.document import MarkdownDocument
from xreview.artifact.files import (
    backup_path,
    check_writable,
    pin,
    read_pinned,
    remove_stale_temps,
    undo_path,
)
from xreview.artifact.issue_log import LogRow, read_issue_log
from xreview.artifact.owned import content_signature
from xreview.artifact.review_log import AUTO_FIXED
from xreview.config.models import ModelConfig
from xreview.config.resolve import Resolution, data_dir
from xreview.config.secrets import is_outside
from xreview.core.budget import Budget
from xreview.core.cycle import CycleController, CycleOutcome, Decision, StopReason
from xreview.core.identity import IssueTracker
from xreview.core.model import Issue, Severity, Status
from xreview.core.regroup import Regrouping
from xreview.core.report import CycleRecord, Report
from xreview.core.synthesis import SynthesisResult, synthesize
from xreview.embedding import load_embedder, warm_up
from xreview.errors import ArtifactError
from xreview.paths import display_path
from xreview.providers.base import Provider
from xreview.providers.registry import unsupported
from xreview.session.assists import arbitrate, verify
from xreview.session.caller import ModelCaller, estimate_call
from xreview.session.discussion import Discussion
from xreview.session.events import (
    AnswerCut,
    CycleCompleted,
    ReviewedCycle,
    SessionListener,
)
from xreview.session.fix_chain import FixChain
from xreview.session.fix_proposal import FixProposal, ProposedEdit
from xreview.session.fixes import FixFlow, fixable
from xreview.session.preflight import outside_recipients, refuse_secrets, secret_in_document
from xreview.session.prompting import messages as prompt_messages
from xreview.session.prompting import prompt_for
from xreview.session.reading import AnswerReader
from xreview.session.reviewers import Messages, call_reviewers
from xreview.session.runner import CycleRunner, ModelFinished, RunnerEvent
from xreview.session.writes import LogWriter, seed


class ReviewSession:
    """Runs the review of one artifact until the stop conditions say it is done. The front-end interface: build
    it on a ``Resolution`` with a ``listener`` (called, on the event loop, with every ``events``/``runner`` event:
    a cycle started, a model's text, a retry, a model done or failed, the logs written…; it must not block), call
    ``preflight()`` (raises ``XReviewError`` — one line for the user — when the artifact cannot be written or a
    credential would leave the machine), then ``await run(...)``, which returns the ``Report`` and raises nothing
    but a cancellation. The cockpit also reads ``budget`` (the one figure of money spent), ``runner`` (cancel,
    retry, hold a failed cycle open) and the fix flow (``fixable``, ``propose_fixes``, ``apply_fixes``). A new
    stop rule goes in ``core/cycle.py`` (``CycleController.after_cycle``), which ``close_cycle`` consults."""

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
        self.listener: SessionListener = listener or (lambda event: None)
        self.models: list[ModelConfig] = resolution.selected()
        for model in self.models if providers is None else []:
            error = unsupported(model)
            if error is not None:
                raise error
        self.budget = budget or resolution.budget()
        self.tracker = IssueTracker()  # given the embedding model at the first synthesis
        self.controller = CycleController(resolution.policy(), self.tracker)
        self.regrouping = Regrouping()  # the person's merges and splits, applied to every later cycle
        self.path: Path = resolution.artifact.value
        self.pinned = pin(self.path)  # the file reviewed: the logs go there or nowhere, whatever link appears
        self.clock = clock or (lambda: datetime.now().astimezone())
        self.session_id = uuid.uuid4().hex[:12]
        folder = state_dir or data_dir()
        self.caller = ModelCaller(resolution, self.budget, self.listener, path=self.path, clock=self.clock,
                                  session_id=self.session_id, on_event=self._on_model_event, providers=providers,
                                  calls_log=folder / "calls.jsonl" if calls_log else None, record=record)
        self.writer = LogWriter(self.path, self.pinned, enabled=write,
                                backup=backup_path(folder, self.path) if write else None,
                                labels={m: c.label for m, c in resolution.model_configs.items()},
                                clock=self.clock, listener=self.listener)
        self.undo_file: Path = undo_path(folder, self.path)  # the artifact before the fixer's last edits
        self.report = Report(artifact=display_path(self.path), stage=resolution.stage.value,
                             prompt=resolution.prompt.value.label, models=[m.id for m in self.models])
        if not write:
            self.report.write_note = "--no-write"
        self.stale_removed: list[Path] = []  # temporary files of a killed run, removed by preflight
        self.interrupted_by: str | None = None  # what cancelled the review, when not the user (SIGTERM)
        self.cycle = 0  # the cycle running now
        # what the review knows, for the logs (see writes.ReviewState)
        self.seen: dict[str, Issue] = {}  # every issue this review raised, latest version, in order
        self.logged: set[str] = set()  # ids of issues that came from the artifact's Issue Log
        self.voters: list[str] = []  # reviewers that answered at least once
        self.closed_cycles = 0
        self._seeded = False
        self.reader = AnswerReader(resolution, self.caller, self.listener)
        self._last_closed: ReviewedCycle | None = None  # the last cycle whose decisions were applied and logged
        self._last_reviewed: ReviewedCycle | None = None  # the last cycle whose reviews are in (closed or not)
        self.discussion: Discussion | None = None  # `xreview discuss`: the rounds after the review (see discussion)

    @property
    def runner(self) -> CycleRunner:
        return self.caller.runner

    @property
    def last_closed(self) -> ReviewedCycle | None:
        return self._last_closed

    @property
    def writes(self) -> bool:
        """The logs go into the artifact (False with --no-write, or once a write has failed)."""
        return self.writer.enabled

    def read_text(self) -> str:
        """The artifact's text now, from the file this review pinned at its start (never a link swapped in since)."""
        return read_pinned(self.path, self.pinned)

    def _on_model_event(self, event: RunnerEvent) -> None:
        cut = self.reader.finished(event) if isinstance(event, ModelFinished) and event.result.ok else ""
        self.listener(event)
        if cut and isinstance(event, ModelFinished):
            self.listener(AnswerCut(event.model, cut))

    # -- before the first call ---------------------------------------------------------------

    def check_writable(self) -> None:
        """Fail before any model call if the logs could not be written afterwards."""
        if self.writes:
            check_writable(self.path)

    def external_models(self) -> list[ModelConfig]:
        """The selected reviewers that would send the document off this machine (see ``xreview.guard``)."""
        return [m for m in self.models if is_outside(m)]

    def outside_recipients(self) -> list[ModelConfig]:
        """Every outside model this review may send the document, the prompt or quoted text to."""
        return outside_recipients(self.resolution, self.models)

    def preflight(self) -> None:
        """Everything that must hold before the first call: a writable artifact, and no credential in the
        document or the prompt when any outside model may receive them."""
        self.check_writable()
        if self.writes:  # what an earlier run killed mid-write (kill -9) left beside the artifact
            self.stale_removed = remove_stale_temps(self.pinned, self.writer.backup)
        refuse_secrets(self.resolution, self.path, self.read_text(), self.outside_recipients())

    # -- the cycles ------------------------------------------------------------------------------

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
            async with self.caller.http_client():
                while True:
                    self.cycle += 1
                    reviewed = await self.review_cycle(self.cycle)
                    if triage is not None:
                        will_change = await triage(reviewed)
                    else:
                        will_change = await self._fix_without_asking(reviewed)
                    if self.close_cycle(reviewed, will_change=will_change).stop:
                        return self.report
                    if before_next is not None and not await before_next():
                        self.stop(StopReason.USER, f"{interruption} after cycle {self.cycle}")
                        return self.report
        except asyncio.CancelledError:
            interruption = self.interrupted_by or interruption
            early = "" if self.report.cycles else (
                ", before any model answered" if not self.voters else ", before the cycle was complete")
            self.stop(StopReason.USER, f"{interruption} during cycle {self.cycle}{early}", even_if_early=log_early_interruption)
            raise

    async def review_cycle(self, n: int) -> ReviewedCycle:
        """Send the artifact to every model, synthesize the answers; nothing is decided or written yet."""
        if self.caller.recorder is not None:
            self.caller.recorder.cycle = n
        text = self.read_text()
        doc = MarkdownDocument.parse(text)
        rows = read_issue_log(doc)
        if not self._seeded:
            self._seed(rows)
        messages = Messages(*prompt_messages(self.resolution, text, rows), text)
        record = CycleRecord(n)
        external = self.external_models()
        secret = secret_in_document(self.path, doc, external)  # pasted in since the review started
        kept_out = {m.id: f"not sent: {secret}" for m in external} if secret else {}
        gather = self.discussion.first_round if self.discussion is not None else call_reviewers
        asyncio.get_running_loop().call_later(0.05, warm_up)  # the requests go out first, then the model loads
        answers = await gather(self.caller, self.models, messages, n, record, self.listener, kept_out=kept_out)
        inputs, order, repaired, self.models = await self.reader.collect(self.models, answers, record)
        self.caller.log_calls(n, record.reviews, messages.prompt)
        self.tracker.use(embed := load_embedder())
        synthesis = synthesize(inputs, doc.outline(), self.reader.take(), embed, weights=self.reader.weights())
        self.reader.mark_unreadable(synthesis, record, repaired)
        record.issues = await self._settle(n, synthesis, record, text)
        if record.assists:
            self.caller.log_calls(n, record.assists, messages.prompt)
        record.reviews.sort(key=lambda r: order.index(r.model) if r.model in order else len(order))
        self.report.cycles.append(record)
        self.voters += [m for m in synthesis.voters if m not in self.voters]  # a review stopped now still logs them
        if self.discussion is not None:  # its rounds log their own calls, as each ends
            record.issues = await self.discussion.later_rounds(self.caller, record.issues, record, text, self.voters, self.path.name)
        reviewed = ReviewedCycle(n, record, text, messages.prompt, list(synthesis.voters), answers.skipped_for_budget)
        self._last_reviewed = reviewed
        return reviewed

    async def _settle(self, n: int, synthesis: SynthesisResult, record: CycleRecord, text: str) -> list[Issue]:
        """The cycle's issues: the arbiter's grouping when one is configured, known across cycles, the person's
        earlier merges and splits applied, and a second opinion when asked for."""
        issues = synthesis.issues
        if self.resolution.get("synthesizer") != "local" and len(synthesis.voters) >= 2 and len(synthesis.items) >= 2:
            issues = await arbitrate(self.caller, synthesis, record, self.listener)
        self.tracker.observe(n, issues)
        issues = self.regrouping.apply(issues, len(synthesis.voters))  # the person's merges and splits of earlier cycles
        for issue in issues:
            self.tracker.remember(n, issue)
        if self.resolution.get("verify"):
            await verify(self.caller, issues, synthesis.voters, text, record, self.tracker, self.listener)
        return issues

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
                ended=self.discussion.outcome if self.discussion is not None else "",
            )
        )
        self._close_unraised(record.issues, reviewed.voters)
        self.caller.log_decisions(n, record.issues)  # for `xreview stats`: what became of each model's issues
        if decision.stop:
            self.report.stop_reason = decision.reason
            self.report.stop_explanation = decision.explanation
        self.closed_cycles += 1
        self.writer.write(self, record.issues, final=decision.stop, voters=reviewed.voters)
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
        self.writer.write(self, issues, final=True, voters=voters, entry_anyway=even_if_early)

    # -- auto-fix: the fixer model proposes edits, someone approves, they are applied (see ``fixes``) ---------

    @property
    def fixer(self) -> str | None:
        """The fixer chain ("kimi, gemini"), or None when nobody edits the artifact."""
        value = self.resolution.settings.get("fixer")
        return ", ".join(value.value) if value is not None and value.value else None

    fixable = staticmethod(fixable)

    def _fixes(self) -> FixFlow:
        chain = FixChain(self.caller, [m.id for m in self.models])
        return FixFlow(self.caller, chain, self.tracker, self.listener, path=self.path, pinned=self.pinned,
                       undo=self.undo_file, clock=self.clock, read_text=self.read_text, may_write=lambda: self.writes)

    async def propose_fixes(self, reviewed: ReviewedCycle, issues: list[Issue]) -> FixProposal:
        """Ask the fixer for edits resolving ``issues``, placed in the artifact as it is now."""
        return await self._fixes().propose(reviewed, issues)

    def apply_fixes(self, proposal: FixProposal, chosen: list[ProposedEdit],
                    rejected: dict[int, str] | None = None) -> list[ProposedEdit]:
        """Write the ``chosen`` edits into the artifact at once (see ``FixFlow.apply``)."""
        return self._fixes().apply(proposal, chosen, rejected)

    async def _fix_without_asking(self, reviewed: ReviewedCycle) -> bool:
        """Headless --auto-fix: every placeable edit is applied; True when the artifact changed."""
        if not self.auto_fix or self.fixer is None:
            return False
        return await self._fixes().without_asking(reviewed)

    # -- estimates, the artifact's state, and what the reviews no longer raise ---------------------------

    def estimate_cycle(self) -> float:
        """What one cycle is expected to cost, from the artifact as it is now (for the confirmation)."""
        prompt = prompt_for(self.resolution, self.read_text())
        return sum(estimate_call(m, prompt) for m in self.models)

    def _cannot_afford_next(self, prompt: str) -> bool:
        return (total := sum(estimate_call(m, prompt) for m in self.models)) > 0 and self.budget.refusal(total) is not None

    def _changed_on_disk(self, reviewed: str) -> bool:
        """True when the artifact was edited since it was read (the logs xreview writes do not count)."""
        try:
            return content_signature(self.read_text()) != content_signature(reviewed)
        except ArtifactError:
            return False

    def _seed(self, rows: list[LogRow]) -> None:
        self.logged |= seed(self.tracker, rows)
        self._seeded = True

    def _close_unraised(self, issues: list[Issue], voters: list[str]) -> None:
        """An issue raised earlier is resolved once a reviewer that raised it answers again without raising it."""
        for issue in issues:
            self.seen.pop(issue.id, None)
            self.seen[issue.id] = issue
        self._resolve_unraised(self.report.cycles[-1].n, {issue.id for issue in issues}, voters)

    def _resolve_unraised(self, n: int, raised_now: set[str], voters: list[str]) -> set[str]:
        """Mark resolved what ``voters`` raised before and did not raise in cycle ``n``; return those ids."""
        raised = raised_now | self.regrouping.absorbed
        resolved: set[str] = set()
        for issue_id, issue in self.seen.items():
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
