"""Real-review rounds: an automated QA agent's summary of a demo (round 259, review 414) — each step a heading over
fields, "- **Status**: PASS" or "- **Status**: FAIL (expected — known partial implementation)", and a "## Console
Errors" section saying "- None observed during browser automation." The failed step is a finding; the passed ones and
the errors none observed are not.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Demo Flow Results

### Step 4: Register a store
- **Status**: PASS
- **Details**: Submitted successfully. Redirected to dashboard after 2s delay.

### Step 5: Verify store appears on dashboard
- **Status**: FAIL (expected — known partial implementation)
- **Details**: Dashboard does NOT display the registered store name.

## Console Errors
- None observed during browser automation.
"""


def test_a_failed_step_is_a_finding_and_passed_steps_and_errors_none_observed_are_not() -> None:
    items = read_review(REVIEW, "m").items
    assert [item.title for item in items] == ["Step 5: Verify store appears on dashboard"]
    assert "does NOT display" in (items[0].text or "")
