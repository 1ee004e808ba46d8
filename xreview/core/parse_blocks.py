"""The parser's block level: a paragraph, a list, a code fence, a field block, prose — each read for the items it
holds (tables in ``parse_tables``; see ``parse``)."""

from __future__ import annotations

import re
from dataclasses import replace

from markdown_it.tree import SyntaxTreeNode

from xreview.core import asides, badges, closings, cues, doc_title, heading_words, leadin_lists, prose, section_body
from xreview.core.cues import Kind
from xreview.core.fields import FINDING_PART, NAMED_POINT
from xreview.core.model import ReviewItem
from xreview.core.parse_lists import _ListReader, checked
from xreview.core.parse_text import (
    _BOLD_ALONE_FIRST,
    _BOLD_LINE,
    _BRACKET_ID,
    _CALLOUT,
    _FIELD_BLOCK,
    _ID_LEAD,
    _LINE_LIST,
    _MD,
    _PROBLEM_LABEL,
    _REVIEW_FENCE,
    _TITLE_LINE,
    _WRAPPED,
    _after_praise,
    _claimed,
    _clean_description,
    _Ctx,
    _inline,
    _is_leadin,
    _last_sentence,
    _own_text,
    _tagged_title,
    _wordy,
)
from xreview.core.review_json import json_entries
from xreview.core.tags import LEAD_MARKS, read_location, read_tags
from xreview.core.titles import cites_title_id, split_title

# any Markdown a review is written in: a heading, a list, bold or a code span (plain text pasted has none)
_MARKED_UP = re.compile(r"^\s{0,3}(?:#{1,6}\s|[-*+]\s|\d{1,3}[.)]\s|\|)|\*\*|__|`", re.MULTILINE)
# a turn of a conversation between reviewers ends what the last turn said: "=== OVER ===", "(2026-08-17 14:07:25) Claude says:"
_TURN = re.compile(r"^\s*(?:={3}\s*OVER\s*={3}|\(\d{4}-\d{2}-\d{2}[^)\n]{0,20}\)\s+[\w .-]{1,30} says:)\s*$", re.IGNORECASE)
_IMPROVE_AFTER = re.compile(r"\W*areas? (?:for|of) improvement\W*$", re.IGNORECASE)
# after the findings, directions to whoever works next: what they do not restate is no finding ("The builder should:")
_DIRECTED = re.compile(r"\W*(?:next,? )?the (?:builder|implementer|author|developer|writer|coder)s? (?:should|must|needs? to)(?: now)?:\s*$", re.IGNORECASE)
_LABEL_LINE = re.compile(r"^\s*(?:\*\*|__)[A-Z][\w /&'()-]{2,50}?:(?:\*\*|__)\s+\S")  # "**Integration:** API conflict → …"
_DISMISSED = re.compile(r"\b(?:is|are) not an? (?:real |security )*(?:vulnerability|issue|problem|bug|concern|risk)\b[^.:]*:\s*$|\b(?:was|were) not (?:\w+ ){0,2}(?:executed|run|performed|tested|checked)\b[^.:]*\bbecause:\s*$"
                        r"|^(?:all )?(?:the )?(?:requested |planned |required )?(?:features|changes|requirements|tasks) (?:have been|were|are) (?:implemented|completed|delivered|done)\b[^.:]*:\s*$", re.IGNORECASE)  # … or why a run was left out; "All requested features have been implemented according to specifications:"
_ID_BOLD = re.compile(r"^\s*(?:\*\*|__)" + _BRACKET_ID + r"\s")  # "**[I-3] Clear separation of …**": a point by its ID


_STEP_LOG = re.compile(r"(?:[ \t]*(?:\*\*|__)step\s*\d{1,2}[a-z]?(?:\*\*|__)?\s*:[^\n]*(?:\n|$))+", re.IGNORECASE)


def _tail(text: str, stop: int, size: int) -> str:
    """``text[:stop].rstrip()[-size:]``, without copying all of the text before ``stop``."""
    stop = min(stop, len(text)) if stop >= 0 else max(0, len(text) + stop)  # where ``text[:stop]`` ends
    while stop > 0 and text[stop - 1].isspace():
        stop -= 1
    return text[max(0, stop - size) : stop]


# a point flagged by a colour mark alone ("🔴 Double-barreled — …"), or graded in brackets ("[Nit] `a.py:594` has …", "[Pass] …")
_FLAGGED = re.compile(r"^\W{0,3}[🔴🟠🟡]|^\s*\[(?:pass|nit|should|blocker|must|unverified\b[^\]\n]{0,40})\]\s", re.IGNORECASE)


def _list_items(node: SyntaxTreeNode) -> list[SyntaxTreeNode]:
    """A list's entries, the entries of the lists nested in them after each."""
    return [item for li in node.children for item in [li, *(n for c in li.children if c.type.endswith("_list") for n in _list_items(c))]]


# a paragraph closing the list before it: "Both were fixed.", "All three have been resolved."
_ALL_FIXED = re.compile(r"\s*(?:both|all(?: \w+)?|these|they|each)(?: of them)? (?:were|have been|are now) (?:fixed|resolved|addressed)\b"
                        r"(?![^.\n]*\b(?:but|except|not|partially)\b)", re.IGNORECASE)


def _entries(node: SyntaxTreeNode) -> list[str]:
    """The own text of every entry of a list, its nested lists' entries too."""
    return [_own_text(li) for li in _list_items(node)]


def _id_led(node: SyntaxTreeNode) -> bool:
    """A list whose entries mostly open on an ID ("- C-736-7: …"): points of their own, not the body of the one before."""
    entries = _entries(node) if node.type in ("bullet_list", "ordered_list") else []
    return sum(bool(_ID_LEAD.match(entry)) for entry in entries) * 2 > len(entries) > 0


class _BlockReader(_ListReader):
    """Reads blocks into items; the sections they sit in are the parser's (``parse._Parser``), which gives the
    section methods a block needs (declared in ``parse_lists``)."""

    # -- blocks ---------------------------------------------------------------

    def _block(self, nodes: list[SyntaxTreeNode], index: int, ctx: _Ctx) -> int:
        node = nodes[index]
        loose = self._loose_point(nodes, index, ctx)
        if loose is not None:
            return loose
        if node.type in ("bullet_list", "ordered_list"):
            if index + 1 < len(nodes) and nodes[index + 1].type == "paragraph" and _ALL_FIXED.match(_inline(nodes[index + 1])):
                return index + 2  # "The reviewer found two blocking gaps: 1. … 2. …" ⏎ "Both were fixed. …": closed, not open
            self._list(node, ctx)
        elif node.type == "table":
            self._table(node, ctx)
        elif node.type == "blockquote" and not section_body.quoted_passage(node):  # '> "CRITICAL: …' ⏎ "> 1. STOP": a quote
            self._walk(node.children, ctx)
        elif node.type in ("fence", "code_block"):
            self._fence(node, ctx)
        elif node.type == "paragraph":  # lettered points ("A. …" ⏎ "B. …") first; a legend of severity marks is no point
            return index + 1 if self._lettered(nodes, index, ctx) or badges.is_legend(_inline(node)) else self._paragraph(nodes, index, ctx)
        return index + 1

    def _skipped(self, leadin: str, index: int) -> int:
        """Past a lead-in naming no findings and its list; one saying what was applied ("Corrections applied in this
        implementation:") records them closed, so no prose fallback reads the review's other text as findings."""
        self.closed += bool(re.search(r"\b(?:applied|fixed|resolved|addressed)\b", _last_sentence(leadin), re.IGNORECASE))
        return index + 2

    def _loose_point(self, nodes: list[SyntaxTreeNode], index: int, ctx: _Ctx) -> int | None:
        """A numbered point whose explanation, code and sub-lists follow at the left margin, up to the next
        number ("1. **Title**  ⏎ text ⏎⏎ ```code``` ⏎⏎ 2. **Title** …"): one point, its body all that follows."""
        node = nodes[index]
        if node.type != "ordered_list" or len(node.children) != 1 or ctx.kind is Kind.SKIP:
            return None
        li = node.children[0]
        own = _own_text(li)
        if not _claimed(own) and not self._claimed_run(nodes, index) and not (ctx.kind in (Kind.CONTAINER, Kind.SEVERITY) and len(own.split()) >= 4):
            return None  # … or any point of some words under a findings heading: "1. Stream cache initialization is cross-contaminating names."
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
        if end == index + 1 or (number == 1 and (end >= len(nodes) or nodes[end].type != "ordered_list") and not self._fields_below(nodes[index + 1 : end])):
            return None  # a lone first point, unless its fields follow it ("1) Node engine mismatch …" ⏎ "- Evidence: …" ⏎ "- Impact: …")
        self._add_block(own.split("\n", 1)[0], nodes[index + 1 : end], li, ctx, first=own)
        return end

    def _fields_below(self, body: list[SyntaxTreeNode]) -> bool:
        """The blocks after a numbered point are one list of its fields, most of its points opening on a field label."""
        return len(body) == 1 and body[0].type == "bullet_list" and sum(self._field(_own_text(li)) is not None for li in body[0].children) * 2 > len(body[0].children) >= 2

    @staticmethod
    def _claimed_run(nodes: list[SyntaxTreeNode], index: int) -> bool:
        """The numbered points of this run ("1) …", "2) …", each its own list with its lines between them) mostly open on a
        claim: a point among them whose words the word lists miss is one of them all the same ("1) API 무보호 + 서비스 롤 키 사용")."""
        start = next((k + 1 for k in range(index - 1, -1, -1) if nodes[k].type == "heading"), 0)
        firsts: list[str] = []
        for sibling in nodes[start:]:
            if sibling.type == "heading":
                break
            if sibling.type == "ordered_list" and len(sibling.children) == 1 and int(sibling.attrs.get("start", 1) or 1) == 1 + len(firsts):
                firsts.append(_own_text(sibling.children[0]))  # "1)", "2)", … in order from the section's start
        return len(firsts) >= 3 and sum(map(_claimed, firsts)) * 2 >= len(firsts)

    def _paragraph(self, nodes: list[SyntaxTreeNode], index: int, ctx: _Ctx) -> int:
        node = nodes[index]
        text = _CALLOUT.sub("", _inline(node))
        following = nodes[index + 1] if index + 1 < len(nodes) else None
        if (_is_leadin(text) and following is not None and following.type in ("bullet_list", "ordered_list", "table")
                and (not self._is_item_paragraph(text, ctx) or (ctx.kind in (Kind.ROOT, Kind.TOPIC) and leadin_lists.checklist(following)))
                and not self._titled_fields(nodes, index, text)):
            return self._leadin(nodes, index, text, following, ctx)
        if following is not None and following.type in ("bullet_list", "ordered_list") and (
                (cues.VALIDATED.search(text[:60]) and cues.is_praise(text)) or leadin_lists.ran_clean(text, following)):
            return self._passed_check(following, index, ctx)  # "✅ Confirmed: no engine changes" and the list that proves it
        if cues.VALIDATED.match(text.lstrip()) and cues.is_praise(text):
            return index + 1  # "✅ **하드코딩 용어 없음** - 완전한 업종중립성 준수" (no hard-coded terms): a check passed
        if _FIELD_BLOCK.match(text):
            self._field_block(node, text, ctx)
            return index + 1
        lines = text.split("\n")
        titled = self._titled_fields(nodes, index, text)  # "**Title**" ⏎ its context, over the review's own fields
        if (len(lines) >= 2 and all(_TITLE_LINE.match(line) or _BOLD_LINE.match(line) for line in lines) and ctx.kind is not Kind.SKIP
                and not titled
                and (sum(1 for line in lines if cues.is_issue_like(line)) * 2 > len(lines)
                     or (ctx.kind in (Kind.CONTAINER, Kind.SEVERITY) and all(_BOLD_LINE.match(line) for line in lines)))):
            self._line_list(node, "\n" + text, ctx)  # "Rollback: no plan to revert.\nRetries: unbounded." — a point a line
            return index + 1
        if _LINE_LIST.search(text) and len(_LINE_LIST.findall(text)) + 1 >= len(lines) >= 2 and not _tagged_title(lines[0]):
            self._line_list(node, text, ctx)  # "**Week 2:**\n4. Fix X\n5. Fix Y": a list Markdown read as one paragraph
            return index + 1
        if (ctx.kind is Kind.TOPIC and self._field(text) in ("recommendation", "suggestion") and index and nodes[index - 1].type == "paragraph"
                and cues.is_praise(_inline(nodes[index - 1])) and not cues.is_praise(said := text.split(":", 1)[-1]) and not _ENDORSED.match(said)):  # "… correctly. ⏎ **Recommendation**: …"
            self._item_from_list(node, ctx, strip_label=True)
            return index + 1
        if following is not None and ((following.type == "bullet_list" and (flagged := sum(map(bool, map(_FLAGGED.match, _entries(following))))) and (
                flagged >= 2 or len(_entries(following)) == 1)) or section_body.graded_label(text, following)):  # … or its one point, flagged
            self._block(nodes, index + 1, _Ctx(Kind.CONTAINER, read_tags(text).severity or ctx.severity, cues.plain(text), ctx.recap))  # "**Q1. …?**" over
            return index + 2  # "- 🔴 …", "- 🟠 …": its flags are the findings; "**Code Quality: ✗ BLOCKING**" over "1. **Critical duplication** — …"
        if self._is_item_paragraph(text, ctx) or self._peer_point(nodes, index, text, ctx) or titled:
            end = self._item_end(nodes, index, text, ctx)
            if asides.WITHDRAWN.search(_tail(self.text, self._range(nodes[end - 1])[1] - self.base, 120)) or cues.is_closed(LEAD_MARKS.sub("", text.split("\n", 1)[0])):
                return end  # "**M-1: …**" ⏎ … ⏎ "**Recommendation:** This is acceptable … No change needed.": withdrawn; "**F-028 | ADDRESSED.** …": closed
            self._add_block(text.split("\n", 1)[0], nodes[index + 1 : end], node, ctx, first=text)
            return end
        if ctx.kind is not Kind.SKIP and (prose.is_dense(text) or (ctx.kind is Kind.TOPIC and prose.praise_then_problems(text))):
            self._claims(node, text, ctx)
        return self._item_end(nodes, index, text, ctx) if _ID_BOLD.match(text) else index + 1  # a point by its ID that praises: its body too

    def _passed_check(self, proof: SyntaxTreeNode, index: int, ctx: _Ctx) -> int:
        """A check passed and the list that proves it ("**Checks:**" over commands that passed): no finding — but for a
        gap one of its points names ("**AC9: PARTIAL PASS** …" ⏎ "- **Spec gap (data model mismatch):** …")."""
        if any(map(_PROBLEM_LABEL.match, _entries(proof))):
            self._tagged_only(proof, _Ctx(Kind.SKIP, ctx.severity, ctx.title, ctx.recap))
        return index + 2

    def _item_end(self, nodes: list[SyntaxTreeNode], index: int, text: str, ctx: _Ctx) -> int:
        """Where the item a paragraph opens ends: at the next point, section label or field block (not at a label of its
        own parts, "**Current naming:**")."""
        end = index + 1
        while end < len(nodes) and nodes[end].type in ("paragraph", "bullet_list", "ordered_list", "blockquote", "fence", "code_block", "table"):
            if nodes[end].type == "paragraph":
                following_text = _CALLOUT.sub("", _inline(nodes[end]))
                if ((self._is_item_paragraph(following_text, ctx) and not cites_title_id(text, following_text))
                        or ((label := self._pseudo_label(nodes[end])) is not None and not FINDING_PART.fullmatch(cues.plain(label)))
                        or _FIELD_BLOCK.match(following_text) or self._titled_fields(nodes, end, following_text)
                        or (_BOLD_ALONE_FIRST.match(text) and self._peer_point(nodes, end, following_text, ctx)) or _TURN.match(following_text) or asides.NO_OTHER.match(following_text)
                        or (re.match(r"(?:Similarly|Likewise|Separately),\s", following_text) and len(re.sub(r"^\s*\*\*[^*\n]*\*\*\W*", "", text)) > 40)  # another point: "Similarly, `x` is not …" after one said
                        or (_is_leadin(following_text) and end + 1 < len(nodes) and _ID_LEAD.match(text) and _id_led(nodes[end + 1]))):  # "Cs:" ⏎ "- C-7: …"
                    break
            end += 1
        return end

    def _peer_point(self, nodes: list[SyntaxTreeNode], index: int, text: str, ctx: _Ctx) -> bool:
        """"**Oracle reclamation.**" ⏎ its body, beside "**WhatsApp Baileys risk.**" ⏎ its body: a point shaped as its peers are."""
        return ctx.kind is Kind.TOPIC and bool(_BOLD_ALONE_FIRST.match(text)) and cues.is_issue_like(text) and any(
            n.type == "paragraph" and k != index and _BOLD_ALONE_FIRST.match(p := _inline(n)) and self._is_item_paragraph(p, ctx)
            for k, n in enumerate(nodes))

    def _leadin(self, nodes: list[SyntaxTreeNode], index: int, text: str, following: SyntaxTreeNode, ctx: _Ctx) -> int:
        """A paragraph introducing the list (or table) after it: what the lead-in says the list holds decides how it is read."""
        if (_after_praise(nodes, index) and not cues.is_issue_like(_last_sentence(text))) or _DISMISSED.search(_last_sentence(text)) or (
                text.rstrip().endswith(":") and asides.is_metadata(text.rstrip().rsplit("\n", 1)[-1] + " …")):
            return index + 2  # "**Assessment**: ✅ **Good**" ⏎ "The decomposition allows for:"; "This is NOT a security vulnerability because:"; "Reviewer: Codex ⏎ Artifacts reviewed:"
        if (plan := leadin_lists.steps_of(_last_sentence(text), following)) is not None:
            if plan == "proposal" and ctx.kind is not Kind.SKIP:  # "… should be a state machine:" ⏎ "1. find tab" …: one point, its steps
                self._add_block(text.split("\n", 1)[0], [following], nodes[index], ctx, first=text)
            return index + 2  # "Build order should be:" ⏎ "1. Load JSON config …": the order of work, no finding of its own
        kind, severity = cues.section_kind(_last_sentence(text))
        kind = Kind.TOPIC if kind is Kind.SKIP and len(_last_sentence(text).rsplit("\n", 1)[-1].split()) > 8 and not closings.CLOSED_HEADING.search(_last_sentence(text)) else kind  # "… strength:", not "… findings are now closed:"
        if (kind in (Kind.TOPIC, Kind.CONTAINER) and ctx.kind in (Kind.ROOT, Kind.TOPIC) and text.rstrip().endswith(":")
                and cues.is_praise(_last_sentence(text)) and not cues.is_issue_like(_last_sentence(text))
                and not re.search(r"\b(?:but|however|although|though|except)\b", _last_sentence(text), re.IGNORECASE)):
            return index + 2  # "The Go code quality is exceptional:" and the list that shows it
        if kind is Kind.TOPIC and ctx.kind in (Kind.ROOT, Kind.TOPIC) and cues.problem_score(_last_sentence(text)):
            kind = Kind.CONTAINER  # "… but I have some concerns:"
        child = self._child(kind, severity, ctx.title, ctx) if kind is not Kind.TOPIC else ctx
        if child.kind is Kind.SKIP:
            if heading_words.DESCRIBED.match(cues.plain(_last_sentence(text))):
                self._tagged_only(following, child)  # "Key implementation details:" ⏎ "- … Note: `x` is not present in the schema …"
            return self._skipped(text, index)
        if not child.recap and self.items and (cues.is_recommendation_section(last := _last_sentence(text)) or _IMPROVE_AFTER.match(last) or _DIRECTED.match(last)):
            child = _Ctx(child.kind, child.severity, child.title, True, child.echo or bool(_DIRECTED.match(last)))  # after the findings: "Areas for improvement:"
        self._block(nodes, index + 1, child)
        return index + 2

    def _is_item_paragraph(self, text: str, ctx: _Ctx) -> bool:
        first = LEAD_MARKS.sub("", text.split("\n", 1)[0])  # "⚠️ **Design problem: …**"
        if self._field(first) is not None:
            return False
        tags, unmarked = read_tags(first), LEAD_MARKS.sub("", text)
        bold = re.match(r"^\s*(?:\*\*|__)(.{2,200}?)(?:\*\*|__)", first) or re.match(  # a bold claim wrapped over two lines, or a sentence:
            r"^\s*(?:\*\*|__)([^*_\n]{2,120}\n[^*_\n]{1,80}?)(?:\*\*|__)(?=\s*(?:[—–:-]|$))", unmarked) or re.match(_WRAPPED, unmarked)
        if tags.severity is not None and (bold or _ID_LEAD.match(first) or re.match(r"^\s*\[", first) or tags.rest != first):
            return _wordy(cues.plain(tags.rest)) and not cues.is_praise(first)
        if _ID_LEAD.match(first) and not cues.is_praise(first):
            return True
        if not bold:
            return False
        label = cues.plain(bold.group(1)).rstrip(":")
        value = unmarked[bold.end():].split("\n", 1)[0].lstrip(" :–—-") or unmarked[bold.end():].strip(" :–—-\n").split("\n", 1)[0].strip()  # "**Gap quality assessment:**" ⏎ "PASSING"
        numbered = re.match(r"^\s*(?:#?\d{1,3}[.)]|" + _BRACKET_ID + r")\s+\S", bold.group(1)) is not None  # "**2. [Confidence] The plan …**", "**[L-2] …**": a point
        if (not numbered and cues.section_kind(label)[0] is Kind.SKIP) or cues.is_clear_praise(label) or (value and (cues.is_praise(value) or _VERDICT_VALUE.fullmatch(value)) and not prose.bold_claim(bold.group(1))) or asides.is_tally(first) or (cues.is_praise(label) and not cues.problem_score(label) and not re.match(r"\s*#?\d", bold.group(1))):  # "**[I-1] Good use of …**"
            return False
        if not value and (FINDING_PART.fullmatch(label) or (text.rstrip().endswith(":") and cues.section_kind(label)[0] is Kind.CONTAINER)):
            return False  # "**Current naming:**" over its list: a part of the finding above; "⚠️ **Needs Improvement**:": its points
        if ctx.kind in (Kind.CONTAINER, Kind.SEVERITY, Kind.RECAP):
            return _wordy(label) or bool(re.match(r"^\s*(?:\*\*|__)?\s*#?\d+[.):]", first) or NAMED_POINT.fullmatch(label))
        return bool(NAMED_POINT.match(label)) or bool(_ID_BOLD.match(first)) or (  # "**[G-1] Multiple `feeHook()` storage reads**"
            _wordy(label) and cues.problem_score(label) > 0 and not cues.is_praise(label))

    def _line_list(self, node: SyntaxTreeNode, text: str, ctx: _Ctx) -> None:
        if _STEP_LOG.fullmatch(text.lstrip("\n")):
            return  # "**Step 0**: Already at PR head …" ⏎ "**Step 4**: …": the review's own run, a step a line
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
            listed = _LINE_LIST.match(line) or (not label and (_TITLE_LINE.match(line) or _BOLD_LINE.match(line) or _LABEL_LINE.match(line)))
            bold = _BOLD_LINE.match(line) if child.kind in (Kind.CONTAINER, Kind.SEVERITY, Kind.RECAP) else None
            praised = cues.is_clear_praise(re.split(r"(?:\*\*|__)\s*[-–—:]", line, maxsplit=1)[0]) or bool(cues.CLOSED.search(line)) \
                if bold else cues.is_praise(line)  # under an issues heading, "**M2: …** - still valid" is judged by its title
            if not listed or self._field(line) or praised or asides.is_tally(line) or re.match(r"[^\n:]{1,60}:\s*(?:\*\*|__)?\s*➖", line) \
                    or asides.is_about_the_review(line):
                continue
            if child.kind in (Kind.ROOT, Kind.TOPIC) and not cues.is_issue_like(line):
                continue
            first = re.sub(r"^\s*(?:[-+*•]|\d{1,9}[.)])\s+", "", line)
            self._add(first, "", line.strip(), child, (self.base + at, self.base + cursor))

    # -- lists ---------------------------------------------------------------

    # -- fences, field blocks, prose --------------------------------------------

    def _fence(self, node: SyntaxTreeNode, ctx: _Ctx) -> None:
        info = (node.info or "").strip().lower() if node.type == "fence" else ""
        content = node.content
        start, _ = self._range(node)
        offset = self.text.find(content, start - self.base) if content else -1
        if offset < 0:
            return
        if info in ("json", "jsonc", "") and content.lstrip()[:1] in "[{" and (entries := json_entries(content, self.base + offset)):
            restating = self._findings_stated()  # findings above it: the block restates them
            self.shape = self.shape if restating else "json"
            self._json([replace(entry, recap=entry.recap or restating) for entry in entries])
            return
        if info in ("yaml", "yml"):  # "blockers:" ⏎ "  - R6 gate map incomplete — …": a verdict in YAML
            self._yaml_lists(content, self.base + offset, ctx)
            return
        if info in ("", "text", "txt", "markdown", "md", "plaintext") and _REVIEW_FENCE.search(content):
            inner = type(self)(content, self.base + offset, self.fields, self.foreign)
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
        if offset < 0 or _STEP_LOG.fullmatch(text):  # "**Step 0**: Already at PR head …" ⏎ "**Step 4**: …": the review's own run
            return
        found = prose.claims(text, self.base + offset)
        if node.type == "paragraph" and len(found) >= 2 and cues.problem_score(text) > cues.praise_score(text) and (
                (pasted := not _MARKED_UP.search(self.text)) or not prose.praise_then_problems(text)):  # a paragraph per finding
            begin = self.base + offset if pasted else found[0].start  # pasted plain text from its subject line ("script.reload validates … But …"), Markdown from its first claim
            found = [prose.Claim(begin, found[-1].end, text[begin - self.base - offset : found[-1].end - self.base - offset].strip())]
        for claim in found:
            title, _ = split_title(claim.text)
            self._push(ctx, ReviewItem(title=title, text=claim.text, description=claim.text, severity=ctx.severity,
                                         location=read_location(claim.text), span=(claim.start, claim.end)))
        self.shape = "prose" if self.shape == "markdown" else self.shape

    def _prose_fallback(self, nodes: list[SyntaxTreeNode]) -> None:
        """No structure carried an issue: read the critical sentences of the paragraphs and bullets."""
        skipping = False
        for node in nodes:
            if node.type == "heading":
                skipping = cues.section_kind(_inline(node))[0] is Kind.SKIP or doc_title.says_none(_inline(node))  # "… — N/A"
            if skipping:
                continue
            if node.type == "paragraph" and not section_body.template_field(_inline(node), self.fields):
                self._claims(node, _inline(node), _Ctx(Kind.TOPIC))  # sentence by sentence: praise around a claim stays out
            elif node.type in ("bullet_list", "ordered_list"):
                for li in node.children:
                    if _own_text(li) and checked(_own_text(li)) is not False:  # not "- Product status: CLEAR — …"
                        self._claims(li, _own_text(li), _Ctx(Kind.TOPIC))
            elif node.type in ("code_block",):
                inner = type(self)(node.content, self.base + max(self.text.find(node.content), 0), self.fields, self.foreign)
                inner._prose_fallback(SyntaxTreeNode(_MD.parse(node.content)).children)
                self.items.extend(inner.items)


_ENDORSED = re.compile(r"\W*this is the recommended (?:approach|option)\b", re.IGNORECASE)  # "**Recommendation**: This is the recommended approach."
_VERDICT_VALUE = re.compile(r"\W*(?:approved?|lgtm|accepted|pass(?:ed)?)\W*", re.IGNORECASE)  # "**Final Review (…):** APPROVED": a verdict, no point


