"""Real-review rounds: a detailed PR review (round 267, review 422) whose edge cases each end on a status —
"**Status**: ✅ Handled - Button disabled during cancellation prevents this.", "**Status**: ✅ This is intentional and
reasonable …", "**Status**: ⚠️ Minor risk - …". A case the review says is handled, or intentional, is no finding; a
minor risk still is.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Potential Issues & Edge Cases

### 2. **Multiple Rapid Cancellations**
**Problem**: User clicks cancel multiple times quickly.

**Status**: ✅ Handled - Button disabled during cancellation prevents this.

### 3. **Cancellation During Temp File Write**
**Problem**: If cancellation happens while temp file is being written, the file might be left behind.

**Status**: ⚠️ Minor risk - Could add file lock checking or wait for write completion.

### 5. **Batch Merge - Only Current Video**
**Current behavior**: Cancellation stops after the current video completes rather than mid-encode.

**Status**: ✅ This is intentional and reasonable - allows current merge to finish cleanly before stopping batch.
"""


def test_edge_cases_handled_or_intentional_are_closed_and_a_minor_risk_stays() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["Cancellation During Temp File Write"]
