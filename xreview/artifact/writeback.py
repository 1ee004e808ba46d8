"""Write-back: the artifact's new text with the Issue Log, the Review Log and two frontmatter fields updated.

``apply_plan`` is a pure function from the text as it is on disk now to the
text to write. It changes only what xreview owns — rows and entries inside the
Issue Log and Review Log sections, new log sections, and the frontmatter's
``status`` and ``updated`` values — and keeps every other byte: line endings,
a BOM, a missing final newline, trailing spaces, tabs. It checks its own
result before handing it back.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime

from xreview.artifact.document import BOM, Heading, MarkdownDocument, heading_key
from xreview.artifact.frontmatter import field_line, set_value
from xreview.artifact.issue_log import (
    COLUMN_KEYS,
    HUMAN_DECISIONS,
    REVIEW_LOG,
    LogRow,
    Table,
    content_end,
    escape,
    find_log_section,
    header_lines,
    issue_log_tables,
    log_status,
    render_row,
    replace_cells,
    status_word,
)
from xreview.artifact.owned import STATUS_FIELD, UPDATED_FIELD
from xreview.artifact.review_log import ENTRY_TITLE, ReviewEntry
from xreview.core.model import Status
from xreview.core.text import overlap, token_set
from xreview.errors import ArtifactError

REVIEW_COMPLETE = "external-review-complete"
_TRAILING_SECTIONS = ("revision history", "change log", "changelog", "version history", "document history", "history")
_SAME_TITLE = 0.5


class WriteBackError(ArtifactError):
    """The logs cannot be written into this artifact without changing what is not xreview's."""


@dataclass(frozen=True)
class RowValues:
    """What the Issue Log should say about one issue.

    ``number`` and ``aliases`` find the row it already has (the row number and the
    titles it is known by); without a match a new row is added, unless ``new_row``
    is False. ``require_source`` limits a "resolved" verdict to rows whose Source
    names one of these reviewers; ``decided`` marks a person's decision, which may
    overwrite a Deferred or Rejected row.
    """

    key: str
    title: str
    source: str
    severity: str
    complexity: str
    status: Status
    resolution: str = ""
    number: int | None = None
    aliases: tuple[str, ...] = ()
    new_row: bool = True
    require_source: frozenset[str] = frozenset()
    decided: bool = False


@dataclass
class WritePlan:
    rows: list[RowValues] = field(default_factory=list)
    entry: ReviewEntry | None = None
    status: str | None = None  # the frontmatter status to set
    updated: datetime | None = None  # the moment to write into the frontmatter's ``updated``


@dataclass
class WriteResult:
    text: str
    numbers: dict[str, int]  # issue key → its Issue Log row number
    closed: list[int] = field(default_factory=list)  # rows of earlier reviews marked resolved
    closed_keys: list[str] = field(default_factory=list)
    added: int = 0
    updated: int = 0
    entry: bool = False
    fields: list[str] = field(default_factory=list)

    def summary(self) -> str:
        parts = []
        if self.added or self.updated:
            parts.append(f"Issue Log: {self.added} new row{'s' if self.added != 1 else ''}, {self.updated} updated")
        if self.entry:
            parts.append("Review Log: entry added")
        if self.fields:
            parts.append("frontmatter: " + ", ".join(self.fields))
        return "; ".join(parts) or "nothing to change"


# ---------------------------------------------------------------- splicing lines


class _Splice:
    """Line replacements and block insertions on a parsed document, applied in one pass."""

    def __init__(self, doc: MarkdownDocument) -> None:
        self.doc = doc
        self.replaced: dict[int, str] = {}
        self.inserted: dict[int, list[tuple[list[str], bool]]] = {}

    def replace(self, index: int, text: str) -> None:
        self.replaced[index] = text

    def insert(self, position: int, block: list[str], *, pad: bool = True) -> None:
        self.inserted.setdefault(position, []).append((block, pad))

    def apply(self) -> str:
        doc = self.doc
        nl = doc.newline
        lines = doc.lines
        out: list[str] = []
        done = 0  # lines before this index are in ``out``
        for index in sorted(set(self.replaced) | set(self.inserted)):
            out.extend(lines[done:index])
            done = index
            for block, pad in self.inserted.get(index, ()):
                if out and not out[-1].endswith(("\n", "\r")):
                    out[-1] += nl
                if pad and out and out[-1].strip():
                    out.append(nl)
                out.extend(line + nl for line in block)
                if pad and index < len(lines) and lines[index].strip():
                    out.append(nl)
            if index in self.replaced:
                line = lines[index]
                ending = line[len(line.rstrip("\r\n")) :]
                out.append(self.replaced[index] + ending)
                done = index + 1
        out.extend(lines[done:])
        if lines and not lines[-1].endswith(("\n", "\r")) and out and out[-1].endswith(("\n", "\r")):
            out[-1] = out[-1].rstrip("\r\n")  # the file had no final newline: it still has none
        return (BOM if doc.bom else "") + "".join(out)


# ---------------------------------------------------------------- the plan


def apply_plan(text: str, plan: WritePlan) -> WriteResult:
    """The artifact ``text`` with ``plan`` written into it (see the module docstring)."""
    doc = MarkdownDocument.parse(text)
    splice = _Splice(doc)
    result = WriteResult(text, {})
    _frontmatter(doc, plan, splice, result)
    issue_heading, tables = issue_log_tables(doc)
    rows = [row for table in tables for row in table.rows]
    new_rows = _rows(doc, plan, splice, result, rows, tables[-1].columns if tables else None)
    review_heading = find_log_section(doc, REVIEW_LOG)
    _sections(doc, plan, splice, result, new_rows, tables, issue_heading, review_heading)
    result.text = splice.apply() if (splice.replaced or splice.inserted) else text
    if result.text != text:
        entries = _entries(doc, review_heading)
        _verify(result, len(rows), entries + (1 if plan.entry is not None else 0))
    return result


def _rows(doc: MarkdownDocument, plan: WritePlan, splice: _Splice, result: WriteResult, rows: list[LogRow],
          columns: tuple[str, ...] | None) -> list[str]:
    """Update the Issue Log rows the plan matches; return the new rows to add, numbered after the highest."""
    numbers = {row.line: row.number for row in rows}  # read once: matching asks each row for every plan row
    highest = max((n for n in numbers.values() if n is not None), default=0)
    claimed: set[int] = set()
    reported = {issue.key for issue in plan.entry.issues} if plan.entry is not None else set()
    new_rows: list[str] = []
    row_keys = {row.line: _title_key(row.title) for row in rows}
    for values in plan.rows:
        row = _match(values, rows, claimed, row_keys, numbers)
        if row is not None:
            claimed.add(row.line)
            if row.number is not None:
                result.numbers[values.key] = row.number
            changes = _row_changes(row, values)
            if changes:
                splice.replace(row.line, replace_cells(doc.line_text(row.line), row.spans, changes))
                result.updated += 1
                if values.status is Status.RESOLVED and values.key not in reported and row.number is not None:
                    result.closed.append(row.number)
                    result.closed_keys.append(values.key)
        elif values.new_row:
            highest += 1
            result.numbers[values.key] = highest
            new_rows.append(render_row(columns or COLUMN_KEYS, _cells(values, highest)))
            result.added += 1
    return new_rows


def _sections(doc: MarkdownDocument, plan: WritePlan, splice: _Splice, result: WriteResult, new_rows: list[str],
              tables: list[Table], issue_heading: Heading | None, review_heading: Heading | None) -> None:
    """Insert the new rows and the Review Log entry, creating either log's section where it is missing."""
    level = doc.section_level
    end_position, end_level = _end_position(doc)
    issue_block: list[str] = []
    if new_rows:
        if tables:
            _check_open_block(doc, tables[-1].end)
            splice.insert(tables[-1].end, new_rows, pad=False)
        elif issue_heading is not None:
            position = content_end(doc, issue_heading)
            _check_open_block(doc, position)
            splice.insert(position, header_lines() + new_rows)
        else:
            issue_block = header_lines() + new_rows
    review_block: list[str] = []
    if plan.entry is not None:
        result.entry = True
        if review_heading is not None:
            position = content_end(doc, review_heading)
            _check_open_block(doc, position)
            splice.insert(position, plan.entry.lines(max(3, review_heading.level + 1), result.numbers, tuple(result.closed)))
        else:
            review_block = plan.entry.lines(max(3, level + 1), result.numbers, tuple(result.closed))
    if issue_block and review_block:
        _check_open_block(doc, end_position)
        heading = "#" * end_level
        splice.insert(end_position, [f"{heading} Issue Log", "", *issue_block, "", f"{heading} Review Log", "", *review_block])
    elif issue_block:
        position, at = (review_heading.line, review_heading.level) if review_heading else (end_position, end_level)
        _check_open_block(doc, position)
        splice.insert(position, [f"{'#' * at} Issue Log", "", *issue_block])
    elif review_block:
        if issue_heading is not None:
            position, at = doc.section_end(issue_heading), issue_heading.level
        else:
            position, at = end_position, end_level
        _check_open_block(doc, position)
        splice.insert(position, [f"{'#' * at} Review Log", "", *review_block])


def _cells(values: RowValues, number: int) -> dict[str, str]:
    return {
        "number": str(number),
        "issue": values.title,
        "source": values.source,
        "severity": values.severity,
        "complexity": values.complexity,
        "status": status_word(values.status),
        "resolution": values.resolution or "-",
    }


def _frontmatter(doc: MarkdownDocument, plan: WritePlan, splice: _Splice, result: WriteResult) -> None:
    changes: list[tuple[str, str | None, datetime | None]] = []
    if plan.status is not None:
        changes.append((STATUS_FIELD, plan.status, None))
    if plan.updated is not None:
        changes.append((UPDATED_FIELD, None, plan.updated))
    for key, value, when in changes:
        index = field_line(doc, key)
        if index is None:
            continue
        old = doc.line_text(index)
        new = set_value(old, value, when=when)
        if new is not None and new != old:
            splice.replace(index, new)
            result.fields.append(key)


def _title_key(title: str) -> str:
    return " ".join(re.findall(r"\w+", title.lower()))


def _match(values: RowValues, rows: list[LogRow], claimed: set[int], row_keys: dict[int, str],
           numbers: dict[int, int | None]) -> LogRow | None:
    """The row that already logs this issue: by its number (if the title still fits), else by title."""
    titles = (values.title, *values.aliases)
    keys = {_title_key(t) for t in titles}
    if values.number is not None:
        for row in rows:
            if numbers[row.line] == values.number and row.line not in claimed and _same_issue(row, row_keys, titles, keys):
                return row
    for row in rows:
        if row.line not in claimed and row_keys[row.line] in keys:
            return row
    return None


def _same_issue(row: LogRow, row_keys: dict[int, str], titles: tuple[str, ...], keys: set[str]) -> bool:
    if row_keys[row.line] in keys:
        return True
    title = row.title
    words = token_set(title)
    return any(overlap(words, token_set(t)) >= _SAME_TITLE for t in titles)


def source_names(cell: str) -> set[str]:
    """The reviewers a Source cell names, lowercased ("External-Kimi-K2, External-Gemini")."""
    return {part.strip().lower() for part in re.split(r"[,;/&+]|\band\b", cell) if part.strip()}


def _row_changes(row: LogRow, values: RowValues) -> dict[int, str]:
    """The Status and Resolution cells to rewrite in an existing row (none when its verdict stands)."""
    if "status" not in row.columns:
        return {}
    current = log_status(row.status)
    wanted = values.status
    if current is wanted:
        return {}
    if not values.decided:
        if current in HUMAN_DECISIONS:
            return {}  # a person deferred or rejected it: that stands
        if wanted is Status.RESOLVED and not (source_names(row.source) & {s.lower() for s in values.require_source}):
            return {}  # only a reviewer that raised it can stop raising it
        names = source_names(row.source)
        if current.unresolved and wanted.unresolved and not (names and all(n.startswith("external-") for n in names)):
            return {}  # a row a person or another phase wrote keeps its open state
    changes = {row.columns.index("status"): status_word(wanted)}
    if "resolution" in row.columns and values.resolution:
        old = row.cells[row.columns.index("resolution")] if row.columns.index("resolution") < len(row.cells) else ""
        new = escape(values.resolution)
        if old.strip() and old.strip() not in ("-", "—", "–", new):
            new = f"{new}; earlier: {old.strip()}"
        changes[row.columns.index("resolution")] = new
    return changes


def _end_position(doc: MarkdownDocument) -> tuple[int, int]:
    """Where new log sections go, and their level: before a trailing Revision History, else at the end."""
    level = doc.section_level
    top = [h for h in doc.headings if doc.is_top_level(h) and h is not doc.title_heading]
    if top:
        last = top[-1]
        later = [h for h in doc.headings if h.line > last.line and h.level <= last.level]
        if not later and heading_key(last.title) in _TRAILING_SECTIONS:
            return last.line, last.level
    return len(doc.lines), level


def _check_open_block(doc: MarkdownDocument, position: int) -> None:
    if doc.unclosed is not None and position > doc.unclosed:
        raise WriteBackError(
            f"line {doc.unclosed + 1} opens a code fence or HTML comment that is never closed, "
            "so anything xreview added after it would be part of it",
            hint="close it, or run with --no-write",
        )


def _verify(result: WriteResult, existing: int, entries: int) -> None:
    """Re-read the new text: the logs must be where a reader (and the next run) will find them."""
    doc = MarkdownDocument.parse(result.text)
    rows = [row for table in issue_log_tables(doc)[1] for row in table.rows]
    if len(rows) != existing + result.added:
        raise WriteBackError(
            f"the Issue Log would not read back as written ({len(rows)} rows instead of {existing + result.added})",
            hint="check the Issue Log section's table, or run with --no-write",
        )
    numbers = [r.number for r in rows if r.number is not None]
    wanted = set(result.numbers.values())
    if not wanted <= set(numbers):
        raise WriteBackError("the Issue Log's row numbers would not read back as written", hint="run with --no-write")
    if _entries(doc, find_log_section(doc, REVIEW_LOG)) != entries:
        raise WriteBackError("the Review Log entry would not read back as written", hint="run with --no-write")


def _entries(doc: MarkdownDocument, heading: Heading | None) -> int:
    """How many "Phase 2: External Review" entries the Review Log holds."""
    if heading is None:
        return 0
    end = doc.section_end(heading)
    return sum(1 for h in doc.headings if heading.line < h.line < end and h.title == ENTRY_TITLE)
