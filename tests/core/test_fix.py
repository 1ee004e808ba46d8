"""Reading a fixer's answer and placing its edits: exact, whitespace-tolerant, refused with the reason."""

from __future__ import annotations

import pytest

from xreview.artifact.edits import EditRefused, apply, diff_lines, place
from xreview.core.fix import Edit, parse_fix

DOC = """---
title: Ledger
status: draft
---
# Ledger

## Error Handling

Retries are exponential.
Retries are exponential.

## Architecture

```yaml
retry:
  max_attempts: unbounded
```

    indented   code   line

## Issue Log

| # | Issue | Source | Severity | Complexity | Status | Resolution |
|---|---|---|---|---|---|---|
| 1 | Old | External-Kimi | High | Low | Open | |
"""

ANSWER = """Here are the fixes.

Issue I-3f2a: capped retries at 5 attempts in the config example.

<<<<<<< SEARCH
  max_attempts: unbounded
=======
  max_attempts: 5
>>>>>>> REPLACE

**Issue I-77aa** — stated the backoff.
<<<<<<< SEARCH
    indented code line
=======
    indented code line (backoff 2 s, doubling)
>>>>>>> REPLACE
"""


def test_notes_and_edits_are_read_and_tied_to_their_issue() -> None:
    answer = parse_fix(ANSWER)
    assert answer.notes == {"I-3f2a": "capped retries at 5 attempts in the config example.", "I-77aa": "stated the backoff."}
    assert [(e.issue_id, e.search, e.replace) for e in answer.edits] == [
        ("I-3f2a", "  max_attempts: unbounded", "  max_attempts: 5"),
        ("I-77aa", "    indented code line", "    indented code line (backoff 2 s, doubling)"),
    ]


def test_an_exact_match_inside_a_code_fence_changes_only_its_text() -> None:
    edit = parse_fix(ANSWER).edits[0]
    placement = place(DOC, edit)
    assert (placement.first_line, placement.last_line, placement.fuzzy) == (16, 16, False)
    fixed = apply(DOC, [placement])
    assert fixed == DOC.replace("max_attempts: unbounded", "max_attempts: 5")
    assert diff_lines(DOC, placement) == ["@@ -14,5 +14,5 @@", " ```yaml", " retry:", "-  max_attempts: unbounded", "+  max_attempts: 5", " ```", " "]


def test_a_whitespace_tolerant_match_keeps_the_line_ending_and_the_rest() -> None:
    edit = parse_fix(ANSWER).edits[1]
    placement = place(DOC, edit)
    assert placement.fuzzy and placement.first_line == placement.last_line == 19
    fixed = apply(DOC, [placement])
    assert "    indented code line (backoff 2 s, doubling)\n\n## Issue Log" in fixed
    assert fixed.replace("    indented code line (backoff 2 s, doubling)", "    indented   code   line") == DOC


def test_crlf_documents_keep_crlf() -> None:
    crlf = DOC.replace("\n", "\r\n")
    edit = Edit("I-1", "## Error Handling\n\nRetries are exponential.\nRetries are exponential.", "## Error Handling\n\nRetries are exponential, 5 at most.")
    fixed = apply(crlf, [place(crlf, edit)])
    assert "## Error Handling\r\n\r\nRetries are exponential, 5 at most.\r\n\r\n## Architecture" in fixed
    assert "\n" not in fixed.replace("\r\n", "")


@pytest.mark.parametrize(
    ("search", "reason"),
    [
        ("Retries are exponential.", "occurs 2 times (lines 9, 10)"),
        ("Retries are linear.", "not in the document — did you mean line 9: “Retries are exponential.”"),
        ("   ", "the SEARCH text is empty"),
        ("status: draft", "touches the frontmatter"),
        ("| 1 | Old | External-Kimi | High | Low | Open | |", "touches the Issue Log section"),
    ],
)
def test_edits_that_cannot_be_placed_are_refused_with_the_reason(search: str, reason: str) -> None:
    with pytest.raises(EditRefused) as refused:
        place(DOC, Edit("I-1", search, "x"))
    assert reason in str(refused.value)


def test_a_bom_is_kept_and_overlapping_edits_are_refused() -> None:
    text = "\ufeff# T\n\nalpha beta\n"
    fixed = apply(text, [place(text, Edit(None, "alpha", "ALPHA"))])
    assert fixed == "\ufeff# T\n\nALPHA beta\n"
    with pytest.raises(EditRefused, match="overlap"):
        apply(text, [place(text, Edit(None, "alpha beta", "x")), place(text, Edit(None, "beta", "y"))])
