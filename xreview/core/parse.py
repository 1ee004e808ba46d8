"""Reading one reviewer's response into issue items, whatever shape it was written in.

The issue level of a review is found from its structure, not from fixed
heading levels: a section is read by what its heading or lead-in says it
holds (issues, one severity, a summary that restates them, praise, a topic),
and inside it an item is whatever carries the marks of one — a severity tag,
an ID, a numbered title, a bold label, a claim in its opening words. Praise,
validated checks, verdicts, scores, questions and field labels ("**Impact:**")
yield nothing; sub-bullets, code and explanations belong to their item.
Shapes read: the canonical shape the built-in prompts ask for, headings by
severity, tagged or numbered lists, bold-led paragraphs, field blocks
(``[SEVERITY: High]`` … ``Finding:``), callouts and blockquotes, Markdown
tables, JSON (whole or fenced), findings inside a plain code fence, prose, and
raw command-line output. Items found in summaries and action lists are marked
``recap``: ``restate.fold`` folds them into the reviewer's first statement.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from markdown_it import MarkdownIt
from markdown_it.tree import SyntaxTreeNode

from xreview.core import cues, prose
from xreview.core.caps import MAX_ANSWER_CHARS, MAX_ITEMS_PER_ANSWER
from xreview.core.cues import Kind
from xreview.core.model import Complexity, Location, ReviewItem, Severity
from xreview.core.restate import fold
from xreview.core.review_json import item_from_json, json_entries
from xreview.core.similarity import Embedder
from xreview.core.tags import COMPLEXITY_WORDS, SEVERITY_WORDS, read_location, read_tags
from xreview.core.text import clean_text, strip_ansi
from xreview.core.titles import clean_title, split_title

_MD = MarkdownIt("commonmark").enable("table")
_PSEUDO = re.compile(r"^\s*(\*\*|__)([^*_\n]{2,80}?)\1\s*:?\s*$")
_PSEUDO_LEVEL = 7  # below every real heading: any real heading ends it
_NO_ISSUES = re.compile(
    r"\bno (?:\w+ ){0,2}(?:issues|concerns|findings|problems|gaps|blockers)\b|\bnothing (?:\w+ )?to (?:report|flag|raise)\b|"
    r"\blooks good\b|\blgtm\b|\bno changes (?:are )?(?:needed|required)\b|\bnone (?:identified|found)\b|"
    r"\b(?:approved|ready) for (?:implementation|release|merge|v?\d)|\bship it\b",
    re.IGNORECASE,
)
# an item that reports nothing: "No issues found.", "None identified", "N/A"
_NOTHING = re.compile(
    r"^\W*(?:\[[ x]\]\s*)?(?:#+\s*\S[^\n]*\n+\W*(?:\[[ x]\]\s*)?)?(?:no (?:\w+ ){0,2}(?:issues?|concerns?|findings?|problems?|gaps?|blockers?)"
    r"(?: (?:found|identified|noted|detected))?|no (?:\w+ ){0,2}(?:vulnerabilit(?:y|ies)|risks?|defects?|bugs?|errors?|regressions?) "
    r"(?:found|identified|noted|detected|observed)|(?:none|n/a)(?: (?:identified|found|noted))?(?=\s*(?:$|[.;:,!]))|"
    r"nothing (?:\w+ )?to (?:report|flag|raise))\b"
    r"(?![^.\n]*\b(?:but|however|except)\b)",
    re.IGNORECASE,
)
_ID_LEAD = re.compile(
    r"^\s*(?:\*\*|__)?\s*(?:\[?(?:[A-Z]{1,12}-\d{1,3}|[A-Z]\d{1,2}|(?:issue|finding|gap|risk|concern|problem|item|recommendation)\s*#?\d{1,3})\]?)"
    r"\s*(?:\*\*|__)?\s*(?:[:.)–—]|-(?![\w-]))"  # not "[TASK-008-plan.md](…)": a link, not an ID
    r"|^\s*(?:\*\*|__)?\s*[A-Z]{1,3}-\d{1,3}\s+(?=\S)",  # "F-1 リッチテキストを…", "M-2 The admin layout …"
    re.IGNORECASE,
)
_NUMBERED = re.compile(r"^\s*(?:\*\*|__)?\s*(?:#?\d{1,3}(?:\.\d{1,3})*[.):]|[A-Ha-h][.)])\s+\S")
_FIELD_BLOCK = re.compile(r"^\s*\[(?:severity|priority)\s*[:=]", re.IGNORECASE)
_CALLOUT = re.compile(r"^\s*\[!(?:note|tip|important|warning|caution|danger|info)\]\s*\n?", re.IGNORECASE)
_CHECKBOX = re.compile(r"^\s*\[[ xX]\]\s+")
# findings pasted inside a plain fence (never just "# comment" lines: in a fence those are code)
_REVIEW_FENCE = re.compile(r"^\s*(?:\[(?:severity|priority)\s*[:=]|#{2,6} \[(?:critical|high|medium|low)|(?:finding|issue)\s*:\s*\S|"
                           r"[-*] \[(?:critical|high|medium|low)\])", re.IGNORECASE | re.MULTILINE)
_TITLE_LINE = re.compile(r"^\s*(?:\*\*|__)?[A-Z][\w /&'()-]{2,50}?(?:\*\*|__)?:\s+\S")
# a point labeled as a small issue of its own among statements: "Minor improvement: …", "Nit: …"
_ASIDE = re.compile(r"^\s*(?:\*\*|__)?(?:minor |small |possible )?(?:improvements?|nits?|weakness(?:es)?|caveats?|minor issues?|minor concerns?)"
                    r"(?:\*\*|__)?\s*:", re.IGNORECASE)
# "**M2: Test execution timeout** - still valid": a title of two words or more in bold, then its note
# a closing section of recommendations, after issues were already raised anywhere above: it restates them
_SPECIFIC_RECOMMENDATIONS = re.compile(r"^\W*(?:\d+\.\s*)?(?:specific |detailed |key |main |prioriti[sz]ed )?(?:recommendations|recommandations|"
                                       r"recomendaciones|empfehlungen)\b", re.IGNORECASE)
_BOLD_LINE = re.compile(r"^\s*(?:\*\*|__)(?=[^*_\n]*\w\s+\w)[^*_\n]{3,100}(?:\*\*|__)\s*(?:[-–—:]\s*\S|$)")
_LINE_LIST = re.compile(r"^\s*(?:[-+*]|\d{1,3}[.)])\s+\S", re.MULTILINE)
_FRONTMATTER = re.compile(r"\A---\n(?:.*\n){0,60}?---\n")


@dataclass
class ParsedReview:
    """The items found in one response; ``parsable`` is False when it yields no item and states no verdict."""

    items: list[ReviewItem] = field(default_factory=list)
    parsable: bool = True
    shape: str = "markdown"  # markdown | json | table | prose | empty | unreadable
    items_cut: int = 0  # items past max_items_per_answer, left out
    chars_cut: int = 0  # characters past max_answer_chars, not read


@dataclass(frozen=True)
class _Ctx:
    kind: Kind
    severity: Severity | None = None
    title: str = ""  # the topic heading items sit under, for their location
    recap: bool = False  # items here restate earlier ones more often than not
    echo: bool = False  # … and sit in a verdict or an overview: what they do not restate is not new either

    @property
    def role(self) -> str:
        return "echo" if self.echo else "recap" if self.recap else "issue"


def read_review(text: str, model: str = "", embed: Embedder | None = None, *, max_items: int = MAX_ITEMS_PER_ANSWER,
                max_chars: int = MAX_ANSWER_CHARS) -> ParsedReview:
    """The issues of one review response: its first ``max_items`` items (of its first ``max_chars`` characters),
    each restatement folded into the item it restates. What the caps left out is counted, not lost silently."""
    chars_cut = max(0, len(text) - max_chars)
    parsed = parse_review(text[:max_chars] if chars_cut else text, model)
    parsed.chars_cut = chars_cut
    if len(parsed.items) > max_items:
        parsed.items_cut = len(parsed.items) - max_items
        del parsed.items[max_items:]
    parsed.items = fold(parsed.items, embed)
    return parsed


def parse_review(text: str, model: str = "") -> ParsedReview:
    """Extract the issue items of one review response (restatements not yet folded; see ``restate.fold``)."""
    clean = clean_text(strip_ansi(text).replace("\r\n", "\n").replace("\r", "\n"))
    if not clean.strip():
        return ParsedReview([], parsable=False, shape="empty")
    frontmatter = _FRONTMATTER.match(clean)
    if frontmatter:  # a YAML header (verdict: BLOCK…) is metadata; blanked so offsets stay
        clean = re.sub(r"[^\n]", " ", frontmatter.group(0)) + clean[frontmatter.end():]
    parser = _Parser(clean)
    items = parser.run()
    for index, item in enumerate(items):
        item.index = index
        item.model = model
    if items:
        return ParsedReview(items, True, parser.shape)
    if _NO_ISSUES.search(clean):
        return ParsedReview([], True, parser.shape)
    return ParsedReview([], parsable=False, shape="unreadable")


class _Parser:
    def __init__(self, text: str, base: int = 0, fields: frozenset[str] | None = None) -> None:
        self.text = text
        self.fields = cues.repeated_labels(text) if fields is None else fields  # this review's own field labels
        self.base = base  # where ``text`` starts in the whole response (a fence's content is parsed on its own)
        self.lines = text.split("\n")
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line) + 1)
        self.items: list[ReviewItem] = []
        self.shape = "markdown"

    def _field(self, text: str) -> str | None:
        return cues.field_label(text, self.fields)

    # -- entry -------------------------------------------------------------

    def run(self) -> list[ReviewItem]:
        entries = json_entries(_unfence(self.text)[0], _unfence(self.text)[1])
        if entries is not None:
            self.shape = "json"
            self._json(entries)
            return self.items
        root = SyntaxTreeNode(_MD.parse(self.text))
        self._walk(root.children, _Ctx(Kind.ROOT))
        if not self.items and not _NO_ISSUES.search(self.text):
            self._prose_fallback(root.children)
        return self.items

    # -- sections ------------------------------------------------------------

    def _walk(self, nodes: list[SyntaxTreeNode], ctx: _Ctx) -> None:
        if self._paragraph_per_issue(nodes, ctx):
            for node in nodes:
                text = _CALLOUT.sub("", _inline(node))
                if cues.is_issue_like(text) and not _is_leadin(text):
                    self._add_block(text.split("\n", 1)[0], [], node, ctx, first=text)
            return
        index = 0
        findings = False  # a sibling section of findings came before: later topics and recommendations restate
        while index < len(nodes):
            node = nodes[index]
            before = len(self.items)
            if node.type == "heading":
                level = int(node.tag[1])
                end = _section_end(nodes, index, level)
                if ctx.kind is Kind.ROOT and end == len(nodes) and self._is_document_title(_inline(node), nodes[:index]):
                    self._walk(nodes[index + 1 : end], ctx)  # "# LLD Review: Open Questions" names the review, not a section
                    index = end
                    continue
                kind = self._section(_inline(node), nodes[index + 1 : end], node, ctx, after_findings=findings)
            else:
                label = self._pseudo_label(node)
                if label is None:
                    if ctx.kind is Kind.SKIP:
                        self._tagged_only(node, ctx)
                        index += 1
                    else:
                        index = self._block(nodes, index, ctx)
                    continue
                end = index + 1
                while end < len(nodes) and nodes[end].type != "heading" and self._pseudo_label(nodes[end]) is None and nodes[end].type != "hr":
                    end += 1
                kind = self._section(label, nodes[index + 1 : end], node, ctx, pseudo=True, after_findings=findings)
            findings = findings or (kind in (Kind.CONTAINER, Kind.SEVERITY) and len(self.items) > before)
            index = end

    @staticmethod
    def _is_document_title(title: str, before: list[SyntaxTreeNode]) -> bool:
        """The one heading over the whole review, first in it, that says what is reviewed rather than what follows."""
        if any(n.type == "heading" for n in before):
            return False
        kind, _ = cues.section_kind(title)
        return kind in (Kind.SKIP, Kind.TOPIC) and not cues.VALIDATED.search(title)

    def _paragraph_per_issue(self, nodes: list[SyntaxTreeNode], ctx: _Ctx) -> bool:
        """Issues written as plain paragraphs under an issues heading, one each, opening with the claim."""
        if ctx.kind not in (Kind.CONTAINER, Kind.SEVERITY) or len(nodes) < 1:
            return False
        if not all(n.type == "paragraph" for n in nodes):
            return False
        texts = [_CALLOUT.sub("", _inline(n)) for n in nodes]
        return not any(self._pseudo_label(n) is not None or self._is_item_paragraph(t, ctx) or _FIELD_BLOCK.match(t)
                       for n, t in zip(nodes, texts, strict=True))

    def _section(self, title: str, body: list[SyntaxTreeNode], node: SyntaxTreeNode, ctx: _Ctx, *, pseudo: bool = False,
                 after_findings: bool = False) -> Kind | None:
        """Read one section; returns what kind of section it was (None when the heading was an item)."""
        kind, severity = cues.section_kind(title)
        if kind is Kind.RECAP and ctx.kind is not Kind.SKIP and not self.items and re.search(
                r"\b(?:issues|findings|concerns|problems|gaps|risks|recommendations|suggestions|improvements)\b", title, re.IGNORECASE):
            kind = Kind.CONTAINER  # "**Top Issues**" opening the review: the findings themselves, nothing to restate yet
        if not pseudo and self._is_item_heading(title, kind, body, ctx):
            self._add_block(title, body, node, ctx, whole_title=True)
            return None
        if (kind is Kind.TOPIC and not pseudo and ctx.kind is not Kind.SKIP and any(n.type == "heading" for n in body)
                and cues.problem_score(cues.plain(title)) and not cues.is_praise(title)):
            kind = Kind.CONTAINER  # "Missing Infrastructure Components" over one heading per missing piece
        if kind is Kind.TOPIC and not pseudo and ctx.kind is not Kind.SKIP and self._is_group(title, body) and (
                ctx.kind in (Kind.CONTAINER, Kind.SEVERITY) or cues.problem_score(cues.plain(title))):
            kind = Kind.CONTAINER  # "Documentation gaps" over "**Missing runbooks:** …", "**No TLS:** …"
        child = self._child(kind, severity, title, ctx, after_findings)
        self._walk(body, child)
        return kind

    def _child(self, kind: Kind, severity: Severity | None, title: str, parent: _Ctx, after_findings: bool = False) -> _Ctx:
        echo = parent.echo or (parent.kind is Kind.SKIP and kind in (Kind.CONTAINER, Kind.SEVERITY, Kind.RECAP))
        if parent.kind in (Kind.SKIP, Kind.RECAP) and kind in (Kind.CONTAINER, Kind.SEVERITY):
            kind = Kind.RECAP  # issues listed again in a verdict or a summary
        elif parent.kind is Kind.RECAP and kind is Kind.TOPIC:
            kind = Kind.RECAP
        elif parent.kind is Kind.SKIP and kind is Kind.TOPIC:
            kind = Kind.SKIP
        severity = severity or (parent.severity if kind is not Kind.SKIP else None)
        recap = kind is Kind.RECAP or parent.recap or (
            after_findings and (kind is Kind.TOPIC or (kind is Kind.CONTAINER and cues.is_recommendation_section(title)))
        ) or (kind is Kind.CONTAINER and parent.kind is Kind.ROOT and bool(self.items)
              and _SPECIFIC_RECOMMENDATIONS.search(cues.plain(title)) is not None)
        heading = parent.title if kind in (Kind.CONTAINER, Kind.SEVERITY, Kind.RECAP) else cues.plain(title)
        return _Ctx(kind, severity, heading, recap or echo, echo and kind is not Kind.SKIP)

    def _is_item_heading(self, title: str, kind: Kind, body: list[SyntaxTreeNode], ctx: _Ctx) -> bool:
        if cues.VALIDATED.search(title) and not read_tags(title).severity:
            return False
        if self._has_sections(body):
            return False
        if kind is Kind.SEVERITY:
            return False
        tags = read_tags(title)
        strong = (tags.severity is not None and _wordy(cues.plain(tags.rest))) or bool(_ID_LEAD.match(cues.plain(title)))
        if strong:
            return ctx.kind is not Kind.SKIP and not self._is_group(title, body)
        if kind is not Kind.TOPIC or self._is_group(title, body):
            return False
        if ctx.kind in (Kind.CONTAINER, Kind.SEVERITY):
            lists = [n for n in body if n.type in ("bullet_list", "ordered_list")]
            if len(body) == 1 and len(lists) == 1 and len(lists[0].children) == 1 and _titled_point(
                    re.sub(r"^\s*\[[ x]\]\s*", "", _own_text(lists[0].children[0])), self.fields):
                return False  # "### Observability" over one "**Logging strategy:** …" point: the point is the item
            said = self._body_text(body)
            short = len(body) == 1 and len(said) <= 300  # "### Quality ⏎ * [ ] Coverage: PASS": the body is the verdict
            return not cues.is_clear_praise(title) and not (short and cues.is_clear_praise(said))
        if ctx.kind is Kind.RECAP:
            return cues.is_issue_like(cues.plain(title))
        if ctx.kind in (Kind.ROOT, Kind.TOPIC) and _NUMBERED.match(title):
            return (read_tags(title).severity is not None or cues.problem_score(cues.plain(title)) > 0) and not cues.is_praise(title)
        return False

    def _body_text(self, body: list[SyntaxTreeNode]) -> str:
        if not body:
            return ""
        start, end = self._range(body[0])[0], self._range(body[-1])[1]
        return self.text[start - self.base : end - self.base].strip()

    def _has_sections(self, body: list[SyntaxTreeNode]) -> bool:
        """True when a heading's body is divided into named sections (Strengths / Issues…): a topic, not an item."""
        for node in body:
            label = _inline(node) if node.type == "heading" else self._pseudo_label(node)
            if label is not None and node.type != "heading" and self._field(label + ":") is not None:
                continue  # "**Suggestion** :" over a list: a part of the item, not a section
            if label is not None and cues.section_kind(label)[0] is not Kind.TOPIC:
                return True
            if node.type == "heading":
                return True
        return False

    def _is_group(self, title: str, body: list[SyntaxTreeNode]) -> bool:
        """An untagged heading over a list of titled points ("Documentation gaps" → "**Missing runbooks:** …")."""
        if read_tags(title).severity is not None and not cues.severity_label(title):
            return False
        lists = [n for n in body if n.type in ("bullet_list", "ordered_list")]
        if not lists or any(n.type == "heading" for n in body):
            return False
        points = [li for n in lists for li in n.children]
        titled = [li for li in points if _titled_point(_own_text(li), self.fields)]
        return len(titled) >= 2 and len(titled) * 2 > len(points) - sum(1 for li in points if self._field(_own_text(li)))

    def _pseudo_label(self, node: SyntaxTreeNode) -> str | None:
        """A bold label alone on its line that names a section ("**Strengths:**", "**Findings**")."""
        if node.type != "paragraph":
            return None
        match = _PSEUDO.match(_inline(node))
        if not match:
            return None
        label = match.group(2).strip().rstrip(":").strip()
        if re.match(r"^(?:#?\d{1,3}[.)]|[A-Z]{1,3}-?\d{1,3}[.:)])\s+\S", label) and len(label.split()) >= 4:
            return None  # "**2. [Confidence] The plan gates on a field that does not exist**": a numbered point
        kind, _ = cues.section_kind(label)
        if kind is not Kind.TOPIC:
            return label
        if self._field(label + ":") is None and len(label.split()) <= 6 and not cues.is_issue_like(label):
            return label  # a topic label ("**URL Regex Pattern Analysis:**")
        return None

    # -- blocks ---------------------------------------------------------------

    def _block(self, nodes: list[SyntaxTreeNode], index: int, ctx: _Ctx) -> int:
        node = nodes[index]
        loose = self._loose_point(nodes, index, ctx)
        if loose is not None:
            return loose
        if node.type in ("bullet_list", "ordered_list"):
            self._list(node, ctx)
        elif node.type == "table":
            self._table(node, ctx)
        elif node.type == "blockquote":
            self._walk(node.children, ctx)
        elif node.type in ("fence", "code_block"):
            self._fence(node, ctx)
        elif node.type == "paragraph":
            return self._paragraph(nodes, index, ctx)
        return index + 1

    def _loose_point(self, nodes: list[SyntaxTreeNode], index: int, ctx: _Ctx) -> int | None:
        """A numbered point whose explanation, code and sub-lists follow at the left margin, up to the next
        number ("1. **Title**  ⏎ text ⏎⏎ ```code``` ⏎⏎ 2. **Title** …"): one point, its body all that follows."""
        node = nodes[index]
        if node.type != "ordered_list" or len(node.children) != 1 or ctx.kind is Kind.SKIP:
            return None
        li = node.children[0]
        own = _own_text(li)
        if not re.match(r"^\s*(?:\*\*|__)[^*_\n]{3,200}(?:\*\*|__)", own) and not cues.is_issue_like(own.split("\n", 1)[0]):
            return None
        number = int(node.attrs.get("start", 1) or 1)
        end = index + 1
        while end < len(nodes):
            sibling = nodes[end]
            if sibling.type == "ordered_list" and int(sibling.attrs.get("start", 1) or 1) == number + 1:
                break
            if sibling.type in ("heading", "hr", "ordered_list") or self._pseudo_label(sibling) is not None:
                if number == 1:
                    return None  # a lone first point: an ordinary list
                break
            end += 1
        if end == index + 1 or (number == 1 and (end >= len(nodes) or nodes[end].type != "ordered_list")):
            return None
        self._add_block(own.split("\n", 1)[0], nodes[index + 1 : end], li, ctx, first=own)
        return end

    def _paragraph(self, nodes: list[SyntaxTreeNode], index: int, ctx: _Ctx) -> int:
        node = nodes[index]
        text = _CALLOUT.sub("", _inline(node))
        following = nodes[index + 1] if index + 1 < len(nodes) else None
        if (_is_leadin(text) and following is not None and following.type in ("bullet_list", "ordered_list", "table")
                and not self._is_item_paragraph(text, ctx)):
            kind, severity = cues.section_kind(_last_sentence(text))
            if (kind in (Kind.TOPIC, Kind.CONTAINER) and ctx.kind in (Kind.ROOT, Kind.TOPIC) and text.rstrip().endswith(":")
                    and cues.is_praise(_last_sentence(text)) and not cues.is_issue_like(_last_sentence(text))
                    and not re.search(r"\b(?:but|however|although|though|except)\b", _last_sentence(text), re.IGNORECASE)):
                return index + 2  # "The Go code quality is exceptional:" and the list that shows it
            if kind is Kind.TOPIC and ctx.kind in (Kind.ROOT, Kind.TOPIC) and cues.problem_score(_last_sentence(text)):
                kind = Kind.CONTAINER  # "… but I have some concerns:"
            child = self._child(kind, severity, ctx.title, ctx) if kind is not Kind.TOPIC else ctx
            if child.kind is Kind.SKIP:
                return index + 2
            if not child.recap and self.items and cues.is_recommendation_section(_last_sentence(text)):
                child = _Ctx(child.kind, child.severity, child.title, True, child.echo)  # after the findings
            self._block(nodes, index + 1, child)
            return index + 2
        if (following is not None and following.type in ("bullet_list", "ordered_list") and cues.VALIDATED.search(text[:60])
                and cues.is_praise(text)):
            return index + 2  # "✅ Confirmed: no engine changes" and the list that proves it
        if _FIELD_BLOCK.match(text):
            self._field_block(node, text, ctx)
            return index + 1
        lines = text.split("\n")
        if (len(lines) >= 2 and all(_TITLE_LINE.match(line) or _BOLD_LINE.match(line) for line in lines) and ctx.kind is not Kind.SKIP
                and (sum(1 for line in lines if cues.is_issue_like(line)) * 2 > len(lines)
                     or (ctx.kind in (Kind.CONTAINER, Kind.SEVERITY) and all(_BOLD_LINE.match(line) for line in lines)))):
            self._line_list(node, "\n" + text, ctx)  # "Rollback: no plan to revert.\nRetries: unbounded." — a point a line
            return index + 1
        if _LINE_LIST.search(text) and len(_LINE_LIST.findall(text)) + 1 >= len(lines) >= 2:
            self._line_list(node, text, ctx)  # "**Week 2:**\n4. Fix X\n5. Fix Y": a list Markdown read as one paragraph
            return index + 1
        if self._is_item_paragraph(text, ctx):
            end = index + 1
            while end < len(nodes) and nodes[end].type in ("paragraph", "bullet_list", "ordered_list", "blockquote", "fence", "code_block", "table"):
                if nodes[end].type == "paragraph":
                    following_text = _CALLOUT.sub("", _inline(nodes[end]))
                    if self._is_item_paragraph(following_text, ctx) or self._pseudo_label(nodes[end]) is not None or _FIELD_BLOCK.match(following_text):
                        break
                end += 1
            self._add_block(text.split("\n", 1)[0], nodes[index + 1 : end], node, ctx, first=text)
            return end
        if ctx.kind is not Kind.SKIP and prose.is_dense(text):
            self._claims(node, text, ctx)
        return index + 1

    def _is_item_paragraph(self, text: str, ctx: _Ctx) -> bool:
        first = text.split("\n", 1)[0]
        if self._field(first) is not None:
            return False
        tags = read_tags(first)
        bold = re.match(r"^\s*(?:\*\*|__)(.{2,200}?)(?:\*\*|__)", first)
        if tags.severity is not None and (bold or _ID_LEAD.match(first) or re.match(r"^\s*\[", first) or tags.rest != first):
            return _wordy(cues.plain(tags.rest)) and not cues.is_praise(first)
        if _ID_LEAD.match(first) and not cues.is_praise(first):
            return True
        if not bold:
            return False
        label = cues.plain(bold.group(1)).rstrip(":")
        value = first[bold.end():].lstrip(" :–—-")
        numbered = re.match(r"^\s*#?\d{1,3}[.)]\s+\S", bold.group(1)) is not None  # "**2. [Confidence] The plan gates on …**": a point
        if (not numbered and cues.section_kind(label)[0] is Kind.SKIP) or cues.is_clear_praise(label) or (value and cues.is_praise(value)):
            return False
        if ctx.kind in (Kind.CONTAINER, Kind.SEVERITY, Kind.RECAP):
            return _wordy(label) or bool(re.match(r"^\s*(?:\*\*|__)?\s*#?\d+[.):]", first))
        return bool(re.match(r"^(?:gap|issue|risk|concern|problem|finding|weakness)\b", label, re.IGNORECASE)) or (
            _wordy(label) and cues.problem_score(label) > 0 and not cues.is_praise(label)
        )

    def _line_list(self, node: SyntaxTreeNode, text: str, ctx: _Ctx) -> None:
        lines = text.split("\n")
        label = re.sub(r"[*_:]", "", lines[0]).strip() if not _LINE_LIST.match(lines[0]) else ""
        if text.startswith("\n"):
            lines, label = lines[1:], ""
        kind, severity = cues.section_kind(label) if label else (Kind.TOPIC, None)
        child = self._child(kind, severity, label, ctx) if kind is not Kind.TOPIC else ctx
        if child.kind is Kind.SKIP:
            return
        start, _ = self._range(node)
        cursor = start - self.base
        for line in lines[1 if label else 0 :] if label else lines:
            at = self.text.find(line, cursor)
            if at < 0:
                continue
            cursor = at + len(line)
            listed = _LINE_LIST.match(line) or (not label and (_TITLE_LINE.match(line) or _BOLD_LINE.match(line)))
            bold = _BOLD_LINE.match(line) if child.kind in (Kind.CONTAINER, Kind.SEVERITY, Kind.RECAP) else None
            praised = cues.is_clear_praise(re.split(r"(?:\*\*|__)\s*[-–—:]", line, maxsplit=1)[0]) or bool(cues.CLOSED.search(line)) \
                if bold else cues.is_praise(line)  # under an issues heading, "**M2: …** - still valid" is judged by its title
            if not listed or self._field(line) or praised or (child.recap and cues.is_generic(line)):
                continue
            if child.kind in (Kind.ROOT, Kind.TOPIC) and not cues.is_issue_like(line):
                continue
            first = re.sub(r"^\s*(?:[-+*]|\d{1,9}[.)])\s+", "", line)
            self._add(first, "", line.strip(), child, (self.base + at, self.base + cursor))

    def _tagged_only(self, node: SyntaxTreeNode, ctx: _Ctx) -> None:
        """Inside praise or a verdict, only an explicitly tagged problem is an issue."""
        if node.type in ("bullet_list", "ordered_list"):
            for li in node.children:
                own = _own_text(li)
                tags = read_tags(own[:80])
                if tags.severity is not None and tags.severity is not Severity.LOW and cues.problem_score(own) and not cues.is_praise(own):
                    self._item_from_list(li, _Ctx(Kind.CONTAINER, ctx.severity, ctx.title, True, True))

    # -- lists ---------------------------------------------------------------

    def _list(self, node: SyntaxTreeNode, ctx: _Ctx) -> None:
        labels = [self._field(_own_text(li)) for li in node.children]
        uniform = len(labels) >= 2 and labels[0] is not None and len(set(labels)) == 1  # "- **Action:** …" on every point
        # points titled in bold with their own sub-lists: peers, so "10. **Risk Register**" among them is one more point
        peers = sum(1 for li in node.children if _titled_point(_own_text(li), self.fields)
                    and any(c.type in ("bullet_list", "ordered_list") for c in li.children))
        for li in node.children:
            own = _CHECKBOX.sub("", _CALLOUT.sub("", _own_text(li)))
            if not own.strip():
                continue
            nested = [c for c in li.children if c.type in ("bullet_list", "ordered_list")]
            tags = read_tags(own.split("\n", 1)[0])
            tagged = tags.severity is not None and _wordy(cues.plain(tags.rest)) and not cues.severity_label(own.split("\n", 1)[0])
            label = None if tagged else _group_label(own)
            if nested and label is not None and cues.is_praise(label) and not cues.is_issue_like(label):
                continue  # "Follows idiomatic Go:" over the list that shows how
            if nested and label is not None:
                kind, severity = cues.section_kind(label)
                one_more = kind is Kind.CONTAINER and peers >= 2 and bool(re.match(r"^\s*(?:\*\*|__)", own))
                if not one_more and (kind is not Kind.TOPIC or not _titled_point(own, self.fields)):
                    child = self._child(kind, severity, label, ctx) if kind is not Kind.TOPIC else ctx
                    if child.kind is Kind.SKIP:
                        for sub in nested:
                            self._tagged_only(sub, child)
                        continue
                    for sub in nested:
                        self._list(sub, child)
                    continue
            if ctx.kind in (Kind.ROOT, Kind.TOPIC) and not nested and prose.is_dense(own):
                self._claims(li, own, ctx)
                continue
            if self._field(own) is not None and not (uniform and ctx.kind is not Kind.SKIP):
                if _ASIDE.match(own) and ctx.kind is not Kind.SKIP and not nested:
                    self._item_from_list(li, ctx, strip_label=True)  # "- Minor improvement: could parse flags" among praise
                continue
            if uniform:
                self._item_from_list(li, ctx, strip_label=True)
                continue
            if cues.is_praise(own) or (ctx.recap and cues.is_generic(own)):
                continue
            if ctx.kind in (Kind.ROOT, Kind.TOPIC) and not cues.is_issue_like(own):
                continue
            self._item_from_list(li, ctx)

    def _item_from_list(self, li: SyntaxTreeNode, ctx: _Ctx, *, strip_label: bool = False) -> None:
        start, end = self._range(li)
        verbatim = self.text[start - self.base : end - self.base].rstrip()
        lines = verbatim.split("\n")
        first = _CHECKBOX.sub("", re.sub(r"^\s*(?:[-+*]|\d{1,9}[.)])\s+", "", lines[0]))
        if strip_label:
            first = re.sub(r"^\s*(?:\*\*|__)?[^:*_]{1,40}:\s*(?:\*\*|__)?\s*:?\s*", "", first)
        body = "\n".join(line.strip() for line in lines[1:]).strip()
        self._add(first, body, verbatim, ctx, (start, end))

    # -- tables ---------------------------------------------------------------

    def _table(self, node: SyntaxTreeNode, ctx: _Ctx) -> None:
        head = [c for c in node.children if c.type == "thead"]
        rows_parent = [c for c in node.children if c.type == "tbody"]
        if not head or not rows_parent or ctx.kind is Kind.SKIP:
            return
        header = [_inline(cell).lower() for cell in head[0].children[0].children]
        if any(re.search(r"\bstrengths?\b|\bscore\b|\brating\b", h) for h in header):
            return  # a SWOT grid or a scorecard
        ids = {i for i, h in enumerate(header) if re.search(r"\bid\b|#|\bno\b|\bref\b", h)}
        title_col = _column(header, ("issue", "title", "finding", "problem", "concern", "gap", "weakness", "risk",
                                     "description", "summary", "recommendation", "action", "fix", "feature", "improvement",
                                     "change", "proposal", "idea"), skip=ids)
        if title_col is None:
            return
        desc_col = _column(header, ("description", "details", "detail", "explanation", "rationale", "why", "impact"), exclude=title_col)
        sev_col = _column(header, ("severity", "priority", "impact level"))
        cx_col = _column(header, ("complexity", "effort"))
        loc_col = _column(header, ("location", "section", "where", "line", "file"))
        fix_col = _column(header, ("suggestion", "recommendation", "fix", "remediation"), exclude=title_col)
        id_col = _column(header, ("#", "id", "no", "ref"))
        self.shape = "table" if self.shape == "markdown" else self.shape
        for row in rows_parent[0].children:
            cells = [_inline(cell) for cell in row.children]
            if title_col >= len(cells) or not cells[title_col].strip() or cues.is_praise(" ".join(cells)):
                continue
            severity = _word(cells, sev_col, SEVERITY_WORDS)
            complexity = _word(cells, cx_col, COMPLEXITY_WORDS)
            description = cells[desc_col] if desc_col is not None and desc_col < len(cells) else ""
            if fix_col is not None and fix_col < len(cells) and cells[fix_col]:
                description = (description + "\nSuggestion: " + cells[fix_col]).strip()
            location = read_location(" ".join(cells))
            if loc_col is not None and loc_col < len(cells) and cells[loc_col].strip():
                stated = read_location("Location: " + cells[loc_col])
                location = Location(stated.line or location.line, stated.heading or location.heading)
            start, end = self._range(row)
            title = clean_title(cells[title_col])
            bold = re.match(r"^\s*(?:\*\*|__)(.{3,120}?)(?:\*\*|__)\s*[:.\-–—]*\s*(.*)$", cells[title_col])
            if bold and bold.group(2).strip():  # "**Title** — a long explanation" in one cell
                title = clean_title(bold.group(1))
                description = (bold.group(2).strip() + ("\n" + description if description else "")).strip()
            if id_col is not None and id_col < len(cells) and re.fullmatch(r"\W*[\w.-]{1,12}\W*", cells[id_col] or ""):
                title_ref = re.sub(r"[*_`]", "", cells[id_col]).strip()
                description = (f"(#{title_ref}) " + description).strip()
            self._push(ctx, ReviewItem(title=title, text=self.text[start - self.base : end - self.base].strip(),
                                         description=description, severity=severity or ctx.severity, complexity=complexity,
                                         location=location, span=(start, end)))

    # -- fences, field blocks, prose --------------------------------------------

    def _fence(self, node: SyntaxTreeNode, ctx: _Ctx) -> None:
        info = (node.info or "").strip().lower() if node.type == "fence" else ""
        content = node.content
        start, _ = self._range(node)
        offset = self.text.find(content, start - self.base) if content else -1
        if offset < 0:
            return
        if info in ("json", "jsonc", "") and content.lstrip()[:1] in "[{":
            entries = json_entries(content, self.base + offset)
            if entries:
                self.shape = "json"
                self._json(entries)
                return
        if info in ("", "text", "txt", "markdown", "md", "plaintext") and _REVIEW_FENCE.search(content):
            inner = _Parser(content, self.base + offset, self.fields)
            inner._walk(SyntaxTreeNode(_MD.parse(content)).children, ctx)
            self.items.extend(inner.items)

    def _field_block(self, node: SyntaxTreeNode, text: str, ctx: _Ctx) -> None:
        finding = re.search(r"^\s*(?:finding|issue|problem|summary|title)\s*:\s*(.+)$", text, re.IGNORECASE | re.MULTILINE)
        first = finding.group(1) if finding else next((ln for ln in text.split("\n") if not ln.lstrip().startswith("[")), text)
        tags = read_tags(text)
        start, end = self._range(node)
        verbatim = self.text[start - self.base : end - self.base].strip()
        title, _ = split_title(first)
        self._push(ctx, ReviewItem(title=title, text=verbatim, description=_clean_description(text),
                                     severity=tags.severity or ctx.severity, complexity=tags.complexity,
                                     location=read_location(text), span=(start, end)))

    def _claims(self, node: SyntaxTreeNode, text: str, ctx: _Ctx) -> None:
        start, _ = self._range(node)
        offset = self.text.find(text[:40], start - self.base)
        if offset < 0:
            return
        for claim in prose.claims(text, self.base + offset):
            title, _ = split_title(claim.text)
            self._push(ctx, ReviewItem(title=title, text=claim.text, description=claim.text, severity=ctx.severity,
                                         location=read_location(claim.text), span=(claim.start, claim.end)))
        self.shape = "prose" if self.shape == "markdown" else self.shape

    def _prose_fallback(self, nodes: list[SyntaxTreeNode]) -> None:
        """No structure carried an issue: read the critical sentences of the paragraphs and bullets."""
        skipping = False
        for node in nodes:
            if node.type == "heading":
                skipping = cues.section_kind(_inline(node))[0] is Kind.SKIP
            if skipping:
                continue
            if node.type == "paragraph":
                self._claims(node, _inline(node), _Ctx(Kind.TOPIC))  # sentence by sentence: praise around a claim stays out
            elif node.type in ("bullet_list", "ordered_list"):
                for li in node.children:
                    if _own_text(li):
                        self._claims(li, _own_text(li), _Ctx(Kind.TOPIC))
            elif node.type in ("code_block",):
                inner = _Parser(node.content, self.base + max(self.text.find(node.content), 0), self.fields)
                inner._prose_fallback(SyntaxTreeNode(_MD.parse(node.content)).children)
                self.items.extend(inner.items)

    # -- items ---------------------------------------------------------------

    def _add_block(self, title_line: str, body: list[SyntaxTreeNode], first_node: SyntaxTreeNode, ctx: _Ctx,
                   first: str | None = None, whole_title: bool = False) -> None:
        start, end = self._range(first_node)
        for node in body:
            end = max(end, self._range(node)[1])
        verbatim = self.text[start - self.base : end - self.base].strip()
        body_text = ""
        if body:
            body_start = self._range(body[0])[0]
            body_text = self.text[body_start - self.base : end - self.base].strip()
        if first is not None and "\n" in first:
            body_text = (first.split("\n", 1)[1] + "\n" + body_text).strip()
        self._add(title_line, body_text, verbatim, ctx, (start, end), whole_title=whole_title)

    def _add(self, first_line: str, body: str, verbatim: str, ctx: _Ctx, span: tuple[int, int], *, whole_title: bool = False) -> None:
        first_line = _CALLOUT.sub("", first_line)
        tags = read_tags(first_line)
        severity, complexity = tags.severity, tags.complexity
        if severity is None or complexity is None:
            more = read_tags(first_line + "\n" + body[:400])
            severity = severity or more.severity
            complexity = complexity or more.complexity
        severity = severity or ctx.severity
        title, rest = (clean_title(tags.rest), "") if whole_title else split_title(tags.rest)
        if not title or not re.search(r"[^\W\d_]{2}", title):
            return  # "CRITICAL: 2" in a count, a bare number
        location = read_location(first_line + "\n" + body)
        if location.heading is None and ctx.title and ctx.kind is Kind.TOPIC:
            location = Location(location.line, ctx.title)
        description = _clean_description("\n".join(part for part in (rest, body) if part))
        self._push(ctx, ReviewItem(title=title, text=verbatim, description=description, severity=severity,
                                     complexity=complexity, location=location, span=span))

    def _json(self, entries: list) -> None:  # type: ignore[type-arg]
        for entry in entries:
            verbatim = self.text[entry.start - self.base : entry.end - self.base] if entry.start >= 0 else None
            item = item_from_json(entry, clean_title, verbatim)
            if entry.start >= 0:
                item.span = (entry.start + _text_offset(verbatim or "", item), entry.end)
            if item.title:
                self.items.append(item)

    def _push(self, ctx: _Ctx, item: ReviewItem) -> None:
        if any(_NOTHING.match(cues.plain(said)) for said in (item.title, item.text or "", item.description or "")):
            return  # "* [ ] No issues found. Reuse of max_iterations ensures cost control."
        item.role = ctx.role
        self.items.append(item)

    def _range(self, node: SyntaxTreeNode) -> tuple[int, int]:
        """A block's character offsets in the whole response."""
        if not node.map:
            return self.base, self.base
        first, last = node.map
        return self.base + self.starts[min(first, len(self.starts) - 1)], self.base + self.starts[min(last, len(self.starts) - 1)]


# -- helpers ---------------------------------------------------------------


def _text_offset(verbatim: str, item: ReviewItem) -> int:
    """Where an issue object's own words begin inside it (after its id, severity and location fields)."""
    for said in (item.title, item.description):
        head = json.dumps(said.strip()[:40], ensure_ascii=False)[1:-1]
        at = verbatim.find(head) if len(head) >= 8 else -1
        if at >= 0:
            return max(verbatim.rfind('"', 0, at - 1) if at > 0 else 0, 0)
    return 0


def _unfence(text: str) -> tuple[str, int]:
    """The text inside a code fence that wraps the whole answer, and where it starts."""
    match = re.match(r"^\s*```[a-zA-Z]*[ \t]*\n(.*?)\n\s*```\s*$", text, re.DOTALL)
    return (match.group(1), match.start(1)) if match else (text, 0)


def _section_end(nodes: list[SyntaxTreeNode], start: int, level: int) -> int:
    end = start + 1
    while end < len(nodes) and not (nodes[end].type == "heading" and int(nodes[end].tag[1]) <= level):
        end += 1
    return end


def _inline(node: SyntaxTreeNode) -> str:
    """The raw Markdown source of a heading, paragraph or cell."""
    for child in node.children:
        if child.type == "inline":
            return child.content
        if child.type == "paragraph":
            return _inline(child)
    return node.content if node.type == "inline" else ""


def _own_text(item: SyntaxTreeNode) -> str:
    parts = [_inline(c) for c in item.children if c.type == "paragraph"]
    return parts[0] if parts else ""


def _is_leadin(text: str) -> bool:
    """A paragraph that introduces the list after it: "… some concerns:", or a bare label ("Suggested improvements")."""
    stripped = text.strip()
    if stripped.endswith(":") and len(stripped) < 400:
        return True
    return "\n" not in stripped and len(stripped.split()) <= 5 and not re.search(r"[.!?]$", stripped)


def _last_sentence(text: str) -> str:
    parts = re.split(r"(?<=[.!?])\s+", text.strip())
    return parts[-1] if parts else text


def _group_label(own: str) -> str | None:
    """The label of a list item that only names the group under it ("**Gaps / Issues**", "Minor Issues:")."""
    line = own.split("\n", 1)[0]
    bare = re.sub(r"[*_`]", "", line).strip().rstrip(":").strip()
    if not bare or len(bare.split()) > 6 or bare.endswith(".") or "\n" in own.strip():
        return None
    return bare


def _wordy(text: str) -> bool:
    """Two words or more — or, in Chinese or Japanese, which write no spaces, four characters or more."""
    return len(text.split()) >= 2 or len(_CJK.findall(text)) >= 4


_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


def _titled_point(text: str, fields: frozenset[str] = frozenset()) -> bool:
    """A point that opens with its own title in bold (or "Title:"), not a field label or praise."""
    match = re.match(r"^\s*(?:\*\*|__)([^*_\n]{3,100}?)(?:\*\*|__)", text) or re.match(r"^\s*([A-Z][\w /&'-]{2,60}):\s", text)
    if not match or cues.field_label(text, fields) is not None or cues.is_praise(text):
        return False
    return cues.section_kind(match.group(1))[0] is Kind.TOPIC


_LOCATION_LINE = re.compile(r"^\s*(?:[-*]\s*)?(?:\*\*|__)?(?:location|section|where)(?:\*\*|__)?\s*[:\-–—].*$", re.IGNORECASE | re.MULTILINE)
_LABEL = re.compile(r"^(\s*(?:[-*]\s*)?)(?:\*\*|__)(problem|issue|why|impact|description|details)(?:\s*:)?(?:\*\*|__)\s*:?\s*", re.IGNORECASE | re.MULTILINE)


def _clean_description(text: str) -> str:
    """The item's body without its location line and "**Problem:**" labels."""
    text = _LOCATION_LINE.sub("", text)
    text = _LABEL.sub(r"\1", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


def _column(header: list[str], names: tuple[str, ...], exclude: int | None = None, skip: set[int] | None = None) -> int | None:
    for name in names:
        for index, cell in enumerate(header):
            if index != exclude and index not in (skip or set()) and re.search(r"(?<![a-z])" + re.escape(name) + r"(?![a-z])", cell):
                return index
    return None


def _word(cells: list[str], col: int | None, table: dict[str, Severity] | dict[str, Complexity]):  # type: ignore[no-untyped-def]
    if col is None or col >= len(cells):
        return None
    word = re.sub(r"[*_`\[\]()]", "", cells[col]).strip().lower()
    word = cues.plain(word).lower()
    if word in table:
        return table[word]
    first = word.split("/")[0].split()[0] if word.split() else ""
    return table.get(first)

