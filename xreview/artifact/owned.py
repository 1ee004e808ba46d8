"""What xreview owns in an artifact — the Issue Log and Review Log sections, and the frontmatter fields it
sets — and the artifact without them: what reviewers read, and what decides whether the person edited it."""

from __future__ import annotations

from xreview.artifact.document import BOM, MarkdownDocument
from xreview.artifact.frontmatter import field_line
from xreview.artifact.issue_log import ISSUE_LOG, REVIEW_LOG, find_log_section

STATUS_FIELD = "status"
UPDATED_FIELD = "updated"


def owned_ranges(doc: MarkdownDocument) -> list[tuple[int, int]]:
    """The line ranges xreview owns: the Issue Log and Review Log sections, heading included."""
    ranges = []
    for name in (ISSUE_LOG, REVIEW_LOG):
        heading = find_log_section(doc, name)
        if heading is not None:
            ranges.append((heading.line, doc.section_end(heading)))
    return sorted(ranges)


def without_logs(text: str) -> str:
    """``text`` with the log sections blanked (line numbers kept), for reviewers that read the text."""
    doc = MarkdownDocument.parse(text)
    ranges = owned_ranges(doc)
    if not ranges:
        return text
    lines = list(doc.lines)
    for start, end in ranges:
        for index in range(start, end):
            line = lines[index]
            lines[index] = line[len(line.rstrip("\r\n")) :]
    return (BOM if doc.bom else "") + "".join(lines)


def content_signature(text: str) -> str:
    """What a review depends on: the text without the logs and the fields write-back sets."""
    doc = MarkdownDocument.parse(text)
    drop = {i for start, end in owned_ranges(doc) for i in range(start, end)}
    for key in (STATUS_FIELD, UPDATED_FIELD):
        index = field_line(doc, key)
        if index is not None:
            drop.add(index)
    return "".join(line.rstrip("\r\n") + "\n" for i, line in enumerate(doc.lines) if i not in drop)
