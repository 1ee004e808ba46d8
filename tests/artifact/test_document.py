"""The artifact's structure: headings outside code, frontmatter, and the Issue Log reader."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from xreview.artifact.document import MarkdownDocument
from xreview.artifact.issue_log import escape, read_issue_log, split_row, unescape

DOC = """---
title: x
stage: design
---
# Title

Setext heading
--------------

```markdown
## Issue Log
```

<!--
## Hidden
-->

    ## indented code

- item
---

## Issue Log

| # | Issue | Source | Severity | Complexity | Status | Resolution |
|---|---|---|---|---|---|---|
| 1 | Pipes \\| in `a|b` code | Human | High | Low | Resolved | done |
| 2 | Second | External-Kimi | Low | N/A | Open | |
"""


def test_headings_skip_code_comments_and_frontmatter() -> None:
    doc = MarkdownDocument.parse(DOC)
    assert [(h.level, h.title, h.setext) for h in doc.headings] == [
        (1, "Title", False), (2, "Setext heading", True), (2, "Issue Log", False),
    ]
    assert doc.frontmatter is not None and doc.frontmatter.end == 4
    assert doc.heading_at(doc.headings[2].line + 3).title == "Issue Log"


def test_issue_log_rows_keep_escaped_pipes_and_code() -> None:
    rows = read_issue_log(MarkdownDocument.parse(DOC))
    assert [r.number for r in rows] == [1, 2]
    assert rows[0].cells[1] == "Pipes \\| in `a|b` code"
    assert rows[0].title == "Pipes | in `a|b` code"
    assert rows[1].status == "Open"


def test_cell_escaping_round_trips() -> None:
    text = "a | b\nsecond line"
    assert split_row("| " + escape(text) + " |") == (escape(text),)
    assert unescape(escape(text)) == text


def test_crlf_and_bom_detected() -> None:
    doc = MarkdownDocument.parse("\ufeff# A\r\n\r\ntext\r\n")
    assert doc.bom and doc.newline == "\r\n" and doc.headings[0].title == "A"


_MD = MarkdownIt("commonmark").enable("table")
_line = st.one_of(
    st.sampled_from(["", "text", "more text", "# H1", "## H2 ##", "### H3", "```", "~~~", "    code", "- item",
                     "1. item", "> quote", "===", "---", "***", "<!-- c -->", "## Issue Log", "Para ## not",
                     "| a | b |", "|---|---|", "a | b", "--- | ---", "| x \\| y |", "|:-:|", "| 1 |"]),
    st.text(alphabet="ab #-=`|:", min_size=1, max_size=8),
)


@settings(max_examples=400, deadline=None, derandomize=True)
@given(st.lists(_line, max_size=30))
def test_headings_agree_with_markdown_it(lines: list[str]) -> None:
    text = "\n".join(lines) + "\n"
    ours = [(h.line, h.level) for h in MarkdownDocument.parse(text).headings]
    theirs = [
        (tok.map[0], int(tok.tag[1]))
        for tok in _MD.parse(text)
        if tok.type == "heading_open" and tok.level == 0 and tok.map
    ]
    if text.startswith("---\n") and any(line.strip() in ("---", "...") for line in lines[1:]):
        return  # frontmatter: markdown-it (commonmark) has no notion of it
    assert ours == theirs
