"""Shapes real-review round 589 showed the parser (issue 14): a sprint review checklist that passes — "**Decision**:
PASS", sections of "- No AccessibilityService: Yes." checks, "## Blockers" ⏎ "- None for source/build review.",
"## Required fixes before merge" ⏎ "- None." Eighteen answered checks came out as findings; by the review's own account
there is none, as when its findings section counts zero at every level.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import parse_review

REVIEW = """# REVIEW: Sprint 10 Post-Call Decision Screen

**Decision**: PASS

## Permission and Manifest Review
- No AccessibilityService: Yes.
- No auto-send WhatsApp automation: Yes.
- No SMS permissions: Yes.

## Tests and Validation
- Unit tests: PASS via `gradlew test`.
- Device/OEM QA: PARTIAL; validated on the human's test phone only.

## Blockers
- None for source/build review.

## Required fixes before merge
- None.
"""


def test_a_passed_review_with_no_blocker_and_no_fix_required_has_no_finding() -> None:
    parsed = parse_review(REVIEW, "m")
    assert parsed.items == [] and parsed.parsable, [item.title for item in parsed.items]


def test_lesser_points_or_a_blocker_keep_their_findings() -> None:
    suggested = REVIEW + "\n## Suggestions\n- The decision screen has no landscape layout; the buttons overlap on small phones.\n"
    assert parse_review(suggested, "m").items, "a suggestion section is still read"
    blocked = REVIEW.replace("- None for source/build review.", "- The notification channel is never created on Android 8, so no post-call notice shows.")
    assert parse_review(blocked, "m").items, "a blocker is still read"
