"""The Review Log entry xreview writes for each review: ``### Phase 2: External Review``."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import datetime

from xreview.artifact.credentials import mask_secrets
from xreview.core.model import Action, Complexity, Consensus, Severity, Status
from xreview.core.text import clean_text, one_line

ENTRY_TITLE = "Phase 2: External Review"
AUTO_FIXED = "Auto-fixed"


@dataclass(frozen=True)
class EntryIssue:
    """One issue as the Review Log entry reports it; ``key`` finds its Issue Log row number."""

    key: str
    title: str
    severity: Severity
    complexity: Complexity
    action: Action
    status: Status
    consensus: Consensus
    resolution: str = ""
    reraised: str = ""  # "" | a closed row raised again: "re-raised" (reopened) or "re-raised? (row #N left Resolved)"
    disputed: bool = False
    verified: str = ""  # a second model's verdict on a single model's issue: agree, disagree, cannot tell


@dataclass(frozen=True)
class ReviewEntry:
    """What one review did, to be written as an entry of the Review Log."""

    when: datetime
    reviewers: tuple[str, ...]  # reviewers that answered, as named in the Source column
    silent: tuple[str, ...]  # reviewers asked that never answered, with why
    cycles: int
    issues: tuple[EntryIssue, ...]
    outcome: str
    cost_usd: float
    tokens_in: int = 0
    tokens_out: int = 0
    closed: tuple[int, ...] = ()  # Issue Log rows of earlier reviews found resolved
    discussion: str = ""  # `xreview discuss`: its rounds and final convergence
    recipe: str = ""  # `xreview run`: the recipe and its version

    def lines(self, level: int, numbers: dict[str, int], closed: tuple[int, ...] = ()) -> list[str]:
        """The entry as Markdown lines (no line endings), its heading at ``level``.

        ``numbers`` maps issue keys to Issue Log rows; ``closed`` lists the rows of
        earlier reviews this one found resolved.
        """
        issues = self.issues
        out = [f"{'#' * level} {ENTRY_TITLE}", ""]
        out.append(f"- **Date:** {self.when.date().isoformat()}")
        cycles = f"{self.cycles} cycle{'s' if self.cycles != 1 else ''}"
        names = ", ".join(self.reviewers) or "none answered"
        mode = "parallel, " if len(self.reviewers) > 1 else ""
        out.append(f"- **Reviewers:** {names} ({mode}{cycles})")
        if self.discussion:
            out.append(f"- **Discussion:** {self.discussion}")
        if self.recipe:
            out.append(f"- **Recipe:** {self.recipe}")
        if self.silent:
            out.append(f"- **No review from:** {'; '.join(self.silent)}")
        out.append(f"- **Issues Found:** {_severities(issues)}")
        out.append(f"- **Complexity Assessment:** {_complexities(issues)}")
        out.append("- **Actions Taken:**")
        for label, members, always in _actions(issues):
            if not members and not always:
                continue
            out.append(f"  - {label}: {len(members) if members else 'none'}")
            for issue in members:
                out.append(f"    - {_issue_line(issue, numbers)}")
        closed = tuple(sorted(set(self.closed) | set(closed)))
        if closed:
            rows = ", ".join(f"#{n}" for n in closed)
            out.append(f"  - Earlier issues no longer raised, marked resolved: {len(closed)} ({rows})")
        out.append(f"- **Cross-Reviewer Consensus:** {_consensus(issues, len(self.reviewers))}")
        out.append(f"- **Outcome:** {self.outcome}")
        tokens = f" ({self.tokens_in:,} tokens in, {self.tokens_out:,} out)" if self.tokens_in or self.tokens_out else ""
        out.append(f"- **Cost:** ${self.cost_usd:.4f}{tokens}")
        # a model may have quoted a key, or written a control character, in an issue title
        return [clean_text(mask_secrets(line)) for line in out]


def _severities(issues: tuple[EntryIssue, ...]) -> str:
    if not issues:
        return "none"
    counts = Counter(i.severity for i in issues)
    parts = ", ".join(f"{counts[s]} {s.value}" for s in Severity)
    return f"{parts} ({len(issues)} in all)"


def _complexities(issues: tuple[EntryIssue, ...]) -> str:
    if not issues:
        return "none"
    counts = Counter(i.complexity for i in issues)
    order = (Complexity.LOW, Complexity.MEDIUM, Complexity.HIGH)
    text = ", ".join(f"{counts[c]} {c.value}" for c in order)
    if counts[Complexity.NA]:
        text += f"; {counts[Complexity.NA]} N/A"
    high = sum(1 for i in issues if i.complexity is Complexity.HIGH and i.severity is not Severity.LOW)
    if high:
        text += f" — {high} Critical/High issue{'s' if high != 1 else ''} need{'s' if high == 1 else ''} design work"
    return text


def _actions(issues: tuple[EntryIssue, ...]) -> list[tuple[str, list[EntryIssue], bool]]:
    def pick(test) -> list[EntryIssue]:  # type: ignore[no-untyped-def]
        return [i for i in issues if test(i)]

    auto_fixed = pick(lambda i: i.status is Status.RESOLVED and i.resolution.startswith(AUTO_FIXED))
    return [
        ("Auto-fixed", auto_fixed, True),
        ("Flagged for user", pick(lambda i: i.status is Status.FLAGGED), True),
        ("Logged only", pick(lambda i: i.status is Status.LOGGED), True),
        ("Left open for a fix", pick(lambda i: i.status is Status.OPEN), False),
        ("Resolved", pick(lambda i: i.status is Status.RESOLVED and i not in auto_fixed), False),
        ("Deferred", pick(lambda i: i.status is Status.DEFERRED), False),
        ("Rejected", pick(lambda i: i.status is Status.REJECTED), False),
    ]


def _issue_line(issue: EntryIssue, numbers: dict[str, int]) -> str:
    number = numbers.get(issue.key)
    prefix = f"#{number} " if number is not None else ""
    detail = f"{issue.severity.value}, {issue.complexity.value} complexity"
    if issue.reraised:
        detail += ", " + issue.reraised
    if issue.disputed:
        detail += ", severity disputed"
    if issue.verified:
        detail += {"agree": ", confirmed by a second model", "disagree": ", a second model disagreed",
                   "cannot tell": ", a second model could not tell"}[issue.verified]
    line = f"{prefix}{one_line(issue.title, 120)} ({detail})"
    if issue.resolution and issue.status is Status.RESOLVED:
        line += f" — {one_line(issue.resolution, 100)}"
    elif issue.resolution and issue.status is Status.FLAGGED:  # what the fixers tried
        line += f" — {one_line(issue.resolution, 200)}"
    return line.replace("<!--", "&lt;!--")


def _consensus(issues: tuple[EntryIssue, ...], reviewers: int) -> str:
    if not issues:
        return "nothing to agree on"
    if reviewers < 2:
        return "one reviewer answered, so every issue has a single source"
    counts = Counter(i.consensus for i in issues)
    words = {
        Consensus.ALL: "raised by every reviewer",
        Consensus.MAJORITY: "raised by most reviewers",
        Consensus.SOME: "raised by some reviewers",
        Consensus.SINGLE: "raised by one reviewer only",
    }
    text = ", ".join(f"{counts[c]} {words[c]}" for c in Consensus if counts[c])
    disputed = sum(1 for i in issues if i.disputed)
    if disputed:
        text += f"; severity disputed on {disputed}"
    verdicts = Counter(i.verified for i in issues if i.verified)
    if verdicts:
        said = {"agree": "confirmed", "disagree": "disputed", "cannot tell": "undecided"}
        parts = ", ".join(f"{verdicts[v]} {said[v]}" for v in said if verdicts[v])
        text += f"; single-reviewer Critical/High issues cross-checked by a second model: {parts}"
    return text
