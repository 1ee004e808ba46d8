"""Issue identity across cycles: the same issue in other words keeps its id, and history is not rewritten by accident.

The tracker remembers every issue seen in this review and the rows already
in the artifact's Issue Log. A new cycle's issues are matched to them, most
similar first, one to one, by the synthesis's own measure (sentence
embedding and word overlap of title and description, numbers left out, so
"line 10" is no evidence for row #10). An issue of this review keeps its id
at the ordinary bar; an Issue Log row written before this review, or a
closed one (Resolved, Deferred, Rejected, Complete, or a status xreview does
not know), is taken only on a strong match. Templated titles ("Missing
required section: X", "Broken link to X") match only when their variable
part matches. A closed row that is taken is a *re-raise*: the issue shows it
(``Issue.reraise``), and the row changes only once someone confirms it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from xreview.core.model import Issue, Reraise, ReviewItem, Status
from xreview.core.similarity import LEXICAL_ONLY, WITH_EMBEDDINGS, Embedder, item_text, similarity_matrix, word_sets
from xreview.core.text import overlap

if TYPE_CHECKING:
    import numpy as np
else:
    from xreview.core.lazy import np  # numpy loads on first use, not with the command line


@dataclass(frozen=True)
class IdentityTuning:
    """How alike two issues must be to be one issue across cycles (measured in benchmarks/synthesis)."""

    same: float  # an issue this review raised before keeps its id at this much evidence
    strong: float  # an Issue Log row from before this review, or a closed issue, needs this much
    margin: float = 1.0  # weight of how far a pair stands above both sides' next-best match


IDENTITY = IdentityTuning(same=0.2, strong=0.55)
IDENTITY_LEXICAL = IdentityTuning(same=0.2, strong=0.5)

_OPEN_WORDS = frozenset({"open", "new", "reopened", "re-opened", "in progress", "flagged", "flagged for user", "needs decision",
                         "logged", "log only", "logged only", "noted", "todo", "to do", "pending", "active"})


def is_closed_status(text: str) -> bool:
    """A row's Status cell that closes the issue: resolved, deferred, rejected, complete — or a word xreview does not know."""
    word = re.sub(r"[*_`~]", "", text).strip().lower().rstrip(".")
    if not word or word in ("-", "—", "–"):
        return True
    first = re.split(r"[\s(—–:-]", word, maxsplit=1)[0]
    return word not in _OPEN_WORDS and first not in _OPEN_WORDS


@dataclass
class TrackedIssue:
    id: str
    title: str
    heading: str | None
    status: Status
    text: str
    cycles: list[int] = field(default_factory=list)
    row: int | None = None  # its number in the artifact's Issue Log, when it has one
    logged: bool = False  # it came from the Issue Log as it was before this review
    closed_as: str | None = None  # the Status cell that closed it ("Resolved", "Complete", "Verified"…), while it is closed


def template(title: str) -> tuple[str, str] | None:
    """A title's fixed part and variable part ("Missing required section", "Error handling"), when it has both."""
    quoted = re.search(r"""["“`]([^"”`]{2,80})["”`]""", title)
    if quoted:
        head = (title[: quoted.start()] + title[quoted.end() :]).strip(" :-")
        return (head, quoted.group(1)) if len(head) >= 3 else None
    if ":" in title:
        head, var = title.split(":", 1)
        if 3 <= len(head) <= 60 and var.strip():
            return head.strip(), var.strip()
    match = re.match(r"^(?P<head>.{3,60}?)\s+(?:to|in|#)\s*(?P<var>\S.*)$", title)
    if match and re.match(r"^(?:broken|unfinished|missing|named|empty|duplicate)\b", title, re.IGNORECASE):
        return match.group("head"), match.group("var")
    return None


def _words(text: str) -> frozenset[str]:
    return word_sets([text])[0]


def template_allows(a: str, b: str) -> bool:
    """False when templated titles say two different things: "Missing section: Security" is not "…: Testing",
    and "Missing required section: Error handling" is not "Missing Review Log section"."""
    first, second = template(a), template(b)
    if first is None and second is None:
        return True
    if first is not None and second is not None:
        if overlap(_words(first[0]), _words(second[0])) < 0.5:
            return overlap(_words(first[1]), _words(b)) >= 0.5 or overlap(_words(second[1]), _words(a)) >= 0.5
        return overlap(_words(first[1]), _words(second[1])) >= 0.6
    _, var = first if first is not None else second  # type: ignore[misc]
    other = b if first is not None else a
    return bool(_words(var)) and overlap(_words(var), _words(other)) >= 0.5


class IssueTracker:
    """The issues of one review, across its cycles."""

    def __init__(self, embed: Embedder | None = None, tuning: IdentityTuning | None = None) -> None:
        self.known: dict[str, TrackedIssue] = {}
        self.embed = embed
        self.fixed_tuning = tuning is not None
        self.tuning = tuning or (IDENTITY if embed is not None else IDENTITY_LEXICAL)

    def use(self, embed: Embedder | None) -> None:
        """Match with ``embed`` from now on (the session loads it while the first cycle's models think)."""
        self.embed = embed
        if not self.fixed_tuning:
            self.tuning = IDENTITY if embed is not None else IDENTITY_LEXICAL

    def seed(self, issue_id: str, title: str, status: Status, heading: str | None = None, row: int | None = None,
             status_text: str | None = None) -> None:
        """Remember an issue from before this review (an Issue Log row, with its Status cell as written)."""
        text = status_text if status_text is not None else status.value
        closed = text if is_closed_status(text) else None
        self.known[issue_id] = TrackedIssue(issue_id, title, heading, status, title, [], row, logged=True, closed_as=closed)

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
            if known.closed_as is not None or known.status is Status.RESOLVED:
                issue.reraise = Reraise(known.row, known.closed_as or "Resolved")
            elif known.status in (Status.DEFERRED, Status.REJECTED):
                issue.status = known.status
            known.cycles.append(cycle)
            known.status = issue.status
            known.closed_as = None if issue.status.unresolved else known.closed_as
            known.text = _text(issue)

    def _match(self, issues: list[Issue]) -> dict[int, str]:
        known = list(self.known.values())
        if not issues or not known:
            return {}
        texts = [ReviewItem(title=_text(i), text="") for i in issues] + [ReviewItem(title=k.text, text="") for k in known]
        tuning = WITH_EMBEDDINGS if self.embed else LEXICAL_ONLY
        matrix = lead(similarity_matrix(texts, self.embed, tuning)[: len(issues), len(issues) :], self.tuning.margin)
        bars = np.array([self.tuning.strong if (k.logged or k.closed_as is not None or k.status is Status.RESOLVED)
                         else self.tuning.same for k in known], dtype=np.float32)
        rows, cols = np.nonzero(matrix >= bars[None, :])
        pairs = sorted(zip((-matrix[rows, cols]).tolist(), rows.tolist(), cols.tolist(), strict=True))
        matched: dict[int, str] = {}
        taken: set[str] = set()
        for _score, index, column in pairs:
            known_id = known[column].id
            if index in matched or known_id in taken or not template_allows(issues[index].title, known[column].title):
                continue
            matched[index] = known_id
            taken.add(known_id)
        return matched

    def remember(self, cycle: int, issue: Issue) -> None:
        """Take on an issue this cycle made by hand (a split part), under the id it was given."""
        if issue.id not in self.known:
            self.known[issue.id] = TrackedIssue(issue.id, issue.title, issue.location.heading, issue.status, _text(issue), [cycle])

    def update_status(self, issue: Issue) -> None:
        """Record a decision taken on ``issue`` (accept, defer, reject, resolve)."""
        if issue.id in self.known:
            self.known[issue.id].status = issue.status

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


def lead(matrix: np.ndarray, margin: float) -> np.ndarray:
    """Similarity plus ``margin`` × the lead of each pair over the next-best match in its row and in its column."""
    if margin == 0 or matrix.size == 0:
        return matrix
    def second(values: np.ndarray, axis: int) -> np.ndarray:
        if values.shape[axis] < 2:
            return np.zeros_like(values)
        ordered = -np.sort(-values, axis=axis)
        first, runner = np.take(ordered, 0, axis=axis), np.take(ordered, 1, axis=axis)
        first, runner = np.expand_dims(first, axis), np.expand_dims(runner, axis)
        return np.where(values >= first, runner, first)
    advantage = np.minimum(matrix - second(matrix, 1), matrix - second(matrix, 0))
    return (matrix + margin * advantage).astype(np.float32)


def _text(issue: Issue) -> str:
    return item_text(ReviewItem(title=issue.title, text="", description=issue.description))


def _free_id(candidate: str, used: set[str]) -> str:
    if candidate not in used:
        return candidate
    suffix = 2
    while f"{candidate}{suffix}" in used:
        suffix += 1
    return f"{candidate}{suffix}"
