"""The parser's vocabulary: the patterns that mark a review's blocks, the context a block is read in, the
small text helpers, and the part of the parser that turns a block into an item (see ``parse``)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from markdown_it import MarkdownIt
from markdown_it.tree import SyntaxTreeNode

from xreview.core import asides, closings, cues, prose, tongues
from xreview.core.cues import Kind
from xreview.core.fields import field_label, lead_label, point_label
from xreview.core.model import Location, ReviewItem, Severity
from xreview.core.review_json import item_from_json
from xreview.core.tags import read_location, read_tags
from xreview.core.text import place_key
from xreview.core.titles import PAIRED_ID, clean_title, split_title

_MD = MarkdownIt("commonmark").enable("table")
# field labels that name the problem itself: "**Risk:** …", "**The Flaw:** …", "**Footgun:** …"
_PROBLEM_FIELD = re.compile(r"(?:the )?(?:risks?|issues?|problems?|defects?|bugs?|critique|concerns?|weakness(?:es)?|gaps?|drawbacks?|downsides?|flaws?|"
                            r"edge cases?|footguns?|pitfalls?)")
_BOLD_TITLE_LINE = re.compile(r"^\s*(?:\*\*|__)([^*_\n]{3,120}?)(?:\*\*|__)\s*(?:\n|$)")  # a bold line alone, first in its paragraph
_PSEUDO = re.compile(r"^\s*(\*\*|__)((?:[^*_\n]|(?<=[A-Z])_(?=[A-Z])){2,80}?)\1\s*(?:\([^()\n]{1,60}\)\s*)?:?\s*$")  # "**Short term** (before v2):", "**REQUIRED_CHANGES:**"
_PSEUDO_LEVEL = 7  # below every real heading: any real heading ends it
_NO_ISSUES = re.compile(
    r"\bno (?:(?!security|performance|test|style|documentation|accessibility|privacy)\w+ ){0,2}(?:issues|concerns|findings|problems|gaps|blockers)\b|"
    r"\bnothing (?:\w+ )?to (?:report|flag|raise)\b|"
    r"\blooks good\b|\blgtm\b|\bno (?:changes|revisions|redesign|rework) (?:are |is )?(?:needed|required)\b|\bissues found\W*(?:(?:critical|blocker|high|major|warning|medium|minor|low|suggestion)\W*)?none\b|\bnone (?:identified|found)\b|\bgenerated no comments\b|"
    r"^#{1,6}[ \t]+(?:(?:required |blocking |open )?(?:fixes|findings|issues|changes)(?: required)?|[^\n]*\b(?:critical|important|major|minor|must fix)\b[^\n]*?)[ \t]*\n\s*(?:[-*][ \t]+)?none\.?[ \t]*$|"  # "## Required Fixes" ⏎ "None.", "#### Critical (Must Fix)" ⏎ "- None."
    r"\b(?:approved|ready) for (?:implementation|release|merge|v?\d)|^\W*(?:(?:final|overall) )?(?:verdict|disposition|status)\W*(?:approved?|accepted|cleared|final approval)\W*(?:\([^()\n]*\)\W*)?$|\bship it\b|^\W*(?:approved|lgtm|aprobado|aprovado|approvato)\W*$|\bsin hallazgos\b|\bsem achados\b|"
    r"(?:問題|指摘|懸念)(?:点|事項)?[はが]?(?:特に)?(?:ない|なし|無し|ありません)|没有(?:发现)?(?:任何)?问题|(?:本轮)?(?:零|无)新(?:问题|缺陷)|本轮(?:零|无)(?:问题|缺陷)|문제(?:가|는|점은)? 없",
    re.IGNORECASE | re.MULTILINE,
)
# an item that reports nothing: "No issues found.", "None identified", "N/A"
_NOTHING = re.compile(
    r"^\W*(?:\[[ x]\]\s*)?(?:#+\s*\S[^\n]*\n+\W*(?:\[[ x]\]\s*)?)?(?:no (?:\w+ ){0,2}(?:issues?|concerns?|findings?|problems?|gaps?|blockers?|scope creep|mismatch(?:es)?|discrepanc(?:y|ies))(?!\s*:)"
    r"(?: (?:found|identified|noted|detected))?|no (?:\w+ ){0,2}(?:vulnerabilit(?:y|ies)|risks?|defects?|bugs?|errors?|regressions?|leaks?|failed requests|crashes)"
    r"(?: (?:found|identified|noted|detected|observed)|(?=\s*[.;]?\s*$))|(?:none|n/a|(?:特に)?(?:なし|無し)|无|没有|없음|aucune?|ningun[oa]|nenhuma?|keine(?:\s(?:im|in|bei)\s[^.\n]{0,40}?\sgefunden)?|(?:本轮)?(?:零|无)新?(?:问题|缺陷))"
    r"(?: (?:(?:newly )?identified|(?:newly )?found|noted|new|nuev[oa]s?|nov[oa]s?|nuov[oi]|neue?))?(?=\s*(?:$|[.;:,!。]|[—–]\s))|none in (?:the |this )?[\w -]{1,40}?(?=\s*(?:$|[.;!。]))|"
    r"(?:none|nothing) (?:observed|detected|seen|reported|identified|found|noted) in (?:the |this )?[\w -]{1,40}?(?=\s*(?:$|[.;:,!。]))|none (?:observed|detected|seen|reported)|none specific to (?:this|the) [\w -]{1,30}?(?=\s*(?:$|[.;!。]))|none blocking (?:the )?(?:verdict|merge|release|approval)(?=\s*(?:$|[.;!。]))|none (?:beyond|besides|other than|apart from) [^.\n]{1,80}? (?:above|below)|no (?:\w+ ){0,3}(?:issues?|concerns?|findings?|problems?|blockers?) (?:surfaced|found|identified|detected)|nothing (?:\w+ )?to (?:report|flag|raise)|no (?:code )?changes? (?:is |are )?(?:required|needed)|non sono stat[ei] (?:riscontrat|rilevat|trovat)[ei]|aucune? (?:blocage|probl[èe]me|anomalie)s?\b[^.\n]{0,80}?(?=\s*(?:$|[.;!。])))\b"
    r"(?![^.\n]*\b(?:but|however|except)\b)",
    re.IGNORECASE,
)
_BRACKET_ID = r"\[[A-Z]{1,3}-?\d{1,3}\]"  # a finding's ID in brackets: "[M-1]", "[L-2]", "[G-1]"
_ID_LEAD = re.compile(
    r"^\s*(?:\*\*|__)?\s*(?:\[?(?:[A-Z]{1,12}-\d{1,3}(?:-\d{1,3})?|" + PAIRED_ID + r"|[A-Z]\d{1,2}|(?:[^\W\d_]+\s+|sub-?)?(?:issue|finding|gap|risk|concern|problem|item|recommendation|"
    r"vuln(?:erability)?|bug|defect|flaw|scenario|temuan|masalah|isu|risiko|مشکل|ایراد|یافته|위반)(?:\s+[^\W\d_]+)?\s*#?\d{1,3}(?:-\d{1,3}|[a-z])?)\]?)(?:\s*(?:&|,|/|\+)\s*[A-Z]{1,12}-\d{1,3})?"  # "Systemic finding #1", "C-03 & C-12"
    r"(?:\s*\([^()\n]{1,40}\))?\s*(?:\*\*|__)?\s*(?:[:)–—]|\.(?!\d)|-(?![\w-]))"  # "(highest priority):"; not "[TASK-008-plan.md](…)", "US-5.1 …"
    r"|^\s*(?:\*\*|__)?\s*(?!top-)[A-Z]{1,3}-\d{1,3}\s+(?=\S)",  # "F-1 リッチテキストを…", "M-2 The admin layout …" — not "Top-5 Must-Fix Issues"
    re.IGNORECASE,
)
# "3. …", "B) …", and a numbered theme: "Axis 3 — …", "Area 2: …"
_NUMBERED = re.compile(r"^\s*(?:\*\*|__)?\s*(?:#?\d{1,3}(?:\.\d{1,3})*[.):]|[A-Ha-h][.)]|[A-Za-z]{3,10}\s+#?\d{1,2}\s*[-–—:.)])\s+\S")
_FIELD_BLOCK = re.compile(r"^\s*(?:\[[^\]\n]{1,40}\]\s*)?\[(?:severity|priority)\s*[:=]", re.IGNORECASE)  # "[EXERCISE QUALITY] [SEVERITY: major]"
_CALLOUT = re.compile(r"^\s*\[!(?:note|tip|important|warning|caution|danger|info)\]\s*\n?", re.IGNORECASE)
_CHECKBOX = re.compile(r"^\s*\[[ xX]\]\s+")
_BARE_LABEL = re.compile(r"(?:\*\*|__)[^*_\n]{2,60}?[:：]?(?:\*\*|__)[:：]?")  # "**代码质量**：" too
_BOLD_ALONE_FIRST = re.compile(r"^\s*(?:\*\*|__)[^*_\n]{3,120}(?:\*\*|__)\s*\n\S")  # "**Title.**" alone, its body below
_ONLY_TAGS = re.compile(r"(?:severity|priority|impact|status|finding)\W*\w*", re.IGNORECASE)  # "**FINDING — IH-01 — Medium**" ⏎ "**Description:** …"
_DESCRIBED = re.compile(r"^\W*(?:description|issue|problem|finding|what(?:'?s wrong)?)\W*:\W*(\S[^\n]{8,})", re.IGNORECASE | re.MULTILINE)
_CHECKED = re.compile(r"^\s*\[[xX]\]\s+")
_TITLE_FIELD = re.compile(r"^\W*title\W*:\W*(\S[^\n]{8,})", re.IGNORECASE | re.MULTILINE)  # "- **Title:** …" under an id
# "**Concerns:** …", "**Risks:** …", "Gaps:": a label that names what follows a problem, wherever it stands ("Risk: Low." rates)
_PROBLEM_LABEL = re.compile(r"^\s*(?:\*\*|__)?(?:(?:spec|design|data|security|key|blocking|non-blocking|open) (?=gaps?\b|risks?\b|issues?\b))?(?:concerns?|risks?(?![*_]*[:：]\W*(?:critical|high|medium|moderate|low)\b)|gaps?|weakness(?:es)?|problems?|issues?|improvements?|"
                            r"areas? (?:for|of) improvement|caveats?|limitations?|downsides?|probleem|masalah|problém|riziko|problemă|problema(?: latente)?|注意|observations?|observație|(?:ainoa )?varaus|what'?s wrong)(?:\s*\((?![^()\n]*\bnot\b)[^()\n]{1,40}\))?\s*(?:\*\*|__)?\s*[:：]", re.IGNORECASE)
# findings pasted inside a plain fence (never just "# comment" lines: in a fence those are code)
_REVIEW_FENCE = re.compile(r"^\s*(?:\[(?:severity|priority)\s*[:=]|#{2,6} \[(?:critical|high|medium|low)|(?:finding|issue)\s*:\s*\S|"
                           r"[-*] \[(?:critical|high|medium|low)\]|\*\*\[P[0-3]\])", re.IGNORECASE | re.MULTILINE)
_TITLE_LINE = re.compile(r"^\s*(?:\*\*|__)?[A-Z][\w /&'()-]{2,50}?(?:\*\*|__)?:\s+\S")
# a point labeled as a small issue of its own among statements: "Minor improvement: …", "Nit: …"
_ASIDE = re.compile(r"^\s*(?:\*\*|__)?(?:minor |small |possible )?(?:improvements?|nits?|weakness(?:es)?|caveats?|minor issues?|minor concerns?|"
                    r"missing(?=\W*\w+\W+\w)(?!\W*(?:none|nothing|n/?a)\b))(?:\*\*|__)?\s*:", re.IGNORECASE)  # "- Missing: No test for …" in a plan's fields
# a closing section of recommendations, after issues were already raised anywhere above: it restates them
_SPECIFIC_RECOMMENDATIONS = re.compile(r"^\W*(?:\d+\.\s*)?(?:specific |detailed |key |main |prioriti[sz]ed )?(?:recommendations|recommandations|"
                                       r"recomendaciones|empfehlungen)\b", re.IGNORECASE)
# "**M2: Test execution timeout** - still valid": a title of two words or more in bold, then its note
_BOLD_LINE = re.compile(r"^\s*(?:[⚠❌🔴🟠🟡]\ufe0f?\s*(?:\*\*|__)|(?:\*\*|__)(?=[^*_\n]*\w\s+\w|[A-Z]{1,4}\d{0,2}[a-z]?-[A-Z]?\d{1,3}(?:\*\*|__)))[^*_\n]{3,100}(?:\*\*|__)\s*(?:[-–—:]\s*\S|$)")  # "⚠️ **X** - …", "⚠️ **W2a-1** — …" too; after a mark one word will do ("🟡 **Memory** - …")
_LINE_LIST = re.compile(r"^\s*(?:[-+*•]|\d{1,3}[.)]|[A-Z]{1,2}\d{1,2}[.)])\s+\S", re.MULTILINE)  # "•" as plain text writes it; "S5. …"
_LETTERED = re.compile(r"^([A-H])[.)]\s+\S[^\n]{2,150}$", re.MULTILINE)  # "A. Incomplete DeepSeek endpoint / model id"
_TAG_IN_BOLD = re.compile(r"^\W*\*\*\s*(?:critical|high|medium|low|major|minor|blocker)\s*[-–—:]\s", re.IGNORECASE)  # "**HIGH — Title.**"
# "## Suggestions", "### Plan 03-01 Suggestions", "## 4) Suggestions": a severity section of advice (not "Major (should fix)")
_SUGGESTIONS = re.compile(r"^\W*(?:\d+[.)]\s*)?(?:(?:[\w.-]+\s+){0,3}(?:suggestions|recommendations|improvements)\b|(?:改进|优化|修改)?建议\W*$)", re.IGNORECASE)
# a component's status heading with its score ("#### Status: **85/100** ✅"): its "**Weaknesses:**" are findings, no verdict's echo
_SCORED = re.compile(r"^\W*(?:status|state|rating|score|الحالة|التقييم)\W{0,4}\d{1,3}(?:[.,]\d)?\s*/\s*\d{1,3}\b", re.IGNORECASE)
# "File: …", "Lines: …", "Description: …" under a title line ("[HIGH] ValidationRule misuse: DuplicateRouteId for …"): the whole line titles
_FIELDS_BELOW = re.compile(r"\s*(?:(?:files?|location|lines?)\s*:[^\n]*\n\s*){0,3}description\s*:", re.IGNORECASE)
_SLOT = re.compile(r"\W*(?:week|tuần|woche|semana|semaine|sprint|phase|day|ngày)\s*\d{1,2}\b", re.IGNORECASE)  # "### Week 2 (High)": a time slot
_RATING = re.compile(r"^\W*(?:(?:(?:critical|high|medium|moderate|low)\W{0,3}){1,2}overall\b|(?:overall (?:risk|rating|severity)|risk(?: level)?):\W*(?:critical|high|medium|moderate|low)\b)", re.I)  # "**LOW–MEDIUM overall.**", "**Overall risk: HIGH**"
# a status the response's own header gives it, before any finding: "**Status:** - [x] RESOLVED"
_HEADER_CLOSED = re.compile(r"^\s*(?:[-*+]\s+)?(?:\*\*|__)?status\s*:?(?:\*\*|__)?\s*:?\s*(?:-\s*)?(?:\[x\]\s*)?"
                            r"(?:resolved|fixed|won'?t fix|rejected|withdrawn)\b", re.IGNORECASE | re.MULTILINE)


@dataclass(frozen=True)
class _Ctx:
    kind: Kind
    severity: Severity | None = None
    title: str = ""  # the topic heading items sit under, for their location
    recap: bool = False  # items here restate earlier ones more often than not
    echo: bool = False  # … and sit in a verdict or an overview: what they do not restate is not new either
    whole: bool = False  # … yet each is a whole finding, which folds only when plainly alike
    paired: bool = False  # a suggestion after the concerns: new, or one concern's fix, folded one to one (see ``restate``)

    @property
    def role(self) -> str:
        if self.paired:
            return "paired"
        return "echo" if self.echo else ("restating" if self.whole else "recap") if self.recap else "issue"


class _ParserBase:
    def __init__(self, text: str, base: int = 0, fields: frozenset[str] | None = None, foreign: bool | None = None) -> None:
        self.text = text
        self.fields = cues.repeated_labels(text) if fields is None else fields  # this review's own field labels
        self.base = base  # where ``text`` starts in the whole response (a fence's content is parsed on its own)
        self.lines = text.split("\n")
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line) + 1)
        self.items: list[ReviewItem] = []
        self.shape = "markdown"
        self.closed = 0  # findings dropped because their own text records them closed
        self.done: set[str] = set()  # the places of findings a table marks done ("| [x] | P1 | webhook.py:649-674 |")
        self.last: list[ReviewItem] = []  # the items the block just read made (``_answers``)
        # another tongue: its structure speaks where its words are unknown (a fence's content is the response's tongue)
        self.foreign = tongues.is_foreign(text) if foreign is None else foreign

    def _ticked_done(self, item: ReviewItem, ctx: _Ctx) -> bool:
        """A finding named by a place a table ticked done above it ("### [P1] webhook.py:649-674 – …"), by its heading or its first line."""
        here = place_key(ctx.title + (item.text or item.title).split("\n", 1)[0]) if self.done else ""
        return any(place in here for place in self.done)

    def _field(self, text: str) -> str | None:
        return field_label(text, self.fields)

    def _fields_of_a_problem(self, body: list[SyntaxTreeNode]) -> bool:
        """The heading's one list is its fields, one of them naming a problem: "2.1 "Thick Store" Pattern" over
        "**Observation:** …", "**Risk:** …", "**Recommendation:** …"."""
        lists = [n for n in body if n.type in ("bullet_list", "ordered_list")]
        if len(lists) != 1 or len(lists[0].children) < 2:
            return False
        labels = _entry_labels(lists[0])
        return (labels is not None and any(self._field(f"{label}:") for label in labels) and any(_PROBLEM_FIELD.fullmatch(label) for label in labels)
                and not any(cues.section_kind(label)[0] is Kind.SKIP for label in labels))  # "Strengths:" — pros and cons

    def _lettered(self, nodes: list[SyntaxTreeNode], index: int, ctx: _Ctx) -> bool:
        """"A. Incomplete DeepSeek endpoint / model id" ⏎ "• …" ⏎ "ACTION: …", then "B. …": points lettered in plain text,
        a paragraph each or several to one; each letter's lines are one point. Reads them, or says they are not there."""
        text = _inline(nodes[index])
        heads = list(_LETTERED.finditer(text))
        if not heads or heads[0].start() != 0 or ctx.kind is Kind.SKIP:
            return False
        letters = {m.group(1) for n in nodes if n.type == "paragraph" for m in _LETTERED.finditer(_inline(n))}
        if len(heads) < 2 and not {chr(ord(heads[0].group(1)) + 1), chr(ord(heads[0].group(1)) - 1)} & letters:
            return False
        at = self._range(nodes[index])[0] - self.base
        for number, head in enumerate(heads):
            chunk = text[head.start() : heads[number + 1].start() if number + 1 < len(heads) else len(text)].rstrip()
            first, _, body = chunk.partition("\n")
            start = max(self.text.find(first.strip(), at), at)
            last = chunk.split("\n")[-1].strip()
            at = max(self.text.find(last, start) + len(last), start + len(first.strip()))
            body = "\n".join(line.strip() for line in body.split("\n")).strip()
            self._add(first, body, self.text[start:at], ctx, (self.base + start, self.base + at))
        return True

    def _titled_fields(self, nodes: list[SyntaxTreeNode], index: int, text: str) -> bool:
        """"**Anthropic Prompt Caching Format (Section 1)**" ⏎ its context, over "* **The Flaw:** …", "* **The Fix:** …":
        a finding titled by a bold line, its fields — this review's own, or a problem — listed below it."""
        following = nodes[index + 1] if index + 1 < len(nodes) else None
        title = _BOLD_TITLE_LINE.match(text)
        if following is None or following.type not in ("bullet_list", "ordered_list") or title is None or self._field(text) is not None:
            return False
        labels = _entry_labels(following)
        return (labels is not None and any(label in self.fields or _PROBLEM_FIELD.fullmatch(label) for label in labels)
                and cues.section_kind(title.group(1))[0] is not Kind.SKIP and not cues.is_praise(title.group(1)))

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
        if (not body or prose.tagged_run(title_line)) and (cuts := prose.tagged_run(verbatim)):  # "… Also LOW: CI … LOW: `jobs=2` …",
            for k, (a, b) in enumerate(zip([0, *cuts], [*cuts, len(verbatim)], strict=True)):  # "### LOW: a; LOW: b": a finding each
                part = verbatim[a:b].rstrip()
                self._add(title_line if k == 0 and not body else re.sub(r"^(?:Also|#{1,6})\s+", "", part), "", part, ctx, (start + a, start + a + len(part)))
            return
        self._add(title_line, body_text, verbatim, ctx, (start, end), whole_title=whole_title)

    def _add(self, first_line: str, body: str, verbatim: str, ctx: _Ctx, span: tuple[int, int], *, whole_title: bool = False) -> None:
        first_line = _CALLOUT.sub("", first_line)
        if _RATING.match(cues.plain(first_line)):
            return  # "**LOW–MEDIUM overall.** Detection output is unchanged …": the review's rating of the whole, no finding
        tags = read_tags(first_line)
        severity, complexity = tags.severity, tags.complexity
        if severity is None or complexity is None:
            more = read_tags(first_line + "\n" + body[:400])
            severity = severity or more.severity
            complexity = complexity or more.complexity
        named = point_label(first_line)
        if severity is None and named is not None and named.group("level"):
            severity = cues.severity_label(named.group("level"))  # "**Critical Finding**: …"
        if severity is None and (aside := re.search(r"\(([^()]{3,40})\)", first_line)):
            severity = tongues.named_severity(aside.group(1).lower())  # "Synchroniczne … (KRYTYCZNY PRIORYTET):"
        severity = severity or ctx.severity
        bolded = "**" + tags.rest if _TAG_IN_BOLD.match(first_line) and "**" in tags.rest[2:] and "**" not in tags.rest[:2] else tags.rest
        whole_title = whole_title or (_FIELDS_BELOW.match(body) is not None and len(tags.rest) <= 100)  # a title line over its fields
        title, rest = (clean_title(tags.rest), "") if whole_title else split_title(bolded)  # "**HIGH — Title.** …": the bold stays whole
        if (not title or _ONLY_TAGS.fullmatch(title) or not re.search(r"[^\W\d_]{2}", title)) and (said := _TITLE_FIELD.search(body) or _DESCRIBED.search(body)):
            title = clean_title(re.split(r"(?<=[.!?])\s", said.group(1), maxsplit=1)[0])  # "Issue 1 — Severity: nit" ⏎ "Description: …"; "### F-034-001" ⏎ "- **Title:** …"
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
            if item.title and not asides.is_generic(item.text or item.title):  # "Fix all critical issues": about the findings
                self.items.append(item)

    def _push(self, ctx: _Ctx, item: ReviewItem) -> None:
        if any(_NOTHING.match(cues.plain(said)) for said in (item.title, item.text or "", item.description or "")) or asides.is_tally(item.text or ""):
            return  # "* [ ] No issues found. Reuse of max_iterations ensures cost control.", "**L1 Totals**: 25 PASS, 0 WARN"
        if asides.is_generic(item.text or item.title):
            return  # "These issues should be resolved before any production deployment": about the findings, not one
        if asides.is_closed_below(item.text or "") or closings.fixed_in_place(item.text or "") or closings.harmless(item.text or "") or self._ticked_done(item, ctx):
            self.closed += 1  # "… ⏎ **Disposition:** Fixed — `frontend/src/api/client.ts`", "… ⏎ **Aangepast:** …": closed by its author; "… Added the missing `import json`.": fixed by its reviewer; "…; harmless (YAML ignores them).": no harm
            return
        if asides.is_metadata(head := (item.text or "").split("\n", 1)[0]) or (not self.items and ctx.kind is Kind.ROOT and asides.is_about_the_review(head)):
            return  # "- Reviewer: Kimi K3 (…)" in the header, before any finding; "**発見日時**: …"; "**Estimated Fix Time:** 30 minutes" last
        item.role = ctx.role
        if item.role == "recap" and ctx.kind is Kind.TOPIC and point_label((item.text or "").split("\n", 1)[0]):
            item.role = "issue"  # "**Critical Finding**: …" in a section that only follows the first findings
        if item.role == "issue" and len(item.title.split()) <= 5 and cues.section_kind(item.title)[0] is Kind.RECAP:
            item.role = "recap"  # "**Most important finding:** …", "**Bottom line:** …": the review's point said again
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
    return next((_inline(c) for c in item.children if c.type == "paragraph"), "")


def _is_leadin(text: str) -> bool:
    """A paragraph that introduces the list after it: "… some concerns:", or a bare label ("Suggested improvements") —
    not a field with its value ("VERDICT: REQUEST-CHANGES"), which says its piece and ends."""
    stripped = text.strip()
    if stripped.endswith(":") and len(stripped) < 400:
        return True
    return "\n" not in stripped and len(stripped.split()) <= 5 and not re.search(r"[.!?]$|^[^:]{2,30}:(?:\*\*|__)?\s*(?!\d{1,4}$)[^\s*_]", stripped)  # "**Scenarios walked**: 5" counts the list; "**Verdict:** Changes requested" is a field


def _last_sentence(text: str) -> str:
    return re.split(r"(?<=[.!?])\s+", text.strip())[-1]


def _group_label(own: str) -> str | None:
    """The label of a list item that only names the group under it ("**Gaps / Issues**", "Minor Issues:")."""
    line = own.split("\n", 1)[0]
    bare = re.sub(r"[*_`]", "", line).strip().rstrip(":").strip()
    if not bare or len(bare.split()) > 6 or bare.endswith(".") or "\n" in own.strip() or "を" in bare:  # "…リスク評価を更新": a clause
        return None
    return bare


def _after_praise(nodes: list[SyntaxTreeNode], index: int) -> bool:
    """The paragraph before ``index`` is a pass mark ("**Assessment**: ✅ **Good**")."""
    if index == 0 or nodes[index - 1].type != "paragraph":
        return False
    before = _inline(nodes[index - 1])
    return bool(cues.VALIDATED.search(before[:60])) and cues.is_praise(before)


def _tagged_title(line: str) -> bool:
    """A line that opens with a severity tag and goes on to a title: "P1: Missing DB constraints", "HIGH — The cache leaks"
    — not a label over a list ("**Consider for post-MVP (Low):**")."""
    tags = read_tags(line)
    return tags.severity is not None and tags.rest != line and _wordy(cues.plain(tags.rest)) and not cues.plain(line).rstrip().endswith(":")


def _entry_labels(node: SyntaxTreeNode) -> list[str] | None:
    """The label each entry of a list opens with ("**Risk:** …", "The Fix:"), or None when an entry has none."""
    labels = [lead_label(_own_text(li)) for li in node.children]
    return [label for label in labels if label] if all(labels) else None


def _wordy(text: str) -> bool:
    """Two words or more ("DELETE_UPSTREAM_CAN_BREAK…" is five) — or, in Chinese or Japanese, which write no spaces, four
    characters or more."""
    return len(re.split(r"\s+|(?<=[A-Z0-9])_(?=[A-Z0-9])", text.strip())) >= 2 or len(tongues.CJK_TEXT.findall(text)) >= 4


def _titled_point(text: str, fields: frozenset[str] = frozenset()) -> bool:
    """A point that opens with its own title in bold (or "Title:"), not a field label or praise."""
    match = (re.match(r"^\s*(?:\*\*|__)([^*_\n]{3,300}?)(?:\*\*|__)", text) or re.match(r"^\s*\*\*([^*\n]{3,200}\n\s*[^*\n]{1,120}?)\*\*", text)
             or re.match(r"^\s*([A-Z][\w /&'-]{2,60}):\s", text))  # … or "**`ALLOWED_DIRS` is dead code ⏎ today.**", wrapped
    if not match or field_label(text, fields) is not None or cues.is_praise(text):
        return False
    return cues.section_kind(match.group(1))[0] is Kind.TOPIC


_LOCATION_LINE = re.compile(r"^\s*(?:[-*]\s*)?(?:\*\*|__)?(?:location|section|where)(?:\*\*|__)?\s*[:\-–—].*$", re.IGNORECASE | re.MULTILINE)
_LABEL = re.compile(r"^(\s*(?:[-*]\s*)?)(?:\*\*|__)(problem|issue|why|impact|description|details)(?:\s*:)?(?:\*\*|__)\s*:?\s*", re.IGNORECASE | re.MULTILINE)


def _clean_description(text: str) -> str:
    """The item's body without its location line and "**Problem:**" labels."""
    text = _LOCATION_LINE.sub("", text)
    text = _LABEL.sub(r"\1", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


# a point checked off, first or last: "✓ …", "… ✓", "… — OK", "решта ОК" (Cyrillic)
CHECKED_OFF = re.compile(r"(?:✓|✔|✅|☑|\b(?:OK|ОК|ok)\b)\W*$|^\W{0,3}(?:✓|✔|✅|☑)|" + _CHECKED.pattern)  # "- [x] Errors logged": ticked


def unchecked(node: SyntaxTreeNode) -> list[str]:
    """The points of a checklist not checked off ("- `dpsu: 'SBGS'` → `'Border Guard'`" among "- `mp: 'Marines'` ✓"
    points): the ones it raises. Empty when ``node`` is no checklist (two or more points, half of them checked off)."""
    points = [_own_text(li).strip() for li in node.children] if node.type in ("bullet_list", "ordered_list") else []
    left = [p for p in points if not CHECKED_OFF.search(p)]
    return left if len(points) - len(left) >= 2 and (len(points) - len(left)) * 2 >= len(points) else []


def _leads(body: list[SyntaxTreeNode]) -> list[str]:
    """The first line of each paragraph and list entry of a section's body."""
    out = [_inline(n).split("\n", 1)[0] for n in body if n.type == "paragraph"]
    return out + [_own_text(li).split("\n", 1)[0] for n in body if n.type in ("bullet_list", "ordered_list") for li in n.children]


_CLAIM_CHAR = r"(?:`[^`\n]*`|[^*_\n:`])"  # no label's colon, but any in code: "**Hallazgo 3 · `PATCH /api/categories/:id` … el ⏎ papel.** Mandar …"
_WRAPPED = r"^\s*\*\*(" + _CLAIM_CHAR + r"{2,120}\n" + _CLAIM_CHAR + r"{1,80}?\.)\*\*\s"


def _claimed(point: str) -> bool:
    """A numbered point that opens on a bold title or a claim."""
    return bool(re.match(r"^\s*(?:\*\*|__)[^*_\n]{3,200}(?:\*\*|__)", point)) or cues.is_issue_like(point.split("\n", 1)[0])
