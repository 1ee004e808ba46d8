"""The Issue Log: finding the log sections, reading their tables, merging rows into them.

A row xreview did not write is never rewritten: an existing row changes only in
its Status and Resolution cells, and only when the review's verdict on that
issue differs from what the row says. Every other byte of the row — padding,
escaped pipes, inline code, a human's wording — stays as it was.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xreview.artifact.credentials import mask_secrets
from xreview.artifact.document import Heading, MarkdownDocument, heading_key
from xreview.core.model import Status
from xreview.core.text import clean_text

ISSUE_LOG = "issue log"
REVIEW_LOG = "review log"
COLUMNS = ("#", "Issue", "Source", "Severity", "Complexity", "Status", "Resolution")

# What a column is about, from the words of its header cell.
_HEADER_WORDS = {
    "#": "number", "no": "number", "nr": "number", "num": "number", "number": "number", "id": "number",
    "issue": "issue", "title": "issue", "description": "issue", "finding": "issue", "problem": "issue",
    "source": "source", "sources": "source", "reviewer": "source", "reviewers": "source", "raised by": "source",
    "severity": "severity", "priority": "severity",
    "complexity": "complexity", "effort": "complexity",
    "status": "status", "state": "status",
    "resolution": "resolution", "notes": "resolution", "outcome": "resolution",
}
COLUMN_KEYS = ("number", "issue", "source", "severity", "complexity", "status", "resolution")
_SEPARATOR_CELL = re.compile(r"^:?-+:?$")

_STATUS_WORDS = {
    "open": Status.OPEN, "new": Status.OPEN, "reopened": Status.OPEN, "re-opened": Status.OPEN,
    "in progress": Status.OPEN,
    "flagged": Status.FLAGGED, "flagged for user": Status.FLAGGED, "needs decision": Status.FLAGGED,
    "resolved": Status.RESOLVED, "fixed": Status.RESOLVED, "done": Status.RESOLVED, "closed": Status.RESOLVED,
    "complete": Status.RESOLVED, "completed": Status.RESOLVED, "auto-fixed": Status.RESOLVED,
    "deferred": Status.DEFERRED, "postponed": Status.DEFERRED, "later": Status.DEFERRED,
    "rejected": Status.REJECTED, "won't fix": Status.REJECTED, "wont fix": Status.REJECTED,
    "out of scope": Status.REJECTED, "invalid": Status.REJECTED, "not an issue": Status.REJECTED,
    "logged": Status.LOGGED, "log only": Status.LOGGED, "logged only": Status.LOGGED, "noted": Status.LOGGED,
}
# Decisions only a person takes: xreview never overwrites them in a row.
HUMAN_DECISIONS = (Status.DEFERRED, Status.REJECTED)


def status_word(status: Status) -> str:
    """How a status is written in the Issue Log."""
    return status.value.capitalize()


def log_status(text: str) -> Status:
    """The status a row's Status cell means (people write "Fixed", "won't fix", "**Open**"...)."""
    word = re.sub(r"[*_`~]", "", text).strip().lower().rstrip(".")
    if word in _STATUS_WORDS:
        return _STATUS_WORDS[word]
    first = re.split(r"[\s(—–:-]", word, maxsplit=1)[0] if word else ""
    return _STATUS_WORDS.get(first, Status.OPEN)


def find_log_section(doc: MarkdownDocument, name: str) -> Heading | None:
    """The log heading named ``name``: a section of the document itself (not one nested in another
    section, such as a "### Issue Log" template describing the format), the shallowest such heading,
    and the last one at that level."""
    last_word = name.split()[-1]
    matches = [
        h for h in doc.headings
        if last_word in h.title.lower() and heading_key(h.title) == name and doc.is_top_level(h)
    ]
    if not matches:
        return None
    level = min(h.level for h in matches)
    return [h for h in matches if h.level == level][-1]


def content_end(doc: MarkdownDocument, heading: Heading) -> int:
    """One past the last non-blank line of ``heading``'s section (trailing blank lines excluded)."""
    end = doc.section_end(heading)
    while end > heading.end and not doc.line_text(end - 1).strip():
        end -= 1
    return end


# ---------------------------------------------------------------- table cells


def cell_spans(text: str) -> list[tuple[int, int]] | None:
    """The (start, end) of each cell's raw content in a table row, or None if it has no pipe.

    Pipes split cells unless escaped (``\\|``) or inside a code span; a leading
    and a trailing pipe are optional, as in GFM.
    """
    spans: list[tuple[int, int]] = []
    start = 0
    i = 0
    n = len(text)
    pipes = 0
    code = 0
    while i < n:
        ch = text[i]
        if ch == "\\" and i + 1 < n:
            i += 2
            continue
        if ch == "`":
            run = i
            while run < n and text[run] == "`":
                run += 1
            length = run - i
            if code == 0:
                # opens a code span only if a closing run of the same length follows
                if re.search(r"(?<!`)" + "`" * length + r"(?!`)", text[run:]):
                    code = length
            elif code == length:
                code = 0
            i = run
            continue
        if ch == "|" and not code:
            pipes += 1
            if not (pipes == 1 and not text[:i].strip()):
                spans.append((start, i))
            start = i + 1
        i += 1
    if pipes == 0:
        return None
    if text[start:].strip():
        spans.append((start, n))
    return spans


def split_row(line: str) -> tuple[str, ...] | None:
    """The cells of a table row as written (stripped, pipes still escaped), or None without a pipe."""
    spans = cell_spans(line.rstrip("\r\n"))
    if spans is None:
        return None
    text = line.rstrip("\r\n")
    return tuple(text[a:b].strip() for a, b in spans)


def unescape(cell: str) -> str:
    return cell.replace("\\|", "|").replace("<br>", "\n")


def escape(text: str) -> str:
    """A value made safe for one table cell: credentials masked, no control character, pipes escaped, line
    breaks as <br>."""
    flat = clean_text(mask_secrets(text.replace("\r\n", "\n").replace("\r", "\n"))).replace("\t", " ").strip()
    flat = re.sub(r"\n\s*", "\n", flat)
    return flat.replace("\\|", "|").replace("|", "\\|").replace("\n", "<br>")


# ---------------------------------------------------------------- tables


@dataclass(frozen=True)
class LogRow:
    """One Issue Log row: 0-based ``line``, its cells as written (pipes still escaped), their spans."""

    line: int
    cells: tuple[str, ...]
    spans: tuple[tuple[int, int], ...] = ()
    columns: tuple[str, ...] = COLUMN_KEYS

    def cell(self, index: int) -> str:
        return unescape(self.cells[index]) if index < len(self.cells) else ""

    def value(self, key: str) -> str:
        """The unescaped cell of the column named ``key`` (``number``, ``issue``, ``status``...)."""
        return self.cell(self.columns.index(key)) if key in self.columns else ""

    @property
    def number(self) -> int | None:
        raw = self.cells[self.columns.index("number")] if "number" in self.columns and self.cells else ""
        match = re.fullmatch(r"\W{0,3}(\d{1,9})\W{0,3}", raw.strip())
        return int(match.group(1)) if match else None

    @property
    def title(self) -> str:
        return self.value("issue")

    @property
    def severity(self) -> str:
        return self.value("severity")

    @property
    def source(self) -> str:
        return self.value("source")

    @property
    def status(self) -> str:
        return self.value("status")

    @property
    def resolution(self) -> str:
        return self.value("resolution")


@dataclass(frozen=True)
class Table:
    """A table in the Issue Log: its header line, column keys, rows, and ``end`` one past its last line."""

    header: int
    columns: tuple[str, ...]
    rows: tuple[LogRow, ...]
    end: int


def column_key(header_cell: str) -> str:
    words = re.findall(r"[a-z#]+", header_cell.lower().replace("'", ""))
    joined = " ".join(words)
    if joined in _HEADER_WORDS:
        return _HEADER_WORDS[joined]
    return _HEADER_WORDS.get(words[0], joined) if words else "?"


def find_tables(doc: MarkdownDocument, start: int, end: int) -> list[Table]:
    """The GFM tables among lines ``start``..``end`` outside code, in order."""
    tables: list[Table] = []
    index = start
    while index + 1 < end:
        if doc.is_code(index) or doc.is_code(index + 1):
            index += 1
            continue
        header = split_row(doc.line_text(index))
        separator = split_row(doc.line_text(index + 1))
        if (
            not header
            or not separator
            or len(header) != len(separator)
            or not all(_SEPARATOR_CELL.match(c.replace(" ", "")) for c in separator)
        ):
            index += 1
            continue
        columns = tuple(column_key(c) for c in header)
        rows: list[LogRow] = []
        line = index + 2
        while line < end and not doc.is_code(line):
            text = doc.line_text(line)
            if not text.strip() or _starts_block(text):
                break
            spans = cell_spans(text) or [(0, len(text))]
            rows.append(LogRow(line, tuple(text[a:b].strip() for a, b in spans), tuple(spans), columns))
            line += 1
        tables.append(Table(index, columns, tuple(rows), line))
        index = line
    return tables


def _starts_block(text: str) -> bool:
    """True when a line after a table starts another block (and so ends the table)."""
    return bool(re.match(r"^ {0,3}(#{1,6}(\s|$)|>|```|~~~|<!--)", text))


def issue_log_tables(doc: MarkdownDocument) -> tuple[Heading | None, list[Table]]:
    heading = find_log_section(doc, ISSUE_LOG)
    if heading is None:
        return None, []
    return heading, find_tables(doc, heading.end, doc.section_end(heading))


def read_issue_log(doc: MarkdownDocument) -> list[LogRow]:
    """The data rows of the Issue Log's tables (headers and separators excluded)."""
    return [row for table in issue_log_tables(doc)[1] for row in table.rows]


def replace_cells(text: str, spans: tuple[tuple[int, int], ...], values: dict[int, str]) -> str:
    """``text`` (a row) with the cells at the given indexes replaced, everything else kept."""
    out = text
    for index in sorted(values, reverse=True):
        if index >= len(spans):
            continue
        a, b = spans[index]
        out = out[:a] + f" {values[index]} " + out[b:]
    return out


def render_row(columns: tuple[str, ...], values: dict[str, str]) -> str:
    """A new row for a table with ``columns``: known columns filled, unknown ones "-"."""
    return "| " + " | ".join(escape(values.get(key, "")) or "-" for key in columns) + " |"


def header_lines() -> list[str]:
    return ["| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]


def source_name(reviewer: str) -> str:
    """How a reviewer is named in the Source column: "kimi-k2" → "External-Kimi-K2"."""
    parts = [p for p in re.split(r"[\s_/:-]+", reviewer.strip()) if p]
    return "External-" + "-".join(p[:1].upper() + p[1:] for p in parts)
