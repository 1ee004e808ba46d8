"""Cross-reviewer synthesis: every issue once, every model that raised it, decided by the rules.

Items from different reviewers are clustered greedily, most similar pairs
first, under the rule that one reviewer raises a given issue at most once.
Consensus is counted over the reviewers that answered; a failed or
unparsable review abstains. Severity and complexity are decided from the
sources' votes and the definitions, with disagreement kept visible.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from xreview.core.caps import MAX_ANSWER_CHARS, MAX_ITEMS_PER_ANSWER
from xreview.core.matrix import action_for, initial_status
from xreview.core.model import (
    Action,
    Complexity,
    Consensus,
    Issue,
    Location,
    ReviewItem,
    Severity,
    Source,
    Status,
)
from xreview.core.similarity import (
    LEXICAL_ONLY,
    WITH_EMBEDDINGS,
    Embedder,
    Tuning,
    merge_evidence,
    similarity_matrix,
)
from xreview.core.text import normalise_heading, token_set

if TYPE_CHECKING:
    import numpy as np

    from xreview.core.parse import ParsedReview
else:
    from xreview.core.lazy import np  # numpy loads on first use, not with the command line

_CRITICAL_WORDS = re.compile(
    r"\b(secret|api key|private key|password|credential|security hole|vulnerab|injection|data loss|"
    r"lose data|corrupt|breach|leakage|(?:data|memory|secret|credential|pii|token) leak|"
    r"leak(?:s|ing)? (?:of )?(?:data|secrets?|credentials?|pii|memory|tokens?|keys?)|unauthenticated|no auth|"
    r"privilege escalation|irreversible)\w*",  # "this ambiguity will leak everywhere" is not a data leak
    re.IGNORECASE,
)
_HIGH_WORDS = re.compile(
    r"\b(missing|no |lacks?|undefined|unspecified|not (?:defined|specified|measurable|described|covered)|"
    r"unmeasurable|vague|ambiguous|unclear|inconsistent|contradict|broken|fails?|risk)\w*",
    re.IGNORECASE,
)
_LOW_WORDS = re.compile(r"\b(typo|wording|formatting|style|nit|cosmetic|spelling|grammar|polish|minor)\w*", re.IGNORECASE)
_HIGH_CX_WORDS = re.compile(
    r"\b(research|architect\w*|redesign|rethink|re-think|spike|prototype|benchmark|unknown|investigat\w*|"
    r"fundamental|trade-?offs?|choose between|evaluate options)\b",
    re.IGNORECASE,
)
_LOW_CX_WORDS = re.compile(
    r"\b(typo|rename|link|add a (?:sentence|line|note|row)|remove|delete|reword|spelling|marker|placeholder|"
    r"todo|tbd|fixme|update the (?:date|version))\b",
    re.IGNORECASE,
)


@dataclass
class ReviewInput:
    """One reviewer's response for synthesis; ``ok`` False means it failed and abstains."""

    model: str
    text: str | None
    ok: bool = True
    max_items: int = MAX_ITEMS_PER_ANSWER
    max_chars: int = MAX_ANSWER_CHARS


@dataclass
class SynthesisResult:
    issues: list[Issue]
    voters: list[str]
    abstained: list[str]
    parsed: dict[str, ParsedReview] = field(default_factory=dict)
    unreadable: list[str] = field(default_factory=list)  # answered with text in which nothing could be read (they abstain)
    items: list[ReviewItem] = field(default_factory=list)  # every voter's items, in the order clustered


Outline = list[tuple[int, int, str]]  # (1-based line, level, title)


def synthesize(
    reviews: list[ReviewInput],
    outline: Outline | None = None,
    ready: dict[str, ParsedReview] | None = None,
    embed: Embedder | None = None,
    weights: dict[str, float] | None = None,
) -> SynthesisResult:
    """Parse every response and merge their items; ``ready`` holds responses already parsed (as each
    model finished, while the others were still answering) — the caller vouches they are these texts.
    ``weights`` (``weight_by_precision``): each model's vote in consensus, by the share of its issues accepted."""
    from xreview.core.parse import read_review  # the parser (markdown-it) loads once answers are in, not before the requests

    parsed: dict[str, ParsedReview] = {}
    voters: list[str] = []
    abstained: list[str] = []
    unreadable: list[str] = []
    items: list[ReviewItem] = []
    for review in reviews:
        if not review.ok or review.text is None:
            abstained.append(review.model)
            continue
        early = (ready or {}).get(review.model)
        result = early if early is not None else read_review(review.text, review.model, embed, max_items=review.max_items,
                                                             max_chars=review.max_chars)
        parsed[review.model] = result
        if not result.parsable:
            abstained.append(review.model)
            if review.text.strip():
                unreadable.append(review.model)
            continue
        voters.append(review.model)
        items.extend(result.items)
    issues = synthesize_items(items, len(voters), outline or [], embed)
    if weights:
        for issue in issues:
            weigh(issue, voters, weights)
    return SynthesisResult(issues, voters, abstained, parsed, unreadable, items)


def synthesize_items(
    items: list[ReviewItem],
    voter_count: int,
    outline: Outline,
    embed: Embedder | None = None,
    tuning: Tuning | None = None,
) -> list[Issue]:
    """Cluster already-extracted items and decide each cluster's issue."""
    for item in items:
        item.location = resolve_location(item.location, outline)
    tuning = tuning or (WITH_EMBEDDINGS if embed else LEXICAL_ONLY)
    matrix = merge_evidence(similarity_matrix(items, embed, tuning), [item.model for item in items], tuning.margin)
    severities = [item.severity for item in items]
    apart = np.logical_and.outer(np.array([s is Severity.CRITICAL for s in severities], dtype=bool),
                                 np.array([s is Severity.LOW for s in severities], dtype=bool))
    apart |= apart.T
    kept = matrix[apart]
    matrix[apart] = 0.0  # a critical finding and a low one are two claims, however alike their words: never merged …
    groups = cluster(items, matrix, tuning)
    matrix[apart] = kept  # … though triage may still offer one as a possible duplicate of the other
    return issues_from_groups(items, groups, voter_count, matrix)


def issues_from_groups(items: list[ReviewItem], groups: list[list[int]], voter_count: int, matrix: np.ndarray) -> list[Issue]:
    """One issue per group of item positions (from the local clustering or an arbiter model)."""
    issues = [_issue([items[k] for k in group], matrix, group, max(voter_count, 1)) for group in groups]
    link_possible_duplicates(issues, groups, matrix)
    issues.sort(key=sort_key)
    _unique_ids(issues)
    return issues


POSSIBLE = 0.25  # evidence between two issues that is worth a hint in triage, below what merges them
_MOST_HINTS = 3


def link_possible_duplicates(issues: list[Issue], groups: list[list[int]], matrix: np.ndarray, floor: float = POSSIBLE) -> None:
    """Point each issue at the others that may raise the same problem (not strong enough to merge), best first."""
    if len(groups) < 2 or matrix.size == 0 or any(not group for group in groups):
        return
    order = [i for group in groups for i in group]
    starts = np.cumsum([0] + [len(group) for group in groups[:-1]])
    block = matrix[np.ix_(order, order)]
    # the best pair of items between every two groups, in two reductions (one loop over pairs of groups is quadratic)
    best = np.maximum.reduceat(np.maximum.reduceat(block, starts, axis=0), starts, axis=1)
    np.fill_diagonal(best, -np.inf)
    for a in range(len(groups)):
        row = best[a]
        ranked = [int(b) for b in np.argsort(-row, kind="stable")[:_MOST_HINTS] if row[b] >= floor]
        issues[a].possible_duplicates = [issues[b] for b in ranked]


def sort_key(issue: Issue) -> tuple[int, int, int, str]:
    """What needs attention first: severity, then flagged, auto-fix, logged; then consensus."""
    action_rank = {Action.FLAG: 0, Action.AUTO_FIX: 1, Action.LOG: 2}[issue.action]
    consensus_rank = {Consensus.ALL: 0, Consensus.MAJORITY: 1, Consensus.SOME: 2, Consensus.SINGLE: 3}[issue.consensus]
    return (-issue.severity.rank, action_rank, consensus_rank, issue.title.lower())


def cluster(items: list[ReviewItem], matrix: np.ndarray, tuning: Tuning) -> list[list[int]]:
    """Greedy clustering, most similar pairs first; a reviewer's items never share a cluster."""
    n = len(items)
    if n == 0:
        return []
    model_ids: dict[str, int] = {}
    models = np.array([model_ids.setdefault(item.model, len(model_ids)) for item in items])
    candidate = np.triu(matrix >= tuning.threshold, k=1) & (models[:, None] != models[None, :])
    rows, cols = np.nonzero(candidate)
    order = np.lexsort((cols, rows, -matrix[rows, cols]))
    owner = list(range(n))
    members: dict[int, list[int]] = {i: [i] for i in range(n)}
    reviewers: dict[int, set[str]] = {i: {items[i].model} for i in range(n)}
    linkage_floor = tuning.threshold * tuning.linkage
    refused: set[tuple[int, int, int, int]] = set()  # cluster pairs already found too far apart, by size
    for i, j in zip(rows[order].tolist(), cols[order].tolist(), strict=True):
        a, b = owner[i], owner[j]
        if a == b or not reviewers[a].isdisjoint(reviewers[b]):
            continue
        key = (a, b, len(members[a]), len(members[b]))
        if key in refused:
            continue
        both_single = len(members[a]) == 1 and len(members[b]) == 1
        if not both_single and float(matrix[np.ix_(members[a], members[b])].mean()) < linkage_floor:
            refused.add(key)
            continue
        for k in members[b]:
            owner[k] = a
        members[a].extend(members.pop(b))
        reviewers[a] |= reviewers.pop(b)
    return [sorted(group) for _, group in sorted(members.items())]


def resolve_location(location: Location, outline: Outline) -> Location:
    """Fill in the heading from the line, or the line from the heading, using the artifact's outline."""
    if not outline:
        return location
    if location.heading:
        want = normalise_heading(location.heading)
        for line, _level, title in outline:
            key = normalise_heading(title)
            if key == want or (want and min(len(key), len(want)) >= 4 and (want in key or key in want)):
                return Location(location.line or line, title)
    if location.line:
        containing = [title for line, _level, title in outline if line <= location.line]
        if containing:
            return Location(location.line, location.heading or containing[-1])
    return location


def _issue(items: list[ReviewItem], matrix: np.ndarray, group: list[int], voter_count: int) -> Issue:
    sources = [Source(i.model, i.severity, i.complexity, i.text, i.index, i.title, i.description) for i in items]
    lead = items[_central(matrix, group)]
    location = _location(items)
    issue = Issue(
        id=fingerprint(lead.title, location),
        title=lead.title,
        description=lead.description,
        severity=Severity.LOW,
        complexity=Complexity.NA,
        action=Action.LOG,
        consensus=Consensus.SINGLE,
        status=Status.LOGGED,
        sources=sources,
        location=location,
    )
    decide(issue, voter_count)
    return issue


def decide(issue: Issue, voter_count: int, *, keep_status: bool = False) -> None:
    """Set an issue's consensus, severity, complexity, action and status from its sources, by the rules."""
    items = [source.as_item() for source in issue.sources]
    issue.consensus = consensus_for(len({i.model for i in items}), max(voter_count, 1))
    issue.severity, sev_note = decide_severity(items)
    issue.complexity, cx_note = decide_complexity(items, issue.severity)
    issue.action = action_for(issue.severity, issue.complexity)
    issue.note = None
    if issue.consensus is Consensus.SINGLE and voter_count >= 3 and issue.severity is Severity.HIGH:
        # A single voice among three or more, not clearly blocking: logged rather than acted on.
        issue.action = Action.LOG
        issue.note = f"raised by one reviewer of {voter_count}; logged rather than acted on"
    issue.disagreement = "; ".join(n for n in (sev_note, cx_note) if n) or None
    if not keep_status:
        issue.status = initial_status(issue.action)


def weigh(issue: Issue, voters: list[str], weights: dict[str, float]) -> None:
    """Consensus by weighted votes: among the reviewers that answered, the ones that raised ``issue`` hold more
    or less than half of the weight (all and single stay what they are)."""
    raised = set(issue.models) & set(voters)
    issue.weights = {m: round(weights.get(m, 1.0), 3) for m in voters}
    if len(raised) <= 1 or raised >= set(voters):
        return
    share = sum(issue.weights[m] for m in raised) / max(sum(issue.weights.values()), 1e-9)
    issue.consensus = Consensus.MAJORITY if share > 0.5 else Consensus.SOME


def consensus_for(raised_by: int, voters: int) -> Consensus:
    """all / majority / some / single over the reviewers that answered."""
    if raised_by <= 1:
        return Consensus.SINGLE
    if raised_by >= voters:
        return Consensus.ALL
    if raised_by * 2 > voters:
        return Consensus.MAJORITY
    return Consensus.SOME


def classify_severity(text: str) -> Severity:
    """Severity by the definitions, for an item whose reviewer did not state one."""
    if _CRITICAL_WORDS.search(text):
        return Severity.CRITICAL
    if _LOW_WORDS.search(text):
        return Severity.LOW
    if _HIGH_WORDS.search(text):
        return Severity.HIGH
    return Severity.LOW


def classify_complexity(text: str, severity: Severity) -> Complexity:
    """Complexity by the definitions, for items whose reviewers did not state one."""
    if _HIGH_CX_WORDS.search(text):
        return Complexity.HIGH
    if _LOW_CX_WORDS.search(text):
        return Complexity.LOW
    return Complexity.NA if severity is Severity.LOW else Complexity.MEDIUM


def decide_severity(items: list[ReviewItem]) -> tuple[Severity, str | None]:
    """The most-voted severity (ties go to the higher); unstated votes use the definitions."""
    votes = [i.severity or classify_severity(i.title + " " + i.description) for i in items]
    counts = Counter(votes)
    best = max(counts, key=lambda s: (counts[s], s.rank))
    if len(counts) == 1:
        return best, None
    stated = ", ".join(f"{i.model}: {v.value}" for i, v in zip(items, votes, strict=True))
    return best, f"severity {stated} — decided {best.value}"


def decide_complexity(items: list[ReviewItem], severity: Severity) -> tuple[Complexity, str | None]:
    votes = [i.complexity for i in items if i.complexity and i.complexity is not Complexity.NA]
    if not votes:
        if severity is Severity.LOW:
            return Complexity.NA, None
        text = " ".join(i.title + " " + i.description for i in items)
        return classify_complexity(text, severity), None
    counts = Counter(votes)
    best = max(counts, key=lambda c: (counts[c], c.rank))
    if len(counts) == 1:
        return best, None
    stated = ", ".join(f"{i.model}: {i.complexity.value}" for i in items if i.complexity)
    return best, f"complexity {stated} — decided {best.value}"


def _central(matrix: np.ndarray, group: list[int]) -> int:
    """The position (in ``group``) of the item most like the others: it names the issue."""
    if len(group) <= 2:
        return 0
    block = matrix[np.ix_(group, group)]
    return int(block.sum(axis=1).argmax())


def _location(items: list[ReviewItem]) -> Location:
    headings = Counter(i.location.heading for i in items if i.location.heading)
    lines = [i.location.line for i in items if i.location.line]
    heading = headings.most_common(1)[0][0] if headings else None
    return Location(min(lines) if lines else None, heading)


def fingerprint(title: str, location: Location) -> str:
    key = " ".join(sorted(token_set(title))) + "|" + normalise_heading(location.heading or "")
    return "I-" + hashlib.sha1(key.encode("utf-8")).hexdigest()[:4]


def _unique_ids(issues: list[Issue]) -> None:
    seen: dict[str, int] = {}
    for issue in issues:
        if issue.id in seen:
            seen[issue.id] += 1
            issue.id = f"{issue.id}{seen[issue.id]}"
        else:
            seen[issue.id] = 1
