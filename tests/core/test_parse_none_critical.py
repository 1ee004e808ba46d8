"""Real-review rounds: a test suite's results report (round 274, review 429) whose known issues open "### None
Critical" ⏎ "All critical functionality working as expected." over "### Minor Issues" and its numbered points. A
heading saying there is none at a level holds no finding; the minor issues after it do.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Known Issues

### None Critical

All critical functionality working as expected.

### Minor Issues

1. **extractTextContent() not exported** - Used in one test but not critical for main functionality
2. **Transcript functions not exported** - Internal functions, work correctly but can't be unit tested directly
"""


def test_a_none_critical_heading_holds_no_finding() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["extractTextContent() not exported", "Transcript functions not exported"]


def test_a_test_heading_warned_not_fully_testable_among_passed_ones_is_a_finding() -> None:
    review = """## Test Results

### Test 3: Intelligent Content Truncation ✅ PASSED

**Purpose:** Verify that `extractKeyContent()` preserves important information.

### Test 4: Transcript Summarization ⚠️ NOT FULLY TESTABLE

**Purpose:** Verify transcript summarization functions work correctly.

**Status:** Functions exist internally but not exported for direct testing.

**Implementation Verified:**
- ✅ `summarizeTranscriptForLLM()` function exists in tools.js (line 2712)
- ⏳ Requires production testing with real YouTube videos
"""
    titles = [item.title for item in read_review(review, "m").items]
    assert titles == ["Test 4: Transcript Summarization ⚠️ NOT FULLY TESTABLE"]
