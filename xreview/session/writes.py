"""Writing a review into its artifact: after each closed cycle the Issue Log rows it decided, and at the end the
Review Log entry — planned here from what the review knows, written atomically by ``artifact.writeback`` into
the sections xreview owns, the version before the first write kept as a backup."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Protocol

from xreview.artifact.files import update_file
from xreview.artifact.issue_log import LogRow, log_status, source_name
from xreview.artifact.review_log import EntryIssue, ReviewEntry
from xreview.artifact.writeback import REVIEW_COMPLETE, RowValues, WritePlan, WriteResult, apply_plan
from xreview.config.models import ModelConfig
from xreview.core.cycle import StopReason
from xreview.core.identity import IssueTracker
from xreview.core.model import Issue, Location, Status
from xreview.core.report import Report, reraise_note
from xreview.core.synthesis import fingerprint
from xreview.errors import ArtifactError
from xreview.paths import display_path
from xreview.session.events import ArtifactWritten, SessionListener, WriteFailed


class ReviewState(Protocol):
    """What a review knows that its logs record (the session is one)."""

    report: Report
    tracker: IssueTracker
    models: list[ModelConfig]
    seen: dict[str, Issue]  # every issue this review raised, latest version, in order
    logged: set[str]  # ids of issues that came from the artifact's Issue Log
    voters: list[str]  # reviewers that answered at least once
    closed_cycles: int


class LogWriter:
    """Writes one review's logs into ``path`` (the pinned file), or nothing when not ``enabled``."""

    def __init__(self, path: Path, pinned: Path, *, enabled: bool, backup: Path | None, labels: dict[str, str],
                 clock: Callable[[], datetime], listener: SessionListener) -> None:
        self.path = path
        self.pinned = pinned
        self.enabled = enabled  # False with --no-write, and from the first write that failed on
        self.backup = backup
        self.labels = labels  # model id -> the name the logs give it
        self.clock = clock
        self.listener = listener
        self.backed_up = False
        self.closed: list[int] = []  # Issue Log rows of earlier reviews this one marked resolved

    def name(self, model_id: str) -> str:
        return source_name(self.labels.get(model_id, model_id))

    def write(self, state: ReviewState, issues: list[Issue], *, final: bool, voters: list[str] | None = None,
              entry_anyway: bool = False) -> None:
        """Write a cycle's verdicts (and, at the end, the Review Log entry) into the artifact; with no
        reviewer's answer, only an interrupted review's entry (``entry_anyway``)."""
        report = state.report
        if not self.enabled:
            return
        if not state.voters and not (final and entry_anyway):
            if final:
                report.write_note = "no reviewer answered, so there is nothing to log"
            return
        plan = self.plan(state, issues, state.voters if voters is None else voters, final)

        def transform(text: str) -> tuple[str, WriteResult]:
            result = apply_plan(text, plan)
            return result.text, result

        try:
            written, result = update_file(self.path, transform, backup=None if self.backed_up else self.backup,
                                          pinned=self.pinned)
        except ArtifactError as exc:
            self.enabled = False
            message = exc.message + (f" ({exc.hint})" if exc.hint else "")
            report.write_note = f"not written: {message}"
            report.write_failed = True
            self.listener(WriteFailed(message))
            return
        known = state.tracker.known
        for key, number in result.numbers.items():
            if key in known:
                known[key].row = number
        for key in result.closed_keys:
            if key in known:
                known[key].status = Status.RESOLVED
        self.closed += [n for n in result.closed if n not in self.closed]
        if written:
            self.backed_up = True
            report.artifact_written = True
            report.write_note = f"backup of the previous version: {self.backup}" if self.backup else ""
            self.listener(ArtifactWritten(display_path(self.path), result.summary(), self.backup))

    def plan(self, state: ReviewState, issues: list[Issue], voters: list[str], final: bool) -> WritePlan:
        now = self.clock()
        rows = [row for issue in issues if (row := self._row(state, issue, now)) is not None]
        if voters:
            rows += self._unraised_rows(state, {issue.id for issue in issues}, voters, now)
        plan = WritePlan(rows=rows, updated=now)
        if final:
            plan.entry = self.entry(state, now)
            if state.report.stop_reason is StopReason.CLEAN:
                plan.status = REVIEW_COMPLETE
        return plan

    def _row(self, state: ReviewState, issue: Issue, now: datetime) -> RowValues | None:
        if issue.reraise is not None and not issue.reraise.confirmed:
            return None  # a closed row raised again: it stays as it is until someone confirms the re-raise
        known = state.tracker.known.get(issue.id)
        resolution = issue.resolution or (f"Re-raised {now.date().isoformat()}" if issue.reraise is not None else "")
        return RowValues(
            key=issue.id,
            title=issue.title,
            source=", ".join(self.name(m) for m in issue.models),
            severity=issue.severity.value,
            complexity=issue.complexity.value,
            status=issue.status,
            resolution=resolution,
            number=known.row if known else None,
            aliases=(known.title,) if known else (),
            decided=issue.reraise is not None,
        )

    def _unraised_rows(self, state: ReviewState, raised: set[str], voters: list[str], now: datetime) -> list[RowValues]:
        """Rows the reviews resolved without raising them: this review's own, and the log's earlier ones."""
        names = frozenset(self.name(m) for m in voters)
        rows = []
        for issue_id, known in state.tracker.known.items():
            if issue_id in raised:
                continue
            in_review = issue_id in state.seen
            if in_review and known.status is Status.RESOLVED:
                resolution = state.seen[issue_id].resolution or ""
            elif issue_id in state.logged and known.status.unresolved and not in_review:
                resolution = f"No longer raised by the external review of {now.date().isoformat()}"
            else:
                continue
            rows.append(RowValues(
                key=issue_id, title=known.title, source="", severity="", complexity="",
                status=Status.RESOLVED, resolution=resolution, number=known.row, aliases=(known.title,),
                new_row=False, require_source=names,
            ))
        return rows

    def entry(self, state: ReviewState, now: datetime) -> ReviewEntry:
        report = state.report
        known = state.tracker.known
        issues = tuple(
            EntryIssue(
                key=issue.id, title=issue.title, severity=issue.severity, complexity=issue.complexity,
                action=issue.action, status=known[issue.id].status if issue.id in known else issue.status,
                consensus=issue.consensus, resolution=issue.resolution or "", reraised=reraise_note(issue).strip(" ()"),
                disputed=bool(issue.disagreement) or (issue.note or "").startswith("disputed:"), verified=issue.verification.verdict.value if issue.verification else "",
            )
            for issue in state.seen.values()
        )
        silent = []
        for model in state.models:
            reviews = [r for c in report.cycles for r in c.reviews if r.model == model.id]
            if reviews and not any(r.status == "success" for r in reviews):
                last = reviews[-1]
                silent.append(f"{self.name(model.id)} ({'unreadable' if last.status == 'unreadable' else last.error_type or last.status})")
            elif not report.cycles:
                silent.append(f"{self.name(model.id)} (interrupted before it answered)")
        reason = report.stop_reason
        if reason is StopReason.CLEAN:
            outcome = "Clean: no Critical or High issue remains; the external review is complete."
        else:
            outcome = f"Stopped ({reason.value if reason else 'unknown'}): {report.stop_explanation}."
        return ReviewEntry(
            when=now,
            reviewers=tuple(self.name(m) for m in state.voters),
            silent=tuple(silent),
            cycles=state.closed_cycles,  # a cycle stopped before it closed logged nothing
            issues=issues,
            outcome=outcome,
            cost_usd=report.cost_usd,
            tokens_in=sum(r.tokens_in for c in report.cycles for r in c.reviews),
            tokens_out=sum(r.tokens_out for c in report.cycles for r in c.reviews),
            closed=tuple(self.closed),
            discussion=_discussion(report),
            recipe=report.recipe or "",
        )


def _discussion(report: Report) -> str:
    if report.discussion_id is None or not report.rounds:
        return ""
    last = report.rounds[-1].convergence
    count = len(report.rounds)
    return (f"{count} round{'s' if count != 1 else ''}, final convergence {last.score:.2f} ({last.recommendation}), "
            f"discussion {report.discussion_id}")


def seed(tracker: IssueTracker, rows: list[LogRow]) -> set[str]:
    """Make the Issue Log's rows known before the first cycle, so a review recognises what is already
    tracked; return their ids."""
    logged: set[str] = set()
    for row in rows:
        if not re.search(r"\w", row.title):
            continue  # a placeholder row ("| - | - | … |"): nothing to match
        issue_id = fingerprint(row.title, Location())
        if issue_id in tracker.known:
            issue_id = f"{issue_id}-{row.number or row.line}"
        tracker.seed(issue_id, row.title, log_status(row.status), row=row.number, status_text=row.status)
        logged.add(issue_id)
    return logged
