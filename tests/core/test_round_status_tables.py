"""Shapes real-review round 332 showed the parser (issue 14): a re-review's table of the previous round's findings,
"| # | Issue ID | Status | Notes |", whose fixed rows are closed and whose partially fixed row still stands — titled by
its notes, the only column of sentences.

The texts are written for the test, after the shapes of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review

STATUS = """## Previous Round Status

| # | Issue ID | Status | Notes |
|---|----------|--------|-------|
| 1 | M-1.1 | ✅ Fixed | `ToolCard` no longer has `aria-hidden`; the invalid test was removed. |
| 2 | M-1.6 | ⚠️ Partially Fixed | The original identifiers were removed, but the new test comment introduces `M-1.2` again. |
| 3 | m-1.1 | ✅ Fixed | Both README paths now reference the right component and its test. |
"""


def test_a_previous_round_status_table_keeps_only_the_rows_not_fully_fixed() -> None:
    items = parse_review(STATUS, "gpt").items
    assert [item.title.split(",")[0] for item in items] == ["The original identifiers were removed"]


def test_a_coverage_table_with_ids_and_statuses_that_are_no_fix_states_stays_a_coverage_table() -> None:
    text = """## Requirement Coverage

| # | Requirement | Test(s) | Status |
|---|-------------|---------|--------|
| 1 | Drafts with open questions proceed to review (not blocked pre-review) | T010 | ✓ Covered |
| 2 | Unanswered questions trigger a loop back to the reviewer | T030 | ✓ Covered |
"""
    assert parse_review(text, "gpt").items == []
