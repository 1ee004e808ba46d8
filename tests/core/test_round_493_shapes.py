"""Shapes real-review round 493 showed the parser (issue 14): a QA report whose summary counts zero violations at
every level on one line ("- **Total Violations:** CRITICAL: 0, HIGH: 0, MEDIUM: 0, LOW: 0") — by its own account no
finding, whatever its test-quality notes, follow-up actions and next steps read like.

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """# QA Report: STORY-112

**Status:** PASS

## Summary

- **Overall Status:** ✅ PASS
- **Blocking Issues:** 0
- **Total Violations:** CRITICAL: 0, HIGH: 0, MEDIUM: 0, LOW: 0
- **Test Coverage:** 100% (88/88 tests passing)

### Test Quality

- Test organization: Well-structured by domain
- Test naming: Clear and descriptive

**Security Scanning:**
- No SQL injection patterns (N/A - documentation only)

## Recommendations

### Follow-Up Actions

1. **GitHub Release Publishing** (Future Work - Outside Story Scope)
   - Upload the packages to GitHub releases

## Next Steps

1. Run `/release STORY-112` to deploy to production
"""


def test_a_summary_counting_zero_violations_at_every_level_holds_no_finding() -> None:
    parsed = read_review(REVIEW, "m")
    assert parsed.items == [] and parsed.parsable


def test_a_count_that_is_not_zero_everywhere_keeps_the_findings() -> None:
    text = REVIEW.replace("CRITICAL: 0, HIGH: 0, MEDIUM: 0, LOW: 0", "CRITICAL: 0, HIGH: 1, MEDIUM: 0, LOW: 0")
    assert read_review(text, "m").items
