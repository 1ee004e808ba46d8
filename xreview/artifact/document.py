"""A fence-aware model of a Markdown artifact: frontmatter, headings, code, line numbers.

A hand-written line scanner rather than a full CommonMark parse: it finds what
xreview needs (ATX and setext headings outside code fences, indented code and
HTML comments, and the YAML frontmatter) in one pass, fast on multi-megabyte
documents. Tests check its headings against markdown-it-py's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

BOM = "\ufeff"
_ATX = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_FENCE = re.compile(r"^( {0,3})(`{3,}|~{3,})(.*)$")
_LIST_OR_QUOTE = re.compile(r"^ {0,3}(?:[-+*](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|>)")
_THEMATIC = re.compile(r"^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$")
_LONE_CR = re.compile(r"\r(?!\n)")
_LINE = re.compile(r"[^\r\n]*(?:\r\n|\n|\r)|[^\r\n]+\Z")


def split_lines(text: str) -> list[str]:
    """``text`` as lines with their endings kept, split only where Markdown ends a line.

    Unlike ``str.splitlines`` this does not break at form feeds, U+2028 and the
    like, so line numbers agree with editors and ``"".join`` gives ``text`` back.
    """
    if "\r" in text and _LONE_CR.search(text):
        return _LINE.findall(text)
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


@dataclass(frozen=True)
class Heading:
    """A heading outside code: 0-based ``line`` of its text, ``end`` one past its last line."""

    line: int
    end: int
    level: int
    title: str
    setext: bool = False

    @property
    def lineno(self) -> int:
        """The 1-based line number a user sees."""
        return self.line + 1


@dataclass(frozen=True)
class Frontmatter:
    """The YAML frontmatter block: lines ``start``..``end`` (exclusive), fences included."""

    start: int
    end: int
    body: str


@dataclass
class MarkdownDocument:
    """The artifact as lines (line endings kept) plus the structure found in them."""

    text: str
    lines: list[str]
    bom: bool
    newline: str
    frontmatter: Frontmatter | None
    headings: list[Heading]
    code: list[bool] = field(repr=False)
    unclosed: int | None = None  # 0-based line of a code fence or comment still open at the end

    @classmethod
    @lru_cache(maxsize=4)  # each text once: a review reads the same document at every stage (a document is never changed)
    def parse(cls, text: str) -> MarkdownDocument:
        bom = text.startswith(BOM)
        body = text[1:] if bom else text
        lines = split_lines(body)
        newline = _dominant_newline(lines)
        frontmatter = _find_frontmatter(lines)
        first = frontmatter.end if frontmatter else 0
        headings, code, unclosed = _scan(lines, first)
        return cls(text, lines, bom, newline, frontmatter, headings, code, unclosed)

    @property
    def line_count(self) -> int:
        return len(self.lines)

    def line_text(self, index: int) -> str:
        """Line ``index`` (0-based) without its line ending."""
        return self.lines[index].rstrip("\r\n")

    def is_code(self, index: int) -> bool:
        """True when line ``index`` is inside a fence, indented code or an HTML comment."""
        return self.code[index]

    def section_end(self, heading: Heading) -> int:
        """One past the last line of ``heading``'s section (the next heading at its level or above)."""
        for other in self.headings:
            if other.line > heading.line and other.level <= heading.level:
                return other.line
        return len(self.lines)

    def heading_at(self, index: int) -> Heading | None:
        """The innermost heading whose section contains line ``index`` (0-based)."""
        found = None
        for heading in self.headings:
            if heading.line > index:
                break
            found = heading
        return found

    @cached_property
    def title_heading(self) -> Heading | None:
        """The document's title: a first heading at level 1 that no other level-1 heading follows."""
        if not self.headings or self.headings[0].level != 1:
            return None
        return self.headings[0] if sum(1 for h in self.headings if h.level == 1) == 1 else None

    @cached_property
    def _parents(self) -> dict[int, Heading | None]:
        parents: dict[int, Heading | None] = {}
        stack: list[Heading] = []
        for heading in self.headings:
            while stack and stack[-1].level >= heading.level:
                stack.pop()
            parents[heading.line] = stack[-1] if stack else None
            stack.append(heading)
        return parents

    def parent(self, heading: Heading) -> Heading | None:
        """The nearest heading before ``heading`` at a shallower level (its enclosing section)."""
        return self._parents.get(heading.line)

    def is_top_level(self, heading: Heading) -> bool:
        """True for a section of the document itself, not one nested inside another section."""
        parent = self.parent(heading)
        return parent is None or parent == self.title_heading

    @property
    def section_level(self) -> int:
        """The heading level of the document's main sections (2 under a title, else the shallowest)."""
        if self.title_heading is not None or not self.headings:
            return 2
        return min(h.level for h in self.headings)

    def outline(self) -> list[tuple[int, int, str]]:
        """(1-based line, level, title) of every heading, for locating issues."""
        return [(h.lineno, h.level, h.title) for h in self.headings]


def heading_key(title: str) -> str:
    """A heading's words, lowercased, without a leading section number ("7. Issue Log" → "issue log")."""
    words = re.findall(r"[a-z0-9]+", title.lower())
    while words and words[0].isdigit():
        words.pop(0)
    return " ".join(words)


def _dominant_newline(lines: list[str]) -> str:
    crlf = sum(1 for line in lines[:200] if line.endswith("\r\n"))
    lf = sum(1 for line in lines[:200] if line.endswith("\n") and not line.endswith("\r\n"))
    return "\r\n" if crlf > lf else "\n"


def _find_frontmatter(lines: list[str]) -> Frontmatter | None:
    if not lines or lines[0].rstrip("\r\n").rstrip() != "---":
        return None
    for index in range(1, len(lines)):
        if lines[index].rstrip("\r\n").rstrip() in ("---", "..."):
            return Frontmatter(0, index + 1, "".join(lines[1:index]))
    return None


def _opens_paragraph(text: str) -> bool:
    """True when ``text`` starts a paragraph (so later lines may continue it lazily)."""
    return bool(text.strip()) and not (_ATX.match(text) or _THEMATIC.match(text) or _FENCE.match(text))


# A line starting with none of these can only be paragraph text (or a table row, if it has a pipe).
_SPECIAL_START = frozenset(" \t#>-*+_=`~<0123456789")
_BLOCK_START = frozenset("#>-*+_`~<0123456789")
_LIST_START = frozenset("-+*>0123456789")
_DELIMITER_ROW = re.compile(r"^ {0,3}[-:|][-:| \t]*$")
_DELIMITER_CELL = re.compile(r"^:?-+:?$")


def _is_table(header: str, delimiter: str) -> bool:
    """True when ``header`` and the ``delimiter`` line under it open a GFM table (markdown-it's rule)."""
    if not _DELIMITER_ROW.match(delimiter):
        return False
    row = delimiter.strip()
    if len(row) < 2 or (row[0] == "-" and row[1] in " \t"):
        return False  # "- ..." is a list item, not a delimiter row
    cells = row.split("|")
    aligns = 0
    for position, cell in enumerate(cells):
        cell = cell.strip()
        if not cell:
            if position in (0, len(cells) - 1):
                continue
            return False
        if not _DELIMITER_CELL.match(cell):
            return False
        aligns += 1
    head = header.strip()
    if "|" not in head:
        return False
    columns = re.split(r"(?<!\\)\|", head)
    if columns and columns[0] == "":
        columns.pop(0)
    if columns and columns[-1].strip() == "":
        columns.pop()
    return 0 < len(columns) == aligns


def _ends_table(text: str) -> bool:
    """True when a line after a table's rows starts another block (markdown-it's terminators)."""
    stripped = text.lstrip(" ")
    if len(text) - len(stripped) >= 4:
        return True
    if stripped[:1] not in _BLOCK_START:
        return False
    return bool(
        _ATX.match(text) or _FENCE.match(text) or _THEMATIC.match(text) or _LIST_OR_QUOTE.match(text)
        or text.lstrip(" ").startswith("<!--")
    )


def _scan(lines: list[str], first: int) -> tuple[list[Heading], list[bool], int | None]:
    """The headings, which lines are code (fenced, indented or an HTML comment), and where a fence or comment
    left open at the end started — read line by line as CommonMark reads blocks, without building a tree."""
    return _Scanner(lines).run(first)


class _Scanner:
    """One pass over the lines. The loop keeps the common case — a line of prose — on its fastest path; a line
    that may open a block goes to ``_block``."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.headings: list[Heading] = []
        self.code = [False] * len(lines)
        self.opened = 0  # where the open fence or comment started
        self.fence: tuple[str, int] | None = None  # (char, length) of the open fence
        self.in_comment = False
        self.paragraph_start: int | None = None  # first line of the paragraph being read
        self.in_container = False  # a list item or block quote paragraph is open: no setext, lazy lines continue it
        self.item_indent: int | None = None  # content column of the open list item: deeper lines belong to it
        self.in_table = False  # the rows of a table: never a paragraph, so never a setext heading
        self.delimiter_row = -1
        self.previous_blank = True

    def run(self, first: int) -> tuple[list[Heading], list[bool], int | None]:
        lines, code = self.lines, self.code
        for index in range(first, len(lines)):
            raw = lines[index].rstrip("\r\n")
            if self.fence is not None:
                code[index] = True
                stripped = raw.lstrip(" ")
                fence = self.fence
                if len(raw) - len(stripped) <= 3 and stripped.startswith(fence[0] * fence[1]):
                    if not stripped.lstrip(fence[0]).strip():
                        self.fence = None
                continue
            if self.in_comment:
                code[index] = True
                if "-->" in raw:
                    self.in_comment = False
                self.previous_blank = False
                continue
            if not raw.strip():
                self.paragraph_start = None
                self.previous_blank = True
                self.in_container = False
                self.in_table = False
                continue
            if index == self.delimiter_row or (self.in_table and not _ends_table(raw)):
                self.previous_blank = False
                continue
            self.in_table = False
            if raw[0] not in _SPECIAL_START and "|" not in raw:
                # fast path for prose: a line that cannot open any block but a paragraph
                if self.item_indent is not None and self.previous_blank:
                    self.item_indent = None
                self.previous_blank = False
                if self.paragraph_start is None and not self.in_container:
                    self.item_indent = None
                    self.paragraph_start = index
                continue
            self._block(index, raw)
        return self.headings, code, (self.opened if self.fence is not None or self.in_comment else None)

    def _block(self, index: int, raw: str) -> None:
        """A line that may open a block: a list item's content, a table, a fence, indented code, a comment, a
        heading, a thematic break, a list item or quote — or else a paragraph."""
        stripped = raw.lstrip(" ")
        indent = len(raw) - len(stripped)
        lead = stripped[:1]  # no block marker regex can match unless this character could start it
        if self.item_indent is not None:
            if indent >= self.item_indent:
                self.previous_blank = False
                self.in_container = _opens_paragraph(raw[self.item_indent:])
                return  # content of a list item (its headings are not document sections)
            if self.previous_blank:
                self.item_indent = None
        if self._table(index, raw, indent) or self._code(index, raw, lead):
            return
        self.previous_blank = False
        if self._heading(index, raw, lead):
            return
        if lead in ("-", "*", "_") and _THEMATIC.match(raw):
            self.paragraph_start = None
            self.in_container = False
            self.item_indent = None
            return
        marker = _LIST_OR_QUOTE.match(raw) if lead in _LIST_START else None
        if marker:
            self.paragraph_start = None
            rest = raw[marker.end() :]
            inner = rest
            while (nested := _LIST_OR_QUOTE.match(inner)) is not None:
                inner = inner[nested.end() :]  # "- -" is an item holding an empty item
            # only an item that opens a paragraph takes lazy continuation lines
            self.in_container = _opens_paragraph(inner)
            if raw.lstrip(" ").startswith(">"):
                self.item_indent = None
            else:
                self.item_indent = marker.end() + (len(rest) - len(rest.lstrip(" ")) if rest.strip() else 0)
            return
        if self.paragraph_start is None and not self.in_container:
            self.item_indent = None
            self.paragraph_start = index

    def _table(self, index: int, raw: str, indent: int) -> bool:
        lines = self.lines
        if (
            not self.in_container
            and indent < 4
            and "|" in raw
            and index + 1 < len(lines)
            and _is_table(raw, lines[index + 1].rstrip("\r\n"))
        ):
            self.in_table = True
            self.delimiter_row = index + 1
            self.paragraph_start = None
            self.item_indent = None
            self.previous_blank = False
            return True
        return False

    def _code(self, index: int, raw: str, lead: str) -> bool:
        """A fence opening, indented code, or an HTML comment block."""
        match = _FENCE.match(raw) if lead in ("`", "~") else None
        if match and not (match.group(2)[0] == "`" and "`" in match.group(3)):
            self.fence = (match.group(2)[0], len(match.group(2)))
            self.opened = index
            self.code[index] = True
            self.paragraph_start = None
            self.in_container = False
            self.item_indent = None
            self.previous_blank = False
            return True
        if self.paragraph_start is None and not self.in_container and (raw.startswith("    ") or raw.startswith("\t")):
            self.code[index] = True  # indented code block
            return True
        if lead == "<" and raw.startswith(("<!--", " <!--", "  <!--", "   <!--")):
            self.code[index] = True  # an HTML comment block (it may interrupt a paragraph)
            self.in_comment = "-->" not in raw.split("<!--", 1)[1]
            self.opened = index
            self.paragraph_start = None
            self.in_container = False
            self.previous_blank = False
            return True
        return False

    def _heading(self, index: int, raw: str, lead: str) -> bool:
        """An ATX heading (``## Title``) or the underline of a setext one."""
        atx = _ATX.match(raw) if lead == "#" else None
        if atx:
            title = (atx.group(2) or "").strip()
            self.headings.append(Heading(index, index + 1, len(atx.group(1)), title))
            self.paragraph_start = None
            self.in_container = False
            self.item_indent = None
            return True
        start = self.paragraph_start
        setext = _SETEXT.match(raw) if lead in ("=", "-") and start is not None else None
        if setext and start is not None:
            text = " ".join(self.lines[i].strip() for i in range(start, index))
            level = 1 if setext.group(1).startswith("=") else 2
            self.headings.append(Heading(start, index + 1, level, text, setext=True))
            self.paragraph_start = None
            return True
        return False
