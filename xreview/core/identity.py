"""Issue identity across cycles: the same issue in other words keeps its id.

The tracker remembers every issue seen in this review (and those already in
the artifact's Issue Log). A new cycle's issues are matched to known ones,
most similar first, one to one; a match inherits the id and the user's
decision, and an issue that was resolved and comes back is marked re-raised.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xreview.core.model import Issue, Status
from xreview.core.text import normalise_heading, overlap, token_set

MATCH_THRESHOLD = 0.5


@dataclass
class TrackedIssue:
    id: str
    title: str
    heading: str | None
    status: Status
    words: frozenset[str]
    cycles: list[int] = field(default_factory=list)
    row: int | None = None  # its number in the artifact's Issue Log, when it has one


class IssueTracker:
    """The issues of one review, across its cycles."""

    def __init__(self) -> None:
        self.known: dict[str, TrackedIssue] = {}

    def seed(self, issue_id: str, title: str, status: Status, heading: str | None = None, row: int | None = None) -> None:
        """Remember an issue from before this review (an Issue Log row)."""
        self.known[issue_id] = TrackedIssue(issue_id, title, heading, status, token_set(title), [], row)

    def observe(self, cycle: int, issues: list[Issue]) -> None:
        """Give this cycle's issues their lasting ids and carry earlier decisions over."""
        pairs: list[tuple[float, int, str]] = []
        for index, issue in enumerate(issues):
            words = token_set(issue.title)
            for known in self.known.values():
                score = _score(words, issue.location.heading, known)
                if score >= MATCH_THRESHOLD:
                    pairs.append((score, index, known.id))
        pairs.sort(key=lambda p: (-p[0], p[1], p[2]))
        matched: dict[int, str] = {}
        taken: set[str] = set()
        for _score_value, index, known_id in pairs:
            if index in matched or known_id in taken:
                continue
            matched[index] = known_id
            taken.add(known_id)
        used = set(self.known)
        for index, issue in enumerate(issues):
            known_id = matched.get(index)
            if known_id is None:
                issue.id = _free_id(issue.id, used)
                used.add(issue.id)
                self.known[issue.id] = TrackedIssue(
                    issue.id, issue.title, issue.location.heading, issue.status, token_set(issue.title), [cycle]
                )
                continue
            known = self.known[known_id]
            issue.id = known_id
            if known.status is Status.RESOLVED:
                issue.reraised = True
            elif known.status in (Status.DEFERRED, Status.REJECTED):
                issue.status = known.status
            known.cycles.append(cycle)
            known.status = issue.status

    def update_status(self, issue: Issue) -> None:
        """Record a decision taken on ``issue`` (accept, defer, reject, resolve)."""
        if issue.id in self.known:
            self.known[issue.id].status = issue.status

    def row_of(self, issue_id: str) -> int | None:
        known = self.known.get(issue_id)
        return known.row if known else None

    def persisting(self, current: int, span: int) -> list[str]:
        """Ids of issues seen in each of the last ``span`` cycles up to ``current``, still unresolved."""
        wanted = set(range(current - span + 1, current + 1))
        if span < 1 or min(wanted) < 1:
            return []
        return sorted(
            known.id
            for known in self.known.values()
            if wanted <= set(known.cycles) and known.status.unresolved
        )


def _score(words: frozenset[str], heading: str | None, known: TrackedIssue) -> float:
    score = overlap(words, known.words)
    if heading and known.heading:
        score += 0.1 if normalise_heading(heading) == normalise_heading(known.heading) else -0.1
    return score


def _free_id(candidate: str, used: set[str]) -> str:
    if candidate not in used:
        return candidate
    suffix = 2
    while f"{candidate}{suffix}" in used:
        suffix += 1
    return f"{candidate}{suffix}"
