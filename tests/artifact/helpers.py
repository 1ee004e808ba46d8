"""Building write-back plans for the artifact tests."""

from __future__ import annotations

from datetime import datetime, timezone

from xreview.artifact.review_log import EntryIssue, ReviewEntry
from xreview.artifact.writeback import RowValues, WritePlan
from xreview.core.model import Action, Complexity, Consensus, Severity, Status

WHEN = datetime(2026, 11, 21, 14, 30, 5, tzinfo=timezone.utc)


def row(title: str, status: Status = Status.OPEN, *, key: str | None = None, number: int | None = None,
        severity: str = "High", source: str = "External-Kimi-K2, External-Gemini", resolution: str = "",
        **extra: object) -> RowValues:
    return RowValues(key=key or title, title=title, source=source, severity=severity, complexity="Low",
                     status=status, resolution=resolution, number=number, **extra)  # type: ignore[arg-type]


def entry(*titles: str, outcome: str = "Stopped (stuck): issues remain.") -> ReviewEntry:
    issues = tuple(
        EntryIssue(key=t, title=t, severity=Severity.HIGH, complexity=Complexity.LOW, action=Action.AUTO_FIX,
                   status=Status.OPEN, consensus=Consensus.ALL)
        for t in titles
    )
    return ReviewEntry(when=WHEN, reviewers=("External-Kimi-K2", "External-Gemini"), silent=(), cycles=1,
                       issues=issues, outcome=outcome, cost_usd=0.0123, tokens_in=1200, tokens_out=300)


def plan(*titles: str, with_entry: bool = True, status: str | None = None, updated: bool = True) -> WritePlan:
    return WritePlan(
        rows=[row(t) for t in titles],
        entry=entry(*titles) if with_entry else None,
        status=status,
        updated=WHEN if updated else None,
    )
