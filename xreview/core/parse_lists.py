"""The parser's lists: a point an item, or a label over the points of a section, its fields, or the checks that passed
(see ``parse_blocks`` for the other blocks)."""

from __future__ import annotations

import re
from abc import ABC, abstractmethod

from markdown_it.tree import SyntaxTreeNode

from xreview.core import asides, closings, cues, leadin_lists, prose
from xreview.core.cues import Kind
from xreview.core.fields import FINDING_PART, lead_label
from xreview.core.model import ReviewItem, Severity
from xreview.core.parse_tables import _TableReader
from xreview.core.parse_text import (
    _ASIDE,
    _BARE_LABEL,
    _CALLOUT,
    _CHECKBOX,
    _CHECKED,
    _PROBLEM_LABEL,
    CHECKED_OFF,
    _Ctx,
    _group_label,
    _last_sentence,
    _own_text,
    _titled_point,
    _wordy,
    unchecked,
)
from xreview.core.tags import read_tags

# a point's label naming the fix of the point before it: "**Suggested Rewrite:**", "**The Fix:**", "**Example:**"
_FIX_PART = re.compile(r"(?:the )?(?:suggested |proposed |possible |better )?(?:fix|rewrite|change|wording|approach|solution)|examples?|instead",
                       re.IGNORECASE)
_CLOSED_LEAD = re.compile(r"^\W{0,4}(?:\*\*|__)[^*_\n]{3,120}?\s[—–-]+\s*(?:closed|fixed|resolved)\W{0,3}(?:\*\*|__)", re.IGNORECASE)
_MARKED_LEAD = re.compile(r"^\W{0,3}?(?:\*\*|__)?\s*(?:⚠️?|❌|🔴|🚨|❗)")  # a point flagged by a warning or failure mark


def _named_kind(point: str) -> bool:
    """A point titled in bold as a kind of problem with its own name: "**File Size Concerns**", "**Deep Nesting Issues**"
    — not a section label ("**Issues:**", "**Critical Issues**")."""
    title = re.match(r"^\s*(?:\*\*|__)([^*_\n]{3,80})(?:\*\*|__)\s*:?\s*$", point.split("\n", 1)[0])
    if title is None or cues.section_kind(title.group(1))[0] is not Kind.CONTAINER or cues.severity_label(title.group(1)):
        return False
    return len([w for w in re.findall(r"[A-Za-z][\w-]*", title.group(1)) if w.lower() not in cues.CATEGORY_WORDS]) >= 2


# a point that is one field of a record, its label bold with or without a colon: "- **Concern ID** R1-M1", "- **Severity:** Major"
_BOLD_FIELD = re.compile(r"\s*(?:\*\*|__)([^*_\n:：]{2,40}?)\s*[:：]?(?:\*\*|__)\s*[:：]?\s*(\S[^\n]*)")
_RECORD_PROBLEM = re.compile(r"concern|issue|problem|finding|description|defect|gap|weakness", re.IGNORECASE)


def records(node: SyntaxTreeNode) -> list[tuple[int, int]] | None:
    """A list of records, each point one field ("- **Concern ID** R1-M1" ⏎ "- **Severity** Major" ⏎ "- **Concern** The claim
    …" ⏎⏎ "- **Concern ID** R1-M2" …): the points where each record begins and ends, when its first label opens every
    record (two or more) and each holds a problem field; None for any other list."""
    fields = [_BOLD_FIELD.match(_own_text(li)) for li in node.children]
    labels = [field.group(1).strip().lower() if field else None for field in fields]
    if len(labels) < 6 or None in labels or labels.count(labels[0]) < 2:
        return None
    starts = [k for k, label in enumerate(labels) if label == labels[0]]
    spans = list(zip(starts, [*starts[1:], len(labels)], strict=True))
    if not all(any(_RECORD_PROBLEM.fullmatch(label or "") for label in labels[a:b]) for a, b in spans):
        return None
    return spans


def _asks_last(text: str) -> bool:
    """A point titled in bold whose last sentence asks for the fix: "**`apps-check.run` vs `sites-check.run`.** The RFC lists … The
    actual pipeline is … Fix the command name."."""
    last = _last_sentence(text)
    return text.lstrip().startswith(("**", "__")) and _titled_point(text) and last != text.strip() and cues.is_recommendation(last)


def _one_finding(node: SyntaxTreeNode) -> bool:
    """A list of one finding's fields among plain points of its context: "- At the geometric piece set …" ⏎ "- **Issue:**
    The outline claims …" ⏎ "- **Fix:** Change to "<=" …" — one problem field and a fix field."""
    labels = [lead_label(_own_text(li)) or "" for li in node.children]
    return (sum(1 for label in labels if re.fullmatch(r"(?:the )?(?:issue|problem|concern|gap|bug)", label)) == 1
            and any(_FIX_PART.fullmatch(label) for label in labels))


def _concluded_clear(node: SyntaxTreeNode) -> bool:
    """A list of reasoning whose last point concludes that nothing needs fixing: "- Analysis: …" ⏎ "- BUT: …" ⏎ "-
    **Conclusion:** Mixed Case B is handled by the same strategy. No separate treatment needed."."""
    last = _own_text(node.children[-1]).split("\n", 1)[0]
    return (len(node.children) >= 2 and re.fullmatch(r"(?:the )?(?:conclusion|verdict|result|outcome|bottom line)", lead_label(last) or "") is not None
            and asides.WITHDRAWN.search(last[-120:]) is not None)


def _run_on_label(point: str) -> bool:
    """A point opening on a bold label without a colon that names a section holding no finding ("**Major strengths** The
    problem …", "**Overall assessment** …"), its text run on after it — not a bold claim ("**Normal question, typical …**")."""
    bold = _BOLD_FIELD.match(point)
    return (bold is not None and lead_label(point) is None and not bold.group(1).endswith((".", "!", "?"))
            and cues.section_kind(bold.group(1))[0] is Kind.SKIP and not cues.is_issue_like(bold.group(1)))


_TAGGED_TITLE = re.compile(r"^\W{0,3}?(?:\*\*|__)([^*_\n]{3,120}?)(?:\*\*|__)\s*[(（][^)）\d\n]{2,30}[)）]\W*$")


def _own_tag(point: str) -> bool:
    """A point titled in bold, then tagged in parentheses ("**Consider Adding UV Clamp Mode** (Optional)", "**Gamma
    Correction Consideration** (Future Work)"): one point, its list the detail — not a label naming the tier or the kind
    of points under it ("**Nice to have** (optional):", "**Auth gaps** (3):")."""
    title = _TAGGED_TITLE.match(point.split("\n", 1)[0])
    return (title is not None and len(title.group(1).split()) >= 3 and cues.section_kind(title.group(1))[0] is Kind.TOPIC
            and cues.severity_label(title.group(1)) is None)

# a checklist's entry that only states values ("- Critical values: t_{0.025,19} = 2.093, t_{0.025,10} = 2.228"): no check left open
_VALUES_ONLY = re.compile(r"\s*(?:\*\*|__)?[^:\n]{2,40}:(?:\*\*|__)?(?![^\n]*[^\W\d_]{3})[^\n]*\d")
# a label's first point saying it found no problem: "- 没有看到具体的代码逻辑变更，…，没有直接的逻辑问题。"
_NO_PROBLEM_FIRST = re.compile(r"\s*[-*+]\s[^\n]*?(?:没有|未发现|不存在)[^。，,\n]{0,10}问题[。.]?\s*(?:\n|$)")


# a check and its state in capitals, in the bold label or after it: "**AC3: PARTIAL FAIL** — …", "**"Use PyJWT"**: ENFORCED — …"
_PASSED_STATE = r"PASS(?:ED)?|ENFORCED|HANDLED|PARTIALLY HANDLED|CLEAN|CLEAR|PRESENT|MET|SATISFIED|COMPLIANT|VERIFIED|COVERED"
_FAILED_STATE = (r"FAIL(?:ED)?|PARTIAL(?: FAIL(?:ED)?)?|MISSING|NOT (?:MET|ENFORCED|HANDLED|COVERED|PRESENT)|VIOLATED|ABSENT|UNHANDLED"
                 r"|(?:ENFORCED|HANDLED|MET|PASS(?:ED)?) WITH (?:ONE|TWO|AN?|\d) EXCEPTIONS?")  # "ENFORCED WITH ONE EXCEPTION": one not met
_CHECK_STATE = re.compile(r"^\W{0,3}\*\*[^*\n]{1,200}?(?:[:：]\s*(" + _FAILED_STATE + "|" + _PASSED_STATE + r")(?:\s*\([^()\n]{1,60}\))?)?\*\*(?:\s*[:：]\s*("
                          + _FAILED_STATE + "|" + _PASSED_STATE + r")\b(?=\s*(?:[—–-]|\(|$)|\s+[a-z][^—–\n]{0,40}[—–])| +[—–]|\s*$)"  # "ENFORCED at this node —"
                          r"|^\W{0,3}[A-Za-z][\w /-]{1,40}? status:\s*(" + _FAILED_STATE + "|" + _PASSED_STATE + r")\b(?=\s*(?:[—–-]|$))"  # "Product status: CLEAR — …"
                          r"|^\W{0,3}[A-Z][\w /&-]{1,40}? [—–] (" + _FAILED_STATE + "|DONE|" + _PASSED_STATE + r")\b(?:\s*\([^()\n]{1,30}\))?\.")  # "Dedup — DONE. …"


def checked(point: str) -> bool | None:
    """Whether a point that names a check and its state in capitals fails it (None: no such point)."""
    match = _CHECK_STATE.match(point)
    state = match and (match.group(1) or match.group(2) or match.group(3) or match.group(4))
    if match and match.group(4) and re.search(r"\b(?:but|however|except)\b", point[match.end():], re.IGNORECASE):
        return None  # "Auth — DONE. But tokens leak into logs": the point goes on past its state; read it as it is
    return bool(re.fullmatch(_FAILED_STATE, state)) if state else None


# a ticked point its reviewer deferred, tagged or marked after a dash ("[Review][Defer] … — deferido, impacto marginal")
_DEFERRED = re.compile(r"^\s*\[[xX]\]\s+\[Review\]\[Defer\]|\s(?:—|–|--)\s*(?:deferred|deferido|diferido)\b", re.IGNORECASE)


class _ListReader(_TableReader, ABC):
    """Reads lists into items; the blocks and sections around them are the parser's, which gives the methods a list
    needs."""

    @abstractmethod
    def _walk(self, nodes: list[SyntaxTreeNode], ctx: _Ctx) -> None:
        """Read ``nodes`` (a section's body, a block quote's content) in ``ctx``."""

    @abstractmethod
    def _child(self, kind: Kind, severity: Severity | None, title: str, parent: _Ctx, after_findings: bool = False) -> _Ctx:
        """The context of a section of ``kind`` titled ``title`` inside ``parent``."""

    @abstractmethod
    def _pseudo_label(self, node: SyntaxTreeNode) -> str | None:
        """The section a bold label alone on its line names, or None."""

    @abstractmethod
    def _tagged_only(self, node: SyntaxTreeNode, ctx: _Ctx) -> None:
        """Read a block inside praise, a verdict or a scorecard: only tagged problems are issues."""

    @abstractmethod
    def _claims(self, node: SyntaxTreeNode, text: str, ctx: _Ctx) -> None:
        """Read the critical sentences of ``text`` (a dense point or paragraph) as items."""

    # -- lists ----------------------------------------------------------------

    def _list(self, node: SyntaxTreeNode, ctx: _Ctx) -> None:
        if asides.is_metadata_list([_own_text(li) for li in node.children]) or self._records(node, ctx) or _concluded_clear(node):
            return  # "- mission: …", "- reviewer: …", "- method: …": the review's own header, not findings; or records, read
        uniform, record, checklist, peers, context, aspects = self._shape(node)
        made = -1  # the item count just after the point before this one made an item
        for li in node.children:
            before, made = made, -1
            raw = _CALLOUT.sub("", _own_text(li))
            own = _CHECKBOX.sub("", raw)
            if not own.strip() or self._ticked(raw, ctx):
                continue  # "- [x] No XSS vectors": a check that passed, or a to-do already done
            nested = [c for c in li.children if c.type in ("bullet_list", "ordered_list")]
            if self.items and ctx.kind is not Kind.SKIP and _CLOSED_LEAD.match(own):  # "1. **Cooperative synthesis cancel — CLOSED.** …"
                count = len(self.items)
                self._item_from_list(li, ctx)  # a later point closing a finding: it closes what it folds into (``restate``)
                for item in self.items[count:]:
                    item.role = "closed"
                continue
            if not nested and before == len(self.items) and _FIX_PART.fullmatch(lead_label(own) or ""):
                self._extend(self.items[-1], li)  # "**The Weakness:** …" ⏎ "**Suggested Rewrite:** …": that point's fix
                made = len(self.items)
                continue
            tags = read_tags(own.split("\n", 1)[0])
            tagged = tags.severity is not None and _wordy(cues.plain(tags.rest)) and not cues.severity_label(own.split("\n", 1)[0])
            label = own if leadin_lists.marked_checks(nested) else None if tagged or _own_tag(own) else _group_label(own)
            if nested and label is not None and _MARKED_LEAD.match(own) and cues.section_kind(_MARKED_LEAD.sub("", label))[0] is Kind.TOPIC:
                label = None  # "⚠️ 19 ESLint warnings remain:", "**❌ False success reports:**" over examples: one finding each
            count = len(self.items)
            if nested and label is not None and self._group(li is node.children[0], own, label, nested, ctx, peers, aspects=aspects):
                if (len(self.items) == count and ctx.kind in (Kind.ROOT, Kind.TOPIC) and node.type == "ordered_list" and own.lstrip().startswith("**")
                        and cues.section_kind(label)[0] is Kind.TOPIC and not cues.is_clear_praise(label) and cues.problem_score(self._said(li))):
                    self._item_from_list(li, ctx)  # "2. **代码清晰度与维护性**:" over advice none of which stands alone: one finding
                continue
            if not nested and (_run_on_label(own) or (context and ctx.kind in (Kind.ROOT, Kind.TOPIC) and lead_label(own) is None)):
                continue  # "- **Major strengths** The problem addressed is well-recognized …": a section's label, its text run on
            if ctx.kind is not Kind.SKIP and not nested and (failed := checked(own)) is not None:
                if failed:  # "**AC3: PARTIAL FAIL** — …": a check the artifact fails, one finding; "**"…"**: ENFORCED — …" passes
                    self._item_from_list(li, ctx)
                continue
            if ctx.kind in (Kind.ROOT, Kind.TOPIC) and not nested and prose.is_dense(own):
                self._claims(li, own, ctx)
                continue
            if (self._field(own) is not None or (record and lead_label(own) is not None)) and not (uniform and ctx.kind is not Kind.SKIP):
                if (_ASIDE.match(own) or (_PROBLEM_LABEL.match(own) and cues.problem_score(own))) and ctx.kind is not Kind.SKIP and not nested:
                    self._item_from_list(li, ctx, strip_label=True)  # "- Minor improvement: could parse flags", "**Concerns:** …"
                continue
            if uniform:
                self._item_from_list(li, ctx, strip_label=True)
                continue
            if (cues.is_praise(own) and not (tagged and ctx.kind in (Kind.CONTAINER, Kind.SEVERITY))) or cues.is_closed(own) or asides.is_no_point(own) \
                    or asides.is_metadata(own) or (checklist and CHECKED_OFF.search(own.strip())) or (nested and closings.closed_by_field(self._said(li))):
                continue  # not "[LOW] … While thorough, this may be slow" (praise in a tagged concern); "⏎ - Recommendation: keep as-is": none
            said = own
            if nested and _BARE_LABEL.fullmatch(own.strip()):  # "**Console Noise:**" over "*Issue:* …", "*Fix:* …"
                said = self._said(li)
            if ctx.kind in (Kind.ROOT, Kind.TOPIC) and ((not cues.is_issue_like(said) and not _asks_last(said)) or (nested and _NO_PROBLEM_FIRST.match(said.split("\n", 1)[-1])) or own.rstrip().endswith("🟢")) and not (
                    checklist and not CHECKED_OFF.search(own.strip()) and not _VALUES_ONLY.match(own)):
                continue  # … or "**代码逻辑**：" ⏎ "- …，没有直接的逻辑问题。": its first point says there is no problem; "… `adapters.py:69` 🟢": verified
            self._item_from_list(li, ctx)
            made = len(self.items)

    def _records(self, node: SyntaxTreeNode, ctx: _Ctx) -> bool:
        """Read a list of records (``records``), a finding each, and return True; False for any other list."""
        if (spans := records(node)) is None:
            return False
        for a, b in spans:
            self._record(node.children[a:b], ctx)
        return True

    def _record(self, points: list[SyntaxTreeNode], ctx: _Ctx) -> None:
        """One record of a list of records: one finding, titled by its problem field, its other fields its body."""
        fields = [(m.group(1).strip(), m.group(2)) for li in points if (m := _BOLD_FIELD.match(_own_text(li)))]
        said = next(value for label, value in fields if _RECORD_PROBLEM.fullmatch(label.lower()))
        start, end = self._range(points[0])[0], self._range(points[-1])[1]
        body = "\n".join(f"{label}: {value}" for label, value in fields if value is not said)
        self._add(said, body, self.text[start - self.base : end - self.base].rstrip(), ctx, (start, end))

    def _said(self, li: SyntaxTreeNode) -> str:
        """All ``li`` says, its nested points too."""
        start, end = self._range(li)
        return self.text[start - self.base : end - self.base]

    def _group(self, first: bool, own: str, label: str, nested: list[SyntaxTreeNode], ctx: _Ctx, peers: int, *, aspects: int = 0) -> bool:
        """Read a point that is a label over a list ("**Security:**" over its findings, a group's label) and return True —
        or return False when the point is one finding, the list its detail."""
        kind, severity = cues.section_kind(label)
        aspect = (aspects >= 2 and kind is Kind.TOPIC and _BARE_LABEL.fullmatch(own.strip()) is not None and re.search(r"[:：]\W*$", own) is not None
                  and not cues.problem_score(cues.plain(label)))  # "**Resource Organization:**" beside "**Directory Depth:**": aspects
        if cues.is_praise(label) and not cues.is_issue_like(label) and not aspect:
            return True  # "Follows idiomatic Go:" over the list that shows how (not "**Consistent Naming:**" beside other aspects)
        if leadin_lists.marked_checks(nested):
            for sub in nested:  # "2. **High Risk Futures Agent**" ⏎ "- ✅ …" ⏎ "- ❌ …": its checks, each ❌ a finding
                self._list(sub, _Ctx(Kind.CONTAINER, ctx.severity, ctx.title))  # its own checks: first said here
            return True
        if not first and FINDING_PART.fullmatch(cues.plain(label)):
            return True  # "**Directive:**" over its steps, after "**Issue 1 (…):**" and "**Issue 2 (…):**": their fix
        entries, asked = [_own_text(li) for sub in nested for li in sub.children], cues.plain(label)
        if cues.asks_for_action(asked) and len(asked.split()) >= 3 and len(entries) >= 2 and sum(map(cues.is_issue_like, entries)) * 2 <= len(entries):
            return False  # "4. Static figures should adopt website style:" ⏎ "- lighter grid lines" ⏎ …: one finding, what it asks for
        if ctx.kind in (Kind.CONTAINER, Kind.SEVERITY) and kind is Kind.TOPIC and any(
                FINDING_PART.fullmatch(lead_label(_own_text(li)) or "") for sub in nested for li in sub.children):
            return False  # "1. `echo -e` 의존" ⏎ "- 쉘/환경에 따라 …" ⏎ "- 권장: `printf` …": one finding, its cause and its fix
        if not aspect and (ctx.kind in (Kind.CONTAINER, Kind.SEVERITY, Kind.RECAP) and len(nested) == 1 and len(nested[0].children) == 1
                and (kind is Kind.TOPIC or (kind is Kind.SKIP and not cues.is_praise(label) and (cues.problem_score(label) or cues.is_recommendation(_own_text(nested[0].children[0])))))):
            return False  # "- Confidence and fallbacks missing" ⏎ "  - Define confidence scoring, …": a gap over its one detail; "4. Evaluation statistics" ⏎ "- Increase N …": its advice
        one_more = (kind is Kind.CONTAINER and peers >= 2 and bool(re.match(r"^\s*(?:\*\*|__)", own))) or (  # "**Configure External Services
            kind is Kind.SEVERITY and bool(re.fullmatch(r"\w[\w /&-]*\w\s+\w[\w /&-]*\(optional\)", cues.plain(label), re.IGNORECASE)))  # (Optional)**": a point
        if not aspect and (one_more or (kind is Kind.TOPIC and _titled_point(own, self.fields)
                        and not re.fullmatch(r"[\w./@-]+/[\w.@-]+\.\w{1,6}", cues.plain(own).rstrip(": ")))):  # "**`tools/x.py`:**" over its facts
            return False  # (not "**Resource Organization:**" ⏎ "- No obvious misplacement …" beside "**Directory Depth:**": an aspect, its points each judged)
        child = self._child(kind, severity, label, ctx) if kind is not Kind.TOPIC else ctx
        for sub in nested:
            if child.kind is Kind.SKIP:
                self._tagged_only(sub, child)
            else:
                self._list(sub, child)
        return True

    def _ticked(self, raw: str, ctx: _Ctx) -> bool:
        """A point ticked off ("- [x] …"); in a section of findings ("## Findings" ⏎ "- [x] S4 (context-gap): …"), one
        its reviewer closed. Not one ticked as deferred ("- [x] [Review][Defer] JWT_SECRET reusado … — deferred, …"): still open."""
        if _CHECKED.match(raw) is None or _DEFERRED.search(raw):
            return False
        self.closed += ctx.kind in (Kind.CONTAINER, Kind.SEVERITY)
        return True

    def _shape(self, node: SyntaxTreeNode) -> tuple[bool, bool, bool, int, bool, int]:
        """Whether every point carries the same field label ("- **Action:** …"), whether the points are one thing's fields
        ("**Status**: …", "**Model**: …"), whether the list is a checklist ("- `mp: 'Marines'` ✓" …: the points not checked
        off stand out), how many points are titled in bold over sub-lists (peers, so "10. **Risk Register**" is one more),
        and whether its plain points are the context of the one finding its fields give (``_one_finding``)."""
        labels = [self._field(_own_text(li)) for li in node.children]
        uniform = len(labels) >= 2 and labels[0] is not None and len(set(labels)) == 1
        record = not uniform and sum(1 for label in labels if label is not None) >= 2
        peers = sum(1 for li in node.children if (_titled_point(_own_text(li), self.fields) or _named_kind(_own_text(li)))
                    and any(c.type in ("bullet_list", "ordered_list") for c in li.children))
        aspects = sum(1 for li in node.children if _BARE_LABEL.fullmatch(_own_text(li).strip()) and any(c.type == "bullet_list" for c in li.children)) if node.type == "bullet_list" else 0
        return uniform, record, bool(unchecked(node)), peers, record and _one_finding(node), aspects

    def _answers(self, label: str, body: list[SyntaxTreeNode]) -> bool:
        """"**Recommendations**:" right after the list of one topic's risks ("**Risks**:" ⏎ "- **Regression**: …" ⏎
        "**Recommendations**:" ⏎ "- **Deprecate Aggressively**: …"), one point after one: that risk's fix."""
        points = [n for n in body if n.type != "hr"]
        if not (self.last and cues.is_recommendation_section(label) and len(points) == 1 and points[0].type in ("bullet_list", "ordered_list")
                and len(points[0].children) == len(self.last) == 1 and self.last[0].role == "issue"):
            return False  # not six concerns ⏎ "**Suggestions:**" ⏎ six points in another order, one of them new (``restate._paired``)
        self._extend(self.last[0], points[0].children[0])
        return True

    def _extend(self, item: ReviewItem, li: SyntaxTreeNode) -> None:
        start, end = self._range(li)
        said = self.text[start - self.base : end - self.base].strip()
        item.text, item.description = f"{item.text}\n{said}", f"{item.description}\n{said}".strip()
        item.span = (item.span[0], end) if item.span else None

    def _item_from_list(self, li: SyntaxTreeNode, ctx: _Ctx, *, strip_label: bool = False) -> None:
        start, end = self._range(li)
        verbatim = self.text[start - self.base : end - self.base].rstrip()
        lines = verbatim.split("\n")
        first = _CHECKBOX.sub("", re.sub(r"^\s*(?:[-+*]|\d{1,9}[.)])\s+", "", lines[0]))
        if strip_label:
            first = re.sub(r"^\s*(?:[\u2190-\u2bff\U0001f000-\U0001faff]\ufe0f?\s*)*(?:\*\*|__)?[^:*_]{1,40}(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*:?\s*", "", first)
        body = "\n".join(line.strip() for line in lines[1:]).strip()
        if not strip_label and (runs := prose.run_on(verbatim)):  # "- **[MEDIUM]** A … · B … · C …": a finding each
            tag = read_tags(first).severity
            for a, b in runs:
                said = " ".join(verbatim[a:b].split())
                self._add(f"[{tag.value}] {said}" if tag else said, "", verbatim[a:b], ctx, (start + a, start + b))
            return
        self._add(first, body, verbatim, ctx, (start, end))
