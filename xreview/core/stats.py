"""Which models earn their cost: per model, from the calls log and the decisions log (``xreview stats``).

A decision record is what a closed cycle decided for one issue (its models, its status, whether the person
accepted it); the last record of an issue in a session is its fate. An issue counts as *accepted* when the
person accepted it in triage (for the fixer, to fix by hand, or to define now) or it was resolved (fixed, or no
longer raised once the document changed);
*rejected* and *deferred* as the person decided; the rest is undecided (a headless run decides nothing).
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from dataclasses import dataclass, field
from typing import Any


@dataclass
class ModelStats:
    model: str
    raised: int = 0
    accepted: int = 0
    rejected: int = 0
    deferred: int = 0
    only_it_accepted: int = 0  # accepted issues no other model raised
    severity_changed: int = 0
    calls: int = 0
    cached: int = 0
    failures: Counter[str] = field(default_factory=Counter)  # error type -> count
    latencies: list[int] = field(default_factory=list)  # ms, live successful review calls
    cost_usd: float = 0.0

    def percentile(self, share: float) -> int | None:
        """The nearest-rank percentile of the latencies (the median of an even count is the mean of the middle two)."""
        if not self.latencies:
            return None
        if share == 0.5:
            return round(statistics.median(self.latencies))
        ordered = sorted(self.latencies)
        return ordered[max(0, math.ceil(share * len(ordered)) - 1)]

    def as_dict(self) -> dict[str, Any]:
        asked = self.calls - self.cached
        return {
            "issues_raised": self.raised,
            "accepted_share": round(self.accepted / self.raised, 3) if self.raised else None,
            "rejected_share": round(self.rejected / self.raised, 3) if self.raised else None,
            "deferred": self.deferred, "accepted": self.accepted, "rejected": self.rejected,
            "only_it_found_accepted": self.only_it_accepted, "severity_changed": self.severity_changed,
            "calls": self.calls, "cached": self.cached,
            "latency_ms": {"median": self.percentile(0.5), "p95": self.percentile(0.95)},
            "failure_rate": round(sum(self.failures.values()) / asked, 3) if asked else None,
            "failures": dict(self.failures), "cost_usd": round(self.cost_usd, 6),
            "cost_per_accepted_usd": round(self.cost_usd / self.accepted, 6) if self.accepted else None,
        }


def model_stats(calls: list[dict[str, Any]], decisions: list[dict[str, Any]], since: str | None = None) -> dict[str, ModelStats]:
    """Per model, from the calls log's and the decisions log's records (ISO timestamps ``ts``, kept from ``since``)."""
    out: dict[str, ModelStats] = {}

    def of(model: str) -> ModelStats:
        return out.setdefault(model, ModelStats(model))

    for call in calls:
        if since and str(call.get("ts", "")) < since:
            continue
        stats = of(str(call.get("model")))
        stats.cost_usd += float(call.get("cost_usd") or 0.0)
        if call.get("purpose", "review") != "review":
            continue
        stats.calls += 1
        if call.get("cached"):
            stats.cached += 1
        elif call.get("outcome") == "success":
            stats.latencies.append(int(call.get("latency_ms") or 0))
        else:
            stats.failures[str(call.get("error_type") or call.get("outcome"))] += 1
    fates: dict[tuple[str, str], dict[str, Any]] = {}
    for record in decisions:
        if since and str(record.get("ts", "")) < since:
            continue
        fates[(str(record.get("session")), str(record.get("issue")))] = record  # the last word on it
    for record in fates.values():
        models = [str(m) for m in record.get("models") or []]
        accepted = (bool(record.get("accepted")) or record.get("status") == "resolved"
                    or str(record.get("resolution") or "").startswith(("Accepted in triage", "To be defined")))
        for model in models:
            stats = of(model)
            stats.raised += 1
            stats.accepted += accepted
            stats.rejected += record.get("status") == "rejected"
            stats.deferred += record.get("status") == "deferred"
            stats.severity_changed += bool(record.get("severity_changed"))
            stats.only_it_accepted += accepted and models == [model]
    return dict(sorted(out.items()))
