"""Real-review round 314 (review 475): a design review closing on "## Open Assumptions" — what the reviewer took the
target to be ("This review treats the current target as full-suite execution readiness, …") — and brief strengths.
The review's own assumptions are about the review, not findings; "Assumptions That Might Be Wrong" in a plan still
holds findings.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Findings

### 1. Major: The suite names its required outputs but gives them no artifact paths

Without canonical filenames, results land wherever the executor puts them.

## Open Assumptions

- This review treats the current target as **full-suite execution readiness**, not merely readiness to start the first spike.
- This review treats the earlier blocker set as resolved unless execution later shows otherwise.
"""

PLAN = """## Assumptions That Might Be Wrong

- The queue never holds more than a thousand jobs, but nothing enforces that limit and a backlog would exhaust memory.
"""


def test_the_reviews_own_assumptions_are_no_findings() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["The suite names its required outputs but gives them no artifact paths"]


def test_assumptions_that_might_be_wrong_still_hold_findings() -> None:
    assert len(read_review(PLAN, "m").items) == 1
