"""Reading one reviewer's response into issue items, whatever shape it was written in.

The issue level of a review is found from its structure, not from fixed heading levels: a section is read by what its
heading or lead-in says it holds (issues, one severity, a summary that restates them, praise, a topic), and inside it an
item is whatever carries the marks of one — a severity tag, an ID, a numbered title, a bold label, a claim in its opening
words. Praise, validated checks, verdicts, scores, questions and field labels ("**Impact:**") yield nothing; sub-bullets,
code and explanations belong to their item. Shapes read: the canonical shape the built-in prompts ask for, headings by
severity, tagged or numbered lists, bold-led paragraphs, field blocks (``[SEVERITY: High]`` … ``Finding:``), callouts and
blockquotes, Markdown tables, JSON (whole or fenced), findings inside a plain code fence, prose, and raw command-line
output. Items found in summaries and action lists are marked ``recap``: ``restate.fold`` folds them into the reviewer's first statement.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from markdown_it.tree import SyntaxTreeNode

from xreview.core import asides, badges, closings, cues, doc_title, fences, hunks, parse_lists, prose, review_ids, section_body
from xreview.core.caps import MAX_ANSWER_CHARS, MAX_ITEMS_PER_ANSWER
from xreview.core.cues import Kind
from xreview.core.fields import FINDING_PART, FIXES_LABEL, GROUP_LABEL, issue_named, lead_label, problem_parts
from xreview.core.heading_words import NUMBERED_PROBLEM, WORK_DONE
from xreview.core.model import ReviewItem, Severity
from xreview.core.numbered import numbered_label
from xreview.core.parse_paragraphs import _ParagraphReader
from xreview.core.parse_text import (
    _BRACKET_ID,
    _HEADER_CLOSED,
    _ID_LEAD,
    _MD,
    _NO_ISSUES,
    _NUMBERED,
    _PSEUDO,
    _SCORED,
    _SLOT,
    _SPECIFIC_RECOMMENDATIONS,
    _SUGGESTIONS,
    CHECKED_OFF,
    _Ctx,
    _inline,
    _leads,
    _own_text,
    _section_end,
    _titled_point,
    _unfence,
    _wordy,
    unchecked,
)
from xreview.core.restate import fold
from xreview.core.review_json import json_entries, leading_object
from xreview.core.similarity import Embedder
from xreview.core.tags import TAGGED_POINT, read_tags
from xreview.core.text import clean_text, strip_ansi

_IMPROVEMENTS = re.compile(r"\b(?:improvements?|recommendations?|suggestions?|fixes)\b", re.IGNORECASE)  # not "Next steps"


@dataclass
class ParsedReview:
    """The items found in one response; ``parsable`` is False when it yields no item and states no verdict."""

    items: list[ReviewItem] = field(default_factory=list)
    parsable: bool = True
    shape: str = "markdown"  # markdown | json | table | prose | comments | empty | unreadable | closed
    items_cut: int = 0  # items past max_items_per_answer, left out
    chars_cut: int = 0  # characters past max_answer_chars, not read


def read_review(text: str, model: str = "", embed: Embedder | None = None, *, max_items: int = MAX_ITEMS_PER_ANSWER,
                max_chars: int = MAX_ANSWER_CHARS) -> ParsedReview:
    """The issues of one review response: its first ``max_items`` items (of its first ``max_chars`` characters),
    each restatement folded into the item it restates. What the caps left out is counted, not lost silently."""
    chars_cut = max(0, len(text) - max_chars)
    parsed = parse_review(text[:max_chars] if chars_cut else text, model)
    parsed.chars_cut = chars_cut
    parsed.items_cut = max(0, len(parsed.items) - max_items)
    del parsed.items[max_items:]
    parsed.items = fold(parsed.items, embed)
    return parsed


def parse_review(text: str, model: str = "") -> ParsedReview:
    """Extract the issue items of one review response (restatements not yet folded; see ``restate.fold``)."""
    clean = clean_text(strip_ansi(text).replace("\r\n", "\n").replace("\r", "\n"))
    if not clean.strip():
        return ParsedReview([], parsable=False, shape="empty")
    clean = asides.blank_failed_runs(asides.blank_superseded(clean))  # a YAML header (verdict: BLOCK…), a log's earlier review rounds, a failed run's record: blanked, offsets kept
    clean = badges.xml_findings(badges.banner_headings(badges.as_tags(clean)))  # "![P1 Badge](…)" read as "[P1]", "7. Test / CI" in rules as "## …"
    parser = _Parser(clean)
    items = parser.run()
    if (items and items[0].span is not None and _HEADER_CLOSED.search(re.split(r"(?m)^#{2,6}\s", clean[: items[0].span[0]], maxsplit=1)[0])) or closings.resolved_whole(clean) or closings.counted_none(clean):
        return ParsedReview([], True, "closed")  # "# Issue 17 … **Status:** - [x] RESOLVED", "## Resolution" ⏎ "- APPLIED (…): …" for each
    if closed := review_ids.closed_ids(clean):  # "**优先修 C1**: …" when "### C1. … ✅ 已修复": about a closed finding
        items = [item for item in items if not review_ids.names_only_closed(item.text or item.title, closed)]
    items, fixed = closings.drop_fixed(items, clean)  # "## Fixes Applied This Round" ⏎ "### Important Issue 1 — <its title>"
    for index, item in enumerate(items):
        item.index, item.model = index, model
        item.text = badges.unpad(item.text) if item.text else item.text
    if items:
        return ParsedReview(items, True, parser.shape)
    if _NO_ISSUES.search(clean) or parser.shape == "comments":  # … or a review whose every comment praises or answers another
        return ParsedReview([], True, parser.shape)
    if closed or parser.closed or fixed:
        return ParsedReview([], True, "closed")  # every finding it names, or holds, is recorded fixed
    return ParsedReview([], parsable=False, shape="unreadable")


_AREA_STATUS = re.compile(r"^\W*(?:\d{1,2}[.)]\s*)?(?:✅|✔️?|☑️?)\W*[^\n]{3,80}?\s[-–—]\s+\W*\w")  # "✅ TEST FRAMEWORK - PARTIALLY COMPLIANT": an audited area
_OTHER_POINTS = re.compile(r"other (?:observations|notes|points|findings|concerns)\b", re.I)  # after the findings, more of them
_RISKS_AFTER = re.compile(r"^\W*(?:\d+\.\s*)?(?:(?:(?:regression|performance|security|rollout|deployment|residual)\s+)?risks?(?: to flag)?|missing from (?:the )?(?:design|spec|plan))\W*$", re.I)  # after the findings
_TAG_CLAIM = re.compile(r"(?:critical|high|medium|low|major|minor|blocker|p[0-3])\s*[:–—]\s*\S+(?:\s+\S+){3}", re.IGNORECASE)
_REPORTED = re.compile(r"\b(?:tests?|checks?|scans?|validation|verification)\s+results?\W*$", re.I)  # "## 5. Runtime Anti-Stub Validation Result"
_PROBLEM_ALONE = re.compile(r"(?:the )?(?:problems?|issues?|문제점?|問題点?|问题|probl[èe]mes?|problemas?)", re.IGNORECASE)  # a label alone


class _Parser(_ParagraphReader):
    # -- entry -------------------------------------------------------------

    def run(self) -> list[ReviewItem]:
        entries = json_entries(_unfence(self.text)[0], _unfence(self.text)[1])
        if entries is not None:
            self.shape = "json"
            self._json(entries)
            return self.items
        if (lead := leading_object(self.text)) is not None:  # a JSON verdict, then its analysis in Markdown, which restates it
            self._json(lead[0])
            self.text = re.sub(r"[^\n]", " ", self.text[: lead[1]]) + self.text[lead[1] :]  # the verdict blanked, offsets kept
        if (comments := hunks.findings(self.text)) is not None:
            self.shape = "comments"  # a pull-request review's comments under the hunks they quote, its focus areas, a plan's inline comments
            for start, end, where, restates in comments:
                first, _, body = re.sub(r"^[*+-][ \t]+", "", self.text[start:end]).partition("\n")  # "* Hard-coded sleep …": its claim
                body = body.strip() + (f"\nLocation: {where}" if where else "")
                self._add(first, body, self.text[start:end], _Ctx(Kind.CONTAINER, recap=restates, whole=True), (self.base + start, self.base + end))
            return self.items
        root = SyntaxTreeNode(_MD.parse(fences.nest_fences(self.text)))  # a quoted Markdown document with code blocks of its own (front matter: blanked by ``parse_review``)
        if (plain := doc_title.without_banners(self.text, root.children)) is not None:  # "# PASS" set large under "## Verdict"
            self.text, root = plain, SyntaxTreeNode(_MD.parse(fences.nest_fences(plain)))
        self._walk(root.children, _Ctx(Kind.ROOT, recap=bool(self.items)))
        if not self.items and not self.closed and not _NO_ISSUES.search(self.text):
            self._prose_fallback(root.children)
        return self.items

    # -- sections ------------------------------------------------------------

    def _walk(self, nodes: list[SyntaxTreeNode], ctx: _Ctx) -> None:
        if self._paragraph_per_issue(nodes, ctx):
            self._paragraphs(nodes, ctx)
            return
        index = 0
        findings = raised = False  # a sibling section of findings (or any issue) came before: later recommendations restate
        while index < len(nodes):
            node = nodes[index]
            before = len(self.items)
            if node.type == "heading":
                level = int(node.tag[1])
                end = _section_end(nodes, index, level)
                if ctx.kind is Kind.ROOT and end == len(nodes) and doc_title.is_document_title(
                        _inline(node), nodes[:index], any(n.type == "heading" for n in nodes[index + 1 : end])):
                    self._walk(nodes[doc_title.review_start(_inline(node), nodes, index + 1, end) : end], ctx)  # "# LLD Review: Open Questions" names the review
                    index = end
                    continue
                after = findings or (raised and section_body.restating_recommendations(_inline(node)))  # "## Priority recommendations" after topics
                kind = self._section(_inline(node), nodes[index + 1 : end], node, ctx, after_findings=after)
            else:
                label = None if self._titled_fields(nodes, index, _inline(node)) else self._pseudo_label(node)  # a finding's title
                if label is None:
                    if ctx.kind is Kind.SKIP and node.type != "table":  # a table: a risk register may hold risks (``_table``)
                        self._tagged_only(node, ctx)
                        index += 1
                    else:
                        index = self._block(nodes, index, ctx)
                    raised, self.last = raised or (ctx.kind is not Kind.SKIP and len(self.items) > before), self.items[before:]
                    continue
                end = index + 1
                while end < len(nodes) and nodes[end].type != "heading" and self._pseudo_label(nodes[end]) is None and nodes[end].type != "hr":
                    end += 1
                kind = self._section(label, nodes[index + 1 : end], node, ctx, pseudo=True, after_findings=findings or (raised and section_body.restating_recommendations(label)))
            findings = findings or ((kind in (Kind.CONTAINER, Kind.SEVERITY) or (node.type == "heading" and asides.REVIEWER_PART.fullmatch(_inline(node)) is not None)) and len(self.items) > before)
            raised, self.last = raised or len(self.items) > before, self.items[before:]
            index = end

    def _section(self, title: str, body: list[SyntaxTreeNode], node: SyntaxTreeNode, ctx: _Ctx, *, pseudo: bool = False,
                 after_findings: bool = False) -> Kind | None:
        """Read one section; returns what kind of section it was (None when the heading was an item)."""
        if pseudo and (self._answers(title, body) or (after_findings and FIXES_LABEL.fullmatch(cues.plain(title)))):
            return Kind.SKIP  # "**Recommendations**:" ⏎ one fix for each risk just listed; "**Findings:**" … "**Remediation:**" ⏎ their fixes
        kind, severity = ((Kind.CONTAINER if state else Kind.SKIP), None) if pseudo and (state := parse_lists.checked(f"**{title}**")) is not None else (section_body.severity_over(title, body) or cues.section_kind(title))  # "…": ENFORCED
        if not pseudo and body and (section_body.passed_first(body) or section_body.risk_rated(title, body) or (kind is Kind.TOPIC and section_body.answered_pass(body))):
            kind, severity = Kind.SKIP, None  # "### 3) Usability of the texts" ⏎ "Rating: **Passed**." — a note in it may still count
        if doc_title.says_none(title):
            kind, severity = Kind.SKIP, None  # "### Critical issues — NONE" over the verdict that says why: no finding
        if kind is Kind.SKIP and (re.search(r"\blegend\b", title, re.IGNORECASE) or cues.is_other_party(title)):
            return kind  # "## Severity Legend" ⏎ "- **CRITICAL:** Must fix …"; "## Rebuttal — Round 1": the author's text, no finding
        if kind is Kind.SKIP and closings.CLOSED_HEADING.search(title):
            self.closed += 1  # "## Material findings closed before freeze": what it records is closed
        if kind is Kind.RECAP and ctx.kind is not Kind.SKIP and not self._findings_stated() and ((named := re.search(r"\b(?:issues|findings|concerns|problems|gaps|risks|"
                r"weaknesses|recomm[ae]ndations|suggestions|improvements)\b", title, re.IGNORECASE)) or (not pseudo and any(n.type == "heading" for n in body) and not re.search(r"\bfollow-?up\b", title, re.IGNORECASE))):
            kind = Kind.CONTAINER if named else Kind.TOPIC  # "**Top Issues**", "## Review Summary" over "### Testing:" opening the review: nothing to restate yet
        if after_findings and review_ids.new_series([_inline(n) for n in body if n.type == "heading"], [i.text for i in self.items]):
            after_findings = False  # "## Dependencies" over "### D1. …", "### D2. …" after B1–E9: new findings, not a summary
        if kind is Kind.SKIP and not pseudo and (((_AREA_STATUS.match(title) or asides.REVIEWER_PART.fullmatch(title)) and self._own_findings(body)) or asides.finding_headings([_inline(n) for n in body if n.type == "heading"]) or section_body.scored_areas(title, body)):
            kind = Kind.TOPIC  # "### 2. ✅ **TEST FRAMEWORK** - **PARTIALLY COMPLIANT**", "## Devil's Advocate (All PASS)" over "### New Finding #1: …"
        elif kind is Kind.SKIP and re.search(r"\bbreakdown\b", title, re.IGNORECASE) and self._own_findings(body):
            kind = Kind.CONTAINER  # "## Issue Breakdown" over "### CRITICAL Issues (Must Fix Before Merge)": the findings, not a tally
        if after_findings and kind is Kind.TOPIC and asides.FILE_HEADING.fullmatch(cues.plain(title)) and self._own_findings(body):
            after_findings = False  # "### 18-01-PLAN.md" over its own "**Concerns:**", after "### Cross-Plan Blockers": not a summary
        if not pseudo and ctx.kind is not Kind.SKIP and asides.FILE_HEADING.fullmatch(cues.plain(title)) and (lead := asides.located_finding(
                title, [_inline(n) for n in body if n.type == "paragraph"], bool(body) and body[0].type == "paragraph")) is not None:
            where = re.sub(r"\s*[(:]\s*(?:lines?\s*)?(\d+).*$", r", line \1", re.sub(r"[*`#]", "", title).strip())
            self._add_block(lead, body[1:] if "\n" not in _inline(body[0]).strip() else body, node, ctx, first=f"{lead}\nLocation: {where}")  # "### Rankings.tsx (18-21)" ⏎ "[high]" ⏎ …
            return None
        body = body[1:] if section_body.guidance_quote(body) else body  # "> Things the spec gets wrong …" under its heading: the template's, no finding
        if not pseudo and ctx.kind is Kind.TOPIC and (lead := issue_named(cues.plain(title), _inline(body[0]) if body and body[0].type == "paragraph" else None)) is not None:
            self._add_block(lead, body, node, ctx)  # "## 2. Storage capacity" ⏎ "### Issue: …" or "### Issue" ⏎ "The defaults use …"
            return None
        if not pseudo and self._is_item_heading(title, kind, body, ctx):
            said = self._body_text([n for n in body if n.type != "hr"])
            if asides.fix_made(said):
                self.closed += 1  # "- **Action Taken:** Corrected the bound …": the reviewer fixed it itself
            elif not (asides.WITHDRAWN.search(said[-120:]) or asides.CLOSED_LAST.search(said[-400:]) or asides.NO_CHANGE_FIELD.search(said)) and not asides.all_checked(said) and not asides.NO_FINDING.search(said):
                self._add_block(title, body, node, ctx, whole_title=True)  # not "… No action needed.", its checklist done, "**Finding:** None."
            return None
        if not pseudo and ctx.kind in (Kind.CONTAINER, Kind.SEVERITY) and cues.CLOSED.search(title) and not any(n.type == "heading" for n in body):
            self.closed += 1  # "### 3. Crate Count Mismatch ✅ FIXED" ⏎ "**Issue:** …" ⏎ "**Fix applied:** …": closed, its parts no finding
            return Kind.SKIP
        if kind is Kind.TOPIC and not pseudo and ctx.kind is not Kind.SKIP and ((any(n.type == "heading" for n in body) and cues.problem_score(
                cues.plain(title)) and not cues.is_praise(title) and not re.search(r"\(`[^`\n]+\.\w{1,6}`\)", title)) or (ctx.kind in (Kind.CONTAINER, Kind.SEVERITY) and (GROUP_LABEL.fullmatch(cues.plain(title)) or section_body.lettered_points(body)))
                or (after_findings and (counted := re.fullmatch(r"(.+?)\s*\(\d{1,3}\)", cues.plain(title))) is not None and GROUP_LABEL.fullmatch(counted.group(1)))):
            kind = Kind.CONTAINER  # "Missing Infrastructure Components" over one heading per missing piece (not "### 6. PR Conflict Labeler (`pr-conflict-label.yml`)"); "### Observations" among findings, "### Notes (13)" after "### Warnings (7)"
        if kind is Kind.TOPIC and not pseudo and ctx.kind is not Kind.SKIP and self._is_group(title, body) and (
                ctx.kind in (Kind.CONTAINER, Kind.SEVERITY) or cues.problem_score(re.sub(r"-only\b", "", cues.plain(title)))):
            kind = Kind.CONTAINER  # "Documentation gaps" over "**Missing runbooks:** …", "**No TLS:** …" (not "Axis D — Forward-only compliance")
        if after_findings and kind is Kind.TOPIC and cues.problem_score(cues.plain(title)) and sum(bool(re.match(r"\*\*|__", t) and read_tags(t).severity) for t in _leads(body)) >= 2:
            after_findings = False  # "## Dead Code" over "**[HIGH] `IsTerminalStatus` …**" points after the findings: new ones, at their levels
        child = self._child(Kind.RECAP if self.items and section_body.work_in_order(body) else kind, severity, title, ctx, after_findings)
        self._walk(body, child)  # "## 4. Implementation Issues" ⏎ "Work these in order. …" after the findings: their fixes, planned
        return kind

    def _own_findings(self, body: list[SyntaxTreeNode]) -> bool:
        """A topic holding its own "**Concerns:**" or "### Issues": findings of its own, not a summary of the earlier ones."""
        labels = [_inline(n) if n.type == "heading" else self._pseudo_label(n) for n in body if n.type in ("heading", "paragraph")]
        return any(label and cues.section_kind(label)[0] in (Kind.CONTAINER, Kind.SEVERITY) and not cues.is_recommendation_section(label) for label in labels)

    def _child(self, kind: Kind, severity: Severity | None, title: str, parent: _Ctx, after_findings: bool = False) -> _Ctx:
        if parent.kind is Kind.SKIP and not parent.echo and kind in (Kind.CONTAINER, Kind.SEVERITY) and (cues.is_subject_assessment(parent.title) or _SCORED.match(parent.title)):
            parent = _Ctx(Kind.TOPIC, parent.severity, parent.title, parent.recap)  # "Architecture Assessment" → "**Issues Found:**"
            after_findings = after_findings or bool(self.items)  # … whose recommendations, after the findings, restate them
        suggests = kind in (Kind.CONTAINER, Kind.SEVERITY) and re.search(r"\b(?:improvement|suggestion|recommendation|recommandation)s\b", title, re.I)
        echo = parent.echo or (parent.kind is Kind.SKIP and kind in (Kind.CONTAINER, Kind.SEVERITY, Kind.RECAP) and not (
            (kind is Kind.RECAP and _IMPROVEMENTS.search(cues.plain(title))) or suggests))  # "**Top 5 concrete improvements:**" in an assessment, "### Improvement Suggestions" in a verdict
        if parent.kind in (Kind.SKIP, Kind.RECAP) and kind in (Kind.CONTAINER, Kind.SEVERITY) and not (suggests and parent.kind is Kind.SKIP and all(item.role == "echo" for item in self.items)) and not (parent.kind is Kind.SKIP and WORK_DONE.match(parent.title)):
            kind = Kind.RECAP  # issues listed again in a verdict or a summary
        elif parent.kind is Kind.RECAP and kind is Kind.TOPIC:
            kind = Kind.RECAP
        elif parent.kind is Kind.SKIP and (kind is Kind.TOPIC or WORK_DONE.match(parent.title)):  # "### Test Quality" in "## Testing Assessment": its part; "### 4. … Quick Wins" in "## What Was Implemented": work done
            kind, title = Kind.SKIP, (parent.title if cues.is_subject_assessment(parent.title) or closings.CLOSED_HEADING.search(parent.title) else title)
        severity = severity or (parent.severity if kind is not Kind.SKIP else None)
        recap = kind is Kind.RECAP or parent.recap or (
            after_findings and ((kind is Kind.TOPIC and not _OTHER_POINTS.match(cues.plain(title)))  # not "## Other observations"
                                or (kind is Kind.CONTAINER and (cues.is_recommendation_section(title) or bool(_RISKS_AFTER.match(cues.plain(title))))))
        ) or (kind is Kind.CONTAINER and parent.kind is Kind.ROOT and bool(self.items)
              and _SPECIFIC_RECOMMENDATIONS.search(cues.plain(title)) is not None)
        heading = parent.title if kind in (Kind.CONTAINER, Kind.SEVERITY, Kind.RECAP) else cues.plain(title)
        paired = (parent.paired and kind is Kind.TOPIC) or (after_findings and kind is Kind.SEVERITY and not (recap or echo)
                                                            and bool(_SUGGESTIONS.match(cues.plain(title))))
        return _Ctx(kind, severity, heading, recap or echo, echo and kind is not Kind.SKIP, paired=paired)  # "## Suggestions" after "## Concerns"

    def _is_item_heading(self, title: str, kind: Kind, body: list[SyntaxTreeNode], ctx: _Ctx) -> bool:
        if (asides.passed(title) and (not (tags := read_tags(title)).severity or re.match(r"\W*(?:gelöst|behoben|erledigt|resolved|fixed|closed)\b", tags.rest, re.IGNORECASE))) or cues.CLOSED.search(title):
            return False
        if ctx.kind in (Kind.CONTAINER, Kind.SEVERITY) and (kind in (Kind.TOPIC, Kind.CONTAINER) or section_body.tagged_later(title, kind) or (kind is Kind.SKIP and (len(cues.plain(title).split()) >= 6 or cues.is_issue_like(cues.plain(title))))) and self.items and section_body.continues_series(
                title, self.items[-1].text or "", body):
            return not (cues.is_clear_praise(title) or (cues.is_praise(title) and cues.is_clear_praise(self._body_text(body))))  # "### 12. Test coverage gaps" after "### 11. …": one more finding; not "### 11) DRY refactor … is good" over praise
        if (ctx.kind not in (Kind.SKIP, Kind.RECAP) and section_body.labeled_claim(title) and section_body.parts_only(body)) or (ctx.kind in (Kind.SKIP, Kind.ROOT, Kind.TOPIC) and kind is Kind.TOPIC and section_body.change_requested(title, body)) or (
                ctx.kind in (Kind.ROOT, Kind.TOPIC) and kind is Kind.TOPIC and section_body.level_first(body)):
            return True  # "### 🟡 Missing: Tests" under "## Missing Features": the finding it names; "### … — CHANGE REQUEST" in a verdict; "## … ⏎ **[HIGH]**"
        if ctx.kind not in (Kind.SKIP, Kind.RECAP) and kind in (Kind.TOPIC, Kind.CONTAINER) and (section_body.anatomy(body) or (kind is Kind.CONTAINER and _NUMBERED.match(title) and all(n.type != "heading" for n in body) and self._labeled_problem(body))):
            return True  # "## 1. API Mismatches …" ⏎ "### Issue" ⏎ "### Files Affected" ⏎ "### Fix Required"; "#### 1. Dimensional Analysis Issues" ⏎ "**Issues:**" ⏎ … ⏎ "**Recommendation:** …": one finding
        if (kind in (Kind.TOPIC, Kind.CONTAINER) and ctx.kind not in (Kind.SKIP, Kind.RECAP) and _NUMBERED.match(title) and body and body[0].type == "paragraph" and self._field(
                _inline(body[0]).split("\n", 1)[0]) is not None and (read_tags(title).severity or ctx.kind is Kind.SEVERITY or read_tags(_inline(body[0])).severity)):
            return True  # "### 2. **Global Mutable State** 🔴 CRITICAL" ⏎ "**File**: …" ⏎ "**Issues**:" ⏎ its points: one finding
        if ctx.kind in (Kind.ROOT, Kind.TOPIC) and kind is Kind.TOPIC and body and (((_NUMBERED.match(title) or re.match(r"\d{1,2}\.\d{1,2}\s", title)) and asides.located_assessment(_inline(body[0]))) or asides.failed_fields(self._body_text(body[:1]), cues.plain(title))):
            return True  # "### 3. Multi-Node Clustering" ⏎ "**Ref:** Section 2 …" ⏎ "**Assessment:** …" ⏎ its points: one finding
        if kind is Kind.SEVERITY or self._findings_table(body) or ((self._has_sections(body) and not (body and asides.rated_first(_inline(body[0]))) and not asides.FAILED_STATUS.search(title) and not section_body.one_finding_parts(title, body)) or section_body.holds_points(body, title)
                or any(TAGGED_POINT.match(t) for t in _leads(body)) or section_body.finding_heads(body) or (not _ID_LEAD.match(cues.plain(title)) and any(
                    n.type == "paragraph" and self._titled_fields(body, k, _inline(n)) for k, n in enumerate(body)))):
            return False  # "## 7. Error Handling 🚨" over "**MEDIUM**: …" points: a topic — but "## C-03 — …" over a scenario is one
        tags = read_tags(title)
        numbered = bool(_ID_LEAD.match(cues.plain(title)))  # "### E1. …" over a lead-in and "- For collect: …" points: one finding
        if numbered or (tags.severity is not None and _wordy(cues.plain(tags.rest)) and not _SLOT.match(tags.rest) and not (kind in (Kind.SKIP, Kind.RECAP) and (aside := re.search(r"\([^()]*\)\s*$", title)) and read_tags(aside.group(0)).severity)):  # not "### Remaining Issues (Minor)": a recap's tier
            return (ctx.kind is not Kind.SKIP or (numbered and asides.FAILED_STATUS.search(title) is not None) or asides.failed_state(tags.rest)) and (  # an assessment's
                numbered or not (self._is_group(title, body) or section_body.lists_actions(body)))  # "### V-03 — … ⚠️ EXPOSED" among "✅ SAFE" ones is a finding
        if (kind is Kind.CONTAINER and ctx.kind in (Kind.CONTAINER, Kind.SEVERITY) and _NUMBERED.match(title) and body
                and body[0].type == "paragraph" and self._field(_inline(body[0]).split("\n", 1)[0]) is not None):
            return True  # "### 1. Markdown Structure Issues" over "**Severity**: MEDIUM ⏎ **Issue**: …": one finding's fields
        if kind is Kind.CONTAINER and ctx.kind is not Kind.SKIP and _NUMBERED.match(title) and problem_parts([_inline(n) for n in body if n.type == "paragraph"]):
            return True  # "### 1. **Anthropic SSE fixture defects**" ⏎ … ⏎ "**Why the suite missed it:** …": one finding, not a list
        if kind is not Kind.TOPIC or (self._is_group(title, body) and not NUMBERED_PROBLEM.match(cues.plain(title))) or (ctx.recap and section_body.lists_actions(body)):
            return False  # … or "### 2. Long-term strategy" over the actions a summary restates
        if ctx.kind in (Kind.CONTAINER, Kind.SEVERITY):
            lists = [n for n in body if n.type in ("bullet_list", "ordered_list")]
            if (len(body) == 1 and len(lists) == 1 and len(lists[0].children) == 1 and _titled_point(
                    re.sub(r"^\s*\[[ x]\]\s*", "", _own_text(lists[0].children[0])), self.fields)) or (lists and GROUP_LABEL.fullmatch(cues.plain(title))):
                return False  # "### Observability" over one "**Logging strategy:** …" point, "### Observations" over points: the points are the items
            said = self._body_text(body)
            if [n.type for n in body if n.type != "hr"] == ["paragraph"] and prose.praise_then_problems(said):
                return False  # "### Testing ⏎ No critical gaps. … One small opportunity: add a test …": its claims are the items
            ticked = (len(body) == 1 and len(lists) == 1 and len(points := lists[0].children) >= 2 and all(CHECKED_OFF.search(_own_text(li)) for li in points)) or section_body.ticked_table(body)  # "- ✅ …" only, or a table of ✅ rows
            short = len(body) == 1 and len(said) <= 300 and not unchecked(body[0])  # "### Quality ⏎ * [ ] Coverage: PASS": the
            kept = [n for n in body if n.type != "hr"]  # "✅ **Good:**" ⏎ its list: praise
            praised = len(kept) == 2 and kept[0].type == "paragraph" and len(lists) == 1 and section_body.praise_label(_inline(kept[0]))
            return not cues.is_clear_praise(title) and not (short and cues.is_clear_praise(said)) and not ticked and not praised  # body is the verdict, unless a point is left
        if ctx.kind is Kind.RECAP:  # "### Task 4: UI Integration for Shop" ⏎ "- **Goal:** Implement …": the goal says it
            return cues.is_issue_like(cues.plain(title)) or cues.asks_for_action(self._body_text(body)[:300])
        if ctx.kind in (Kind.ROOT, Kind.TOPIC) and (self._fields_of_a_problem(body) or self._labeled_problem(body) or NUMBERED_PROBLEM.match(cues.plain(title)) or section_body.states_a_problem(title)):
            return not cues.is_praise(title)
        if ctx.kind in (Kind.ROOT, Kind.TOPIC) and _NUMBERED.match(title):
            return (read_tags(title).severity is not None or (cues.problem_score(cues.plain(title)) > 0 and not _REPORTED.search(title)) or problem_parts([
                _inline(n) for n in body if n.type == "paragraph"]) or (self.foreign and ctx.kind is Kind.TOPIC and self._reads_as_finding(
                    title, body))) and not cues.is_praise(title)  # "### 2. **RunnableLambda config passing**" ⏎ … "**Why the suite missed it:** …"
        return False

    def _labeled_problem(self, body: list[SyntaxTreeNode]) -> bool:
        """The heading's body is one finding's anatomy under labels of their own: "**문제점:**" (problem) over its list,
        then "**권고사항:**" (recommendation) over the fixes — "**Problem:**", "**Recommendation:**" in English; or paragraphs
        that name a problem, then the fix ("### The Decision Trace Problem" ⏎ "24MB … debugging data." ⏎ "**Recommendation:** …")."""
        labels = [cues.plain(label).rstrip(":： ") for n in body if n.type == "paragraph" and (label := self._pseudo_label(n))]
        said = [_inline(n) for n in body if n.type != "hr"]  # … or unlabelled prose naming a problem, then "**Recommendation:** …"
        plain = len(said) >= 2 and all(n.type in ("paragraph", "fence", "hr") for n in body) and self._field(said[-1]) in ("recommendation", "suggestion")
        return (any(_PROBLEM_ALONE.fullmatch(label) for label in labels) and any(cues.is_recommendation_section(label) for label in labels + [self._field(text) or "" for text in said])) or (
            plain and not any(map(lead_label, said[:-1])) and any(cues.problem_score(text) > cues.praise_score(text) for text in said[:-1]))

    def _reads_as_finding(self, title: str, body: list[SyntaxTreeNode]) -> bool:
        """A numbered subsection of another tongue's review, read by its shape when its words are unknown ("### 4.
        Public Tokens jsou Predictable" ⏎ "**Problém:** …") — not a scored category ("### 2. Thiết Kế Component ⚠️
        (5/10)") nor one whose body opens with checks that passed, nor one in a review that heads its findings in known words."""
        return not re.search(r"\d+(?:[.,]\d+)?\s*/\s*(?:10|5|100)\b", title) and not cues.VALIDATED.search(self._body_text(body)[:200]) and not asides.findings_headed(self.text)

    def _body_text(self, body: list[SyntaxTreeNode]) -> str:
        return self.text[self._range(body[0])[0] - self.base : self._range(body[-1])[1] - self.base].strip() if body else ""

    def _has_sections(self, body: list[SyntaxTreeNode]) -> bool:
        """True when a heading's body is divided into named sections (Strengths / Issues…): a topic, not an item."""
        for node in body:
            label = _inline(node) if node.type == "heading" else self._pseudo_label(node) if node is not body[-1] else None  # a bold verdict last: no section
            if label is not None and (node.type != "heading" and self._field(label + ":") is not None or FINDING_PART.fullmatch(cues.plain(label)) or (node is body[0] and section_body.level_first(body))):
                continue  # "**Suggestion** :" over a list, "#### Attack Vector" under "### Vuln 1: …": a part of the item; "**[CRITICAL]**" first: its level
            if label is not None and cues.section_kind(label)[0] is not Kind.TOPIC:
                return True
            if node.type == "heading":
                return True
        return False

    def _is_group(self, title: str, body: list[SyntaxTreeNode]) -> bool:
        """An untagged heading over a list of titled points ("Documentation gaps" → "**Missing runbooks:** …")."""
        lists = [n for k, n in enumerate(body) if n.type in ("bullet_list", "ordered_list") and not (k and (self._is_field_label(body[k - 1])
                 or ((label := self._pseudo_label(body[k - 1])) is not None and cues.section_kind(label)[0] is Kind.TOPIC)))]
        # "**Examples:**", "**Facebook tokens:**" over a list: a part of one item, not a group of points
        points = [li for n in lists for li in n.children]
        if read_tags(title).severity is not None and not cues.severity_label(title) and not section_body.priority_group(title, points):
            return False  # … but "### Can Move to V1.1 (P2)" over points each with its fields ("- Impact: …") names their priority
        if not lists or any(n.type == "heading" for n in body) or (_NUMBERED.match(title) and body[0].type == "paragraph" and _inline(
                body[0]).rstrip().endswith(":") and cues.problem_score(_inline(body[0])) > 0 and not any(_own_text(li).lstrip().startswith(('**', '__')) for li in points)):
            return False  # "### 11. **Fake Multi-Agent System**" ⏎ "The README claims … but this is misleading:" ⏎ "- PlannerAgent: keyword matching"
        titled = [li for li in points if _titled_point(_own_text(li), self.fields)]
        return len(titled) >= 2 and len(titled) * 2 > len(points) - sum(1 for li in points if self._field(_own_text(li))) and not section_body.rated_fields(lists)

    def _is_field_label(self, node: SyntaxTreeNode) -> bool:
        """A paragraph that is only a field label ("**Examples:**"), or a field handing over to the list below ("**Fix:** … two groups:")."""
        text = _inline(node).strip() if node.type == "paragraph" else ""
        return bool(text) and ((bool(re.fullmatch(r"(?:\*\*|__)?[^*_\n:]{2,40}:?(?:\*\*|__)?\s*:?", text)) and self._field(text.rstrip(":*_ ") + ":") is not None) or (  # "**Impact** :"
            text.endswith(":") and "\n" not in text and self._field(text) is not None))

    def _pseudo_label(self, node: SyntaxTreeNode) -> str | None:
        """A bold label alone on its line that names a section ("**Strengths:**", "**Findings**"), or numbered alone."""
        if node.type == "ordered_list":
            return numbered_label(node)
        match = (_PSEUDO.match(_inline(node)) or section_body.trailing_label(_inline(node)) or (re.match(r"^\s*(\*\*)([^*\n]{2,300})\*\*\s*$", _inline(node)) if parse_lists.checked(_inline(node)) is not None else None)) if node.type == "paragraph" else None  # … or a check and its state, however long
        if not match:
            return None
        label = match.group(2).strip().rstrip(":").strip()
        if _ID_LEAD.match(label):
            return None  # "**Issue 1 — Severity: suggestion**" over its fields: a point, not a section
        if re.match(r"^#?\d{1,3}[.)]\s+\S", label) and len(label.split()) >= 4:
            return None  # "**2. [Confidence] The plan gates on a field that does not exist**": a numbered point
        if re.match(r"^(?:(?:[A-Z]{1,3}-?\d{1,3}|[A-H])[.:)]|" + _BRACKET_ID + r")\s+\S", label, re.IGNORECASE) and len(label.split()) >= 3:
            return None  # "**n-1: Checklist version string**", "**B. Explicitness of the Algebra**", "**[M-1] Potential reentrancy …**": a point
        if _TAG_CLAIM.match(label):
            return None  # "**MEDIUM: 25-03 verdict merge does not specify …**": a claim under its severity, a point — not a "verdict"
        kind, _ = cues.section_kind(label)
        if kind is not Kind.TOPIC or parse_lists.checked(_inline(node)) is not None or match.start() > 0:
            return label  # … or a check and its state: "**"Import monitoring endpoints are GET-only": ENFORCED**"
        if self._field(label + ":") is None and len(label.split()) <= 6 and not cues.is_issue_like(label):
            return label  # a topic label ("**URL Regex Pattern Analysis:**")
        return None
