"""Shapes real-review round 563 showed the parser (issue 14): a code review whose summary counts its findings with a
long parenthetical — "**Findings:** 5 (1 medium-risk functional/accounting issue, 2 medium/low correctness-doc/test
issues)" — and whose "## Local Verification Notes" say what its reviewer could not re-run. A count is no finding,
however long its breakdown; the reviewer's local notes on its own run are not findings (while a plain "## Verification
Notes" of steps still to take may hold some).

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Review Findings

### Finding 1: Tests allow false positives on reverts
**Severity:** Low
**Description:** Slippage tests use bare `vm.expectRevert()` with no selector, so they pass on unrelated failures.

## Review Summary

**Findings:** 5 (1 medium-risk functional/accounting issue, 2 medium/low correctness-doc/test issues)
**Recommendation:** Request changes.

## Local Verification Notes

- I was not able to re-run `forge build` cleanly in this worktree due to a submodule install error; recommend re-running in a clean environment to confirm.
"""


def test_a_long_count_and_the_reviewers_local_notes_are_not_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Tests allow false positives on reverts"], titles
