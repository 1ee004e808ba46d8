"""Shapes real-review round 397 showed the parser (issue 14): a harness's plan review whose "## Missing Tests" gap ends
"No new unit tests are necessary for this minimal lint/doc repair.", and which closes on "## Reviewed Artifacts" (the
files it read) and "## Sprint Progress Update".

The texts are written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core.parse import parse_review

HARNESS = """# Review Findings

## Recommendation

Proceed.

## Non-Blocking Risks

- Risk: Verification depends on using local Node `20.10.0`, which is outside repo control.
  Suggested mitigation: Treat Node `20.10.0` as an execution precondition.

## Missing Tests

- Gap: No automated test file change is planned.
  Suggested test: Use RED/GREEN verification through lint reproduction. No new unit tests are necessary for this minimal lint/doc repair.

## Reviewed Artifacts

- `.harness/changes/20260619-baseline-health-repair/request_analysis/spec.md`
- `.harness/changes/20260619-baseline-health-repair/sprint_progress.md`

## Sprint Progress Update

Review is complete with recommendation to proceed. Exact Node `20.10.0` verification remains preferred but may be recorded as unavailable on this machine.
"""


def test_a_gap_the_reviewer_says_needs_no_new_tests_and_the_closing_records_are_no_findings() -> None:
    titles = [item.title for item in parse_review(HARNESS, "m").items]
    assert titles == ["Verification depends on using local Node 20.10.0, which is outside repo control"]
