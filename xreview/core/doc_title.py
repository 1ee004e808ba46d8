"""The one heading over a whole review: a title saying what is reviewed, not a section of findings — and a heading
saying its section holds none."""

from __future__ import annotations

import re

from markdown_it.tree import SyntaxTreeNode

from xreview.core import cues
from xreview.core.cues import Kind
from xreview.core.parse_text import _inline
from xreview.core.tags import read_tags

# a report named by its first word, over the whole review: its title, whatever it reports on
_REPORT = re.compile(r"\W*(?:report|relat[óo]rio|rapport|informe|bericht)\b", re.IGNORECASE)
# … or a subject and then the review ("AI Provider Swap – Review & Gap Analysis"); a script's header naming the model above it
_NAMED_REVIEW = re.compile(r"\S.{1,80}?\s[–—-]\s(?:[\w/-]+\s){0,3}review\b", re.IGNORECASE)
_REVIEW_OF = re.compile(r"\W*(?:[\w-]+\s){0,3}review(?:\s*[:—–]|\s+of\b)", re.IGNORECASE)  # "# Review: <the paper>", "# Code Review of …"
# "# Sigma-7 Systematic Review + Suggested Improvements" over sections of its own: the review's title, not a list of them
_REVIEW_AND = re.compile(r"\S.{0,80}?\b(?:review|audit)\s*(?:\+|&|and|with)\s*(?:suggested |proposed |recommended )?"
                         r"(?:improvements|recommendations|suggestions|fixes)\W*$", re.IGNORECASE)
_MODEL_HEADER = re.compile(r"(?:[\w.-]+\s){1,2}review", re.IGNORECASE)  # "# Gemini Review", "# Openai Review"


def is_document_title(title: str, before: list[SyntaxTreeNode], over_sections: bool = False) -> bool:
    """The one heading over the whole review, first in it, that says what is reviewed rather than what follows —
    or calls it all a summary ("# Code Review Summary", "# … RAPORU - ÖZET") over the review's own sections."""
    if any(n.type == "heading" and not (n.tag == "h1" and _MODEL_HEADER.fullmatch(cues.plain(_inline(n)))) for n in before):
        return False
    if any(n.type == "hr" for n in before) and (before[-1].map or (0, 0))[1] >= 30:
        return False  # "## Triage (by the author …)" after the whole review and a rule: a section appended to it, no title
    kind, _ = cues.section_kind(title)
    if read_tags(title).severity is not None:
        return False  # "### [High] No dead-letter queue": a review of one issue, not a title over the review
    report = kind is Kind.CONTAINER and (_REPORT.match(cues.plain(title)) or _NAMED_REVIEW.match(cues.plain(title)))  # "# Relatório …"
    if _REVIEW_OF.match(cues.plain(title)) or (over_sections and _REVIEW_AND.match(cues.plain(title))):
        return True  # "# Review: Mini Artichokes: Recursive Verified Redundancy …": what is reviewed, whatever its words
    return (kind in (Kind.SKIP, Kind.TOPIC) or bool(report) or (kind is Kind.RECAP and over_sections)) and not cues.VALIDATED.search(title)


# a heading saying its section holds nothing: "### Critical issues — NONE", "### None (Grade A)", "None critical",
# "### Phase 3: UI Review — N/A" (not applicable: nothing reviewed there)
_NONE = re.compile(r"[-–—:(]\s*(?:none(?: found| identified)?|nothing|n/a|not applicable|ei mitään|ei yhtään)\W*$|^none (?:critical|high|major|blocking)\W*$"
                   r"|^none\s*\([^()]{0,30}\)\W*$", re.IGNORECASE)


def says_none(title: str) -> bool:
    """The heading (its plain text) says there is nothing in its section."""
    return _NONE.search(cues.plain(title)) is not None



_DECISION = re.compile(r"\b(?:verdict|decision|outcome)\b", re.IGNORECASE)  # "## 2. Final Verdict", "## 15. Final Acceptance Decision"


def without_banners(text: str, nodes: list[SyntaxTreeNode]) -> str | None:
    """``text`` with each verdict banner made a line of its own (offsets kept), or None when it has none: a heading set
    larger than the verdict heading it opens ("## 2. Final Verdict" ⏎ "# PASS WITH LIMITATIONS" ⏎ … "## 3. Baseline
    Status") is the verdict's words in big type, not a part of the document holding every section after it."""
    lines = text.split("\n")
    banners = [node.map[0] for before, node in zip(nodes, nodes[1:], strict=False) if node.type == before.type == "heading" and node.tag < before.tag
               and node.map is not None and _DECISION.search(_inline(before)) and len(_inline(node).split()) <= 6]
    for at in banners:
        lines[at] = re.sub(r"^\s*#+\s*", "", lines[at]).ljust(len(lines[at]))
    return "\n".join(lines) if banners else None


# the heading where the review begins in a document the reviewed party opened: "## Review Results", "## Code Review"
_REVIEW_PART = re.compile(r"\W*(?:phase\s*[:—–-]\s*)?(?:(?:code |final |independent )?review (?:results?|findings|feedback|report)|(?:code |qa )?review)\W*$", re.IGNORECASE)
# an agent's log of a task's phases, one of them its review: "# Task Progress Log" ⏎ … ⏎ "## Phase: QA Review"
_PROGRESS_LOG = re.compile(r"\W*(?:task |work |session |run )?(?:progress|work) log\W*$", re.IGNORECASE)


def review_start(title: str, nodes: list[SyntaxTreeNode], start: int, end: int) -> int:
    """Where to read a titled document from: after its title — or, under the reviewed party's title ("# Review Request:
    …") or an agent's log of its phases ("# Task Progress Log"), at the heading where the review begins ("## Review
    Results", "## Phase: QA Review"), what comes before it being the author's text or the work reviewed."""
    if not cues.is_other_party(title) and not _PROGRESS_LOG.match(cues.plain(title)):
        return start
    return next((k for k in range(start, end) if nodes[k].type == "heading" and _REVIEW_PART.match(cues.plain(_inline(nodes[k])))), start)
