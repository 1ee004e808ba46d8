"""A built-in reviewer's finding, and the canonical Markdown review both built-ins write.

The shape is the one the built-in prompts ask of LLMs, so a single parser
reads every reviewer.
"""

from __future__ import annotations

from dataclasses import dataclass

from xreview.artifact.document import MarkdownDocument
from xreview.core.model import Complexity, Severity


@dataclass(frozen=True)
class Finding:
    title: str
    severity: Severity
    complexity: Complexity
    line: int  # 1-based
    heading: str | None
    problem: str
    suggestion: str


def locate(doc: MarkdownDocument, index: int) -> tuple[int, str | None]:
    """1-based line and enclosing heading of the 0-based line ``index``."""
    heading = doc.heading_at(index)
    return index + 1, heading.title if heading else None


def document_start(doc: MarkdownDocument) -> tuple[int, str | None]:
    """Where a document-level finding points: the title heading, else the first line."""
    if doc.headings:
        first = doc.headings[0]
        return first.lineno, first.title
    return (doc.frontmatter.end + 1 if doc.frontmatter else 1), None


def render_review(reviewer: str, path_label: str, doc: MarkdownDocument, findings: list[Finding]) -> str:
    """The review in the canonical shape: Summary, then one ``### [Severity/Complexity]`` block per issue."""
    out = ["## Summary", ""]
    if findings:
        out.append(f"The {reviewer} reviewer checked {path_label} ({doc.line_count} lines) and found {len(findings)} issue(s).")
    else:
        out.append(f"The {reviewer} reviewer checked {path_label} ({doc.line_count} lines): no issues found.")
    out += ["", "## Issues", ""]
    if not findings:
        out += ["No issues found.", ""]
    for f in sorted(findings, key=lambda f: (-f.severity.rank, f.line)):
        where = f"{f.heading} (line {f.line})" if f.heading else f"line {f.line}"
        out += [
            f"### [{f.severity.value}/{f.complexity.value}] {f.title}",
            f"**Location:** {where}",
            f"**Problem:** {f.problem}",
            f"**Suggestion:** {f.suggestion}",
            "",
        ]
    return "\n".join(out).rstrip() + "\n"
