"""Shapes real-review round 471 showed the parser (issue 14): a document the reviewed party opened ("# Review Request:
Phase 3 …", its summary, what it implemented, a suggestion it reverted "❌ (Reverted)", its technical decisions) with the
review appended under "## Review Results" — only that part is the review; and a build check passing "- No new warnings
introduced" is no finding.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# Review Request: Phase 3 Review Suggestions Implementation

## Summary

Implemented 8 of 9 suggestions. S7 was attempted but reverted due to styled-jsx requiring client-side rendering.

### S7: Make SidebarLayout Server Component ❌ (Reverted)
- **Result:** Build failed with "Invalid import: 'client-only' cannot be imported from a Server Component"
- **Resolution:** Reverted change - kept `'use client'` directive

## Technical Decisions

1. **DTO Default Values:** Added default values for optional DTO fields to satisfy frontend interfaces.
2. **Backend Stats Calculation:** Changed the history page to pass raw backend DTOs to the stats calculation.

---

## Review Results

**Status:** APPROVED WITH SUGGESTIONS

### Findings

#### Build Verification

- TypeScript: PASS (zero errors via `tsc --noEmit`)
- No new warnings introduced

#### Suggestions (non-blocking)

1. **Two `any` types remain in `adminApi.addBan`.** `addBan` still uses `Promise<any>`; worth a future cleanup pass.

#### Required Changes

None.
"""


def test_only_the_appended_review_is_read() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert len(titles) == 1 and "Two any types remain" in titles[0]
