"""Reading one reviewer's response into issue items, whatever shape it was written in.

Shapes understood: the canonical shape the built-in prompts ask for
(``### [Severity/Complexity] Title`` under ``## Issues``), headings by
severity, numbered or bulleted lists with tags, bold-led paragraphs, a
fenced JSON array, a Markdown table, and prose with bullets. Preambles,
strengths, summaries and closing remarks yield no issue; sub-bullets belong
to their item.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from markdown_it import MarkdownIt
from markdown_it.tree import SyntaxTreeNode

from xreview.core.model import Complexity, Location, ReviewItem, Severity
from xreview.core.tags import COMPLEXITY_WORDS, SEVERITY_WORDS, read_location, read_tags, severity_heading
from xreview.core.text import one_line, strip_ansi

_MD = MarkdownIt("commonmark").enable("table")

_SKIP_HEADING = re.compile(
    r"\b(strengths?|positives?|what works|works well|done well|praise|good|summary|overview|overall|"
    r"conclusions?|verdict|assessment|final thoughts|closing|next steps|recommendation summary|"
    r"scorecard|score|rating|introduction|context|methodology|approach|tl;?dr|notes? on (?:this|the) review)\b",
    re.IGNORECASE,
)
_CONTAINER_HEADING = re.compile(
    r"\b(issues?|findings?|concerns?|problems?|gaps?|risks?|weaknesses|defects?|recommendations?|"
    r"suggestions?|improvements?|feedback|observations?|questions?|comments?|review)\b",
    re.IGNORECASE,
)
_SKIP_LEADIN = re.compile(
    r"\b(strengths?|positives?|works well|done well|good|like|liked|well[- ]written|"
    r"next steps|in summary|to summari[sz]e|overall)\b[^.]*:\s*$",
    re.IGNORECASE,
)
_CONCERN_WORDS = re.compile(r"\b(concerns?|issues?|problems?|gaps?|risks?|weaknesses|improve|missing|questions?|fix)\b", re.IGNORECASE)
_ITEM_LEAD = re.compile(r"^\s*(?:\*\*|__)?\s*(?:issue|finding|concern|problem|gap)\s*#?\d+\b", re.IGNORECASE)
_NUMBERED_LEAD = re.compile(r"^\s*(?:\*\*|__)\s*(?:#?\d+[.):]\s+)")
_BOLD_LEAD = re.compile(r"^\s*(?:\*\*|__)([^*_\n]{3,200}?)(?:\*\*|__)")
_PSEUDO_HEADING = re.compile(r"^\s*(\*\*|__)([^*_\n]{2,60}?)\1\s*:?\s*$")
_PSEUDO_LEVEL = 7  # below every real heading: any real heading ends it
_NO_ISSUES = re.compile(
    r"\bno (?:\w+ ){0,2}(?:issues|concerns|findings|problems|gaps)\b|\bnothing (?:\w+ )?to (?:report|flag|raise)\b|"
    r"\blooks good\b|\blgtm\b|\bno changes (?:are )?(?:needed|required)\b",
    re.IGNORECASE,
)
_TITLE_KEYS = ("title", "issue", "summary", "name", "finding", "headline", "problem")
_DESC_KEYS = ("description", "details", "detail", "problem", "explanation", "rationale", "body", "impact")
_SUGGESTION_KEYS = ("suggestion", "recommendation", "fix", "remediation", "proposed_fix")
_LOCATION_KEYS = ("location", "section", "heading", "where")


@dataclass
class ParsedReview:
    """The items found in one response; ``parsable`` is False when no structure or verdict was found."""

    items: list[ReviewItem] = field(default_factory=list)
    parsable: bool = True
    shape: str = "markdown"


@dataclass
class _Context:
    level: int
    kind: str  # "severity" | "container" | "skip" | "topic"
    severity: Severity | None = None
    title: str = ""


def parse_review(text: str, model: str = "") -> ParsedReview:
    """Extract the issue items of one review response."""
    clean = strip_ansi(text).replace("\r\n", "\n").replace("\r", "\n")
    if not clean.strip():
        return ParsedReview([], parsable=False, shape="empty")
    parser = _Parser(clean, model)
    items = parser.run()
    for index, item in enumerate(items):
        item.index = index
        item.model = model
    if items:
        return ParsedReview(items, True, parser.shape)
    return ParsedReview([], parsable=bool(_NO_ISSUES.search(clean)), shape=parser.shape)


class _Parser:
    def __init__(self, text: str, model: str) -> None:
        self.text = text
        self.lines = text.split("\n")
        self.model = model
        self.items: list[ReviewItem] = []
        self.shape = "markdown"

    def run(self) -> list[ReviewItem]:
        whole = _json_items(self.text.strip())
        if whole is not None:
            self.shape = "json"
            return [self._from_json(obj, raw) for obj, raw in zip(whole, _raw_objects(self.text, whole))]
        root = SyntaxTreeNode(_MD.parse(self.text))
        self._walk(root.children)
        return self.items

    # -- block walk -------------------------------------------------------

    def _walk(self, nodes: list[SyntaxTreeNode]) -> None:
        stack: list[_Context] = []
        previous_paragraph = ""
        index = 0
        while index < len(nodes):
            node = nodes[index]
            context = stack[-1] if stack else _Context(0, "root")
            if node.type == "heading":
                level = int(node.tag[1])
                while stack and stack[-1].level >= level:
                    stack.pop()
                context = stack[-1] if stack else _Context(0, "root")
                title = _inline(node)
                end = self._heading_item_end(nodes, index, level)
                if self._is_item_heading(title, context) and not _is_group(title, nodes[index + 1 : end]):
                    self._add_block_item(title, nodes[index + 1 : end], node, context)
                    index = end
                    continue
                stack.append(self._classify_heading(title, level, context))
                previous_paragraph = ""
            elif (label := self._pseudo_heading(node)) is not None:
                # "**What works well**" on a line of its own: a heading in all but syntax.
                while stack and stack[-1].level >= _PSEUDO_LEVEL:
                    stack.pop()
                parent = stack[-1] if stack else _Context(0, "root")
                stack.append(self._classify_heading(label, _PSEUDO_LEVEL, parent))
                previous_paragraph = ""
            elif context.kind == "skip":
                pass
            elif node.type == "fence":
                objs = _json_items(node.content.strip()) if _looks_json(node) else None
                if objs:
                    self.shape = "json"
                    self.items.extend(self._from_json(obj, raw) for obj, raw in zip(objs, _raw_objects(node.content, objs)))
            elif node.type == "table":
                self._table(node, context)
            elif node.type in ("bullet_list", "ordered_list"):
                if not _is_skip_leadin(previous_paragraph):
                    self._list(node, context)
            elif node.type == "paragraph":
                text = _inline(node)
                if self._is_item_paragraph(text, context):
                    end = index + 1
                    while end < len(nodes) and nodes[end].type in ("paragraph", "bullet_list", "ordered_list", "blockquote", "fence"):
                        if nodes[end].type == "paragraph" and self._is_item_paragraph(_inline(nodes[end]), context):
                            break
                        if nodes[end].type == "paragraph" and _is_skip_leadin(_inline(nodes[end])):
                            break
                        end += 1
                    self._add_block_item(text.split("\n", 1)[0], nodes[index + 1 : end], node, context, first=text)
                    index = end
                    previous_paragraph = ""
                    continue
                previous_paragraph = text
            index += 1

    def _classify_heading(self, title: str, level: int, parent: _Context) -> _Context:
        severity = severity_heading(title)
        if severity is not None:
            return _Context(level, "severity", severity, title)
        if _SKIP_HEADING.search(title) and not _CONTAINER_HEADING.search(title):
            return _Context(level, "skip", None, title)
        if _CONTAINER_HEADING.search(title):
            return _Context(level, "container", parent.severity, title)
        return _Context(level, "topic", parent.severity, title)

    def _pseudo_heading(self, node: SyntaxTreeNode) -> str | None:
        if node.type != "paragraph":
            return None
        match = _PSEUDO_HEADING.match(_inline(node))
        if not match:
            return None
        label = match.group(2).strip().rstrip(":")
        return label if self._is_section_label(label) else None

    def _is_section_label(self, label: str) -> bool:
        return bool(severity_heading(label) is not None or _SKIP_HEADING.search(label) or _CONTAINER_HEADING.fullmatch(label)
                    or (_CONTAINER_HEADING.search(label) and len(label.split()) <= 3))

    def _is_item_heading(self, title: str, context: _Context) -> bool:
        if severity_heading(title) is not None:
            return False
        tags = read_tags(title)
        if tags.severity is not None and len(tags.rest.split()) >= 2:
            return True
        if _ITEM_LEAD.match(title) or re.match(r"^\s*#?\d+[.):]\s+\S", title):
            return True
        if context.kind in ("severity", "container") and context.level > 0:
            return not _SKIP_HEADING.search(title) and not _CONTAINER_HEADING.fullmatch(title.strip())
        return False

    def _is_item_paragraph(self, text: str, context: _Context) -> bool:
        first = text.split("\n", 1)[0]
        if _ITEM_LEAD.match(first) or _NUMBERED_LEAD.match(first):
            return True
        bold = _BOLD_LEAD.match(first)
        if not bold:
            return False
        if read_tags(first).severity is not None:
            return True
        label = bold.group(1).strip().rstrip(":")
        if context.kind in ("severity", "container"):
            return len(label.split()) >= 2 and not _SKIP_HEADING.fullmatch(label)
        return False

    def _heading_item_end(self, nodes: list[SyntaxTreeNode], start: int, level: int) -> int:
        end = start + 1
        while end < len(nodes) and not (nodes[end].type == "heading" and int(nodes[end].tag[1]) <= level):
            end += 1
        return end

    # -- items ------------------------------------------------------------

    def _add_block_item(
        self,
        title_line: str,
        body: list[SyntaxTreeNode],
        first_node: SyntaxTreeNode,
        context: _Context,
        first: str | None = None,
    ) -> None:
        start = first_node.map[0] if first_node.map else 0
        end = start + 1
        for node in [first_node, *body]:
            if node.map:
                end = max(end, node.map[1])
        verbatim = "\n".join(self.lines[start:end]).strip()
        body_text = "\n".join(self.lines[body[0].map[0] : end]).strip() if body and body[0].map else ""
        if first is not None and "\n" in first:
            body_text = (first.split("\n", 1)[1] + "\n" + body_text).strip()
        self._add(title_line, body_text, verbatim, context, whole_title=first is None, span=(start, end))

    def _list(self, node: SyntaxTreeNode, context: _Context) -> None:
        for item in node.children:
            own = _own_text(item)
            nested = [c for c in item.children if c.type in ("bullet_list", "ordered_list")]
            tags = read_tags(own)
            is_label = (
                nested
                and tags.severity is None
                and len(own.split()) <= 5
                and not own.rstrip().endswith(".")
            )
            if is_label:
                label = re.sub(r"[*_:]", "", own).strip()
                severity = severity_heading(label)
                if severity is None and _SKIP_HEADING.search(label) and not _CONTAINER_HEADING.search(label):
                    continue
                sub = _Context(context.level + 1, "severity" if severity else "topic", severity or context.severity, label)
                for child in nested:
                    self._list(child, sub)
                continue
            if not own.strip():
                continue
            verbatim = self._slice(item)
            lines = verbatim.split("\n")
            first_line = re.sub(r"^\s*(?:[-+*]|\d{1,9}[.)])\s+", "", lines[0])
            body = "\n".join(line.strip() for line in lines[1:]).strip()
            self._add(first_line, body, verbatim, context, span=(item.map[0], item.map[1]) if item.map else None)

    def _table(self, node: SyntaxTreeNode, context: _Context) -> None:
        head = [c for c in node.children if c.type == "thead"]
        rows_parent = [c for c in node.children if c.type == "tbody"]
        if not head or not rows_parent:
            return
        header = [_inline(cell).lower() for cell in head[0].children[0].children]
        title_col = _column(header, ("issue", "title", "finding", "problem", "concern", "gap", "description", "summary"))
        if title_col is None:
            return
        desc_col = _column(header, ("description", "details", "detail", "explanation", "rationale", "impact"), exclude=title_col)
        sev_col = _column(header, ("severity", "priority", "impact level"))
        cx_col = _column(header, ("complexity", "effort"))
        loc_col = _column(header, ("location", "section", "where", "line"))
        fix_col = _column(header, ("suggestion", "recommendation", "fix", "remediation"))
        self.shape = "table" if self.shape == "markdown" else self.shape
        for row in rows_parent[0].children:
            cells = [_inline(cell) for cell in row.children]
            if title_col >= len(cells) or not cells[title_col].strip():
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
            verbatim = self.lines[row.map[0]].strip() if row.map else " | ".join(cells)
            title = _clean_title(cells[title_col])
            self.items.append(
                ReviewItem(
                    title=title,
                    text=verbatim,
                    description=description,
                    severity=severity or context.severity,
                    complexity=complexity,
                    location=location,
                    span=(row.map[0], row.map[1]) if row.map else None,
                )
            )

    def _add(self, first_line: str, body: str, verbatim: str, context: _Context, *, whole_title: bool = False,
             span: tuple[int, int] | None = None) -> None:
        tags = read_tags(first_line)
        severity = tags.severity
        complexity = tags.complexity
        if severity is None or complexity is None:
            more = read_tags(first_line + "\n" + body)
            severity = severity or more.severity
            complexity = complexity or more.complexity
        severity = severity or context.severity
        title, rest = (_clean_title(tags.rest), "") if whole_title else _split_title(tags.rest)
        location = read_location(first_line + "\n" + body)
        description = _clean_description("\n".join(part for part in (rest, body) if part))
        if location.heading is None and context.kind == "topic" and context.title:
            location = Location(location.line, context.title)
        if not title:
            return
        self.items.append(
            ReviewItem(
                title=title,
                text=verbatim,
                description=description,
                severity=severity,
                complexity=complexity,
                location=location,
                span=span,
            )
        )

    def _from_json(self, obj: dict[str, object], raw: str | None = None) -> ReviewItem:
        title = _clean_title(_first_str(obj, _TITLE_KEYS) or "")
        description = _first_str(obj, _DESC_KEYS) or ""
        if description == title:
            description = ""
        suggestion = _first_str(obj, _SUGGESTION_KEYS)
        if suggestion:
            description = (description + "\nSuggestion: " + suggestion).strip()
        if not title:
            title = one_line(description, 100)
        severity = SEVERITY_WORDS.get(str(obj.get("severity", obj.get("priority", ""))).strip().lower())
        complexity = COMPLEXITY_WORDS.get(str(obj.get("complexity", obj.get("effort", ""))).strip().lower())
        raw_loc = _first_value(obj, _LOCATION_KEYS)
        line = obj.get("line")
        location = Location()
        if isinstance(raw_loc, dict):
            location = Location(
                raw_loc.get("line") if isinstance(raw_loc.get("line"), int) else None,
                str(raw_loc.get("heading") or raw_loc.get("section") or "") or None,
            )
        elif raw_loc is not None:
            location = read_location("Location: " + str(raw_loc))
        if isinstance(line, int):
            location = Location(line, location.heading)
        return ReviewItem(
            title=title,
            text=raw or (title if not description else f"{title}: {one_line(description, 300)}"),
            description=description,
            severity=severity,
            complexity=complexity,
            location=location,
        )

    def _slice(self, node: SyntaxTreeNode) -> str:
        if not node.map:
            return _inline(node)
        return "\n".join(self.lines[node.map[0] : node.map[1]]).rstrip()


# -- helpers ---------------------------------------------------------------


def _inline(node: SyntaxTreeNode) -> str:
    """The raw Markdown source of a heading, paragraph or cell."""
    for child in node.children:
        if child.type == "inline":
            return child.content
        if child.type == "paragraph":
            return _inline(child)
    return node.content if node.type == "inline" else ""


def _is_skip_leadin(text: str) -> bool:
    """A paragraph introducing a list of strengths or next steps rather than issues."""
    last = re.split(r"(?<=[.!?])\s+", text.strip())[-1] if text.strip() else ""
    return bool(_SKIP_LEADIN.search(last)) and not _CONCERN_WORDS.search(last)


def _is_group(title: str, body: list[SyntaxTreeNode]) -> bool:
    """An untagged short heading over nothing but a list of several items groups issues by topic."""
    if read_tags(title).severity is not None or len(title.split()) > 4 or not body:
        return False
    lists = [n for n in body if n.type in ("bullet_list", "ordered_list")]
    return len(lists) == len(body) and sum(len(n.children) for n in lists) >= 2


def _own_text(item: SyntaxTreeNode) -> str:
    parts = [_inline(c) for c in item.children if c.type == "paragraph"]
    return parts[0] if parts else ""


def _split_title(text: str) -> tuple[str, str]:
    """Title and the rest of the first line: "**Title** — rest", "Title: rest" or a first sentence."""
    text = text.strip()
    text = re.sub(r"^\s*(?:#+\s*)?(?:(?:issue|finding|concern|problem|gap)\s*#?\d+\s*[:.)\-–—]?\s*|#?\d+[.):]\s+)", "", text, flags=re.IGNORECASE)
    bold = re.match(r"^(?:\*\*|__)(.+?)(?:\*\*|__)\s*[:.\-–—]*\s*(.*)$", text, re.DOTALL)
    if bold and bold.group(1).strip():
        title, rest = bold.group(1), bold.group(2)
        return _clean_title(title), rest.strip()
    italic = re.match(r"^([*_])([^*_\n]{2,120}?)\1(?![*_])\s*[:.\-–—]*\s*(.*)$", text, re.DOTALL)
    if italic:
        return _clean_title(italic.group(2)), italic.group(3).strip()
    head = re.match(r"^([^:.!?]{3,100}?)(?::|\s[-–—]\s)\s*(.+)$", text)
    if head and len(head.group(1).split()) <= 14:
        return _clean_title(head.group(1)), head.group(2).strip()
    sentence = re.match(r"^(.{10,160}?[.!?])\s+(.+)$", text)
    if sentence:
        return _clean_title(sentence.group(1)), sentence.group(2).strip()
    return _clean_title(text), ""


_LOCATION_LINE = re.compile(r"^\s*(?:[-*]\s*)?(?:\*\*|__)?(?:location|section|where)(?:\*\*|__)?\s*[:\-–—].*$", re.IGNORECASE | re.MULTILINE)
_LABEL = re.compile(r"^(\s*(?:[-*]\s*)?)(?:\*\*|__)(problem|issue|why|impact|description|details)(?:\s*:)?(?:\*\*|__)\s*:?\s*", re.IGNORECASE | re.MULTILINE)


def _clean_description(text: str) -> str:
    """The item's body without its location line and "**Problem:**" labels."""
    text = _LOCATION_LINE.sub("", text)
    text = _LABEL.sub(r"\1", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


def _clean_title(title: str) -> str:
    title = re.sub(r"(?:\*\*|__|`)", "", title)
    title = read_tags(title).rest
    title = re.sub(r"^\s*(?:(?:issue|finding)\s*#?\d+\s*[:.)\-–—]?\s*|#?\d+[.):]\s+)", "", title, flags=re.IGNORECASE)
    title = title.strip(" \t:–—-")
    if title.endswith(".") and not title.endswith(".."):
        title = title[:-1]
    return one_line(title, 140)


def _looks_json(node: SyntaxTreeNode) -> bool:
    info = (node.info or "").strip().lower()
    return info in ("json", "jsonc", "") and node.content.lstrip()[:1] in "[{"


def _raw_objects(text: str, objs: list[dict[str, object]]) -> list[str | None]:
    """Each object's own text in ``text`` (as the reviewer wrote it), in order; None where not found."""
    decoder = json.JSONDecoder()
    raws: list[str | None] = []
    position = 0
    for obj in objs:
        found = None
        start = text.find("{", position)
        while start != -1:
            try:
                value, end = decoder.raw_decode(text, start)
            except ValueError:
                value, end = None, start + 1
            if value == obj:
                found = text[start:end]
                position = end
                break
            start = text.find("{", start + 1)
        raws.append(found)
    return raws


def _json_items(text: str) -> list[dict[str, object]] | None:
    if not text or text[0] not in "[{":
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if isinstance(data, dict):
        for key in ("issues", "findings", "items", "problems"):
            if isinstance(data.get(key), list):
                data = data[key]
                break
        else:
            return None
    if not isinstance(data, list):
        return None
    objs = [obj for obj in data if isinstance(obj, dict)]
    return objs if objs and len(objs) == len(data) else None


def _first_value(obj: dict[str, object], keys: tuple[str, ...]) -> object | None:
    lowered = {str(k).lower(): v for k, v in obj.items()}
    for key in keys:
        if lowered.get(key) not in (None, ""):
            return lowered[key]
    return None


def _first_str(obj: dict[str, object], keys: tuple[str, ...]) -> str | None:
    value = _first_value(obj, keys)
    return str(value).strip() if value is not None and not isinstance(value, (dict, list)) else None


def _column(header: list[str], names: tuple[str, ...], exclude: int | None = None) -> int | None:
    for name in names:
        for index, cell in enumerate(header):
            if index != exclude and name in cell:
                return index
    return None


def _word(cells: list[str], col: int | None, table: dict[str, Severity] | dict[str, Complexity]):  # type: ignore[no-untyped-def]
    if col is None or col >= len(cells):
        return None
    word = re.sub(r"[*_`\[\]()]", "", cells[col]).strip().lower()
    if word in table:
        return table[word]
    first = word.split("/")[0].split()[0] if word.split() else ""
    return table.get(first)
