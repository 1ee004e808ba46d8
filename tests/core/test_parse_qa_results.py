"""Real-review rounds: a follow-up content audit (round 275, review 430) whose validation lists a browser QA run —
"- no console errors", "- no failed requests". Errors or failed requests said to be none are a check passed, not a
finding; "No error handling in the API" still is one.

The text is written for the test, after the shape of that review."""

from __future__ import annotations

from xreview.core.parse import read_review

REVIEW = """## Findings

- No error handling in the API client: a timeout crashes the page.

## Validation

Browser QA result:

- `ok: true`
- no console errors
- no failed requests
"""


def test_errors_and_failed_requests_said_none_are_no_findings() -> None:
    titles = [item.title for item in read_review(REVIEW, "m").items]
    assert titles == ["No error handling in the API client"]
