"""Write-back into the artifact: only the logs and two frontmatter values change, byte for byte."""

from __future__ import annotations

import pytest

from tests.artifact.helpers import WHEN, entry, plan, row
from xreview.artifact.document import MarkdownDocument
from xreview.artifact.issue_log import find_log_section, read_issue_log
from xreview.artifact.owned import content_signature, without_logs
from xreview.artifact.writeback import WriteBackError, WritePlan, apply_plan
from xreview.core.model import Status

DESIGN = """---
title: Intake  # the service's name
status: draft
version: 1.1
updated: "2026-09-02"
owner: platform
---

# Intake

## Architecture

Trailing spaces stay.   \n\tA tab-indented line and “Unicode” — ✓.

## Revision History

| Version | Date | Change |
|---|---|---|
| 1.0 | 2026-08-20 | First draft |
"""


def removed(original: str, result: str) -> str:
    """What ``result`` inserted into ``original`` as one contiguous block (fails if it is not one)."""
    start = 0
    while start < len(original) and original[start] == result[start]:
        start += 1
    tail = len(original) - start
    assert result.endswith(original[start:]) or tail == 0, "the original's tail was changed"
    inserted = result[start : len(result) - tail]
    assert result[:start] + inserted + result[len(result) - tail :] == result
    assert result[:start] + result[len(result) - tail :] == original
    return inserted


def test_new_logs_go_before_a_trailing_revision_history() -> None:
    result = apply_plan(DESIGN, plan("Missing rollback plan", "No rate limits"))
    text = result.text
    doc = MarkdownDocument.parse(text)
    titles = [h.title for h in doc.headings]
    assert titles == ["Intake", "Architecture", "Issue Log", "Review Log", "Phase 2: External Review", "Revision History"]
    assert "| 1 | Missing rollback plan | External-Kimi-K2, External-Gemini | High | Low | Open | - |" in text
    assert "| 2 | No rate limits |" in text
    assert result.numbers == {"Missing rollback plan": 1, "No rate limits": 2}
    # apart from the frontmatter date, the original is the result minus one inserted block
    original = DESIGN.replace('updated: "2026-09-02"', 'updated: "2026-11-21"')
    block = removed(original, text)
    assert "Issue Log\n\n| # | Issue |" in block and "- **Cost:** $0.0123 (1,200 tokens in, 300 out)\n\n" in block
    assert "\n\n## Issue Log\n\n| # | Issue |" in text
    assert "Trailing spaces stay.   \n\tA tab-indented line and “Unicode” — ✓." in text


def test_review_log_entry_content() -> None:
    text = apply_plan(DESIGN, plan("Missing rollback plan")).text
    assert "### Phase 2: External Review\n\n- **Date:** 2026-11-21\n" in text
    assert "- **Reviewers:** External-Kimi-K2, External-Gemini (parallel, 1 cycle)" in text
    assert "- **Issues Found:** 0 Critical, 1 High, 0 Low (1 in all)" in text
    assert "- **Complexity Assessment:** 1 Low, 0 Medium, 0 High" in text
    assert "  - Auto-fixed: none\n  - Flagged for user: none\n  - Logged only: none\n  - Left open for a fix: 1\n" in text
    assert "    - #1 Missing rollback plan (High, Low complexity)" in text
    assert "- **Cross-Reviewer Consensus:** 1 raised by every reviewer" in text
    assert "- **Outcome:** Stopped (stuck): issues remain." in text


def test_frontmatter_keeps_quotes_comments_and_other_keys() -> None:
    text = apply_plan(DESIGN, plan("X", status="external-review-complete")).text
    head = text.split("---\n")[1]
    assert head == (
        "title: Intake  # the service's name\nstatus: external-review-complete\nversion: 1.1\n"
        'updated: "2026-11-21"\nowner: platform\n'
    )


def test_frontmatter_value_styles() -> None:
    from xreview.artifact.frontmatter import set_value

    assert set_value("status: draft   # set by the author", "done") == "status: done   # set by the author"
    assert set_value("status: 'in review'", "done") == "status: 'done'"
    assert set_value("status:", "done") == "status: done"
    assert set_value("status: [a, b]", "done") is None
    assert set_value("updated: 2026-09-02T10:00:00Z", when=WHEN) == "updated: 2026-11-21T14:30:05Z"
    assert set_value("updated: 2026-09-02 10:00", when=WHEN) == "updated: 2026-11-21 14:30"


def test_crlf_bom_and_no_final_newline_are_kept() -> None:
    original = "\ufeff# Title\r\n\r\n## Scope\r\n\r\nText without a final newline"
    text = apply_plan(original, plan("A problem")).text
    assert text.startswith("\ufeff# Title\r\n")
    assert "\n" not in text.replace("\r\n", ""), "a bare LF slipped into a CRLF file"
    assert not text.endswith(("\n", "\r"))
    assert text.startswith(original + "\r\n")  # the original is a prefix: nothing in it moved
    assert "\r\n## Issue Log\r\n" in text


def test_fenced_issue_log_is_not_the_log() -> None:
    original = "# T\n\n## Format\n\n```markdown\n## Issue Log\n\n| # | Issue |\n|---|---|\n```\n"
    text = apply_plan(original, plan("A problem")).text
    assert text.startswith(original)
    doc = MarkdownDocument.parse(text)
    heading = find_log_section(doc, "issue log")
    assert heading is not None and heading.line > 10
    assert [r.title for r in read_issue_log(doc)] == ["A problem"]


def test_template_issue_log_inside_another_section_is_untouched() -> None:
    original = (
        "# T\n\n## Conventions\n\nEach design keeps a log like this:\n\n### Issue Log\n\n"
        "| # | Issue | Source | Severity | Complexity | Status | Resolution |\n|---|---|---|---|---|---|---|\n"
        "| N | (example) | Human | High | Low | Open | - |\n\n## Scope\n\nText.\n"
    )
    text = apply_plan(original, plan("A problem")).text
    assert text.startswith(original)
    assert text.count("### Issue Log") == 1 and "\n## Issue Log\n" in text


def test_setext_issue_log_gets_rows_in_its_table() -> None:
    original = (
        "Title\n=====\n\nIssue Log\n---------\n\n| # | Issue | Source | Severity | Complexity | Status | Resolution |\n"
        "|---|---|---|---|---|---|---|\n| 1 | Old one | Human | Low | N/A | Open | - |\n\nReview Log\n----------\n\nEarlier notes.\n"
    )
    text = apply_plan(original, plan("A problem")).text
    assert "Issue Log\n---------\n" in text and text.count("Issue Log") == 1
    assert "| 1 | Old one | Human | Low | N/A | Open | - |\n| 2 | A problem |" in text
    assert "Earlier notes.\n\n### Phase 2: External Review\n" in text
    assert text.count("Review Log\n----------") == 1


HUMAN_LOG = """# T

## Issue Log

|  #  | Issue | Source | Severity | Complexity | Status | Resolution |
|:---:|-------|--------|----------|------------|--------|------------|
|  3  | Pipes \\| in `a|b` *stay*  | Human | High | Low | Open |   |
|  7  | Rollback plan missing | External-Kimi-K2 | High | Medium | Resolved | Added a rollback section |
|  9  | Retention undecided | Human | Low | N/A | Deferred | After launch |

## Scope
"""


def test_human_rows_are_preserved_and_numbering_continues() -> None:
    result = apply_plan(HUMAN_LOG, plan("A new problem"))
    text = result.text
    for line in HUMAN_LOG.splitlines()[4:9]:
        assert line + "\n" in text, line
    assert "|  9  | Retention undecided | Human | Low | N/A | Deferred | After launch |\n| 10 | A new problem |" in text
    assert result.numbers["A new problem"] == 10


def test_an_issue_already_in_the_log_updates_its_row() -> None:
    values = [
        row("The rollback plan is missing", key="I-1", number=7, aliases=("Rollback plan missing",), resolution="Re-raised 2026-11-21"),
        row("Retention undecided", key="I-2", number=9, severity="Low"),
    ]
    result = apply_plan(HUMAN_LOG, WritePlan(rows=values))
    text = result.text
    assert result.added == 0 and result.updated == 1 and result.numbers == {"I-1": 7, "I-2": 9}
    # status and resolution change, every other byte of the row stays, the old resolution is kept
    assert "|  7  | Rollback plan missing | External-Kimi-K2 | High | Medium | Open | Re-raised 2026-11-21; earlier: Added a rollback section |" in text
    # a person deferred #9: that decision stands
    assert "|  9  | Retention undecided | Human | Low | N/A | Deferred | After launch |" in text


def test_resolved_only_by_a_reviewer_that_raised_it() -> None:
    human = row("Pipes | in `a|b` *stay*", key="I-3", number=3, status=Status.RESOLVED, new_row=False,
                require_source=frozenset({"External-Kimi-K2"}))
    assert apply_plan(HUMAN_LOG, WritePlan(rows=[human])).text == HUMAN_LOG
    ours = apply_plan(HUMAN_LOG.replace("| Resolved | Added a rollback section", "| Open | -"), WritePlan(rows=[
        row("Rollback plan missing", key="I-7", number=7, status=Status.RESOLVED, new_row=False,
            require_source=frozenset({"External-Kimi-K2"}), resolution="No longer raised"),
    ]))
    assert "| External-Kimi-K2 | High | Medium | Resolved | No longer raised |" in ours.text
    assert ours.closed == [7]


def test_cells_escape_pipes_and_newlines() -> None:
    text = apply_plan("# T\n", WritePlan(rows=[row("Use a|b\nor c")])).text
    assert "| 1 | Use a\\|b<br>or c |" in text
    assert [r.title for r in read_issue_log(MarkdownDocument.parse(text))] == ["Use a|b\nor c"]


def test_a_table_with_other_columns_gets_rows_in_its_own_shape() -> None:
    original = "# T\n\n## Issue Log\n\n| # | Issue | Source | Severity | Status | Resolution |\n|---|---|---|---|---|---|\n| 1 | Old | Ralph-Design | High | Resolved | Done |\n"
    text = apply_plan(original, plan("New one", with_entry=False)).text
    assert text.endswith("| 1 | Old | Ralph-Design | High | Resolved | Done |\n| 2 | New one | External-Kimi-K2, External-Gemini | High | Open | - |\n")


def test_writing_twice_keeps_one_log_of_each_and_appends_the_entry() -> None:
    once = apply_plan(DESIGN, plan("Missing rollback plan"))
    values = [row("Missing rollback plan", number=once.numbers["Missing rollback plan"]), row("Another")]
    twice = apply_plan(once.text, WritePlan(rows=values, entry=entry("Missing rollback plan", "Another"), updated=WHEN))
    doc = MarkdownDocument.parse(twice.text)
    assert [h.title for h in doc.headings].count("Issue Log") == 1
    assert [h.title for h in doc.headings].count("Review Log") == 1
    assert [h.title for h in doc.headings].count("Phase 2: External Review") == 2
    assert [r.number for r in read_issue_log(doc)] == [1, 2]
    assert twice.numbers == {"Missing rollback plan": 1, "Another": 2}


def test_nothing_to_change_gives_the_same_text() -> None:
    once = apply_plan(DESIGN, plan("Missing rollback plan", with_entry=False)).text
    again = apply_plan(once, WritePlan(rows=[row("Missing rollback plan", number=1)], updated=WHEN))
    assert again.text == once and again.added == 0 and again.updated == 0


def test_an_unclosed_fence_stops_the_write_with_a_clear_reason() -> None:
    original = "# T\n\n## Notes\n\n```python\nprint('never closed')\n"
    with pytest.raises(WriteBackError, match=r"line 5 opens a code fence or HTML comment that is never closed"):
        apply_plan(original, plan("A problem"))


def test_reviewers_do_not_see_the_logs_and_the_logs_do_not_count_as_an_edit() -> None:
    text = apply_plan(DESIGN, plan("TODO: missing rollback plan")).text
    blank = without_logs(text)
    assert "TODO" not in blank and blank.count("\n") == text.count("\n")
    assert content_signature(text) == content_signature(DESIGN)
    assert content_signature(DESIGN + "\nA real edit.\n") != content_signature(DESIGN)


def test_a_credential_a_model_quoted_is_masked_in_the_logs_and_the_next_review_is_not_blocked() -> None:
    from xreview.artifact.credentials import find_secrets

    key = "sk-proj-" + "Q7w8E9r0T1y2U3i4O5p6"
    result = apply_plan(DESIGN, plan(f"Hard-coded key {key} in config.py"))
    assert key not in result.text and "Hard-coded key sk-p… in config.py" in result.text
    assert find_secrets(MarkdownDocument.parse(result.text)) == []
