"""Issue identity across cycles: the same issue in other words keeps its id.

The tracker remembers every issue seen in this review (and those already in
the artifact's Issue Log). A new cycle's issues are matched to known ones,
most similar first, one to one, by the synthesis's own measure (sentence
embedding and word overlap of title and description); a match inherits the
id and the user's decision, and an issue that was resolved and comes back is
marked re-raised.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from xreview.core.model import Issue, ReviewItem, Status
from xreview.core.similarity import LEXICAL_ONLY, WITH_EMBEDDINGS, Embedder, item_text, similarity_matrix


@dataclass
class TrackedIssue:
    id: str
    title: str
    heading: str | None
    status: Status
    text: str
    cycles: list[int] = field(default_factory=list)
    row: int | None = None  # its number in the artifact's Issue Log, when it has one


class IssueTracker:
    """The issues of one review, across its cycles."""

    def __init__(self, embed: Embedder | None = None) -> None:
        self.known: dict[str, TrackedIssue] = {}
        self.embed = embed

    def seed(self, issue_id: str, title: str, status: Status, heading: str | None = None, row: int | None = None) -> None:
        """Remember an issue from before this review (an Issue Log row)."""
        self.known[issue_id] = TrackedIssue(issue_id, title, heading, status, title, [], row)

    def observe(self, cycle: int, issues: list[Issue]) -> None:
        """Give this cycle's issues their lasting ids and carry earlier decisions over."""
        matched = self._match(issues)
        used = set(self.known)
        for index, issue in enumerate(issues):
            known_id = matched.get(index)
            if known_id is None:
                issue.id = _free_id(issue.id, used)
                used.add(issue.id)
                self.known[issue.id] = TrackedIssue(
                    issue.id, issue.title, issue.location.heading, issue.status, _text(issue), [cycle]
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
            known.text = _text(issue)

    def _match(self, issues: list[Issue]) -> dict[int, str]:
        known = list(self.known.values())
        if not issues or not known:
            return {}
        texts = [ReviewItem(title=_text(i), text="") for i in issues] + [ReviewItem(title=k.text, text="") for k in known]
        tuning = WITH_EMBEDDINGS if self.embed else LEXICAL_ONLY
        matrix = similarity_matrix(texts, self.embed, tuning)[: len(issues), len(issues) :]
        # As similar as two reviewers' items must be to merge (a higher bar measured worse: 0.93 at
        # 1.1 x, 0.82 at 1.5 x the threshold on the benchmark's cycle pairs).
        rows, cols = np.nonzero(matrix >= tuning.threshold)
        pairs = sorted(zip((-matrix[rows, cols]).tolist(), rows.tolist(), cols.tolist()))
        matched: dict[int, str] = {}
        taken: set[str] = set()
        for _score, index, column in pairs:
            known_id = known[column].id
            if index in matched or known_id in taken:
                continue
            matched[index] = known_id
            taken.add(known_id)
        return matched

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


def _text(issue: Issue) -> str:
    return item_text(ReviewItem(title=issue.title, text="", description=issue.description))


def _free_id(candidate: str, used: set[str]) -> str:
    if candidate not in used:
        return candidate
    suffix = 2
    while f"{candidate}{suffix}" in used:
        suffix += 1
    return f"{candidate}{suffix}"
