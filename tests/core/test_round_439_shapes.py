"""Shapes real-review round 439 showed the parser (issue 14): an implementer's report whose "### Tests Added and RED
Evidence" records the tests it added and what they caught ("RED returned … instead of explicit `fence_lost`."), each
read as a finding; a plan review's action list closing on "3. **01-01 and 01-02:** Safe to execute as planned.", read
as a finding.

The text is written for the test, after the shape of the round's reviews."""

from __future__ import annotations

from xreview.core import cues
from xreview.core.parse import read_review

REPORT = """# Task 5 Report: Operational Addon Console

### Tests Added and RED Evidence

- Added deterministic coverage for list reads when the bound generation is revoked. RED returned an empty result instead of explicit `fence_lost`.
- Added a dashboard loader regression for an empty binding read with no live generation. RED rendered `empty` instead of `unavailable`.

### Concerns

No blocking concerns.
"""


def test_tests_added_with_their_red_evidence_are_no_findings() -> None:
    assert cues.section_kind("Tests Added and RED Evidence")[0] is cues.Kind.SKIP
    assert read_review(REPORT, "m").items == []


PLAN_REVIEW = """# Cross-AI Plan Review

### Concerns

- **HIGH (Plan 01-03):** The proposed fix removes the logic that closes a previous block when a new parallel tool starts.

### Action Required Before Executing

1. **Fix 01-03-PLAN.md:** Update the target code to use `if (state.blockStarted)` as the block-close guard.
2. **01-01 and 01-02:** Safe to execute as planned.
"""


def test_a_plan_cleared_to_execute_is_no_finding() -> None:
    titles = [item.title for item in read_review(PLAN_REVIEW, "m").items]
    assert not [t for t in titles if "01-01 and 01-02" in t]
    assert any("HIGH" in t or "proposed fix" in t for t in titles)
