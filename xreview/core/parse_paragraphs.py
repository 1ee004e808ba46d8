"""The parser's sections of plain paragraphs under an issues heading: a paragraph an issue, opening with its claim —
and the paragraphs that carry one on ("Specifically: …", "The paper should clarify: …") or give the reviewer's verdict."""

from __future__ import annotations

import re

from markdown_it.tree import SyntaxTreeNode

from xreview.core import asides, closings, cues, prose
from xreview.core.cues import Kind
from xreview.core.fields import point_label
from xreview.core.model import Severity
from xreview.core.parse_blocks import _LABEL_LINE, _BlockReader, _list_items
from xreview.core.parse_text import _CALLOUT, _FIELD_BLOCK, _PROBLEM_LABEL, _Ctx, _inline, _is_leadin, _own_text
from xreview.core.tags import TAGGED_POINT, read_tags

_RATED = re.compile(r"\brisk assessment\b|\bverdict\b", re.I)  # "### Risk Assessment" ⏎ "**MEDIUM** — why": the rating, no point
_WARNED = re.compile(r"^\s*(?:⚠️?|❌|🔴|🚨|❗)\s*(?:\*\*|__)")  # a bold point under a warning mark, even among praise
# a module's description noting a gap in passing: "… adds the flags. Note: `allowFileAccess` is not present in the Zod `launchSchema` …"
_NOTED_GAP = re.compile(r"(?:^|[.;]\s+)(?:\*\*|__)?note(?:\*\*|__)?\s*:\s*[^\n]{0,120}?\b(?:is not|isn'?t|are not|aren'?t|not) (?:present|supported|validated|exposed|documented|handled|enforced|covered)\b", re.I)
# an aspect an assessment rates failing, its evidence below: "**Rollback Plan**: MISSING" ⏎ "- No documented rollback procedure"
_FAILING_ASPECT = re.compile(r"^\s*(?:\*\*|__)[^*_\n]{3,60}(?:\*\*|__)\s*:?\s*(?:\*\*|__)?(?:MISSING|UNKNOWN|ABSENT|INCOMPLETE|INSUFFICIENT|INADEQUATE|BROKEN|UNTESTED|NOT (?:TESTED|DOCUMENTED|VERIFIED))(?:\*\*|__)?\W*$", re.M)
_DEDUCTED = re.compile(r"^\W*(?:(?:score|confidence|rating|grade)\s+(?:was\s+)?(?:reduced|lowered|docked|capped)|points?\s+(?:deducted|off))\b", re.I)  # in a score, what cost it points


class _ParagraphReader(_BlockReader):
    """Reads a section of plain paragraphs, one issue each — and, inside praise, a verdict or a scorecard, the problems tagged as such."""

    def _tagged_only(self, node: SyntaxTreeNode, ctx: _Ctx) -> None:
        """Inside praise, a verdict or a scorecard, only a problem tagged by severity or by its label ("**Risks:** …") is an
        issue — and none under a heading of closed findings ("**Issues found and fixed:**" ⏎ "1. **HIGH**: … **Fixed**: …")."""
        if closings.CLOSED_HEADING.search(cues.plain(ctx.title)) or re.search(r"\b(?:FIXED|RESOLVED|CLOSED)\W*$", ctx.title):
            return  # … nor under one finding's heading marked closed ("### 1. JWT Malformed Token Errors ✅ FIXED" ⏎ "**Problem**: …")
        if node.type in ("bullet_list", "ordered_list"):
            for li in _list_items(node):  # nested points too: "- **New method** `x`" ⏎ "  - 注意：… 建议 …"
                own = _own_text(li)
                tags = read_tags(own[:80])
                if tags.severity is not None and tags.severity is not Severity.LOW and cues.problem_score(own) and not cues.is_praise(own) and not asides.WITHDRAWN.search(own[-120:]):
                    self._item_from_list(li, _Ctx(Kind.CONTAINER, ctx.severity, ctx.title, True, not re.search(r"\brisk assessment\b", ctx.title, re.I)))  # a risk left: a finding if not restated
                elif (((_PROBLEM_LABEL.match(own) or _DEDUCTED.match(own)) and (cues.problem_score(own) or cues.is_recommendation(own)) and not asides.is_no_point(own))
                      or asides.left_open(own, [_own_text(p) for p in node.children]) or _NOTED_GAP.search(own)):
                    self._item_from_list(li, _Ctx(Kind.CONTAINER, ctx.severity, ctx.title, bool(self.items) and bool(asides.MARK_LEAD.match(own))), strip_label=True)
        elif node.type == "paragraph" and not cues.is_praise(text := _inline(node)) and not re.match(r"\W*(?:fixed|resolved|closed)\b", ctx.title, re.I) and (
                (note := asides.NON_BLOCKING.match(text))  # "Note (non-blocking): …": titled by what it says
                or ((tag := TAGGED_POINT.match(text)) and not re.search(r"\blow\b", tag.group(0), re.I) and not _RATED.search(ctx.title))  # "**CRITICAL**: …" under "✅"
                or (_WARNED.match(text) and cues.problem_score(text))  # "⚠️ **Design problem: …**"
                or _FAILING_ASPECT.match(text.split("\n", 1)[0])  # "**Rollback Plan**: MISSING" in "## Migration Quality Assessment"
                or (point_label(text) and len(text.split(":", 1)[-1].split()) > 3)):  # "**Missing risk**: What if …", not "**Issues:**"
            self._add_block(text[note.end() if note else 0 :].split("\n", 1)[0], [], node, _Ctx(Kind.CONTAINER, ctx.severity or (read_tags(text[: note.end()]).severity if note else None), ctx.title), first=text)

    def _paragraph_per_issue(self, nodes: list[SyntaxTreeNode], ctx: _Ctx) -> bool:
        """Issues written as plain paragraphs under an issues heading, one each, opening with the claim."""
        if ctx.kind not in (Kind.CONTAINER, Kind.SEVERITY) or len(nodes) < 1:
            return False
        if not all(n.type == "paragraph" for n in nodes):
            return False
        texts = [_CALLOUT.sub("", _inline(n)) for n in nodes]
        return not any(self._pseudo_label(n) is not None or self._is_item_paragraph(t, ctx) or _FIELD_BLOCK.match(t)
                       for n, t in zip(nodes, texts, strict=True))

    def _paragraphs(self, nodes: list[SyntaxTreeNode], ctx: _Ctx) -> None:
        """A paragraph an issue; one that carries the claim above on ("Specifically: fit …", "The paper should clarify:
        …") joins it, and a verdict ("Accept with minor revisions.") leaves only the asks after it."""
        added, said = False, ""
        for k, node in enumerate(nodes):
            text, before = _CALLOUT.sub("", _inline(node)), len(self.items)
            if k and prose.continues(text) and (added or not (_is_leadin(said) or cues.is_praise(said))):
                said = self.items.pop().text if added else said  # the claim above, even where its words alone did not tell
                self._add_block(said.split("\n", 1)[0], [node], nodes[k - 1], ctx, first=said)
            elif verdict := prose.VERDICT.match(text):  # "Accept with minor revisions. … Add the 2x2 check, …": the asks after it
                self._claims(node, text[verdict.end():], ctx)
            elif _line_points(text):
                self._line_list(node, "\n" + text, ctx)  # "**Mathematical:** Precision misuse → …" ⏎ "**Integration:** …": a risk a line
            elif cues.is_issue_like(text) and not _is_leadin(text):
                self._add_block(text.split("\n", 1)[0], [], node, ctx, first=text)
            added, said = len(self.items) > before, text


def _line_points(text: str) -> bool:
    """A paragraph of titled lines, a point each ("**Mathematical:** Precision misuse → …" ⏎ "**Integration:** API conflict
    → …"): its lines are read one by one (``_line_list``), not as one issue."""
    lines = text.split("\n")
    return len(lines) >= 2 and all(_LABEL_LINE.match(line) for line in lines)
