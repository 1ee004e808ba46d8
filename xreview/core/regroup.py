"""The user's merges and splits of synthesized issues, applied again in the later cycles of the review.

Synthesis merges only on strong evidence; what it leaves apart, a person can
put together (``merge``), and what it put together, a person can take apart
(``split``, one issue per reviewer). Either way the consensus, severity,
complexity and action are decided again from the sources. The decisions are
remembered by issue id (ids are stable across cycles), so the next cycle's
synthesis is regrouped the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xreview.core.model import Issue, Status
from xreview.core.synthesis import decide, fingerprint
from xreview.core.text import overlap, token_set


def merge(into: Issue, other: Issue, voter_count: int) -> Issue:
    """``other`` folded into ``into``: every source of both, the issue decided again. ``into`` keeps its id and title."""
    into.sources = into.sources + [s for s in other.sources if s not in into.sources]
    decided = into.status not in (Status.OPEN, Status.FLAGGED, Status.LOGGED)
    decide(into, voter_count, keep_status=decided)
    into.possible_duplicates = [i for i in into.possible_duplicates + other.possible_duplicates if i is not into and i is not other]
    return into


def split(issue: Issue, voter_count: int, taken: set[str]) -> list[Issue]:
    """One issue per reviewer that raised ``issue``; the first keeps its id, the others get new ones (not in ``taken``)."""
    by_model: dict[str, list] = {}  # type: ignore[type-arg]
    for source in issue.sources:
        by_model.setdefault(source.model, []).append(source)
    if len(by_model) < 2:
        return [issue]
    parts = []
    for number, (_model, sources) in enumerate(by_model.items()):
        lead = sources[0]
        title = issue.title if number == 0 else (lead.title or issue.title)
        part = Issue(
            id=issue.id if number == 0 else _fresh(fingerprint(title, issue.location), taken),
            title=title,
            description=issue.description if number == 0 else lead.description,
            severity=issue.severity, complexity=issue.complexity, action=issue.action, consensus=issue.consensus,
            status=issue.status, sources=list(sources), location=issue.location,
        )
        taken.add(part.id)
        decide(part, voter_count)
        parts.append(part)
    return parts


def candidates(issue: Issue, others: list[Issue]) -> list[Issue]:
    """The issues ``issue`` might be merged into, best first: the possible duplicates, then by shared words."""
    words = token_set(issue.title + " " + issue.description[:300])
    hinted = [o for o in issue.possible_duplicates if o in others and o is not issue]
    rest = sorted((o for o in others if o is not issue and o not in hinted),
                  key=lambda o: -overlap(words, token_set(o.title + " " + o.description[:300])))
    return hinted + rest


@dataclass
class Regrouping:
    """The merges and splits a person made, by issue id, to apply again to later cycles."""

    merges: list[tuple[str, str]] = field(default_factory=list)  # (the issue kept, the issue folded into it)
    splits: set[str] = field(default_factory=set)

    def record(self, other: Regrouping) -> None:
        for pair in other.merges:
            if pair not in self.merges:
                self.merges.append(pair)
            self.splits.discard(pair[0])
        for issue_id in other.splits:
            self.splits.add(issue_id)
            self.merges = [m for m in self.merges if issue_id not in m]

    @property
    def absorbed(self) -> set[str]:
        """Ids of issues folded into another: not raised on their own any more, but not resolved either."""
        return {other for _, other in self.merges}

    def apply(self, issues: list[Issue], voter_count: int) -> list[Issue]:
        """This cycle's issues regrouped as the person regrouped them before (where both sides are raised again)."""
        if not self.merges and not self.splits:
            return issues
        taken = {i.id for i in issues}
        out: list[Issue] = []
        for issue in issues:
            out.extend(split(issue, voter_count, taken) if issue.id in self.splits else [issue])
        by_id = {i.id: i for i in out}
        for keep, other in self.merges:
            if keep in by_id and other in by_id and by_id[keep] is not by_id[other]:
                merge(by_id[keep], by_id[other], voter_count)
                out.remove(by_id.pop(other))
        return out


def _fresh(candidate: str, taken: set[str]) -> str:
    if candidate not in taken:
        return candidate
    suffix = 2
    while f"{candidate}{suffix}" in taken:
        suffix += 1
    return f"{candidate}{suffix}"
