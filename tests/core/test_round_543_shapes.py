"""Shapes real-review round 543 showed the parser (issue 14): a build workflow's final report whose "## Outcome" opens
on "Status: blocked." over a requirement status table and the blocking finding's list of missing deliverables — the
status is the whole report's, the deliverables are the findings (a heading opening on a failed status is one finding
only when it names something of its own).

The text is written for the tests, after the shape of the round's review."""

from __future__ import annotations

from xreview.core.parse import read_review

REPORT = """# Final Report: Audit DoltLite Ready Parity

## Summary

The review verdict is `iterate`: the manifest does not yet contain the audit lanes the decomposition requires.

## Outcome

Status: blocked.

| ID | Status |
| --- | --- |
| REQ-001 | blocked |
| REQ-002 | covered |

The blocking review finding is that the approved decomposition still expects the following deliverables:

- A regression coverage mapping lane.
- A provider/operations audit lane.
- A final `readiness-audit.md` fan-in report.

Next action: complete the missing deliverables, then rerun review.

## Test 3: Upload resumes after a dropped connection

Status: FAILED

The upload restarts from byte zero instead of resuming.
"""


def test_an_outcome_that_opens_on_a_failed_status_holds_the_findings_below_it() -> None:
    titles = [item.title for item in read_review(REPORT, "m").items]
    assert "Outcome" not in titles, titles
    assert sum(title.startswith(("A regression", "A provider", "A final")) for title in titles) == 3, titles
    assert any("Upload resumes" in title for title in titles), titles  # a heading of its own still is one finding
