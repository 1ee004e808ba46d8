"""Shapes real-review round 466 showed the parser (issue 14): an evaluator's report on a design attempt whose priority
fixes end on a check to run after them ("3. Recheck the … states after the color-only edits to confirm …"), whose
"## Should the next attempt REFINE or PIVOT?" answers with its verdict, and whose "## Viewport and scope notes" say
what it could not render.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Evaluation — Attempt 1

## Overall Verdict: NEEDS REVISION

## Issues Found
### Issue 1: Pale emerald text is low-contrast on pale fills
- **What**: `text-emerald-300` is used over `bg-emerald-500/10` for the admin badge; the course percentage is hard to read.
- **Suggested fix**: Change the foreground to a dark green such as `text-emerald-800`.

## Priority Fixes for Next Attempt
1. Darken the emerald foreground on the dashboard owner badge; retain the pale fill.
2. Recheck the dashboard loading/error/empty states after the color-only edits to confirm the white background remains.

## Should the next attempt REFINE or PIVOT?
REFINE. Only a few foreground color tokens need adjustment; no layout, content, or structural changes are warranted.

## Viewport and scope notes
- **Dashboard/detail states**: Reviewed their source styling. They could not be rendered with live admin data because
  the browser session was unauthenticated.
"""


def test_a_recheck_step_the_verdict_question_and_scope_notes_are_no_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Pale emerald text is low-contrast on pale fills"]
