"""Shapes real-review round 540 showed the parser (issue 14): a pull-request review whose numbered issue headings
include "### 10. Importance Value Not Validated" — a heading saying a value is not validated names a finding, not a
validated area.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# BugBot Review: Quick Capture

## Edge Cases & Potential Issues

### 9. No Validation of Tag Array Size

**File:** `QuickCaptureController.swift:35`

**Issue:** No limit on number of tags; large tag arrays could break JSON encoding.

### 10. Importance Value Not Validated

**File:** `QuickCaptureController.swift:36`

**Issue:** No range validation
- Negative importance values accepted
- Could break search ranking

**Recommendation:** Clamp importance to 1–10.
"""


def test_a_heading_saying_a_value_is_not_validated_is_a_finding() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert any("Importance Value Not Validated" in title for title in titles), titles
