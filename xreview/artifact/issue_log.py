"""Reading the artifact's Issue Log: the issues already tracked from earlier reviews."""

from __future__ import annotations

import re
from dataclasses import dataclass

from xreview.artifact.document import Heading, MarkdownDocument

ISSUE_LOG = "issue log"
REVIEW_LOG = "review log"
COLUMNS = ("#", "Issue", "Source", "Severity", "Complexity", "Status", "Resolution")


@dataclass(frozen=True)
class LogRow:
    """One Issue Log row: its cells as written (pipes still escaped), and the 0-based line."""

    line: int
    cells: tuple[str, ...]

    @property
    def number(self) -> int | None:
        match = re.match(r"^\s*(\d+)\s*$", self.cells[0]) if self.cells else None
        return int(match.group(1)) if match else None

    def cell(self, index: int) -> str:
        return unescape(self.cells[index]) if index < len(self.cells) else ""

    @property
    def title(self) -> str:
        return self.cell(1)

    @property
    def status(self) -> str:
        return self.cell(5)


def find_log_section(doc: MarkdownDocument, name: str) -> Heading | None:
    """The log heading: the shallowest level holding a heading named ``name``, the last one at that level."""
    matches = [h for h in doc.headings if _norm(h.title) == name]
    if not matches:
        return None
    level = min(h.level for h in matches)
    return [h for h in matches if h.level == level][-1]


def _norm(title: str) -> str:
    return " ".join(re.findall(r"[a-z0-9]+", title.lower()))


def split_row(line: str) -> tuple[str, ...] | None:
    """The cells of a table row, splitting on unescaped pipes and ignoring pipes in code spans."""
    text = line.strip()
    if not text.startswith("|"):
        return None
    cells: list[str] = []
    current: list[str] = []
    i = 1
    in_code = 0
    while i < len(text):
        ch = text[i]
        if ch == "\\" and i + 1 < len(text):
            current.append(text[i : i + 2])
            i += 2
            continue
        if ch == "`":
            run = len(text[i:]) - len(text[i:].lstrip("`"))
            if in_code == 0:
                in_code = run
            elif in_code == run:
                in_code = 0
            current.append(text[i : i + run])
            i += run
            continue
        if ch == "|" and not in_code:
            cells.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
        i += 1
    if "".join(current).strip():
        cells.append("".join(current).strip())
    return tuple(cells)


def unescape(cell: str) -> str:
    return cell.replace("\\|", "|").replace("<br>", "\n")


def escape(text: str) -> str:
    """A value made safe for one table cell: pipes escaped, line breaks as <br>."""
    flat = text.replace("\r\n", "\n").replace("\r", "\n").strip()
    return flat.replace("|", "\\|").replace("\n", "<br>")


def read_issue_log(doc: MarkdownDocument) -> list[LogRow]:
    """The data rows of the Issue Log table (header and separator excluded)."""
    heading = find_log_section(doc, ISSUE_LOG)
    if heading is None:
        return []
    rows: list[LogRow] = []
    for index in range(heading.end, doc.section_end(heading)):
        if doc.is_code(index):
            continue
        cells = split_row(doc.line_text(index))
        if cells is None or not cells:
            continue
        if cells[0] == "#" or all(re.fullmatch(r":?-{1,}:?", c.strip()) for c in cells if c.strip()):
            continue
        rows.append(LogRow(index, cells))
    return rows
